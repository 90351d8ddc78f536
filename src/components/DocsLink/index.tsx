import { Link } from 'gatsby';
import React from 'react';
import { docsPathOrMain } from '../../lib/docsVersions';
import { useDocsGlobal } from '../../hooks/useSiteContent';

type Props = Omit<React.ComponentPropsWithoutRef<'a'>, 'href'> & { to: string };

/**
 * A link from the site's own pages (home, footer, demo) into the docs. When the docs in content/
 * have no such page (another project's docs folder), it leads to the latest version's main doc.
 */
export function DocsLink({ to, ...props }: Props) {
  const href = docsPathOrMain(useDocsGlobal(), to);
  return <Link to={href} {...(props as object)} />;
}
