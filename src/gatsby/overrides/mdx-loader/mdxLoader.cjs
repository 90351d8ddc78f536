/**
 * Compiles a doc's MDX for webpack, in place of gatsby-plugin-mdx's loader (same MDX options,
 * src/gatsby/overrides/mdx-loader/mdxLoader.ts swaps it in):
 * - from the file webpack read (frontmatter blanked so lines keep their numbers, Docusaurus's MDX 1
 *   forms read: src/gatsby/mdx/mdxSource.cjs), not from the MDX
 *   node Gatsby updates on its own schedule (an edit can reach webpack before the node has it,
 *   which compiled the old text);
 * - a file that does not compile stops a build with its file and line; while developing it
 *   compiles to a page that shows that error in place of the content, so the rest of the site
 *   keeps working and saving a fix hot-reloads the page.
 */
const { createHash } = require('node:crypto');
const path = require('node:path');
const { mdxSource } = require('../../mdx/mdxSource.cjs');

/**
 * A build compiles each doc twice in one process, with the same options: for the browser bundle,
 * then for the HTML renderer. The second takes the first's output, keyed by the file and its text
 * (Docusaurus's MDX loader shares its compilations the same way), and the entry goes once used.
 * Not while developing: there a doc's output can change while its text does not (examples typed
 * in the background), and each compilation asks for a page when it is visited.
 */
const compiledOnce = new Map();

function compile(file, source, options, admonitions) {
  return Promise.all([import('@mdx-js/mdx'), import('vfile')]).then(([{ createProcessor }, { VFile }]) => {
    const processor = createProcessor(options);
    processor.data('mdxMetadata', {});
    return processor.process(new VFile({ value: mdxSource(source, admonitions), path: file }));
  });
}

/** The compiled doc, from the other compilation of this build when it compiled the same text. */
function compileShared(file, source, options, admonitions) {
  const key = `${file}\0${createHash('sha256').update(source).digest('hex')}`;
  const earlier = compiledOnce.get(key);
  if (earlier) {
    compiledOnce.delete(key);
    return earlier;
  }
  const result = compile(file, source, options, admonitions);
  compiledOnce.set(key, result);
  // A failed compilation stops the build; nothing waits for it.
  result.catch(() => compiledOnce.delete(key));
  return result;
}

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
  (develop ? compile : compileShared)(file, String(source), options, admonitions)
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
