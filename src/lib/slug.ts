/**
 * Slugs by GitHub's rules, as Docusaurus uses them: heading ids (numbered in one place,
 * src/gatsby/mdx/remarkHeadingIds.ts `headingIds`) and category slugs (src/lib/navigation.ts).
 */
import GithubSlugger from 'github-slugger';

/** A fresh slugger for one document: repeated headings get -1, -2 suffixes. */
export function createSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text: string) => slugger.slug(text);
}

/** Stateless slug (category labels: "Tips & tricks" -> "tips--tricks"). */
export const slugify = (text: string): string => new GithubSlugger().slug(text);
