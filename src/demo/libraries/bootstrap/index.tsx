import { QueryBuilderBootstrap } from '@react-querybuilder/bootstrap';
import bootstrapAddOn from '@react-querybuilder/bootstrap/package.json';
import React from 'react';
import { useInjectedStylesheet } from '../../../hooks/useInjectedStylesheet';
import { LIBRARY_CODE } from '../../code/libraryCode';
import type { DemoLibrary } from '../types';
import css from './bootstrap.scss?inline';

/** Bootstrap: scoped Bootstrap CSS while mounted; data-bs-theme follows the site's colour mode. */
export const bootstrapLibrary: DemoLibrary = {
  Wrapper: function BootstrapWrapper({ colorMode, children }) {
    useInjectedStylesheet('demo-bootstrap', css);
    return (
      <div data-bs-theme={colorMode}>
        <QueryBuilderBootstrap>{children}</QueryBuilderBootstrap>
      </div>
    );
  },
  addOn: { name: bootstrapAddOn.name, version: bootstrapAddOn.version },
  ...LIBRARY_CODE.bootstrap,
};
