import { AntDValueSelector, QueryBuilderAntD } from '@react-querybuilder/antd';
import antdAddOn from '@react-querybuilder/antd/package.json';
import { ConfigProvider, theme } from 'antd';
import React from 'react';
import { namedSelectors } from '../namedSelectors';
import { LIBRARY_CODE } from '../../code/libraryCode';
import type { DemoLibrary } from '../types';
import { AntdValueEditor } from './AntdValueEditor';

/**
 * Ant Design: its CSS-in-JS is scoped to Ant classes; the algorithm follows the site's mode.
 * Date and time fields use ./AntdValueEditor (see why there).
 */
// antd's Select keeps the title on a wrapping span; its search input gets the name instead.
const controlElements = { ...namedSelectors(AntDValueSelector, (title) => ({ 'aria-label': title })), valueEditor: AntdValueEditor };

export const antdLibrary: DemoLibrary = {
  Wrapper: function AntdWrapper({ colorMode, children }) {
    return (
      <ConfigProvider
        theme={
          colorMode === 'dark'
            ? { algorithm: theme.darkAlgorithm }
            : // antd's default blue gives white button text 4.1:1; one step darker reaches 4.5:1.
              { algorithm: theme.defaultAlgorithm, token: { colorPrimary: '#0958d9' } }
        }
      >
        <QueryBuilderAntD controlElements={controlElements}>{children}</QueryBuilderAntD>
      </ConfigProvider>
    );
  },
  addOn: { name: antdAddOn.name, version: antdAddOn.version },
  ...LIBRARY_CODE.antd,
};
