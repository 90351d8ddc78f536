/**
 * Docs settings. The versions themselves come from content/versions.json, with Docusaurus's
 * defaults for label, path and banner (src/gatsby/content/versions.ts); `versions` here only
 * overrides those. Validated against `docsConfigSchema` at build start.
 */
import { RELEASES } from './releases';
import type { DocsConfig } from './schema';

export const docsConfig = {
  // The labels of ./releases.ts: the site labels its versions "v6.x" rather than Docusaurus's "6.x".
  versions: Object.fromEntries(Object.entries(RELEASES).flatMap(([name, row]) => ('label' in row ? [[name, { label: row.label }]] : []))),
  mainDocId: 'intro',
  sidebarIds: ['mySidebar'],
  editUrl: 'https://github.com/react-querybuilder/react-querybuilder/edit/main/website/',
  movedIndexes: [
    {
      slug: 'api',
      title: 'API',
      description: 'The API reference moved into the Components, Styling and Utilities sections. Each former API page and its new home:',
      idPrefix: 'api/',
    },
  ],
} satisfies DocsConfig;
