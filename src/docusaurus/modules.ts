/**
 * What a Docusaurus docs folder may import, and where each import goes here. MDX written for
 * Docusaurus imports its theme (`@theme/Tabs`) and client API (`@docusaurus/Link`); each resolves
 * to this site's own component, so an imported Tabs is the same Tabs MDX gets without an import.
 * `@site/…` is the project root, where a team's own components live (README, "Docusaurus folders").
 *
 * Read by webpack's resolver (src/gatsby/webpack/docusaurusAliases.ts) and by the content step's
 * import check (src/gatsby/content/docImports.ts), so the two cannot disagree.
 */
import path from 'node:path';

/** Module name -> file, relative to the project root. */
export const DOCUSAURUS_MODULES: Record<string, string> = {
  '@theme/Tabs': 'src/docusaurus/theme/Tabs.tsx',
  '@theme/TabItem': 'src/docusaurus/theme/TabItem.tsx',
  '@theme/Details': 'src/docusaurus/theme/Details.tsx',
  '@theme/Admonition': 'src/docusaurus/theme/Admonition.tsx',
  '@theme/CodeBlock': 'src/docusaurus/theme/CodeBlock.tsx',
  '@docusaurus/Link': 'src/docusaurus/client/Link.tsx',
  '@docusaurus/router': 'src/docusaurus/client/router.tsx',
  '@docusaurus/useBaseUrl': 'src/docusaurus/client/useBaseUrl.ts',
  '@docusaurus/BrowserOnly': 'src/docusaurus/client/BrowserOnly.tsx',
  '@docusaurus/useDocusaurusContext': 'src/docusaurus/client/useDocusaurusContext.ts',
};

/** Scopes whose modules only exist inside Docusaurus: an import from them must be one of the above. */
export const DOCUSAURUS_SCOPES = ['@theme/', '@theme-original/', '@theme-init/', '@docusaurus/'];

/** Is `request` a Docusaurus theme or client module (provided or not)? */
export const isDocusaurusModule = (request: string) => DOCUSAURUS_SCOPES.some((scope) => request.startsWith(scope));

/** webpack `resolve.alias` entries: exact module names (`$`), and `@site` for the project root. */
export function docusaurusAliases(root: string): Record<string, string> {
  const aliases: Record<string, string> = { '@site': root };
  for (const [name, file] of Object.entries(DOCUSAURUS_MODULES)) aliases[`${name}$`] = path.join(root, file);
  return aliases;
}
