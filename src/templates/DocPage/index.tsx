/**
 * The doc page template Gatsby compiles once per doc (createPages gives it each doc's MDX as
 * `__contentFilePath`, and gatsby-plugin-mdx wraps a copy of this file around it), so it stays
 * this small: the page itself is DocPage.tsx, compiled once and shared by every doc. A build
 * does not run Babel over these copies (src/gatsby/overrides/mdx-loader/mdxLoader.ts), so no page query,
 * `Head`, `config` or `getServerData` export belongs here: Babel is what would strip them.
 */
import { DocPage } from './DocPage';

export default DocPage;
