// The one loader of the wasm module: every part of the page and every widget calls
// `init()`, which loads `pkg/` once and returns the same API object each time.

import { withSession } from './session.js';

let ready = null;

/** Loads the wasm module once; later calls return the same promise of its exports, the
 * computing ones bound to one session (session.js). */
export function init(moduleUrl = new URL('../pkg/sglab_wasm.js', import.meta.url)) {
  if (!ready) {
    ready = import(moduleUrl.href).then(async (glue) => {
      await glue.default();
      return withSession(glue);
    });
  }
  return ready;
}
