// Narrow columns (issue 33, item 7): in a 280 px column (a blog theme's on a phone, or a
// sidebar's on a desktop) every widget lays out inside its card: nothing sticks out but
// what scrolls, and what scrolls (a wide table or grid) fades at the edge it goes on past.
// Widgets write in the host's font, and a widget inside a <p> (Hexo's Markdown) is still
// a block as wide as the column.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, settled, watchCalls } from './browser.mjs';
import { startHost } from './host.mjs';
import { everyWidgetPaints, postPage, WIDGETS } from './post.mjs';

let browser;
let host;

before(async () => {
  browser = await launch();
  const pages = {};
  for (const lang of ['en', 'zh']) {
    pages[`/${lang}.html`] = await postPage({ lang, column: 280 });
    // Hexo's Markdown wraps each widget in a paragraph.
    pages[`/${lang}-p.html`] = pages[`/${lang}.html`].replace(/(<sg-[a-z]+ [^]*?<\/sg-[a-z]+>)/g, '<p>$1</p>');
  }
  host = await startHost(pages);
});
after(async () => {
  await browser?.close();
  await host?.close();
});

/**
 * Per widget: its width, and each element inside that reaches past the card's content box
 * (more than 1 px), unless a scrolling box holds it; and the scrolling boxes that overflow
 * with whether they carry their fade.
 */
function overflows(tab) {
  return tab.evaluate(() => [...document.querySelectorAll('main *')]
    .filter((w) => w.tagName.startsWith('SG-'))
    .map((w) => {
      const root = w.shadowRoot.querySelector('.sg-root');
      const box = root.getBoundingClientRect();
      const scrolls = (node) => {
        for (let n = node.parentElement; n && n !== root; n = n.parentElement) {
          const style = getComputedStyle(n);
          if (/(auto|scroll|hidden)/.test(style.overflowX) || n.classList.contains('graph-viewport')) return true;
        }
        return false;
      };
      const out = [];
      for (const node of root.querySelectorAll('*')) {
        if (node.closest('svg') && node.tagName.toLowerCase() !== 'svg') continue;
        const r = node.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(node).visibility === 'hidden') continue;
        if ((r.left < box.left - 1 || r.right > box.right + 1) && !scrolls(node)) {
          out.push(`${node.tagName.toLowerCase()}.${[...node.classList].join('.')} ${Math.round(r.left - box.left)}..${Math.round(r.right - box.left)} of ${Math.round(box.width)}`);
        }
      }
      const scrollers = [...root.querySelectorAll('.drawing-scroll')]
        .filter((s) => s.scrollWidth > s.clientWidth + 1)
        .map((s) => s.classList.contains('more-right'));
      return {
        tag: w.tagName.toLowerCase(),
        width: Math.round(w.getBoundingClientRect().width),
        display: getComputedStyle(w).display,
        font: getComputedStyle(root).fontFamily,
        out,
        scrollers,
      };
    }));
}

for (const lang of ['en', 'zh']) {
  for (const wrapped of [false, true]) {
    test(`a 280 px column (${lang}${wrapped ? ', each widget in a <p>' : ''}): nothing sticks out, what scrolls fades`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(watchCalls);
      const tab = await context.newPage();
      await tab.goto(host.url(`/${lang}${wrapped ? '-p' : ''}.html`));
      await everyWidgetPaints(tab);
      // Open what a reader opens in play: the hint and the computer's menus are there.
      await settled(tab);
      const seen = await overflows(tab);
      assert.equal(seen.length, WIDGETS.length);
      for (const widget of seen) {
        assert.equal(widget.width, 280, `${widget.tag} is as wide as the column`);
        assert.equal(widget.display, 'block', widget.tag);
        assert.match(widget.font, /Georgia/, `${widget.tag} writes in the host's font`);
        assert.deepEqual(widget.out, [], `${widget.tag} sticks out`);
        assert.ok(widget.scrollers.every(Boolean), `${widget.tag}: a scrolling drawing without its fade`);
      }
      // The SG table and the Wythoff grid are wider than 280 px: they scroll, with the cue.
      for (const tag of ['sg-grid']) {
        assert.ok(seen.find((w) => w.tag === tag).scrollers.length > 0, `${tag} scrolls`);
      }
      await context.close();
    });
  }
}
