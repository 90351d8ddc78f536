import { describe, expect, it } from 'vitest';
import { formatIssues } from '../gatsby/content/schemas';
import { siteConfigSchema } from './schema';
import { siteConfig } from './site';

/** The site config with one footer column holding `items`: the problems found, or 'valid'. */
function withFooterItems(items: unknown[]): string {
  const result = siteConfigSchema.safeParse({ ...siteConfig, footer: { ...siteConfig.footer, columns: [{ title: 'Docs', items }] } });
  return result.success ? 'valid' : formatIssues(result.error);
}

describe('footer links', () => {
  it('accepts the site config', () => {
    expect(siteConfigSchema.safeParse(siteConfig).success).toBe(true);
  });

  it('takes a site path or a URL', () => {
    expect(withFooterItems([{ label: 'Demo', to: '/demo' }])).toBe('valid');
    expect(withFooterItems([{ label: 'npm', href: 'https://www.npmjs.com/package/react-querybuilder' }])).toBe('valid');
  });

  it('names the fix when a link has neither or both (the footer renders one of the two)', () => {
    const message = 'footer.columns.0.items.0: needs either "to" (a site path) or "href" (a URL), not both';
    expect(withFooterItems([{ label: 'Demo' }])).toBe(message);
    expect(withFooterItems([{ label: 'Demo', to: '/demo', href: 'https://example.org' }])).toBe(message);
  });
});
