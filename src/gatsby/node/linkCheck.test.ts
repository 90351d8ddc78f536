import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../testing/tempFolder';
import { checkLinks, formatBrokenLinks, scanHtml } from './linkCheck';

/** A site folder with `files` (path from the folder → text). */
const site = (files: Record<string, string>) => tempFolder('rqb-links-', files);

describe('link check', () => {
  it('reads hrefs, ids and the hash-params mark as markup, entities decoded, script text left out', () => {
    const scan = scanHtml(
      '<main id="main-content" data-hash-params=""><a class="x" href="/a?b=1&amp;c=2#d">x</a><a href=\'#top\'>t</a>' +
        '<h2 id="props">P</h2><div id="x&amp;y" title=\' id="not-an-id"\'></div>' +
        '<script>document.write(\'<a href="/in-script" id="in-script">\')</script></main>'
    );
    expect(scan.links).toEqual(['/a?b=1&c=2#d', '#top']);
    expect([...scan.ids]).toEqual(['main-content', 'props', 'x&y']);
    expect(scan.hashParams).toBe(true);
    expect(scanHtml('<main id="main-content"><p data-hash-params="">x</p></main>').hashParams).toBe(false);
  });

  it('accepts pages, anchors, redirects, .html forms and static files; reports the rest with page and source', () => {
    const dir = site({
      'docs/intro/index.html':
        '<main id="main"><a href="#main">skip</a><a href="/docs/api#props">ok</a><a href="/old#props">via redirect</a>' +
        '<a href="/docs/api.html">html</a><a href="/img/logo.svg">file</a><a href="https://example.com/x">ext</a>' +
        '<a href="/docs/aip">typo</a><a href="/docs/api#prosp">bad anchor</a><a href="#nowhere">bad local</a>' +
        '<a href="./missing.mdx#x">unresolved Markdown link</a></main>',
      'docs/api/index.html': '<h2 id="props">Props</h2><a href="/">home</a><a href="../intro">rel</a>',
      'index.html': '<a href="/docs/intro">intro</a>',
      'img/logo.svg': '<svg/>',
    });
    const { broken, markdown } = checkLinks(
      dir,
      [{ path: '/docs/intro', source: 'content/docs/intro.mdx' }, { path: '/docs/api/' }, { path: '/' }],
      new Map([['/old', '/docs/api']])
    );
    expect(broken).toEqual([
      { page: '/docs/intro', source: 'content/docs/intro.mdx', href: '/docs/aip', reason: 'no page, redirect or file at this path' },
      { page: '/docs/intro', source: 'content/docs/intro.mdx', href: '/docs/api#prosp', reason: 'no element with id "prosp" on /docs/api' },
      { page: '/docs/intro', source: 'content/docs/intro.mdx', href: '#nowhere', reason: 'no element with id "nowhere" on /docs/intro' },
    ]);
    expect(markdown).toEqual([
      { page: '/docs/intro', source: 'content/docs/intro.mdx', href: './missing.mdx#x', reason: 'no doc file for this Markdown link' },
    ]);
    const message = formatBrokenLinks(broken);
    expect(message).toContain('3 broken links in the built site:');
    expect(message).toContain('- on /docs/intro (source: content/docs/intro.mdx):');
    expect(message).toContain('    /docs/aip: no page, redirect or file at this path');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('accepts `#key=value` settings on a page that reads them (the demo), and still flags a missing anchor there', () => {
    const dir = site({
      'docs/intro/index.html':
        '<a href="/demo#validateQuery=true">option</a><a href="/demo#showBranches=true&amp;debugMode=false">two</a><a href="/demo#options">anchor</a><a href="/docs/api#validateQuery=true">not a demo</a>',
      'demo/index.html': '<main id="main-content" tabindex="-1" data-hash-params=""><h1 id="demo">Demo</h1></main>',
      'docs/api/index.html': '<main id="main-content"><h2 id="props">Props</h2></main>',
    });
    const { broken } = checkLinks(dir, [{ path: '/docs/intro' }, { path: '/demo' }, { path: '/docs/api' }], new Map());
    expect(broken.map((b) => `${b.href}: ${b.reason}`)).toEqual([
      '/demo#options: no element with id "options" on /demo',
      '/docs/api#validateQuery=true: no element with id "validateQuery=true" on /docs/api',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
