import type { PageProps } from 'gatsby';
import React from 'react';
import { DemoPage } from '../../demo/components/DemoPage';
import { chakraLibrary } from '../../demo/libraries/chakra';

/** /demo/chakra: the demo with chakra's components. */
export default function DemoChakraPage({ location }: PageProps) {
  return <DemoPage style="chakra" library={chakraLibrary} location={location} />;
}
