// The explorer page end to end: type a game, read the outcome and the winning move,
// follow it, and see a clear error for text that is not a game.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function analyse(page, text) {
  await page.fill('#game', text);
  await page.click('button[type="submit"]');
}

test('nim 3 4 5 is N and its winning move goes to nim 1 4 5', async () => {
  const page = await openPage(browser, '?lang=en&game=nim%201%202%203');
  await page.waitForSelector('[data-testid="outcome"]');
  await analyse(page, 'nim 3 4 5');
  await page.waitForSelector('[data-testid="outcome"][data-outcome="N"]');
  assert.equal(await page.textContent('[data-testid="sg"]'), '2');
  const moves = await page.locator('[data-testid="moves"] button').allTextContents();
  assert.deepEqual(moves, ['nim 1 4 5']);
  // Playing the winning move leaves a P position with no winning move.
  await page.click('[data-testid="moves"] button');
  await page.waitForSelector('[data-testid="outcome"][data-outcome="P"]');
  assert.equal(await page.textContent('[data-testid="canonical"]'), 'nim 1 4 5');
  assert.match(page.url(), /game=nim\+1\+4\+5/);
  assert.deepEqual(page.problems, []);
});

test('an invalid game shows a clear error naming the column', async () => {
  const page = await openPage(browser, '?lang=en');
  await page.waitForSelector('[data-testid="outcome"]');
  await analyse(page, 'nim 3 4 x');
  const error = page.locator('[data-testid="error"]');
  await error.waitFor();
  assert.match(await error.textContent(), /column 9: expected a heap size, found "x"/);
  assert.equal(await page.getAttribute('#game', 'aria-invalid'), 'true');
  const unknown = 'chess 1 2';
  await analyse(page, unknown);
  assert.match(await page.locator('[data-testid="error"]').textContent(), /column 1: expected a game name, found "chess"/);
  assert.deepEqual(page.problems, []);
});

test('the page speaks Chinese, errors included', async () => {
  const page = await openPage(browser, '?lang=zh&game=nim%203%204%205');
  await page.waitForSelector('[data-testid="outcome"][data-outcome="N"]');
  assert.match(await page.textContent('[data-testid="outcome"]'), /必胜态/);
  await analyse(page, 'nim 3 4 x');
  assert.match(await page.locator('[data-testid="error"]').textContent(), /第 9 列/);
  assert.deepEqual(page.problems, []);
});

test('the wasm module is served as application/wasm', async () => {
  const page = await openPage(browser, '?lang=en');
  const type = await page.evaluate(async () => (await fetch('pkg/sglab_wasm_bg.wasm')).headers.get('content-type'));
  assert.equal(type, 'application/wasm');
});
