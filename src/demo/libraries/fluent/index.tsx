import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import React from 'react';
import type { DemoLibrary } from '../types';
import { QueryBuilderFluent } from './controls';

/** Fluent UI v9: our own Fluent control elements (./controls) in a FluentProvider of the site's mode. */
export const fluentLibrary: DemoLibrary = {
  Wrapper: function FluentWrapper({ colorMode, children }) {
    return (
      <FluentProvider theme={colorMode === 'dark' ? webDarkTheme : webLightTheme}>
        <QueryBuilderFluent>{children}</QueryBuilderFluent>
      </FluentProvider>
    );
  },
  namesBetweenInputs: true,
  packages: ['@react-querybuilder/fluent', '@fluentui/react-components'],
  code: {
    imports: [
      `import { FluentProvider, webLightTheme } from '@fluentui/react-components';`,
      `import { QueryBuilderFluent } from '@react-querybuilder/fluent';`,
    ],
    open: '<FluentProvider theme={webLightTheme}>\n      <QueryBuilderFluent>',
    close: '</QueryBuilderFluent>\n      </FluentProvider>',
  },
};
