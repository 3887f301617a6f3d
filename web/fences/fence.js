// The Markdown fence of sglab (docs/NOTATION.md, "Markdown fences") on the JavaScript
// side. The grammar itself is the Rust crates' (`sglab_core::fence`, the one `sg render`
// reads), reached through the wasm module: `loadPictures()` in Node (`sglab.fence(info,
// body)`), the worker in the browser (`upgrade.js`). Here only what every reader needs
// before the module is loaded: whether a code block is sglab's at all.
//
//   isSglabInfo('sg table to=40')   // true
//   isSglabInfo('js')               // false

/** Whether a fence's info string is sglab's (its first word is `sg`). */
export function isSglabInfo(info) {
  return /^\s*sg(\s|$)/.test(String(info ?? ''));
}
