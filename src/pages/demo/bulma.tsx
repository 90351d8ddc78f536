import type { PageProps } from 'gatsby';
import React from 'react';
import { DemoPage } from '../../demo/components/DemoPage';
import { bulmaLibrary } from '../../demo/libraries/bulma';

/** /demo/bulma: the demo with bulma's components. */
export default function DemoBulmaPage({ location }: PageProps) {
  return <DemoPage style="bulma" library={bulmaLibrary} location={location} />;
}
