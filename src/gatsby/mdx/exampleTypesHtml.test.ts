import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExampleTypes } from '../exampleTypes';
import { docsHtml, hoverFileUrl, hoverJson, linkedTypeHtml, noteLinesHtml, writeHoverFile } from './exampleTypesHtml';

const links = { Field: '/api/next/react-querybuilder/type-aliases/Field', lt: '/nowhere' };

const types: ExampleTypes = {
  code: 'const a = 1;\n// highlight-next-line\nconst fields: Field[] = [];',
  hovers: [
    { line: 0, character: 6, length: 1, info: 0 },
    { line: 2, character: 6, length: 6, info: 1 },
  ],
  infos: [{ text: 'const a: 1' }, { text: 'const fields: Field<string>[]', docs: 'The `fields` of a builder.\n\nMore.' }],
  queries: [{ line: 2, character: 6, length: 6, text: 'const fields: Field<string>[]' }],
  errors: [{ line: 0, character: 6, length: 1, code: 2322, message: 'Type <x> is wrong.' }],
  problems: [],
};

describe('hover files and note lines', () => {
  it('highlights a type and links its names, never an entity', () => {
    const html = linkedTypeHtml('const fields: Field<string>[]', links);
    expect(html).toContain('<a href="/api/next/react-querybuilder/type-aliases/Field">Field</a>');
    expect(html).toContain('&lt;');
    expect(html).not.toContain('/nowhere');
    expect(html).toContain('<span class="token keyword">const</span>');
  });

  it('keeps the first paragraph of a doc comment, with its code spans', () => {
    expect(docsHtml('Takes `a <b>` and\nreturns it.\n\nSecond paragraph.')).toBe('Takes <code>a &lt;b&gt;</code> and returns it.');
  });

  it('places names on the lines the reader sees, after magic comments are gone', () => {
    // Shown line 1 is line 2 of types.code: the magic comment line is not shown.
    const json = JSON.parse(hoverJson(types, [0, 2], links)!) as { i: string[][]; h: number[][] };
    expect(json.h).toEqual([
      [0, 6, 1, 0],
      [1, 6, 6, 1],
    ]);
    expect(json.i[1]![1]).toBe('The <code>fields</code> of a builder.');
    expect(hoverJson({ ...types, hovers: [] }, [0, 2], links)).toBeUndefined();
  });

  it('writes the hover file of a block at the address its key gives, and rewrites it only when it changes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hovers-'));
    const key = 'ab'.repeat(20);
    expect(hoverFileUrl(key)).toBe(`/types/${'ab'.repeat(10)}.json`);
    writeHoverFile(types, key, links, dir);
    const file = path.join(dir, hoverFileUrl(key));
    // Counted on the lines shown: the magic comment of types.code is not.
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { h: number[][] };
    expect(json.h).toEqual([
      [0, 6, 1, 0],
      [1, 6, 6, 1],
    ]);
    const written = fs.statSync(file).mtimeMs;
    writeHoverFile(types, key, links, dir);
    expect(fs.statSync(file).mtimeMs).toBe(written);
    // An example without names still gets a file: its page names it.
    writeHoverFile({ ...types, hovers: [] }, 'cd'.repeat(20), links, dir);
    expect(fs.readFileSync(path.join(dir, hoverFileUrl('cd'.repeat(20))), 'utf8')).toBe('{"i":[],"h":[]}');
    fs.rmSync(dir, { recursive: true });
  });

  it('prints a query under the caret of its column, and an expected error with its code', () => {
    expect(noteLinesHtml(types, 2, links)).toMatch(
      /^<span class="twoslash-note twoslash-query"><span class="twoslash-caret" aria-hidden="true"> {6}\^ <\/span>/
    );
    expect(noteLinesHtml(types, 0, links)).toContain('error TS2322: Type &lt;x&gt; is wrong.');
    expect(noteLinesHtml(types, 1, links)).toBe('');
  });
});
