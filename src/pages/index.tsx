import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { Main } from '../components/Main';
import { Seo } from '../components/Seo';
import { siteConfig } from '../config/site';
import * as styles from './index.module.css';

const FEATURES = [
  {
    title: 'Rules and groups',
    text: 'Let people compose nested conditions with combinators, operators and value editors that fit your fields.',
  },
  {
    title: 'Export and import',
    text: 'Turn a query into SQL, MongoDB, CEL, SpEL, JsonLogic and more, or parse one back into the builder.',
  },
  {
    title: 'Your components, your styles',
    text: 'Swap any control for your own, or use the compatibility packages for popular UI libraries.',
  },
];

/** Home page: what the library is and where to go next. */
export default function HomePage({ location }: PageProps) {
  return (
    <>
      <Seo path={location.pathname} />
      <Main>
        <section className={styles.hero}>
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link to="/docs/intro" className={styles.primary}>
              Get started
            </Link>
            <Link to="/demo" className={styles.secondary}>
              Try it out
            </Link>
          </div>
        </section>
        <section className={styles.features} aria-label="Features">
          {FEATURES.map((feature) => (
            <div key={feature.title} className={styles.feature}>
              <h2>{feature.title}</h2>
              <p>{feature.text}</p>
            </div>
          ))}
        </section>
      </Main>
    </>
  );
}
