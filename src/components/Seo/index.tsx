import React from 'react';
import { Helmet } from 'react-helmet';
import { siteConfig } from '../../config/site';

export interface SeoProps {
  /** Page title without the site name; omitted on the home page. */
  title?: string;
  description?: string;
  /** Path of the page, for the canonical link. */
  path: string;
  /** The social card: a path of static/ ("/img/card.png") or an http(s) URL. Default: the site's card. */
  image?: string;
  /** Pages that only redirect are not indexed. */
  noindex?: boolean;
  children?: React.ReactNode;
}

const DEFAULT_IMAGE = '/img/social-card.png';

/** The document head of every page: title, description, canonical, Open Graph, html lang/dir. */
export function Seo({ title, description = siteConfig.tagline, path, image = DEFAULT_IMAGE, noindex, children }: SeoProps) {
  const fullTitle = title
    ? `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}`
    : `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}`;
  const url = `${siteConfig.url}${path === '/' ? '' : path}`;
  const imageUrl = /^https?:\/\//.test(image) ? image : `${siteConfig.url}/${image.replace(/^\//, '')}`;
  return (
    <Helmet htmlAttributes={{ lang: 'en', dir: 'ltr' }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={imageUrl} />
      {noindex && <meta name="robots" content="noindex" />}
      {children}
    </Helmet>
  );
}
