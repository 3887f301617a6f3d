// Accessibility: axe-core (pinned in package-lock.json, injected into the page) finds no
// serious or critical violation on the explorer, the embed page and a tutorial in each
// language. The pages are loaded with CSP bypassed only so the test can inject axe.

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
async function violations(path, ready) {
  const context = await browser.newContext({ bypassCSP: true });
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

const explorerReady = () => document.querySelector('[data-testid="explorer"] .sg-node') !== null;
const widgetsReady = () => [...document.querySelectorAll('section.widget-ref > *')]
  .filter((w) => w.tagName.startsWith('SG-'))
  .every((w) => w.shadowRoot?.querySelector('.sg-content')?.children.length > 0);

const widgetsDrawn = () => [...document.querySelectorAll('*')]
  .filter((w) => w.tagName.startsWith('SG-'))
  .every((w) => w.shadowRoot?.querySelector('.sg-content')?.children.length > 0);

for (const lang of ['en', 'zh']) {
  test(`tutorial on Nim (${lang}): no serious accessibility violation`, async () => {
    assert.deepEqual(await violations(`learn/${lang}/nim.html`, widgetsDrawn), []);
  });
  test(`explorer (${lang}): no serious accessibility violation`, async () => {
    assert.deepEqual(await violations(`?lang=${lang}&game=nim%202%203&view=graph`, explorerReady), []);
  });
  test(`embed page (${lang}): no serious accessibility violation`, async () => {
    assert.deepEqual(await violations(`embed.html?lang=${lang}`, widgetsReady), []);
  });
}
