import { MantineProvider } from '@mantine/core';
import { QueryBuilderMantine } from '@react-querybuilder/mantine';
import React from 'react';
import type { DemoLibrary } from '../types';

/** Mantine 6: no global or normalize styles; the colour scheme follows the site; primary shade 8 keeps white text at 4.5:1. */
export const mantineLibrary: DemoLibrary = {
  Wrapper: function MantineWrapper({ colorMode, children }) {
    return (
      <MantineProvider theme={{ colorScheme: colorMode, primaryShade: 8 }} withGlobalStyles={false} withNormalizeCSS={false}>
        <QueryBuilderMantine>{children}</QueryBuilderMantine>
      </MantineProvider>
    );
  },
  packages: ['@react-querybuilder/mantine', '@mantine/core@6', '@mantine/dates@6', '@mantine/hooks@6', 'dayjs'],
  code: {
    imports: [`import { MantineProvider } from '@mantine/core';`, `import { QueryBuilderMantine } from '@react-querybuilder/mantine';`],
    open: '<MantineProvider>\n      <QueryBuilderMantine>',
    close: '</QueryBuilderMantine>\n      </MantineProvider>',
  },
};
