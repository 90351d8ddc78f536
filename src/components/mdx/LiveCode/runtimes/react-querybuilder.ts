/** Live examples of the docs that document react-querybuilder 8.x run against this package (its own chunk). */
import * as reactQueryBuilder from 'react-querybuilder';
import css from 'react-querybuilder/dist/query-builder.css?inline';
import pkg from 'react-querybuilder/package.json';
import type { LiveRuntime } from './types';

const runtime: LiveRuntime = { version: pkg.version, stylesheetId: 'react-querybuilder-8', css, module: reactQueryBuilder };
export default runtime;
