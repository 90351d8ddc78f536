/**
 * The nine parsers of react-querybuilder 8.24.1, fetched together the first time the reader imports
 * (./importers.ts). One chunk, not one per parser: every async chunk is an entry in webpack's runtime,
 * which every page loads, so nine parser chunks and their shared splits cost each doc page's first
 * load about 1 KiB (gzip) for a dialog only the demo has.
 */
export { parseCEL } from 'react-querybuilder/parseCEL';
export { parseCypher } from 'react-querybuilder/parseCypher';
export { parseGremlin } from 'react-querybuilder/parseGremlin';
export { parseJSONata } from 'react-querybuilder/parseJSONata';
export { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
export { parseMongoDB } from 'react-querybuilder/parseMongoDB';
export { parseSPARQL } from 'react-querybuilder/parseSPARQL';
export { parseSpEL } from 'react-querybuilder/parseSpEL';
export { parseSQL } from 'react-querybuilder/parseSQL';
export { transformQuery } from 'react-querybuilder/transformQuery';
