#!/usr/bin/env node
/**
 * npm run search:upload — pushes the search records of the last build (.cache/search/records.json,
 * the same records the embedded index serves) to an Algolia index, replacing its contents
 * atomically, and sets the index settings the site's search UI expects.
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

/** Settings matching the records' DocSearch shape and the UI's contextual filters. */
export const INDEX_SETTINGS = {
  searchableAttributes: ['unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'content', 'unordered(hierarchy.lvl0)'],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  attributesToSnippet: ['content:20'],
  attributeForDistinct: 'url',
  distinct: true,
  customRanking: ['asc(type)'],
};

/** Replaces the index's records and settings. Returns the number of records sent. */
export async function uploadRecords({ appId, adminKey, indexName, records, host }) {
  const loopback = host && /^(127\.|localhost)/.test(host);
  const client = algoliasearch(appId, adminKey, host ? { hosts: [{ url: host, accept: 'readWrite', protocol: loopback ? 'http' : 'https' }] } : undefined);
  await client.replaceAllObjects({ indexName, objects: records, batchSize: 1000 });
  const { taskID } = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID });
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
  const count = await uploadRecords({ appId, adminKey, indexName, records, host });
  console.log(`Uploaded ${count} records to Algolia index "${indexName}".`);
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`search:upload failed: ${error.message}`);
    process.exit(1);
  });
}
