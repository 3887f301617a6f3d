// The starred move is the move a tap on its star plays (issue 35): in the play view of
// `nim 3 4 5`, at the best-move hint level, after a first move and Undo (or Restart), a
// tap on the ★ above heap 1's middle token plays that token's move, and no neighbour's:
// in English and Chinese, on a 375 px phone (a touch tap) and a 1280 px desktop (a click).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** Waits until the board shows stars and its tap areas, laid out and settled. */
async function starsSettled(page) {
  await page.waitForFunction(() => {
    const board = document.querySelector('[data-testid="play-board"] svg');
    return !!board && board.querySelector('[data-testid="board-star"]') && board.querySelector('.sg-hit')
      && !board.querySelector('[aria-disabled="true"]');
  }, null, { timeout: 30000 });
  // Two frames for any redraw the last answers start.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))));
}

/** Taps (phone) or clicks (desktop) at the centre of `box`. */
async function press(page, phone, box) {
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (phone) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

for (const lang of ['en', 'zh']) {
  for (const [size, options] of [['375', PHONE], ['1280', DESKTOP]]) {
    for (const reset of ['undo', 'restart']) {
      test(`${lang}, ${size} px, after ${reset}: a tap on the star plays the starred move`, async () => {
        const phone = size === '375';
        const page = await openPage(browser, `?game=nim%203%204%205&view=play&lang=${lang}`, options);
        await page.waitForSelector('[data-testid="play-board"] svg [data-game]', { timeout: 30000 });
        await page.selectOption('[data-testid="play-hint"]', 'best');
        await starsSettled(page);
        // A first move: heap 3's last token (a losing move), answered by the computer.
        const last = page.locator('[data-testid="play-board"] svg [data-game="nim 3 4 4"]');
        await last.scrollIntoViewIfNeeded();
        await press(page, phone, await last.boundingBox());
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="play-history-entry"]').length === 2, null, { timeout: 30000 });
        await page.click(`[data-testid="play-${reset}"]`);
        await page.waitForFunction(() => document.querySelector('[data-testid="play-position"]')?.textContent === 'nim 3 4 5', null, { timeout: 30000 });
        await starsSettled(page);
        await page.locator('[data-testid="play-board"] [data-testid="board-star"]').first().scrollIntoViewIfNeeded();
        const star = await page.evaluate(() => {
          const stars = [...document.querySelectorAll('[data-testid="play-board"] [data-testid="board-star"]')];
          const box = stars[0].getBoundingClientRect();
          return { games: stars.map((s) => s.closest('[data-game]').dataset.game), box: { x: box.x, y: box.y, width: box.width, height: box.height } };
        });
        // One winning move from nim 3 4 5 (xor 2): heap 1 from 3 to 1, its middle token.
        assert.deepEqual(star.games, ['nim 1 4 5']);
        // Every point of the star is its own part's to take (not a neighbour's tap area).
        const owners = await page.evaluate(({ x, y, width, height }) => {
          const points = [[0.5, 0.5], [0.15, 0.5], [0.85, 0.5], [0.5, 0.15], [0.5, 0.85], [0.2, 0.2], [0.8, 0.2], [0.2, 0.8], [0.8, 0.8]];
          return [...new Set(points.map(([fx, fy]) => document.elementFromPoint(x + width * fx, y + height * fy)?.closest('[data-game]')?.dataset.game ?? null))];
        }, star.box);
        assert.deepEqual(owners, ['nim 1 4 5'], 'a tap on the star may reach another part');
        await press(page, phone, star.box);
        await page.waitForFunction(() => document.querySelector('[data-testid="play-position"]')?.textContent !== 'nim 3 4 5', null, { timeout: 30000 });
        const played = await page.locator('[data-testid="play-history-entry"]').first().textContent();
        assert.equal(played, 'nim 1 4 5', `the tap on the star played ${played}`);
        assert.deepEqual(page.problems, []);
        await page.context().close();
      });
    }
  }
}
