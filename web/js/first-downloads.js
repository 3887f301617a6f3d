// What every widget waits for before its first paint, started the moment a page loads
// `sglab.js`: the light wasm module (compiled as it streams in; its primary part, and the
// parts the page's widgets and games need, read off its sg-* elements) and the texts of the
// page's language: core's (`pkg/messages.LANG.json`; the light module has no message
// tables of its own) and the page's own words (`i18n/LANG.json`). The loader starts them
// as it asks for the widgets' code (just after it, so that code takes a connection first:
// sglab.js), so on a slow network the link carries the wasm while that code is on its way.
//
// The downloads are held once per page, by URL, under a global key: in `dist/` the loader
// (`sglab.js`) and the widgets' code (`js/widgets.js`) are bundled apart, each with its
// own copy of this module, and must share one download. A page that loads two copies of
// `sglab.js` (say `sglab.js?v=2` beside `sglab.js`) shares them too.
//
// Where the page may not compile wasm or fetch it (its Content-Security-Policy), the
// module is null and the worker fetches both itself.

import { LIGHT_UNITS } from '../pkg/sglab_wasm_light_parts.js';
// This module's own exports: the loader's copy is held for the widgets' (`startFirstDownloads`).
import * as thisModule from './first-downloads.js';
import { COMMON_KEYS, partsOf, unitOf } from './part-keys.js';

const LIGHT_WASM_URL = new URL('../pkg/sglab_wasm_light_bg.wasm', import.meta.url);
/** A part of the light module beyond its primary (xtask/light/split.mjs): what the
 *  first views of the widgets of some keys run (part-keys.js). */
// (Named from LIGHT_WASM_URL: a bundler rebases that one for the file it lands in.)
const lightPartUrl = (key) => new URL(`sglab_wasm_light_part_${key}.wasm`, LIGHT_WASM_URL);
/** The worker every call runs in (client.js), started here as early as the loader runs. */
const WORKER_URL = new URL('./worker.js', import.meta.url);

/**
 * The module each rarer widget's first view imports by `import()` beyond the widgets' code
 * (elements/sg-explorer.js, sg-proof.js, sg-quiz.js), by tag, as a path from `js/`. On a
 * page without a common widget the loader preloads them with the rest, rather than one
 * round trip after the widgets' code arrives and runs (`preloadFirstViewModules`).
 */
const FIRST_VIEW_MODULES = { 'sg-explorer': 'views/explorer.js', 'sg-proof': 'views/proof.js', 'sg-quiz': 'elements/quiz.js' };
/**
 * In `dist/`, where each of those modules became a chunk: `cargo xtask dist`'s bundler
 * (xtask/bundle/bundle.mjs) defines `__SGLAB_CHUNKS__` in the loader (a module's path from
 * `js/` to its chunk's). Unbundled (the site), the modules themselves.
 */
const CHUNKS = typeof __SGLAB_CHUNKS__ === 'object' ? __SGLAB_CHUNKS__ : null;

/** The widgets' stylesheets (elements/base.js links them in each shadow root once the
 *  widgets' code runs): preloaded at once. Named from LIGHT_WASM_URL, not
 *  `import.meta.url`, so the site's preload lists (xtask/src/preload.rs), which follow those
 *  names, leave them out of the explorer's page, which has no widget. */
const WIDGET_STYLESHEETS = ['../css/views.css', '../css/widget.css'].map((path) => new URL(path, LIGHT_WASM_URL));
const TEXTS_URLS = {
  en: new URL('../pkg/messages.en.json', import.meta.url),
  zh: new URL('../pkg/messages.zh.json', import.meta.url),
};

// The page's and the widgets' own words (web/i18n/): per language, what a widget shows
// (`first`), what only the modules fetched after a first paint say (`later`: the table's
// tools, the export bar, the value chart; runtime.js `withLaterTexts`), and what only the
// explorer's gallery, the embed page's docs and the bench page show (`more`).
const PAGE_TEXTS_URLS = {
  first: {
    en: new URL('../i18n/en.json', import.meta.url),
    zh: new URL('../i18n/zh.json', import.meta.url),
  },
  later: {
    en: new URL('../i18n/en-later.json', import.meta.url),
    zh: new URL('../i18n/zh-later.json', import.meta.url),
  },
  more: {
    en: new URL('../i18n/en-more.json', import.meta.url),
    zh: new URL('../i18n/zh-more.json', import.meta.url),
  },
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

/**
 * The response of `url` (the light module or one of its parts), fetched once per page,
 * once `gate` (a Promise, if given at the first call) has settled; its body is read only
 * through clones (`compiled`, `bodyOf`), so it serves every reader, however many.
 */
function responseOf(url, gate = null) {
  return once({ href: `${url.href}#response` }, () => (gate ? gate.then(() => fetch(url)) : fetch(url)));
}

/** The module `url` compiled from its response (started, gated, as `responseOf`), or null. */
function compiled(url, gate = null) {
  return once(url, () => WebAssembly.compileStreaming(responseOf(url, gate).then((response) => response.clone())).catch(() => null));
}

/** A stream of the body of `url`'s response (`responseOf`), or null. */
function bodyOf(url) {
  return responseOf(url).then((response) => (response.ok ? response.clone().body : null)).catch(() => null);
}

/** Settles once the whole body of `url`'s response (`responseOf`) is here, or it failed. */
function arrived(url) {
  return once({ href: `${url.href}#arrived` }, () => responseOf(url).then((response) => response.clone().arrayBuffer()).then(() => {}, () => {}));
}

/** Whether a ReadableStream can be transferred to a worker here (`handLight`). */
let streamsMove = null;

function streamsTransfer() {
  if (streamsMove === null) {
    try {
      const stream = new ReadableStream();
      const channel = new MessageChannel();
      channel.port1.postMessage(stream, [stream]);
      channel.port1.close();
      channel.port2.close();
      streamsMove = true;
    } catch {
      streamsMove = false;
    }
  }
  return streamsMove;
}

/**
 * The build's table of the part that holds each key's first views (`LIGHT_UNITS`), held
 * once per page under the global key (in `dist/` only the loader's bundle has it: the
 * widgets call the loader's copy of this module, xtask/bundle/bundle.mjs). Where none is
 * held, no key has a part: its first calls load the rest of the module.
 */
export function lightUnits() {
  return once({ href: 'sglab:light-units' }, () => LIGHT_UNITS ?? {});
}

/** The compiled light module, or null where the page cannot compile it. */
export function compiledLight() {
  return typeof WebAssembly?.compileStreaming === 'function' ? compiled(LIGHT_WASM_URL) : Promise.resolve(null);
}

/** The page's widgets, each `{key, parts}`: its key (part-keys.js), and the parts of the
 *  light module its first views need. The explorer page, which has no sg-* element, names
 *  its own key on its root (`<html data-sglab-keys="site">`). */
function widgetsOf(root) {
  const keys = [...root?.querySelectorAll?.('*') ?? []].filter((element) => element.localName.startsWith('sg-'))
    .map((element) => unitOf(element.localName, element.getAttribute('game')));
  keys.push(...String(root?.documentElement?.dataset?.sglabKeys ?? '').split(/\s+/).filter(Boolean));
  return keys.map((key) => ({ key, parts: [...partsOf([key], lightUnits())] }));
}

/** Of `widgets` (as `widgetsOf` gives them), the common ones: one of the four with its
 *  game (part-keys.js `COMMON_KEYS`). */
function commonWidgets(widgets) {
  return widgets.filter(({ key }) => COMMON_KEYS.includes(key));
}

/** The page's first common widget (`{key, parts}`), or null. */
function firstCommonWidget() {
  return commonWidgets(widgetsOf(globalThis.document))[0] ?? null;
}

/** `afterCommonWidgets`' Promise, made at its first call. */
let commonFirst = null;

/** How long, at most, what waits for the page's first paint (`afterCommonWidgets`) waits
 *  once the first common widget's parts are in. */
export const FIRST_PAINT_WAIT_MS = 1500;

/** `{promise, resolve}`: the page's first paint of a widget (`firstPainted`), held once per
 *  page under the global key (the loader's copy of this module and the widgets' share it). */
function firstPaint() {
  return once({ href: 'sglab:first-paint' }, () => {
    let resolve;
    const promise = new Promise((done) => { resolve = done; });
    return { promise, resolve };
  });
}

/**
 * Says a widget of the page has shown its first view (views/drawn.js, once a drawing's
 * first frame is painted; elements/base.js, when a widget shows an error instead), or
 * that nothing should wait for one any more (`handLight`, for the main thread's stand-in,
 * which needs every part before its first call).
 */
export function firstPainted() {
  firstPaint().resolve();
}

/**
 * Settles at once on a page without a common widget; on a page with one, once the light
 * module's primary part and the parts of the page's first common widget are compiled (or
 * cannot be) and a widget has painted (`firstPainted`, or FIRST_PAINT_WAIT_MS after). What
 * the page's other widgets fetch beyond the first load (their parts, the explorer's, the
 * proof's and the quiz's modules, the gallery's texts) waits for it, so that it shares
 * neither the page's link nor, while the worker answers that widget's first calls, the
 * processor (the engine compiles each part as it streams in) with what that widget's first
 * paint waits for (the README's snippet). The page's widgets are read once, at the first
 * call (each such widget and its texts ask as they connect and draw; a widget added later
 * finds them in).
 */
export function afterCommonWidgets() {
  if (commonFirst) return commonFirst;
  const first = globalThis.document && typeof WebAssembly?.compileStreaming === 'function' ? firstCommonWidget() : null;
  commonFirst = first === null
    ? Promise.resolve()
    : Promise.all(streamsTransfer()
      ? [arrived(LIGHT_WASM_URL), ...first.parts.map((key) => arrived(lightPartUrl(key)))]
      : [compiledLight(), ...first.parts.map((key) => compiled(lightPartUrl(key)))])
      .then(() => Promise.race([firstPaint().promise, new Promise((done) => setTimeout(done, FIRST_PAINT_WAIT_MS))]))
      .then(() => {});
  return commonFirst;
}

/**
 * The parts of the light module the page's widgets run before they paint: `{key: Promise}`
 * of each compiled part, or of null where it cannot be had (the worker then fetches it on
 * need); with `responses`, of each part's response instead (`handLight` streams them to
 * the worker, which compiles them there). On a page with a common widget (one of the four
 * with its game, part-keys.js `COMMON_KEYS`), the parts of the first are fetched at once,
 * beside the primary, and the others once those and the primary are in and `after` has
 * settled (client.js: once the worker's script is in), and not before `after` is given: on
 * the page's one link they would otherwise share its bandwidth with what that widget's
 * first paint waits for (the README's snippet: 291 kB before its first paint, when its
 * widgets' parts all left at once). Where there is none, every part is fetched at once.
 */
export function partDownloads({ after = null, responses = false } = {}) {
  if (typeof WebAssembly?.compileStreaming !== 'function') return {};
  const widgets = widgetsOf(globalThis.document);
  const keys = [...new Set(widgets.flatMap(({ parts }) => parts))];
  const common = firstCommonWidget();
  const first = new Set(common ? common.parts : keys);
  const download = responses ? responseOf : compiled;
  const downloads = {};
  for (const key of keys) {
    const url = lightPartUrl(key);
    if (first.has(key)) downloads[key] = download(url);
    else if (after || held().has(`${url.href}#response`)) downloads[key] = download(url, Promise.all([afterCommonWidgets(), after]));
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

/** Whether the reader asked to save data (`Save-Data`, the browser's or the system's data
 *  saver): the worker then fetches nothing ahead of need (worker.js `scheduleRest`). */
export function savesData() {
  return globalThis.navigator?.connection?.saveData === true;
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

/** A Promise of the page's own words in `lang` (`{key: text}`) of `tier` (`'first'`,
 *  `i18n/LANG.json`; `'later'`, `i18n/LANG-later.json`; `'more'`, `i18n/LANG-more.json`),
 *  fetched once; rejected when they cannot be fetched. */
export function pageTexts(lang, tier = 'first') {
  const url = PAGE_TEXTS_URLS[tier][lang === 'zh' ? 'zh' : 'en'];
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

/** Adds `<link rel="REL" href="URL">` (with `as`, if given) to the page's head, once per
 *  URL, unless the page lists it already. */
function preloadLink(url, rel, as = null) {
  const document = globalThis.document;
  if (!document?.head) return;
  once(url, () => {
    if ([...document.querySelectorAll(`link[rel="${rel}"]`)].some((link) => link.href === url.href)) return true;
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.href = url.href;
    document.head.append(link);
    return true;
  });
}

/** Preloads the widgets' stylesheets, once. */
function preloadStylesheets() {
  for (const url of WIDGET_STYLESHEETS) preloadLink(url, 'preload', 'style');
}

/**
 * Preloads the modules the first views of the page's rarer widgets import
 * (`FIRST_VIEW_MODULES`), where no common widget is on the page: with one, they wait for
 * its first load (`afterCommonWidgets`), and so does this. The loader (`sglab.js`) calls it
 * after `startFirstDownloads`; the site's pages list their modules in their `<head>`.
 */
export function preloadFirstViewModules() {
  const document = globalThis.document;
  if (!document?.head || !document.createElement('link').relList?.supports?.('modulepreload')) return;
  const widgets = widgetsOf(document);
  if (commonWidgets(widgets).length > 0) return;
  const tags = new Set(widgets.map(({ key }) => key.split(' ')[0]));
  for (const [tag, path] of Object.entries(FIRST_VIEW_MODULES)) {
    const module = CHUNKS ? CHUNKS[path] : path;
    // Resolved as js/widgets.js's `import()` resolves it: from `js/` (where WORKER_URL is).
    if (tags.has(tag) && module) preloadLink(new URL(module, WORKER_URL), 'modulepreload');
  }
}

/**
 * A module worker of `url` where it is of the page's origin (`mode` 'worker'); else a
 * `blob:` module worker of this origin that imports it and then posts `{sglabStarted:
 * true}` ('blob'), or null where the blob worker cannot be constructed (the page's
 * Content-Security-Policy). Started by `startEarlyWorker` and by client.js `startWorker`.
 */
export function moduleWorker(url) {
  if (url.origin === globalThis.location?.origin) {
    return { worker: new Worker(url, { type: 'module', name: 'sglab' }), mode: 'worker' };
  }
  const source = `import ${JSON.stringify(url.href)};\nself.postMessage({ sglabStarted: true });\n`;
  const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return { worker: new Worker(blobUrl, { type: 'module', name: 'sglab' }), mode: 'blob' };
  } catch {
    return null;
  } finally {
    // The worker has fetched its source by the time it runs; a revoked URL is fine.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
  }
}

/** How long a worker's client waits at most for its script (`sglabLoaded`) before it sends calls. */
export const WORKER_LOAD_WAIT_MS = 3000;

/** Settles once the early worker (`takeEarlyWorker`) has loaded its script or failed, or
 *  WORKER_LOAD_WAIT_MS passed. */
export function earlyLoaded(early) {
  return Promise.race([early.loaded, new Promise((resolve) => setTimeout(resolve, WORKER_LOAD_WAIT_MS))]);
}

/**
 * Hands the light module to a worker just started (`mode` as client.js `startWorker`'s;
 * the loader's early worker is handed it as the loader runs, so that it instantiates the
 * module while the widgets' code is still on its way): a port posted first (so it precedes
 * every request) with the page's language, then through it the compiled module (or null:
 * fetch it yourself) and the page language's texts (or null) once both are there. The
 * parts of the module the page's widgets need follow one by one as each arrives, posted to
 * the worker (`{sglabPart: key, module}`, in order with the requests). Returns `{pending,
 * onPart}`: the set of the keys still on their way, and `onPart(listener)`, which has
 * `listener()` called as each arrives. Where a widget of the page needs no part, they are
 * fetched once `loaded` settles (the worker's script is in), so they do not share the link
 * with what that widget waits for. The main thread's stand-in, which cannot fetch a part on
 * need, takes them all with the module.
 */
export function handLight(worker, mode, loaded) {
  const pending = new Set();
  const listeners = [];
  const handed = { pending, onPart: (listener) => { listeners.push(listener); } };
  const channel = new MessageChannel();
  worker.postMessage({ sglabInit: channel.port2, lang: pageLang(), saveData: savesData() }, [channel.port2]);
  const hand = (message) => {
    try {
      channel.port1.postMessage(message, message.module instanceof ReadableStream ? [message.module] : []);
    } catch {
      channel.port1.postMessage({ ...message, module: null, parts: {} });
    }
  };
  if (mode === 'main') {
    // It takes every part before its first call: none may wait for a first paint.
    firstPainted();
    Promise.all([compiledLight(), textsOfPage(), compiledParts()]).then(([module, texts, parts]) => hand({ module, texts, parts }));
    return handed;
  }
  // Where the engine can, each download's body streams to the worker as it arrives, and the
  // worker compiles it there: it is ready once its last byte is in, however busy this
  // page's thread is then (its widgets' code runs as the wasm arrives). Elsewhere this
  // thread compiles it and posts the module.
  const streams = streamsTransfer();
  Promise.all([streams ? bodyOf(LIGHT_WASM_URL) : compiledLight(), textsOfPage()]).then(([module, texts]) => hand({ module, texts, parts: {} }));
  for (const [key, download] of Object.entries(partDownloads({ after: loaded, responses: streams }))) {
    pending.add(key);
    download.then(() => (streams ? bodyOf(lightPartUrl(key)) : download)).catch(() => null).then((module) => {
      try {
        if (module instanceof ReadableStream) worker.postMessage({ sglabPart: key, body: module }, [module]);
        else if (module) worker.postMessage({ sglabPart: key, module });
      } catch {
        // Not cloneable here: the worker fetches the part on need.
      }
      pending.delete(key);
      for (const listener of listeners) listener();
    });
  }
  return handed;
}

const EARLY_WORKER = 'sglab:early-worker';

/**
 * Starts the page's worker now (`moduleWorker`), so its script loads beside the widgets'
 * code rather than after it (client.js then takes it, `takeEarlyWorker`). What the worker
 * says before the client listens is kept: `{worker, mode, loaded, started, failed, light}`,
 * `light` what `handLight` returned for it (the light module handed to it at once),
 * `loaded` a Promise settled once its script is in (`sglabLoaded`) or it failed, `started`
 * (the blob worker's `sglabStarted`) and `failed` (its first `error` event) read when it
 * is taken.
 */
function startEarlyWorker() {
  if (typeof Worker !== 'function') return;
  once({ href: EARLY_WORKER }, () => {
    let started;
    try {
      started = moduleWorker(WORKER_URL);
    } catch {
      return null;
    }
    if (!started) return null;
    const { worker, mode } = started;
    const early = { worker, mode, started: mode !== 'blob', failed: null };
    early.loaded = new Promise((resolve) => {
      worker.addEventListener('message', (event) => {
        if (event.data?.sglabStarted) early.started = true;
        if (event.data?.sglabLoaded) resolve();
      });
      worker.addEventListener('error', (event) => {
        early.failed ??= event;
        resolve();
      });
    });
    early.light = handLight(worker, mode, earlyLoaded(early));
    return early;
  });
}

/** The worker `startFirstDownloads` started (`{worker, mode, loaded, started, failed}`), once,
 *  or null: client.js starts its own then. */
export function takeEarlyWorker() {
  const early = held().get(EARLY_WORKER) ?? null;
  if (!early) return null;
  held().set(EARLY_WORKER, null);
  return early;
}

/** Where the loader's copy of this module is held (`startFirstDownloads`). */
export const LOADER_COPY = 'sglab:first-downloads';

/** Starts the downloads, on a page (a worker fetches what it needs itself). */
export function startFirstDownloads() {
  // Held first: in `dist/` the widgets' bundle calls this copy instead of carrying its own
  // (xtask/bundle/bundle.mjs).
  once({ href: LOADER_COPY }, () => thisModule);
  if (!globalThis.document) return;
  // Held before the widgets' code runs (`lightUnits`).
  lightUnits();
  // The explorer's page names its key but has no sg-* element: no stylesheet of theirs.
  const keys = widgetsOf(globalThis.document).map(({ key }) => key);
  if (keys.some((key) => key.startsWith('sg-'))) preloadStylesheets();
  if (keys.length > 0) startEarlyWorker();
  if (streamsTransfer()) responseOf(LIGHT_WASM_URL);
  else compiledLight();
  partDownloads({ responses: streamsTransfer() });
  textsOfPage();
  pageTexts(pageLang()).catch(() => {});
}
