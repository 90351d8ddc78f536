import type { PageProps } from 'gatsby';
import React from 'react';
import { DemoPage } from '../../demo/components/DemoPage';
import { materialLibrary } from '../../demo/libraries/material';

/** /demo/material: the demo with material's components. */
export default function DemoMaterialPage({ location }: PageProps) {
  return <DemoPage style="material" library={materialLibrary} location={location} />;
}
