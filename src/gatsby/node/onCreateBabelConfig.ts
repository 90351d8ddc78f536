import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/** CSS modules imported as a default, as Docusaurus components do (src/gatsby/babel/cssModuleDefaultImport.cjs). */
export const onCreateBabelConfig: GatsbyNode['onCreateBabelConfig'] = ({ actions }) => {
  actions.setBabelPlugin({ name: path.resolve('src/gatsby/babel/cssModuleDefaultImport.cjs'), options: {} });
};
