// The profile that decides which functions of the light module go into its primary part
// (xtask/src/split.rs): runs, on the module instrumented by `wasm-split --instrument`,
// the requests the pages' first views make, and writes which functions ran.
//
//   node profile.mjs GLUE.js INSTRUMENTED.wasm OUT.profile
//
// The requests are first-views.mjs's, in both languages, each language's texts installed
// into the session first (`messages.LANG.json` beside the glue, written by messages.mjs),
// then again with the rest of the texts (`messages-more.LANG.json`) installed.

import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import { FIRST_VIEWS, LANGS, configure, request } from './first-views.mjs';

const [gluePath, wasmPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error('usage: node profile.mjs GLUE.js INSTRUMENTED.wasm OUT.profile');
  process.exit(2);
}

const glue = await import(pathToFileURL(gluePath).href);
const wasm = glue.initSync({ module: readFileSync(wasmPath) });
/** Runs every first view in `lang` on `session`. */
function views(session, lang) {
  for (const view of FIRST_VIEWS) {
    const [method, ...args] = request(view, lang);
    const target = typeof session[method] === 'function' ? session : glue;
    if (typeof target[method] !== 'function') throw new Error(`profile: the light module has no export ${method}`);
    try {
      target[method](...args);
    } catch (error) {
      // An error is an answer too (`describe('kayles')` asks for heaps); a trap is not.
      if (error instanceof WebAssembly.RuntimeError) throw error;
    }
    answered += 1;
  }
}

/** Installs the texts of `file` (beside the glue) into `session`, as the worker does. */
function install(session, file, lang) {
  const table = JSON.parse(readFileSync(new URL(file, pathToFileURL(gluePath)), 'utf8'));
  session.installMessages(lang, Object.keys(table).join('\0'), Object.values(table).join('\0'));
}

/** A new session with the first part of both languages' texts (`installed`: true) or none. */
const fresh = (installed = true) => {
  const session = new glue.Session();
  configure(session);
  if (installed) for (const lang of LANGS) install(session, `messages.${lang}.json`, lang);
  return session;
};

// The paths a request takes depend on what came before it (a session's tables, a language
// installed or not), so the views run several ways: as the worker does (the reader's
// language installed first, the other later), on a fresh session each, and again on a
// session that has answered them once.
let answered = 0;
const shared = fresh(false);
for (const lang of LANGS) {
  install(shared, `messages.${lang}.json`, lang);
  views(shared, lang);
}
for (const lang of LANGS) {
  views(fresh(), lang);
  views(shared, lang);
}
// The explorer, the embed page and `<sg-explorer>` install the rest of the texts
// (`messages-more.LANG.json`) before their first views: that install, and the views after it.
for (const lang of LANGS) {
  install(shared, `messages-more.${lang}.json`, lang);
  views(shared, lang);
}

const capacity = 1 << 20;
const at = wasm.__wbindgen_malloc(capacity, 1);
const size = wasm.__write_profile(at, capacity);
if (!(size > 0 && size <= capacity)) throw new Error(`profile: __write_profile wrote ${size} bytes`);
writeFileSync(outPath, new Uint8Array(wasm.memory.buffer, at, size));
console.log(`xtask: profile of ${answered} first-view requests: ${size} bytes`);
