/**
 * The admonition types, once: `:::name` in MDX (src/gatsby/mdx/remarkAdmonitions.ts), the box
 * that renders it (src/components/mdx/Admonition) and its blockquote in the page's `.md` copy
 * (src/gatsby/content/docMarkdown.ts) all read this table. Plain data: the browser imports it too.
 */

/** One admonition type. */
export interface AdmonitionType {
  /** The heading when the author gives none, on the page (and its accessible name) and in the `.md` copy. */
  title: string;
  /** The colours and icon the box takes (src/components/mdx/Admonition/styles.module.css). */
  look: 'note' | 'tip' | 'info' | 'caution' | 'danger';
}

/** `:::name` / `<Admonition type="name">` -> how it reads. As in Docusaurus 3, "warning" has its own title and caution's look. */
export const ADMONITIONS = {
  note: { title: 'Note', look: 'note' },
  tip: { title: 'Tip', look: 'tip' },
  info: { title: 'Info', look: 'info' },
  caution: { title: 'Caution', look: 'caution' },
  warning: { title: 'Warning', look: 'caution' },
  danger: { title: 'Danger', look: 'danger' },
} as const satisfies Record<string, AdmonitionType>;

/** A name `:::name` accepts as an admonition. */
export type AdmonitionName = keyof typeof ADMONITIONS;

/** The names `:::name` accepts as an admonition. */
export const ADMONITION_NAMES = Object.keys(ADMONITIONS) as AdmonitionName[];

/** Whether `:::name` is an admonition. */
export const isAdmonition = (name: string | null | undefined): name is AdmonitionName => !!name && Object.prototype.hasOwnProperty.call(ADMONITIONS, name);

/** The type `<Admonition type>` renders as: itself when the table has it, else a note. */
export const admonitionType = (name: string | null | undefined): AdmonitionName => (isAdmonition(name) ? name : 'note');
