import { describe, expect, it } from 'vitest';
import { fields } from '../../constants/fields';
import { IMPORTERS } from './importers';

const names = new Set(fields.map((f) => f.name));
const ruleFields = (group: { rules: unknown[] }): string[] =>
  group.rules.flatMap((r) =>
    typeof r === 'object' && r !== null ? ('rules' in r ? ruleFields(r as { rules: unknown[] }) : [(r as { field: string }).field]) : []
  );

describe('the demo importers (react-querybuilder 8.24.1)', () => {
  it('offer all nine parsers', () => {
    expect(IMPORTERS.map((i) => i.id).sort()).toEqual(['cel', 'cypher', 'gremlin', 'jsonata', 'jsonlogic', 'mongodb', 'sparql', 'spel', 'sql']);
  });

  for (const importer of IMPORTERS) {
    it(`${importer.label}: its example reads to rules on the demo's own fields, in both shapes`, async () => {
      const { query, queryIC } = await importer.parse(importer.example);
      const read = ruleFields(query);
      expect(read.length).toBeGreaterThan(1);
      expect(read.filter((f) => !names.has(f))).toEqual([]);
      expect(ruleFields(queryIC)).toEqual(read);
    });

    it(`${importer.label}: input it cannot read throws a reason`, async () => {
      await expect(importer.parse('(((')).rejects.toThrow(/\w/);
    });
  }
});
