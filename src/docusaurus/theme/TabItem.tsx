/** `@theme/TabItem`: the site's own tab panel. */
export { TabItem as default } from '../../components/mdx/Tabs';
export type { TabItemProps as Props } from '../../components/mdx/Tabs';
