// The sglab worker (a module worker started by client.js): loads the wasm glue once and
// answers `{id, method, args}` with `{id, ok: true, value}` or `{id, ok: false, error}`,
// where `error` is a plain object `{name, message, key, localized: {en, zh}, column?,
// span?, found?, suggestion?}`. While a call runs it posts `{id, progress: {method, work, limit,
// heaps, rare}}` (`heaps`: values a growing table holds; `rare`: how many are rare, or null):
// the first at the first progress report of the call (after 2^16 units of work), then
// at most one each 50 ms. Cancellation is the client's: it terminates this worker.
//
// Where a page's policy allows no worker, the client imports this module on the main thread
// and calls `answer` itself (client.js, `MainThreadWorker`): the message handler is only
// installed in a worker.

import initLight, * as lightGlue from '../pkg/sglab_wasm_light.js';
import { pageTexts } from './first-downloads.js';
import { inBothLanguages } from './i18n.js';
import { withSession } from './session.js';

/** The exports a page may call through the worker (missing ones answer with an error). */
const METHODS = new Set([
  'analyze', 'canonical', 'describe', 'explain', 'messages', 'version',
  'graph', 'options', 'computerMove', 'sequence', 'grid', 'gridOrigin', 'period', 'pairs',
  'drawing', 'drawingSvg', 'explainMarkdown', 'why', 'tableText', 'pattern', 'check', 'bigTable', 'playOut',
  // The Markdown fence grammar, for fences/upgrade.js.
  'fence',
]);

const PROGRESS_INTERVAL_MS = 50;

let current = null;
let lastProgress = -Infinity;

/**
 * The memory a search may hold on this device, in MiB: core's default 64 MiB, but 32 MiB
 * where the browser reports 2 GB of memory or less (`navigator.deviceMemory`, a rounded
 * figure only some browsers give; where it is missing the default stands).
 */
function memoryLimitMiB(deviceMemory) {
  return typeof deviceMemory === 'number' && deviceMemory > 0 && deviceMemory <= 2 ? 32 : 64;
}

/** The exports of a module just loaded, its session given the memory limit and the progress callback. */
function configure(glue) {
  const api = withSession(glue);
  api.setMemoryLimit(memoryLimitMiB(self.navigator?.deviceMemory));
  api.setProgress((work, limit, heaps, rare) => {
    const now = Date.now();
    if (current && now - lastProgress >= PROGRESS_INTERVAL_MS) {
      lastProgress = now;
      current.post({ id: current.id, progress: { method: current.method, work, limit, heaps, rare } });
    }
    // On the main thread a call stops at its deadline rather than freeze the page.
    if (current?.deadline !== undefined && now > current.deadline) {
      current.pastDeadline = true;
      return false;
    }
    return true;
  });
  return api;
}

// Two builds of one crate (xtask/src/build.rs): the light module, loaded at once, answers
// what a widget's first view asks; the full module (the core compiled for speed, every
// export) is fetched only for a request the light one has no export for, or that it
// answers with the error key `light.needs_full`. Both compute with the same code: the
// light one is the same crate with less in it (tests/e2e/light-full.test.mjs).
const LIGHT_WASM = new URL('../pkg/sglab_wasm_light_bg.wasm', import.meta.url);

let ready = null;

// The light module is split (xtask/src/split.rs): the primary part most first views run,
// loaded above, parts by widget key (below), and the rest, instantiated by the glue on the
// first call into it. That call is synchronous, so the rest must be at hand then: in a worker it
// is compiled in the background once the worker has answered and been idle a moment, or
// else fetched there and then (a synchronous request, which a worker may make); on the
// main thread, which may neither, it is compiled before the first answer.
const LIGHT_REST = new URL('../pkg/sglab_wasm_light_rest.wasm', import.meta.url);
const REST_PREFETCH_DELAY_MS = 1000;
const onMainThread = typeof WorkerGlobalScope === 'undefined';

let restModule = null;
let restPrefetch = null;

/** Compiles the rest of the light module in the background (once). */
function prefetchRest() {
  restPrefetch ??= WebAssembly.compileStreaming(fetch(LIGHT_REST)).then(
    (module) => {
      restModule ??= module;
      return module;
    },
    () => null,
  );
  return restPrefetch;
}

/** The wasm at `url`, now: fetched synchronously (a worker may) and compiled. */
function moduleNow(url) {
  const request = new XMLHttpRequest();
  request.open('GET', url.href, false);
  request.responseType = 'arraybuffer';
  request.send();
  if (request.status !== 200 && request.status !== 0) {
    throw new Error(`sglab: ${url.href} answered ${request.status}`);
  }
  return new WebAssembly.Module(request.response);
}

// Between the primary and the rest, parts that each hold what the first views of some
// widget keys run (xtask/light/split.mjs, web/js/part-keys.js): the page fetches those its
// sg-* elements need and hands each over as it arrives (`takePart`; the client sends a
// call needing one only once it is here). Each is instantiated beside the primary as soon
// as both are here, so its functions answer from then on; a call into a function no part
// here holds loads the rest.
const takenParts = new Map();
let lightLoaded = false;
/** The parts whose bytes stream in from the page (`takePartBody`), by key: each a Promise
 *  settled once it is compiled and taken (or could not be). */
const partsOnTheirWay = new Map();

/** A Response of `body` (a ReadableStream of a wasm file), for the engine's streaming compile. */
function wasmResponse(body) {
  return new Response(body, { headers: { 'Content-Type': 'application/wasm' } });
}

/** Takes the part `key` of the light module, compiled by the page (first-downloads.js `handLight`). */
export function takePart(key, module) {
  if (typeof key !== 'string' || !(module instanceof WebAssembly.Module) || takenParts.has(key)) return;
  takenParts.set(key, module);
  if (lightLoaded) instantiatePart(module);
}

/** Takes the part `key` whose bytes the page streams here as they arrive: compiled here,
 *  then taken; a call that needs it waits for it (`answer`). */
function takePartBody(key, body) {
  if (typeof key !== 'string' || !(body instanceof ReadableStream) || takenParts.has(key) || partsOnTheirWay.has(key)) return;
  const taken = WebAssembly.compileStreaming(wasmResponse(body))
    .then((module) => takePart(key, module), () => {})
    .finally(() => partsOnTheirWay.delete(key));
  partsOnTheirWay.set(key, taken);
}

/** Settles once the parts `keys` that stream in are taken (every such part with null). */
function partsHere(keys) {
  const waits = [...partsOnTheirWay].filter(([key]) => keys === null || keys.includes(key)).map(([, taken]) => taken);
  return waits.length > 0 ? Promise.all(waits) : null;
}

function instantiatePart(module) {
  if (typeof lightGlue.__takePart === 'function') lightGlue.__takePart(module);
}

/** The rest of the light module, now: compiled already, or fetched and compiled here. */
function restNow() {
  restModule ??= moduleNow(LIGHT_REST);
  return restModule;
}

/**
 * Instantiates the light module once: `source` is the module the page compiled (first-downloads.js
 * `handLight`), or null to fetch it here (on the main thread, or where the page could not).
 */
function loadLight(source) {
  ready ??= Promise.resolve(source)
    .then((module) => initLight({ module_or_path: module instanceof ReadableStream ? wasmResponse(module) : module ?? LIGHT_WASM }))
    .then(async () => {
      if (typeof lightGlue.__setRest === 'function') {
        // The main thread may not fetch synchronously: the rest compiled before the first answer.
        if (onMainThread) await prefetchRest();
        lightGlue.__setRest(restNow);
      }
      lightLoaded = true;
      for (const module of takenParts.values()) instantiatePart(module);
      return configure(lightGlue);
    });
  return ready;
}

// The light module has no message tables of its own (core feature `texts`): each
// language's table, `pkg/messages.LANG.json` (what first views say, written from the full
// module's by `cargo xtask build`), is fetched and installed into its session
// (`installMessages`, a method of the session, which keeps the texts) before the first
// request that needs it.
// The reader's language (the page's `lang`, sent with the light module's port) is fetched
// at once, beside the wasm; the other one once the worker has been idle a moment, or
// when a request asks for it. Until then an error's text in the other language is the
// reader's (core's i18n::installed::Installed): fetching that table for each early error
// would put it before the first paint (a first view meets errors on purpose: `describe` of
// a heap game without heaps).

/** Whether the light module takes its texts at run time (`Session.installMessages`). */
const installsTexts = typeof lightGlue.Session?.prototype?.installMessages === 'function';
const TEXTS = {
  en: new URL('../pkg/messages.en.json', import.meta.url),
  zh: new URL('../pkg/messages.zh.json', import.meta.url),
};
// What no first view says (xtask/light/first-texts.mjs): installed when a call asks for a
// text not installed (the session's `missedMessages`), which then runs again, or once the
// worker is idle.
const LATER_TEXTS = {
  en: new URL('../pkg/messages-later.en.json', import.meta.url),
  zh: new URL('../pkg/messages-later.zh.json', import.meta.url),
};
// What no widget shows before it paints (the explorer's gallery, the embed page's docs,
// the proofs' texts that only the full module formats): `messages(lang, 'more')`.
const MORE_TEXTS = {
  en: new URL('../pkg/messages-more.en.json', import.meta.url),
  zh: new URL('../pkg/messages-more.zh.json', import.meta.url),
};

const LANGS = ['en', 'zh'];
let readerLang = 'en';
const texts = { en: null, zh: null };
const installedTexts = { en: false, zh: false };
/** Each installed language's table as fetched: what `messages(lang)` answers. */
const tables = { en: null, zh: null };

/** `"zh"` for a tag such as `zh-CN`, else `"en"` (as core's `Lang::from_tag`). */
function langOf(tag) {
  return String(tag ?? '').toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** The texts of `lang` as a `{key: text}` table, fetched (from `urls`, TEXTS by default). */
function fetchTable(lang, urls = TEXTS) {
  return fetch(urls[lang]).then((response) => {
    if (!response.ok) throw new Error(`sglab: ${urls[lang].href} answered ${response.status}`);
    return response.json();
  });
}

const laterTexts = { en: null, zh: null };
const moreTexts = { en: null, zh: null };

/** The texts of `lang` with those no first view says (LATER_TEXTS), installed: a Promise of
 *  the table, which `messages(lang)` answers from then on. */
function ensureLater(lang) {
  laterTexts[lang] ??= Promise.all([ensureTexts(lang), fetchTable(lang, LATER_TEXTS)]).then(async ([, later]) => {
    await install(lang, later, false);
    tables[lang] = { ...tables[lang], ...later };
    return tables[lang];
  });
  laterTexts[lang].catch(() => {
    laterTexts[lang] = null;
  });
  return laterTexts[lang];
}

/** The texts of `lang` with the rest of them (LATER_TEXTS, MORE_TEXTS), all installed: a
 *  Promise of the table. */
function ensureMore(lang) {
  moreTexts[lang] ??= Promise.all([ensureLater(lang), fetchTable(lang, MORE_TEXTS)]).then(async ([, more]) => {
    await install(lang, more, false);
    return { ...tables[lang], ...more };
  });
  return moreTexts[lang];
}

/**
 * After a call that asked for texts not installed (`missedMessages`): installs the next tier
 * of each language that has its first (LATER_TEXTS, then MORE_TEXTS); whether one was.
 */
async function installNextTier(light) {
  if (!installsTexts || typeof light.missedMessages !== 'function' || !light.missedMessages()) return false;
  const next = LANGS.filter((lang) => installedTexts[lang]).map((lang) => (laterTexts[lang] ? (moreTexts[lang] ? null : ensureMore(lang)) : ensureLater(lang)));
  const fetching = next.filter(Boolean);
  if (fetching.length === 0) return false;
  try {
    await Promise.all(fetching);
    return true;
  } catch {
    return false;
  }
}

/** Installs `table`'s texts of `lang` into the light module, once it is loaded; `first`:
 *  it is the table of TEXTS, which `messages(lang)` answers. */
async function install(lang, table, first = true) {
  const light = await loadLight(null);
  // Two strings cross into wasm, not 1,600 (the keys, and their texts, joined by U+0000).
  const keys = Object.keys(table);
  light.installMessages(lang, keys.join('\0'), keys.map((key) => table[key]).join('\0'));
  if (first) {
    tables[lang] = table;
    installedTexts[lang] = true;
  }
}

/** Fetches the texts of `lang` (once); resolves once the light module has them. */
function ensureTexts(lang) {
  texts[lang] ??= fetchTable(lang).then((table) => install(lang, table));
  return texts[lang];
}

/** The language a request's texts are in: `messages(lang)`, or a drawing's `{lang}`. */
function requestLang(method, args) {
  if (method === 'messages') return langOf(args[0]);
  const options = args.find((arg) => arg && typeof arg === 'object' && 'lang' in arg);
  return options ? langOf(options.lang) : readerLang;
}

let restTimer = null;

/** Whether the page's reader asked to save data (first-downloads.js `savesData`). */
let readerSavesData = false;

/** After an answer: once the worker has been idle a moment, the rest of the light module
 *  (282 kB gzipped), the reader's later texts and the other language's, so that a later
 *  call does not wait for their download; not for a reader who asked to save data, whose
 *  page fetches them when a call needs them. */
function scheduleRest() {
  if (onMainThread || readerSavesData || typeof lightGlue.__setRest !== 'function') return;
  if (restModule && texts.en && texts.zh && laterTexts[readerLang]) return;
  clearTimeout(restTimer);
  restTimer = setTimeout(() => {
    if (!restModule) prefetchRest();
    ensureLater(readerLang).catch(() => {});
    ensureTexts(readerLang === 'zh' ? 'en' : 'zh').catch(() => {});
  }, REST_PREFETCH_DELAY_MS);
}

/**
 * The page's first message: a port on which `{module, texts, parts}` follows (the compiled
 * light module, or null: fetch it here; the texts of the page's language `{lang, text}` as
 * fetched, or null: fetch them here; the parts of the module the page's widgets need,
 * compiled, `{key: module}`), the page's language, and whether its reader asked to save
 * data (then nothing is fetched ahead of need).
 */
export function awaitLight(port, lang, saveData = false) {
  readerLang = langOf(lang);
  readerSavesData = saveData === true;
  const handed = new Promise((resolve) => {
    port.onmessage = (event) => {
      port.close();
      resolve(event.data ?? {});
    };
  });
  if (!ready) {
    ready = handed.then(({ module, parts }) => {
      for (const [key, part] of Object.entries(parts ?? {})) takePart(key, part);
      ready = null;
      return loadLight(module ?? null);
    });
    // The loader hands the module over before any call (first-downloads.js `handLight`):
    // where it cannot run (a browser without a feature it needs, wasm-support.js), each
    // call says so; no error is left unhandled before one comes.
    ready.catch(() => {});
  }
  if (installsTexts) {
    texts[readerLang] ??= handed.then(({ texts: given }) =>
      given?.lang === readerLang && typeof given.text === 'string' ? JSON.parse(given.text) : fetchTable(readerLang),
    ).then((table) => install(readerLang, table));
    texts[readerLang].catch(() => {});
  }
}

let fullModule = null;

/** The full module, fetched and instantiated on first need. */
function loadFull() {
  fullModule ??= import('../pkg/sglab_wasm.js').then(async (full) => {
    await full.default();
    return configure(full);
  });
  return fullModule;
}

/** Whether the light module said only the full module can answer. */
function needsFull(error) {
  return error?.key === 'light.needs_full';
}

/** Runs `method`: in the light module when it can answer, else in the full one. */
async function runMethod(method, args) {
  const light = await loadLight(null);
  // The texts the light module installed are the table the page asks for: no need to
  // build it again in wasm.
  // (Only for a language the export takes: a string, or none; it refuses anything else.)
  const tag = args[0];
  if (method === 'messages' && installsTexts && (tag == null || typeof tag === 'string')) {
    const lang = langOf(tag);
    try {
      if (args[1] === 'more') return await ensureMore(lang);
      await ensureTexts(lang);
      if (tables[lang]) return tables[lang];
    } catch {
      // Answered below from what the module has.
    }
  }
  if (typeof light[method] === 'function') {
    try {
      return light[method](...args);
    } catch (error) {
      if (!needsFull(error)) throw error;
    }
  }
  const full = await loadFull();
  if (typeof full[method] !== 'function') throw await unknownMethod(method);
  return full[method](...args);
}

/** The protocol's error for a method no module exports. */
async function unknownMethod(method) {
  const localized = await localize('worker.unknown_method', { method: String(method) });
  return { name: 'TypeError', message: localized.en, key: 'worker.unknown_method', localized };
}

/** A message of the page's texts (`worker.*`: what the worker itself says, i18n/LANG.json)
 *  in both languages, placeholders filled; the key where a language's file cannot be had. */
function localize(key, params) {
  return inBothLanguages(pageTexts, key, params);
}

/**
 * Any thrown value as the plain error object of the protocol. A trap of the wasm module (a
 * `WebAssembly.RuntimeError`: a panic, which no input should reach, is a bare
 * `unreachable` in the light module, built with `panic=immediate-abort`) is `worker.trap`.
 */
async function plain(error) {
  if (typeof WebAssembly !== 'undefined' && error instanceof WebAssembly.RuntimeError) {
    const localized = await localize('worker.trap', { reason: `${error.name}: ${error.message}` });
    return { name: 'Error', message: localized.en, key: 'worker.trap', localized, fatal: true };
  }
  const out = {
    name: error?.name ?? 'Error',
    message: error?.message ?? String(error),
    key: error?.key ?? 'worker.failed',
    localized: error?.localized ?? await localize('worker.failed', { reason: error?.message ?? String(error) }),
  };
  if (typeof error?.column === 'number') out.column = error.column;
  if (error?.span) out.span = Array.from(error.span);
  if (typeof error?.found === 'string') out.found = error.found;
  if (typeof error?.suggestion === 'string') out.suggestion = error.suggestion;
  // A value thrown by no sglab export (a trap): the client restarts the worker.
  if (!error?.key) out.fatal = true;
  return out;
}

/**
 * Answers one request `{id, method, args}` through `post` (progress reports, then the
 * answer). `deadline` (a `Date.now()` time), when given, stops a call still running then
 * with the error `worker.main_thread`: the main thread's limit, where no worker may start.
 */
export async function answer(data, post, { deadline } = {}) {
  const { id, method, args } = data ?? {};
  try {
    await loadLight(null);
  } catch (error) {
    post({ id, ok: false, error: { ...(await plain(error)), fatal: true } });
    return;
  }
  if (!METHODS.has(method)) {
    post({ id, ok: false, error: await unknownMethod(method) });
    return;
  }
  // The parts the call's first views run (the page names them: client.js), or all, while
  // they stream in: run before, it would load the rest of the module in their place.
  const parts = method === 'messages' ? [] : Array.isArray(data?.parts) ? data.parts.map(String) : null;
  const waiting = partsHere(parts);
  if (waiting) await waiting;
  if (installsTexts) {
    try {
      await ensureTexts(requestLang(method, Array.isArray(args) ? args : []));
    } catch {
      // Without its texts the module answers with message keys: still an answer.
    }
  }
  clearTimeout(restTimer);
  current = { id, method, post, deadline, pastDeadline: false };
  lastProgress = -Infinity;
  const start = performance.now();
  try {
    const light = await loadLight(null);
    const run = () => runMethod(method, Array.isArray(args) ? args : []).then((value) => ({ value }), (error) => ({ error }));
    light.missedMessages?.();
    let outcome = await run();
    // A text no first view says was asked for: with the next tier of texts, once more
    // (an error's texts too; at most twice: later, then more).
    while (await installNextTier(light)) outcome = await run();
    if ('error' in outcome) throw outcome.error;
    const { value } = outcome;
    // On the main thread each call is a User Timing measure (the browser's performance
    // panel shows what held the page; the tests read them).
    if (deadline !== undefined) {
      const what = typeof args?.[0] === 'string' ? ` ${args[0].slice(0, 40)}` : '';
      performance.measure?.(`sglab ${method}${what}`, { start, end: performance.now() });
    }
    post({ id, ok: true, value });
  } catch (error) {
    if (current.pastDeadline && error?.key === 'limit.cancelled') {
      const localized = await localize('worker.main_thread', {});
      post({ id, ok: false, error: { name: 'RangeError', message: localized.en, key: 'worker.main_thread', localized } });
    } else {
      post({ id, ok: false, error: await plain(error) });
    }
  } finally {
    current = null;
    scheduleRest();
  }
}

if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  self.onmessage = (event) => {
    if (event.data?.sglabInit) awaitLight(event.data.sglabInit, event.data.lang, event.data.saveData);
    else if (event.data?.sglabPart && event.data.body) takePartBody(event.data.sglabPart, event.data.body);
    else if (event.data?.sglabPart) takePart(event.data.sglabPart, event.data.module);
    else answer(event.data, (message) => self.postMessage(message));
  };
  // The page fetches the parts of the light module once this script is in (first-downloads.js `handLight`).
  self.postMessage({ sglabLoaded: true });
}
