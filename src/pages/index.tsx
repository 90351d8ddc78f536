import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { DocsLink } from '../components/DocsLink';
import { Main } from '../components/Main';
import { Seo } from '../components/Seo';
import { siteConfig } from '../config/site';
import { HomeBuilder } from '../demo/home';
import * as styles from './index.module.css';

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
          <section className={styles.block} aria-labelledby="defaults">
            <div className={styles.copy}>
              <h2 id="defaults">Sensible defaults</h2>
              <p>
                Give it a list of fields and you have a working query builder: operators that fit each field, value editors for text,
                numbers, dates, lists and choices, nested groups, and a query object you keep in state.
              </p>
              <p>
                The builder here edits a real query. Pick a format under it to see the same query as SQL, MongoDB, CEL, JsonLogic and more,
                or open the <Link to="/demo">full demo</Link> to try every option.
              </p>
            </div>
            <div className={styles.live}>
              <HomeBuilder name="main" />
            </div>
          </section>
          <section className={styles.block} aria-labelledby="export-import">
            <div className={styles.copy}>
              <h2 id="export-import">Export and import</h2>
              <p>
                One function turns a query into SQL (inline or parameterized), MongoDB, CEL, SpEL, JsonLogic or JSON, and parsers read
                SQL, MongoDB, CEL and JsonLogic back into a query the builder can edit.
              </p>
              <p className={styles.links}>
                <DocsLink to="/docs/utils/export">Export documentation</DocsLink>
                <DocsLink to="/docs/utils/import">Import documentation</DocsLink>
              </p>
            </div>
          </section>
          <section className={styles.block} aria-labelledby="extensible">
            <div className={styles.copy}>
              <h2 id="extensible">Extensible</h2>
              <p>
                Every control can be replaced: keep the standard editor for most fields and plug in your own for the rest, as these three
                do with a date picker, a multi-select and a range slider. Prefer a UI library? The{' '}
                <DocsLink to="/docs/compat">compatibility packages</DocsLink> swap in its components all at once.
              </p>
              <p className={styles.links}>
                <DocsLink to="/docs/components/querybuilder#controlelements">Documentation</DocsLink>
                <DocsLink to="/docs/tips/custom-with-fallback">Tips</DocsLink>
              </p>
            </div>
            <div className={styles.live}>
              <HomeBuilder name="editors" />
            </div>
          </section>
          <section className={styles.block} aria-labelledby="styling">
            <div className={styles.copy}>
              <h2 id="styling">Flexible styling</h2>
              <p>
                The markup carries stable class names, so the look is yours to set with plain CSS. This builder shares the query of the
                first one, restyled with a few rules and made draggable by its handles.
              </p>
              <p className={styles.links}>
                <DocsLink to="/docs/styling/classnames">Documentation</DocsLink>
                <DocsLink to="/docs/styling/overview">Tips</DocsLink>
              </p>
            </div>
            <div className={styles.live}>
              <HomeBuilder name="styled" />
            </div>
          </section>
        </div>
      </Main>
    </>
  );
}
