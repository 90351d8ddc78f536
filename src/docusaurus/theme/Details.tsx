/** `@theme/Details`: the site's collapsible section. */
export { Details as default } from '../../components/mdx/Details';
export type { DetailsProps as Props } from '../../components/mdx/Details';
