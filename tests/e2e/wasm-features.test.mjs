// Widgets in a browser whose WebAssembly lacks a feature the modules use (issue 33, item
// 10; web/js/wasm-support.js). The engine is Chromium's own, told not to use SSE4.1
// (`--js-flags=--no-enable-sse4-1`): V8 then has no wasm SIMD, as on a processor without
// SSE4.1, and refuses sglab's modules (built with +simd128). Each widget of a real post
// keeps its picture and says, in the post's language, that SIMD is missing; no widget
// hangs on "Computing…" or shows a bare error key. In the same Chromium with its usual
// flags the probes find nothing missing.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';
import { startHost } from './host.mjs';
import { postPage, WIDGETS } from './post.mjs';

/** The smallest module using SIMD (wasm-feature-detect's probe), to check the engine. */
const SIMD_PROBE = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11];

const SAYS = {
  en: /^This browser cannot run this widget: its WebAssembly lacks SIMD\. Chrome and Edge 91, Firefox 89, Safari 16\.4/,
  zh: /^此浏览器无法运行这个小组件：它的 WebAssembly 不支持 SIMD。/,
};

let host;
before(async () => {
  mkdirSync(new URL('artifacts/', import.meta.url), { recursive: true });
  host = await startHost({ '/en.html': await postPage({ lang: 'en' }), '/zh.html': await postPage({ lang: 'zh' }) });
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
