import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadConfig(gtagId?: string) {
  vi.resetModules();
  if (gtagId) vi.stubEnv('GTAG_ID', gtagId);
  else vi.stubEnv('GTAG_ID', '');
  return (await import('../../gatsby-config')).default;
}

const names = (plugins: unknown[] = []) => plugins.map((p) => (typeof p === 'string' ? p : (p as { resolve: string }).resolve));

describe('gatsby-config', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('ships no analytics code at all without GTAG_ID', async () => {
    expect(names((await loadConfig()).plugins)).not.toContain('gatsby-plugin-google-gtag');
  });

  it('reports page views with the configured id, IP anonymisation off, when GTAG_ID is set', async () => {
    const config = await loadConfig('G-TEST123');
    const gtag = (config.plugins ?? []).find((p) => typeof p !== 'string' && p.resolve === 'gatsby-plugin-google-gtag') as unknown as {
      options: { trackingIds: string[]; gtagConfig: { anonymize_ip: boolean } };
    };
    expect(gtag.options.trackingIds).toEqual(['G-TEST123']);
    expect(gtag.options.gtagConfig.anonymize_ip).toBe(false);
  });
});
