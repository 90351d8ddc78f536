/**
 * Heading ids. The MDX pipeline (src/gatsby/mdx/remarkHeadingIds.ts) and the table-of-contents
 * extractor (src/gatsby/content/analyzeDoc.ts) both number headings with this one slugger, so a
 * TOC link always matches the id on the page. GitHub's rules, as Docusaurus uses them.
 */
import GithubSlugger from 'github-slugger';

/** A fresh slugger for one document: repeated headings get -1, -2 suffixes. */
export function createSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text: string) => slugger.slug(text);
}

/** Stateless slug (category labels: "Tips & tricks" -> "tips--tricks"). */
export const slugify = (text: string): string => new GithubSlugger().slug(text);
