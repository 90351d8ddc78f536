import { Link } from 'gatsby';
import React from 'react';
import { siteConfig } from '../../config/site';
import type { VersionInfo } from '../../lib/docsVersions';
import * as styles from './styles.module.css';

/**
 * Above the docs of a version that is not the latest: unreleased (Next) or unmaintained
 * (older majors), with a link to the same page in the latest version.
 */
export function VersionBanner({ version, latest }: { version: VersionInfo; latest: { href: string; label: string } }) {
  if (version.banner === 'none') return null;
  return (
    <aside className={styles.banner} aria-label="Version notice">
      <p className={styles.text}>
        {version.banner === 'unreleased'
          ? `This is unreleased documentation for ${siteConfig.title} ${version.label}.`
          : `This is documentation for ${siteConfig.title} ${version.label}, which is no longer actively maintained.`}
      </p>
      <p className={styles.text}>
        For up-to-date documentation, see the <Link to={latest.href}>latest version</Link> ({latest.label}).
      </p>
    </aside>
  );
}

/** Above an unlisted doc (frontmatter `unlisted`, production builds), as Docusaurus shows one. */
export function UnlistedBanner() {
  return (
    <aside className={styles.banner} aria-label="Unlisted page">
      <p className={styles.text}>This page is unlisted: search engines leave it out, and only readers with its address can find it.</p>
    </aside>
  );
}

/** "Version: v5.x" above the title of every docs page. */
export function VersionBadge({ version }: { version: VersionInfo }) {
  return <span className={styles.badge}>Version: {version.label}</span>;
}
