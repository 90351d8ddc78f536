/** Live examples of the docs that document react-querybuilder 5.x run against this package (its own chunk). */
import * as reactQueryBuilder from 'rqb5';
import css from 'rqb5/dist/query-builder.css?inline';
import pkg from 'rqb5/package.json';
import type { LiveRuntime } from './types';

const runtime: LiveRuntime = { version: pkg.version, stylesheetId: 'react-querybuilder-5', css, module: reactQueryBuilder };
export default runtime;
