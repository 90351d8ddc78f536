/** Live examples of the docs that document react-querybuilder 6.x run against this package (its own chunk). */
import * as reactQueryBuilder from 'rqb6';
import css from 'rqb6/dist/query-builder.css?inline';
import pkg from 'rqb6/package.json';
import type { LiveRuntime } from './types';

const runtime: LiveRuntime = { version: pkg.version, stylesheetId: 'react-querybuilder-6', css, module: reactQueryBuilder };
export default runtime;
