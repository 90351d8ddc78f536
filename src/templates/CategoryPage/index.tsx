import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { DocsLayout } from '../../components/DocsLayout';
import { Paginator } from '../../components/Paginator';
import { Seo } from '../../components/Seo';
import { VersionBadge, VersionBanner } from '../../components/VersionBanner';
import type { CategoryPageContext } from '../../lib/pageContext';
import { pageSocialCard } from '../../lib/socialCard';
import * as styles from './styles.module.css';

/** A generated category index: title, description and a card per page of the category. */
export default function CategoryPage({ pageContext: page, location }: PageProps<object, CategoryPageContext>) {
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname.replace(/\/$/, '') || '/'} image={pageSocialCard(page)?.path} />
      <DocsLayout sidebar={Boolean(page.sidebarTree)}>
        <VersionBanner version={page.version} latest={page.latest} />
        <Breadcrumbs crumbs={page.breadcrumbs} homeHref={page.homeHref} />
        <VersionBadge version={page.version} />
        <header className="markdown">
          <h1>{page.title}</h1>
          {page.description && <p className={styles.description}>{page.description}</p>}
        </header>
        <ul className={styles.grid}>
          {page.cards.map((card) => (
            <li key={card.href}>
              <Link to={card.href} className={styles.card}>
                <h2 className={styles.cardTitle}>{card.label}</h2>
                {card.description && <p className={styles.cardText}>{card.description}</p>}
                {card.count !== undefined && <p className={styles.cardText}>{card.count} items</p>}
              </Link>
            </li>
          ))}
        </ul>
        <Paginator previous={page.previous} next={page.next} />
      </DocsLayout>
    </>
  );
}
