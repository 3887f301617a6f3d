// What a blogger's reader sees in a built post, checked in Chromium: every widget paints
// and plays, a post speaks its language, scripts-off readers see the build-time picture,
// a link followed from the index (client-side in single-page engines) repaints, and what
// the post costs (layout shift, bytes of pictures).

import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { FENCES } from './posts.mjs';

const CJK = /[\u4e00-\u9fff]/;

/** The language of a short text: Chinese when its Chinese characters outweigh its Latin
 *  letters (English texts name the Chinese terms too: "The xor (异或) of ..."). */
function textLanguage(text, game = '') {
  text = text.split(game).join(' ').replace(/\b(SG|mex|nim)\b/g, ' ');
  const chinese = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return chinese * 2 > latin ? 'zh' : 'en';
}

/** Each widget and what it shows once painted (inside its shadow root). */
export const PAINTED = {
  'sg-play': '[data-testid="play-moves"] button',
  'sg-graph': '.sg-node, [data-testid="graph-row-node"]',
  'sg-table': '[data-testid="strip"] .sg-cell',
  'sg-grid': '[data-testid="heatmap"] .sg-cell',
  'sg-xor': '[data-testid="xor-columns"]',
  'sg-proof': '[data-testid="proof"] .step',
  'sg-quiz': '[data-testid="quiz-answer"]',
  'sg-explorer': '[data-testid="table-block"] .sg-cell',
};

export const TAGS = FENCES.map(([widget]) => `sg-${widget}`);
const GAMES = Object.fromEntries(FENCES.map(([widget, , body]) => [`sg-${widget}`, body]));

/** A new tab in its own context recording errors in `tab.problems`. */
export async function openTab(browser, url, { javaScriptEnabled = true, width = 1280, init = null, colorScheme = 'light' } = {}) {
  const context = await browser.newContext({ javaScriptEnabled, colorScheme, viewport: { width, height: 900 } });
  const origin = new URL(url).origin;
  // The machine is offline: a theme's fonts and scripts from elsewhere (Hexo's landscape
  // loads jQuery and web fonts from CDNs) fail at once, and are the theme's business.
  await context.route((target) => target.origin !== origin, (route) => route.abort());
  const tab = await context.newPage();
  tab.problems = [];
  tab.on('console', (message) => {
    const from = message.location()?.url ?? '';
    const elsewhere = from !== '' && !from.startsWith(origin);
    // A missing favicon is the host's business too.
    if (message.type() === 'error' && !elsewhere && !/favicon/.test(from)) tab.problems.push(message.text());
  });
  tab.on('pageerror', (error) => tab.problems.push(String(error)));
  if (init) await tab.addInitScript(init);
  await tab.goto(url);
  return tab;
}

/** Every widget of the page shows the dark scheme (the engine's own dark mode is on): its
 *  box says so and its background is dark (WCAG luminance below 0.18, where white text
 *  reads better than black). */
export async function everyWidgetIsDark(tab, what) {
  const seen = await tab.evaluate((tags) => {
    const luminance = (colour) => {
      const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      const linear = (c) => { const v = c / 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    return [...document.querySelectorAll(tags.join(','))].map((widget) => {
      const box = widget.shadowRoot?.querySelector('.sg-widget:not([hidden])');
      const background = box ? getComputedStyle(box).backgroundColor : '';
      return { tag: widget.localName, theme: box?.dataset.sgTheme ?? null, background, dark: box ? luminance(background) < 0.18 : false };
    });
  }, TAGS);
  assert.ok(seen.length >= TAGS.length, `${what}: ${seen.length} widgets`);
  const light = seen.filter((widget) => widget.theme !== 'dark' || !widget.dark);
  assert.deepEqual(light, [], `${what}: widgets not dark`);
}

/** Waits until every widget of the page has painted its first view and taken its place
 *  (shown, or its whole picture waiting for the reader with its Open button: hold.js). */
export async function everyWidgetPaints(tab, what) {
  for (const tag of TAGS) {
    await tab.waitForFunction(([t, inner]) => {
      const widgets = [...document.querySelectorAll(t)];
      return widgets.length > 0 && widgets.every((w) => w.shadowRoot?.querySelector(inner) && w.shadowRoot.querySelector('.sg-widget:not([hidden]):not(.sg-offstage), [data-testid="open-widget"]'));
    }, [tag, PAINTED[tag]], { timeout: 45000 }).catch(async (error) => {
      const seen = await tab.evaluate((t) => {
        const widget = document.querySelector(t);
        if (!widget) return 'no element';
        return widget.shadowRoot?.textContent?.slice(0, 300) ?? `not upgraded: ${widget.outerHTML.slice(0, 200)}`;
      }, tag);
      throw new Error(`${what}: ${tag} did not paint ${PAINTED[tag]}: ${seen} (${error.message.split('\n')[0]})`);
    });
  }
}

/** A widget taller than its picture, with text below it in view when it painted, keeps
 *  showing its whole picture with an "Open" button until the reader acts
 *  (web/js/elements/hold.js); a reader taps that first. */
export const OPEN = '[data-testid="open-widget"]';

async function open(tab, tag) {
  const more = tab.locator(`${tag} ${OPEN}`);
  if (await more.count() > 0) await more.first().click();
}

/** Plays: a move in sg-play (the computer answers), an answer in sg-quiz (judged), the
 *  explorer's graph tab (drawn). */
export async function everyWidgetPlays(tab, what) {
  await tab.evaluate(() => {
    window.sglabSeen = [];
    for (const name of ['sg-move', 'sg-select']) document.addEventListener(name, (event) => window.sglabSeen.push({ name, detail: event.detail }));
  });
  await open(tab, 'sg-play');
  await tab.locator('sg-play [data-testid="play-move"]').first().click();
  await tab.waitForFunction(() => window.sglabSeen.filter((e) => e.name === 'sg-move').length >= 2, null, { timeout: 20000 })
    .catch(() => { throw new Error(`${what}: sg-play: no move and answer`); });
  const moves = await tab.evaluate(() => window.sglabSeen.filter((e) => e.name === 'sg-move').map((e) => e.detail.by));
  assert.deepEqual(moves.slice(0, 2), ['you', 'computer'], what);
  await open(tab, 'sg-quiz');
  await tab.locator('sg-quiz [data-testid="quiz-answer"]').first().click();
  await tab.locator('sg-quiz [data-testid="quiz-feedback"]').waitFor({ timeout: 20000 });
  assert.ok(await tab.evaluate(() => window.sglabSeen.some((e) => e.name === 'sg-select')), `${what}: sg-quiz: no answer event`);
  await open(tab, 'sg-explorer');
  await tab.locator('sg-explorer [data-testid="tab-graph"]').click();
  await tab.locator('sg-explorer [data-testid="view"] .sg-node').first().waitFor({ timeout: 30000 })
    .catch(() => { throw new Error(`${what}: sg-explorer: the graph tab drew no node`); });
}

/** The language the widgets speak ('en', 'zh', or 'mixed'): the language each widget
 *  renders in (the `lang` it puts on its frame); a Chinese widget's texts hold Chinese.
 *  (English widgets name the Chinese terms too, so Chinese characters alone say nothing.) */
export async function widgetLanguage(tab) {
  const seen = await tab.evaluate((tags) => tags.map((t) => {
    const frame = document.querySelector(t)?.shadowRoot?.querySelector('.sg-widget');
    const lang = (frame?.lang ?? '').toLowerCase().startsWith('zh') ? 'zh' : 'en';
    return lang === 'zh' && !/[\u4e00-\u9fff]/.test(frame.textContent) ? 'zh without Chinese' : lang;
  }), TAGS);
  const kinds = [...new Set(seen)];
  return kinds.length === 1 ? kinds[0] : `mixed: ${TAGS.map((t, i) => `${t} ${seen[i]}`).join(', ')}`;
}

/** No widget is wrapped in a paragraph (a <p> cannot hold a block: the browser would split it). */
export async function noParagraphWraps(tab, what) {
  const wrapped = await tab.evaluate((tags) => tags.filter((t) => document.querySelector(t)?.closest('p')), TAGS);
  assert.deepEqual(wrapped, [], `${what}: widgets inside a <p>`);
}

/** The most a widget's build-time picture may weigh in the page, gzipped (each widget's
 *  markup alone, as a post of one fence pays it). */
export const PICTURE_GZIP_LIMIT = 15 * 1024;

/** With scripts off: each widget holds its picture, an inline <svg> (no <img>, no request)
 *  with its text in the post's language, at most PICTURE_GZIP_LIMIT gzipped; the page links
 *  css/picture.css once, and it darkens the pictures under a dark switch. Returns the bytes of
 *  each widget's markup and of them all, raw and gzipped. */
export async function everyPictureShows(tab, lang, what) {
  await tab.waitForLoadState('load');
  const facts = await tab.evaluate((tags) => tags.map((tag) => {
    const widget = document.querySelector(tag);
    const svg = widget?.querySelector(':scope > svg.sg-picture');
    const box = svg?.getBoundingClientRect();
    return {
      tag,
      found: Boolean(widget),
      svg: Boolean(svg),
      img: Boolean(widget?.querySelector('img')),
      width: Math.round(box?.width ?? 0),
      height: Math.round(box?.height ?? 0),
      text: svg?.querySelector('title')?.textContent ?? '',
      html: widget?.outerHTML ?? '',
    };
  }), TAGS);
  const bytes = {};
  for (const fact of facts) {
    assert.ok(fact.found, `${what}: no ${fact.tag} in the page`);
    assert.ok(fact.svg, `${what}: ${fact.tag}: no inline <svg class="sg-picture">`);
    assert.ok(!fact.img, `${what}: ${fact.tag}: an <img> picture (pictures are inline SVG)`);
    assert.ok(fact.width > 40 && fact.height > 20, `${what}: ${fact.tag}: picture ${fact.width}x${fact.height}`);
    assert.equal(textLanguage(fact.text, GAMES[fact.tag]), lang, `${what}: ${fact.tag}: picture's title "${fact.text}"`);
    bytes[fact.tag] = { raw: Buffer.byteLength(fact.html), gzip: gzipSync(fact.html).length };
    assert.ok(bytes[fact.tag].gzip <= PICTURE_GZIP_LIMIT, `${what}: ${fact.tag}: ${bytes[fact.tag].gzip} bytes gzipped (limit ${PICTURE_GZIP_LIMIT})`);
  }
  await pictureStylesheet(tab, what);
  const all = facts.map((f) => f.html).join('');
  return { perWidget: bytes, raw: Buffer.byteLength(all), gzip: gzipSync(all).length };
}

/** The page links css/picture.css once, and under a dark switch (the engine's own where
 *  the page has one around the pictures, MkDocs Material's scheme; else `html.dark`, which
 *  the stylesheet follows whatever the engine) a picture's white background turns dark. */
export async function pictureStylesheet(tab, what) {
  const found = await tab.evaluate(() => {
    const links = [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => /\/css\/picture\.css(\?|#|$)/.test(link.href));
    const shape = document.querySelector('svg.sg-picture [fill="#ffffff"]');
    const fill = () => (shape ? getComputedStyle(shape).fill : '');
    const scheme = shape?.closest('[data-md-color-scheme]');
    const root = document.documentElement;
    const had = scheme ? scheme.dataset.mdColorScheme : root.classList.contains('dark');
    const turn = (dark) => {
      if (scheme) scheme.dataset.mdColorScheme = dark ? 'slate' : 'default';
      else root.classList.toggle('dark', dark);
    };
    turn(false);
    const light = fill();
    turn(true);
    const dark = fill();
    if (scheme) scheme.dataset.mdColorScheme = had;
    else root.classList.toggle('dark', had);
    return { links: links.length, shape: Boolean(shape), light, dark };
  });
  assert.equal(found.links, 1, `${what}: links to css/picture.css`);
  assert.ok(found.shape, `${what}: no picture with a white shape`);
  assert.equal(found.light, 'rgb(255, 255, 255)', `${what}: a picture's white, light`);
  assert.notEqual(found.dark, found.light, `${what}: picture.css does not darken the pictures`);
}

/** With scripts off and no pictures (an engine that runs no code at build time): each
 *  fence shows its game as code. */
export async function everyFenceShowsItsGame(tab, what) {
  const texts = await tab.evaluate(() => [...document.querySelectorAll('pre.sg-fence')].map((pre) => pre.textContent.trim()));
  assert.deepEqual(texts, FENCES.map(([, , body]) => body), what);
}

/** The page's cumulative layout shift (the largest session window, as web-vitals counts
 *  it) while its widgets load and paint, and a second after. */
export async function layoutShift(browser, url, width) {
  const tab = await openTab(browser, url, {
    width,
    init: () => {
      window.sglabShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.sglabShifts.push([entry.startTime, entry.value]);
      }).observe({ type: 'layout-shift', buffered: true });
    },
  });
  await everyWidgetPaints(tab, `CLS at ${width}px`);
  await tab.waitForTimeout(1000);
  const cls = await tab.evaluate(() => {
    let best = 0;
    let window0 = 0;
    let first = -Infinity;
    let last = -Infinity;
    for (const [time, value] of window.sglabShifts) {
      if (time - last > 1000 || time - first > 5000) {
        first = time;
        window0 = 0;
      }
      window0 += value;
      last = time;
      best = Math.max(best, window0);
    }
    return best;
  });
  await tab.context().close();
  return Math.round(cls * 1000) / 1000;
}

/** Polls `source` (a function of `args`, run in the page by `driver`) until it returns
 *  true, for `ms`; returns false when it never did. */
async function until(driver, source, args, ms) {
  for (const stop = Date.now() + ms; Date.now() < stop;) {
    if (await driver.evaluate(source, ...args)) return true;
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
}

/** In another browser (browsers/drivers.mjs): the post at `url` paints every widget with
 *  no widget error, a move in sg-play is answered and an answer in sg-quiz is judged. */
export async function paintsAndPlaysIn(driver, url, what) {
  await driver.goto(url);
  const painted = await until(driver, ((painted) => Object.entries(painted).every(([tag, inner]) => {
    const root = document.querySelector(tag)?.shadowRoot;
    return root?.querySelector(inner) && root.querySelector('.sg-widget:not([hidden]):not(.sg-offstage), [data-testid="open-widget"]');
  })).toString(), [PAINTED], 60000);
  const state = await driver.evaluate(((painted) => Object.entries(painted).map(([tag, inner]) => {
    const root = document.querySelector(tag)?.shadowRoot;
    const error = [...(root?.querySelectorAll('[data-testid="widget-error"], [role="alert"]') ?? [])].map((e) => e.textContent.trim()).filter(Boolean).join(' ');
    return `${tag}: ${root?.querySelector(inner) ? 'painted' : 'not painted'}${error ? ` (${error.slice(0, 160)})` : ''}`;
  })).toString(), PAINTED);
  assert.ok(painted, `${what} in ${driver.name}: ${state.join('; ')}`);
  assert.ok(state.every((line) => /: painted$/.test(line)), `${what} in ${driver.name}: ${state.join('; ')}`);
  await driver.evaluate((() => {
    window.sglabSeen = [];
    for (const name of ['sg-move', 'sg-select']) document.addEventListener(name, (event) => window.sglabSeen.push({ name, by: event.detail?.by }));
  }).toString());
  const waiting = (tag) => driver.evaluate(((t, more) => Boolean(document.querySelector(t)?.shadowRoot?.querySelector(more))).toString(), tag, OPEN);
  if (await waiting('sg-play')) await driver.clickIn('sg-play', OPEN);
  await driver.clickIn('sg-play', '[data-testid="play-move"]');
  assert.ok(await until(driver, (() => window.sglabSeen.filter((e) => e.name === 'sg-move').length >= 2).toString(), [], 20000),
    `${what} in ${driver.name}: sg-play: no move and answer`);
  if (await waiting('sg-quiz')) await driver.clickIn('sg-quiz', OPEN);
  await driver.clickIn('sg-quiz', '[data-testid="quiz-answer"]');
  assert.ok(await until(driver, (() => Boolean(document.querySelector('sg-quiz').shadowRoot.querySelector('[data-testid="quiz-feedback"]'))
    && window.sglabSeen.some((e) => e.name === 'sg-select')).toString(), [], 20000), `${what} in ${driver.name}: sg-quiz: no judged answer`);
  assert.deepEqual(driver.problems, [], `${what} in ${driver.name}`);
}
