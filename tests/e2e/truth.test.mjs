// The explorer tells the truth for every rule and every sum (issue 10): each test here
// failed on the main of before that issue.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const open = (path) => openPage(browser, `?lang=en&${path}`);

test('views follow the rule: misère tables and graphs say their values are normal-play, no xor caption', async () => {
  const page = await open(`view=table&game=${encodeURIComponent('misere: nim 1 1 2')}`);
  await page.waitForSelector('[data-testid="table-rule-note"]');
  assert.match(await page.textContent('[data-testid="table-rule-note"]'), /normal-play/);
  // The analysis gives the misère outcome and no xor line (the xor decides normal play only).
  await page.waitForSelector('[data-testid="outcome"]');
  assert.equal(await page.locator('[data-testid="xor"]').count(), 0);
  await page.click('[data-testid="tab-graph"]');
  await page.waitForSelector('[data-testid="graph-main"] .sg-node');
  const sum = await open(`view=graph&game=${encodeURIComponent('misere: nim 2 + kayles 3')}`);
  await sum.waitForSelector('[data-testid="components-intro"]');
  assert.doesNotMatch(await sum.textContent('[data-testid="components-intro"]'), /its SG value is the xor/);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(sum.problems, []);
});

test('a sum shows one table per component; a cell replaces its component and keeps the rule', async () => {
  const page = await open(`view=table&game=${encodeURIComponent('every: nim 3 + wythoff 1 2 + kayles 5')}`);
  await page.waitForSelector('[data-testid="table-block"] .sg-cell');
  assert.equal(await page.locator('[data-testid="table-block"]').count(), 3);
  await page.waitForSelector('[data-testid="heatmap"] .sg-cell[data-game="wythoff 3 5"]');
  await page.click('[data-testid="heatmap"] .sg-cell[data-game="wythoff 3 5"]');
  await page.waitForSelector('[data-testid="canonical"]:text-is("every: nim 3 + wythoff 3 5 + kayles 5")');
  assert.deepEqual(page.problems, []);
});

test('the Every-SG proof shows the step numbers it announces', async () => {
  const page = await open(`view=proof&game=${encodeURIComponent('every: nim 1 2 + bash m=2 3')}`);
  await page.waitForSelector('[data-testid="proof"] .step');
  await page.click('[data-testid="proof-all"]');
  const rows = await page.$$eval('[data-testid="step-numbers"] tbody tr', (trs) => trs.map((tr) => [tr.querySelector('th').textContent, tr.querySelector('td').textContent]));
  assert.ok(rows.length >= 2, JSON.stringify(rows));
  assert.ok(rows.every(([label, value]) => label.length > 0 && /^\d+$/.test(value)));
  assert.deepEqual(page.problems, []);
});

test('no "null" on screen in play for huge positions', async () => {
  for (const game of ['kayles 1000000000000', 'nim 18446744073709551615 1']) {
    const page = await open(`view=play&game=${encodeURIComponent(game)}`);
    await page.waitForSelector('[data-testid="play-move"]');
    const text = await page.textContent('[data-testid="view"]');
    assert.doesNotMatch(text, /\bnull\b|undefined|NaN/, game);
    assert.deepEqual(page.problems, [], game);
  }
});

test('nim has no false "no period" line; a limit is not a typing error', async () => {
  const page = await open('view=table&game=nim%205');
  await page.waitForSelector('[data-testid="strip"] .sg-cell');
  assert.doesNotMatch(await page.textContent('[data-testid="strip"]'), /checked to heap 0/);
  const limit = await open('view=graph&game=every%3A%20grundy%209999');
  await limit.waitForSelector('[data-testid="outcome"], [data-testid="analysis"] .error, [data-testid="view-error"]', { timeout: 30000 });
  assert.equal(await limit.getAttribute('[data-testid="game-input"]', 'aria-invalid'), null);
  assert.equal(await limit.locator('[data-testid="error"]').count(), 0);
  assert.deepEqual(limit.problems, []);
});

test('play as a tutor: hint levels, letters on moves, remoteness, moves in words, misère ending', async () => {
  const page = await open(`view=play&game=${encodeURIComponent('nim 3 4 5')}`);
  await page.waitForSelector('[data-testid="play-move"]');
  // Hidden while playing: with hints off the outcome too, then the winning moves.
  await page.waitForSelector('[data-testid="analysis-hidden"]');
  await page.selectOption('[data-testid="play-hint"]', 'outcome');
  await page.waitForSelector('[data-testid="moves-hidden"]');
  await page.waitForSelector('[data-testid="play-move"] .chip');
  const letters = await page.$$eval('[data-testid="play-move"] .chip', (chips) => chips.map((c) => c.textContent));
  assert.ok(letters.every((l) => l === 'P' || l === 'N'));
  assert.equal(letters.filter((l) => l === 'P').length, 1);
  assert.match(await page.textContent('[data-testid="play-remoteness"]'), /win in \d+ moves/);
  await page.click('[data-testid="play-move"][data-game="nim 1 4 5"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="play-history-entry"]').length >= 2);
  await page.waitForFunction(() => /take 2 from the heap of 3/.test(document.querySelector('[data-testid="play-history"]').textContent));
  const misere = await open(`view=play&game=${encodeURIComponent('misère: nim 1')}`);
  await misere.waitForSelector('[data-testid="play-move"]');
  assert.equal(await misere.inputValue('[data-testid="game-input"]'), 'misere: nim 1');
  await misere.click('[data-testid="play-move"]');
  await misere.waitForSelector('[data-testid="play-status"][data-result]');
  // The computer is left with no move: under misère that is its win, and the text says so.
  assert.match(await misere.textContent('[data-testid="play-status"]'), /computer has no move left.*computer won/);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(misere.problems, []);
});

test('proofs show what they announce: grouped winning moves, Wythoff writes the floor', async () => {
  const page = await open(`view=proof&game=${encodeURIComponent('kayles 1000000000000')}`);
  await page.waitForSelector('[data-testid="proof"] .step');
  await page.click('[data-testid="proof-all"]');
  const top = await page.$$eval('[data-testid="proof"] > ol > li.step', (steps) => steps.map((s) => s.dataset.kind));
  assert.ok(top.filter((kind) => kind === 'winning_move').length <= 1, top.join(' '));
  const wythoff = await open('view=proof&game=wythoff%204%207');
  await wythoff.waitForSelector('[data-testid="proof"] .step');
  await wythoff.click('[data-testid="proof-all"]');
  assert.match(await wythoff.textContent('[data-testid="proof"]'), /⌊\(3 \+ 6\)\/2⌋ = 4/);
});

test('keyboard: after a move the focus is on the next move, after the last proof step on that step', async () => {
  const page = await open(`view=play&game=${encodeURIComponent('nim 2 3')}`);
  await page.waitForSelector('[data-testid="play-move"]');
  await page.focus('[data-testid="play-move"][data-game="nim 2 2"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="play-history-entry"]').length >= 2);
  await page.waitForFunction(() => document.activeElement?.matches('[data-testid="play-move"], [data-testid="play-restart"]'));
  // Undo from the keyboard where the focus is.
  await page.keyboard.press('Control+z');
  await page.waitForSelector('[data-testid="play-position"]:text-is("nim 2 3")');
  const proof = await open('view=proof&game=nim%203%204%205');
  await proof.waitForSelector('[data-testid="proof-next"]');
  const total = await proof.locator('[data-testid="proof"] > ol > li.step').count();
  await proof.focus('[data-testid="proof-next"]');
  for (let i = 1; i < total; i += 1) {
    // The focus stays on the button until the last step, then moves to that step.
    assert.equal(await proof.evaluate(() => document.activeElement?.dataset.testid), 'proof-next');
    await proof.keyboard.press('Enter');
  }
  assert.equal(await proof.locator('[data-testid="proof"] > ol > li.step:visible').count(), total);
  assert.equal(await proof.evaluate(() => document.activeElement?.classList.contains('step-text')), true);
  assert.deepEqual(page.problems, []);
});

test('a limit keeps the box valid and the table shows what fits', async () => {
  const page = await open('view=table&game=grundy%2050000');
  await page.waitForSelector('[data-testid="strip"] .sg-cell[data-heap="200"]', { timeout: 60000 });
  assert.equal(await page.getAttribute('[data-testid="game-input"]', 'aria-invalid'), null);
  assert.equal(await page.locator('[data-testid="error"]').count(), 0);
  assert.deepEqual(page.problems, []);
});
