/** `@theme/Tabs`: the site's own tabs, the same component MDX uses without an import. */
export { Tabs as default } from '../../components/mdx/Tabs';
export type { TabsProps as Props } from '../../components/mdx/Tabs';
