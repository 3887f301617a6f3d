// A new request supersedes the old (issue 10, item 1): while the graph of a huge game is
// still computing, a new game appears at once, and so does another view.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const HUGE = `nim ${Array(1000).fill('1').join(' ')} 2 3 4 5 6 7 8 9 10 11 12`;

test('a new game submitted during a long graph computation appears within a second', async () => {
  const page = await openPage(browser, `?lang=en&view=graph&game=${encodeURIComponent(HUGE)}`);
  // The long call is running: the progress bar shows (after 50 ms of a call, busy.js).
  await page.waitForSelector('[data-testid="progress"]', { state: 'visible', timeout: 30000 });
  await page.fill('[data-testid="game-input"]', 'nim 1 2');
  const started = Date.now();
  await page.click('[data-testid="analyse"]');
  await page.waitForSelector('[data-testid="canonical"]:text-is("nim 1 2")', { timeout: 10000 });
  await page.waitForSelector('[data-testid="graph-main"] .sg-node[data-game="nim 1 2"]', { timeout: 10000 });
  const elapsed = Date.now() - started;
  assert.ok(elapsed < 1000, `the new game took ${elapsed} ms`);
  assert.equal(await page.inputValue('[data-testid="game-input"]'), 'nim 1 2');
  assert.deepEqual(page.problems, []);
});

test('switching view during a long computation shows the new view within two seconds', async () => {
  const page = await openPage(browser, `?lang=en&view=graph&game=${encodeURIComponent(HUGE)}`);
  await page.waitForSelector('[data-testid="progress"]', { state: 'visible', timeout: 30000 });
  const started = Date.now();
  await page.click('[data-testid="tab-proof"]');
  await page.waitForSelector('[data-testid="proof"] .step', { timeout: 10000 });
  const elapsed = Date.now() - started;
  // Measured here: about 1.1 s, most of it drawing the proof of a 1012-heap sum.
  assert.ok(elapsed < 2000, `the proof took ${elapsed} ms`);
  assert.deepEqual(page.problems, []);
});
