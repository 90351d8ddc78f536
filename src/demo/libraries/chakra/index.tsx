import { ChakraProvider, extendTheme } from '@chakra-ui/react';
import { ChakraValueSelector, QueryBuilderChakra } from '@react-querybuilder/chakra';
import chakraAddOn from '@react-querybuilder/chakra/package.json';
import React, { useMemo } from 'react';
import { ValueEditor, type ValueEditorProps } from 'react-querybuilder';
import { LIBRARY_CODE } from '../../code/libraryCode';
import type { DemoLibrary } from '../types';

/**
 * The add-on's 7.6.1 value editor calls `useValueEditor` without the `schema` prop 8.x reads, so the
 * demo uses react-querybuilder's own value editor, with the add-on's Chakra select for lists.
 */
const ChakraListsValueEditor = (props: ValueEditorProps) => <ValueEditor {...props} selectorComponent={ChakraValueSelector} />;

/**
 * Chakra UI: no CSS reset and no global styles, its CSS variables on the demo's own element
 * (not :root), and a colour-mode manager that answers the site's mode (re-keyed on change).
 */
export const chakraLibrary: DemoLibrary = {
  Wrapper: function ChakraWrapper({ colorMode, children }) {
    const theme = useMemo(() => extendTheme({ config: { initialColorMode: colorMode, useSystemColorMode: false } }), [colorMode]);
    const manager = useMemo(() => ({ type: 'localStorage' as const, ssr: false, get: () => colorMode, set: () => undefined }), [colorMode]);
    return (
      <ChakraProvider key={colorMode} theme={theme} resetCSS={false} disableGlobalStyle cssVarsRoot="#rqb-chakra" colorModeManager={manager}>
        <QueryBuilderChakra controlElements={{ valueEditor: ChakraListsValueEditor }}>{children}</QueryBuilderChakra>
      </ChakraProvider>
    );
  },
  addOn: { name: chakraAddOn.name, version: chakraAddOn.version, note: "react-querybuilder's own value editor" },
  ...LIBRARY_CODE.chakra,
};
