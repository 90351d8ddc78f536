/**
 * Docs versions: label, base path and banner of each folder of content/.
 * Validated against `docsConfigSchema` at build start; content/versions.json must list
 * the same released versions (checked by src/gatsby/content/loadContent.ts).
 */
import type { DocsConfig } from './schema';

export const docsConfig = {
  versions: {
    current: { label: 'Next', path: '/docs/next', banner: 'unreleased', npm: '7.x' },
    '6': { label: 'v6.x', path: '/docs', banner: 'none', npm: '6.5.5' },
    '5': { label: 'v5.x', path: '/docs/5', banner: 'unmaintained', npm: '5.4.1' },
    '4': { label: 'v4.x', path: '/docs/4', banner: 'unmaintained', npm: '4.5.3' },
    '3': { label: 'v3.x', path: '/docs/3', banner: 'unmaintained', npm: '3.12.1' },
  },
  lastVersion: '6',
  mainDocId: 'intro',
  sidebarIds: ['mySidebar'],
  editUrl: 'https://github.com/react-querybuilder/react-querybuilder/edit/main/website/',
  movedIndexes: [
    {
      slug: 'api',
      title: 'API',
      description:
        'The API reference moved into the Components, Styling and Utilities sections. Each former API page and its new home:',
      idPrefix: 'api/',
    },
  ],
} satisfies DocsConfig;
