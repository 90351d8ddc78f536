import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import React from 'react';
import { LIBRARY_CODE } from '../../code/libraryCode';
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
  ...LIBRARY_CODE.fluent,
};
