// 打表找规律 on the page (issue 13): a table copied as code, and the derivation of a
// value ("why this value") under the tables and in the table widgets; and the chart of
// the value over a game in play (issue 10).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const open = (path, lang = 'en') => openPage(browser, `?lang=${lang}&${path}`);

test('a strip and a grid copy as code, headed by the command and the link that reproduce them', async () => {
  const page = await open(`view=table&game=${encodeURIComponent('subtract {1,3,4} 5 + wythoff 2 4')}`);
  await page.waitForSelector('[data-testid="table-export"]');
  assert.equal(await page.locator('[data-testid="table-export"]').count(), 2);
  const strip = page.locator('[data-testid="table-export"]').first();
  await strip.locator('summary').click();
  await strip.locator('[data-testid="table-export-n"]').fill('10');
  await strip.locator('button[data-format="py"]').click();
  await strip.locator('[data-testid="table-export-text"]:not([hidden])').waitFor();
  const python = await strip.locator('[data-testid="table-export-text"]').textContent();
  const [head, body] = python.split('\n');
  assert.match(head, /^# sglab sequence 'subtract \{1,3,4\}' --to 10 --format py \| http:\/\/.+view=table/);
  // subtract {1,3,4}: period 7, values 0 1 0 1 2 3 2 (Ferguson's example in Game Theory, Part I).
  assert.equal(body, 'sg = [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1]');
  const grid = page.locator('[data-testid="table-export"]').nth(1);
  await grid.locator('summary').click();
  await grid.locator('[data-testid="table-export-n"]').fill('3');
  await grid.locator('button[data-format="cpp"]').click();
  await grid.locator('[data-testid="table-export-text"]:not([hidden])').waitFor();
  assert.match(await grid.locator('[data-testid="table-export-text"]').textContent(),
    /^\/\/ sglab grid wythoff --size 3 --format cpp \| .+\nconst int sg\[3\]\[3\] = \{\n {4}\{0, 1, 2\},\n {4}\{1, 2, 0\},\n {4}\{2, 0, 1\},\n\};\n$/);
  // A range past the limit is an error message, not a broken page.
  await grid.locator('[data-testid="table-export-n"]').fill('5000');
  await grid.locator('button[data-format="csv"]').click();
  await page.waitForFunction(() => /1024/.test(document.querySelectorAll('[data-testid="table-export-status"]')[1]?.textContent ?? ''));
  assert.deepEqual(page.problems, []);
});

test('under the tables, the value of the position is derived from the definition, in both languages', async () => {
  const page = await open(`view=table&game=${encodeURIComponent('misere: kayles 3 + nim 2')}`);
  await page.waitForSelector('[data-testid="why"] h3');
  assert.equal(await page.textContent('[data-testid="why"] h3'), 'Why kayles 3 + nim 2 has SG value 1 under normal play');
  // Each component's mex, shown unfolded: kayles 3's options have values 2, 0 (1 ⊕ 1), 1.
  const mex = await page.$$eval('[data-testid="why"] .mex-line', (lines) => lines.map((line) => line.textContent));
  assert.deepEqual(mex, ['mex{0, 1, 2} = 3', 'mex{0, 1} = 2']);
  assert.ok(await page.locator('[data-testid="why"] [data-testid="xor-columns"]').isVisible());
  // A cell opens its position, whose value is then derived.
  await page.click('[data-testid="strip"] .sg-cell[data-game="kayles 4"]');
  await page.waitForSelector('[data-testid="why"] h3:text-is("Why kayles 4 + nim 2 has SG value 3 under normal play")');
  const zh = await open(`view=table&game=${encodeURIComponent('wythoff 2 4')}`, 'zh');
  await zh.waitForSelector('[data-testid="why"] .mex-line');
  assert.equal(await zh.textContent('[data-testid="why"] h3'), '为什么 wythoff 2 4 的 SG 值是 3');
  assert.equal(await zh.textContent('[data-testid="why"] .mex-line'), 'mex{0, 1, 2, 4, 5} = 3');
  assert.deepEqual(page.problems, []);
  assert.deepEqual(zh.problems, []);
});

test('a cell of the table and grid widgets opens its derivation', async () => {
  const page = await openPage(browser, 'test/widgets.html');
  const table = page.locator('#table');
  await table.locator('.sg-cell[data-game="subtract {1,3,4} 5"]').click();
  await table.locator('.sg-selected .mex-line').waitFor();
  assert.equal(await table.locator('.sg-selected .mex-line').textContent(), 'mex{0, 1, 2} = 3');
  const grid = page.locator('#grid');
  await grid.locator('.sg-cell[data-game="wythoff 1 1"]').click();
  await grid.locator('.sg-selected .mex-line').waitFor();
  assert.equal(await grid.locator('.sg-selected .mex-line').textContent(), 'mex{0, 1} = 2');
  assert.deepEqual(page.problems, []);
});

test('play charts the value over the game, hidden while you play without hints', async () => {
  const page = await open(`view=play&game=${encodeURIComponent('nim 1 2')}`);
  await page.waitForSelector('[data-testid="play-move"]');
  // The start only: its bar is hidden (it would tell who is winning).
  assert.equal(await page.locator('[data-testid="play-chart-bar"]').count(), 0);
  await page.click('[data-testid="play-move"][data-game="nim 1 1"]');
  await page.waitForSelector('[data-testid="play-history-entry"] >> nth=1');
  // With hints off the whole chart waits (issue 26): the hint levels show it.
  assert.equal(await page.isVisible('[data-testid="play-chart-block"]'), false);
  await page.selectOption('[data-testid="play-hint"]', 'outcome');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="play-chart-bar"]').length >= 2);
  // nim 1 2 (SG 3, N), then nim 1 1 (SG 0, P): the bars carry outcome and value.
  const bars = await page.$$eval('[data-testid="play-chart-bar"]', (rects) => rects.map((r) => [r.dataset.outcome, r.querySelector('title').textContent]));
  assert.deepEqual(bars.slice(0, 2), [['N', 'After move 0: N, 3'], ['P', 'After move 1: P, 0']]);
  // Under every: the height is the remoteness.
  const every = await open(`view=play&game=${encodeURIComponent('every: nim 2 + nim 1')}`);
  await every.waitForSelector('[data-testid="play-move"]');
  await every.selectOption('[data-testid="play-hint"]', 'outcome');
  await every.waitForSelector('[data-testid="play-chart-bar"]');
  assert.match(await every.textContent('[data-testid="play-chart"] figcaption'), /remoteness/);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(every.problems, []);
});

test('under every:, a turn is made on the board by choosing a move in each component', async () => {
  const page = await open(`view=play&game=${encodeURIComponent('every: nim 2 + nim 3')}`);
  await page.waitForSelector('[data-testid="board"] [data-option]');
  assert.equal(await page.locator('[data-testid="board"] [data-game]').count(), 0);
  // One share: nothing is played yet, the page says what is missing.
  await page.locator('[data-testid="board"] [data-component-index="0"][data-after="nim 0"]').click();
  await page.waitForSelector('[data-testid="play-last"]:has-text("1 of 2")');
  assert.equal(await page.locator('[data-testid="play-history-entry"]').count(), 0);
  // The second share completes the turn: nim 2 → nim 0, nim 3 → nim 1.
  await page.locator('[data-testid="board"] [data-component-index="1"][data-after="nim 1"]').click();
  await page.waitForSelector('[data-testid="play-history-entry"]');
  assert.equal(await page.textContent('[data-testid="play-history-entry"]'), 'every: nim 0 + nim 1');
  assert.deepEqual(page.problems, []);
});

test('why the period holds, in the reader\'s language', async () => {
  const page = await open(`view=table&game=${encodeURIComponent('kayles 5')}`, 'zh');
  await page.waitForSelector('[data-testid="period-certificate"]');
  assert.equal(await page.textContent('[data-testid="period-certificate"] summary'), '周期成立的理由');
  assert.match(await page.textContent('[data-testid="period-certificate"] p'), /^Guy–Smith 周期定理.*对所有 n ≥ 71 都成立/);
  // Nim has no period detector: no certificate rather than a false one.
  const nim = await open(`view=table&game=${encodeURIComponent('nim 5')}`);
  await nim.waitForSelector('[data-testid="table-export"]');
  assert.equal(await nim.locator('[data-testid="period-certificate"]').count(), 0);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(nim.problems, []);
});

test('the tables state the pattern found: a proved period, a law proved by its theorem, a rule for P-positions', async () => {
  const page = await open(`view=table&game=${encodeURIComponent('kayles 5 + lasker 3 + wythoff 2 4')}`);
  await page.waitForSelector('[data-testid="pattern"] >> nth=2');
  const patterns = page.locator('[data-testid="pattern"]');
  const kayles = patterns.nth(0);
  assert.equal(await kayles.getAttribute('data-proved'), 'true');
  assert.match(await kayles.textContent(), /g\(n \+ 12\) = g\(n\) for every n ≥ 71 \(proved for every position\)/);
  assert.match(await page.locator('[data-testid="period-certificate"]').first().textContent(), /Guy-Smith/);
  const lasker = patterns.nth(1);
  assert.equal(await lasker.getAttribute('data-kind'), 'arithmetic');
  assert.equal(await lasker.getAttribute('data-proved'), 'true');
  assert.match(await lasker.textContent(), /g\(n \+ 4\) = g\(n\) \+ 4 for every n ≥ 1 \(arithmetic-periodic\) \(proved for every position\)/);
  const wythoff = patterns.nth(2);
  assert.match(await wythoff.textContent(), /⌊k·φ⌋/);
  assert.match(await wythoff.textContent(), /Wythoff \(1907\)/);
  assert.deepEqual(page.problems, []);
  const zh = await open(`view=table&game=${encodeURIComponent('grundy 9')}`, 'zh');
  await zh.waitForSelector('[data-testid="pattern"]');
  assert.match(await zh.locator('[data-testid="pattern"]').textContent(), /规律.*没有找到周期/);
  assert.deepEqual(zh.problems, []);
});

test('a claim is checked under the table: the contest tutorials\' 1.618 shortcut fails at a named position, the exact φ form holds', async () => {
  const page = await open(`view=table&game=${encodeURIComponent('wythoff 2 4')}`);
  const check = page.locator('[data-testid="claim-check"]');
  await check.waitFor();
  await check.locator('summary').click();
  await check.locator('.claim-example', { hasText: '1.618' }).click();
  const result = check.locator('[data-testid="claim-result"]');
  await result.locator('[data-testid="claim-counterexample"]').waitFor({ timeout: 60_000 });
  assert.match(await result.textContent(), /fails at wythoff 376 609/);
  await check.locator('.claim-example', { hasText: 'phi' }).click();
  await result.locator('[data-holds="true"]').waitFor({ timeout: 60_000 });
  assert.match(await result.textContent(), /holds on every position checked \(up to 1000\)/);
  // A syntax error names its column; the counterexample opens in place of the component.
  await check.locator('[data-testid="claim-input"]').fill('P iff a = = b');
  await check.locator('[data-testid="claim-run"]').click();
  await result.locator('[data-testid="claim-error"]').waitFor();
  assert.match(await result.textContent(), /column 11/);
  await check.locator('[data-testid="claim-input"]').fill('P iff a xor b == 0');
  await check.locator('[data-testid="claim-to"]').fill('20');
  await check.locator('[data-testid="claim-run"]').click();
  await result.locator('[data-testid="claim-counterexample"]').click();
  await page.waitForSelector('[data-testid="canonical"]:has-text("wythoff 1 1")');
  assert.deepEqual(page.problems, []);
  const zh = await open(`view=table&game=${encodeURIComponent('bash m=3 5')}`, 'zh');
  const heap = zh.locator('[data-testid="claim-check"]');
  await heap.waitFor();
  await heap.locator('summary').click();
  await heap.locator('[data-testid="claim-run"]').click();
  await heap.locator('[data-holds="true"]').waitFor();
  assert.match(await heap.locator('[data-testid="claim-result"]').textContent(), /对所有局面成立/);
  assert.deepEqual(zh.problems, []);
});

test('a game of your own, typed as rules: analysed, drawn, tabled with its pattern, and its errors point into the rules', async () => {
  const rules = 'moves "n -> n - k for k in 1..3; n -> (i, n - i) for i in 1..n-1"';
  const page = await open(`view=table&game=${encodeURIComponent(`${rules} 10`)}`);
  await page.waitForSelector('[data-testid="outcome"][data-outcome="N"]');
  assert.equal(await page.textContent('[data-testid="sg"]'), '2');
  const pattern = page.locator('[data-testid="pattern"]');
  await pattern.waitFor();
  assert.match(await pattern.textContent(), /g\(n \+ 4\) = g\(n\) for every n ≥ 4 \(checked on heaps 0 to 1000, not proved\)/);
  // A mistake inside the quotes: the caret points at it.
  await page.fill('[data-testid="game-input"]', 'moves "n -> n - k for n in 1..3" 5');
  const error = page.locator('[data-testid="error"]');
  await error.waitFor();
  assert.match(await error.textContent(), /column 23: "n in 1\.\.3": .*a loop's name must be a new word/);
  assert.deepEqual(page.problems, []);
});

test('every contest problem opens its game, named in both languages', async () => {
  for (const lang of ['en', 'zh']) {
    const page = await open('view=graph', lang);
    await page.waitForSelector('[data-testid="outcome"]');
    const cards = page.locator('[data-contest]');
    const count = await cards.count();
    assert.ok(count >= 16, `${count} contest cards`);
    await page.click('[data-testid="contests"] summary');
    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i);
      const name = await card.locator('.preset-name').textContent();
      assert.ok(!name.startsWith('contest.'), `a missing name: ${name}`);
      const game = await card.locator('code').textContent();
      await card.click();
      await page.waitForFunction((text) => document.querySelector('[data-testid="canonical"]')?.textContent.length > 0
        && !document.querySelector('[data-testid="error"]'), game);
      assert.equal(await page.locator('[data-testid="error"]').count(), 0, `${game} is not a game`);
    }
    assert.deepEqual(page.problems, []);
  }
});
