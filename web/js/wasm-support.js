// Whether this browser runs sglab's wasm modules (issue 33, item 10). The builds use six
// features beyond WebAssembly 1.0: SIMD (`+simd128`, .cargo/config.toml) and the five that
// rustc enables by default for wasm32-unknown-unknown (bulk memory, sign extension,
// non-trapping float-to-int, multi-value, reference types); measured on pkg/'s modules with
// wabt's `wasm-validate --disable-FEATURE`, each rejected without any one of them. Every
// current browser has all six (Chrome 91, Firefox 89, Safari 16.4); an older one, or
// Chromium on a processor without SSE4.1 (no wasm SIMD there), would fail to compile the
// module. Rather than a second build, a widget there says what is missing, in the reader's
// language. Each probe is the smallest module using its feature, as wasm-feature-detect
// (Apache-2.0, GoogleChromeLabs) writes them; `WebAssembly.validate` compiles nothing.

const PROBES = [
  ['SIMD', [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]],
  ['bulk memory', [0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 5, 3, 1, 0, 1, 10, 14, 1, 12, 0, 65, 0, 65, 0, 65, 0, 252, 10, 0, 0, 11]],
  ['sign extension', [0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 10, 8, 1, 6, 0, 65, 0, 192, 26, 11]],
  ['non-trapping float-to-int', [0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 10, 12, 1, 10, 0, 67, 0, 0, 0, 0, 252, 0, 26, 11]],
  ['multi-value', [0, 97, 115, 109, 1, 0, 0, 0, 1, 6, 1, 96, 0, 2, 127, 127, 3, 2, 1, 0, 10, 8, 1, 6, 0, 65, 0, 65, 0, 11]],
  ['reference types', [0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 10, 7, 1, 5, 0, 208, 112, 26, 11]],
];

let missing = null;

/** The names of the WebAssembly features sglab's modules need that this browser lacks
 *  (`['WebAssembly']` where it has none at all); empty where the modules run. */
export function missingWasmFeatures() {
  if (missing) return missing;
  const wasm = globalThis.WebAssembly;
  missing = typeof wasm?.validate !== 'function'
    ? ['WebAssembly']
    : PROBES.filter(([, bytes]) => !wasm.validate(new Uint8Array(bytes))).map(([name]) => name);
  return missing;
}
