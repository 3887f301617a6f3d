// The explorer page end to end: type a game, read the outcome and the winning move,
// follow it, and see a clear error for text that is not a game.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function analyse(page, text) {
  await page.fill('[data-testid="game-input"]', text);
  await page.click('[data-testid="analyse"]');
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

test('an invalid game shows a clear error naming the column, live while typing', async () => {
  const page = await openPage(browser, '?lang=en');
  await page.waitForSelector('[data-testid="outcome"]');
  // Live validation: typing alone shows the error and the caret under column 9.
  await page.fill('[data-testid="game-input"]', 'nim 3 4 x');
  const error = page.locator('[data-testid="error"]');
  await error.waitFor();
  assert.match(await error.textContent(), /column 9: expected a heap size, found "x"/);
  assert.equal(await page.textContent('[data-testid="error-caret"] .caret'), `${' '.repeat(8)}^`);
  assert.equal(await page.getAttribute('[data-testid="game-input"]', 'aria-invalid'), 'true');
  await analyse(page, 'chess 1 2');
  assert.match(await page.locator('[data-testid="error"]').textContent(), /column 1: expected a game name, found "chess"/);
  // Fixing the text clears the error.
  await page.fill('[data-testid="game-input"]', 'nim 3 4 6');
  await page.waitForSelector('[data-testid="error"]', { state: 'detached' });
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

test('the language follows the browser, and the switch changes every view label', async () => {
  const page = await openPage(browser, '?game=nim%203%204%205', { locale: 'zh-CN' });
  await page.waitForSelector('[data-testid="outcome"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hans');
  assert.equal(await page.textContent('[data-testid="tab-graph"]'), '状态图');
  await page.selectOption('[data-testid="lang"]', 'en');
  await page.waitForFunction(() => document.querySelector('[data-testid="tab-graph"]').textContent === 'State graph');
  assert.match(page.url(), /lang=en/);
  assert.deepEqual(page.problems, []);
});

test('the wasm module is served as application/wasm', async () => {
  const page = await openPage(browser, '?lang=en');
  const type = await page.evaluate(async () => (await fetch('pkg/sglab_wasm_bg.wasm')).headers.get('content-type'));
  assert.equal(type, 'application/wasm');
});
