// A second origin for the end-to-end tests: a small HTTP server of node's own on another
// port of 127.0.0.1, serving pages given as text (a blog post) with the headers a test
// asks for (a Content-Security-Policy), so the widgets come from the sglab server as from
// a CDN.

import { createServer } from 'node:http';

/**
 * Starts a server of `pages` (`{'/post.html': html}`), each answered with `headers`
 * (an object, or a function of the path); resolves to `{origin, url(path), close()}`.
 */
export async function startHost(pages, headers = {}) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://host').pathname;
    const page = pages[path];
    if (path === '/favicon.ico') {
      response.writeHead(204);
      response.end();
      return;
    }
    if (page === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    const extra = typeof headers === 'function' ? headers(path) : headers;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...extra });
    response.end(page);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
