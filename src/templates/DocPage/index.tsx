/**
 * The doc page template Gatsby compiles once per doc (createPages gives it each doc's MDX as
 * `__contentFilePath`, and gatsby-plugin-mdx wraps a copy of this file around it), so it stays
 * this small: the page itself is DocPage.tsx, compiled once and shared by every doc.
 */
import { DocPage } from './DocPage';

export default DocPage;
