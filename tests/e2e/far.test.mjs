// The table view's 大表 panel (issue 12): a heap game's table computed far beyond the
// strip in the page's second worker, with progress, Cancel and a result; the explorer's
// own worker stays free meanwhile; no main-thread task over 50 ms while it computes 10^7
// heaps (a PerformanceObserver of long tasks).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const open = (game, lang = 'en') => openPage(browser, `?lang=${lang}&view=table&game=${encodeURIComponent(game)}`);

async function panel(page) {
  const far = page.locator('[data-testid="far-table"]').first();
  await far.waitFor();
  await far.locator('summary').click();
  return far;
}

test('the panel proves a period and shows the last values', async () => {
  const page = await open('kayles 5');
  const far = await panel(page);
  await far.locator('[data-testid="far-to"]').fill('100000');
  await far.locator('[data-testid="far-run"]').click();
  await far.locator('[data-testid="far-period"]').waitFor();
  // Kayles: period 12 from heap 71 (Guy and Smith 1956; Winning Ways ch. 4).
  assert.match(await far.locator('[data-testid="far-period"]').textContent(), /Period 12 from heap 71/);
  assert.match(await far.locator('[data-testid="far-status"]').textContent(), /the largest value is 8/);
  assert.deepEqual(page.problems, []);
});

test('Chinese: the values of the last heaps of Grundy\'s game, the same as the strip computes', async () => {
  const page = await open('grundy 5', 'zh');
  const far = await panel(page);
  await far.locator('[data-testid="far-prove"]').uncheck();
  await far.locator('[data-testid="far-to"]').fill('3000');
  await far.locator('[data-testid="far-run"]').click();
  await far.locator('[data-testid="far-last"]').waitFor();
  const last = (await far.locator('[data-testid="far-last"]').textContent()).split(' ');
  assert.equal(last.length, 16);
  const expected = await page.evaluate(async () => {
    const { sharedClient } = await import('./js/client.js');
    return sharedClient().call('sequence', 'grundy', 3000);
  });
  assert.deepEqual(last, expected.slice(-16));
  assert.match(await far.locator('[data-testid="far-status"]').textContent(), /已算出第 0 到 3,000 堆/);
  assert.deepEqual(page.problems, []);
});

test('while the second worker computes, the first answers; Cancel stops the computation', async () => {
  const page = await open('grundy 5');
  const far = await panel(page);
  await far.locator('[data-testid="far-prove"]').uncheck();
  await far.locator('[data-testid="far-to"]').fill('100000000');
  await far.locator('[data-testid="far-run"]').click();
  await page.waitForFunction(() => /rare values so far/.test(document.querySelector('[data-testid="far-status"]')?.textContent ?? ''), null, { timeout: 60_000 });
  // A claim checked meanwhile is answered by the explorer's own worker.
  const claim = page.locator('[data-testid="claim-check"]').first();
  await claim.locator('summary').click();
  await claim.locator('[data-testid="claim-input"]').fill('P iff n mod 3 == 0');
  await claim.locator('[data-testid="claim-run"]').click();
  await claim.locator('[data-testid="claim-result"] p').first().waitFor({ timeout: 10_000 });
  assert.match(await far.locator('[data-testid="far-status"]').textContent(), /rare values so far/);
  await far.locator('[data-testid="far-cancel"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="far-status"]')?.textContent === 'Cancelled.');
  assert.equal(await far.locator('[data-testid="far-run"]').isDisabled(), false);
  assert.deepEqual(page.problems, []);
});

test('no main-thread task over 50 ms while the page computes a 10^7-heap table', async () => {
  const page = await open('kayles 5');
  const far = await panel(page);
  await far.locator('[data-testid="far-prove"]').uncheck();
  await far.locator('[data-testid="far-to"]').fill('10000000');
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
    // The window of the computation: from the click to the result on the page.
    window.farWindow = {};
    document.querySelector('[data-testid="far-run"]').addEventListener('click', () => { window.farWindow.start = performance.now(); }, { capture: true });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="far-last"]') && !window.farWindow.end) window.farWindow.end = performance.now();
    }).observe(document.body, { subtree: true, childList: true });
  });
  await far.locator('[data-testid="far-run"]').click();
  await far.locator('[data-testid="far-last"]').waitFor({ timeout: 120_000 });
  assert.match(await far.locator('[data-testid="far-status"]').textContent(), /Heaps 0 to 10,000,000 computed/);
  const { longTasks, farWindow } = await page.evaluate(() => ({ longTasks: window.longTasks, farWindow: window.farWindow }));
  assert.ok(farWindow.start && farWindow.end && farWindow.end > farWindow.start);
  const during = longTasks.filter((task) => task.start + task.duration >= farWindow.start && task.start <= farWindow.end);
  assert.deepEqual(during, [], `long tasks while computing: ${JSON.stringify(during)}`);
  assert.deepEqual(page.problems, []);
});
