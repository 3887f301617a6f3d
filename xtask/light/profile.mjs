// The profile of the light module's first views (xtask/src/split.rs): runs, on the module
// instrumented by `wasm-split --instrument`, the requests the pages' first views make, in
// several orders, and writes which functions ran (parts.mjs keeps in the primary part what
// it saw and no post ran; split.mjs takes its header for the profiles it writes).
//
//   node profile.mjs GLUE.js INSTRUMENTED.wasm OUT.profile
//
// The requests are first-views.mjs's, in both languages, each language's texts installed
// into the session first (`messages.LANG.json` beside the glue, written by messages.mjs),
// then again with the rest of the texts (`messages-later.LANG.json`,
// `messages-more.LANG.json`) installed.

import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import { FIRST_VIEWS, LANGS, configure, request } from './first-views.mjs';
import { withLaterParts } from './replay.mjs';

const [gluePath, wasmPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error('usage: node profile.mjs GLUE.js INSTRUMENTED.wasm OUT.profile');
  process.exit(2);
}

let glue = null;
/** Runs every first view in `lang` on `session`. */
function views(session, lang) {
  for (const view of withLaterParts(FIRST_VIEWS)) {
    const [method, ...args] = request(view, lang);
    const target = typeof session[method] === 'function' ? session : glue;
    if (typeof target[method] !== 'function') throw new Error(`profile: the light module has no export ${method}`);
    try {
      target[method](...args);
    } catch (error) {
      // An error is an answer too (`describe('kayles')` asks for heaps); a trap is not.
      if (error instanceof WebAssembly.RuntimeError) throw error;
    }
    // The worker asks after each call whether it missed a text (web/js/worker.js).
    session.missedMessages();
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
// installed or not, and the allocator's state: which of its functions serve a request),
// so the views run several ways, each on an instance of its own as a worker has it, and
// the profile is every instance's: a function runs in the primary part if it ran in any.
const runs = [
  // The worker: the reader's language installed first, the other one later.
  ...LANGS.map((first) => () => {
    const session = fresh(false);
    for (const lang of [first, ...LANGS.filter((other) => other !== first)]) {
      install(session, `messages.${lang}.json`, lang);
      views(session, lang);
    }
  }),
  // Both languages installed first; then fresh sessions, and a session that has answered
  // the views once.
  () => {
    const shared = fresh();
    for (const lang of LANGS) views(shared, lang);
    for (const lang of LANGS) {
      views(fresh(), lang);
      views(shared, lang);
    }
    // The explorer, the embed page and `<sg-explorer>` install the rest of the texts
    // (`messages-later.LANG.json`, `messages-more.LANG.json`) before their first views: that
    // install, and the views after.
    for (const lang of LANGS) {
      install(shared, `messages-later.${lang}.json`, lang);
      install(shared, `messages-more.${lang}.json`, lang);
      views(shared, lang);
    }
  },
  // Such a page from the start: every tier of both languages, then the views.
  () => {
    const session = fresh();
    for (const lang of LANGS) for (const tier of ['later', 'more']) install(session, `messages-${tier}.${lang}.json`, lang);
    for (const lang of LANGS) views(session, lang);
  },
];

let answered = 0;
let merged = null;
for (const [index, run] of runs.entries()) {
  glue = await import(`${pathToFileURL(gluePath).href}?run=${index}`);
  const wasm = glue.initSync({ module: readFileSync(wasmPath) });
  run();
  const capacity = 1 << 20;
  const at = wasm.__wbindgen_malloc(capacity, 1);
  const size = wasm.__write_profile(at, capacity);
  if (!(size > 8 && size <= capacity && size % 4 === 0)) throw new Error(`profile: __write_profile wrote ${size} bytes`);
  // The module's hash (8 bytes), then each function's first-run timestamp (u32, 0: never).
  const profile = new Uint8Array(wasm.memory.buffer, at, size).slice();
  if (!merged) {
    merged = profile;
    continue;
  }
  if (profile.length !== merged.length || profile.subarray(0, 8).some((byte, i) => byte !== merged[i])) {
    throw new Error('profile: the instances wrote profiles of different modules');
  }
  const into = new DataView(merged.buffer);
  const from = new DataView(profile.buffer);
  for (let offset = 8; offset < size; offset += 4) {
    const [was, now] = [into.getUint32(offset, true), from.getUint32(offset, true)];
    if (now !== 0 && (was === 0 || now < was)) into.setUint32(offset, now, true);
  }
}
writeFileSync(outPath, merged);
console.log(`xtask: profile of ${answered} first-view requests on ${runs.length} instances: ${merged.length} bytes`);
