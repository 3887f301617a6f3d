// Issue 26 item 7: a typo in a game's text gets a suggestion from core's parser, in the
// explorer and in a widget, in both languages; what is unambiguous (a capital letter) is
// accepted and written back in the canonical lower case.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function errorFor(page, text) {
  await page.fill('[data-testid="game-input"]', text);
  await page.click('[data-testid="analyse"]');
  const error = page.locator('[data-testid="error"]');
  await error.waitFor();
  return error.textContent();
}

const CASES = [
  ['nmi 3 4 5', 'nim'],
  ['hackenbush 1-2', 'tree'],
  ['misere nim 1 1 2', 'misere:'],
];

for (const lang of ['en', 'zh']) {
  test(`the explorer suggests the nearest keyword or rule (${lang})`, async () => {
    const page = await openPage(browser, `?lang=${lang}&game=nim%201%202`);
    await page.waitForSelector('[data-testid="outcome"]');
    for (const [text, word] of CASES) {
      const message = await errorFor(page, text);
      assert.ok(message.includes(lang === 'en' ? `"${word}"` : `“${word}”`), `${text}: ${message}`);
      assert.ok(!message.includes('`'), `${text}: ${message}`);
      assert.match(message, lang === 'en' ? /^Not a game: column 1: .*did you mean/ : /^不是合法的游戏：第 1 列：.*你是不是想写/);
      // The word is shown as code in a button that applies it.
      assert.equal(await page.textContent('[data-testid="suggestion"] code'), word);
    }
    // A click puts the word in place and analyses the text.
    await errorFor(page, 'nmi 3 4 5');
    await page.click('[data-testid="suggestion"]');
    await page.waitForSelector('[data-testid="outcome"][data-outcome="N"]');
    assert.equal(await page.inputValue('[data-testid="game-input"]'), 'nim 3 4 5');
    assert.equal(await page.locator('[data-testid="error"]').count(), 0);
    assert.deepEqual(page.problems, []);
  });
}

test('a capital letter is accepted and the canonical text is lower case', async () => {
  const page = await openPage(browser, '?lang=en&game=nim%201%202');
  await page.waitForSelector('[data-testid="outcome"]');
  await page.fill('[data-testid="game-input"]', 'Nim 3 4 5');
  await page.click('[data-testid="analyse"]');
  await page.waitForSelector('[data-testid="outcome"][data-outcome="N"]');
  assert.equal(await page.textContent('[data-testid="canonical"]'), 'nim 3 4 5');
  assert.deepEqual(page.problems, []);
});

test('a widget shows the suggestion inside, in its language', async () => {
  for (const [lang, pattern] of [['en', /did you mean "nim"/], ['zh', /你是不是想写“nim”/]]) {
    const page = await openPage(browser, `embed.html?w=play&game=nmi%203%204%205&lang=${lang}`);
    await page.waitForFunction(() => {
      const host = document.querySelector('sg-play');
      return (host?.shadowRoot?.querySelector('[data-testid="widget-error"]')?.textContent ?? '').length > 0;
    });
    const text = await page.evaluate(() => document.querySelector('sg-play').shadowRoot.querySelector('[data-testid="widget-error"]').textContent);
    assert.match(text, pattern);
  }
});
