/**
 * `@docusaurus/Link`: `to` or `href`. Site paths navigate in the app (the same link Markdown links
 * make), other addresses open in a new tab.
 */
import React from 'react';
import { MdxLink } from '../../components/mdx/MdxLink';

export interface Props extends React.ComponentPropsWithoutRef<'a'> {
  to?: string;
  /** Accepted for compatibility; every link here is checked at build time. */
  isNavLink?: boolean;
  autoAddBaseUrl?: boolean;
}

export default function Link({ to, href, isNavLink: _isNavLink, autoAddBaseUrl: _autoAddBaseUrl, ...props }: Props) {
  return <MdxLink href={to ?? href} {...props} />;
}
