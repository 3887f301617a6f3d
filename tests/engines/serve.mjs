// A static server of a built site, as a plain static host serves it: a folder's
// index.html, a clean URL's .html file, the usual content types (application/wasm for the
// wasm modules, which the browser compiles while streaming).

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names in `root`, or null. */
async function resolve(root, pathname) {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (!path.startsWith(root)) return null;
  for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/** Serves `root` on a port of 127.0.0.1; resolves to `{origin, url(path), close()}`. */
export async function serveFolder(root) {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url, 'http://host');
    const file = await resolve(root, pathname);
    if (!file) {
      const notFound = await resolve(root, '/404.html');
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(notFound ? await readFile(notFound) : 'not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(await readFile(file));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: (path) => new URL(path, origin).href,
    close: () => new Promise((done) => { server.closeAllConnections(); server.close(done); }),
  };
}
