// The page's language (issue 33, item 4): a widget speaks its own `lang`, else the nearest
// ancestor's, up to `<html lang>` in any of its Chinese spellings, so a Chinese post is
// Chinese throughout; and a page that changes its language as it navigates (VitePress's
// client-side routing sets `<html lang>`) redraws its widgets in the new one.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, BASE_URL } from './browser.mjs';
import { startHost } from './host.mjs';

const SCRIPT = new URL('sglab.js', BASE_URL).href;

function page(htmlLang, body) {
  return `<!doctype html><html${htmlLang === null ? '' : ` lang="${htmlLang}"`}><head><meta charset="utf-8"><title>t</title>
<script type="module" src="${SCRIPT}"></script></head><body>${body}</body></html>`;
}

const WIDGET = '<sg-proof game="nim 1 2 3">nim 1 2 3</sg-proof>';

let browser;
let host;

before(async () => {
  browser = await launch();
  const pages = {};
  for (const tag of ['zh-CN', 'zh-Hans', 'zh-TW', 'zh', 'en-US', 'en']) pages[`/${tag}.html`] = page(tag, WIDGET);
  pages['/none.html'] = page(null, WIDGET);
  pages['/mixed.html'] = page('zh-CN', `<article lang="en"><p>${WIDGET}</p></article><section><sg-xor heaps="7 8 9" lang="en">7 8 9</sg-xor><sg-xor id="zh" heaps="1 2">1 2</sg-xor></section>`);
  pages['/nav.html'] = page('en', `<div id="post">${WIDGET}</div>`);
  host = await startHost(pages);
});
after(async () => {
  await browser?.close();
  await host?.close();
});

async function open(path) {
  const tab = await browser.newPage();
  await tab.goto(host.url(path));
  await tab.waitForFunction(() => [...document.querySelectorAll('sg-proof, sg-xor')]
    .every((w) => w.shadowRoot?.querySelector('.sg-content')?.children.length > 0), null, { timeout: 30000 });
  return tab;
}

/** Per widget: the language it was drawn in and whether its text is Chinese (more CJK
 *  characters than Latin letters: English texts cite the Chinese terms, 必败态). */
function languages(tab) {
  return tab.evaluate(() => [...document.querySelectorAll('sg-proof, sg-xor')].map((w) => {
    const text = w.shadowRoot.querySelector('.sg-content').textContent;
    const count = (pattern) => (text.match(pattern) ?? []).length;
    return { lang: w.shadowRoot.querySelector('.sg-root').lang, chinese: count(/[\u4e00-\u9fff]/g) > count(/[a-z]/gi) };
  }));
}

for (const [tag, expected] of [['zh-CN', 'zh-Hans'], ['zh-Hans', 'zh-Hans'], ['zh-TW', 'zh-Hans'], ['zh', 'zh-Hans'], ['en-US', 'en'], ['en', 'en'], ['none', 'en']]) {
  test(`<html lang="${tag}">: the widget is drawn in ${expected}`, async () => {
    const tab = await open(`/${tag}.html`);
    const [widget] = await languages(tab);
    assert.equal(widget.lang, expected);
    assert.equal(widget.chinese, expected === 'zh-Hans');
    await tab.close();
  });
}

test('the nearest lang wins: an English article or widget in a Chinese page', async () => {
  const tab = await open('/mixed.html');
  const [proof, english, chinese] = await languages(tab);
  assert.deepEqual(proof, { lang: 'en', chinese: false });
  assert.deepEqual(english, { lang: 'en', chinese: false });
  assert.deepEqual(chinese, { lang: 'zh-Hans', chinese: true });
  await tab.close();
});

test('client-side navigation to a Chinese page redraws the widget in Chinese, and back', async () => {
  const tab = await open('/nav.html');
  assert.deepEqual((await languages(tab))[0], { lang: 'en', chinese: false });
  /** Waits until the widget is drawn as `expected`. */
  const until = async (expected) => {
    let seen;
    for (let tries = 0; tries < 100; tries += 1) {
      [seen] = await languages(tab);
      if (seen.lang === expected.lang && seen.chinese === expected.chinese) return;
      await tab.waitForTimeout(100);
    }
    assert.deepEqual(seen, expected);
  };
  await tab.evaluate(() => { document.documentElement.lang = 'zh-CN'; });
  await until({ lang: 'zh-Hans', chinese: true });
  await tab.evaluate(() => { document.documentElement.lang = 'en'; });
  await until({ lang: 'en', chinese: false });
  await tab.close();
});
