// A loaded wasm module as one object of exports. The module keeps no state: what must
// last between calls (the progress callback, the memory limit, and in the light module the
// texts installed) sits in a `Session`, the opaque handle whose methods are the exports
// that compute (`analyze`, `graph`, `sequence`, ...; crates/wasm/src/session.rs). The
// exports that keep nothing (`version`, `canonical`, `messages`, `describe`, `pairs`,
// `workloads`) are plain functions; in the light module those that say something are
// methods of the session too (its texts), which this object makes look the same.

/** The exports of `glue` (wasm-bindgen's glue, initialised): its plain functions, and the
 * methods of one new session bound to it (`setProgress`, `setMemoryLimit`, `analyze`, ...). */
export function withSession(glue) {
  const session = new glue.Session();
  const api = {};
  for (const [name, value] of Object.entries(glue)) {
    // `__setRest`: the split light module's loader hook (worker.js), not an export to call.
    if (typeof value === 'function' && !['default', 'initSync', 'Session'].includes(name) && !name.startsWith('__')) api[name] = value;
  }
  for (const name of Object.getOwnPropertyNames(glue.Session.prototype)) {
    if (name !== 'constructor' && name !== 'free' && !name.startsWith('__') && typeof session[name] === 'function') {
      api[name] = session[name].bind(session);
    }
  }
  return api;
}
