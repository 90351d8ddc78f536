/**
 * The text every MDX parse of a doc starts from: the webpack loader (src/gatsby/overrides/mdx-loader/mdxLoader.cjs),
 * the content step's analysis and the Markdown copies (src/gatsby/content/analyzeDoc.ts). Lines keep
 * their numbers, so an error names the line the author sees.
 *
 * Besides blanking the frontmatter, it reads three forms Docusaurus 3 accepts by default
 * (`markdown.mdx1Compat`) and MDX 3 alone does not, so a docs folder written for Docusaurus builds
 * unchanged:
 * - `<!-- comment -->` becomes `{/* comment *\/}`;
 * - `:::tip Title` becomes `:::tip[Title]` (for admonition names only);
 * - `## Heading {#custom-id}` gets its brace escaped, so MDX reads it as text; `headingIds`
 *   (src/gatsby/mdx/remarkHeadingIds.ts) then takes the id from it.
 * Fenced code and inline code are left as written.
 */

/** Replaces a leading frontmatter block with blank lines, so reported lines match the file. */
function blankFrontmatter(source) {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, (block) => block.replace(/[^\n]/g, ''));
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const LEGACY_TITLE = /^(\s*:{3,})([A-Za-z][\w-]*)[ \t]+([^[{\s].*?)[ \t]*$/;
const HEADING_ID = /^(\s*#{1,6}[ \t].*?)[ \t]*\{#([^\s{}]+)\}[ \t]*$/;

/** `line` with HTML comments turned into MDX comments outside inline code; `state.comment` carries an open comment to the next line. */
function comments(line, state) {
  let out = '';
  let i = 0;
  while (i < line.length) {
    if (state.comment) {
      const end = line.indexOf('-->', i);
      if (end < 0) return out + line.slice(i);
      out += `${line.slice(i, end)}*/}`;
      i = end + 3;
      state.comment = false;
    } else if (line[i] === '`') {
      const run = /^`+/.exec(line.slice(i))[0];
      const close = line.indexOf(run, i + run.length);
      const end = close < 0 ? i + run.length : close + run.length;
      out += line.slice(i, end);
      i = end;
    } else if (line.startsWith('<!--', i)) {
      out += '{/*';
      i += 4;
      state.comment = true;
    } else {
      out += line[i];
      i += 1;
    }
  }
  return out;
}

/** Docusaurus's MDX 1 forms (see the file comment) rewritten for MDX 3; `admonitions` are the admonition names. */
function mdx1Compat(text, admonitions) {
  const state = { comment: false };
  let fence = null;
  return text
    .split('\n')
    .map((line) => {
      const opens = FENCE.exec(line);
      if (fence) {
        if (opens && opens[1][0] === fence[0] && opens[1].length >= fence.length && line.trim() === opens[1]) fence = null;
        return line;
      }
      if (opens && !state.comment) {
        fence = opens[1];
        return line;
      }
      const plain = comments(line, state);
      const title = LEGACY_TITLE.exec(plain);
      if (title && admonitions.includes(title[2])) return `${title[1]}${title[2]}[${title[3].replace(/[[\]]/g, '\\$&')}]`;
      return plain.replace(HEADING_ID, (_, heading, id) => `${heading} \\{#${id}}`);
    })
    .join('\n');
}

/** The text to parse for a doc's whole `source` (frontmatter included). */
function mdxSource(source, admonitions) {
  return mdx1Compat(blankFrontmatter(source), admonitions);
}

module.exports = { blankFrontmatter, mdx1Compat, mdxSource };
