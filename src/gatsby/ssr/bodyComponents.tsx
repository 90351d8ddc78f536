import React from 'react';
import { BASE_PATH_BANNER_ID, basePathBannerScript } from '../../lib/basePathBanner';
import { PALETTE } from '../../styles/palette';

/** Before the app root: the base-path banner, hidden until its script finds the app did not run. */
export function preBodyComponents(): React.ReactElement[] {
  return [
    <div
      key="base-path-banner"
      id={BASE_PATH_BANNER_ID}
      hidden
      role="alert"
      style={{
        padding: '1rem 1.5rem',
        background: PALETTE.light.dangerBg,
        color: PALETTE.light.text,
        borderBottom: `3px solid ${PALETTE.light.dangerBorder}`,
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <strong>This site did not load properly.</strong> It was built for the path prefix <code data-configured="" />, but this address suggests{' '}
      <code data-suggested="" />. Rebuild with that prefix (<code>pathPrefix</code> in gatsby-config.ts and <code>gatsby build --prefix-paths</code>) or serve
      the site at its configured prefix.
    </div>,
  ];
}

/** After the app: the console greeting (a plain, blocking script on every page) and the banner check. */
export function postBodyComponents(pathPrefix: string): React.ReactElement[] {
  return [
    <script key="console" src={`${pathPrefix}/js/console.js`} />,
    <script key="base-path-check" dangerouslySetInnerHTML={{ __html: basePathBannerScript(pathPrefix || '/') }} />,
  ];
}
