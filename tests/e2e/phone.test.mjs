// The page on a phone and by keyboard (issue 35): every tap target at least 24 px at
// 375 px; a swipe over the whole-graph drawing scrolls the page (it pans only when asked);
// a focused board piece shows a clear ring and keeps the focus through Ctrl+Z; "Skip to
// the analysis" lands on the analysis; the widgets' page opens in the language chosen;
// the graph rows' buttons are named by what they show.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, settled } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * The tap targets smaller than 24 × 24 CSS px in the page and its widgets' shadow roots:
 * links, buttons, menus, fields and drawn parts that are shown; a link inside a sentence
 * is exempt (WCAG 2.2, 2.5.8, "inline"), and so is a drawn part whose hit area is larger.
 */
function smallTargets() {
  const found = [];
  const visit = (root) => {
    for (const node of root.querySelectorAll('a[href], button, select, input:not([type="hidden"]), summary, [role="button"], [role="tab"]')) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || node.closest('[hidden], [inert]')) continue;
      if (node.matches('a') && node.parentElement?.closest('p, li, td, dd, figcaption') && !node.closest('nav')) continue;
      let size = { width: box.width, height: box.height };
      const hit = node.querySelector(':scope > .sg-hit');
      if (hit) {
        const area = hit.getBoundingClientRect();
        size = { width: Math.max(size.width, area.width), height: Math.max(size.height, area.height) };
      }
      // A radio button or a check box counts with its label, which is its target.
      const label = node.matches('input[type="radio"], input[type="checkbox"]') ? node.closest('label') : null;
      if (label) {
        const area = label.getBoundingClientRect();
        size = { width: area.width, height: area.height };
      }
      if (size.width < 23.5 || size.height < 23.5) {
        found.push(`${node.tagName.toLowerCase()} "${(node.getAttribute('aria-label') ?? node.textContent).trim().slice(0, 30)}" ${Math.round(size.width)}×${Math.round(size.height)}`);
      }
    }
    for (const host of root.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot);
  };
  visit(document);
  return found;
}

for (const lang of ['en', 'zh']) {
  test(`${lang}, 375 px: every tap target of the explorer, its play view, the widgets' page and a tutorial is at least 24 px`, async () => {
    for (const path of [`?lang=${lang}&game=nim%202%203`, `?lang=${lang}&game=nim%203%204%205&view=play`, `embed.html?lang=${lang}`, `learn/${lang}/nim.html`]) {
      const page = await openPage(browser, path, PHONE);
      await page.waitForFunction(() => document.querySelector('[data-testid="outcome"], [data-testid="play-moves"] button, section.widget-ref, article') !== null, null, { timeout: 30000 });
      await settled(page);
      assert.deepEqual(await page.evaluate(smallTargets), [], path);
      await page.context().close();
    }
  });
}

test('375 px: a swipe over the whole-graph drawing scrolls the page; the drawing pans by touch only when asked', async () => {
  const page = await openPage(browser, '?lang=en&game=nim%203%204&view=graph', PHONE);
  await page.waitForSelector('[data-testid="graph-rows-drawing"]', { timeout: 30000 });
  await page.click('[data-testid="graph-rows-drawing"]');
  await page.waitForSelector('[data-testid="graph-viewport"] svg', { timeout: 30000 });
  const viewport = page.locator('[data-testid="graph-viewport"]');
  await viewport.scrollIntoViewIfNeeded();
  assert.equal(await viewport.evaluate((node) => getComputedStyle(node).touchAction), 'pan-y pinch-zoom');
  const cdp = await page.context().newCDPSession(page);
  /** A finger's swipe upwards over the drawing (real touch input): how far the page scrolled. */
  const swipe = async () => {
    const now = await viewport.boundingBox();
    const x = Math.round(now.x + now.width / 2);
    let y = Math.round(Math.min(now.y + now.height * 0.8, 780));
    const before = await page.evaluate(() => window.scrollY);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 0; i < 10; i += 1) {
      y -= 20;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // The scroll has ended when it stays put for five frames.
    await page.evaluate(() => new Promise((done) => {
      let last = NaN;
      let still = 0;
      const look = () => {
        still = window.scrollY === last ? still + 1 : 0;
        last = window.scrollY;
        if (still >= 5) done(); else requestAnimationFrame(look);
      };
      look();
    }));
    return (await page.evaluate(() => window.scrollY)) - before;
  };
  assert.ok(await swipe() > 50, 'a swipe over the drawing did not scroll the page');
  // Asked for: the drawing takes the finger (touch-action none): it pans, the page stays.
  await viewport.scrollIntoViewIfNeeded();
  await page.click('[data-testid="graph-touch-pan"]');
  assert.equal(await page.getAttribute('[data-testid="graph-touch-pan"]', 'aria-pressed'), 'true');
  assert.equal(await viewport.evaluate((node) => getComputedStyle(node).touchAction), 'none');
  const viewBox = () => page.getAttribute('[data-testid="graph-viewport"] svg', 'viewBox');
  const before = await viewBox();
  assert.ok(Math.abs(await swipe()) < 5, 'the page scrolled while the drawing was asked to take the finger');
  assert.notEqual(await viewBox(), before, 'the drawing did not pan');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

for (const lang of ['en', 'zh']) {
  test(`${lang}: a focused board piece shows a clear ring, and Ctrl+Z keeps the focus on the board`, async () => {
    const page = await openPage(browser, `?lang=${lang}&game=nim%203%204%205&view=play`);
    await page.waitForSelector('[data-testid="play-board"] svg [data-game]:not([aria-disabled])', { timeout: 30000 });
    await page.waitForSelector('[data-testid="play-board"] svg .sg-hit', { timeout: 30000 });
    const part = page.locator('[data-testid="play-board"] svg [data-game][tabindex="0"]');
    await part.focus();
    const ring = await part.evaluate((node) => {
      const style = getComputedStyle(node.querySelector(':scope > .sg-hit'));
      return { width: parseFloat(style.strokeWidth), dash: style.strokeDasharray, colour: style.stroke };
    });
    assert.ok(ring.width >= 3 && ring.dash === 'none', `ring: ${JSON.stringify(ring)}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="play-history-entry"]').length === 2, null, { timeout: 30000 });
    // Pressed while the computer may still be replying: the undo waits for the reply to
    // settle, then goes back to the position before your move.
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => document.querySelector('[data-testid="play-position"]')?.textContent === 'nim 3 4 5', null, { timeout: 30000 });
    await page.waitForSelector('[data-testid="play-board"] svg [data-game]:not([aria-disabled])', { timeout: 30000 });
    await settled(page);
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return { board: !!active?.closest('[data-testid="play-board"]'), tag: active?.tagName };
    });
    assert.ok(focused.board, `after Ctrl+Z the focus is on ${focused.tag}`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test(`${lang}: "Skip to the analysis" lands on the analysis; the widgets' link keeps the language`, async () => {
    const page = await openPage(browser, `?lang=${lang}&game=nim%203%204%205`);
    await page.waitForSelector('[data-testid="outcome"]', { timeout: 30000 });
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'skip');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'analysis');
    await page.context().close();
  });
}

test('choosing 简体中文 and then 小组件 opens the widgets page in Chinese', async () => {
  const page = await openPage(browser, '?lang=en&game=nim%203%204%205');
  await page.waitForSelector('[data-testid="outcome"]', { timeout: 30000 });
  await page.selectOption('[data-testid="lang"]', 'zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hans', null, { timeout: 30000 });
  await page.click('a[data-i18n="nav.embed"]');
  await page.waitForLoadState('load');
  assert.match(page.url(), /embed\.html\?lang=zh/);
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hans', null, { timeout: 30000 });
  await page.context().close();
});

for (const lang of ['en', 'zh']) {
  test(`${lang}, 375 px: each graph row's button is named by the text it shows`, async () => {
    const page = await openPage(browser, `?lang=${lang}&game=nim%202%203&view=graph`, PHONE);
    await page.waitForSelector('[data-testid="graph-row-node"]', { timeout: 30000 });
    const names = await page.$$eval('[data-testid="graph-row-node"]', (nodes) => nodes.map((node) => ({
      label: node.getAttribute('aria-label') ?? '', shown: node.innerText.replace(/\s+/g, ' ').replace(/^★/, '').trim(),
    })));
    assert.ok(names.length > 3);
    for (const { label, shown } of names) assert.ok(label.includes(shown), `"${label}" lacks "${shown}"`);
    await page.context().close();
  });
}
