// The light module split in parts (run by xtask/src/split.rs at each `cargo xtask build`):
// a primary part every page loads first, parts that each hold what the first views of a
// group of widget keys run beyond the primary (web/js/part-keys.js: a widget's tag and its
// game's families), loaded beside the primary by a page whose sg-* elements have those
// keys, and the rest, loaded on the first call into it.
//
// 0. first-texts.mjs finds what the first views say: the first tier of texts;
// 1. `wasm-split --instrument` (binaryen 108, Debian's `binaryen`) builds a copy that
//    records which functions run;
// 2. profile.mjs runs the four common widgets', the tutorial's and the explorer's first
//    views (first-views.mjs) on that copy, in several orders;
// 3. parts.mjs runs each post's first views (the four common widgets', the explorer
//    page's, and the recorded posts' of xtask/light/preset-views.json, written by
//    tests/e2e/preset-views.mjs) and plans the primary (what at least 70 % of the keys
//    run, and what installing the texts runs) and the parts (what each group of keys runs
//    beyond it);
// 4. wasm-split splits the whole module in two: the primary and the rest (names kept by
//    `-g`). Each function of the rest the primary may call has a slot in the primary's
//    table, holding a placeholder imported from `placeholder` until the rest is
//    instantiated (`new WebAssembly.Instance(rest, {primary: exports})`), which puts the
//    real functions into the table;
// 5. xtask/src/light_parts.rs then cuts each part out of the rest: the part's functions,
//    which put only those into the table. Parts may hold the same function; the glue
//    instantiates each as it arrives (`__takePart`). It writes the parts and
//    pkg/NAME_rest.wasm (the rest, exporting its functions);
// 6. this writes pkg/NAME_bg.wasm (the primary, in place of the whole),
//    NAME_parts.js (the parts, and the part of each key, for the page's loader) and
//    patches the glue: the placeholders, `__setRest(source)`, by which the worker says
//    how to get the rest synchronously, and `__takePart(module)`.
//
// Every part is the one module the light build produced: tests/e2e/light-full.test.mjs
// checks the split module answers as the full one.
//
//   node split.mjs GLUE.js WHOLE.wasm WORK_DIR VIEWS.json

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { writeFirstTexts } from './first-texts.mjs';
import { plan as planParts } from './parts.mjs';

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

/** Splits `whole` in two as the module doc says, keeping the plan's primary; returns
 *  `{primary, named}` (`named`: the rest with wasm-split's function names, out of which
 *  light_parts.rs writes the parts and the rest the pages load). */
export function splitParts(whole, plan, outDir, name) {
  const work = (file) => join(outDir, file);
  const keep = work(`${name}.primary.funcs`);
  writeFileSync(keep, `${plan.primary.join('\n')}\n`);
  const named = work(`${name}.rest-named.wasm`);
  const kept = work(`${name}.pass0.wasm`);
  wasmSplit([`--keep-funcs=@${keep}`, '--export-prefix=%', '--placeholder-namespace=placeholder', '-g', whole, '-o1', kept, '-o2', named]);
  fixTableExports(kept);
  const primary = work(`${name}_bg.wasm`);
  writeFileSync(primary, withoutNames(readFileSync(kept)));
  return { primary, named };
}

/** The code added to the glue. */
const GLUE_ADDITION = `
// Added by \`cargo xtask build\` (xtask/light/split.mjs): this module is split in parts. A
// function of the rest not yet loaded is called through a placeholder until the rest is
// instantiated (its element segment then puts the real functions into the primary's
// table, and the placeholder calls the real one). A part (\`__takePart\`) puts the
// functions it holds into the table the same way; it calls a function of the rest it does
// not hold through the exports of another part that holds it, else of the rest, loading
// the rest then.
let __sglabRestSource = null;
let __sglabRest = null;
const __sglabTaken = [];

/** Says how to get the rest: \`source('rest')\` returns its WebAssembly.Module at once. */
export function __setRest(source) {
    __sglabRestSource = source;
}

function __sglabRestNow() {
    if (__sglabRest === null) {
        if (__sglabRestSource === null) throw new Error('sglab: the rest of the light module was not provided (__setRest)');
        __sglabRest = new WebAssembly.Instance(__sglabRestSource('rest'), { primary: wasm });
    }
    return __sglabRest;
}

/** The function of the rest named \`name\` (its index in the whole module): a part's that holds it, else the rest's. */
function __sglabFunctionOfRest(name) {
    for (const part of __sglabTaken) if (typeof part.exports[name] === 'function') return part.exports[name];
    return __sglabRestNow().exports[name];
}

const __sglabFromRest = new Proxy({}, {
    get: (_, name) => (...args) => __sglabFunctionOfRest(name)(...args),
});

/** Instantiates a part of the module (after the primary): its functions are called from now on. */
export function __takePart(module) {
    __sglabTaken.push(new WebAssembly.Instance(module, { primary: wasm, rest: __sglabFromRest }));
}

function __sglabWithPlaceholders(imports) {
    imports.placeholder = new Proxy({}, {
        get: (_, index) => (...args) => {
            __sglabRestNow();
            return wasm['%table'].get(Number(index))(...args);
        },
    });
    return imports;
}
`;

/** Makes wasm-bindgen's glue pass the placeholders to the primary part. */
function patchGlue(gluePath) {
  const text = readFileSync(gluePath, 'utf8');
  const anchor = 'const imports = __wbg_get_imports();';
  if (!text.includes(anchor)) throw new Error(`${gluePath}: no \`${anchor}\` to give the split module its placeholders (wasm-bindgen changed its glue?)`);
  writeFileSync(gluePath, text.replaceAll(anchor, 'const imports = __sglabWithPlaceholders(__wbg_get_imports());') + GLUE_ADDITION);
}

/** Splits as the module doc says, but for the parts (light_parts.rs, from the plan
 *  written to WORK_DIR/NAME.plan.json). */
export async function split(gluePath, whole, workDir, viewsPath) {
  const pkg = dirname(gluePath);
  const name = basename(gluePath, '.js');
  // The whole module kept for measurements (coverage.mjs).
  writeFileSync(join(workDir, `${name}.whole.wasm`), readFileSync(whole));
  const posts = existsSync(viewsPath) ? JSON.parse(readFileSync(viewsPath, 'utf8')) : [];
  // The texts in tiers first: the profile below runs the views on the first tier, as a page does.
  await writeFirstTexts(gluePath, whole, posts);
  const instrumented = join(workDir, `${name}.instrumented.wasm`);
  const profile = join(workDir, `${name}.profile`);
  wasmSplit(['--instrument', whole, '-o', instrumented]);
  fixTableExports(instrumented);
  const profiled = spawnSync('node', [fileURLToPath(new URL('profile.mjs', import.meta.url)), gluePath, instrumented, profile], { stdio: 'inherit' });
  if (profiled.status !== 0) throw new Error('profile.mjs failed');
  const plan = await planParts(gluePath, instrumented, profile, posts);
  writeFileSync(join(workDir, `${name}.plan.json`), `${JSON.stringify(plan)}\n`);
  const result = splitParts(whole, plan, workDir, name);
  for (const file of readdirSync(pkg)) if (file.startsWith(`${name}_part_`)) rmSync(join(pkg, file));
  const out = { primary: join(pkg, `${name}_bg.wasm`) };
  writeFileSync(out.primary, readFileSync(result.primary));
  const parts = Object.keys(plan.parts).sort();
  const units = Object.fromEntries(Object.entries(plan.units).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(join(pkg, `${name}_parts.js`), `// The parts of the light module, and the part that holds each key's first views
// (xtask/light/split.mjs; web/js/part-keys.js).
export const LIGHT_PARTS = ${JSON.stringify(parts)};
export const LIGHT_UNITS = ${JSON.stringify(units)};
`);
  patchGlue(gluePath);
  return out;
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
}
