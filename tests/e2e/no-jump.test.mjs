// No jump (issue 33, item 6): a post whose widgets replace their build-time pictures
// moves nothing the reader sees. Chromium's own measure, a PerformanceObserver of
// `layout-shift` entries from the page's start (shifts right after the reader's input
// excluded, as the browser does for CLS): the sum stays at most 0.02 on a phone (375 px)
// and a desktop (1280 px), in English and Chinese, while every widget draws and then as
// the reader scrolls through the post and back.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { startHost } from './host.mjs';
import { everyWidgetPaints, postPage } from './post.mjs';

let browser;
let host;

before(async () => {
  browser = await launch();
  host = await startHost({ '/en.html': await postPage({ lang: 'en' }), '/zh.html': await postPage({ lang: 'zh' }) });
});
after(async () => {
  await browser?.close();
  await host?.close();
});

/** Records every layout shift from the page's first script on. */
function recordShifts() {
  window.shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: entry.sources.map((s) => `${s.node?.nodeName ?? '?'}${s.node?.className ? `.${String(s.node.className).split(' ')[0]}` : ''} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftsOf(tab) {
  return tab.evaluate(() => window.shifts);
}

const total = (shifts) => shifts.reduce((sum, s) => sum + s.value, 0);

for (const width of [375, 1280]) {
  for (const lang of ['en', 'zh']) {
    test(`a post at ${width} px (${lang}): CLS ≤ 0.02 as the widgets draw and as the reader scrolls`, async (t) => {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 }, isMobile: width < 600, hasTouch: width < 600 });
      const tab = await context.newPage();
      await tab.addInitScript(recordShifts);
      await tab.goto(host.url(`/${lang}.html`));
      await everyWidgetPaints(tab);
      await tab.waitForTimeout(1500);
      const drawing = await shiftsOf(tab);
      assert.ok(total(drawing) <= 0.02, `while drawing: ${total(drawing).toFixed(4)} ${JSON.stringify(drawing, null, 1)}`);
      // Scroll through the post, a screen at a time, and back up.
      const height = await tab.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 500) {
        await tab.evaluate((to) => window.scrollTo(0, to), y);
        await tab.waitForTimeout(120);
      }
      for (let y = height; y >= 0; y -= 500) {
        await tab.evaluate((to) => window.scrollTo(0, to), y);
        await tab.waitForTimeout(120);
      }
      await tab.waitForTimeout(500);
      const all = await shiftsOf(tab);
      assert.ok(total(all) <= 0.02, `with scrolling: ${total(all).toFixed(4)} ${JSON.stringify(all, null, 1)}`);
      t.diagnostic(`layout shift: ${total(drawing).toFixed(4)} while drawing, ${total(all).toFixed(4)} with scrolling`);
      await context.close();
    });
  }
}

test('a widget held at its picture\'s height shows the rest on "Show all", and a tap on it is the reader\'s input', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const tab = await context.newPage();
  await tab.goto(host.url('/en.html'));
  await everyWidgetPaints(tab);
  const held = await tab.evaluate(() => [...document.querySelectorAll('main *')]
    .filter((w) => w.tagName.startsWith('SG-') && w.shadowRoot.querySelector('.sg-held'))
    .map((w) => w.tagName.toLowerCase()));
  assert.ok(held.includes('sg-play'), `the first widget, in view, is held: ${held}`);
  const before = await tab.evaluate(() => document.querySelector('sg-play').getBoundingClientRect().height);
  const label = await tab.evaluate(() => document.querySelector('sg-play').shadowRoot.querySelector('[data-testid="show-all"]').textContent);
  assert.equal(label, 'Show all');
  await tab.locator('sg-play [data-testid="show-all"]').click();
  const after = await tab.evaluate(() => document.querySelector('sg-play').getBoundingClientRect().height);
  assert.ok(after > before, `${before} → ${after}`);
  assert.equal(await tab.evaluate(() => document.querySelector('sg-play').shadowRoot.querySelector('.sg-held')), null);
  await context.close();
});

test('a tap on a part of a held widget lands on that part (the box grows on the click, not under the finger)', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  await tab.goto(host.url('/en.html'));
  await everyWidgetPaints(tab);
  assert.ok(await tab.evaluate(() => Boolean(document.querySelector('sg-play').shadowRoot.querySelector('.sg-held'))), 'sg-play is held');
  // The lowest control the held box shows, and what a real click there reaches.
  const point = await tab.evaluate(() => {
    const root = document.querySelector('sg-play').shadowRoot;
    const box = root.querySelector('.sg-held').getBoundingClientRect();
    let lowest = null;
    for (const part of root.querySelectorAll('button:not([data-testid="show-all"]), select, input, [data-game]')) {
      const r = part.getBoundingClientRect();
      if (r.height > 0 && r.top >= box.top && r.bottom <= box.bottom - 48 && (!lowest || r.top > lowest.r.top)) lowest = { part, r };
    }
    if (!lowest) return null;
    lowest.part.setAttribute('data-aimed', '');
    root.addEventListener('click', (event) => { window.reached = event.composedPath()[0]?.closest?.('[data-aimed]') ? 'aimed' : 'elsewhere'; }, true);
    return { x: lowest.r.left + Math.min(12, lowest.r.width / 2), y: lowest.r.top + lowest.r.height / 2 };
  });
  assert.ok(point, 'a control shows inside the held box');
  await tab.mouse.click(point.x, point.y);
  assert.equal(await tab.evaluate(() => window.reached), 'aimed');
  assert.equal(await tab.evaluate(() => document.querySelector('sg-play').shadowRoot.querySelector('.sg-held')), null);
  await context.close();
});
