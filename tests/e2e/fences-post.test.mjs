// A Markdown post with one fence of each widget (issue 25, item 3), run through the real
// markdown-it and unified (remark-parse, remark-rehype, rehype-stringify) with sglab's
// plugins, pictures on: served from a second origin, every widget paints with scripts on,
// and with scripts off every one shows its picture (sglab's own drawing, by the wasm
// module in Node, inline SVG) in the post's language; `sg render` and every plugin give the
// same picture for the same fence (one fence of each kind, and of each preset). Then the
// plain-HTML upgrade script. The recipes for blog engines are tested in real sites built by
// each engine (tests/engines).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import sglabMarkdownIt from '../../web/fences/markdown-it.js';
import remarkSglab from '../../web/fences/remark.js';
import { loadPictures } from '../../web/fences/picture.js';
import { rewriteMarkdown } from '../../web/fences/rewrite.js';
import { PRESETS } from '../../web/js/presets.js';
import { gzipSync } from 'node:zlib';
import { launch, BASE_URL } from './browser.mjs';
import { startHost } from './host.mjs';

const SGLAB = new URL(BASE_URL);
const ROOT = new URL('../../', import.meta.url);
const WORK = new URL('artifacts/render/', import.meta.url);

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

/** A picture inline in the HTML. */
const PICTURE = /<svg [^>]*class="[^"]*sg-picture/g;

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
      return shadow?.querySelector(i) && shadow.querySelector('.sg-widget:not([hidden]):not(.sg-offstage), [data-testid="open-widget"]');
    }, [tag, inner], { timeout: 30000 }).catch(async (error) => {
      const seen = await tab.evaluate((t) => document.querySelector(t)?.shadowRoot?.querySelector('.sg-content')?.textContent?.slice(0, 300) ?? 'no element', tag);
      throw new Error(`${tag} did not paint ${inner}: ${seen} (${error.message.split('\n')[0]})`);
    });
  }
}

/** With scripts off: each widget element holds its picture, of some size, titled. */
async function everyPictureShows(tab, tags = PAINTED.map(([tag]) => tag)) {
  await tab.waitForLoadState('load');
  const facts = await tab.evaluate((list) => list.map((tag) => {
    const svg = document.querySelector(`${tag} > svg.sg-picture`);
    const box = svg?.getBoundingClientRect();
    return { tag, loaded: Boolean(svg), width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0), alt: svg?.querySelector('title')?.textContent ?? '' };
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
  assert.equal((body.match(PICTURE) ?? []).length, 8);
  await serve({ '/markdown-it.html': page('markdown-it', body), '/markdown-it-plain.html': page('markdown-it', body, null) });
  const on = await open('/markdown-it.html');
  await everyWidgetPaints(on);
  // The widget has taken over (once opened, where it waited with its whole picture, as a
  // widget taller than its picture in view does: hold.js): its picture is no longer rendered.
  const waiting = on.locator('sg-play [data-testid="open-widget"]');
  if (await waiting.count() > 0) await waiting.click();
  assert.equal(await on.evaluate(() => document.querySelector('sg-play > svg').getBoundingClientRect().height), 0);
  assert.deepEqual(on.problems, []);
  await on.context().close();
  const off = await open('/markdown-it.html', { javaScriptEnabled: false });
  await everyPictureShows(off);
  await off.screenshot({ path: fileURLToPath(new URL('artifacts/fences-markdown-it-noscript.png', import.meta.url)), fullPage: true });
  await off.context().close();
});

test('unified (remark, rehype): the post paints every widget with scripts on and shows every picture with scripts off', async () => {
  const body = await unifiedHtml(POST);
  assert.equal((body.match(PICTURE) ?? []).length, 8);
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

/** The `sglab` command of this checkout (built by `cargo test --workspace`, which `cargo xtask
 *  test` runs first; built here otherwise). */
function sgCommand() {
  for (const profile of ['debug', 'release']) {
    const path = fileURLToPath(new URL(`target/${profile}/sglab`, ROOT));
    if (existsSync(path)) return path;
  }
  execFileSync('cargo', ['build', '--quiet', '--package', 'sglab-cli'], { cwd: fileURLToPath(ROOT), stdio: 'inherit' });
  return fileURLToPath(new URL('target/debug/sglab', ROOT));
}

/** An SVG with what may differ between two writings of one drawing taken out: the ids
 *  (each page numbers its pictures), the whitespace between elements (a file is indented,
 *  an inline picture on one line), the class and style an inline picture adds, the
 *  namespace (implied in HTML) and the order of attributes (hast writes its own). */
function sameDrawing(svg) {
  return svg
    .trim()
    .replace(/>\s+</g, '><')
    .replace(/ xmlns="[^"]*"/g, '')
    .replace(/ (id|aria-labelledby)="[^"]*"/g, '')
    .replace(/url\(#[^)]*\)/g, 'url(#)')
    .replace(/ sg-picture"/g, '"')
    .replace(/ style="max-width:100%;height:auto"/g, '')
    .replace(/<([a-z]+)((?: [a-z-]+="[^"]*")*)(\/?)>/gi, (whole, name, attributes, close) => {
      const sorted = (attributes.match(/ [a-z-]+="[^"]*"/gi) ?? []).sort().join('');
      return `<${name}${sorted}${close}>`;
    })
    // An empty element as `<g></g>` (hast) or `<g/>` (sg render): one form; `<g/></g>` is
    // an empty element closing its parent, not an empty pair.
    .replace(/<([a-z]+)((?: [^\s=/>]+="[^"]*")*)><\/\1>/gi, '<$1$2/>')
    // Characters as each writer escapes them (`&lt;` or `&#x3C;`), read back.
    .replace(/&#x([0-9a-f]+);/gi, (whole, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (whole, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (whole, name) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }[name]));
}

/** The inline pictures of an HTML text, in order. */
function inlinePictures(html) {
  return [...html.matchAll(/<svg [^>]*class="[^"]*sg-picture[\s\S]*?<\/svg>/g)].map(([svg]) => svg);
}

/** The shared fences: one of each kind (tests/data/fences.json `pictures`), and for every
 *  preset of the gallery a fence of play, proof and the explorer's table. */
function sharedFences() {
  const data = JSON.parse(readFileSync(new URL('tests/data/fences.json', ROOT), 'utf8'));
  const fences = data.pictures.map(({ info, body }) => [info, body]);
  for (const preset of PRESETS) {
    for (const info of ['sg play', 'sg proof', 'sg explorer view=table']) fences.push([info, preset.game]);
  }
  return fences;
}

test('sg render and every plugin give the same picture for the same fence, in both languages', async () => {
  const fences = sharedFences();
  assert.ok(fences.length >= 18 + 3 * 20, `${fences.length} fences`);
  const markdown = fences.map(([info, body]) => `\`\`\`${info}\n${body}\n\`\`\`\n`).join('\n');
  const work = new URL('render/', WORK);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(new URL('post.md', work), markdown);
  const sg = sgCommand();
  for (const lang of ['en', 'zh']) {
    const out = new URL(`${lang}/`, work);
    execFileSync(sg, ['render', fileURLToPath(new URL('post.md', work)), '-o', fileURLToPath(out), '--format', 'svg', '--lang', lang]);
    const rendered = readFileSync(new URL('post.md', out), 'utf8');
    const files = [...rendered.matchAll(/\[!\[[^\n]*?\]\(([^()\s]+\.svg)\)\]/g)].map(([, file]) => file);
    // A fence with `lang=` keeps its own language; the test's fences have none but one.
    const expected = files.map((file) => sameDrawing(readFileSync(new URL(file, out), 'utf8')));
    assert.equal(expected.length, fences.length);
    const byMarkdownIt = inlinePictures(new MarkdownIt({ html: true }).use(sglabMarkdownIt, { pictures }).render(markdown, { lang }));
    const byRemark = inlinePictures(await unifiedHtml(markdown, { lang }));
    const byRewrite = inlinePictures(rewriteMarkdown(markdown, { pictures, lang }));
    for (const [name, got] of [['markdown-it', byMarkdownIt], ['remark', byRemark], ['rewrite', byRewrite]]) {
      assert.equal(got.length, fences.length, `${name}, ${lang}`);
      got.forEach((svg, index) => {
        assert.equal(sameDrawing(svg), expected[index], `${name}, ${lang}: ${fences[index].join(' / ')}`);
      });
    }
  }
});

test("each post's language reaches its pictures: front matter, the renderer's env or file data, the option", async () => {
  const fence = '```sg play\nnim 3 4 5\n```\n';
  const title = (html) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const md = new MarkdownIt({ html: true }).use(sglabMarkdownIt, { pictures, lang: (env) => (env?.relativePath?.startsWith('zh/') ? 'zh' : 'en') });
  assert.match(title(md.render(fence, { relativePath: 'zh/post.md' })), /先手必胜/);
  assert.match(title(md.render(fence, { relativePath: 'post.md' })), /player to move wins/);
  assert.match(title(md.render(fence, { relativePath: 'post.md', frontmatter: { lang: 'zh-CN' } })), /先手必胜/);
  assert.match(title(md.render(fence, { relativePath: 'zh/post.md', lang: 'en' })), /player to move wins/);
  const remark = unified().use(remarkParse).use(remarkSglab, { pictures, lang: 'en' }).use(remarkRehype).use(rehypeStringify);
  assert.match(title(String(await remark.process({ value: fence, data: { frontmatter: { lang: 'zh' } } }))), /先手必胜/);
  assert.match(title(String(await remark.process({ value: fence, data: { lang: 'zh-Hans' } }))), /先手必胜/);
  assert.match(title(String(await remark.process({ value: fence, data: {} }))), /player to move wins/);
  // A fence's own lang= wins over the post's.
  assert.match(title(rewriteMarkdown('```sg play lang=en\nnim 3 4 5\n```\n', { pictures, lang: 'zh' })), /player to move wins/);
});

test('the pictures are light: inline SVG, at most 15 KB gzipped each, shipped once', async () => {
  const html = new MarkdownIt({ html: true }).use(sglabMarkdownIt, { pictures }).render(POST);
  const plain = new MarkdownIt({ html: true }).use(sglabMarkdownIt, { pictures: await loadPictures({ pictures: false }) }).render(POST);
  assert.ok(!html.includes('data:image'), 'no data: URL');
  const each = inlinePictures(html).map((svg) => gzipSync(svg).length);
  assert.equal(each.length, 8);
  for (const size of each) assert.ok(size <= 15 * 1024, `${size} bytes gzipped`);
  const extra = Buffer.byteLength(html) - Buffer.byteLength(plain);
  const extraGzip = gzipSync(html).length - gzipSync(plain).length;
  console.log(`pictures of the post (8 widgets): ${extra} bytes, ${extraGzip} gzipped; each gzipped: ${each.join(', ')}`);
});

test('a fence error is shown where the fence stands, in the post language, with its column', async () => {
  const bad = '```sg play colour=red\nnim 3\n```\n';
  const en = markdownItHtml(bad);
  assert.match(en, /<pre class="sg-fence-error" role="alert" data-key="fence.unknown_attribute" data-column="9">sg fence, column 9: sg play takes no attribute "colour"; it takes game, first, lang<\/pre>/);
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
