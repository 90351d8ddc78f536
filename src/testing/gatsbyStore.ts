/** Gatsby's own redux store, for tests that drive its patched internals (patches/README.md). */
export interface GatsbyStore {
  dispatch(action: { type: string; payload?: unknown; plugin?: { name: string } }): void;
  getState(): unknown;
}

/** The action Gatsby's `createPage` dispatches, for a page of `componentPath` named `componentChunkName`. */
export function createPageAction(pagePath: string, componentPath: string, componentChunkName: string) {
  return {
    type: 'CREATE_PAGE',
    payload: {
      path: pagePath,
      matchPath: undefined,
      component: componentPath,
      componentPath,
      componentChunkName,
      context: {},
      updatedAt: Date.now(),
      slices: {},
      mode: 'SSG',
      defer: false,
      ownerNodeId: '',
    },
    plugin: { name: 'test' },
  };
}
