/**
 * For console experiments: formatQuery, transformQuery and the parsers of react-querybuilder
 * (the latest documented release) on `window`. gatsby-browser loads this chunk once the page is
 * idle, so it never delays a page.
 */
import { formatQuery } from 'react-querybuilder/formatQuery';
import { SITE_RELEASE } from '../../config/releases';
import { parseCEL } from 'react-querybuilder/parseCEL';
import { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
import { parseMongoDB } from 'react-querybuilder/parseMongoDB';
import { parseSQL } from 'react-querybuilder/parseSQL';
import { transformQuery } from 'react-querybuilder/transformQuery';

const TOOLS = { formatQuery, transformQuery, parseSQL, parseCEL, parseJsonLogic, parseMongoDB };

export function exposeConsoleTools(): void {
  Object.assign(window, TOOLS);
  console.log(`Try them here: ${Object.keys(TOOLS).join(', ')} (react-querybuilder ${SITE_RELEASE}).`);
}
