/** The ES build of a single @ant-design/icons icon ships without types; it is the same component the barrel exports. */
declare module '@ant-design/icons/es/icons/*' {
  const Icon: typeof import('@ant-design/icons').HolderOutlined;
  export default Icon;
}
