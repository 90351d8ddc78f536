import React from 'react';
import { siteConfig } from '../../config/site';
import { announcementBarScript } from '../../lib/announcementBar';
import { colorModeScript } from '../../lib/colorMode';
import { PALETTE } from '../../styles/palette';

/**
 * Head elements of every page: the colour-mode and announcement-bar scripts (they run before
 * the body paints, so the stored mode shows and a closed bar stays hidden from the first
 * frame), icons and theme colour.
 */
export function headComponents(): React.ReactElement[] {
  return [
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript() }} />,
    ...(siteConfig.announcementBar
      ? [<script key="announcement-bar" dangerouslySetInnerHTML={{ __html: announcementBarScript(siteConfig.announcementBar.id) }} />]
      : []),
    <link key="icon" rel="icon" href="/img/favicon.svg" type="image/svg+xml" />,
    <meta key="theme-color" name="theme-color" content={PALETTE.light.primary} />,
  ];
}
