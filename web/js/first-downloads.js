// What every widget waits for before its first paint, started the moment a page loads
// `sglab.js`: the light wasm module (compiled as it streams in; its primary part, and the
// parts the page's widgets and games need, read off its sg-* elements) and the texts of the
// page's language: core's (`pkg/messages.LANG.json`; the light module has no message
// tables of its own) and the page's own words (`i18n/LANG.json`). The loader starts them
// before it fetches the widgets' code, so on a slow network the link carries the wasm
// while that code is still on its way.
//
// The downloads are held once per page, by URL, under a global key: in `dist/` the loader
// (`sglab.js`) and the widgets' code (`js/widgets.js`) are bundled apart, each with its
// own copy of this module, and must share one download. A page that loads two copies of
// `sglab.js` (say `sglab.js?v=2` beside `sglab.js`) shares them too.
//
// Where the page may not compile wasm or fetch it (its Content-Security-Policy), the
// module is null and the worker fetches both itself.

import { LIGHT_PARTS } from '../pkg/sglab_wasm_light_parts.js';
import { commonParts, keysOf, partsOf } from './part-keys.js';

const LIGHT_WASM_URL = new URL('../pkg/sglab_wasm_light_bg.wasm', import.meta.url);
/** A part of the light module beyond its primary (xtask/light/split.mjs): what the
 *  first views of the widgets and games of one key run (part-keys.js). */
// (Named from LIGHT_WASM_URL: a bundler rebases that one for the file it lands in.)
const lightPartUrl = (key) => new URL(`sglab_wasm_light_part_${key}.wasm`, LIGHT_WASM_URL);
const TEXTS_URLS = {
  en: new URL('../pkg/messages.en.json', import.meta.url),
  zh: new URL('../pkg/messages.zh.json', import.meta.url),
};

// The page's and the widgets' own words (web/i18n/): per language, what a widget shows, and
// what only the explorer's gallery, the embed page's docs and the bench page show (`-more`).
const PAGE_TEXTS_URLS = {
  en: new URL('../i18n/en.json', import.meta.url),
  zh: new URL('../i18n/zh.json', import.meta.url),
};
const MORE_PAGE_TEXTS_URLS = {
  en: new URL('../i18n/en-more.json', import.meta.url),
  zh: new URL('../i18n/zh-more.json', import.meta.url),
};

const HELD = Symbol.for('sglab.firstDownloads');
/** This copy's own downloads, where the global key holds something else. */
const mine = new Map();

/** The page's downloads, by URL. */
function held() {
  globalThis[HELD] ??= mine;
  return globalThis[HELD] instanceof Map ? globalThis[HELD] : mine;
}

/** The download of `url`, started by `start()` the first time this page asks for it. */
function once(url, start) {
  if (!held().has(url.href)) held().set(url.href, start());
  return held().get(url.href);
}

/** The compiled light module, or null where the page cannot compile it. */
export function compiledLight() {
  return once(LIGHT_WASM_URL, () => (typeof WebAssembly?.compileStreaming === 'function'
    ? WebAssembly.compileStreaming(fetch(LIGHT_WASM_URL)).catch(() => null)
    : Promise.resolve(null)));
}

/** The parts of the light module (keys of LIGHT_PARTS) that the first views of each of the
 *  sg-* elements in `root` (a document) need, one array per element. */
function partsOfWidgets(root) {
  return [...root?.querySelectorAll?.('*') ?? []].filter((element) => element.localName.startsWith('sg-'))
    .map((element) => [...partsOf(keysOf(element.localName, element.getAttribute('game')))].filter((key) => LIGHT_PARTS.includes(key)));
}

/** Of `widgets` (their parts, as `partsOfWidgets` gives them), the common ones: one of the
 *  four with its game, whose parts are all small (part-keys.js `commonParts`). */
function commonWidgets(widgets) {
  const small = commonParts();
  return widgets.filter((parts) => parts.every((key) => small.has(key)));
}

/** `afterCommonWidgets`' Promise, made at its first call. */
let commonFirst = null;

/**
 * Settles at once on a page without a common widget; on a page with one, once the light
 * module's primary part is compiled (or cannot be). What the page's other widgets fetch
 * beyond the first load (the explorer's, the proof's and the quiz's modules, the gallery's
 * texts) waits for it, so that it does not share the page's link with what the common
 * widget's first paint waits for (the README's snippet: 18.7 kB). The page's widgets are
 * read once, at the first call (each such widget and its texts ask as they connect and
 * draw; a widget added later finds the primary in by then).
 */
export function afterCommonWidgets() {
  commonFirst ??= !globalThis.document || commonWidgets(partsOfWidgets(globalThis.document)).length === 0
    ? Promise.resolve()
    : compiledLight().then(() => {});
  return commonFirst;
}

/**
 * The parts of the light module the page's widgets run before they paint: `{key: Promise}`
 * of each compiled part, or of null where it cannot be had (the worker then fetches it on
 * need). The parts of the page's common widgets (one of the four with its game: their
 * parts are small, part-keys.js `commonParts`) are fetched at once, beside the primary;
 * where there is such a widget, the other parts are fetched once the primary is in and
 * `after` has settled (client.js: once the worker's script is in), and not before `after`
 * is given: on the page's one link they would otherwise share its bandwidth with what that
 * widget's first paint waits for, and hold it until they are all in (the README's snippet:
 * 291 kB before its first paint). Where there is none, every part is fetched at once.
 */
export function partDownloads({ after = null } = {}) {
  if (typeof WebAssembly?.compileStreaming !== 'function') return {};
  const widgets = partsOfWidgets(globalThis.document);
  const keys = [...new Set(widgets.flat())];
  const common = commonWidgets(widgets);
  const first = new Set(common.length > 0 ? common.flat() : keys);
  const compile = (url) => WebAssembly.compileStreaming(fetch(url)).catch(() => null);
  const downloads = {};
  for (const key of keys) {
    const url = lightPartUrl(key);
    if (first.has(key)) downloads[key] = once(url, () => compile(url));
    else if (after || held().has(url.href)) downloads[key] = once(url, () => Promise.all([compiledLight(), after]).then(() => compile(url)));
  }
  return downloads;
}

/** The parts of `partDownloads()` once all are in, `{key: WebAssembly.Module}` (those that
 *  could not be had left out). */
export function compiledParts() {
  const downloads = Object.entries(partDownloads({ after: Promise.resolve() }));
  return Promise.all(downloads.map(([, download]) => download))
    .then((modules) => Object.fromEntries(downloads.flatMap(([key], i) => (modules[i] ? [[key, modules[i]]] : []))));
}

/** The page's language: `"zh"` for a Chinese `<html lang>`, else `"en"`. */
export function pageLang() {
  return String(globalThis.document?.documentElement?.lang ?? '').toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** `{lang, text}`: the texts of `lang` (`"en"` or `"zh"`) as fetched (JSON), or null. */
export function textsOf(lang) {
  return once(TEXTS_URLS[lang], () => fetch(TEXTS_URLS[lang])
    .then((response) => (response.ok ? response.text() : null))
    .then((text) => (text === null ? null : { lang, text }))
    .catch(() => null));
}

/** `{lang, text}`: the texts of the page's language as fetched (JSON), or null. */
export function textsOfPage() {
  return textsOf(pageLang());
}

/** A Promise of the page's own words in `lang` (`{key: text}`, `i18n/LANG.json`, or with
 *  `more` `i18n/LANG-more.json`), fetched once; rejected when they cannot be fetched. */
export function pageTexts(lang, more = false) {
  const url = (more ? MORE_PAGE_TEXTS_URLS : PAGE_TEXTS_URLS)[lang === 'zh' ? 'zh' : 'en'];
  const download = once(url, () => fetch(url).then((response) => {
    if (!response.ok) throw new Error(`sglab: ${url.href} answered ${response.status}`);
    return response.json();
  }));
  // A failed download is tried again the next time it is asked for.
  download.catch(() => {
    if (held().get(url.href) === download) held().delete(url.href);
  });
  return download;
}

/** Starts the downloads, on a page (a worker fetches what it needs itself). */
export function startFirstDownloads() {
  if (!globalThis.document) return;
  compiledLight();
  partDownloads();
  textsOfPage();
  pageTexts(pageLang()).catch(() => {});
}
