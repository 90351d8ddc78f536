/**
 * What @react-querybuilder/antd imports from the `@ant-design/icons` barrel, from the same ES build
 * antd's own components use. The build points the adapter's barrel import here
 * (src/gatsby/webpack/adapterIcons.ts); a unit test checks the adapter needs nothing else.
 */
export { default as HolderOutlined } from '@ant-design/icons/es/icons/HolderOutlined';
