import { formatQuery } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { formatCall } from '../components/ExportPanel/FormatTab';
import { EXPORT_TABS, FORMATS } from './formats';
import { initialQuery } from './initialQuery';

describe('the demo export tabs (react-querybuilder 8.24.1)', () => {
  it('put every ExportFormat in exactly one tab', () => {
    const inTabs = EXPORT_TABS.flatMap((tab) => tab.formats);
    expect(inTabs.length).toBe(new Set(inTabs).size);
    expect(inTabs.sort()).toEqual(Object.keys(FORMATS).sort());
    expect(inTabs).toHaveLength(23);
  });

  it('show the call a reader can run: a SQL Server preset changes the SQL it gives', () => {
    expect(formatCall('sql', false)).toBe("formatQuery(query, 'sql')");
    expect(formatCall('sql', true, 'mssql')).toBe("formatQuery(query, { format: 'sql', parseNumbers: true, preset: 'mssql' })");
    const ansi = formatQuery(initialQuery, { format: 'sql' });
    const mssql = formatQuery(initialQuery, { format: 'sql', preset: 'mssql' });
    expect(mssql).not.toBe(ansi);
    expect(mssql).toContain('[firstName]');
  });
});
