// Under misère and every: no view states a normal-play fact (issue 35): every view of
// `misere: nim 1 1` and `every: nim 2 + kayles 3`, in both languages, is read whole, and
// none says that a position is P exactly when its SG value is 0, promises SG values its
// nodes do not show, derives an SG value without saying it is the normal-play one, or
// shows the xor that decides only under normal play. The analysis and the play view say who wins as core does.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, settled } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Sentences true under normal play only, as the page writes them in each language. */
const NORMAL_ONLY = {
  en: [
    /P exactly when its SG value is 0/,
    /its letter and its SG value/,
    /^Why .* has SG value \d+$/m,
    /a P position\. Whatever/,
  ],
  zh: [
    /当且仅当其 SG 值为 0/,
    /P\/N 字母和 SG 值/,
    /^为什么 .* 的 SG 值是 \d+$/m,
    /局面是必败态当且仅当其 SG 值为 0/,
  ],
};

/** The text of the analysis and of the view shown, once `view` is drawn. */
async function viewText(page, view) {
  await page.click(`[data-testid="tab-${view}"]`);
  await page.waitForFunction((name) => {
    const tab = document.querySelector(`[data-testid="tab-${name}"]`);
    const panel = document.querySelector('[data-testid="view"]');
    return tab?.getAttribute('aria-selected') === 'true' && panel && panel.textContent.trim().length > 0
      && !panel.querySelector('.busy:not([hidden])');
  }, view, { timeout: 30000 });
  // The view's later parts (component graphs, a table's tools) arrive after its first.
  await settled(page);
  return page.evaluate(() => ['analysis', 'view'].map((id) => document.querySelector(`[data-testid="${id}"]`).innerText).join('\n'));
}

const CASES = [
  ['misere: nim 1 1', 'N'],
  ['every: nim 2 + kayles 3', null],
];

for (const lang of ['en', 'zh']) {
  for (const [game, outcome] of CASES) {
    test(`${lang}: every view of ${game} states only facts of its rule`, async () => {
      const page = await openPage(browser, `?game=${encodeURIComponent(game)}&lang=${lang}`);
      await page.waitForSelector('[data-testid="outcome"]', { timeout: 30000 });
      const shown = await page.getAttribute('[data-testid="outcome"]', 'data-outcome');
      if (outcome) assert.equal(shown, outcome);
      // No xor of the components beside the analysis: it decides normal play only.
      assert.equal(await page.locator('[data-testid="xor"]').count(), 0);
      const views = await page.$$eval('[role="tab"][data-view]', (tabs) => tabs.map((tab) => tab.dataset.view));
      assert.ok(views.length >= 4, `views: ${views}`);
      for (const view of views) {
        const text = await viewText(page, view);
        for (const pattern of NORMAL_ONLY[lang]) {
          assert.doesNotMatch(text, pattern, `${game}, view ${view} (${lang})`);
        }
        if (view === 'graph') {
          // The nodes of the whole game show their letters only: no SG value.
          const values = await page.$$eval('[data-testid="graph-main"] [data-testid="graph-row-node"], [data-testid="graph-main"] .sg-node',
            (nodes) => nodes.filter((node) => /SG|·/.test(node.textContent)).length);
          assert.equal(values, 0, `${game}: a node of the whole game shows an SG value`);
        }
      }
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
  test(`${lang}: misère play ends with the player who cannot move winning, as core says`, async () => {
    const page = await openPage(browser, `?game=${encodeURIComponent('misere: nim 1 1')}&view=play&lang=${lang}`);
    await page.waitForSelector('[data-testid="play-move"]', { timeout: 30000 });
    await page.click('[data-testid="play-move"]');
    // The computer takes the last token; you have no move left, and win.
    await page.waitForFunction(() => document.querySelector('[data-testid="play-status"]')?.dataset.result, null, { timeout: 30000 });
    assert.equal(await page.getAttribute('[data-testid="play-status"]', 'data-result'), 'you');
    const status = await page.textContent('[data-testid="play-status"]');
    assert.match(status, lang === 'en' ? /misère play the player who cannot move wins: you won/ : /反常规则下无法走的一方获胜：你赢了/);
    // Nothing on the page explains the end by a move (no "some move leads to a P
    // position"): there is none left. (Read at once: waiting for the analysis view's
    // `.why-line`, which the play view does not have, took the locator's 30 s.)
    assert.doesNotMatch(await page.locator('body').innerText(), /Some move leads|存在一步/);
    await page.context().close();
  });
}

for (const lang of ['en', 'zh']) {
  test(`${lang}: the analysis of a misère end says the player who cannot move has won`, async () => {
    const page = await openPage(browser, `?game=${encodeURIComponent('misere: nim 0 0')}&lang=${lang}`);
    await page.waitForSelector('[data-testid="outcome"][data-outcome="N"]', { timeout: 30000 });
    const text = await page.locator('[data-testid="analysis"]').innerText();
    assert.match(text, lang === 'en' ? /under misère play the player who cannot move wins/ : /反常规则下无法走的一方获胜/);
    assert.doesNotMatch(text, /Some move leads to a P position|every move leads to an N position|存在一步走到必败态/);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}
