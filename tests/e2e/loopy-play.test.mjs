// Play in a game that may never end (issue 36, item 5), in English and Chinese: in
// `loopy 1>2 2>1 @ 1` the token can only go round, and once the position comes back with
// you to move the game ends in a draw by agreement, said in the page's language; in
// `loopy a>a a>b b>c c>b b>d @ a` the computer, moving first from a draw, keeps the draw
// (the loop a>a: the move to b would let you win by b>d), the best-move hint stars the
// move that keeps the draw, and the repetition ends the game as a draw.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, say } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const position = (page) => page.locator('[data-testid="play-position"]').textContent();

/** Waits until it is your move at `game` (its moves listed), or the game is over there. */
async function reached(page, game) {
  await page.waitForFunction((text) => document.querySelector('[data-testid="play-position"]')?.textContent === text
    && (document.querySelector('[data-testid="play-move"]') || document.querySelector('[data-testid="play-status"]')?.dataset.result), game, { timeout: 30000 });
}

const history = (page) => page.locator('[data-testid="play-history-entry"]').allTextContents();

for (const lang of ['en', 'zh']) {
  test(`${lang}: going round a cycle ends in a draw by agreement`, async () => {
    const start = 'loopy 1>2 2>1 @ 1';
    const page = await openPage(browser, `?game=${encodeURIComponent(start)}&view=play&lang=${lang}`, PHONE);
    await reached(page, start);
    const status = page.locator('[data-testid="play-status"]');
    assert.equal(await status.textContent(), say(lang, 'play.your_turn'));
    // Hints at the outcome level: the one move leaves a draw, D.
    await page.selectOption('[data-testid="play-hint"]', 'outcome');
    const chip = page.locator('[data-testid="play-move"] .chip');
    await chip.waitFor({ timeout: 30000 });
    assert.equal(await chip.textContent(), 'D');
    assert.ok((await page.locator('[data-testid="play-move"]').getAttribute('title')).includes(say(lang, 'outcome.D')));
    await page.click('[data-testid="play-move"][data-game="loopy 1>2 2>1 @ 2"]');
    // The computer's only move comes back to 1, with you to move: a repetition of a draw.
    await page.waitForFunction(() => document.querySelector('[data-testid="play-status"]')?.dataset.result === 'draw', null, { timeout: 30000 });
    assert.equal(await position(page), start);
    assert.equal(await status.textContent(), say(lang, 'play.draw_repeated', { game: start }));
    assert.deepEqual(await history(page), ['loopy 1>2 2>1 @ 2', start]);
    // The game is over: no move to make, the hint level fixed, Restart focused.
    assert.equal(await page.locator('[data-testid="play-move"]').count(), 0);
    assert.equal(await page.locator('[data-testid="play-hint"]').isDisabled(), true);
    // Undo goes back before the repetition: the game goes on.
    await page.click('[data-testid="play-undo"]');
    await reached(page, start);
    assert.equal(await status.textContent(), say(lang, 'play.your_turn'));
    assert.equal(await page.locator('[data-testid="play-move"]').count(), 1);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test(`${lang}: the computer holds the draw and never moves to a loss`, async () => {
    const start = 'loopy a>a a>b b>c b>d c>b @ a';
    const page = await openPage(browser, `?game=${encodeURIComponent(start)}&view=play&lang=${lang}&first=computer`, PHONE);
    await page.selectOption('[data-testid="play-hint"]', 'best');
    // The computer moved first from a, a draw: by the loop, back to a (not to b, an N).
    await reached(page, start);
    assert.deepEqual(await history(page), [start]);
    // Your move from the same draw: the hint stars the loop, which keeps the draw.
    const hint = page.locator('[data-testid="play-hint-text"]');
    await hint.waitFor({ timeout: 30000 });
    assert.equal(await hint.textContent(), say(lang, 'play.hint_draw', { count: 1 }));
    const starred = await page.locator('[data-testid="play-move"][data-winning="true"]').evaluateAll((nodes) => nodes.map((n) => n.dataset.game));
    assert.deepEqual(starred, [start]);
    // You keep the draw too: the position comes back with the computer to move, a draw.
    await page.click(`[data-testid="play-move"][data-game="${start}"]`);
    await page.waitForFunction(() => document.querySelector('[data-testid="play-status"]')?.dataset.result === 'draw', null, { timeout: 30000 });
    assert.equal(await page.locator('[data-testid="play-status"]').textContent(), say(lang, 'play.draw_repeated', { game: start }));
    assert.deepEqual(await history(page), [start, start]);
    // Restart, and move to b instead (an N for the computer): it wins by b>d.
    await page.click('[data-testid="play-restart"]');
    await reached(page, start);
    await page.click('[data-testid="play-move"][data-game="loopy a>a a>b b>c b>d c>b @ b"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="play-status"]')?.dataset.result === 'computer', null, { timeout: 30000 });
    assert.deepEqual(await history(page), [start, 'loopy a>a a>b b>c b>d c>b @ b', 'loopy a>a a>b b>c b>d c>b @ d']);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}
