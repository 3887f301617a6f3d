// Every view of the explorer in both languages: the state graph (its P/N colouring
// checked node by node against the core), the SG tables, the proof, the gallery, and
// play against the computer to the end of a game.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, settled } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The core's own analysis of `game`, through the main-thread wasm module. */
function coreAnalyze(page, games) {
  return page.evaluate(async (texts) => {
    const { init } = await import('./js/sglab.js');
    const api = await init();
    return texts.map((text) => {
      const result = api.analyze(text);
      return { outcome: result.outcome, sg: result.sg };
    });
  }, games);
}

for (const lang of ['en', 'zh']) {
  test(`graph view (${lang}): every node's colour, letter and SG value agree with the core`, async () => {
    const page = await openPage(browser, `?lang=${lang}&view=graph&game=nim%202%203`);
    await page.waitForSelector('[data-testid="graph-main"] .sg-node');
    const nodes = await page.$$eval('[data-testid="graph-main"] .sg-node', (groups) => groups.map((g) => ({
      game: g.dataset.game,
      outcome: g.dataset.outcome,
      sg: g.dataset.sg,
      cls: g.getAttribute('class'),
      text: g.querySelector('.sg-value').textContent,
      fill: getComputedStyle(g.querySelector('rect')).fill,
    })));
    // nim 2 3 reaches every heap pair {a, b} with a <= 2, b <= 3; the core names a position
    // once whatever the heaps' order: 9 positions, all shown, all different.
    assert.equal(nodes.length, 9);
    assert.equal(new Set(nodes.map((n) => n.game)).size, 9);
    assert.match(await page.textContent('[data-testid="graph-main"] .sg-caption'), /9/);
    const truth = await coreAnalyze(page, nodes.map((n) => n.game));
    const fills = new Map();
    nodes.forEach((node, i) => {
      assert.equal(node.outcome, truth[i].outcome, node.game);
      assert.equal(node.sg, truth[i].sg, node.game);
      assert.ok(node.cls.includes(`sg-${truth[i].outcome}`));
      assert.equal(node.text, `${truth[i].outcome} · ${truth[i].sg}`);
      fills.set(node.fill, (fills.get(node.fill) ?? new Set()).add(node.outcome));
    });
    // Exactly two fills, one per outcome.
    assert.equal(fills.size, 2);
    for (const outcomes of fills.values()) assert.equal(outcomes.size, 1);
    // Winning edges exist (nim 2 3 is N) and the root is marked.
    assert.ok(await page.locator('[data-testid="graph-main"] .sg-edge.sg-win').count() >= 1);
    assert.equal(await page.locator('[data-testid="graph-main"] .sg-node.sg-root').count(), 1);
    // Zoom buttons change the view box; a node opens its position.
    const before = await page.getAttribute('[data-testid="graph-main"] svg', 'viewBox');
    await page.click('[data-testid="graph-main"] .toolbar button >> nth=0');
    assert.notEqual(await page.getAttribute('[data-testid="graph-main"] svg', 'viewBox'), before);
    await page.click('[data-testid="graph-main"] .sg-node[data-game="nim 2 2"]');
    await page.waitForSelector('[data-testid="canonical"]:text-is("nim 2 2")');
    await page.waitForSelector('[data-testid="outcome"][data-outcome="P"]');
    assert.deepEqual(page.problems, []);
  });
}

test('graph view: a sum gets one graph per component, and a big graph says it is capped', async () => {
  const page = await openPage(browser, '?lang=en&view=graph&game=kayles%204%20%2B%20nim%203');
  await page.waitForSelector('[data-testid="graph-component"] .sg-node');
  assert.equal(await page.locator('[data-testid="graph-component"]').count(), 2);
  await page.goto(new URL('?lang=en&view=graph&game=nim%209%209%209&cap=50', page.url()).href);
  await page.waitForSelector('[data-testid="graph-main"] .sg-node');
  assert.match(await page.textContent('[data-testid="graph-main"] .sg-caption'), /first 50 of/);
  assert.equal(await page.locator('[data-testid="graph-main"] .sg-node').count(), 50);
  assert.deepEqual(page.problems, []);
});

for (const lang of ['en', 'zh']) {
  test(`table view (${lang}): the kayles strip marks its period; hovering reads a cell, clicking opens it`, async () => {
    const page = await openPage(browser, `?lang=${lang}&view=table&game=kayles%207`);
    await page.waitForSelector('[data-testid="strip"] .sg-cell');
    assert.match(await page.textContent('[data-testid="strip"] .sg-caption'), lang === 'en' ? /Period 12 from heap 71/ : /第 71 堆起周期为 12/);
    const values = await page.$$eval('[data-testid="strip"] .sg-cell', (cells) => cells.map((c) => c.dataset.sg));
    // Kayles' SG values, OEIS A002186.
    assert.deepEqual(values.slice(0, 12), ['0', '1', '2', '3', '1', '4', '3', '2', '1', '4', '2', '6']);
    assert.ok(await page.locator('[data-testid="strip"] .sg-cell.sg-period-start').count() >= 1);
    assert.equal(await page.locator('[data-testid="strip"] .sg-cell.sg-current').getAttribute('data-heap'), '7');
    // Hovered once the view's later parts have come: one arriving between the pointer's
    // aim and its move shifted the strip (the readout once said "kayles 14").
    await settled(page);
    await page.hover('[data-testid="strip"] .sg-cell[data-heap="4"]');
    assert.match(await page.textContent('[data-testid="readout"]'), /kayles 4.*1/);
    await page.click('[data-testid="strip"] .sg-cell[data-heap="4"]');
    await page.waitForSelector('[data-testid="canonical"]:text-is("kayles 4")');
    assert.deepEqual(page.problems, []);
  });

  test(`table view (${lang}): the Wythoff heat map marks the P positions and both Beatty rays`, async () => {
    const page = await openPage(browser, `?lang=${lang}&view=table&game=wythoff%203%207`);
    await page.waitForSelector('[data-testid="heatmap"] .sg-cell');
    const pCells = await page.$$eval('[data-testid="heatmap"] .sg-cell.sg-P', (cells) => cells.map((c) => [Number(c.dataset.a), Number(c.dataset.b)]));
    // Wythoff's P positions below 20 (OEIS A000201 / A001950): (0,0) (1,2) (3,5) (4,7) (6,10) (8,13) (9,15) (11,18) and mirrors.
    const expected = [[0, 0], [1, 2], [3, 5], [4, 7], [6, 10], [8, 13], [9, 15], [11, 18]];
    const want = new Set(expected.flatMap(([a, b]) => [`${a},${b}`, `${b},${a}`]));
    assert.deepEqual(new Set(pCells.map(([a, b]) => `${a},${b}`)), want);
    assert.equal(await page.locator('[data-testid="heatmap"] .sg-ray').count(), 2);
    await settled(page);
    await page.hover('[data-testid="heatmap"] .sg-cell[data-a="4"][data-b="7"]');
    assert.match(await page.textContent('[data-testid="readout"]'), /wythoff 4 7.*0.*P/);
    await page.click('[data-testid="heatmap"] .sg-cell[data-a="4"][data-b="7"]');
    await page.waitForSelector('[data-testid="canonical"]:text-is("wythoff 4 7")');
    await page.waitForSelector('[data-testid="outcome"][data-outcome="P"]');
    assert.deepEqual(page.problems, []);
  });

  test(`proof view (${lang}): steps reveal one by one and a sum's xor is drawn in binary columns`, async () => {
    const page = await openPage(browser, `?lang=${lang}&view=proof&game=nim%203%204%205`);
    await page.waitForSelector('[data-testid="proof"] .step');
    const visible = () => page.locator('[data-testid="proof"] > ol > li.step:visible').count();
    assert.equal(await visible(), 1);
    const total = await page.locator('[data-testid="proof"] > ol > li.step').count();
    if (total > 1) {
      await page.click('[data-testid="proof-next"]');
      assert.equal(await visible(), 2);
    }
    await page.click('[data-testid="proof-all"]');
    assert.equal(await visible(), total);
    const table = page.locator('[data-testid="xor-columns"]').first();
    await table.waitFor();
    const digits = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td.bit')].map((td) => td.textContent).join('')));
    // 3 = 011, 4 = 100, 5 = 101; their xor 2 = 010.
    assert.deepEqual(digits, ['011', '100', '101', '010']);
    assert.match(await page.textContent('[data-testid="proof"]'), lang === 'en' ? /xor|Bouton/i : /异或/);
    assert.deepEqual(page.problems, []);
  });

  test(`gallery (${lang}): every preset opens, with a two-line introduction`, async () => {
    const page = await openPage(browser, `?lang=${lang}&view=graph`);
    await page.waitForSelector('[data-testid="outcome"]');
    await page.click('[data-testid="all-games"]');
    const presets = await page.$$eval('.preset', (cards) => cards.map((c) => ({
      id: c.dataset.preset, lines: [...c.querySelectorAll('.preset-line')].map((l) => l.textContent), game: c.querySelector('code').textContent,
    })));
    assert.ok(presets.length >= 20);
    for (const preset of presets) {
      assert.equal(preset.lines.length, 2);
      for (const line of preset.lines) assert.ok(line.length > 5 && !line.startsWith('preset.'), `${preset.id}: ${line}`);
    }
    // Each preset's position is a game the core accepts.
    await coreAnalyze(page, presets.map((p) => p.game));
    await page.click('.preset[data-preset="wythoff"]');
    await page.waitForSelector('[data-testid="canonical"]:text-is("wythoff 3 7")');
    assert.deepEqual(page.problems, []);
  });
}

for (const lang of ['en', 'zh']) {
  test(`play (${lang}): from an N position the human wins by always taking the hinted move`, async () => {
    const page = await openPage(browser, `?lang=${lang}&view=play&game=nim%203%204%205`);
    let moves = 0;
    for (;;) {
      await page.waitForFunction(() => document.querySelector('[data-testid="play-status"]')?.dataset.result
        || document.querySelector('[data-testid="play-move"]'));
      const result = await page.getAttribute('[data-testid="play-status"]', 'data-result');
      if (result) {
        assert.equal(result, 'you');
        break;
      }
      await page.selectOption('[data-testid="play-hint"]', 'best');
      const good = page.locator('[data-testid="play-move"][data-winning="true"]').first();
      await good.waitFor();
      await good.click();
      moves += 1;
      // The xor explanation follows the computer's reply.
      await page.waitForFunction(() => document.querySelector('[data-testid="play-status"]')?.dataset.result
        || (document.querySelector('[data-testid="play-move"]') && document.querySelector('[data-testid="play-note"]').textContent));
      assert.ok(moves < 20);
    }
    assert.ok(moves >= 2);
    assert.match(await page.textContent('[data-testid="play-note"]'), lang === 'en' ? /xor/ : /异或/);
    // The human made the last move: each earlier one got a reply.
    assert.equal(await page.locator('[data-testid="play-history"] li').count(), 2 * moves - 1);
    assert.match(await page.textContent('[data-testid="play-position"]'), /nim 0|nim$/);
    // Undo brings back a position where it is the human's move, redo returns to the end.
    await page.click('[data-testid="play-undo"]');
    await page.waitForSelector('[data-testid="play-move"]');
    await page.click('[data-testid="play-redo"]');
    await page.waitForSelector('[data-testid="play-status"][data-result="you"]');
    assert.deepEqual(page.problems, []);
  });
}

test('play: the computer can start, and then the human at a P position loses', async () => {
  const page = await openPage(browser, '?lang=en&view=play&game=nim%201%202&first=computer');
  await page.waitForSelector('[data-testid="play-move"]');
  // The computer moved first to a P position (nim 1 1).
  assert.equal(await page.textContent('[data-testid="play-position"]'), 'nim 1 1');
  await page.selectOption('[data-testid="play-hint"]', 'best');
  await page.waitForSelector('[data-testid="play-hint-text"]');
  assert.equal(await page.locator('[data-testid="play-move"][data-winning="true"]').count(), 0);
  await page.click('[data-testid="play-move"] >> nth=0');
  await page.waitForSelector('[data-testid="play-status"][data-result="computer"]');
  assert.deepEqual(page.problems, []);
});
