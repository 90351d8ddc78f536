import { describe, expect, it } from 'vitest';
import { announcementBarScript, isAnnouncementDismissed } from './announcementBar';

function run(id: string, stored: Record<string, string>) {
  const attrs: Record<string, string> = {};
  const localStorage = { getItem: (k: string) => stored[k] ?? null };
  const document = { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } };
  new Function('localStorage', 'document', announcementBarScript(id))(localStorage, document);
  return attrs['data-announcement-bar-initially-dismissed'];
}

describe('announcement bar', () => {
  it('stays dismissed only for the id that was closed', () => {
    expect(isAnnouncementDismissed('a', 'a', 'true')).toBe(true);
    expect(isAnnouncementDismissed('b', 'a', 'true')).toBe(false);
    expect(isAnnouncementDismissed('a', null, null)).toBe(false);
  });

  it('the pre-paint script agrees, with the Docusaurus keys', () => {
    const closed = { 'docusaurus.announcement.id': 'a', 'docusaurus.announcement.dismiss': 'true' };
    expect(run('a', closed)).toBe('true');
    expect(run('b', closed)).toBe('false');
    expect(run('a', {})).toBe('false');
  });

  it('an id that looks like markup cannot close the inline script, and still matches', () => {
    const id = '</script><script>alert(1)</script><!--';
    const script = announcementBarScript(id);
    expect(script).not.toMatch(/<\/script|<!--/i);
    expect(run(id, { 'docusaurus.announcement.id': id, 'docusaurus.announcement.dismiss': 'true' })).toBe('true');
  });
});
