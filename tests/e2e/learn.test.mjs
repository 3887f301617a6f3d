// The tutorials under /learn/: every page of both languages loads, every widget on it
// draws without an error, nothing scrolls sideways at 375 px, and the pages link each
// other (the other language, the contents). The pages and their order come from the one
// table of pages, web/learn/src/pages.json (see xtask/src/learn.rs).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch, openPage } from './browser.mjs';

const LEARN = fileURLToPath(new URL('../../web/learn/', import.meta.url));
const TABLE = JSON.parse(readFileSync(`${LEARN}src/pages.json`, 'utf8'));
const PAGES = ['index.html', ...TABLE.map((page) => `${page.slug}.html`)];
const htmlIn = (lang) => readdirSync(`${LEARN}${lang}`).filter((name) => name.endsWith('.html')).sort();

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('both languages have exactly the pages of the table', () => {
  for (const lang of ['en', 'zh']) assert.deepEqual(htmlIn(lang), [...PAGES].sort(), lang);
  assert.ok(PAGES.length >= 11, PAGES.join(' '));
});

for (const lang of ['en', 'zh']) {
  test(`every tutorial (${lang}) draws all its widgets without an error`, async () => {
    for (const name of PAGES) {
      const page = await openPage(browser, `learn/${lang}/${name}`, { viewport: { width: 375, height: 800 } });
      await page.waitForFunction(() => [...document.querySelectorAll('*')]
        .filter((w) => w.tagName.startsWith('SG-'))
        .every((w) => w.shadowRoot?.querySelector('.sg-content')?.children.length > 0), null, { timeout: 60000 });
      const facts = await page.evaluate((otherLang) => {
        const widgets = [...document.querySelectorAll('*')].filter((w) => w.tagName.startsWith('SG-'));
        return {
          widgets: widgets.length,
          errors: widgets.filter((w) => w.shadowRoot.querySelector('[data-testid="widget-error"]')).map((w) => `${w.tagName} ${w.getAttribute('game')}`),
          quizzes: widgets.filter((w) => w.tagName === 'SG-QUIZ').length,
          lang: document.documentElement.lang,
          sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
          other: [...document.querySelectorAll('a[href]')].some((a) => a.getAttribute('href').includes(`../${otherLang}/`)),
          next: document.querySelector('.pager .next')?.getAttribute('href') ?? null,
        };
      }, lang === 'en' ? 'zh' : 'en');
      assert.deepEqual(facts.errors, [], name);
      if (name !== 'index.html') {
        assert.ok(facts.widgets >= 2, `${name}: ${facts.widgets} widgets`);
        assert.ok(facts.quizzes >= 1, `${name}: no exercise`);
      }
      assert.equal(facts.lang.startsWith(lang), true, name);
      assert.equal(facts.sideways, false, `${name} scrolls sideways at 375 px`);
      assert.ok(facts.other, `${name} does not link the other language`);
      const at = PAGES.indexOf(name);
      if (at > 0) assert.equal(facts.next, PAGES[at + 1] ?? 'index.html', `${name}: the pager against pages.json`);
      assert.deepEqual(page.problems, [], name);
      await page.context().close();
    }
  });
}
