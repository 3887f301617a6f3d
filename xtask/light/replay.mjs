// Runs recorded worker requests on a light module in Node as web/js/worker.js does: each
// request's language's texts installed first (`messages.LANG.json` beside the glue), a
// `messages(lang, 'more')` installing the rest (`messages-later.LANG.json`,
// `messages-more.LANG.json`), every other
// method called on a session's exports. Shared by profile.mjs (the split's profile) and
// coverage.mjs (what each post's first views run outside a part).

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import { withSession } from '../../web/js/session.js';

/** `"zh"` for a tag such as `zh-CN`, else `"en"`. */
const langOf = (tag) => (String(tag ?? '').toLowerCase().startsWith('zh') ? 'zh' : 'en');

/** The language a request's texts are in (worker.js `requestLang`). */
function requestLang(method, args, fallback) {
  if (method === 'messages') return langOf(args[0]);
  const options = args.find((arg) => arg && typeof arg === 'object' && 'lang' in arg);
  return options ? langOf(options.lang) : fallback;
}

/** `request` with every language in it (`messages`' tag, a drawing's `{lang}`) set to `lang`. */
export function inLang([method, ...args], lang) {
  const fill = (value) => (value && typeof value === 'object' && !Array.isArray(value) && 'lang' in value ? { ...value, lang } : value);
  return method === 'messages' ? [method, lang, ...args.slice(1)] : [method, ...args.map(fill)];
}

/**
 * `requests` with, after each drawing asked with `parts: 'seen'`, the same drawing asked
 * with `parts: 'later'`: what the page asks once that drawing's first frame is painted
 * (web/js/views/drawn.js), so the post's parts hold what fills its taps in too.
 */
export function withLaterParts(requests) {
  const asked = new Set(requests.map((request) => JSON.stringify(request)));
  return requests.flatMap((request) => {
    const [method, ...args] = request;
    const at = args.findIndex((arg) => arg && typeof arg === 'object' && arg.parts === 'seen');
    if (method !== 'drawing' || at < 0) return [request];
    const later = [method, ...args.map((arg, i) => (i === at ? { ...arg, parts: 'later' } : arg))];
    // A record may hold it already (asked before the post's last widget painted).
    return asked.has(JSON.stringify(later)) ? [request] : [request, later];
  });
}

/**
 * A fresh instance of the light module at `wasmPath` with the glue at `gluePath` (imported
 * anew, so each instance has its own memory and profile): `{glue, wasm, run(request, lang)}`.
 */
export async function instance(gluePath, wasmPath, key = String(Math.random())) {
  const glue = await import(`${pathToFileURL(gluePath).href}?instance=${encodeURIComponent(key)}`);
  const wasm = glue.initSync({ module: readFileSync(wasmPath) });
  const api = withSession(glue);
  api.setMemoryLimit(64);
  api.setProgress(() => true);
  /** Installs the tables of `files` (of `lang`) at once, joined as one table. */
  const installJoined = (files, lang) => {
    const table = Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(new URL(file, pathToFileURL(gluePath)), 'utf8'))));
    const keys = Object.keys(table);
    api.installMessages(lang, keys.join('\0'), keys.map((k) => table[k]).join('\0'));
  };
  const installed = new Set();
  /** Installs the table `file` (of `lang`) once, as the worker does. */
  const install = (file, lang) => {
    if (installed.has(file)) return;
    installed.add(file);
    installJoined([file], lang);
  };
  /** Runs one request (`[method, ...args]`) in `readerLang`: `'answer'`, `'error'` or `'full'`
   *  (the light module answered `light.needs_full`, or lacks the export). A trap throws. */
  const run = ([method, ...args], readerLang = 'en') => {
    const lang = requestLang(method, args, readerLang);
    install(`messages.${lang}.json`, lang);
    if (method === 'messages') {
      if (args[1] === 'more') {
        install(`messages-later.${lang}.json`, lang);
        install(`messages-more.${lang}.json`, lang);
      }
      return 'answer';
    }
    if (typeof api[method] !== 'function') return 'full';
    try {
      api[method](...args);
      return 'answer';
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError) throw error;
      return error?.key === 'light.needs_full' ? 'full' : 'error';
    } finally {
      // The worker asks after each call whether it missed a text (web/js/worker.js).
      api.missedMessages();
    }
  };
  return { glue, wasm, run, install, installJoined };
}

/** The profile an instrumented instance wrote (`wasm-split --instrument`'s format). */
export function writeProfile(wasm) {
  const capacity = 1 << 20;
  const at = wasm.__wbindgen_malloc(capacity, 1);
  const size = wasm.__write_profile(at, capacity);
  if (!(size > 0 && size <= capacity)) throw new Error(`__write_profile wrote ${size} bytes`);
  return new Uint8Array(wasm.memory.buffer, at, size).slice();
}

/** The defined functions a profile marks as run: a Set of their indices. */
export function ranFunctions(profile) {
  const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength);
  const ran = new Set();
  for (let i = 0; 8 + 4 * i < profile.length; i += 1) if (view.getUint32(8 + 4 * i, true) !== 0) ran.add(i);
  return ran;
}

/** A profile marking `functions` as run, with `like`'s hash and length. */
export function profileOf(functions, like) {
  const out = new Uint8Array(like.length);
  out.set(like.subarray(0, 8));
  const view = new DataView(out.buffer);
  let stamp = 1;
  for (const f of [...functions].sort((a, b) => a - b)) view.setUint32(8 + 4 * f, stamp++, true);
  return out;
}
