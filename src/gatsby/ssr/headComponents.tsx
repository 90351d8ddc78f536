import React from 'react';
import { colorModeScript } from '../../lib/colorMode';

/**
 * Head elements of every page: the colour-mode script (runs before the body paints, so the
 * stored or system mode shows from the first frame), icons and theme colour.
 */
export function headComponents(): React.ReactElement[] {
  return [
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript() }} />,
    <link key="icon" rel="icon" href="/img/favicon.svg" type="image/svg+xml" />,
    <meta key="theme-color" name="theme-color" content="#1a5dc2" />,
  ];
}
