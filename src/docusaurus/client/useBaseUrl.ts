/** `@docusaurus/useBaseUrl`: a site path with the site's path prefix (Gatsby's `pathPrefix`). */
import { withPrefix } from 'gatsby';
import { siteConfig } from '../../config/site';

export default function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  const path = withPrefix(url.startsWith('/') ? url : `/${url}`);
  return options.absolute ? `${siteConfig.url}${path}` : path;
}

/** `useBaseUrlUtils().withBaseUrl`, the same function. */
export const useBaseUrlUtils = () => ({ withBaseUrl: useBaseUrl });
