/**
 * Site metadata, navbar and footer. Plain data imported by the browser bundle;
 * validated against `siteConfigSchema` at build start.
 */
import type { SiteConfig } from './schema';

export const siteConfig = {
  title: 'React Query Builder',
  tagline: 'The Query Builder Component for React',
  url: 'https://react-querybuilder.js.org',
  titleDelimiter: '|',
  repoUrl: 'https://github.com/react-querybuilder/react-querybuilder',
  navbar: {
    hideOnScroll: true,
    items: [
      { type: 'doc', docId: 'components/querybuilder', label: 'Docs' },
      { type: 'apiReference', label: 'API' },
      { type: 'link', label: 'Demo', to: '/demo' },
      { type: 'docsVersionDropdown' },
      { type: 'search' },
      {
        type: 'iconLink',
        icon: 'github',
        ariaLabel: 'GitHub repository',
        href: 'https://github.com/react-querybuilder/react-querybuilder',
      },
      { type: 'iconLink', icon: 'discord', ariaLabel: 'Discord server', to: '/discord' },
      { type: 'colorModeToggle' },
    ],
  },
  announcementBar: {
    id: 'star-on-github-2026',
    content:
      'If React Query Builder saves you time, give it a ★ on <a target="_blank" rel="noopener noreferrer" href="https://github.com/react-querybuilder/react-querybuilder">GitHub</a>.',
    // --c-primary and --c-on-primary of tokens.css, as literals: importing the palette put all of it on
    // every page's first load. src/styles/palette.test.ts holds them to the palette.
    backgroundColor: '#1a5dc2',
    textColor: '#ffffff',
    isCloseable: true,
  },
  redirects: [{ from: '/react-querybuilder', to: '/demo', title: 'Demo' }],
  discordInvite: 'https://discord.gg/MnAQWyUtEg',
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting started', to: '/docs/intro' },
          { label: 'Components', to: '/docs/components/querybuilder' },
          { label: 'Tips & Tricks', to: '/docs/category/tips--tricks' },
          { label: 'Showcase', to: '/demo' },
        ],
      },
      {
        title: 'External',
        items: [
          { label: 'GitHub', href: 'https://github.com/react-querybuilder/react-querybuilder' },
          { label: 'Discord', to: '/discord' },
          { label: 'npm', href: 'https://www.npmjs.com/package/react-querybuilder' },
          { label: 'Support', href: 'https://github.com/sponsors/jakeboone02' },
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} React Query Builder authors. Built with Gatsby.`,
  },
} satisfies SiteConfig;
