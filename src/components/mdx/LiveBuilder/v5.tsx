/** The live builder of react-querybuilder 5.x (package "rqb5"); loaded on demand by ./index.tsx. */
import { formatQuery, QueryBuilder } from 'rqb5';
import css from 'rqb5/dist/query-builder.css?inline';
import { liveBuilder } from './liveBuilder';

export default liveBuilder({ QueryBuilder, formatQuery }, css, 'react-querybuilder-5');
