/** Live examples of the docs that document react-querybuilder 4.x run against this package (its own chunk). */
import * as reactQueryBuilder from 'rqb4';
import css from 'rqb4/dist/query-builder.css?inline';
import pkg from 'rqb4/package.json';
import type { LiveRuntime } from './types';

const runtime: LiveRuntime = { version: pkg.version, stylesheetId: 'react-querybuilder-4', css, module: reactQueryBuilder };
export default runtime;
