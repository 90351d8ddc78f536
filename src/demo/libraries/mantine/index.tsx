import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import { QueryBuilderMantine } from '@react-querybuilder/mantine';
import mantineAddOn from '@react-querybuilder/mantine/package.json';
import React from 'react';
import { LIBRARY_CODE } from '../../code/libraryCode';
import type { DemoLibrary } from '../types';

/**
 * Mantine 7: its styles in the `mantine` cascade layer, so the site's own (unlayered) rules win over
 * its global ones; the colour scheme follows the site; primary shade 8 keeps white text at 4.5:1.
 */
export const mantineLibrary: DemoLibrary = {
  Wrapper: function MantineWrapper({ colorMode, children }) {
    return (
      <MantineProvider forceColorScheme={colorMode} theme={{ primaryShade: 8 }}>
        <QueryBuilderMantine>{children}</QueryBuilderMantine>
      </MantineProvider>
    );
  },
  addOn: { name: mantineAddOn.name, version: mantineAddOn.version },
  ...LIBRARY_CODE.mantine,
};
