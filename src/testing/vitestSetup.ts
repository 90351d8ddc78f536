/**
 * Before every test file: the globals the site's webpack config defines, with the same values
 * (src/gatsby/webpack/sandboxVersions.ts).
 */
import { installedVersions } from '../gatsby/webpack/installedVersions';

(globalThis as { __INSTALLED_VERSIONS__?: Record<string, string> }).__INSTALLED_VERSIONS__ = installedVersions();
