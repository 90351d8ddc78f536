import { Link, type PageProps } from 'gatsby';
import React, { useState } from 'react';
import { Badges } from '../../components/ApiReference';
import { DocsLayout } from '../../components/DocsLayout';
import { Seo } from '../../components/Seo';
import { VersionBadge } from '../../components/VersionBanner';
import type { ApiIndexPageContext } from '../../lib/pageContext';
import { pageSocialCard } from '../../lib/socialCard';
import * as styles from './styles.module.css';

/** A version's API reference: every export by kind, with a filter box, and what the release removed. */
export default function ApiIndexPage({ pageContext: api, location }: PageProps<object, ApiIndexPageContext>) {
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const groups = api.groups.map((g) => ({ ...g, entries: g.entries.filter((e) => e.name.toLowerCase().includes(wanted)) })).filter((g) => g.entries.length);
  const count = groups.reduce((n, g) => n + g.entries.length, 0);
  return (
    <>
      <Seo
        title={`API reference (${api.version.label})`}
        description={api.description}
        path={location.pathname.replace(/\/$/, '') || '/'}
        image={pageSocialCard(api)?.path}
      />
      <DocsLayout sidebar>
        <VersionBadge version={api.version} />
        <header className="markdown">
          <h1>API reference</h1>
          <p>
            Every export of {api.packages.join(', ')}, read from the type definitions these releases publish. Examples and explanations are in the{' '}
            <Link to={api.version.path || '/docs'}>docs</Link>.
          </p>
        </header>
        <label className={styles.filter}>
          Filter by name <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="formatQuery, Field…" />
        </label>
        <p role="status" className={styles.count}>
          {wanted ? `${count} of ${api.groups.reduce((n, g) => n + g.entries.length, 0)} exports` : ''}
        </p>
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={group.kind} className="markdown">
            <h2 id={group.kind}>{group.label}</h2>
            <ul className={styles.list}>
              {group.entries.map((entry) => (
                <li key={entry.href}>
                  <Link to={entry.href} className={entry.deprecated ? styles.struck : undefined}>
                    <code>{entry.name}</code>
                  </Link>
                  <Badges badges={entry.badges} />
                  {entry.package !== api.packages[0]?.split(' ')[0] && <span className={styles.packageName}> {entry.package}</span>}
                  {entry.summary && <span className={styles.summary}> {entry.summary}</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
        {api.removed.length > 0 && !wanted && (
          <section aria-labelledby="removed" className="markdown">
            <h2 id="removed">Removed in this major</h2>
            <ul className={styles.list}>
              {api.removed.map((r) => (
                <li key={r.href}>
                  <Link to={r.href}>
                    <code>{r.name}</code>
                  </Link>{' '}
                  <Badges badges={[{ kind: 'removed', text: `Last in v${r.lastMajor}` }]} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </DocsLayout>
    </>
  );
}
