// Widgets in a browser whose WebAssembly lacks a feature the modules use (issue 33, item
// 10; web/js/wasm-support.js). The engine is Chromium's own, told not to use SSE4.1
// (`--js-flags=--no-enable-sse4-1`): V8 then has no wasm SIMD, as on a processor without
// SSE4.1, and refuses sglab's modules (built with +simd128). Each widget of a real post
// keeps its picture and says, in the post's language, that SIMD is missing; no widget
// hangs on "Computing…" or shows a bare error key. The explorer page says it once in
// <main>, in its language, its header and links still there; code blocks the upgrade
// script (fences/upgrade.js) cannot read stay code, with one message before the first. In
// the same Chromium with its usual flags the probes find nothing missing.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BASE_URL, idle, launch } from './browser.mjs';
import { startHost } from './host.mjs';
import { postPage, WIDGETS } from './post.mjs';

/** The smallest module using SIMD (wasm-feature-detect's probe), to check the engine. */
const SIMD_PROBE = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11];

const SAYS = {
  en: /^This browser cannot run this widget: its WebAssembly lacks SIMD\. Chrome and Edge 91, Firefox 89, Safari 16\.4/,
  zh: /^此浏览器无法运行这个小组件：它的 WebAssembly 不支持 SIMD。/,
};

/** What a page (the explorer, a code block's page) says, once, where nothing can run. */
const PAGE_SAYS = {
  en: /^This browser cannot run sglab's live parts on this page: its WebAssembly lacks SIMD\. Chrome and Edge 91, Firefox 89, Safari 16\.4 and later versions have all it needs\. The text and links still work\.$/,
  zh: /^此浏览器无法运行本页上 sglab 的交互部分：它的 WebAssembly 不支持 SIMD。Chrome 和 Edge 91、Firefox 89、Safari 16\.4 及更高版本具备所需的全部功能。文字和链接仍可正常使用。$/,
};

/** A plain page of `lang` with sglab code blocks and the upgrade script (no pictures). */
function blocksPage(lang) {
  const script = new URL('fences/upgrade.js', BASE_URL).href;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>blocks</title><script type="module" src="${script}"></script></head><body><main><h1>Nim</h1><p>Some text, <a href="#more">a link</a>.</p>
<pre><code class="language-sg" data-info="sg xor">7 8 9</code></pre>
<p id="more">More text.</p>
<pre data-info="sg table to=20"><code class="language-sg">subtract {1,3,4}</code></pre>
<pre><code class="language-js">const a = 1;</code></pre></main></body></html>`;
}

let host;
before(async () => {
  mkdirSync(new URL('artifacts/', import.meta.url), { recursive: true });
  host = await startHost({
    '/en.html': await postPage({ lang: 'en' }),
    '/zh.html': await postPage({ lang: 'zh' }),
    '/blocks-en.html': blocksPage('en'),
    '/blocks-zh.html': blocksPage('zh'),
  });
});
after(async () => {
  await host?.close();
});

/** What each widget of the page shows once it settled: its message, and whether its
 *  picture (the build-time `<svg>` in the element) still shows. */
function widgetsSay() {
  return [...document.querySelectorAll('main *')].filter((w) => w.tagName.startsWith('SG-')).map((w) => {
    const root = w.shadowRoot;
    const alert = root?.querySelector('[data-testid="widget-error"]');
    const svg = w.querySelector(':scope > svg, :scope > * svg');
    const shown = Boolean(root?.querySelector('slot:not([name])')) && Boolean(svg) && svg.getBoundingClientRect().height > 0;
    return { tag: w.tagName.toLowerCase(), says: alert?.textContent.trim() ?? null, role: alert?.getAttribute('role') ?? null, picture: shown };
  });
}

test('without wasm SIMD (V8 told not to use SSE4.1), every widget keeps its picture and says what is missing, in English and Chinese', async () => {
  const browser = await launch({ args: ['--js-flags=--no-enable-sse4-1'] });
  try {
    for (const lang of ['en', 'zh']) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const tab = await context.newPage();
      const problems = [];
      tab.on('pageerror', (error) => problems.push(String(error)));
      await tab.goto(host.url(`/${lang}.html`));
      assert.equal(await tab.evaluate((bytes) => WebAssembly.validate(new Uint8Array(bytes)), SIMD_PROBE), false, 'this engine has no wasm SIMD');
      await tab.waitForFunction((count) => [...document.querySelectorAll('main *')]
        .filter((w) => w.shadowRoot?.querySelector('[data-testid="widget-error"]')).length === count, WIDGETS.length, { timeout: 30000 });
      const seen = await tab.evaluate(widgetsSay);
      assert.deepEqual(seen.map((w) => w.tag), WIDGETS.map(([tag]) => tag));
      for (const widget of seen) {
        assert.match(widget.says ?? '', SAYS[lang], `${lang} ${widget.tag}: ${widget.says}`);
        assert.equal(widget.role, 'alert', `${lang} ${widget.tag}`);
        assert.ok(widget.picture, `${lang} ${widget.tag}: its picture still shows`);
      }
      await tab.screenshot({ path: fileURLToPath(new URL(`artifacts/wasm-missing-${lang}-375.png`, import.meta.url)), fullPage: true });
      assert.deepEqual(problems, [], lang);
      await context.close();
    }
  } finally {
    await browser.close();
  }
});

/** A tab of a new 375 px context that records page errors and console errors. */
async function openTab(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const tab = await context.newPage();
  tab.problems = [];
  tab.on('pageerror', (error) => tab.problems.push(String(error)));
  tab.on('console', (message) => { if (message.type() === 'error') tab.problems.push(message.text()); });
  await tab.goto(url);
  return tab;
}

test('without wasm SIMD, the explorer page says once, in its language, what is missing; its header, links and language menu still work', async () => {
  const browser = await launch({ args: ['--js-flags=--no-enable-sse4-1'] });
  try {
    for (const lang of ['en', 'zh']) {
      const other = lang === 'zh' ? 'en' : 'zh';
      const tab = await openTab(browser, new URL(`?lang=${lang}`, BASE_URL).href);
      const alert = tab.locator('[data-testid="wasm-missing"]');
      await alert.waitFor({ timeout: 30000 });
      const seen = await tab.evaluate(() => ({
        says: [...document.querySelectorAll('[role="alert"]')].map((node) => node.textContent.trim()),
        inMain: document.querySelector('main [data-testid="wasm-missing"]') !== null,
        inside: [...document.querySelector('main').children].map((node) => node.dataset.testid ?? node.className),
        lang: document.documentElement.lang,
        title: document.querySelector('h1').textContent,
        links: [...document.querySelectorAll('header nav a')].map((a) => a.getAttribute('href')),
      }));
      assert.equal(seen.says.length, 1, `${lang}: one message: ${seen.says}`);
      assert.match(seen.says[0], PAGE_SAYS[lang]);
      assert.ok(seen.inMain, `${lang}: the message is in <main>`);
      assert.deepEqual(seen.inside, ['wasm-missing'], `${lang}: <main> holds the message, no view waiting for a computation`);
      assert.equal(seen.lang, lang === 'zh' ? 'zh-Hans' : 'en');
      assert.equal(seen.title, lang === 'zh' ? 'sglab：SG 函数探索器' : 'sglab: Sprague–Grundy explorer');
      assert.deepEqual(seen.links, [`learn/${lang}/`, `embed.html?lang=${lang}`]);
      const box = await alert.boundingBox();
      assert.ok(box && box.y + box.height <= 740 && box.width <= 375, `${lang}: the message is in the first screen: ${JSON.stringify(box)}`);
      if (lang === 'zh') await tab.screenshot({ path: fileURLToPath(new URL('artifacts/wasm-missing-explorer-zh-375.png', import.meta.url)), fullPage: true });
      // The language menu still works: the message follows the page's new language.
      await tab.selectOption('[data-testid="lang"]', other);
      await tab.waitForFunction((want) => document.documentElement.lang === want, other === 'zh' ? 'zh-Hans' : 'en');
      const after = await tab.evaluate(() => [...document.querySelectorAll('[role="alert"]')].map((node) => node.textContent.trim()));
      assert.equal(after.length, 1);
      assert.match(after[0], PAGE_SAYS[other]);
      assert.match(tab.url(), new RegExp(`lang=${other}`));
      assert.deepEqual(tab.problems, [], lang);
      await tab.context().close();
    }
  } finally {
    await browser.close();
  }
});

test('without wasm SIMD, code blocks left for the upgrade script stay code, with one message before the first, in the page language', async () => {
  const browser = await launch({ args: ['--js-flags=--no-enable-sse4-1'] });
  try {
    for (const lang of ['en', 'zh']) {
      const tab = await openTab(browser, host.url(`/blocks-${lang}.html`));
      await tab.locator('[data-sg-wasm-missing]').waitFor({ timeout: 30000 });
      await idle(tab);
      const seen = await tab.evaluate(() => {
        const alerts = [...document.querySelectorAll('[role="alert"]')];
        const first = document.querySelector('pre');
        return {
          says: alerts.map((node) => node.textContent.trim()),
          beforeFirst: alerts[0]?.nextElementSibling === first,
          blocks: [...document.querySelectorAll('pre > code')].map((code) => code.textContent),
          widgets: [...document.querySelectorAll('*')].filter((node) => node.localName.startsWith('sg-')).length,
        };
      });
      assert.equal(seen.says.length, 1, `${lang}: one message: ${seen.says}`);
      assert.match(seen.says[0], PAGE_SAYS[lang]);
      assert.ok(seen.beforeFirst, `${lang}: the message stands before the first block`);
      assert.deepEqual(seen.blocks, ['7 8 9', 'subtract {1,3,4}', 'const a = 1;']);
      assert.equal(seen.widgets, 0);
      assert.deepEqual(tab.problems, [], lang);
      await tab.context().close();
    }
  } finally {
    await browser.close();
  }
});

test('with the usual flags, the probes find every feature and the widgets draw', async () => {
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const tab = await context.newPage();
    await tab.goto(host.url('/en.html'));
    assert.equal(await tab.evaluate((bytes) => WebAssembly.validate(new Uint8Array(bytes)), SIMD_PROBE), true);
    await tab.locator('sg-xor [data-testid="xor-columns"]').waitFor({ timeout: 30000 });
    assert.deepEqual((await tab.evaluate(widgetsSay)).filter((w) => w.says !== null), []);
    await context.close();
  } finally {
    await browser.close();
  }
});
