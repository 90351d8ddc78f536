/** The live builder of react-querybuilder 7.x (package "rqb7"); loaded on demand by ./index.tsx. */
import { formatQuery, QueryBuilder } from 'rqb7';
import css from 'rqb7/dist/query-builder.css?inline';
import { liveBuilder } from './liveBuilder';

export default liveBuilder({ QueryBuilder, formatQuery }, css, 'react-querybuilder-7');
