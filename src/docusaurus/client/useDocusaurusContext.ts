/**
 * `@docusaurus/useDocusaurusContext`: the basics of `siteConfig` (title, tagline, url, baseUrl,
 * customFields) and `i18n`, from the site's own config.
 */
import { withPrefix } from 'gatsby';
import { siteConfig } from '../../config/site';

const context = {
  siteConfig: {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    url: siteConfig.url,
    baseUrl: withPrefix('/'),
    customFields: {} as Record<string, unknown>,
  },
  i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'] },
  siteMetadata: {},
};

export type DocusaurusContext = typeof context;

export default function useDocusaurusContext(): DocusaurusContext {
  return context;
}
