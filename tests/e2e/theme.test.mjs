// Dark mode (issue 33, item 3): widgets follow the page they are in, by each engine's own
// switch (VitePress's html.dark, Docusaurus's data-theme, MkDocs Material's
// data-md-color-scheme), by a theme that darkens with prefers-color-scheme, and by their
// own theme attribute; everything darkens, the drawings too, and follows when the reader
// flips the switch; axe finds no contrast failure in either mode.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { launch, BASE_URL } from './browser.mjs';
import { startHost } from './host.mjs';
import { loadPictures } from '../../web/fences/picture.js';
import { everyWidgetPaints, postPage } from './post.mjs';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

let browser;
let host;
const pages = {};

before(async () => {
  browser = await launch();
  const dark = 'body { background: #1b1b1f; color: #dfdfd6; }';
  pages['/light.html'] = await postPage();
  pages['/vitepress.html'] = await postPage({ htmlAttributes: 'lang="en" class="dark"', css: `.dark body { background: #1b1b1f; color: #dfdfd6; }` });
  pages['/docusaurus.html'] = await postPage({ htmlAttributes: 'lang="en" data-theme="dark"', css: `[data-theme="dark"] body { background: #1b1b1d; color: #e3e3e3; }` });
  pages['/mkdocs.html'] = await postPage({ css: dark, lang: 'zh' });
  pages['/media.html'] = await postPage({ css: `@media (prefers-color-scheme: dark) { ${dark} }` });
  pages['/own.html'] = await postPage({ htmlAttributes: 'lang="en" class="dark"', css: dark });
  // MkDocs Material puts its scheme on <body>.
  pages['/mkdocs.html'] = pages['/mkdocs.html'].replace('<body>', '<body data-md-color-scheme="slate">');
  // A widget that asks for its own scheme, on a dark page.
  pages['/own.html'] = pages['/own.html'].replace('<sg-xor ', '<sg-xor theme="light" ');
  // Build-time pictures inlined as SVG, with css/picture.css on the page.
  const pictures = await loadPictures();
  const svg = pictures.svg('sg-graph', [['game', 'bash m=3 6']], 'en');
  const picturePage = (htmlAttributes, css = '') => `<!doctype html><html ${htmlAttributes}><head><meta charset="utf-8"><title>p</title>
<link rel="stylesheet" href="${new URL('css/picture.css', BASE_URL).href}"><style>${css}</style></head><body>${svg}</body></html>`;
  pages['/picture-light.html'] = picturePage('lang="en"');
  pages['/picture-dark.html'] = picturePage('lang="en" class="dark"');
  pages['/picture-docusaurus.html'] = picturePage('lang="en" data-theme="dark"');
  pages['/picture-scheme.html'] = picturePage('lang="en"', ':root { color-scheme: light dark; }');
  host = await startHost(pages);
});
after(async () => {
  await browser?.close();
  await host?.close();
});

async function open(path, { colorScheme = 'light', width = 1280 } = {}) {
  const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 }, bypassCSP: true });
  const tab = await context.newPage();
  tab.problems = [];
  tab.on('pageerror', (error) => tab.problems.push(String(error)));
  await tab.goto(host.url(path));
  await everyWidgetPaints(tab);
  return tab;
}

/** Per widget: its scheme, its card's background and the fill a P node or cell shows. */
function schemes(tab) {
  return tab.evaluate(() => [...document.querySelectorAll('main > *, main p > *')]
    .filter((w) => w.tagName.startsWith('SG-'))
    .map((w) => {
      const root = w.shadowRoot.querySelector('.sg-root');
      const p = w.shadowRoot.querySelector('.sg-drawing [fill="#1e3a8a"]');
      return {
        tag: w.tagName.toLowerCase(),
        theme: root.dataset.sgTheme,
        card: getComputedStyle(root).backgroundColor,
        ink: getComputedStyle(root).color,
        p: p ? getComputedStyle(p).fill : null,
      };
    }));
}

const DARK_CARD = 'rgb(26, 26, 26)';
const LIGHT_CARD = 'rgb(255, 255, 255)';

test('a light page: every widget light, its drawings in the light palette', async () => {
  const tab = await open('/light.html');
  const seen = await schemes(tab);
  assert.equal(seen.length, 8);
  for (const widget of seen) {
    assert.equal(widget.theme, 'light', widget.tag);
    assert.equal(widget.card, LIGHT_CARD, widget.tag);
    if (widget.p) assert.equal(widget.p, 'rgb(30, 58, 138)', widget.tag);
  }
  assert.deepEqual(tab.problems, []);
  await tab.context().close();
});

for (const [path, what] of [['/vitepress.html', 'VitePress (html.dark)'], ['/docusaurus.html', 'Docusaurus (data-theme)'], ['/mkdocs.html', 'MkDocs Material (data-md-color-scheme on body)']]) {
  test(`${what}: every widget dark, drawings included`, async () => {
    const tab = await open(path);
    const seen = await schemes(tab);
    assert.equal(seen.length, 8);
    for (const widget of seen) {
      assert.equal(widget.theme, 'dark', widget.tag);
      assert.equal(widget.card, DARK_CARD, widget.tag);
      if (widget.p) assert.equal(widget.p, 'rgb(175, 200, 255)', widget.tag);
    }
    await tab.context().close();
  });
}

test('prefers-color-scheme: a theme that darkens with it darkens the widgets; a bare page stays light', async () => {
  const dark = await open('/media.html', { colorScheme: 'dark' });
  assert.ok((await schemes(dark)).every((w) => w.theme === 'dark' && w.card === DARK_CARD));
  await dark.context().close();
  const bare = await open('/light.html', { colorScheme: 'dark' });
  assert.ok((await schemes(bare)).every((w) => w.theme === 'light'), 'a page that stays white keeps light widgets');
  await bare.context().close();
});

test('the reader flips the switch: every widget follows, and theme="light" holds its own', async () => {
  const tab = await open('/own.html');
  let seen = await schemes(tab);
  assert.equal(seen.find((w) => w.tag === 'sg-xor').theme, 'light');
  assert.ok(seen.filter((w) => w.tag !== 'sg-xor').every((w) => w.theme === 'dark'));
  await tab.evaluate(() => {
    document.documentElement.classList.remove('dark');
    document.body.style.background = '#fff';
  });
  await tab.waitForFunction(() => document.querySelector('sg-play').shadowRoot.querySelector('.sg-root').dataset.sgTheme === 'light');
  seen = await schemes(tab);
  assert.ok(seen.every((w) => w.theme === 'light' && w.card === LIGHT_CARD), JSON.stringify(seen));
  await tab.evaluate(() => document.querySelector('sg-xor').setAttribute('theme', 'dark'));
  seen = await schemes(tab);
  assert.equal(seen.find((w) => w.tag === 'sg-xor').theme, 'dark');
  assert.equal(await tab.evaluate(() => document.querySelector('sg-xor').theme), 'dark', 'the property mirrors the attribute');
  await tab.context().close();
});

test('a light page turned dark: the widgets fetch the dark palette then and darken', async () => {
  const tab = await open('/light.html');
  const darkSheets = () => tab.evaluate(() => [...document.querySelector('sg-graph').shadowRoot.querySelectorAll('link')].filter((l) => l.href.endsWith('/css/dark.css')).length);
  assert.equal(await darkSheets(), 0, 'a light widget links no dark palette');
  await tab.evaluate(() => document.documentElement.classList.add('dark'));
  await tab.waitForFunction((card) => [...document.querySelectorAll('main *')]
    .filter((w) => w.tagName.startsWith('SG-'))
    .every((w) => getComputedStyle(w.shadowRoot.querySelector('.sg-root')).backgroundColor === card), DARK_CARD, { timeout: 10000 });
  assert.equal(await darkSheets(), 1);
  const seen = await schemes(tab);
  assert.ok(seen.every((w) => !w.p || w.p === 'rgb(175, 200, 255)'), JSON.stringify(seen));
  await tab.context().close();
});

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a, b) {
  const luminance = (colour) => {
    const [r, g, bl] = colour.match(/[\d.]+/g).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

for (const [path, mode] of [['/light.html', 'light'], ['/vitepress.html', 'dark']]) {
  test(`a focused or hovered P cell of a heat map and a strip shows a ring of at least 3:1 against the P colour (${mode})`, async () => {
    const tab = await open(path);
    for (const tag of ['sg-grid', 'sg-table']) {
      await tab.waitForFunction((t) => document.querySelector(t).shadowRoot.querySelector('rect.sg-part.sg-P'), tag, { timeout: 30000 });
      const cell = tab.locator(`${tag} rect.sg-part.sg-P`).first();
      const seen = async () => cell.evaluate((node) => ({
        ring: getComputedStyle(node).stroke,
        width: parseFloat(getComputedStyle(node).strokeWidth),
        p: getComputedStyle(node.ownerSVGElement.querySelector('[fill="#1e3a8a"]')).fill,
      }));
      await cell.focus();
      const focused = await seen();
      assert.ok(focused.width >= 3, `${tag}: ${JSON.stringify(focused)}`);
      assert.ok(contrast(focused.ring, focused.p) >= 3, `${tag} focused: ${JSON.stringify(focused)}, ${contrast(focused.ring, focused.p).toFixed(2)}:1`);
      await cell.evaluate((node) => node.blur());
      await cell.hover();
      const hovered = await seen();
      assert.ok(contrast(hovered.ring, hovered.p) >= 3, `${tag} hovered: ${JSON.stringify(hovered)}, ${contrast(hovered.ring, hovered.p).toFixed(2)}:1`);
    }
    assert.deepEqual(tab.problems, []);
    await tab.context().close();
  });
}

/** axe's serious and critical violations on the page, shadow roots included. */
async function violations(tab) {
  await tab.addScriptTag({ path: AXE });
  const result = await tab.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.any?.[0]?.message ?? ''}`).join(' | ')}`);
}

for (const [path, mode] of [['/light.html', 'light'], ['/vitepress.html', 'dark'], ['/mkdocs.html', 'dark, Chinese']]) {
  test(`axe: no serious violation, contrast included, with every widget (${mode})`, async () => {
    const tab = await open(path);
    assert.deepEqual(await violations(tab), []);
    await tab.context().close();
  });
}

test('build-time pictures inlined as SVG follow the same switches with css/picture.css', async () => {
  const fills = async (path, colorScheme = 'light') => {
    const context = await browser.newContext({ colorScheme });
    const tab = await context.newPage();
    await tab.goto(host.url(path));
    const seen = await tab.evaluate(() => ({
      p: getComputedStyle(document.querySelector('svg.sg-drawing [fill="#1e3a8a"]')).fill,
      background: getComputedStyle(document.querySelector('svg.sg-drawing .sg-background')).fill,
    }));
    await context.close();
    return seen;
  };
  const light = { p: 'rgb(30, 58, 138)', background: 'rgb(255, 255, 255)' };
  const dark = { p: 'rgb(175, 200, 255)', background: 'rgb(26, 26, 26)' };
  assert.deepEqual(await fills('/picture-light.html'), light);
  assert.deepEqual(await fills('/picture-light.html', 'dark'), light, 'a page that declares no dark scheme keeps light pictures');
  assert.deepEqual(await fills('/picture-dark.html'), dark);
  assert.deepEqual(await fills('/picture-docusaurus.html'), dark);
  assert.deepEqual(await fills('/picture-scheme.html', 'dark'), dark, 'color-scheme: light dark follows the reader');
  assert.deepEqual(await fills('/picture-scheme.html', 'light'), light);
});
