// A Markdown post with one fence of each widget (issue 25, item 3), run through the real
// markdown-it and unified (remark-parse, remark-rehype, rehype-stringify) with sglab's
// plugins, pictures on: served from a second origin, every widget paints with scripts on,
// and with scripts off every one shows its picture (sglab's own drawing, by the wasm
// module in Node). Then the plain-HTML upgrade script. The recipes for blog engines are
// tested in real sites built by each engine (tests/engines).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import sglabMarkdownIt from '../../web/fences/markdown-it.js';
import remarkSglab from '../../web/fences/remark.js';
import { loadPictures } from '../../web/fences/picture.js';
import { launch, BASE_URL } from './browser.mjs';
import { startHost } from './host.mjs';

const SGLAB = new URL(BASE_URL);

/** The post: one fence of each widget, and a fence of another language left alone. */
const POST = `# Impartial games

Nim, played out:

\`\`\`sg play
nim 3 4 5
\`\`\`

\`\`\`sg graph cap=60
bash m=3 6
\`\`\`

\`\`\`sg table to=20
subtract {1,3,4}
\`\`\`

\`\`\`sg grid size=12
wythoff
\`\`\`

\`\`\`sg xor
7 8 9
\`\`\`

\`\`\`sg proof lang=zh
wythoff 4 7
\`\`\`

\`\`\`sg quiz ask=move
nim 3 4 5
\`\`\`

\`\`\`sg explorer view="table"
kayles 4 + nim 3
\`\`\`

\`\`\`js
const untouched = 1;
\`\`\`
`;

/** Each widget and what it shows once painted. */
const PAINTED = [
  ['sg-play', '[data-testid="play-moves"] button'],
  ['sg-graph', '.sg-node, [data-testid="graph-row-node"]'],
  ['sg-table', '[data-testid="strip"] .sg-cell'],
  ['sg-grid', '[data-testid="heatmap"] .sg-cell'],
  ['sg-xor', '[data-testid="xor-columns"]'],
  ['sg-proof', '[data-testid="proof"] .step'],
  ['sg-quiz', '[data-testid="quiz-answer"]'],
  ['sg-explorer', '[data-testid="table-block"] .sg-cell'],
];

function page(title, body, script = new URL('sglab.js', SGLAB).href) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>${script ? `<script type="module" src="${script}"></script>` : ''}</head><body>${body}</body></html>`;
}

let browser;
let host;
let pictures;
const pages = {};

before(async () => {
  pictures = await loadPictures();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await host?.close();
});

function markdownItHtml(markdown, options = {}) {
  return new MarkdownIt({ html: true }).use(sglabMarkdownIt, { pictures, ...options }).render(markdown);
}

async function unifiedHtml(markdown, options = {}) {
  const file = await unified().use(remarkParse).use(remarkSglab, { pictures, ...options }).use(remarkRehype).use(rehypeStringify).process(markdown);
  return String(file);
}

async function serve(entries) {
  Object.assign(pages, entries);
  if (!host) host = await startHost(pages);
  return host;
}

async function open(path, { javaScriptEnabled = true, width = 1280 } = {}) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const tab = await context.newPage();
  tab.problems = [];
  tab.on('console', (message) => { if (message.type() === 'error') tab.problems.push(message.text()); });
  tab.on('pageerror', (error) => tab.problems.push(String(error)));
  await tab.goto(host.url(path));
  return tab;
}

async function everyWidgetPaints(tab, expected = PAINTED) {
  for (const [tag, inner] of expected) {
    await tab.waitForFunction(([t, i]) => {
      const shadow = document.querySelector(t)?.shadowRoot;
      return shadow?.querySelector(i) && shadow.querySelector('.sg-widget:not([hidden])');
    }, [tag, inner], { timeout: 30000 }).catch(async (error) => {
      const seen = await tab.evaluate((t) => document.querySelector(t)?.shadowRoot?.querySelector('.sg-content')?.textContent?.slice(0, 300) ?? 'no element', tag);
      throw new Error(`${tag} did not paint ${inner}: ${seen} (${error.message.split('\n')[0]})`);
    });
  }
}

/** With scripts off: each widget element holds a loaded picture of some size. */
async function everyPictureShows(tab, tags = PAINTED.map(([tag]) => tag)) {
  await tab.waitForLoadState('load');
  const facts = await tab.evaluate((list) => list.map((tag) => {
    const img = document.querySelector(`${tag} > img.sg-picture`);
    const box = img?.getBoundingClientRect();
    return { tag, loaded: Boolean(img?.complete && img.naturalWidth > 0), width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0), alt: img?.alt ?? '' };
  }), tags);
  for (const fact of facts) {
    assert.ok(fact.loaded, `${fact.tag}: picture not loaded`);
    assert.ok(fact.width > 40 && fact.height > 20, `${fact.tag}: ${fact.width}x${fact.height}`);
    assert.ok(fact.alt.length > 0, `${fact.tag}: no alt text`);
  }
  return facts;
}

test('markdown-it: the post paints every widget with scripts on and shows every picture with scripts off', async () => {
  const body = markdownItHtml(POST);
  assert.match(body, /<code class="language-js">const untouched = 1;/);
  assert.equal((body.match(/<img class="sg-picture"/g) ?? []).length, 8);
  await serve({ '/markdown-it.html': page('markdown-it', body), '/markdown-it-plain.html': page('markdown-it', body, null) });
  const on = await open('/markdown-it.html');
  await everyWidgetPaints(on);
  // The widget has taken over: its picture is no longer rendered.
  assert.equal(await on.evaluate(() => document.querySelector('sg-play > img').getBoundingClientRect().height), 0);
  assert.deepEqual(on.problems, []);
  await on.context().close();
  const off = await open('/markdown-it.html', { javaScriptEnabled: false });
  await everyPictureShows(off);
  await off.screenshot({ path: fileURLToPath(new URL('artifacts/fences-markdown-it-noscript.png', import.meta.url)), fullPage: true });
  await off.context().close();
});

test('unified (remark, rehype): the post paints every widget with scripts on and shows every picture with scripts off', async () => {
  const body = await unifiedHtml(POST);
  assert.equal((body.match(/<img class="sg-picture"/g) ?? []).length, 8);
  assert.match(body, /<sg-explorer game="kayles 4 \+ nim 3" view="table">/);
  await serve({ '/unified.html': page('unified', body) });
  const on = await open('/unified.html', { width: 375 });
  await everyWidgetPaints(on);
  assert.deepEqual(on.problems, []);
  await on.screenshot({ path: fileURLToPath(new URL('artifacts/fences-unified-375.png', import.meta.url)), fullPage: true });
  await on.context().close();
  const off = await open('/unified.html', { javaScriptEnabled: false, width: 375 });
  const facts = await everyPictureShows(off);
  // Nothing wider than the phone's screen.
  for (const fact of facts) assert.ok(fact.width <= 375, `${fact.tag} is ${fact.width} px wide`);
  await off.screenshot({ path: fileURLToPath(new URL('artifacts/fences-unified-noscript-375.png', import.meta.url)), fullPage: true });
  await off.context().close();
});

test('a fence error is shown where the fence stands, in the post language, with its column', async () => {
  const bad = '```sg play colour=red\nnim 3\n```\n';
  const en = markdownItHtml(bad);
  assert.match(en, /<pre class="sg-fence-error" role="alert" data-key="fence.unknown_attribute" data-column="9">sg fence, column 9: sg play takes no attribute &quot;colour&quot;/);
  const zh = await unifiedHtml(bad, { lang: 'zh' });
  assert.match(zh, /data-key="fence.unknown_attribute"/);
  assert.match(zh, /第 9 列/);
  assert.throws(() => markdownItHtml(bad, { throwOnError: true }), (error) => error.key === 'fence.unknown_attribute' && error.column === 9);
});

test('plain HTML: the upgrade script turns language-sg code blocks into widgets, and shows what it cannot read', async () => {
  const body = `<pre><code class="language-sg" data-info="sg xor">7 8 9</code></pre>
<pre data-info="sg table to=20"><code class="language-sg">subtract {1,3,4}</code></pre>
<pre><code class="language-sg" data-meta="graph cap=60">bash m=3 6</code></pre>
<pre><code class="language-sg">nim 3</code></pre>
<pre><code class="language-js">const a = 1;</code></pre>`;
  await serve({ '/plain.html': page('plain', body, new URL('fences/upgrade.js', SGLAB).href) });
  const on = await open('/plain.html');
  await everyWidgetPaints(on, [['sg-xor', '[data-testid="xor-columns"]'], ['sg-table', '[data-testid="strip"] .sg-cell'], ['sg-graph', '.sg-node']]);
  await on.waitForSelector('.sg-fence-error');
  const facts = await on.evaluate(() => ({
    error: document.querySelector('.sg-fence-error').textContent,
    js: document.querySelectorAll('code.language-js').length,
    left: document.querySelectorAll('code.language-sg').length,
  }));
  assert.match(facts.error, /column 3/);
  assert.equal(facts.js, 1);
  assert.equal(facts.left, 1);
  assert.deepEqual(on.problems, []);
  await on.context().close();
});
