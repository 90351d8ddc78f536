import { Link } from 'gatsby';
import React from 'react';
import { isInternal } from '../../../lib/navigation';

/**
 * Links in MDX: site paths go through Gatsby's router (client-side navigation and prefetch),
 * external ones open in a new tab.
 */
export function MdxLink({ href = '', children, ...props }: React.ComponentPropsWithoutRef<'a'>) {
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
