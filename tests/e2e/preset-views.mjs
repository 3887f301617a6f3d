// Records what each post of preset-pages.mjs asks the worker before its widgets first
// paint: every preset in every widget that takes a game, the embed page's examples and
// the README's snippet. The light module's split (xtask/src/split.rs) profiles these
// requests so that its parts hold what each first view runs (xtask/light/preset-views.json).
//
//   node preset-views.mjs [--out FILE] [--only WORD]   (needs pkg/: `cargo xtask build`)
//
// Each post is served as `cargo xtask serve` lays the site out (web/ at `/`, pkg/ at
// `/pkg/`), loads `/sglab.js` and is visited in headless Chromium at full speed (the
// requests do not depend on the speed). `Worker.prototype.postMessage` is wrapped before
// the page's scripts run, so each request `{method, args}` is recorded in the order sent,
// with its owner: the key its widget's calls carry (part-keys.js; web/js/client.js posts
// the keys beside the parts a call waits for); the first-paint detector of first-paint.mjs
// marks how many had been sent when each widget first showed its drawing. A widget that shows no drawing (a game it does not
// take: an error in the widget) is recorded with what it sent until the page was quiet.

import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { launch } from './browser.mjs';
import { DETECTOR, startServer } from './first-paint.mjs';
import { catalogPosts, presetPosts, readmeSnippet } from './preset-pages.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Before the page's scripts: the requests recorded, and the paint marks. */
const RECORDER = `(() => {
  const sent = [];
  const owners = [];
  const paints = [];
  globalThis.__sglabViews = { sent, owners, paints };
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (data, ...rest) {
    if (data && typeof data.method === 'string') {
      sent.push([data.method, ...(Array.isArray(data.args) ? data.args : [])]);
      owners.push(Array.isArray(data.keys) ? data.keys.join(',') : null);
    }
    return post.call(this, data, ...rest);
  };
  globalThis.sglabFirstPaint = (json) => paints.push({ ...JSON.parse(json), sent: sent.length });
})();`;

/** A post that loads the site's `sglab.js` and holds `tags`. */
function html(tags) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A post</title>
<script type="module" src="/sglab.js"></script>
</head>
<body>
${tags}
</body>
</html>
`;
}

/** Every post recorded: the presets, the catalog's examples, the README's snippet. */
export function posts() {
  const readme = readmeSnippet(readFileSync(resolve(ROOT, 'README.md'), 'utf8'));
  return [
    { name: 'README snippet', tags: readme.tags },
    ...catalogPosts(),
    ...presetPosts(),
  ];
}

/** Visits `url` and waits until every widget painted, or the page was quiet for `quietMs`. */
async function record(context, url, widgets, { quietMs = 1500, timeoutMs = 20_000 } = {}) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    const started = Date.now();
    let last = { sent: -1, paints: -1 };
    let quietSince = Date.now();
    for (;;) {
      await page.waitForTimeout(100);
      const now = await page.evaluate(() => ({ sent: __sglabViews.sent.length, paints: __sglabViews.paints.length }));
      if (now.paints >= widgets) break;
      if (now.sent !== last.sent || now.paints !== last.paints) quietSince = Date.now();
      last = now;
      if (Date.now() - quietSince > quietMs || Date.now() - started > timeoutMs) break;
    }
    return await page.evaluate(() => ({ sent: __sglabViews.sent, owners: __sglabViews.owners, paints: __sglabViews.paints }));
  } finally {
    await page.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
  const out = option('--out') ?? resolve(ROOT, 'xtask/light/preset-views.json');
  const only = option('--only');
  const list = posts().filter((post) => !only || post.name.includes(only));
  const pages = list.map((post, i) => ({ ...post, path: `/__views/${i}.html`, html: html(post.tags) }));
  const server = await startServer(pages);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await launch();
  const context = await browser.newContext();
  await context.addInitScript({ content: RECORDER });
  await context.addInitScript({ content: DETECTOR });
  const views = new Array(pages.length);
  let next = 0;
  /** Records the posts in turn (a few pages at once: each waits mostly for its worker). */
  const recorder = async () => {
    while (next < pages.length) {
      const i = next++;
      const page = pages[i];
      const widgets = (page.tags.match(/<sg-[a-z]+[\s>]/g) ?? []).length;
      const { sent, owners, paints } = await record(context, base + page.path, widgets);
      // What was sent before the last widget's first paint (or all of it, if one never painted).
      const painted = paints.length >= widgets;
      const upTo = painted ? Math.max(...paints.map((p) => p.sent)) : sent.length;
      views[i] = {
        name: page.name,
        tags: page.tags,
        painted,
        requests: sent.slice(0, upTo),
        // Whose each request is: the key of the widget that sent it (part-keys.js), or
        // null (the page's texts); the split gives what a widget runs to its key's part.
        owners: owners.slice(0, upTo),
        paints: paints.map((p) => ({ widget: p.widget, sent: p.sent })),
      };
      console.log(`${page.name.padEnd(40)} ${painted ? 'painted' : 'NO DRAWING'}  ${upTo} requests before paint`);
    }
  };
  try {
    await Promise.all([recorder(), recorder(), recorder()]);
  } finally {
    await browser.close();
    server.close();
  }
  writeFileSync(out, `${JSON.stringify(views, null, 1)}\n`);
  console.log(`wrote ${views.length} posts to ${out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
