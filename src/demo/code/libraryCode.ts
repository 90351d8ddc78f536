/**
 * What the Code tab (./generateCode.ts) and a sandbox of the demo (/sandbox, the demo's "Open in"
 * buttons) write for each style library: the packages to install and the lines around <QueryBuilder>.
 * Plain data, apart from the libraries themselves (src/demo/libraries/), so /sandbox loads none of them.
 */
import type { StyleName } from '../constants/styles';

export interface LibraryCode {
  /** npm packages the generated App.tsx needs besides react-querybuilder. */
  packages: string[];
  /** Import lines and the JSX that wraps <QueryBuilder> in the generated App.tsx. */
  code?: { imports: string[]; open: string; close: string };
}

export const LIBRARY_CODE: Record<StyleName, LibraryCode> = {
  default: { packages: [] },
  antd: {
    packages: ['@react-querybuilder/antd', 'antd', '@ant-design/icons'],
    code: {
      imports: [`import { QueryBuilderAntD } from '@react-querybuilder/antd';`],
      open: '<QueryBuilderAntD>',
      close: '</QueryBuilderAntD>',
    },
  },
  bootstrap: {
    packages: ['@react-querybuilder/bootstrap', 'bootstrap', 'bootstrap-icons'],
    code: {
      imports: [
        `import { QueryBuilderBootstrap } from '@react-querybuilder/bootstrap';`,
        `import 'bootstrap/dist/css/bootstrap.min.css';`,
        `import 'bootstrap-icons/font/bootstrap-icons.css';`,
      ],
      open: '<QueryBuilderBootstrap>',
      close: '</QueryBuilderBootstrap>',
    },
  },
  bulma: {
    packages: ['@react-querybuilder/bulma', 'bulma'],
    code: {
      imports: [`import { QueryBuilderBulma } from '@react-querybuilder/bulma';`, `import 'bulma/css/bulma.min.css';`],
      open: '<QueryBuilderBulma>',
      close: '</QueryBuilderBulma>',
    },
  },
  chakra: {
    packages: ['@react-querybuilder/chakra', '@chakra-ui/react', '@chakra-ui/icons', '@emotion/react', '@emotion/styled', 'framer-motion@6'],
    code: {
      imports: [`import { ChakraProvider } from '@chakra-ui/react';`, `import { QueryBuilderChakra } from '@react-querybuilder/chakra';`],
      open: '<ChakraProvider>\n      <QueryBuilderChakra>',
      close: '</QueryBuilderChakra>\n      </ChakraProvider>',
    },
  },
  fluent: {
    packages: ['@react-querybuilder/fluent', '@fluentui/react-components'],
    code: {
      imports: [
        `import { FluentProvider, webLightTheme } from '@fluentui/react-components';`,
        `import { QueryBuilderFluent } from '@react-querybuilder/fluent';`,
      ],
      open: '<FluentProvider theme={webLightTheme}>\n      <QueryBuilderFluent>',
      close: '</QueryBuilderFluent>\n      </FluentProvider>',
    },
  },
  mantine: {
    packages: ['@react-querybuilder/mantine', '@mantine/core@7', '@mantine/dates@7', '@mantine/hooks@7', 'dayjs'],
    code: {
      imports: [
        `import { MantineProvider } from '@mantine/core';`,
        `import '@mantine/core/styles.css';`,
        `import '@mantine/dates/styles.css';`,
        `import { QueryBuilderMantine } from '@react-querybuilder/mantine';`,
      ],
      open: '<MantineProvider>\n      <QueryBuilderMantine>',
      close: '</QueryBuilderMantine>\n      </MantineProvider>',
    },
  },
  material: {
    packages: ['@react-querybuilder/material', '@mui/material', '@mui/icons-material', '@emotion/react', '@emotion/styled'],
    code: {
      imports: [`import { createTheme, ThemeProvider } from '@mui/material/styles';`, `import { QueryBuilderMaterial } from '@react-querybuilder/material';`],
      open: '<ThemeProvider theme={createTheme()}>\n      <QueryBuilderMaterial>',
      close: '</QueryBuilderMaterial>\n      </ThemeProvider>',
    },
  },
};
