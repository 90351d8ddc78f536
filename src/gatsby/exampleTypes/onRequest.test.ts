import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedExampleTypes, cacheFileOf, keyOf, type ExampleInput } from './index';
import { batchOf, rememberBlocks, seenBlock, typeOnRequest, type SeenBlock } from './onRequest';

const made: ExampleInput[] = [];
/** An example no cache holds yet. */
const fresh = (body: string): ExampleInput => {
  const input: ExampleInput = { code: `// ${process.pid}-${Date.now()}-${made.length}\n${body}`, lang: 'ts' };
  made.push(input);
  return input;
};

afterAll(() => {
  for (const input of made) fs.rmSync(cacheFileOf(input, 'rqb7'), { force: true });
});

describe('typeOnRequest', () => {
  it('types what the cache lacks in the worker, and a second ask meanwhile waits for the same typing', async () => {
    const input = fresh("import { defaultCombinators } from 'react-querybuilder';\nexport const first = defaultCombinators[0];");
    expect(cachedExampleTypes([input], 'rqb7')[0]).toBeUndefined();
    await Promise.all([typeOnRequest([input], 'rqb7'), typeOnRequest([input], 'rqb7')]);
    const [types] = cachedExampleTypes([input], 'rqb7');
    expect(types!.infos.map((info) => info.text)).toContain('const first: FullOption<"and"> | FullOption<"or">');
    // Cached: nothing left to type.
    await typeOnRequest([input], 'rqb7');
  }, 60_000);
});

describe('the blocks the pipeline has seen', () => {
  it('are found by their hover file name, and typed with the other blocks of their file', () => {
    const [a, b, other] = [fresh('export const a = 1;'), fresh('export const b = 2;'), fresh('export const c = 3;')];
    const seen = (input: ExampleInput, file: string): [string, SeenBlock] => [keyOf(input, 'rqb7'), { input, packageDir: 'rqb7', version: 'current', file }];
    const edited = fresh('export const a = 10;');
    rememberBlocks('/docs/one.mdx', [seen(edited, '/docs/one.mdx')]);
    // The file compiled again after an edit: its blocks now are a and b.
    rememberBlocks('/docs/one.mdx', [seen(a, '/docs/one.mdx'), seen(b, '/docs/one.mdx')]);
    rememberBlocks('/docs/two.mdx', [seen(other, '/docs/two.mdx')]);
    const block = seenBlock(keyOf(b, 'rqb7').slice(0, 20))!;
    expect(block.input).toBe(b);
    expect(batchOf(block)).toEqual([b, a]);
    expect(seenBlock(keyOf(edited, 'rqb7').slice(0, 20))).toBeUndefined();
    expect(seenBlock('0'.repeat(20))).toBeUndefined();
  });
});
