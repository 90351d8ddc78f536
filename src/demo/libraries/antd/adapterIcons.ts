/**
 * What @react-querybuilder/antd imports from the `@ant-design/icons` barrel, from the same ES build
 * antd's own components use. The build points the adapter's barrel import here
 * (src/gatsby/webpack/adapterIcons.ts); a unit test checks the adapter needs nothing else.
 */
export { default as CloseOutlined } from '@ant-design/icons/es/icons/CloseOutlined';
export { default as CopyOutlined } from '@ant-design/icons/es/icons/CopyOutlined';
export { default as DownOutlined } from '@ant-design/icons/es/icons/DownOutlined';
export { default as HolderOutlined } from '@ant-design/icons/es/icons/HolderOutlined';
export { default as LockOutlined } from '@ant-design/icons/es/icons/LockOutlined';
export { default as RedoOutlined } from '@ant-design/icons/es/icons/RedoOutlined';
export { default as UndoOutlined } from '@ant-design/icons/es/icons/UndoOutlined';
export { default as UngroupOutlined } from '@ant-design/icons/es/icons/UngroupOutlined';
export { default as UnlockOutlined } from '@ant-design/icons/es/icons/UnlockOutlined';
export { default as UpOutlined } from '@ant-design/icons/es/icons/UpOutlined';
