/**
 * A static server for measuring `public/`: what a CDN does (files, `dir/index.html`, 404.html
 * with status 404, gzip level 6 on text), nothing more, so transfer sizes compare with the
 * Docusaurus anchor's server (same gzip level).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const TEXT = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;

function find(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const full = path.join(root, clean);
  if (!full.startsWith(root)) return null;
  for (const candidate of [full, path.join(full, 'index.html')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Starts the server; resolves to { url, close }. */
export function serve(root, port = 0) {
  const absRoot = path.resolve(root);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let file = find(absRoot, url.pathname);
    let status = 200;
    if (!file) {
      file = path.join(absRoot, '404.html');
      status = 404;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    let body = fs.readFileSync(file);
    const headers = { 'content-type': type, 'cache-control': 'no-cache' };
    if (TEXT.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = zlib.gzipSync(body, { level: 6 });
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
