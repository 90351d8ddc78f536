import type { PageProps } from 'gatsby';
import React from 'react';
import { DemoPage } from '../../demo/components/DemoPage';
import { defaultLibrary } from '../../demo/libraries/default';

/** /demo: the demo with the library's own controls. */
export default function DemoDefaultPage({ location }: PageProps) {
  return <DemoPage style="default" library={defaultLibrary} location={location} />;
}
