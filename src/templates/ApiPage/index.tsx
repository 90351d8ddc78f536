import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { Badges, Deprecated, Html, MemberTable, Signature } from '../../components/ApiReference';
import '../../components/mdx/CodeBlock/prism-theme.css';
import { DocsLayout } from '../../components/DocsLayout';
import { Seo } from '../../components/Seo';
import { VersionBadge } from '../../components/VersionBanner';
import type { ApiPageContext } from '../../lib/pageContext';
import { pageSocialCard } from '../../lib/socialCard';
import * as styles from './styles.module.css';

/** One export of a release: its signatures, tables and doc comment, all from the package's own types. */
export default function ApiPage({ pageContext: api, location }: PageProps<object, ApiPageContext>) {
  const many = api.signatures.length > 1;
  // Row anchors: a property is `#name` (as on TypeDoc's pages); a parameter `#name`, or `#2-name` for an overload's.
  const sigId = (i: number) => (i > 0 ? `${i + 1}-` : '');
  return (
    <>
      <Seo
        title={`${api.title} (${api.version.label} API)`}
        description={api.description}
        path={location.pathname.replace(/\/$/, '') || '/'}
        image={pageSocialCard(api)?.path}
        version={api.version.name}
      />
      <DocsLayout sidebar>
        <nav aria-label="Breadcrumbs" className={styles.crumbs}>
          <Link to={api.apiHome}>API reference</Link> › {api.packageName}
        </nav>
        <VersionBadge version={api.version} />
        <article className="markdown">
          <h1>
            <span className={api.deprecated ? styles.struck : undefined}>{api.title}</span>
            <Badges badges={api.badges} />
          </h1>
          <p className={styles.meta}>
            {api.kindName} ·{' '}
            <code>
              import {'{'} {api.title} {'}'} from &apos;{api.exportedFrom[0]}&apos;
            </code>
          </p>
          {api.exportedFrom.length > 1 && (
            <p className={styles.meta}>
              Also exported by{' '}
              {api.exportedFrom.slice(1).map((specifier, i) => (
                <React.Fragment key={specifier}>
                  {i > 0 && ', '}
                  <code>{specifier}</code>
                </React.Fragment>
              ))}
            </p>
          )}
          {api.deprecated && <Deprecated noteHtml={api.deprecated.noteHtml} />}
          {api.docHtml && <Html html={api.docHtml} />}
          {api.signatures.map((sig, i) => (
            <section key={i} aria-label={many ? `Signature ${i + 1}` : 'Signature'}>
              {many && <h2>Signature {i + 1}</h2>}
              <Signature html={sig.html} />
              {sig.docHtml && <Html html={sig.docHtml} />}
              {sig.typeParameters && <MemberTable caption="Type parameters" rows={sig.typeParameters} idPrefix={`${sigId(i)}type-`} />}
              {sig.parameters && <MemberTable caption="Parameters" rows={sig.parameters} idPrefix={sigId(i)} />}
              {sig.returnsHtml && (
                <p>
                  Returns <Html as="code" html={sig.returnsHtml} />
                </p>
              )}
            </section>
          ))}
          {api.typeParameters && <MemberTable caption="Type parameters" rows={api.typeParameters} idPrefix="type-" />}
          {api.propsHref && (
            <p>
              Props: <Link to={api.propsHref}>{api.propsHref.split('/').pop()}</Link>
            </p>
          )}
          {api.properties && <MemberTable caption={api.symbolKind === 'enum' ? 'Members' : 'Properties'} rows={api.properties} />}
          {api.mentions.length > 0 && (
            <section aria-labelledby="mentions">
              <h2 id="mentions">In the docs</h2>
              <ul>
                {api.mentions.map((m) => (
                  <li key={m.href}>
                    <Link to={m.href}>{m.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className={styles.source}>From the type definitions of {api.packages.find((p) => p.startsWith(`${api.packageName} `)) ?? api.packageName}.</p>
        </article>
      </DocsLayout>
    </>
  );
}
