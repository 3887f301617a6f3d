// The light module split in parts with binaryen 108's `wasm-split` (Debian's `binaryen`;
// run by xtask/src/split.rs at each `cargo xtask build`): a primary part every page loads
// first, one part per key (a widget tag or a game family, web/js/part-keys.js) holding
// what the first views of the four common widgets, the gallery's presets, the embed
// page's examples and the README's snippet run beyond the primary, loaded beside the
// primary by a page whose sg-* elements name that key, and the rest, loaded on the first
// call into it.
//
// 1. `wasm-split --instrument` builds a copy that records which functions run;
// 2. profile.mjs runs the four common widgets', the tutorial's and the explorer's first
//    views (first-views.mjs) on that copy, in several orders;
// 3. parts.mjs runs each post's first views (the four common widgets', the tutorial's and
//    the explorer's, and the recorded posts' of xtask/light/preset-views.json, written by
//    tests/e2e/preset-views.mjs) and gives each function they run the key all the posts
//    needing it share, else the primary (the tutorial and the explorer name no key: what
//    they run stays there, as does what the profile saw and no post ran);
// 4. wasm-split, which splits in two only, splits the whole module into everything the
//    plan names (kept with names by `-g`) and the rest; then, one key at a time, the kept
//    module into itself without that key's functions and the key's part. Each pass's
//    secondary imports what it calls from its primary by export name, and every later pass
//    keeps those exports (a function moved out is exported as a thunk through the table),
//    so every part instantiates against the final primary:
//    `new WebAssembly.Instance(part, {primary: exports})`. A function of a part not yet
//    loaded is called through a placeholder imported from `placeholder.KEY` (`placeholder`
//    for the rest) until its part is loaded, which puts the real functions into the table;
// 5. writes pkg/NAME_bg.wasm (the primary, in place of the whole), NAME_rest.wasm,
//    NAME_part_KEY.wasm, NAME_parts.js (the keys that have a part, for the page's loader)
//    and patches the glue: the placeholders, and `__setRest(source)`, by which the worker
//    says how to get a part (`source(name)`, name `rest` or a key) synchronously.
//
// Every part is the one module the light build produced: no code is duplicated, and
// tests/e2e/light-full.test.mjs checks the split module answers as the full one.
//
//   node split.mjs GLUE.js WHOLE.wasm WORK_DIR VIEWS.json

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { plan as planParts } from './parts.mjs';

import { profileOf } from './replay.mjs';
import { leb, sections, withoutNames } from './wasm-names.mjs';

/** The wasm features the Rust toolchain's output uses (as xtask/src/split.rs). */
const FEATURES = ['--enable-bulk-memory', '--enable-multivalue', '--enable-mutable-globals', '--enable-nontrapping-float-to-int',
  '--enable-reference-types', '--enable-sign-ext', '--enable-simd'];

function wasmSplit(args) {
  const result = spawnSync('wasm-split', [...FEATURES, ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`wasm-split ${args.join(' ')}: ${result.stderr}`);
}

/** Table types of the module's tables (imported first), in index order. */
function tableTypes(bytes) {
  const types = [];
  for (const [id, start] of sections(bytes)) {
    if (id === 2) {
      let [count, p] = leb(bytes, start);
      for (; count > 0; count -= 1) {
        for (let i = 0; i < 2; i += 1) {
          const [length, q] = leb(bytes, p);
          p = q + length;
        }
        const kind = bytes[p++];
        const limits = (q) => {
          const flags = bytes[q];
          let [, r] = leb(bytes, q + 1);
          if (flags & 1) r = leb(bytes, r)[1];
          return r;
        };
        if (kind === 0) p = leb(bytes, p)[1];
        else if (kind === 1) { types.push(bytes[p]); p = limits(p + 1); }
        else if (kind === 2) p = limits(p);
        else p += 2;
      }
    } else if (id === 4) {
      let [count, p] = leb(bytes, start);
      for (; count > 0; count -= 1) {
        types.push(bytes[p]);
        const flags = bytes[p + 1];
        p = leb(bytes, p + 2)[1];
        if (flags & 1) p = leb(bytes, p)[1];
      }
    }
  }
  return types;
}

/**
 * Binaryen 108 writes both table exports of a two-table module as table 0: points
 * `__wbindgen_externrefs` back at the externref table and every other table export at the
 * funcref table (as xtask/src/split.rs `fix_table_exports`).
 */
export function fixTableExports(path) {
  const bytes = readFileSync(path);
  const types = tableTypes(bytes);
  const of = (type) => {
    const found = types.flatMap((t, i) => (t === type ? [i] : []));
    if (found.length !== 1) throw new Error(`${path}: expected one funcref and one externref table`);
    return found[0];
  };
  for (const [id, start] of sections(bytes)) {
    if (id !== 7) continue;
    let [count, p] = leb(bytes, start);
    for (; count > 0; count -= 1) {
      const [length, q] = leb(bytes, p);
      const name = bytes.subarray(q, q + length).toString();
      p = q + length;
      const kind = bytes[p];
      const [, after] = leb(bytes, p + 1);
      if (kind === 1) {
        if (after !== p + 2) throw new Error(`${path}: a table index of more than one byte`);
        bytes[p + 1] = name === '__wbindgen_externrefs' ? of(0x6f) : of(0x70);
      }
      p = after;
    }
  }
  writeFileSync(path, bytes);
}

/** `value` as an unsigned LEB128. */
function lebBytes(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

/**
 * `bytes` with no maximum on its imported tables. Each pass of wasm-split grows the
 * primary's function table and gives it a maximum equal to its size; a part written by an
 * earlier pass imports the table with that pass's size as its maximum, which the final,
 * larger table exceeds (a LinkError). Without a maximum, any table at least as large links.
 */
export function withoutTableMaximum(bytes) {
  const imports = sections(bytes).find(([id]) => id === 2);
  if (!imports) return bytes;
  const [, start, end] = imports;
  let [count, p] = leb(bytes, start);
  const body = [...lebBytes(count)];
  for (; count > 0; count -= 1) {
    const from = p;
    for (let i = 0; i < 2; i += 1) {
      const [length, q] = leb(bytes, p);
      p = q + length;
    }
    const kind = bytes[p];
    const limits = (q) => {
      const flags = bytes[q];
      let [min, r] = leb(bytes, q + 1);
      if (flags & 1) r = leb(bytes, r)[1];
      return [min, r];
    };
    if (kind === 1) {
      const [min, after] = limits(p + 2);
      body.push(...bytes.subarray(from, p + 2), 0, ...lebBytes(min));
      p = after;
      continue;
    }
    if (kind === 0) p = leb(bytes, p + 1)[1];
    else if (kind === 2) p = limits(p + 1)[1];
    else p += 3;
    body.push(...bytes.subarray(from, p));
  }
  // The section's size (a LEB128 before `start`) changes with it.
  let sizeStart = start - 1;
  while (bytes[sizeStart - 1] & 0x80) sizeStart -= 1;
  return Buffer.concat([bytes.subarray(0, sizeStart), Buffer.from(lebBytes(body.length)), Buffer.from(body), bytes.subarray(end)]);
}

/** Splits as the module doc says; returns `{primary, rest, parts: {key: path}}`. */
export function splitParts(whole, instrumentedProfile, plan, outDir, name) {
  const work = (file) => join(outDir, file);
  const like = readFileSync(instrumentedProfile);
  const keep = new Set(plan.primary);
  for (const list of Object.values(plan.parts)) for (const f of list) keep.add(f);
  const profile = work(`${name}.parts.profile`);
  writeFileSync(profile, profileOf(keep, like));
  const rest = work(`${name}_rest.wasm`);
  let current = work(`${name}.pass0.wasm`);
  wasmSplit([`--profile=${profile}`, '--export-prefix=%', '--placeholder-namespace=placeholder', '-g', whole, '-o1', current, '-o2', rest]);
  fixTableExports(current);
  const parts = {};
  for (const [i, key] of Object.keys(plan.parts).sort().entries()) {
    const list = work(`${name}.part_${key}.funcs`);
    writeFileSync(list, `${plan.parts[key].join('\n')}\n`);
    const next = work(`${name}.pass${i + 1}.wasm`);
    parts[key] = work(`${name}_part_${key}.wasm`);
    wasmSplit([`--split-funcs=@${list}`, `--export-prefix=%${i + 1}.`, `--placeholder-namespace=placeholder.${key}`, '-g', current, '-o1', next, '-o2', parts[key]]);
    fixTableExports(next);
    current = next;
  }
  const primary = work(`${name}_bg.wasm`);
  writeFileSync(primary, withoutNames(readFileSync(current)));
  for (const path of [rest, ...Object.values(parts)]) writeFileSync(path, withoutTableMaximum(withoutNames(readFileSync(path))));
  return { primary, rest, parts };
}

/** The code added to the glue (`KEYS`: the parts' keys, as JSON). */
const GLUE_ADDITION = `
// Added by \`cargo xtask build\` (xtask/light/split.mjs): this module is split in parts by
// binaryen's wasm-split. A function of a part not yet loaded is called through a
// placeholder until its part is instantiated (its element segment then puts the real
// functions into the primary's table, and the placeholder calls the real one).
let __sglabPartSource = null;
const __sglabParts = new Map();

/** Says how to get a part: \`source(name)\` (\`rest\`, or a part's key) returns its WebAssembly.Module at once. */
export function __setRest(source) {
    __sglabPartSource = source;
}

function __sglabWithPlaceholders(imports) {
    const namespace = (part) => new Proxy({}, {
        get: (_, index) => (...args) => {
            if (!__sglabParts.has(part)) {
                if (__sglabPartSource === null) throw new Error('sglab: the parts of the light module were not provided (__setRest)');
                __sglabParts.set(part, new WebAssembly.Instance(__sglabPartSource(part), { primary: wasm }));
            }
            return wasm['%table'].get(Number(index))(...args);
        },
    });
    imports.placeholder = namespace('rest');
    for (const key of KEYS) imports[\`placeholder.\${key}\`] = namespace(key);
    return imports;
}
`;

/** Makes wasm-bindgen's glue pass the placeholders to the primary part. */
function patchGlue(gluePath, keys) {
  const text = readFileSync(gluePath, 'utf8');
  const anchor = 'const imports = __wbg_get_imports();';
  if (!text.includes(anchor)) throw new Error(`${gluePath}: no \`${anchor}\` to give the split module its placeholders (wasm-bindgen changed its glue?)`);
  const addition = GLUE_ADDITION.replace('KEYS', JSON.stringify(keys));
  writeFileSync(gluePath, text.replaceAll(anchor, 'const imports = __sglabWithPlaceholders(__wbg_get_imports());') + addition);
}

/** Splits as the module doc says. */
export function split(gluePath, whole, workDir, viewsPath) {
  const pkg = dirname(gluePath);
  const name = basename(gluePath, '.js');
  // The whole module kept for measurements (coverage.mjs).
  writeFileSync(join(workDir, `${name}.whole.wasm`), readFileSync(whole));
  const instrumented = join(workDir, `${name}.instrumented.wasm`);
  const profile = join(workDir, `${name}.profile`);
  wasmSplit(['--instrument', whole, '-o', instrumented]);
  fixTableExports(instrumented);
  const profiled = spawnSync('node', [fileURLToPath(new URL('profile.mjs', import.meta.url)), gluePath, instrumented, profile], { stdio: 'inherit' });
  if (profiled.status !== 0) throw new Error('profile.mjs failed');
  return planParts(gluePath, instrumented, profile, existsSync(viewsPath) ? JSON.parse(readFileSync(viewsPath, 'utf8')) : []).then((plan) => {
    writeFileSync(join(workDir, `${name}.plan.json`), `${JSON.stringify(plan)}\n`);
    const result = splitParts(whole, profile, plan, workDir, name);
    for (const file of readdirSync(pkg)) if (file.startsWith(`${name}_part_`)) rmSync(join(pkg, file));
    const out = { primary: join(pkg, `${name}_bg.wasm`), rest: join(pkg, `${name}_rest.wasm`), parts: {} };
    writeFileSync(out.primary, readFileSync(result.primary));
    writeFileSync(out.rest, readFileSync(result.rest));
    for (const [key, path] of Object.entries(result.parts)) {
      out.parts[key] = join(pkg, `${name}_part_${key}.wasm`);
      writeFileSync(out.parts[key], readFileSync(path));
    }
    const keys = Object.keys(result.parts).sort();
    writeFileSync(join(pkg, `${name}_parts.js`), `// The keys that have a part of the light module (xtask/light/split.mjs; web/js/part-keys.js).\nexport const LIGHT_PARTS = ${JSON.stringify(keys)};\n`);
    patchGlue(gluePath, keys);
    return out;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [gluePath, whole, workDir, viewsPath] = process.argv.slice(2);
  if (!viewsPath) {
    console.error('usage: node split.mjs GLUE.js WHOLE.wasm WORK_DIR VIEWS.json');
    process.exit(2);
  }
  const out = await split(gluePath, whole, workDir, viewsPath);
  const size = (path) => { const b = readFileSync(path); return `${b.length} bytes (${gzipSync(b, { level: 9 }).length} gzipped)`; };
  console.log(`xtask: primary part: ${out.primary}: ${size(out.primary)}`);
  console.log(`xtask: rest: ${out.rest}: ${size(out.rest)}`);
  for (const [key, path] of Object.entries(out.parts)) console.log(`xtask: part ${key}: ${size(path)}`);
}
