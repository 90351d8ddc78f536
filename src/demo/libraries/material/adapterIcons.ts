/**
 * What @react-querybuilder/material imports from the `@mui/icons-material` barrel. The build points
 * the adapter's barrel import here (src/gatsby/webpack/adapterIcons.ts), so webpack reads one
 * icon module instead of the barrel's 10,600; a unit test checks the adapter needs nothing else.
 */
export { default as DragIndicator } from '@mui/icons-material/DragIndicator';
