/** `@theme/Admonition`: the same box `:::note` makes, with `type`, `title` and `icon`. */
export { Admonition as default } from '../../components/mdx/Admonition';
export type { AdmonitionProps as Props } from '../../components/mdx/Admonition';
