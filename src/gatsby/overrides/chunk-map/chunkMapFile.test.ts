import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_MAP_LOADER, externalChunkMap, writeChunkMapFile } from './chunkMapFile';

const map = { app: ['/app-1234abcd.js'], 'component---src-templates-doc-page-index-tsx': ['/component---doc-5678ef90.js'] };
/** A page as Gatsby stitches the scripts slice into it (dist/utils/gatsby-webpack-stats-extractor.js). */
const page = (mapJson: string) =>
  `<html><body><main>Text</main>\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${JSON.stringify(mapJson)};\n          </script>\n        <script src="/app-1234abcd.js" async></script></body></html>`;

function publicDir(chunkMap: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-map-'));
  fs.writeFileSync(path.join(dir, 'chunk-map.json'), JSON.stringify(chunkMap));
  return dir;
}

/** Runs the inline loader against a stand-in page; `fire` runs its load listener and idle callback, and returns the scripts it added. */
function runLoader(file: string, connection: object | undefined) {
  const callbacks: Array<() => void> = [];
  const appended: string[] = [];
  const window = {
    ___chunkMapping: undefined as unknown,
    navigator: { connection },
    addEventListener: (_: string, f: () => void) => callbacks.push(f),
    requestIdleCallback: (f: () => void) => callbacks.push(f),
  };
  const document = { currentScript: { dataset: { file } }, createElement: () => ({}), body: { appendChild: (s: { src: string }) => appended.push(s.src) } };
  new Function('window', 'document', CHUNK_MAP_LOADER)(window, document);
  const fire = () => {
    while (callbacks.length) callbacks.shift()!();
    return appended;
  };
  return { window, appended, fire };
}

describe('the chunk map out of the pages', () => {
  it('writes the map as a file that fills the object the loader left empty, and every page loads that file', () => {
    const dir = publicDir(map);
    const file = writeChunkMapFile(dir);
    expect(file).toMatch(/^\/chunk-map-[0-9a-f]{20}\.js$/);
    const html = externalChunkMap(page(JSON.stringify(map)), `/prefix${file}`);
    expect(html).not.toContain('component---');
    expect(html).toContain(`<script id="gatsby-chunk-mapping" data-file="/prefix${file}">${CHUNK_MAP_LOADER}</script>`);
    expect(html).toContain('<script src="/app-1234abcd.js" async></script>');

    // In a page: the loader's empty map at once, the file's map once idle after `load` (an object, where Gatsby wrote a string).
    const { window, appended, fire } = runLoader(`/prefix${file}`, {});
    expect(window.___chunkMapping).toEqual({});
    expect(appended).toEqual([]);
    fire();
    expect(appended).toEqual([`/prefix${file}`]);
    new Function('window', fs.readFileSync(path.join(dir, file), 'utf8'))(window);
    expect(window.___chunkMapping).toEqual(map);
  });

  it('loads no file where Gatsby does not prefetch: Save-Data or a 2g connection', () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { saveData: false, effectiveType: 'slow-2g' },
    ]) {
      const { window, appended, fire } = runLoader('/chunk-map-x.js', connection);
      fire();
      expect(appended).toEqual([]);
      expect(window.___chunkMapping).toEqual({});
    }
    expect(runLoader('/chunk-map-x.js', undefined).fire()).toEqual(['/chunk-map-x.js']);
  });

  it('removes the file of an earlier build', () => {
    const dir = publicDir(map);
    const first = writeChunkMapFile(dir);
    fs.writeFileSync(path.join(dir, 'chunk-map.json'), JSON.stringify({ ...map, app: ['/app-99999999.js'] }));
    const second = writeChunkMapFile(dir);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('chunk-map-'))).toEqual([second.slice(1)]);
    expect(second).not.toBe(first);
  });

  it('names the file by its content, and points a page left by an earlier build at the new file', () => {
    const first = writeChunkMapFile(publicDir(map));
    const second = writeChunkMapFile(publicDir({ ...map, app: ['/app-99999999.js'] }));
    expect(second).not.toBe(first);
    const earlier = externalChunkMap(page(JSON.stringify(map)), first);
    expect(externalChunkMap(earlier, second)).toBe(earlier.replace(first, second));
  });

  it('leaves a page without the map alone, and stops on a map of another form, pointing at the Gatsby internals', () => {
    expect(externalChunkMap('<html><body>Redirecting</body></html>', '/chunk-map-x.js')).toBe('<html><body>Redirecting</body></html>');
    expect(() => externalChunkMap('<script id="gatsby-chunk-mapping">window.___chunkMapping=load();</script>', '/chunk-map-x.js')).toThrow(/gatsbyInternals/);
  });
});
