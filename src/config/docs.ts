/**
 * Docs settings. The versions themselves come from content/versions.json, with Docusaurus's
 * defaults for label, path and banner (src/gatsby/content/versions.ts); `versions` here only
 * overrides those. Validated against `docsConfigSchema` at build start.
 */
import type { DocsConfig } from './schema';

export const docsConfig = {
  // The site labels its versions "v6.x" rather than Docusaurus's "6.x".
  versions: {
    '6': { label: 'v6.x' },
    '5': { label: 'v5.x' },
    '4': { label: 'v4.x' },
    '3': { label: 'v3.x' },
  },
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
