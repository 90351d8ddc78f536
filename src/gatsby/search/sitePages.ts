import path from 'node:path';
import { siteConfig } from '../../config/site';
import type { SitePage } from './indexes';

/** Pages outside the docs that search finds (tag "default"). */
export const SEARCH_SITE_PAGES: SitePage[] = [
  { url: '/', title: siteConfig.title, description: `${siteConfig.tagline}. Rules and groups, export and import, your own components and styles.` },
  { url: '/markdown-page', title: 'Markdown page', file: path.resolve('src/pages/markdown-page.mdx'), description: 'A standalone page written in Markdown.' },
  { url: '/discord', title: 'Discord', description: 'Chat with the React Query Builder community on Discord.' },
];
