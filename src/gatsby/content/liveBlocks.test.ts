import { describe, expect, it } from 'vitest';
import { RELEASES } from '../../config/releases';
import { analyzeDoc } from './analyzeDoc';
import { checkLiveBlocks } from './liveBlocks';

const doc = (...blocks: string[]) => analyzeDoc(['---', 'title: T', '---', '', 'Text.', '', ...blocks].join('\n'), 'page.mdx').codeBlocks;

describe('live block check', () => {
  it('accepts a live block that imports React and react-querybuilder, and ignores blocks without the flag', () => {
    const blocks = doc(
      '```tsx live',
      "import React from 'react';",
      "import { QueryBuilder, type Field } from 'react-querybuilder';",
      "import type { Other } from 'somewhere';",
      "import 'react-querybuilder/dist/query-builder.css';",
      'export const App = () => <QueryBuilder />;',
      '```',
      '',
      '```ts',
      "import { x } from 'lodash';",
      '```'
    );
    expect(checkLiveBlocks('page.mdx', 'current', blocks)).toEqual([]);
  });

  it('names the file and fence line of a block that imports what the runner lacks, is not code, or sits in a version without a runtime', () => {
    const blocks = doc('```tsx live', "import { QueryBuilder } from 'react-querybuilder';", "import { Button } from '@mui/material';", '```', '', '```sql live', 'SELECT 1', '```');
    expect(checkLiveBlocks('page.mdx', '6', blocks).map((e) => e.message)).toEqual([
      'page.mdx:7: a `live` block imports "@mui/material", which the live runner does not provide.\n  A live example can import "react", "react-querybuilder", "react-querybuilder/dist/query-builder.css".',
      'page.mdx:12: a `live` block must be ts, tsx, js, jsx, not "sql".',
    ]);
    const withRuntime = Object.entries(RELEASES).flatMap(([name, row]) => (row.live ? [name] : [])).sort().join(', ');
    expect(withRuntime).toMatch(/^4, 5, 6, .*current$/);
    expect(checkLiveBlocks('page.mdx', '3', blocks.slice(0, 1)).map((e) => e.message)).toEqual([
      `page.mdx:7: this version ("3") has no live runtime, so a \`live\` block cannot run here.\n  Versions with one: ${withRuntime} (the \`live\` column of src/config/releases.ts). Remove \`live\` from the block.`,
    ]);
  });
});
