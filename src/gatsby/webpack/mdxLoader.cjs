/**
 * Compiles a doc's MDX for webpack, in place of gatsby-plugin-mdx's loader (same MDX options,
 * src/gatsby/webpack/mdxLoader.ts swaps it in):
 * - from the file webpack read (frontmatter blanked so lines keep their numbers, Docusaurus's MDX 1
 *   forms read: src/gatsby/mdx/mdxSource.cjs), not from the MDX
 *   node Gatsby updates on its own schedule (an edit can reach webpack before the node has it,
 *   which compiled the old text);
 * - a file that does not compile stops a build with its file and line; while developing it
 *   compiles to a page that shows that error in place of the content, so the rest of the site
 *   keeps working and saving a fix hot-reloads the page.
 */
const path = require('node:path');
const { mdxSource } = require('../mdx/mdxSource.cjs');

/** Where an MDX error happened: "(7:1-7:11)" in the message, or the vfile place. */
function place(error) {
  const start = error.place?.start ?? error.place ?? error.position?.start;
  const fromMessage = /\((\d+):(\d+)/.exec(error.message ?? '');
  const line = error.line ?? start?.line ?? (fromMessage ? Number(fromMessage[1]) : undefined);
  const column = error.column ?? start?.column ?? (fromMessage ? Number(fromMessage[2]) : undefined);
  return line ? `:${line}:${column ?? 1}` : '';
}

function errorModule(problem, componentsPath) {
  return `import React from 'react';
import { DocCompileError } from ${JSON.stringify(componentsPath)};
const problem = ${JSON.stringify(problem)};
export default function MDXContent() {
  return React.createElement(DocCompileError, { problem });
}
`;
}

module.exports = function mdxLoader(source) {
  const callback = this.async();
  const { options, develop, componentsPath, admonitions } = this.getOptions();
  const file = this.resourcePath;
  // Code spans link to the API reference from this file (API_LINKS_FILE, src/gatsby/mdx/remarkApiLinks.ts): a new list compiles the docs again.
  this.addDependency(path.resolve('.cache/api-links.json'));
  Promise.all([import('@mdx-js/mdx'), import('vfile')])
    .then(([{ createProcessor }, { VFile }]) => {
      const processor = createProcessor(options);
      processor.data('mdxMetadata', {});
      return processor.process(new VFile({ value: mdxSource(String(source), admonitions), path: file }));
    })
    .then((result) => {
      // Examples typed in the background while developing (src/gatsby/mdx/rehypeCodeHighlight.ts):
      // their cache files appearing compiles the page again, with their results.
      for (const pending of result.data.typesPending ?? []) this.addMissingDependency(pending);
      callback(null, String(result));
    })
    .catch((error) => {
      const shown = `${path.relative(process.cwd(), file)}${place(error)}`;
      const reason = String(error.reason ?? error.message).replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)$/, '');
      if (!develop) return callback(new Error(`${shown}: MDX does not compile: ${reason}`));
      const problem = {
        file: shown,
        problem: `MDX does not compile: ${reason}`,
        hint: 'MDX treats "{", "<" and lines starting with "import "/"export " as code: escape them (\\{, &lt;) or wrap them in backticks.',
      };
      this.emitWarning(new Error(`${shown}: ${problem.problem}`));
      return callback(null, errorModule(problem, componentsPath));
    });
};
