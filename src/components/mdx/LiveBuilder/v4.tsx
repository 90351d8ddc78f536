/** The live builder of react-querybuilder 4.x (package "rqb4"); loaded on demand by ./index.tsx. */
import { formatQuery, QueryBuilder } from 'rqb4';
import css from 'rqb4/dist/query-builder.css?inline';
import { liveBuilder } from './liveBuilder';

export default liveBuilder({ QueryBuilder, formatQuery }, css, 'react-querybuilder-4');
