/**
 * A stand-in for Algolia's REST API on 127.0.0.1, for tests: it answers the search endpoint with
 * the site's own engine over stored records and synonyms (so it ranks as the ranking definition
 * says, which Algolia's settings come from too), and stores what the admin endpoints send (batch,
 * copy/move operations, settings, synonyms; every task is published at once). CORS is open, so
 * the site served on another port can query it. Not a product server: tests start and stop it.
 */
import http from 'node:http';
import { SearchEngine, type SearchParams } from '../../src/lib/search/engine';
import { buildIndexFile, synonymMap } from '../../src/lib/search/indexFile';
import type { SearchRecord } from '../../src/lib/search/types';

/** An Algolia one-way synonym, as npm run search:upload sends them. */
export interface OneWaySynonym {
  objectID: string;
  type: 'oneWaySynonym';
  input: string;
  synonyms: string[];
}

interface StoredIndex {
  records: SearchRecord[];
  settings: Record<string, unknown>;
  synonyms?: OneWaySynonym[];
}

export interface StandIn {
  url: string;
  /** Every request received: method, path, and the API key it carried. */
  requests: Array<{ method: string; path: string; apiKey: string | null }>;
  indexes: Map<string, StoredIndex>;
  close(): Promise<void>;
}

/** The engine over an index's records: one index file per version tag, as the site has them. */
function engineOf(stored: StoredIndex | undefined): SearchEngine {
  const engine = new SearchEngine();
  const synonyms = synonymMap((stored?.synonyms ?? []).map((s) => ({ readers: [s.input], docs: s.synonyms })));
  const byTag = new Map<string, SearchRecord[]>();
  for (const record of stored?.records ?? [])
    (byTag.get(record.docusaurus_tag) ?? byTag.set(record.docusaurus_tag, []).get(record.docusaurus_tag)!).push(record);
  for (const [tag, records] of byTag) engine.addIndexFile(buildIndexFile(tag, records, synonyms));
  return engine;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
};

export async function startAlgoliaStandIn(port: number, seed: Record<string, SearchRecord[]> = {}, apiKeys: string[] = []): Promise<StandIn> {
  const indexes = new Map<string, StoredIndex>(Object.entries(seed).map(([name, records]) => [name, { records, settings: {} }]));
  const engines = new Map<string, SearchEngine>();
  const engineFor = (name: string) => engines.get(name) ?? engines.set(name, engineOf(indexes.get(name))).get(name)!;
  // The seeded indexes' engines are built now, not on the first query: building one takes a second or
  // more on a busy machine, longer than the Algolia client waits for an answer before it gives up.
  for (const name of indexes.keys()) engineFor(name);
  const requests: StandIn['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const apiKey = (req.headers['x-algolia-api-key'] as string | undefined) ?? url.searchParams.get('x-algolia-api-key');
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
      requests.push({ method: req.method ?? '', path: url.pathname, apiKey });
      const send = (status: number, data: unknown) => res.writeHead(status, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(data));
      if (apiKeys.length && !apiKeys.includes(apiKey ?? '')) return send(403, { message: 'Invalid API key', status: 403 });
      const json = body ? JSON.parse(body) : {};
      const path = url.pathname.split('/').map(decodeURIComponent);
      if (req.method === 'POST' && url.pathname === '/1/indexes/*/queries') {
        const results = (json.requests as Array<{ indexName: string; params?: string } & SearchParams>).map(({ indexName, params, ...rest }) => {
          const parsed = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : (params ?? {});
          return engineFor(indexName).search({ ...parsed, ...rest } as SearchParams, indexName);
        });
        return send(200, { results });
      }
      const index = path[3]!;
      if (req.method === 'GET' && path[4] === 'task') return send(200, { status: 'published', pendingTask: false });
      // Only writes create an index.
      const store = indexes.get(index) ?? indexes.set(index, { records: [], settings: {} }).get(index)!;
      if (req.method === 'POST' && path[4] === 'batch') {
        store.records.push(...(json.requests as Array<{ body: SearchRecord }>).map((r) => r.body));
        engines.delete(index);
        return send(200, { taskID: 1, objectIDs: [] });
      }
      if (req.method === 'POST' && path[4] === 'operation') {
        const destination = indexes.get(json.destination) ?? { records: [], settings: {} };
        if (json.operation === 'move') {
          indexes.set(json.destination, { ...destination, records: store.records, settings: { ...destination.settings, ...store.settings } });
          indexes.delete(index);
        } else indexes.set(json.destination, { ...destination, settings: { ...store.settings }, synonyms: store.synonyms ?? destination.synonyms });
        engines.clear();
        return send(200, { taskID: 1, updatedAt: new Date().toISOString() });
      }
      if (req.method === 'POST' && path[4] === 'synonyms' && path[5] === 'batch') {
        store.synonyms = json as OneWaySynonym[];
        engines.delete(index);
        return send(200, { taskID: 1, updatedAt: new Date().toISOString() });
      }
      if (req.method === 'PUT' && path[4] === 'settings') {
        store.settings = json;
        return send(200, { taskID: 1, updatedAt: new Date().toISOString() });
      }
      return send(404, { message: `Not implemented by the stand-in: ${req.method} ${url.pathname}`, status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `127.0.0.1:${port}`,
    requests,
    indexes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
