// What a widget takes from the page around it, and follows when the page changes it: its
// colour scheme and its language.
//
// The scheme: the widget's `theme` attribute (`light`, `dark`; `auto` or absent follows the
// page), else the page's own switch on the nearest ancestor (the selectors below, the same
// as the build-time pictures', crates/draw/src/palette.rs), else the colour behind the
// widget (a theme that darkens by `prefers-color-scheme` without a switch), else the page's
// `color-scheme` with the reader's preference (a bare page stays light, as it looks).
//
// One observer per page watches `<html>` and `<body>` (where every engine puts its switch
// and `lang`) and the reader's preference, and tells each connected widget.

/** Host switches of a dark theme: VitePress's class, Docusaurus's and many Hexo and Hugo
 *  themes' `data-theme`, MkDocs Material's scheme, Bootstrap's. */
const DARK_SWITCHES = ['.dark', '[data-theme="dark"]', '[data-md-color-scheme="slate"]', '[data-bs-theme="dark"]'];
/** The light switches of the same themes. */
const LIGHT_SWITCHES = ['.light', '[data-theme="light"]', '[data-md-color-scheme="default"]', '[data-bs-theme="light"]'];
const DARK = DARK_SWITCHES.join(', ');
const LIGHT = LIGHT_SWITCHES.join(', ');
/** The attributes a page switches its theme or language with. */
const WATCHED = ['class', 'style', 'lang', 'data-theme', 'data-md-color-scheme', 'data-bs-theme'];

/** The parent of `node`, crossing out of a shadow root. */
function up(node) {
  return node.parentNode ?? node.host ?? null;
}

/** `[r, g, b, a]` (0..255, alpha 0..1) of a CSS colour, whatever its syntax. */
let paint = null;
function rgba(colour) {
  const plain = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(colour);
  if (plain) {
    const alpha = plain[4] === undefined ? 1 : plain[4].endsWith('%') ? parseFloat(plain[4]) / 100 : Number(plain[4]);
    return [Number(plain[1]), Number(plain[2]), Number(plain[3]), alpha];
  }
  paint ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!paint) return [255, 255, 255, 0];
  paint.clearRect(0, 0, 1, 1);
  paint.fillStyle = colour;
  paint.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a / 255];
}

/** Relative luminance (WCAG 2) of 0..255 channels. */
function luminance([r, g, b]) {
  const linear = (c) => { const v = c / 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The scheme of the page behind `element`: its background, else its `color-scheme`. */
function pageScheme(element) {
  for (let node = up(element); node; node = up(node)) {
    if (node.nodeType !== 1) continue;
    const colour = rgba(getComputedStyle(node).backgroundColor);
    // Dark where white text on it would read better than black text (luminance 0.18).
    if (colour[3] >= 0.5) return luminance(colour) < 0.18 ? 'dark' : 'light';
  }
  const scheme = getComputedStyle(document.documentElement).colorScheme ?? '';
  const prefersDark = globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
  return /\bdark\b/.test(scheme) && (!/\blight\b/.test(scheme) || prefersDark) ? 'dark' : 'light';
}

/** `"dark"` or `"light"`: the scheme `element` shows. */
export function themeFor(element) {
  const own = (element.getAttribute('theme') ?? '').trim().toLowerCase();
  if (own === 'dark' || own === 'light') return own;
  for (let node = up(element); node; node = up(node)) {
    if (node.nodeType !== 1) continue;
    if (node.matches(DARK)) return 'dark';
    if (node.matches(LIGHT)) return 'light';
  }
  return pageScheme(element);
}

const widgets = new Set();
let watching = false;

function tellAll() {
  for (const widget of widgets) widget.pageChanged();
}

function watch() {
  if (watching || !globalThis.document) return;
  watching = true;
  const observer = new MutationObserver(tellAll);
  const options = { attributes: true, attributeFilter: WATCHED };
  observer.observe(document.documentElement, options);
  const observeBody = () => { if (document.body) observer.observe(document.body, options); };
  observeBody();
  if (!document.body) document.addEventListener('DOMContentLoaded', observeBody, { once: true });
  // A theme of `prefers-color-scheme` repaints the page at once; a transition of its
  // background is read again once over.
  globalThis.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => {
    tellAll();
    setTimeout(tellAll, 400);
  });
}

/** Tells `widget.pageChanged()` of every change of the page's theme or language while it
 *  is connected; `unfollow` stops. */
export function followPage(widget) {
  watch();
  widgets.add(widget);
}

export function unfollowPage(widget) {
  widgets.delete(widget);
}
