import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADAPTER_ICON_MODULES, ICON_BARRELS } from './adapterIcons';

describe('ADAPTER_ICON_MODULES (icon barrels replaced for the demo adapters)', () => {
  /** Names each installed @react-querybuilder adapter imports from an icon barrel, by barrel. */
  const imports = (adapter: string): Map<string, Set<string>> => {
    const dist = path.resolve('node_modules/@react-querybuilder', adapter, 'dist');
    const found = new Map<string, Set<string>>();
    for (const file of fs.existsSync(dist) ? fs.readdirSync(dist).filter((name) => /\.(mjs|js)$/.test(name)) : []) {
      for (const match of fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
        if (!ICON_BARRELS.includes(match[2]!)) continue;
        const names = found.get(match[2]!) ?? new Set<string>();
        for (const specifier of (match[1] ?? '').split(',')) names.add(specifier.trim().split(/\s+as\s+/)[0] ?? '');
        found.set(match[2]!, names);
      }
    }
    return found;
  };

  it('@react-querybuilder/antd imports icons from its barrel, and material 8.x from none', () => {
    expect([...imports('antd').keys()]).toEqual(['@ant-design/icons']);
    expect([...imports('material').keys()]).toEqual([]);
  });

  it.each(fs.readdirSync('node_modules/@react-querybuilder'))(
    '@react-querybuilder/%s: every icon it imports from a barrel is in the replacement',
    async (adapter) => {
      for (const [barrel, names] of imports(adapter)) {
        expect(ADAPTER_ICON_MODULES[barrel], `${barrel} has a replacement`).toBeTruthy();
        const replacement = (await import(ADAPTER_ICON_MODULES[barrel]!)) as Record<string, unknown>;
        for (const name of names) expect(replacement[name], `${name} from ${barrel}`).toBeTruthy();
      }
    }
  );
});
