/**
 * Browser entry: global CSS and the shared wrappers. Route-change behaviour (scroll, focus,
 * progress bar, analytics) is added by the site-behaviour work.
 */
import './src/styles/tokens.css';
import './src/styles/global.css';

export { wrapPageElement, wrapRootElement } from './src/gatsby/wrap';
