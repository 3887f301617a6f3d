// Accessibility: axe-core (pinned in package-lock.json, injected into the page) finds no
// serious or critical violation on the explorer, the embed page and a tutorial in each
// language, on a 375 px phone and a 1280 px desktop. The pages are loaded with CSP
// bypassed only so the test can inject axe.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { launch, BASE_URL } from './browser.mjs';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The serious and critical violations axe finds on `path` once `ready` holds. */
async function violations(path, ready, width) {
  const phone = width < 600 ? { isMobile: true, hasTouch: true } : {};
  const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 900 }, ...phone });
  const page = await context.newPage();
  await page.goto(new URL(path, BASE_URL).href);
  await page.waitForFunction(ready, null, { timeout: 30000 });
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
  await context.close();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

// A phone shows the graph as rows, a desktop as a drawing.
const explorerReady = () => document.querySelector('[data-testid="explorer"] .sg-node, [data-testid="explorer"] [data-testid="graph-row-node"]') !== null;
const widgetsReady = () => [...document.querySelectorAll('section.widget-ref > *')]
  .filter((w) => w.tagName.startsWith('SG-'))
  .every((w) => w.shadowRoot?.querySelector('.sg-content')?.children.length > 0);

const widgetsDrawn = () => [...document.querySelectorAll('*')]
  .filter((w) => w.tagName.startsWith('SG-'))
  .every((w) => w.shadowRoot?.querySelector('.sg-content')?.children.length > 0);

for (const width of [375, 1280]) {
  for (const lang of ['en', 'zh']) {
    test(`tutorial on Nim (${lang}, ${width} px): no serious accessibility violation`, async () => {
      assert.deepEqual(await violations(`learn/${lang}/nim.html`, widgetsDrawn, width), []);
    });
    test(`explorer (${lang}, ${width} px): no serious accessibility violation`, async () => {
      assert.deepEqual(await violations(`?lang=${lang}&game=nim%202%203&view=graph`, explorerReady, width), []);
    });
    test(`explorer's play view (${lang}, ${width} px): no serious accessibility violation`, async () => {
      assert.deepEqual(await violations(`?lang=${lang}&game=nim%203%204%205&view=play`, () => document.querySelector('[data-testid="play-moves"] button') !== null, width), []);
    });
    test(`embed page (${lang}, ${width} px): no serious accessibility violation`, async () => {
      assert.deepEqual(await violations(`embed.html?lang=${lang}`, widgetsReady, width), []);
    });
  }
}
