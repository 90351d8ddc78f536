/** Live examples of the docs that document react-querybuilder 7.x run against this package (its own chunk). */
import * as reactQueryBuilder from 'rqb7';
import css from 'rqb7/dist/query-builder.css?inline';
import pkg from 'rqb7/package.json';
import type { LiveRuntime } from './types';

const runtime: LiveRuntime = { version: pkg.version, stylesheetId: 'react-querybuilder-7', css, module: reactQueryBuilder };
export default runtime;
