/**
 * pa11y drives Chromium through Puppeteer. The tests use Debian's chromium (/usr/bin/chromium), so
 * Puppeteer must never download a browser of its own when `npm ci` installs it.
 */
module.exports = { skipDownload: true };
