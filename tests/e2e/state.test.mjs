// The address holds the state: a shared link reopens the same view, back and forward
// walk the history; the page works at 375 px wide and with the keyboard alone.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('a shared link reopens the same game, view and language', async () => {
  const page = await openPage(browser, '?lang=en&view=graph&game=nim%203%204%205');
  await page.waitForSelector('[data-testid="graph-main"] .sg-node');
  await page.click('[data-testid="tab-table"]');
  await page.waitForSelector('[data-testid="strip"]');
  await page.selectOption('[data-testid="lang"]', 'zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hans');
  // The strip drawn again in Chinese, its cells in (they come after its first frame): a
  // click on the English one's would open nothing, that view being gone.
  await page.waitForFunction(() => {
    const strip = document.querySelector('[data-testid="strip"]');
    return /[\u4e00-\u9fff]/.test(strip?.textContent ?? '') && strip.querySelector('.sg-cell[data-heap="6"]');
  });
  await page.click('[data-testid="strip"] .sg-cell[data-heap="6"]');
  await page.waitForSelector('[data-testid="canonical"]:text-is("nim 6")');
  const link = page.url();
  const other = await openPage(browser, link.slice(link.indexOf('?')));
  await other.waitForSelector('[data-testid="strip"] .sg-cell');
  assert.equal(await other.inputValue('[data-testid="game-input"]'), 'nim 6');
  assert.equal(await other.getAttribute('[data-testid="tab-table"]', 'aria-selected'), 'true');
  assert.equal(await other.textContent('[data-testid="tab-table"]'), 'SG 表');
  assert.equal(await other.getAttribute('[data-testid="strip"] .sg-cell.sg-current', 'data-heap'), '6');
  assert.deepEqual(page.problems, []);
  assert.deepEqual(other.problems, []);
});

test('back and forward walk through games and views', async () => {
  const page = await openPage(browser, '?lang=en&view=graph&game=nim%203%204%205');
  await page.waitForSelector('[data-testid="moves"] button');
  await page.click('[data-testid="moves"] button');
  await page.waitForSelector('[data-testid="canonical"]:text-is("nim 1 4 5")');
  await page.click('[data-testid="tab-proof"]');
  await page.waitForSelector('[data-testid="proof"]');
  await page.goBack();
  await page.waitForSelector('[data-testid="graph-main"] .sg-node');
  assert.equal(await page.textContent('[data-testid="canonical"]'), 'nim 1 4 5');
  await page.goBack();
  await page.waitForSelector('[data-testid="canonical"]:text-is("nim 3 4 5")');
  assert.equal(await page.inputValue('[data-testid="game-input"]'), 'nim 3 4 5');
  await page.goForward();
  await page.waitForSelector('[data-testid="canonical"]:text-is("nim 1 4 5")');
  await page.goForward();
  await page.waitForSelector('[data-testid="proof"]');
  assert.equal(await page.getAttribute('[data-testid="tab-proof"]', 'aria-selected'), 'true');
  assert.deepEqual(page.problems, []);
});

for (const lang of ['en', 'zh']) {
  test(`375 px wide (${lang}): no view scrolls sideways`, async () => {
    // At 375 px the graph is laid out as rows for the width (views/graph.js).
    const views = [['graph', 'nim%203%204%205', '[data-testid="graph-rows"] [data-testid="graph-row-node"]'], ['table', 'wythoff%203%207', '[data-testid="heatmap"]'],
      ['table', 'kayles%207', '[data-testid="strip"]'], ['proof', 'nim%203%204%205', '[data-testid="proof"]'], ['play', 'nim%203%204%205', '[data-testid="play-move"]']];
    for (const [view, game, ready] of views) {
      const page = await openPage(browser, `?lang=${lang}&view=${view}&game=${game}`, { viewport: { width: 375, height: 740 } });
      await page.waitForSelector(ready);
      await page.click('[data-testid="all-games"]');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `${view} ${game}`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  });
}

/** Presses Tab until `selector` has the focus (at most `limit` times). */
async function tabTo(page, selector, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Moves focus with the arrow keys (down, then right, then left) until it is on `selector`. */
async function arrowTo(page, selector) {
  const here = () => page.evaluate((s) => document.activeElement?.matches(s), selector);
  await page.keyboard.press('ArrowDown');
  for (const key of [...Array(8).fill('ArrowRight'), ...Array(16).fill('ArrowLeft')]) {
    if (await here()) return;
    await page.keyboard.press(key);
  }
  if (!(await here())) throw new Error(`arrow keys never reached ${selector}`);
}

test('keyboard only: type a game, open its winning move, switch views, open a graph node, play', async () => {
  const page = await openPage(browser, '?lang=en&view=graph&game=nim%201%202');
  await page.waitForSelector('[data-testid="graph-main"] .sg-node');
  await tabTo(page, '[data-testid="game-input"]');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('nim 2 3');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="canonical"]:text-is("nim 2 3")');
  await tabTo(page, '[data-testid="moves"] button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="canonical"]:text-is("nim 2 2")');
  // The graph: Tab reaches a node, Enter opens it; + zooms.
  await page.waitForSelector('[data-testid="graph-main"] .sg-node');
  await tabTo(page, '[data-testid="graph-main"] [data-testid="graph-viewport"]');
  const before = await page.getAttribute('[data-testid="graph-main"] svg', 'viewBox');
  await page.keyboard.press('+');
  assert.notEqual(await page.getAttribute('[data-testid="graph-main"] svg', 'viewBox'), before);
  // One tab stop for the drawing (the current position); arrow keys move between nodes.
  await tabTo(page, '[data-testid="graph-main"] .sg-node.sg-root');
  await arrowTo(page, '[data-testid="graph-main"] .sg-node[data-game="nim 1 2"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="canonical"]:text-is("nim 1 2")');
  // Tabs: arrow keys switch views.
  await tabTo(page, '[data-testid="tab-graph"]');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('[data-testid="strip"]');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('[data-testid="proof"]');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('[data-testid="play-move"]');
  await tabTo(page, '[data-testid="play-hint"]');
  await page.keyboard.press('End');
  await tabTo(page, '[data-testid="play-move"][data-winning="true"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="play-note"]').textContent.length > 0
    || document.querySelector('[data-testid="play-status"]').dataset.result);
  assert.deepEqual(page.problems, []);
});
