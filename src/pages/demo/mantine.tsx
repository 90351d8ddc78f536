import type { PageProps } from 'gatsby';
import React from 'react';
import { DemoPage } from '../../demo/components/DemoPage';
import { mantineLibrary } from '../../demo/libraries/mantine';

/** /demo/mantine: the demo with mantine's components. */
export default function DemoMantinePage({ location }: PageProps) {
  return <DemoPage style="mantine" library={mantineLibrary} location={location} />;
}
