// The iframe form fits its stated height (issue 25, item 2): each widget's iframe snippet,
// copied from /embed.html and pasted into a page of another origin that runs no script,
// shows the whole widget at 375 and 1280 px wide: the frame's document is no taller than
// the snippet's height once the widget has drawn everything. The heights measured are
// printed (`# height ...`) for the catalog (web/js/elements/catalog.js).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { frames, launch, BASE_URL } from './browser.mjs';
import { startHost } from './host.mjs';

/** What each widget shows once it has drawn everything in its frame. */
const DONE = {
  'sg-play': '[data-testid="play-moves"] button',
  'sg-graph': '.sg-node, [data-testid="graph-row-node"]',
  'sg-table': '[data-testid="strip"] .sg-cell',
  'sg-grid': '[data-testid="heatmap"] .sg-cell',
  'sg-xor': '[data-testid="xor-columns"]',
  'sg-proof': '[data-testid="proof"] .step',
  'sg-quiz': '[data-testid="quiz-answer"]',
  'sg-explorer': '.sg-node, [data-testid="graph-row-node"]',
};

let browser;
let host;
/** The iframe snippet of each widget, by language. */
const snippets = { en: {}, zh: {} };
/** The Markdown fence snippet of each widget, by language. */
const fences = { en: {}, zh: {} };

before(async () => {
  mkdirSync(new URL('artifacts/', import.meta.url), { recursive: true });
  browser = await launch();
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const lang of ['en', 'zh']) {
    await page.goto(new URL(`embed.html?lang=${lang}`, BASE_URL).href);
    await page.waitForSelector('section.widget-ref');
    Object.assign(snippets[lang], await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('section.widget-ref')].map((section) => [
      section.dataset.widget,
      [...section.querySelectorAll('pre code')].map((code) => code.textContent).find((text) => text.startsWith('<iframe')),
    ]))));
    Object.assign(fences[lang], await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('section.widget-ref')].map((section) => [
      section.dataset.widget,
      [...section.querySelectorAll('pre code')].map((code) => code.textContent).find((text) => text.startsWith('```')),
    ]))));
  }
  await context.close();
  const pages = {};
  for (const lang of ['en', 'zh']) {
    for (const [tag, snippet] of Object.entries(snippets[lang])) {
      pages[`/${lang}/${tag}.html`] = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${tag}</title></head><body><p>Text. 正文。</p>${snippet}<p>End. 结尾。</p></body></html>`;
    }
  }
  host = await startHost(pages, { 'content-security-policy': "script-src 'none'" });
});
after(async () => {
  await browser?.close();
  await host?.close();
});

test('the embed page gives the Markdown fence of every widget, in the page language', () => {
  assert.equal(fences.en['sg-play'], '```sg play\nnim 3 4 5\n```');
  assert.equal(fences.zh['sg-play'], '```sg play lang=zh\nnim 3 4 5\n```');
  assert.equal(fences.en['sg-xor'], '```sg xor\n7 8 9\n```');
  assert.equal(fences.en['sg-table'], '```sg table to=40\nsubtract {1,3,4}\n```');
  for (const [tag, fence] of Object.entries(fences.en)) assert.match(fence, new RegExp(`^\`\`\`sg ${tag.slice(3)}( |\n)`), tag);
});

test('the embed page gives an iframe snippet of every widget', () => {
  assert.deepEqual(Object.keys(snippets.zh).sort(), Object.keys(DONE).sort());
  for (const snippet of [...Object.values(snippets.en), ...Object.values(snippets.zh)]) assert.match(snippet, /^<iframe src="[^"]+embed\.html\?w=[a-z]+&[^"]*" title="[^"]+" width="100%" height="\d+" loading="lazy" style="border:0"><\/iframe>$/);
});

for (const width of [375, 1280]) {
  test(`every iframe snippet shows its whole widget at ${width} px, in both languages`, async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const rows = [];
    for (const [lang, tag] of ['en', 'zh'].flatMap((l) => Object.keys(DONE).map((t) => [l, t]))) {
      const page = await context.newPage();
      await page.goto(host.url(`/${lang}/${tag}.html`));
      const frameElement = await page.waitForSelector('iframe');
      await frameElement.scrollIntoViewIfNeeded();
      const frame = await frameElement.contentFrame();
      await frame.waitForFunction(([t, inner]) => {
        const shadow = document.querySelector(t)?.shadowRoot;
        return shadow?.querySelector(inner) && shadow.querySelector('.sg-widget:not([hidden])') && !shadow.querySelector('.busy:not([hidden])');
      }, [tag, DONE[tag]], { timeout: 30000 });
      // Late layout (the fonts, a second render) lands in the next frames.
      await frames(frame);
      const stated = Number(await frameElement.getAttribute('height'));
      // The height the content needs, and whether the frame's document scrolls.
      const measure = () => frame.evaluate(() => ({
        content: Math.ceil(document.getElementById('embed').getBoundingClientRect().bottom + scrollY),
        scroll: document.documentElement.scrollHeight,
      }));
      const sizes = [await measure()];
      if (tag === 'sg-play') {
        // Play the game out: the moves so far and the chart grow as it goes.
        for (let move = 0; move < 30; move += 1) {
          const before = await frame.evaluate(() => {
            const shadow = document.querySelector('sg-play').shadowRoot;
            const button = shadow.querySelector('[data-testid="play-move"]');
            button?.click();
            return button ? shadow.querySelectorAll('[data-testid="play-history-entry"]').length : null;
          });
          if (before === null) break;
          // Your move and the computer's reply drawn: your turn again, or the game over.
          await frame.waitForFunction((n) => {
            const shadow = document.querySelector('sg-play').shadowRoot;
            return shadow.querySelectorAll('[data-testid="play-history-entry"]').length > n
              && (shadow.querySelector('[data-testid="play-move"]') || shadow.querySelector('[data-testid="play-status"][data-result]'));
          }, before, { timeout: 30000 });
          sizes.push(await measure());
        }
      }
      const needed = Math.max(...sizes.map((size) => size.content));
      const scrolls = Math.max(...sizes.map((size) => size.scroll));
      const box = await frameElement.boundingBox();
      rows.push({ tag: `${tag} (${lang})`, stated, needed, scrolls, frameWidth: Math.round(box.width) });
      if (tag === 'sg-play') await page.screenshot({ path: fileURLToPath(new URL(`artifacts/iframe-play-${lang}-${width}.png`, import.meta.url)), fullPage: true });
      await page.close();
    }
    for (const row of rows) console.log(`# height ${width}px ${row.tag}: needs ${row.needed}, snippet ${row.stated}`);
    for (const row of rows) {
      assert.ok(row.needed <= row.stated, `${row.tag} at ${width} px needs ${row.needed} px, the snippet states ${row.stated}`);
      assert.ok(row.scrolls <= row.stated, `${row.tag} at ${width} px: the frame's document is ${row.scrolls} px tall`);
    }
    await context.close();
  });
}
