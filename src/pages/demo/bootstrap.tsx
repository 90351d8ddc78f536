import type { PageProps } from 'gatsby';
import React from 'react';
import { DemoPage } from '../../demo/components/DemoPage';
import { bootstrapLibrary } from '../../demo/libraries/bootstrap';

/** /demo/bootstrap: the demo with bootstrap's components. */
export default function DemoBootstrapPage({ location }: PageProps) {
  return <DemoPage style="bootstrap" library={bootstrapLibrary} location={location} />;
}
