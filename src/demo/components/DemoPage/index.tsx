import type { PageProps } from 'gatsby';
import React from 'react';
import { useMounted } from '../../../hooks/useMounted';
import { Main } from '../../../components/Main';
import { Seo } from '../../../components/Seo';
import { STYLE_LABELS, type StyleName } from '../../constants/styles';
import type { DemoLibrary } from '../../libraries/types';
import { Demo } from '../Demo';
import * as navStyles from '../../panel.module.css';
import { LibraryLinks } from '../DemoNav';
import * as styles from './styles.module.css';

/**
 * A /demo page: the heading is server-rendered; the demo itself runs in the browser only (its
 * state comes from the address hash, and several UI libraries style themselves at runtime).
 */
export function DemoPage({ style, library, location }: { style: StyleName; library: DemoLibrary; location: PageProps['location'] }) {
  const mounted = useMounted();
  const title = style === 'default' ? 'Demo' : `Demo: ${STYLE_LABELS[style]}`;
  return (
    <>
      <Seo
        title={title}
        description={`Try React Query Builder${style === 'default' ? '' : ` with ${STYLE_LABELS[style]}`}: every option, import and export, live.`}
        path={location.pathname}
      />
      {/* `#validateQuery=true` in a link sets that option (src/demo/state/permalink.ts). */}
      <Main className={styles.page} hashParams>
        <h1 className={styles.title}>{title}</h1>
        {mounted ? (
          <Demo style={style} library={library} />
        ) : (
          <>
            <nav aria-label="Demo" className={navStyles.nav}>
              <LibraryLinks current={style} />
            </nav>
            <p className={styles.loading}>Loading the demo…</p>
          </>
        )}
      </Main>
    </>
  );
}
