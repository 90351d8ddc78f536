/** The live builder of react-querybuilder 6.x (package "react-querybuilder"); loaded on demand by ./index.tsx. */
import { formatQuery, QueryBuilder } from 'react-querybuilder';
import css from 'react-querybuilder/dist/query-builder.css?inline';
import { liveBuilder } from './liveBuilder';

export default liveBuilder({ QueryBuilder, formatQuery }, css, 'react-querybuilder-6');
