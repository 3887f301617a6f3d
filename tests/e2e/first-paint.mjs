// The first-paint benchmark of issue 25: how long a reader on a phone waits for a widget,
// and how many bytes travel before it paints, under the network and CPU profile that
// Lighthouse's mobile run uses.
//
//   node first-paint.mjs [--runs N] [--only xor,play] [--presets] [--json FILE] [--dist DIR] [--verbose] [--trace DIR]
//   (run by `cargo xtask bench --first-paint`, after `cargo xtask dist`)
//
// - It serves, from a small server of its own on 127.0.0.1, `dist/` at `/dist/` (what a
//   blog copies) and the site as `cargo xtask serve` lays it out (`web/` at `/`, `pkg/` at
//   `/pkg/`) for the tutorial page and the explorer, every response gzipped (or its
//   precompressed `.gz` beside it, as a static host does), under the site's strict CSP,
//   with `Cache-Control: no-cache`.
// - It drives Debian's Chromium over the DevTools protocol itself (a pipe, no WebSocket),
//   so that the page *and* its workers get the profile: `Network.emulateNetworkConditions`
//   (150 ms latency, 1.6 Mbit/s = 200,000 bytes/s down, 750 Kbit/s up),
//   `Network.setCacheDisabled`, and `Emulation.setCPUThrottlingRate` 4 (the page's main
//   thread and each worker), a 412 x 823 phone screen. Each run is a fresh browser context.
// - **First paint of a widget**: the end of the first animation frame in which the widget's
//   shadow root is visible (its stylesheets loaded) and holds its drawing (an `<svg>`),
//   rather than the fallback text; for the explorer, of the first frame in which
//   `#explorer` holds its drawing. The time is the page's `performance.now()` in a task
//   posted from that frame's callback, so it counts the frame's layout and paint (from the
//   start of the navigation). For a page with several widgets, the first widget's.
// - **Bytes before first paint**: the encoded (gzipped) bytes of every response of the page
//   and its workers that finished loading before the page reported its first paint
//   (headers included, as DevTools counts them, or as the server sent them where DevTools
//   counts less: a worker's own script); the total after the page settles is reported
//   beside it.
//
// - The pages: each of the four common widgets in a post (the script tag alone, and with
//   the preload line), the tutorial, the explorer, and a post with the README's snippet as
//   written (eight widgets; its first paint is its first widget's, and the line says when
//   the six that show a drawing had painted); with `--presets`, also the embed page's examples and every
//   preset in every widget that takes a game (preset-pages.mjs), one post each.
//
// Prints one line per page (median of the runs) and, with `--json`, writes every run; with
// `--trace DIR`, writes a Chromium trace of each visit (page and workers, under the same
// profile) to DIR and prints where each thread's time went (trace-summary.mjs).

import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { catalogPosts, presetPosts, readmeSnippet } from './preset-pages.mjs';
import { summarizeTrace } from './trace-summary.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The folder served at `/dist/` (`--dist DIR`, default the repository's `dist/`). */
let DIST = join(ROOT, 'dist');

/** How long a new window is left to start its own pages before the visit (`visit`). */
const WINDOW_SETTLE_MS = 3000;

/** Lighthouse's mobile profile, as the issue states it. */
export const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: 200_000,
  uploadBytesPerSecond: 93_750,
  cpuSlowdown: 4,
  screen: { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true },
};

/** The same policy `cargo xtask serve` sends (xtask/src/serve.rs). */
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; worker-src 'self'; object-src 'none'; base-uri 'none'";

/**
 * The optional line dist/README.md offers a blogger after the script tag: the light wasm
 * module preloaded from the post itself, so its download starts with the post's parse
 * instead of after `sglab.js` arrives (one round trip sooner).
 */
const PRELOAD = '<link rel="preload" href="../pkg/sglab_wasm_light_bg.wasm" as="fetch" crossorigin>\n';

/** A blog post with one widget, as dist/README.md tells a blogger to write it (the script
 *  tag alone, or with the preload line). */
function post(tag, { preload = false } = {}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A post with one widget</title>
<script type="module" src="../sglab.js"></script>
${preload ? PRELOAD : ''}</head>
<body>
<h1>Nim</h1>
<p>In Nim, a position is lost for the player to move exactly when the xor of the heaps is 0.</p>
${tag}
<p>The rest of the post.</p>
</body>
</html>
`;
}

/** The pages measured: a name, the path served, and what counts as painted. */
export const PAGES = [
  { name: 'sg-xor', path: '/dist/__bench/xor.html', html: post('<sg-xor heaps="7 8 9">Nim 7 8 9: the xor is 6.</sg-xor>') },
  { name: 'sg-play', path: '/dist/__bench/play.html', html: post('<sg-play game="nim 3 4 5">Nim 3 4 5: the first player wins.</sg-play>') },
  { name: 'sg-graph', path: '/dist/__bench/graph.html', html: post('<sg-graph game="subtract {1,3,4} 9">The subtraction game {1,3,4} from 9.</sg-graph>') },
  { name: 'sg-table', path: '/dist/__bench/table.html', html: post('<sg-table game="kayles" to="40">Kayles: SG values of 0 to 40.</sg-table>') },
  { name: 'sg-xor, preload line', path: '/dist/__bench/xor-preload.html', html: post('<sg-xor heaps="7 8 9">Nim 7 8 9: the xor is 6.</sg-xor>', { preload: true }) },
  { name: 'sg-play, preload line', path: '/dist/__bench/play-preload.html', html: post('<sg-play game="nim 3 4 5">Nim 3 4 5: the first player wins.</sg-play>', { preload: true }) },
  { name: 'sg-graph, preload line', path: '/dist/__bench/graph-preload.html', html: post('<sg-graph game="subtract {1,3,4} 9">The subtraction game {1,3,4} from 9.</sg-graph>', { preload: true }) },
  { name: 'sg-table, preload line', path: '/dist/__bench/table-preload.html', html: post('<sg-table game="kayles" to="40">Kayles: SG values of 0 to 40.</sg-table>', { preload: true }) },
  { name: 'tutorial (learn/en/nim.html)', path: '/learn/en/nim.html' },
  { name: 'explorer (index.html)', path: '/' },
  readmePage(),
];

/** A post with the README's snippet for pages without Markdown, as README.md writes it:
 *  its script tag and preload line pointed at the copy in `dist/`, its eight widgets. */
function readmePage() {
  const { tags, preload } = readmeSnippet(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  return { name: 'README snippet', path: '/dist/__bench/readme.html', html: post(tags, { preload }) };
}

/**
 * With `--presets`: the embed page's examples, and every preset of the gallery in every
 * widget that takes a game (tests/e2e/preset-pages.mjs), one post each; those that
 * preset-views.mjs recorded as showing no drawing (a game the widget does not take) are
 * left out.
 */
function presetPages() {
  let noDrawing = new Set();
  try {
    const views = JSON.parse(readFileSync(join(ROOT, 'xtask/light/preset-views.json'), 'utf8'));
    noDrawing = new Set(views.filter((v) => !v.painted).map((v) => v.name));
  } catch {
    // No record: every post is measured.
  }
  return [...catalogPosts(), ...presetPosts()]
    .filter(({ name }) => !noDrawing.has(name))
    .map(({ name, tags }, i) => ({ name, path: `/dist/__bench/preset-${i}.html`, html: post(tags) }));
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8', '.png': 'image/png', '.ico': 'image/x-icon',
};

/** The file behind a URL path: `/dist/...` from dist/, `/pkg/...` from pkg/, else web/. */
function fileFor(pathname) {
  let base = join(ROOT, 'web');
  let rest = pathname;
  if (pathname.startsWith('/dist/')) { base = DIST; rest = pathname.slice(5); }
  else if (pathname.startsWith('/pkg/')) { base = join(ROOT, 'pkg'); rest = pathname.slice(4); }
  const file = normalize(join(base, decodeURIComponent(rest)));
  if (file !== base && !file.startsWith(base + sep)) return null;
  try {
    if (statSync(file).isDirectory()) return join(file, 'index.html');
  } catch {
    return null;
  }
  return file;
}

/** A static server like a blog's host: gzip (a `.gz` beside the file, else compressed once);
 *  `pages` with `html` are served at their `path`. */
export function startServer(pages = PAGES) {
  const generated = new Map(pages.filter((p) => p.html).map((p) => [p.path, p.html]));
  const gzipped = new Map();
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    let body;
    let type;
    let file = null;
    if (generated.has(pathname)) {
      body = Buffer.from(generated.get(pathname));
      type = TYPES['.html'];
    } else {
      file = fileFor(pathname);
      try {
        body = file && readFileSync(file);
      } catch {
        body = null;
      }
      type = TYPES[extname(file ?? '')] ?? 'application/octet-stream';
    }
    const headers = { 'content-security-policy': CSP, 'cache-control': 'no-cache', vary: 'accept-encoding' };
    if (!body) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    headers['content-type'] = type;
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      const key = file ?? pathname;
      if (!gzipped.has(key)) {
        let packed = null;
        try {
          if (file) packed = readFileSync(`${file}.gz`);
        } catch {
          packed = null;
        }
        gzipped.set(key, packed ?? gzipSync(body, { level: 9 }));
      }
      body = gzipped.get(key);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    const headerBytes = Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 17);
    server.sent.set(pathname, headerBytes + body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  /** The bytes the last response to each path took (headers and body as sent). */
  server.sent = new Map();
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/**
 * Chromium driven over `--remote-debugging-pipe`: `send(method, params, sessionId)`, events
 * to `listeners`; its profile in a temporary folder named from `prefix`.
 */
export class Browser {
  #next = 1;
  #waiting = new Map();
  #buffer = '';
  listeners = new Set();

  constructor(prefix = 'sglab-fp-') {
    this.profile = mkdtempSync(join(tmpdir(), prefix));
    this.process = spawn(CHROMIUM, [
      '--headless', '--remote-debugging-pipe', `--user-data-dir=${this.profile}`,
      '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
      '--disable-extensions', '--mute-audio', 'about:blank',
    ], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
    this.process.stdio[4].on('data', (chunk) => this.#read(chunk));
  }

  #read(chunk) {
    this.#buffer += chunk.toString('utf8');
    let end;
    while ((end = this.#buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(this.#buffer.slice(0, end));
      this.#buffer = this.#buffer.slice(end + 1);
      if (message.id && this.#waiting.has(message.id)) {
        const { done, fail, method } = this.#waiting.get(message.id);
        this.#waiting.delete(message.id);
        if (message.error) fail(new Error(`${method}: ${message.error.message}`));
        else done(message.result);
      } else if (message.method) {
        for (const listener of this.listeners) listener(message);
      }
    }
  }

  send(method, params = {}, sessionId = undefined) {
    const id = this.#next++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    return new Promise((done, fail) => {
      this.#waiting.set(id, { done, fail, method });
      this.process.stdio[3].write(`${JSON.stringify(message)}\0`);
    });
  }

  async close() {
    try {
      await Promise.race([this.send('Browser.close'), new Promise((done) => setTimeout(done, 3000))]);
    } catch {
      // already gone
    }
    if (this.process.exitCode === null) {
      await new Promise((done) => {
        this.process.once('exit', done);
        setTimeout(() => { this.process.kill(); done(); }, 3000);
      });
    }
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/**
 * Runs in the page before its scripts (CDP bypasses the page's CSP): looks at every frame
 * for widgets whose shadow root shows a drawing, and reports each once through the
 * `sglabFirstPaint` binding (JSON `{widget, ms}`), with the page's clock, and a
 * `performance.mark('sg-first-paint')` for traces.
 *
 * The time is taken *after* the frame in which the drawing is first there: an animation
 * frame's callback runs before that frame's style, layout and paint, so it posts a task
 * (a `MessageChannel` message, which runs once the rendering step is over) and the time
 * is read there. Reading it in the callback itself would leave out the frame's layout and
 * paint, which is where a widget's first drawing costs most.
 * The page's `sg-*` elements are found by walking the document until the parser is done;
 * after that only the ones found are looked at, and looking stops once each is reported.
 */
export const DETECTOR = `(() => {
  const seen = new Set();
  const report = (what) => {
    try { performance.mark('sg-first-paint'); } catch (e) {}
    try { sglabFirstPaint(JSON.stringify(what)); } catch (e) {}
  };
  const afterFrame = (widget) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => report({ widget, ms: performance.now() });
    channel.port2.postMessage(0);
  };
  const visible = (root) => root && !root.hidden && root.querySelector('svg');
  let hosts = null;
  const look = () => {
    const explorer = document.getElementById('explorer');
    if (explorer && !seen.has('explorer') && explorer.querySelector('svg')) {
      seen.add('explorer'); afterFrame('explorer');
    }
    const parsed = document.readyState !== 'loading';
    const list = hosts ?? [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('sg-'));
    if (parsed) hosts = list;
    list.forEach((el, index) => {
      const key = el.localName + '#' + index;
      if (seen.has(key)) return;
      const root = el.shadowRoot && el.shadowRoot.querySelector('.sg-root');
      if (visible(root)) { seen.add(key); afterFrame(key); }
    });
    const done = parsed && list.every((el, index) => seen.has(el.localName + '#' + index)) && (!explorer || seen.has('explorer'));
    if (!done || (!list.length && !explorer)) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** One visit of `url` under the profile: paint times, bytes before paint and in all. */
async function visit(browser, server, url, expected, { settleMs = 1500, timeoutMs = 60_000, trace = null } = {}) {
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  const sessions = new Set([sessionId]);
  const requests = new Map();
  const started = new Map();
  let firstRequestAt = null;
  const paints = [];
  let firstPaintAt = null;
  let bytesBeforePaint = 0;
  let bytesTotal = 0;
  const finished = [];
  let resolvePaint;
  const painted = new Promise((done) => { resolvePaint = done; });

  const prepare = async (id, isPage) => {
    await browser.send('Network.enable', {}, id);
    await browser.send('Network.setCacheDisabled', { cacheDisabled: true }, id);
    await browser.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBytesPerSecond,
      uploadThroughput: PROFILE.uploadBytesPerSecond,
    }, id);
    // The slower CPU for the page and its workers alike (a phone is slow in both; before
    // 2026-12-02 20:00 the workers ran at the machine's own speed, docs/PERFORMANCE.md).
    await browser.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown }, id);
    if (isPage) await browser.send('Emulation.setDeviceMetricsOverride', PROFILE.screen, id);
    await browser.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, id);
  };

  const listener = (message) => {
    if (!sessions.has(message.sessionId)) return;
    const { method, params } = message;
    if (method === 'Target.attachedToTarget') {
      const child = params.sessionId;
      sessions.add(child);
      prepare(child, params.targetInfo.type === 'page' || params.targetInfo.type === 'iframe')
        .catch(() => {})
        .finally(() => browser.send('Runtime.runIfWaitingForDebugger', {}, child).catch(() => {}));
    } else if (method === 'Network.requestWillBeSent') {
      requests.set(`${message.sessionId}/${params.requestId}`, params.request.url);
      started.set(`${message.sessionId}/${params.requestId}`, params.timestamp);
      firstRequestAt ??= params.timestamp;
    } else if (method === 'Network.responseReceived') {
      const key = `${message.sessionId}/${params.requestId}`;
      if (!requests.has(key)) requests.set(key, params.response.url);
    } else if (method === 'Network.loadingFinished') {
      const url = requests.get(`${message.sessionId}/${params.requestId}`) ?? '?';
      // DevTools counts a worker's own script by its headers only: take what the server
      // sent for that path where it is more.
      let path = null;
      try {
        path = new URL(url).pathname;
      } catch {
        path = null;
      }
      const bytes = Math.max(params.encodedDataLength, server.sent.get(path) ?? 0);
      bytesTotal += bytes;
      const since = (at) => (at === undefined || firstRequestAt === null ? null : Math.round((at - firstRequestAt) * 1000));
      finished.push({ url, bytes, beforePaint: firstPaintAt === null, startMs: since(started.get(`${message.sessionId}/${params.requestId}`)), endMs: since(params.timestamp) });
      if (firstPaintAt === null) bytesBeforePaint += bytes;
    } else if (method === 'Runtime.bindingCalled' && params.name === 'sglabFirstPaint') {
      const paint = JSON.parse(params.payload);
      paints.push(paint);
      if (firstPaintAt === null) {
        firstPaintAt = paint.ms;
        resolvePaint();
      }
    }
  };
  browser.listeners.add(listener);
  try {
    await browser.send('Page.enable', {}, sessionId);
    await browser.send('Runtime.enable', {}, sessionId);
    await browser.send('Runtime.addBinding', { name: 'sglabFirstPaint' }, sessionId);
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: DETECTOR }, sessionId);
    await prepare(sessionId, true);
    // A new window of the desktop browser starts its own pages (the omnibox's popup and
    // other "top chrome" WebUIs, about a second of CPU in Chromium 156) in processes of
    // their own; on two cores they ran beside the page's first paint, a cost a reader
    // following a link in an open window does not pay. The page is opened once they are done.
    await new Promise((done) => setTimeout(done, WINDOW_SETTLE_MS));
    const tracing = trace ? startTrace(browser) : null;
    await tracing?.started;
    await browser.send('Page.navigate', { url }, sessionId);
    const timeout = new Promise((done) => setTimeout(done, timeoutMs, 'timeout'));
    if ((await Promise.race([painted, timeout])) === 'timeout') throw new Error(`${url}: no first paint within ${timeoutMs} ms`);
    // Let the other widgets of the page paint, and the page settle, for the totals.
    const deadline = Date.now() + timeoutMs;
    while (paints.length < expected && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
    await new Promise((done) => setTimeout(done, settleMs));
    if (tracing) writeFileSync(trace, JSON.stringify({ traceEvents: await tracing.stop() }));
    return { firstPaintMs: firstPaintAt, bytesBeforePaint, bytesTotal, paints, finished };
  } finally {
    browser.listeners.delete(listener);
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
  }
}

/** The trace categories of DevTools' performance panel (tasks, scripts, style, layout, paint). */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

/** Starts a trace of the whole browser: `{started, stop}`, `stop()` resolving to its events. */
function startTrace(browser) {
  const events = [];
  let complete;
  const completed = new Promise((done) => { complete = done; });
  const listener = (message) => {
    if (message.method === 'Tracing.dataCollected') events.push(...message.params.value);
    else if (message.method === 'Tracing.tracingComplete') complete();
  };
  browser.listeners.add(listener);
  const started = browser.send('Tracing.start', { traceConfig: { includedCategories: TRACE_CATEGORIES }, transferMode: 'ReportEvents' });
  const stop = async () => {
    await browser.send('Tracing.end');
    await completed;
    browser.listeners.delete(listener);
    return events;
  };
  return { started, stop };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** How many widgets of a page show a drawing (to wait for them all before the totals):
 *  `<sg-proof>` and `<sg-quiz>` show text and buttons, which the detector does not see. */
function widgetCount(page) {
  if (page.path === '/') return 1;
  const text = page.html ?? readFileSync(fileFor(page.path), 'utf8');
  return (text.match(/<sg-(?!proof|quiz)[a-z]+[\s>]/g) ?? []).length;
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
  const runs = Number(option('--runs') ?? 3);
  const only = option('--only')?.split(',');
  const jsonFile = option('--json');
  const verbose = args.includes('--verbose');
  const traceDir = option('--trace');
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  if (option('--dist')) DIST = resolve(option('--dist'));
  const all = args.includes('--presets') ? [...PAGES, ...presetPages()] : PAGES;
  const pages = all.filter((page) => !only || only.some((word) => page.name.includes(word)));

  const server = await startServer(all);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = new Browser();
  const results = [];
  try {
    await browser.send('Target.setDiscoverTargets', { discover: false });
    for (const page of pages) {
      const expected = widgetCount(page);
      const visits = [];
      for (let run = 0; run < runs; run += 1) {
        const trace = traceDir ? join(traceDir, `${page.name.replace(/[^A-Za-z0-9]+/g, '-')}-${run + 1}.json`) : null;
        visits.push(await visit(browser, server, base + page.path, expected, { trace }));
        if (trace) console.log(summarizeTrace(JSON.parse(readFileSync(trace, 'utf8')).traceEvents));
      }
      const row = {
        page: page.name,
        path: page.path,
        firstPaintMs: Math.round(median(visits.map((v) => v.firstPaintMs))),
        // With several widgets: when the last of them first painted (null if one never did).
        lastPaintMs: expected > 1 ? median(visits.map((v) => (v.paints.length >= expected ? Math.round(Math.max(...v.paints.map((p) => p.ms))) : Infinity))) : null,
        bytesBeforePaint: median(visits.map((v) => v.bytesBeforePaint)),
        bytesTotal: median(visits.map((v) => v.bytesTotal)),
        runs: visits.map((v) => ({ firstPaintMs: Math.round(v.firstPaintMs), bytesBeforePaint: v.bytesBeforePaint, bytesTotal: v.bytesTotal, paints: v.paints })),
      };
      results.push(row);
      console.log(`${page.name.padEnd(30)} first paint ${(row.firstPaintMs / 1000).toFixed(2)} s  (runs ${row.runs.map((r) => (r.firstPaintMs / 1000).toFixed(2)).join(', ')})  before it ${(row.bytesBeforePaint / 1000).toFixed(1)} kB gzipped  (all ${(row.bytesTotal / 1000).toFixed(1)} kB)${row.lastPaintMs === null ? '' : `  all ${expected} widgets by ${(row.lastPaintMs / 1000).toFixed(2)} s`}`);
      if (verbose) {
        // Start and end of each response, in ms from the page's own request (DevTools' clock).
        for (const f of visits[0].finished) console.log(`    ${f.beforePaint ? 'before' : 'after '} ${String(f.bytes).padStart(8)}  ${String(f.startMs).padStart(5)}-${String(f.endMs).padEnd(5)} ms  ${f.url.replace(base, '')}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify({ profile: PROFILE, date: new Date().toISOString(), results }, null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
