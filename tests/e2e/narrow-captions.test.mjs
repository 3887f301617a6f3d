// Captions in a narrow column (issue 33, item 7): a drawing wider than its column scrolls
// sideways (its parts keep their tap size), but its caption never needs that scroll: every
// caption and legend line of every drawing lies inside the box the reader sees with the
// drawing scrolled to its start, clear of the fade that marks more to the right. And the
// "Open" button over a waiting picture (hold.js) covers none of the picture's text.
// Widgets of every kind, several games (Nim with long heaps, Wythoff, sums), in a 280 px
// column, on a 375 px phone and in a 375 px column, in English and Chinese.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { frames, launch, settled, watchCalls } from './browser.mjs';
import { startHost } from './host.mjs';
import { postPage } from './post.mjs';

/** Each widget, its fence, and what it shows once painted. */
const WIDGETS = [
  ['sg-play', 'sg play\nnim 3 4 5', '[data-testid="board"]'],
  ['sg-play', 'sg play\nnim 9 14 12 7', '[data-testid="board"]'],
  ['sg-play', 'sg play\nwythoff 3 5', '[data-testid="board"]'],
  ['sg-play', 'sg play\nnim 3 + kayles 6 + wythoff 2 3', '[data-testid="board"]'],
  // A short picture full of letters: "Open" finds room at its compact size.
  ['sg-play', 'sg play\npalindrome abacabadabacaba', '[data-testid="board"]'],
  ['sg-graph', 'sg graph cap=60\nbash m=3 6', '[data-testid="board"]'],
  ['sg-table', 'sg table to=40\nsubtract {1,3,4}', '[data-testid="strip"] .sg-cell'],
  ['sg-grid', 'sg grid size=20\nwythoff', '[data-testid="heatmap"] .sg-cell'],
  ['sg-xor', 'sg xor\n7 8 9', '[data-testid="xor-columns"]'],
  ['sg-proof', 'sg proof\nwythoff 4 7', '[data-testid="proof"] .step'],
  ['sg-proof', 'sg proof\nnim 5 9 14', '[data-testid="proof"] .step'],
  ['sg-quiz', 'sg quiz ask=move\nnim 6 10 13', '[data-testid="quiz-answer"]'],
  ['sg-explorer', 'sg explorer view="graph"\nkayles 4 + nim 3', '[data-testid="board"]'],
  ['sg-explorer', 'sg explorer view="play"\nnim 11 6 + staircase 2 3', '[data-testid="board"]'],
];

/** The fade's width at a scrolling box's edge (css/views.css, `.drawing-scroll.more-right`). */
const FADE = 40;

/** A 280 px column (a sidebar, a theme's narrow column), a 375 px phone's, a 375 px one. */
const COLUMNS = [
  { viewport: 312, column: 280 },
  { viewport: 375, column: 343 },
  { viewport: 407, column: 375 },
];

let browser;
let host;

before(async () => {
  browser = await launch();
  const pages = {};
  for (const lang of ['en', 'zh']) {
    for (const { column } of COLUMNS) pages[`/${lang}-${column}.html`] = await postPage({ lang, column, widgets: WIDGETS });
  }
  host = await startHost(pages);
});
after(async () => {
  await browser?.close();
  await host?.close();
});

/** Waits until every widget shows its first view, or waits over its picture with "Open". */
async function everyWidgetShows(tab) {
  await tab.waitForFunction((widgets) => {
    const hosts = [...document.querySelectorAll('main *')].filter((w) => w.tagName.startsWith('SG-'));
    return hosts.length === widgets.length && hosts.every((w, i) => {
      const shadow = w.shadowRoot;
      if (!shadow) return false;
      if (shadow.querySelector('[data-testid="open-widget"]:not(:empty)')) return true;
      return shadow.querySelector(widgets[i][2]) && shadow.querySelector('.sg-widget:not([hidden]):not(.sg-offstage)');
    });
  }, WIDGETS, { timeout: 90000 });
}

/** Each waiting widget's "Open" button, and each caption line of its picture it covers. */
function openButtonsOverText() {
  const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  return [...document.querySelectorAll('main *')].filter((w) => w.tagName.startsWith('SG-')).flatMap((w, index) => {
    const open = w.shadowRoot?.querySelector('[data-testid="open-widget"]');
    if (!open) return [];
    const box = open.getBoundingClientRect();
    const covered = [...w.querySelectorAll('svg text')]
      .filter((text) => overlap(box, text.getBoundingClientRect()))
      .map((text) => text.textContent);
    return [{ index, tag: w.tagName.toLowerCase(), covered, shown: box.width > 0 && box.height > 0 }];
  });
}

/**
 * Each caption or legend line of every drawing that the reader does not see whole with its
 * drawing scrolled to the start: outside the widget's card, outside its scrolling box, or
 * under that box's fade (when more of the drawing is to the right). And how many lines
 * were looked at, and how many drawings scroll.
 */
function cutCaptions(fade) {
  const out = [];
  let lines = 0;
  let scrolling = 0;
  const hosts = [...document.querySelectorAll('main *')].filter((w) => w.tagName.startsWith('SG-'));
  hosts.forEach((w, index) => {
    const root = w.shadowRoot.querySelector('.sg-root');
    const card = root.getBoundingClientRect();
    for (const svg of root.querySelectorAll('svg.sg-drawing')) {
      if (svg.getClientRects().length === 0) continue;
      const scroller = svg.closest('.drawing-scroll, .graph-viewport');
      if (scroller?.classList.contains('drawing-scroll')) scroller.scrollLeft = 0;
      const box = scroller ? scroller.getBoundingClientRect() : card;
      const faded = scroller?.classList.contains('more-right') ? fade : 0;
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) scrolling += 1;
      const left = Math.max(box.left, card.left);
      const right = Math.min(box.right, card.right) - faded;
      for (const text of svg.querySelectorAll('.sg-caption text, .sg-legend text')) {
        const r = text.getBoundingClientRect();
        if (r.width === 0) continue;
        lines += 1;
        if (r.left < left - 0.5 || r.right > right + 0.5) {
          out.push(`${index} ${w.tagName.toLowerCase()} ${w.getAttribute('game')}: "${text.textContent}" ${Math.round(r.left - left)}..${Math.round(r.right - left)} of ${Math.round(right - left)}${faded ? ' (before the fade)' : ''}`);
        }
      }
    }
  });
  return { out, lines, scrolling };
}

for (const lang of ['en', 'zh']) {
  for (const { viewport, column } of COLUMNS) {
    test(`a ${column} px column (${lang}): no caption needs the drawing's scroll, no "Open" covers a caption`, async (t) => {
      // A window taller than the post: every picture is in view, and every widget taller
      // than its picture waits with its "Open" button.
      const context = await browser.newContext({ viewport: { width: viewport, height: 16000 } });
      await context.addInitScript(watchCalls);
      const tab = await context.newPage();
      const problems = [];
      tab.on('pageerror', (error) => problems.push(String(error)));
      await tab.goto(host.url(`/${lang}-${column}.html`));
      await everyWidgetShows(tab);
      const waiting = await tab.evaluate(openButtonsOverText);
      assert.ok(waiting.length >= 3, `widgets wait over their pictures: ${JSON.stringify(waiting)}`);
      const covers = waiting.filter(({ covered, shown }) => !shown || covered.length > 0)
        .map(({ index, tag, covered }) => `${index} ${tag}: ${JSON.stringify(covered)}`);
      // Open every waiting widget, as a reader does.
      // (One that opens moves those below it down; where they leave the window, they open.)
      for (const { index } of waiting) {
        await tab.evaluate((i) => [...document.querySelectorAll('main *')].filter((w) => w.tagName.startsWith('SG-'))[i]
          .shadowRoot.querySelector('[data-testid="open-widget"]')?.click(), index);
      }
      await tab.waitForFunction(() => ![...document.querySelectorAll('main *')].some((w) => w.shadowRoot?.querySelector('[data-testid="open-widget"], .sg-offstage')));
      // Hit areas and the tap size come after a drawing's first frame (drawn.js).
      await settled(tab);
      const { out, lines, scrolling } = await tab.evaluate(cutCaptions, FADE);
      assert.ok(lines > 40, `caption lines looked at: ${lines}`);
      assert.ok(scrolling > 0, 'some drawing scrolls sideways');
      assert.deepEqual({ cut: out, covered: covers }, { cut: [], covered: [] }, 'caption lines the reader cannot read whole; "Open" buttons not shown or over a picture\'s text');
      assert.deepEqual(problems, []);
      t.diagnostic(`${waiting.length} pictures wait with "Open"; ${lines} caption lines; ${scrolling} drawings scroll`);
      await context.close();
    });
  }
}
