/**
 * Zod schemas for the site and docs-version configuration.
 *
 * The config objects in `site.ts` and `docs.ts` are plain typed data that the browser
 * bundle imports; these schemas are only run at build start (src/gatsby/node/onPreBootstrap.ts),
 * so zod never ships to a page.
 */
import { z } from 'zod';

/** Path on this site: starts with "/", no trailing slash (except the root). */
const sitePath = z.string().regex(/^\/(?:[^/?#\s]+(?:\/[^/?#\s]+)*)?$/, 'must start with "/" and have no trailing slash');

/** Banner shown above the docs of a version. */
export const bannerSchema = z.enum(['none', 'unreleased', 'unmaintained']);

/**
 * Overrides for one docs version, keyed by its name in versions.json ("current" is the docs/
 * folder, Next). Every field has Docusaurus's default (src/gatsby/content/versions.ts).
 */
export const versionConfigSchema = z.strictObject({
  /** Label shown in the version dropdown and badges, e.g. "v6.x" (default "6.x", "Next"). */
  label: z.string().min(1).optional(),
  /** Base path of the version's docs (default "/docs" for the latest, "/docs/<name>", "/docs/next"). */
  path: sitePath.optional(),
  /** Which banner the version's pages carry (default none for the latest, unmaintained, unreleased). */
  banner: bannerSchema.optional(),
});

/** The docs-plugin configuration: overrides of the versions' defaults, the main doc id. */
export const docsConfigSchema = z.strictObject({
  versions: z.record(z.string().regex(/^[\w.-]+$/), versionConfigSchema).optional(),
  /** Name of the latest released version, served at /docs (default: the first of versions.json). */
  lastVersion: z.string().optional(),
  /** Doc id every version opens with. */
  mainDocId: z.string().min(1),
  /** The only sidebar id docs may name in `displayed_sidebar`. */
  sidebarIds: z.array(z.string().min(1)).min(1),
  /** Base of the "Edit this page" links; the doc's path under content/ is appended. */
  editUrl: z.url(),
  /**
   * Index pages for docs that moved out of the sidebar (e.g. /docs/category/api in 6.x): made for
   * a version that has moved docs whose id starts with `idPrefix`, listing where each now lives.
   */
  movedIndexes: z.array(
    z.strictObject({
      slug: z.string().regex(/^[a-z0-9-]+$/),
      title: z.string().min(1),
      description: z.string().min(1),
      idPrefix: z.string().min(1),
    })
  ),
});

/** A footer link: `to` or `href`, exactly one. */
const linkItem = z
  .strictObject({
    label: z.string().min(1),
    /** Internal path (client-side navigation). */
    to: sitePath.optional(),
    /** External URL (opens in a new tab). */
    href: z.url().optional(),
  })
  .refine((item) => (item.to === undefined) !== (item.href === undefined), 'needs either "to" (a site path) or "href" (a URL), not both');

/** Navbar items, dispatched by `type` to a component (src/components/Navbar/items.tsx). */
export const navbarItemSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('doc'), docId: z.string().min(1), label: z.string().min(1) }),
  z.strictObject({ type: z.literal('link'), label: z.string().min(1), to: sitePath }),
  // The API reference of the page's version (else the preferred, the latest, the first that has one); hidden if none has.
  z.strictObject({ type: z.literal('apiReference'), label: z.string().min(1) }),
  z.strictObject({ type: z.literal('docsVersionDropdown') }),
  z.strictObject({ type: z.literal('search') }),
  z.strictObject({
    type: z.literal('iconLink'),
    icon: z.enum(['github', 'discord']),
    ariaLabel: z.string().min(1),
    to: sitePath.optional(),
    href: z.url().optional(),
  }),
  z.strictObject({ type: z.literal('colorModeToggle') }),
]);

/** The bar above the navbar (Docusaurus `announcementBar`). `content` is trusted HTML from this config. */
export const announcementBarSchema = z.strictObject({
  /** Changing the id shows the bar again to readers who closed an earlier one. */
  id: z.string().regex(/^[\w-]+$/),
  content: z.string().min(1),
  backgroundColor: z.string().min(1),
  textColor: z.string().min(1),
  isCloseable: z.boolean(),
});

/** Site-wide settings: metadata, navbar, footer. */
export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().min(1),
  /** Canonical origin, no trailing slash. */
  url: z.url().regex(/[^/]$/, 'must not end with "/"'),
  titleDelimiter: z.string().min(1),
  repoUrl: z.url(),
  navbar: z.strictObject({
    /** Slide the navbar away while scrolling down, back when scrolling up. */
    hideOnScroll: z.boolean(),
    items: z.array(navbarItemSchema),
  }),
  announcementBar: announcementBarSchema.nullable(),
  /** Old addresses that send readers on (static redirect pages + _redirects). */
  redirects: z.array(z.strictObject({ from: sitePath, to: sitePath, title: z.string().min(1) })),
  /** Invite link the /discord page forwards to. */
  discordInvite: z.url(),
  footer: z.strictObject({
    columns: z.array(z.strictObject({ title: z.string().min(1), items: z.array(linkItem).min(1) })),
    copyright: z.string(),
  }),
});

export type VersionConfig = z.infer<typeof versionConfigSchema>;
export type DocsConfig = z.infer<typeof docsConfigSchema>;
export type NavbarItem = z.infer<typeof navbarItemSchema>;
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type AnnouncementBarConfig = z.infer<typeof announcementBarSchema>;
