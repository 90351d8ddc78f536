#!/usr/bin/env node
/** Fails fast, with the one command that fixes it, when no Chromium is installed for the e2e tests. */
import fs from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(path)) {
  console.error(`No Chromium at ${path}: install it with \`sudo apt-get install -y chromium\` (or set CHROME_PATH).`);
  process.exit(1);
}
