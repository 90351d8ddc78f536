/**
 * Babel plugin: `import styles from './x.module.css'` becomes `import * as styles from …`.
 * Gatsby 5 gives CSS modules named exports only, while components written for Docusaurus (the
 * ones a team brings along under @site/src/components) import them as a default. The site's own
 * code already uses the namespace form, which this leaves alone.
 */
const CSS_MODULE = /\.module\.(css|s[ac]ss)(\?.*)?$/;

module.exports = function cssModuleDefaultImport({ types: t }) {
  return {
    name: 'css-module-default-import',
    visitor: {
      ImportDeclaration(path) {
        const { node } = path;
        if (!CSS_MODULE.test(node.source.value) || node.specifiers.length !== 1) return;
        const [only] = node.specifiers;
        if (t.isImportDefaultSpecifier(only)) node.specifiers = [t.importNamespaceSpecifier(only.local)];
      },
    },
  };
};
