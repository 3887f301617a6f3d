// No jump (issue 33, item 6): a post whose widgets replace their build-time pictures
// moves nothing the reader sees. Chromium's own measure, a PerformanceObserver of
// `layout-shift` entries from the page's start (shifts right after the reader's input
// excluded, as the browser does for CLS): the sum stays at most 0.02 on a phone (375 px)
// and a desktop (1280 px), in English and Chinese, while every widget draws and then as
// the reader scrolls through the post and back; and no widget is ever shown cut short (a
// widget taller than its picture keeps the whole picture until the reader opens it).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, settled, watchCalls } from './browser.mjs';
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
      await context.addInitScript(watchCalls);
      const tab = await context.newPage();
      await tab.addInitScript(recordShifts);
      await tab.goto(host.url(`/${lang}.html`));
      await everyWidgetPaints(tab);
      await settled(tab);
      const drawing = await shiftsOf(tab);
      assert.ok(total(drawing) <= 0.02, `while drawing: ${total(drawing).toFixed(4)} ${JSON.stringify(drawing, null, 1)}`);
      // Scroll through the post, a screen at a time, and back up.
      const height = await tab.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 500) {
        await tab.evaluate((to) => window.scrollTo(0, to), y);
        await settled(tab);
      }
      for (let y = height; y >= 0; y -= 500) {
        await tab.evaluate((to) => window.scrollTo(0, to), y);
        await settled(tab);
      }
      const all = await shiftsOf(tab);
      assert.ok(total(all) <= 0.02, `with scrolling: ${total(all).toFixed(4)} ${JSON.stringify(all, null, 1)}`);
      t.diagnostic(`layout shift: ${total(drawing).toFixed(4)} while drawing, ${total(all).toFixed(4)} with scrolling`);
      await context.close();
    });
  }
}

/** Each widget of the page as the reader sees it: 'picture' (its whole picture, the widget
 *  out of sight), 'widget' (its whole widget), or what is wrong (a widget cut short: its
 *  box shows less than its content). */
function whatShows() {
  return [...document.querySelectorAll('main *')].filter((w) => w.tagName.startsWith('SG-') && w.shadowRoot).map((w) => {
    const root = w.shadowRoot;
    const box = root.querySelector('.sg-widget');
    const name = w.tagName.toLowerCase();
    // The picture shows through the shadow root's own slot (a widget may hold another).
    const picture = [...root.children].some((child) => child.localName === 'slot');
    if (picture && box.classList.contains('sg-offstage')) return `${name} picture`;
    if (picture) return `${name}: picture and widget both in the tree`;
    const host = w.getBoundingClientRect().height;
    const content = box.scrollHeight;
    return content > box.clientHeight + 1 || host + 1 < box.getBoundingClientRect().height ? `${name}: cut (${host} < ${content})` : `${name} widget`;
  });
}

for (const [lang, label, name] of [['en', 'Open', 'Open the live widget'], ['zh', '打开', '打开交互组件']]) {
  test(`a widget taller than its picture, text below in view, shows its whole picture and "${name}"; a tap opens the whole widget (${lang})`, async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const tab = await context.newPage();
    await tab.goto(host.url(`/${lang}.html`));
    await everyWidgetPaints(tab);
    await tab.locator('sg-play [data-testid="open-widget"]').waitFor();
    const shows = await tab.evaluate(whatShows);
    assert.ok(shows.includes('sg-play picture'), `the first widget, in view, keeps its picture: ${shows}`);
    assert.deepEqual(shows.filter((line) => !/ (picture|widget)$/.test(line)), [], 'no widget cut short');
    const button = tab.locator('sg-play [data-testid="open-widget"]');
    assert.equal(await button.textContent(), label);
    assert.equal(await button.getAttribute('aria-label'), name);
    const before = await tab.evaluate(() => document.querySelector('sg-play').getBoundingClientRect().height);
    await button.tap();
    const after = await tab.evaluate(() => document.querySelector('sg-play').getBoundingClientRect().height);
    assert.ok(after > before, `${before} → ${after}`);
    const now = await tab.evaluate(whatShows);
    assert.ok(now.includes('sg-play widget'), `${now}`);
    assert.deepEqual(now.filter((line) => !/ (picture|widget)$/.test(line)), [], 'no widget cut short');
    assert.equal(await button.count(), 0);
    await context.close();
  });
}

test('a click anywhere on a waiting picture opens its widget, and a keyboard reader\'s focus does too', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  await tab.goto(host.url('/en.html'));
  await everyWidgetPaints(tab);
  // A widget takes its place once its first view has settled, out of sight.
  await tab.locator('sg-play [data-testid="open-widget"]').waitFor();
  assert.ok((await tab.evaluate(whatShows)).includes('sg-play picture'), 'sg-play waits');
  const box = await tab.locator('sg-play').boundingBox();
  await tab.mouse.click(box.x + 40, box.y + 40);
  assert.ok((await tab.evaluate(whatShows)).includes('sg-play widget'));
  // A keyboard reader reaches a waiting widget's button: it opens, and the focus goes on
  // inside the widget.
  await tab.goto(host.url('/en.html'));
  await everyWidgetPaints(tab);
  await tab.locator('[data-testid="open-widget"]').first().waitFor();
  const waiting = await tab.evaluate(() => [...document.querySelectorAll('main *')].filter((w) => w.shadowRoot?.querySelector('[data-testid="open-widget"]')).map((w) => w.tagName.toLowerCase()));
  assert.ok(waiting.length > 0, 'a widget waits');
  await tab.locator(`${waiting[0]} [data-testid="open-widget"]`).focus();
  const opened = await tab.evaluate((tag) => {
    const w = document.querySelector(tag);
    return { open: !w.shadowRoot.querySelector('[data-testid="open-widget"]'), inside: w.shadowRoot.activeElement?.tagName ?? null };
  }, waiting[0]);
  assert.ok(opened.open, `${waiting[0]} opened on focus`);
  assert.ok(opened.inside, `the focus stays inside ${waiting[0]}`);
  await context.close();
});
