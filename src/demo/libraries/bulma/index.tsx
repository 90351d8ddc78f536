import React from 'react';
import { useInjectedStylesheet } from '../../../hooks/useInjectedStylesheet';
import { LIBRARY_CODE } from '../../code/libraryCode';
import type { DemoLibrary } from '../types';
import dark from './bulma-dark.scss?inline';
import light from './bulma-light.scss?inline';
import { QueryBuilderBulma } from './controls';

/** Bulma: our own Bulma control elements (./controls) and scoped Bulma CSS while mounted. */
export const bulmaLibrary: DemoLibrary = {
  Wrapper: function BulmaWrapper({ children }) {
    useInjectedStylesheet('demo-bulma', light);
    useInjectedStylesheet('demo-bulma-dark', dark);
    return <QueryBuilderBulma>{children}</QueryBuilderBulma>;
  },
  namesBetweenInputs: true,
  ...LIBRARY_CODE.bulma,
};
