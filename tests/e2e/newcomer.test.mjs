// Issue 26, the page as a newcomer meets it: quizzes say why and then show the author's
// answer; hints off hide the outcome during play; the address replays a game after a
// reload, a language switch or as a shared link; choosing a game on a phone brings the
// analysis into view; proofs step both ways and copy as Markdown without placeholders;
// and the slips (the hint menu on a phone, "Tap", the heat map at 375 px, download names,
// the zh tutorials link, the value chart, a limit said once).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { frames, idle, launch, openPage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/** The quiz `id`'s shadow root locator helper: `page.locator('#id [data-testid=…]')`. */
const inQuiz = (page, id, testid) => page.locator(`#${id} [data-testid="${testid}"]`);

for (const lang of ['en', 'zh']) {
  const suffix = lang === 'zh' ? '-zh' : '';

  test(`quiz (${lang}): a wrong outcome says the xor, and the author's answer shows after a try`, async () => {
    const page = await openPage(browser, 'test/quiz.html', PHONE);
    const answer = inQuiz(page, `sum${suffix}`, 'quiz-answer');
    await answer.first().waitFor();
    // Before a try the author's answer is not shown.
    assert.equal(await inQuiz(page, `sum${suffix}`, 'quiz-authored').isVisible(), false);
    await page.locator(`#sum${suffix} [data-testid="quiz-answer"][data-answer="P"]`).click();
    const feedback = inQuiz(page, `sum${suffix}`, 'quiz-feedback');
    assert.equal(await feedback.getAttribute('data-correct'), 'false');
    const why = inQuiz(page, `sum${suffix}`, 'quiz-why');
    await page.waitForFunction((id) => document.getElementById(id).shadowRoot.querySelector('[data-testid="quiz-why"]').textContent.length > 0, `sum${suffix}`);
    const text = await why.textContent();
    // The xor of the components' values, 2 ⊕ 5 ⊕ 6 ⊕ 6 = 7, in the lesson's words.
    assert.match(text, /2 ⊕ 5 ⊕ 6 ⊕ 6 = 7/);
    assert.match(text, lang === 'en' ? /xor.*N-position/ : /异或和.*必胜态/);
    // The author's <details> is slotted and has a size now.
    assert.equal(await inQuiz(page, `sum${suffix}`, 'quiz-authored').isVisible(), true);
    const details = page.locator(`#sum${suffix} details`);
    const box = await details.boundingBox();
    assert.ok(box && box.width > 50 && box.height > 10, `details box ${JSON.stringify(box)}`);
    await details.locator('summary').click();
    assert.match(await details.textContent(), /2 ⊕ 5 ⊕ 6 ⊕ 6 = 7/);
    assert.deepEqual(page.problems, []);
  });

  test(`quiz (${lang}): a wrong SG value gets the mex, every: the step numbers`, async () => {
    const page = await openPage(browser, 'test/quiz.html');
    await inQuiz(page, `mex${suffix}`, 'quiz-input').waitFor();
    await inQuiz(page, `mex${suffix}`, 'quiz-input').fill('3');
    await inQuiz(page, `mex${suffix}`, 'quiz-check').click();
    assert.equal(await inQuiz(page, `mex${suffix}`, 'quiz-feedback').getAttribute('data-correct'), 'false');
    await page.waitForFunction((id) => document.getElementById(id).shadowRoot.querySelector('[data-testid="quiz-why"]').textContent.length > 0, `mex${suffix}`);
    // kayles 5: its options are worth 0, 1, 2, 3 (every value below 4), so mex = 4.
    assert.match(await inQuiz(page, `mex${suffix}`, 'quiz-why').textContent(), /mex\{0, 1, 2, 3\} = 4/);
    await page.locator(`#every${suffix} [data-testid="quiz-answer"][data-answer="N"]`).click();
    assert.equal(await inQuiz(page, `every${suffix}`, 'quiz-feedback').getAttribute('data-correct'), 'false');
    await page.waitForFunction((id) => document.getElementById(id).shadowRoot.querySelector('[data-testid="quiz-why"]').textContent.length > 0, `every${suffix}`);
    const every = await inQuiz(page, `every${suffix}`, 'quiz-why').textContent();
    // Step numbers 6 and 4: the largest, 6, is even, so the player to move loses.
    assert.match(every, /knight n=8 8 8: 6/);
    assert.match(every, /knight n=8 5 5: 4/);
    assert.match(every, lang === 'en' ? /6, is even/ : /6 是偶数/);
    assert.deepEqual(page.problems, []);
  });
}

test('quiz: a wrong move under misère says why the position left wins for the opponent', async () => {
  const page = await openPage(browser, 'test/quiz.html');
  await page.locator('#misere [data-testid="quiz-answer"]').first().waitFor();
  // Taking the heap of 2 leaves 1 1: two single heaps, an even number: the opponent wins.
  await page.locator('#misere [data-testid="quiz-answer"][data-game="misere: nim 1 1 0"]').click();
  assert.equal(await inQuiz(page, 'misere', 'quiz-feedback').getAttribute('data-correct'), 'false');
  await page.waitForFunction(() => document.getElementById('misere').shadowRoot.querySelector('[data-testid="quiz-why"]').textContent.length > 0);
  assert.match(await inQuiz(page, 'misere', 'quiz-why').textContent(), /at most 1.*2 heaps of 1, an even number/);
  // A sum under normal play: the move's position left is judged by its xor.
  const kayles = page.locator('#kayles [data-testid="quiz-answer"]');
  await kayles.first().waitFor();
  const games = await kayles.evaluateAll((buttons) => buttons.map((b) => b.dataset.game));
  const losing = games.find((g) => g === 'kayles 4 + nim 2') ?? games[0];
  await page.locator(`#kayles [data-testid="quiz-answer"][data-game="${losing}"]`).click();
  await page.waitForFunction(() => document.getElementById('kayles').shadowRoot.querySelector('[data-testid="quiz-why"]').textContent.length > 0);
  assert.match(await inQuiz(page, 'kayles', 'quiz-why').textContent(), /xor of the components' SG values \(kayles 4 = 1, nim 2 = 2\) is 1 ⊕ 2 = 3/);
  assert.deepEqual(page.problems, []);
});

/** Waits until the play view is your turn (or the game is over) with `count` moves made. */
async function settled(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="play-history-entry"]').length === n
    && !!document.querySelector('[data-testid="play-status"]')?.textContent
    && (document.querySelector('[data-testid="play-move"]') || document.querySelector('[data-testid="play-status"][data-result]')), count);
}

for (const lang of ['en', 'zh']) {
  test(`play (${lang}): the address keeps the start and the moves; a reload and a language switch replay them`, async () => {
    const page = await openPage(browser, `?lang=${lang}&view=play&game=nim%203%204%205`, PHONE);
    await page.waitForSelector('[data-testid="play-move"][data-game="nim 1 4 5"]');
    await page.click('[data-testid="play-move"][data-game="nim 1 4 5"]');
    await settled(page, 2);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('game'), 'nim 3 4 5');
    const moves = url.searchParams.getAll('move');
    assert.equal(moves.length, 2);
    assert.equal(moves[0], 'nim 1 4 5');
    const position = await page.textContent('[data-testid="play-position"]');
    assert.equal(position, moves[1]);
    await page.reload();
    await settled(page, 2);
    assert.equal(await page.textContent('[data-testid="play-position"]'), position);
    assert.deepEqual(new URL(page.url()).searchParams.getAll('move'), moves);
    await page.selectOption('[data-testid="lang"]', lang === 'en' ? 'zh' : 'en');
    await page.waitForFunction((tag) => document.documentElement.lang === tag, lang === 'en' ? 'zh-Hans' : 'en');
    await settled(page, 2);
    assert.equal(await page.textContent('[data-testid="play-position"]'), position);
    // Restart goes back to the start, not to the position reached.
    await page.click('[data-testid="play-restart"]');
    await page.waitForSelector('[data-testid="play-position"]:text-is("nim 3 4 5")');
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('move'));
    assert.deepEqual(page.problems, []);
  });
}

test('play: a finished game\'s link replays the game to its end, and a forged move stops the replay', async () => {
  const page = await openPage(browser, '?lang=en&view=play&game=nim%202&move=nim%200');
  await page.waitForSelector('[data-testid="play-status"][data-result="you"]');
  assert.equal(await page.textContent('[data-testid="play-position"]'), 'nim 0');
  assert.equal(await page.locator('[data-testid="play-history-entry"]').count(), 1);
  // Under misère, with the computer starting: it leaves one heap of 1, you take it last
  // and lose (the player with no move left wins).
  const misere = await openPage(browser, `?lang=en&view=play&game=${encodeURIComponent('misere: nim 1 1')}&first=computer&move=${encodeURIComponent('misere: nim 0 1')}&move=${encodeURIComponent('misere: nim 0 0')}`);
  await misere.waitForSelector('[data-testid="play-status"][data-result]');
  assert.equal(await misere.getAttribute('[data-testid="play-status"]', 'data-result'), 'computer');
  // nim 3 is not a move of nim 2: the replay stops at the start.
  const forged = await openPage(browser, '?lang=en&view=play&game=nim%202&move=nim%203');
  await forged.waitForSelector('[data-testid="play-move"]');
  assert.equal(await forged.textContent('[data-testid="play-position"]'), 'nim 2');
  assert.equal(await forged.locator('[data-testid="play-history-entry"]').count(), 0);
  assert.deepEqual([...page.problems, ...misere.problems, ...forged.problems], []);
});

for (const lang of ['en', 'zh']) {
  test(`play (${lang}): hints off hide the outcome beside the board; the levels reveal it step by step`, async () => {
    for (const game of ['nim 3 4 5', 'misere: nim 1 2 3', 'every: nim 1 + kayles 3', 'kayles 4 + nim 3']) {
      const page = await openPage(browser, `?lang=${lang}&view=play&game=${encodeURIComponent(game)}`, PHONE);
      await page.waitForSelector('[data-testid="play-move"]');
      await page.waitForSelector('[data-testid="analysis-hidden"]');
      const analysis = page.locator('[data-testid="analysis"]');
      assert.equal(await analysis.locator('[data-testid="outcome"]').count(), 0, game);
      assert.equal(await analysis.locator('[data-testid="sg"]').count(), 0, game);
      assert.equal(await analysis.locator('[data-testid="xor"]').count(), 0, game);
      assert.equal(await analysis.locator('.badge').count(), 0, game);
      // Nothing else in play tells it: no chips on the moves, no chart, no remoteness.
      assert.equal(await page.locator('[data-testid="play-moves"] .chip').count(), 0, game);
      assert.equal(await page.isVisible('[data-testid="play-chart-block"]'), false, game);
      assert.equal(await page.locator('[data-testid="play-remoteness"]').count(), 0, game);
      await page.selectOption('[data-testid="play-hint"]', 'outcome');
      await analysis.locator('[data-testid="outcome"]').waitFor();
      assert.equal(await analysis.locator('[data-testid="sg"]').count(), 0, game);
      await page.selectOption('[data-testid="play-hint"]', 'sg');
      if (!game.includes(':')) await analysis.locator('[data-testid="sg"]').waitFor();
      await page.selectOption('[data-testid="play-hint"]', 'best');
      await page.waitForSelector('[data-testid="play-chart-block"]', { state: 'visible' });
      assert.deepEqual(page.problems, [], game);
    }
  });
}

for (const lang of ['en', 'zh']) {
  test(`phone (${lang}): choosing a game in "All games" brings its analysis into view`, async () => {
    const page = await openPage(browser, `?lang=${lang}&view=graph&game=nim%203%204%205`, PHONE);
    await page.waitForSelector('[data-testid="outcome"]');
    await page.click('[data-testid="all-games"]');
    const kayles = page.locator('[data-preset="kayles"]');
    await kayles.scrollIntoViewIfNeeded();
    await kayles.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="canonical"]')?.textContent.startsWith('kayles'));
    const top = await page.evaluate(() => document.querySelector('[data-testid="analysis"]').getBoundingClientRect().top);
    assert.ok(top >= -1 && top < 740 * 0.6, `analysis top at ${top}px`);
    assert.deepEqual(page.problems, []);
  });

  test(`proof (${lang}): steps go back with "Previous", and "Step by step" returns from "Show all"`, async () => {
    const page = await openPage(browser, `?lang=${lang}&view=proof&game=${encodeURIComponent('kayles 4 + nim 3')}`);
    await page.waitForSelector('[data-testid="proof"] .step');
    const visible = () => page.locator('[data-testid="proof"] > ol > li.step:visible').count();
    const total = await page.locator('[data-testid="proof"] > ol > li.step').count();
    assert.ok(total >= 3, `${total} steps`);
    assert.equal(await page.isDisabled('[data-testid="proof-previous"]'), true);
    await page.click('[data-testid="proof-next"]');
    await page.click('[data-testid="proof-next"]');
    assert.equal(await visible(), 3);
    await page.click('[data-testid="proof-previous"]');
    assert.equal(await visible(), 2);
    await page.click('[data-testid="proof-all"]');
    assert.equal(await visible(), total);
    assert.equal(await page.isVisible('[data-testid="proof-next"]'), false);
    assert.equal(await page.textContent('[data-testid="proof-all"]'), lang === 'en' ? 'Step by step' : '逐步显示');
    await page.click('[data-testid="proof-all"]');
    assert.equal(await visible(), 2);
    assert.equal(await page.isVisible('[data-testid="proof-next"]'), true);
    assert.deepEqual(page.problems, []);
  });

  test(`proof (${lang}): "Copy as Markdown" writes sub-proofs inline, with no placeholder`, async () => {
    const page = await openPage(browser, `?lang=${lang}&view=proof&game=nim%203%204%205`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.click('[data-testid="export-markdown"]');
    await page.waitForFunction(async () => (await navigator.clipboard.readText()).length > 0);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    assert.doesNotMatch(text, lang === 'en' ? /expand/ : /展开/);
    // The winning move's proof, nim 1 4 5 with xor 0, is under it.
    assert.match(text, /`nim 1 4 5`/);
    assert.match(text, /\$1 \\oplus 4 \\oplus 5 = 0\$/);
    assert.deepEqual(page.problems, []);
  });
}

/** Every part of the board in `page` that is a move, with its tap area in CSS px. */
function tapAreas(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="play-board"] svg [data-game], [data-testid="play-board"] svg [data-option]')].map((part) => {
    const r = part.getBoundingClientRect();
    return { game: part.dataset.game ?? part.dataset.option, width: r.width, height: r.height };
  }));
}

test('phone boards: every part that is a move is at least 24×24 CSS px at 375 px, and the board fits the width', async () => {
  const small = [];
  for (const game of ['nim 3 4 5', 'kayles 7', 'staircase 1 2 3', 'circle 7', 'circle 30', 'circle 36', 'euclid 25 7', 'wythoff 3 7', 'misere: nim 1 2 3', 'kayles 4 + nim 3']) {
    const page = await openPage(browser, `?lang=en&view=play&game=${encodeURIComponent(game)}`, PHONE);
    await page.waitForSelector('[data-testid="play-board"] svg [data-game]:not([aria-disabled])');
    const areas = await tapAreas(page);
    assert.ok(areas.length > 0, game);
    for (const area of areas) if (area.width < 24 || area.height < 24) small.push(`${game}: ${area.game} ${area.width.toFixed(1)}×${area.height.toFixed(1)}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, game);
    // A tap on the middle of a part plays that part's move.
    const first = page.locator('[data-testid="play-board"] svg [data-game]').first();
    const move = await first.getAttribute('data-game');
    await first.scrollIntoViewIfNeeded();
    const box = await first.boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction((m) => [...document.querySelectorAll('[data-testid="play-history-entry"]')].some((e) => e.textContent === m), move, { timeout: 10000 })
      .catch(() => { throw new Error(`${game}: a tap on ${move} played nothing`); });
    assert.deepEqual(page.problems, [], game);
    await page.context().close();
  }
  assert.deepEqual(small, []);
});

/**
 * Every part of the play board that is a move: its drawn shape and its hit area, in CSS
 * px (`hit` null for a part large enough to need none).
 */
function partBoxes(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="play-board"] svg [data-game], [data-testid="play-board"] svg [data-option]')].map((part) => {
    const box = (r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    const shapes = [...part.children].filter((child) => !child.classList.contains('sg-hit') && child.tagName !== 'title' && typeof child.getBoundingClientRect === 'function');
    const rects = shapes.map((shape) => shape.getBoundingClientRect()).filter((r) => r.width > 0 || r.height > 0);
    const drawn = {
      left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)),
      top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)),
    };
    const hit = part.querySelector(':scope > .sg-hit');
    return { game: part.dataset.game ?? part.dataset.option, drawn, hit: hit ? box(hit.getBoundingClientRect()) : null, whole: box(part.getBoundingClientRect()) };
  }));
}

/** The parts whose hit area is below 24 px or no longer round its drawing. */
function misplaced(parts, label) {
  const wrong = [];
  for (const { game, drawn, hit, whole } of parts) {
    const width = whole.right - whole.left;
    const height = whole.bottom - whole.top;
    // 24 px, give or take the float error of a drawing at exactly 24 units a part.
    if (width < 23.95 || height < 23.95) wrong.push(`${label}: ${game} ${width.toFixed(2)}×${height.toFixed(2)}`);
    if (!hit) continue;
    // The hit area holds the drawing and reaches at most 44 px (or the drawing's own size).
    const holds = hit.left <= drawn.left + 1 && hit.right >= drawn.right - 1 && hit.top <= drawn.top + 1 && hit.bottom >= drawn.bottom - 1;
    const most = (size) => Math.max(44, size) + 2;
    const sized = hit.right - hit.left <= most(drawn.right - drawn.left) && hit.bottom - hit.top <= most(drawn.bottom - drawn.top);
    if (!holds || !sized) wrong.push(`${label}: ${game} hit ${JSON.stringify(hit)} drawn ${JSON.stringify(drawn)}`);
  }
  return wrong;
}

test('hit areas follow the drawing when the phone turns or the window is resized, rings of 30 coins included', async () => {
  const wrong = [];
  for (const game of ['circle 30', 'nim 3 4 5', 'kayles 7', 'kayles 4 + nim 3']) {
    const page = await openPage(browser, `?lang=en&view=play&game=${encodeURIComponent(game)}`, PHONE);
    await page.waitForSelector('[data-testid="play-board"] svg [data-game]:not([aria-disabled])');
    wrong.push(...misplaced(await partBoxes(page), `${game} 375`));
    // Turned sideways: a wider column, a different scale.
    await page.setViewportSize({ width: 740, height: 375 });
    await frames(page);
    wrong.push(...misplaced(await partBoxes(page), `${game} 740`));
    // And back, then a desktop window.
    await page.setViewportSize({ width: 375, height: 740 });
    await frames(page);
    wrong.push(...misplaced(await partBoxes(page), `${game} 375 again`));
    await page.setViewportSize({ width: 1280, height: 800 });
    await frames(page);
    wrong.push(...misplaced(await partBoxes(page), `${game} 1280`));
    assert.deepEqual(page.problems, [], game);
    await page.context().close();
  }
  assert.deepEqual(wrong, []);
});

test('the best-move star shows on the board at the "best move" level, on the winning parts only', async () => {
  // Each an N-position (misère nim 1 2 4: two heaps above 1 and xor 7).
  for (const game of ['nim 3 4 5', 'kayles 4 + nim 3', 'misere: nim 1 2 4']) {
    const page = await openPage(browser, `?lang=en&view=play&game=${encodeURIComponent(game)}`);
    await page.waitForSelector('[data-testid="play-move"]');
    assert.equal(await page.locator('[data-testid="board-star"]').count(), 0);
    await page.selectOption('[data-testid="play-hint"]', 'best');
    await page.waitForSelector('[data-testid="board-star"]');
    const winning = new Set(await page.$$eval('[data-testid="play-move"][data-winning="true"]', (b) => b.map((x) => x.dataset.game)));
    const starred = await page.$$eval('[data-testid="play-board"] svg [data-game]', (parts) => parts.filter((p) => p.querySelector('[data-testid="board-star"]')).map((p) => p.dataset.game));
    assert.ok(starred.length > 0, game);
    for (const part of starred) assert.ok(winning.has(part), `${game}: ${part} starred but not winning`);
    assert.deepEqual(page.problems, [], game);
  }
});

for (const lang of ['en', 'zh']) {
  test(`graph on a phone (${lang}): the current position and its moves first, every node readable and tappable`, async () => {
    const page = await openPage(browser, `?lang=${lang}&view=graph&game=${encodeURIComponent('kayles 4 + nim 3')}`, PHONE);
    await page.waitForSelector('[data-testid="graph-main"] [data-testid="graph-row-moves"]');
    const nodes = await page.$$eval('[data-testid="graph-main"] [data-testid="graph-row-node"]', (all) => all.filter((n) => !n.closest('details:not([open])')).map((n) => {
      const r = n.getBoundingClientRect();
      return { game: n.dataset.game, width: r.width, height: r.height, right: r.right, font: parseFloat(getComputedStyle(n.querySelector('code')).fontSize) };
    }));
    assert.equal(nodes[0].game, 'kayles 4 + nim 3');
    assert.equal(nodes.length, 1 + 7);
    for (const node of nodes) {
      assert.ok(node.width >= 44 && node.height >= 44, JSON.stringify(node));
      assert.ok(node.right <= 375, JSON.stringify(node));
      assert.ok(node.font >= 12, JSON.stringify(node));
    }
    // The winning moves (to xor 0) are starred, as the analysis lists them.
    const starred = await page.$$eval('[data-testid="graph-main"] [data-testid="graph-row-node"].winning', (all) => all.map((n) => n.dataset.game));
    const analysis = await page.$$eval('[data-testid="moves"] button', (all) => all.map((b) => b.textContent));
    assert.deepEqual(starred.sort(), analysis.sort());
    await page.click(`[data-testid="graph-main"] [data-testid="graph-row-node"][data-game="${starred[0]}"]`);
    await page.waitForSelector(`[data-testid="canonical"]:text-is("${starred[0]}")`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0);
    assert.deepEqual(page.problems, []);
  });
}

/**
 * The nodes of the graph drawing `svg` (a selector) as shown: each node's screen box, and
 * the viewport's; `visible` those whose box meets the viewport.
 */
function shownNodes(page, selector) {
  return page.$eval(selector, (svg) => {
    const port = svg.closest('[data-testid="graph-viewport"]').getBoundingClientRect();
    const nodes = [...svg.querySelectorAll('.sg-node')].map((node) => {
      const r = node.querySelector('rect').getBoundingClientRect();
      return { game: node.dataset.game, left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
    });
    return { port: { left: port.left, right: port.right, top: port.top, bottom: port.bottom }, nodes };
  });
}

/** What is wrong with a graph as shown: nodes below the readable size, rows cut at the sides. */
function graphProblems({ port, nodes }, label) {
  const wrong = [];
  for (const node of nodes) {
    if (node.height < 35.5 || node.width < 44) wrong.push(`${label}: ${node.game} ${node.width.toFixed(1)}×${node.height.toFixed(1)}`);
    const meets = node.bottom > port.top && node.top < port.bottom;
    // Fitted to its width: no node that is in view is cut at the left or right edge.
    if (meets && (node.left < port.left - 0.5 || node.right > port.right + 0.5)) wrong.push(`${label}: ${node.game} cut at the side (${node.left.toFixed(0)}..${node.right.toFixed(0)} in ${port.left.toFixed(0)}..${port.right.toFixed(0)})`);
  }
  return wrong;
}

for (const lang of ['en', 'zh']) {
  test(`graph (${lang}): opens fitted to its width at 1280 and 375 px, every node readable; Fit never shrinks below that`, async () => {
    const wrong = [];
    for (const game of ['kayles 4 + nim 3', 'subtract {1,3,4} 9']) {
      const page = await openPage(browser, `?lang=${lang}&view=graph&game=${encodeURIComponent(game)}`, { viewport: { width: 1280, height: 800 } });
      const main = '[data-testid="graph-main"] [data-testid="graph-svg"]';
      await page.waitForSelector(`${main} .sg-node`);
      await frames(page);
      const opened = await shownNodes(page, main);
      assert.ok(opened.nodes.length >= 10, `${game}: ${opened.nodes.length} nodes`);
      wrong.push(...graphProblems(opened, `${game} 1280 opened`));
      // The current position is in view, on top.
      const root = opened.nodes.find((node) => node.game === opened.nodes[0].game);
      assert.ok(root.top >= opened.port.top && root.bottom <= opened.port.bottom, `${game}: root in view`);
      await page.click('[data-testid="graph-main"] [data-testid="graph-fit"]');
      wrong.push(...graphProblems(await shownNodes(page, main), `${game} 1280 Fit`));
      // Zoomed out and Fit again: back to the readable size.
      for (let i = 0; i < 4; i += 1) await page.click(`[data-testid="graph-main"] button[aria-label="${lang === 'en' ? 'Zoom out' : '缩小'}"]`);
      await page.click('[data-testid="graph-main"] [data-testid="graph-fit"]');
      wrong.push(...graphProblems(await shownNodes(page, main), `${game} 1280 Fit after zooming out`));
      // The rest is reached by scrolling: a wheel moves the drawing to its last rows.
      const last = opened.nodes.reduce((a, b) => (b.bottom > a.bottom ? b : a));
      if (last.top > opened.port.bottom) {
        await page.hover(main);
        for (let i = 0; i < 40; i += 1) await page.mouse.wheel(0, 400);
        const scrolled = await shownNodes(page, main);
        const end = scrolled.nodes.find((node) => node.game === last.game);
        assert.ok(end.bottom <= scrolled.port.bottom + 1 && end.top >= scrolled.port.top - 1, `${game}: the last row reached by the wheel`);
      }
      assert.deepEqual(page.problems, [], game);
      await page.context().close();
      // On a phone: rows for the width, and the drawing one tap away, fitted to the width.
      const phone = await openPage(browser, `?lang=${lang}&view=graph&game=${encodeURIComponent(game)}`, PHONE);
      await phone.waitForSelector('[data-testid="graph-rows-drawing"]');
      await phone.click('[data-testid="graph-rows-drawing"]');
      await phone.waitForSelector(`${main} .sg-node`);
      await frames(phone);
      wrong.push(...graphProblems(await shownNodes(phone, main), `${game} 375 drawing`));
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, game);
      assert.deepEqual(phone.problems, [], game);
      await phone.context().close();
    }
    assert.deepEqual(wrong, []);
  });
}

for (const lang of ['en', 'zh']) {
  test(`slips (${lang}): hint menu, Tap, heat map, download names, tutorials link, one limit message`, async () => {
    const page = await openPage(browser, `?lang=${lang}&view=play&game=nim%203%204%205`, PHONE);
    await page.waitForSelector('[data-testid="play-move"]');
    // The hint menu shows its longest option whole and stays on screen.
    await page.selectOption('[data-testid="play-hint"]', 'outcome');
    const menu = await page.$eval('[data-testid="play-hint"]', (s) => ({ right: s.getBoundingClientRect().right, fits: s.scrollWidth <= s.clientWidth + 1 }));
    assert.ok(menu.right <= 375 && menu.fits, JSON.stringify(menu));
    if (lang === 'en') assert.match(await page.textContent('[data-testid="play-board"]'), /Tap or click/);
    assert.equal(await page.getAttribute('a[data-i18n="nav.learn"]', 'href'), `learn/${lang}/`);
    // The heat map at 375 px: no sideways scroll, cells 24 px apart or more (WCAG 2.2's
    // target size: a 24 px circle round each cell meets no other).
    const heat = await openPage(browser, `?lang=${lang}&view=table&game=wythoff%203%207`, PHONE);
    // The cells (what takes a tap) come after the map's first frame.
    await heat.waitForSelector('[data-testid="heatmap"] .sg-cell');
    const grid = await heat.$eval('[data-testid="heatmap"]', (svg) => {
      const scroll = svg.closest('.drawing-scroll');
      const [a, b] = ['wythoff 0 1', 'wythoff 0 3'].map((game) => svg.querySelector(`[data-game="${game}"]`).getBoundingClientRect());
      return { scroll: scroll.scrollWidth - scroll.clientWidth, pitch: (b.left - a.left) / 2, cell: a.width };
    });
    assert.ok(grid.scroll <= 1 && grid.pitch >= 23.9 && grid.cell >= 22, JSON.stringify(grid));
    // Downloads are named after the game and the view.
    const desktop = await openPage(browser, `?lang=${lang}&view=graph&game=nim%203%204%205`);
    await desktop.waitForSelector('[data-testid="export-svg"]');
    const [file] = await Promise.all([desktop.waitForEvent('download'), desktop.click('[data-testid="export-svg"]')]);
    assert.equal(file.suggestedFilename(), 'sglab-nim-3-4-5-graph.svg');
    // A heap table's limit is said once, pointing at "Compute further".
    const limit = await openPage(browser, `?lang=${lang}&view=table&game=grundy%20100000`);
    await limit.waitForSelector('[data-testid="analysis-error"]', { timeout: 60000 });
    await limit.waitForSelector('[data-testid="strip"]', { timeout: 60000 });
    // Every call answered: the progress bar hidden, the page idle.
    await limit.waitForSelector('.ex-busy .busy[hidden]', { state: 'attached', timeout: 60000 });
    await idle(limit);
    const said = await limit.$$eval('.error, .note', (all) => all.map((e) => e.textContent).filter((text) => /4000000|4,000,000/.test(text)));
    assert.equal(said.length, 1, said.join('\n'));
    assert.doesNotMatch(said[0], /--max-work/);
    assert.match(said[0], lang === 'en' ? /Compute further/ : /打更大的表/);
    for (const p of [page, heat, desktop, limit]) assert.deepEqual(p.problems, []);
  });
}
