import type { PageProps } from 'gatsby';
import React from 'react';
import { DemoPage } from '../../demo/components/DemoPage';
import { antdLibrary } from '../../demo/libraries/antd';

/** /demo/antd: the demo with antd's components. */
export default function DemoAntdPage({ location }: PageProps) {
  return <DemoPage style="antd" library={antdLibrary} location={location} />;
}
