// The widgets as `dist/` ships them (after `cargo xtask dist`, which `cargo xtask test`
// runs first): `sglab.js` holds what the first paint of every common widget needs, and
// what waits for a click (a proof, the derivation under a table, the chart of a game, a
// graph's zoom box) or belongs to a rarer widget (the explorer with its export bars, the
// proof, the quiz) comes from `js/chunks/` by `import()`. A post with
// <sg-xor>, <sg-play>, <sg-graph> and <sg-table> paints them all without fetching a chunk;
// each chunk, once asked for, loads and works, in English and Chinese, at 375 px.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { idle, launch } from './browser.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const SHOTS = new URL('artifacts/dist-chunks/', import.meta.url);

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.json': 'application/json',
};

/** The site's policy (xtask/src/serve.rs): a post under it loads chunks from its own origin. */
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; worker-src 'self'; object-src 'none'; base-uri 'none'";

function post(lang, body) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>post</title>
<script type="module" src="/sglab.js"></script></head><body>${body}</body></html>`;
}

const COMMON = `<sg-xor heaps="7 8 9">7 8 9</sg-xor>
<sg-play game="nim 3 4 5">nim 3 4 5</sg-play>
<sg-graph game="subtract {1,3,4} 9">subtract</sg-graph>
<sg-table game="kayles" to="40">kayles</sg-table>`;

const LAZY = `<sg-explorer game="nim 3 4 5" view="graph">explorer</sg-explorer>
<sg-proof game="wythoff 4 7">proof</sg-proof>
<sg-quiz game="nim 3 4 5" ask="outcome">quiz</sg-quiz>`;

const PAGES = {
  '/__post/common-en.html': post('en', COMMON),
  '/__post/common-zh.html': post('zh', COMMON),
  '/__post/lazy-en.html': post('en', LAZY),
  '/__post/lazy-zh.html': post('zh', LAZY),
};

let server;
let origin;
let browser;

before(async () => {
  assert.ok(existsSync(join(DIST, 'package.json')), 'dist/ is built by cargo xtask test (or cargo xtask dist)');
  server = createServer((request, response) => {
    const path = new URL(request.url, 'http://post').pathname;
    if (path === '/favicon.ico') {
      response.writeHead(204);
      response.end();
      return;
    }
    let body = PAGES[path] ?? null;
    let type = TYPES['.html'];
    if (body === null) {
      const file = normalize(join(DIST, decodeURIComponent(path)));
      if (file.startsWith(DIST.replace(/[\\/]$/, '') + sep) && existsSync(file) && statSync(file).isFile()) {
        body = readFileSync(file);
        type = TYPES[extname(file)] ?? 'application/octet-stream';
      }
    }
    if (body === null) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': type, 'content-security-policy': CSP, 'cache-control': 'no-cache' });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** A phone-sized page of `path` recording the chunks it fetches and any console error. */
async function open(path) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  page.problems = [];
  page.chunks = [];
  /** Each request's and each finished response's path, in order (`['request', path]`). */
  page.log = [];
  page.on('request', (request) => page.log.push(['request', new URL(request.url()).pathname]));
  page.on('requestfinished', (request) => page.log.push(['finished', new URL(request.url()).pathname]));
  page.on('console', (message) => { if (message.type() === 'error') page.problems.push(message.text()); });
  page.on('pageerror', (error) => page.problems.push(String(error)));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/js/chunks/')) page.chunks.push(pathname.replace(/^\/js\/chunks\/|-[\w-]+\.js$/g, ''));
  });
  await page.goto(`${origin}${path}`);
  return page;
}

/** Waits until every element named in `tags` shows, in its shadow root, a drawing (or
 *  what `tags` gives for its tag: a proof is text). */
function painted(page, tags) {
  const shows = Array.isArray(tags) ? Object.fromEntries(tags.map((tag) => [tag, 'svg'])) : tags;
  return page.waitForFunction((wanted) => Object.entries(wanted).every(([name, selector]) =>
    document.querySelector(name)?.shadowRoot?.querySelector(`.sg-root:not([hidden]) ${selector}`)), shows, { timeout: 60000 });
}

for (const lang of ['en', 'zh']) {
  test(`the four common widgets paint from sglab.js alone; a choice loads its chunk (${lang})`, async () => {
    const page = await open(`/__post/common-${lang}.html`);
    await painted(page, ['sg-xor', 'sg-play', 'sg-graph', 'sg-table']);
    // Settled: the strip's pattern and the play view's first moves are there too.
    await page.waitForFunction(() => document.querySelector('sg-table').shadowRoot.querySelector('[data-testid="pattern"]'));
    await page.waitForFunction(() => document.querySelector('sg-play').shadowRoot.querySelector('[data-testid="play-move"], [data-testid="board"] [data-game]'));
    await idle(page);
    assert.deepEqual(page.chunks, [], 'no chunk before a reader chooses anything');
    await page.screenshot({ path: fileURLToPath(new URL(`common-${lang}.png`, SHOTS)), fullPage: true });
    // A graph node: its proof (proof chunk).
    await page.locator('sg-graph [data-game]').first().click();
    await page.waitForFunction(() => document.querySelector('sg-graph').shadowRoot.querySelector('.sg-selected .step-text'), null, { timeout: 30000 });
    assert.ok(page.chunks.includes('proof'), `proof chunk fetched: ${page.chunks}`);
    // A table cell: why its value is what it is (tabletools chunk).
    await page.locator('sg-table [data-testid="strip"] [data-game]').nth(5).click();
    await page.waitForFunction(() => document.querySelector('sg-table').shadowRoot.querySelector('.sg-selected h3'), null, { timeout: 30000 });
    assert.ok(page.chunks.includes('tabletools'), `tabletools chunk fetched: ${page.chunks}`);
    assert.ok(!page.chunks.includes('explorer'), 'the explorer chunk is not fetched by a post without <sg-explorer>');
    // A hint level: the chart of the values so far (chart chunk).
    await page.locator('sg-play [data-testid="play-hint"]').selectOption('sg');
    await page.waitForFunction(() => document.querySelector('sg-play').shadowRoot.querySelector('[data-testid="play-chart"] svg'), null, { timeout: 30000 });
    assert.ok(page.chunks.includes('chart'), `chart chunk fetched: ${page.chunks}`);
    // On a phone a graph opens as rows; the whole drawing zooms (zoom chunk).
    assert.ok(!page.chunks.includes('zoom'), 'the zoom box waits for the whole drawing');
    await page.locator('sg-graph [data-testid="graph-rows-drawing"]').click();
    await page.waitForFunction(() => document.querySelector('sg-graph').shadowRoot.querySelector('[data-testid="graph-viewport"] svg'), null, { timeout: 30000 });
    assert.ok(page.chunks.includes('zoom'), `zoom chunk fetched: ${page.chunks}`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test(`<sg-explorer>, <sg-proof> and <sg-quiz> load their chunks; Download SVG works (${lang})`, async () => {
    const page = await open(`/__post/lazy-${lang}.html`);
    await painted(page, { 'sg-explorer': 'svg', 'sg-proof': '.step-text' });
    await page.waitForFunction(() => document.querySelector('sg-quiz').shadowRoot.querySelector('[data-testid="quiz-answer"]'));
    assert.ok(['explorer', 'proof', 'quiz'].every((chunk) => page.chunks.includes(chunk)), `chunks: ${page.chunks}`);
    // No common widget here: the loader preloads the three chunks with the rest, before the
    // widgets' code is in (not one round trip after it runs), each once, and never the
    // modules they were bundled from.
    const at = (kind, test) => page.log.findIndex(([k, path]) => k === kind && test(path));
    const widgetsIn = at('finished', (path) => path === '/js/widgets.js');
    assert.ok(widgetsIn >= 0, 'js/widgets.js loaded');
    for (const chunk of ['explorer', 'proof', 'quiz']) {
      const asked = at('request', (path) => path.startsWith(`/js/chunks/${chunk}-`));
      assert.ok(asked >= 0 && asked < widgetsIn, `the ${chunk} chunk is asked for before js/widgets.js is in: ${JSON.stringify(page.log)}`);
      assert.equal(page.chunks.filter((name) => name === chunk).length, 1, `the ${chunk} chunk once: ${page.chunks}`);
    }
    const sources = page.log.filter(([kind, path]) => kind === 'request' && /^\/js\/(views|elements)\//.test(path));
    assert.deepEqual(sources, [], 'no unbundled module');
    const exportSvg = page.locator('sg-explorer [data-testid="export-svg"]');
    await exportSvg.waitFor({ timeout: 30000 });
    await page.screenshot({ path: fileURLToPath(new URL(`lazy-${lang}.png`, SHOTS)), fullPage: true });
    const [file] = await Promise.all([page.waitForEvent('download'), exportSvg.click()]);
    assert.match(file.suggestedFilename(), /\.svg$/);
    const text = readFileSync(await file.path(), 'utf8');
    assert.match(text, /^(<\?xml[^>]*>\s*)?<svg[\s>]/);
    if (lang === 'zh') assert.match(text, /[\u4e00-\u9fff]/, 'the Chinese picture has Chinese text');
    // An answer: right or wrong at once, then why.
    await page.locator('sg-quiz [data-testid="quiz-answer"][data-answer="N"]').click();
    await page.waitForFunction(() => document.querySelector('sg-quiz').shadowRoot.querySelector('[data-testid="quiz-why"]').textContent.trim() !== '', null, { timeout: 30000 });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test('the iframe form (embed.html?w=) loads sglab.js and no module of the reference', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const scripts = [];
  const problems = [];
  page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname); });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.goto(`${origin}/embed.html?w=xor&heaps=7%208%209&lang=zh`);
  await painted(page, ['sg-xor']);
  assert.ok(scripts.includes('/sglab.js'), `scripts: ${scripts}`);
  const reference = scripts.filter((path) => /^\/js\/(runtime|client|export)\.js$|^\/js\/views\/|^\/js\/chunks\//.test(path));
  assert.deepEqual(reference, [], 'a frame waits for none of the reference page\'s modules');
  assert.deepEqual(problems, []);
  await context.close();
});
