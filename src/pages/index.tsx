import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { DocsLink } from '../components/DocsLink';
import { Main } from '../components/Main';
import { Seo } from '../components/Seo';
import { siteConfig } from '../config/site';
import { HomeBuilder, type HomeBuilderName } from '../demo/home';
import * as styles from './index.module.css';

interface FeatureProps {
  id: string;
  title: string;
  /** The text under the title, then its docs links (FeatureLinks). */
  children: React.ReactNode;
  /** The live builder beside the text. */
  builder?: HomeBuilderName;
}

/** A section of the showcase: a titled text, with a live builder beside it. */
function Feature({ id, title, children, builder }: FeatureProps) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <div className={styles.copy}>
        <h2 id={id}>{title}</h2>
        {children}
      </div>
      {builder && (
        <div className={styles.live}>
          <HomeBuilder name={builder} />
        </div>
      )}
    </section>
  );
}

/** The docs links under a section's text: label -> path. */
function FeatureLinks({ links }: { links: Record<string, string> }) {
  return (
    <p className={styles.links}>
      {Object.entries(links).map(([label, to]) => (
        <DocsLink key={to} to={to}>
          {label}
        </DocsLink>
      ))}
    </p>
  );
}

/** Home page: what the library is, shown with live builders, and where to go next. */
export default function HomePage({ location }: PageProps) {
  return (
    <>
      <Seo path={location.pathname} />
      <Main>
        <section className={styles.hero}>
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <DocsLink to="/docs/intro" className={styles.primary}>
              Get started
            </DocsLink>
            <Link to="/demo" className={styles.secondary}>
              Try it out
            </Link>
          </div>
        </section>
        <div className={styles.showcase}>
          <Feature id="defaults" title="Sensible defaults" builder="main">
            <p>
              Give it a list of fields and you have a working query builder: operators that fit each field, value editors for text, numbers, dates, lists and
              choices, nested groups, and a query object you keep in state.
            </p>
            <p>
              The builder here edits a real query. Pick a format under it to see the same query as SQL, MongoDB, CEL, JsonLogic and more, or open the{' '}
              <Link to="/demo">full demo</Link> to try every option.
            </p>
          </Feature>
          <Feature id="export-import" title="Export and import">
            <p>
              One function turns a query into SQL (inline or parameterized), MongoDB, CEL, SpEL, JsonLogic or JSON, and parsers read SQL, MongoDB, CEL and
              JsonLogic back into a query the builder can edit.
            </p>
            <FeatureLinks links={{ 'Export documentation': '/docs/utils/export', 'Import documentation': '/docs/utils/import' }} />
          </Feature>
          <Feature id="extensible" title="Extensible" builder="editors">
            <p>
              Every control can be replaced: keep the standard editor for most fields and plug in your own for the rest, as these three do with a date picker, a
              multi-select and a range slider. Prefer a UI library? The <DocsLink to="/docs/compat">compatibility packages</DocsLink> swap in its components all
              at once.
            </p>
            <FeatureLinks links={{ Documentation: '/docs/components/querybuilder#controlelements', Tips: '/docs/tips/custom-with-fallback' }} />
          </Feature>
          <Feature id="styling" title="Flexible styling" builder="styled">
            <p>
              The markup carries stable class names, so the look is yours to set with plain CSS. This builder shares the query of the first one, restyled with a
              few rules and made draggable by its handles.
            </p>
            <FeatureLinks links={{ Documentation: '/docs/styling/classnames', Tips: '/docs/styling/overview' }} />
          </Feature>
        </div>
      </Main>
    </>
  );
}
