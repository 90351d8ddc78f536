import React, { useEffect, useLayoutEffect, useState } from 'react';
import type { Helmet as HelmetComponent } from 'react-helmet';
import { siteConfig } from '../../config/site';
import { RELEASE_META, releaseTag } from '../../lib/releaseLine';

type Helmet = typeof HelmetComponent;

/**
 * react-helmet, which the server renders every page's head with (gatsby-plugin-react-helmet). The
 * browser has that head already when the page loads, so it needs Helmet only for another page: the
 * browser build loads it, in a chunk of its own, when a page other than the first renders its head
 * (5.6 KB gz, with react-side-effect and react-fast-compare, that a reader who reads one page never
 * loads). Gatsby defines BUILD_STAGE per bundle, so webpack drops the `require` from the browser's.
 */
let loadedHelmet: Helmet | undefined =
  process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server bundle only, see above
      (require('react-helmet') as typeof import('react-helmet')).Helmet
    : undefined;
let loading: Promise<Helmet> | undefined;
/** The address of the first page the browser rendered a head on: its head came with its HTML. */
let firstAddress: string | undefined;

const loadHelmet = (): Promise<Helmet> =>
  (loading ??= import('react-helmet').then(
    (module) => (loadedHelmet = module.Helmet),
    (error: unknown) => {
      // Offline: the next page tries again.
      loading = undefined;
      throw error;
    }
  ));

/**
 * Helmet once it is loaded: on the server and after the first page at once. `path` is the page's
 * canonical path, which a redirect page sets to its target: the address decides, not the path.
 */
function useHelmet(path: string): Helmet | undefined {
  const [helmet, setHelmet] = useState(() => loadedHelmet);
  useEffect(() => {
    if (helmet) return;
    firstAddress ??= window.location.pathname;
    if (window.location.pathname === firstAddress && !loading) return;
    let current = true;
    loadHelmet().then(
      (loaded) => current && setHelmet(() => loaded),
      () => {}
    );
    return () => {
      current = false;
    };
  }, [helmet, path]);
  return helmet;
}

const useLayoutEffectInBrowser = typeof window === 'undefined' ? useEffect : useLayoutEffect;

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
  /**
   * The docs version the page documents: its release goes in `<meta name="docs:release">`
   * ("react-querybuilder@5.4.1"), as the first line of the page's Markdown copy says it (src/lib/releaseLine.ts).
   */
  version?: string;
  children?: React.ReactNode;
}

const DEFAULT_IMAGE = '/img/social-card.png';

/**
 * The document head of every page: title, description, canonical, Open Graph, html lang/dir. In the
 * browser, Helmet renders it from the second page on; until it has loaded, the title is set here (it
 * is what readers see, and what the route announcer reads), and the rest follows with Helmet.
 */
export function Seo({ title, description = siteConfig.tagline, path, image = DEFAULT_IMAGE, noindex, version, children }: SeoProps) {
  const Helmet = useHelmet(path);
  const fullTitle = title
    ? `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}`
    : `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}`;
  useLayoutEffectInBrowser(() => {
    if (!Helmet) document.title = fullTitle;
  }, [Helmet, fullTitle]);
  if (!Helmet) return null;
  const url = `${siteConfig.url}${path === '/' ? '' : path}`;
  const imageUrl = /^https?:\/\//.test(image) ? image : `${siteConfig.url}/${image.replace(/^\//, '')}`;
  const release = version && releaseTag(version);
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
      {release && <meta name={RELEASE_META} content={release} />}
      {children}
    </Helmet>
  );
}
