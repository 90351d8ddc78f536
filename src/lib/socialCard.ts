/**
 * The social card (og:image) of a docs or API page that names none of its own (frontmatter
 * `image`): one card per docs version and section, which the build renders
 * (src/gatsby/node/socialCards.ts). Both the page's head and the build name it here, so they agree.
 */
import type { PageContext } from './pageContext';

export interface SocialCard {
  /** Site path of the PNG. */
  path: string;
  /** The version's label, as the version menu shows it ("v6.x", "Next"). */
  version: string;
  /** The sidebar section the page is in, "API reference" for the reference, else "Docs". */
  section: string;
}

/** The section of a page outside any sidebar category. */
export const TOP_LEVEL_SECTION = 'Docs';
export const API_SECTION = 'API reference';

// Not the site's slugify (./slug.ts): this runs in every page's head, and github-slugger's Unicode
// tables would add 2.8 KiB gz to the first-load JS every page shares. Card names need ASCII only.
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The card of `section` in a version (by its name, "current" or "6", and label). */
export function socialCard(version: { name: string; label: string }, section: string): SocialCard {
  return { path: `/img/social/${slug(version.name) || 'docs'}-${slug(section) || 'docs'}.png`, version: version.label, section };
}

/** The card a page gets when it names none: docs and category pages by their top sidebar category, API pages as the reference. */
export function pageSocialCard(context: PageContext | undefined): SocialCard | undefined {
  switch (context?.kind) {
    // The breadcrumbs end with the page itself: a doc outside any category has only that one.
    case 'doc':
      return socialCard(context.version, context.breadcrumbs.length > 1 ? context.breadcrumbs[0]!.label : TOP_LEVEL_SECTION);
    case 'category':
      return socialCard(context.version, context.breadcrumbs[0]?.label ?? context.title);
    case 'api':
    case 'api-index':
      return socialCard(context.version, API_SECTION);
    default:
      return undefined;
  }
}
