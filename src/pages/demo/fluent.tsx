import type { PageProps } from 'gatsby';
import React from 'react';
import { DemoPage } from '../../demo/components/DemoPage';
import { fluentLibrary } from '../../demo/libraries/fluent';

/** /demo/fluent: the demo with fluent's components. */
export default function DemoFluentPage({ location }: PageProps) {
  return <DemoPage style="fluent" library={fluentLibrary} location={location} />;
}
