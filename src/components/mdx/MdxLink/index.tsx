import { Link } from 'gatsby';
import React, { createContext, useContext } from 'react';
import { isInternal } from '../../../lib/navigation';

/** The path of the page MDX renders on; relative links (left so in partials) resolve against it. */
export const PagePathContext = createContext<string | null>(null);

const isRelative = (href: string) => href !== '' && !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(href);

/**
 * Links in MDX: site paths go through Gatsby's router (client-side navigation and prefetch),
 * external ones open in a new tab. A relative address (from a partial: src/gatsby/mdx/remarkDocLinks.ts)
 * is made absolute against the page, the way a browser would read it there.
 */
export function MdxLink({ href: written = '', children, ...props }: React.ComponentPropsWithoutRef<'a'>) {
  const page = useContext(PagePathContext);
  const href = page && isRelative(written) ? ((url) => url.pathname + url.search + url.hash)(new URL(written, `https://site.invalid${page}`)) : written;
  if (isInternal(href)) {
    return (
      <Link to={href} {...(props as object)}>
        {children}
      </Link>
    );
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('mailto:')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
