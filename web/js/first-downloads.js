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
import { keysOfPage, partsOf } from './part-keys.js';

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

/** The download of `url`, started by `start()` the first time this page asks for it. */
function once(url, start) {
  globalThis[HELD] ??= mine;
  const held = globalThis[HELD] instanceof Map ? globalThis[HELD] : mine;
  if (!held.has(url.href)) held.set(url.href, start());
  return held.get(url.href);
}

/** The compiled light module, or null where the page cannot compile it. */
export function compiledLight() {
  return once(LIGHT_WASM_URL, () => (typeof WebAssembly?.compileStreaming === 'function'
    ? WebAssembly.compileStreaming(fetch(LIGHT_WASM_URL)).catch(() => null)
    : Promise.resolve(null)));
}

/**
 * The parts of the light module the page's widgets run before they paint, compiled:
 * `{key: WebAssembly.Module}` for each key of the page's sg-* elements that has a part
 * (a part that cannot be had is left out: the worker fetches it on need).
 */
export function compiledParts() {
  if (typeof WebAssembly?.compileStreaming !== 'function') return Promise.resolve({});
  const keys = [...partsOf(keysOfPage(globalThis.document))].filter((key) => LIGHT_PARTS.includes(key));
  return Promise.all(keys.map((key) => once(lightPartUrl(key), () => WebAssembly.compileStreaming(fetch(lightPartUrl(key))).catch(() => null))))
    .then((modules) => Object.fromEntries(keys.flatMap((key, i) => (modules[i] ? [[key, modules[i]]] : []))));
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
  const held = once(url, () => fetch(url).then((response) => {
    if (!response.ok) throw new Error(`sglab: ${url.href} answered ${response.status}`);
    return response.json();
  }));
  // A failed download is tried again the next time it is asked for.
  held.catch(() => {
    const downloads = globalThis[HELD] instanceof Map ? globalThis[HELD] : mine;
    if (downloads.get(url.href) === held) downloads.delete(url.href);
  });
  return held;
}

/** Starts the downloads, on a page (a worker fetches what it needs itself). */
export function startFirstDownloads() {
  if (!globalThis.document) return;
  compiledLight();
  compiledParts();
  textsOfPage();
  pageTexts(pageLang()).catch(() => {});
}
