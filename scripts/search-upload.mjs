#!/usr/bin/env node
/**
 * npm run search:upload — pushes the search records of the last build (.cache/search/records.json,
 * the same records the embedded index is made of) to an Algolia index, replacing its contents
 * atomically, with the settings and synonyms of the site's one ranking definition
 * (src/lib/search/ranking.ts `algoliaSettings`; content/search-synonyms.json, as the build wrote
 * them to .cache/search/synonyms.json).
 *
 *   ALGOLIA_APP_ID=... ALGOLIA_ADMIN_API_KEY=... ALGOLIA_INDEX_NAME=... npm run search:upload
 *
 * ALGOLIA_ADMIN_API_KEY is read here only: the site is built with ALGOLIA_SEARCH_API_KEY.
 * ALGOLIA_HOST (e.g. 127.0.0.1:9123) sends the requests elsewhere, for tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { algoliasearch } from 'algoliasearch';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { algoliaSettings } = await jiti.import('../src/lib/search/ranking.ts');

/** The index settings: the ranking definition's, for the records' DocSearch shape and the UI's contextual filters. */
export const INDEX_SETTINGS = algoliaSettings();

/** Replaces the index's records, settings and synonyms. Returns the number of records sent. */
export async function uploadRecords({ appId, adminKey, indexName, records, synonyms = [], host }) {
  const loopback = host && /^(127\.|localhost)/.test(host);
  const client = algoliasearch(appId, adminKey, host ? { hosts: [{ url: host, accept: 'readWrite', protocol: loopback ? 'http' : 'https' }] } : undefined);
  await client.replaceAllObjects({ indexName, objects: records, batchSize: 1000 });
  const settings = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID: settings.taskID });
  const saved = await client.saveSynonyms({ indexName, synonymHit: synonyms, replaceExistingSynonyms: true });
  await client.waitForTask({ indexName, taskID: saved.taskID });
  return records.length;
}

async function main() {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_INDEX_NAME: indexName, ALGOLIA_HOST: host } = process.env;
  const missing = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'].filter((name) => !process.env[name]);
  if (missing.length) {
    console.error(`search:upload needs ${missing.join(', ')} in the environment.`);
    process.exit(1);
  }
  const file = path.resolve('.cache/search/records.json');
  if (!fs.existsSync(file)) {
    console.error(`${path.relative(process.cwd(), file)} is missing: run \`npm run build\` first, then upload.`);
    process.exit(1);
  }
  const records = JSON.parse(fs.readFileSync(file, 'utf8'));
  const synonymsFile = path.join(path.dirname(file), 'synonyms.json');
  const synonyms = fs.existsSync(synonymsFile) ? JSON.parse(fs.readFileSync(synonymsFile, 'utf8')) : [];
  const count = await uploadRecords({ appId, adminKey, indexName, records, synonyms, host });
  console.log(`Uploaded ${count} records and ${synonyms.length} synonyms to Algolia index "${indexName}".`);
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`search:upload failed: ${error.message}`);
    process.exit(1);
  });
}
