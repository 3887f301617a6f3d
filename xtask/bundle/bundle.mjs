// `cargo xtask dist`'s bundler: rewrites, inside `dist/`, the loader `sglab.js`, the widgets'
// code `js/widgets.js` and the worker `js/worker.js` as minified modules, so that a post
// pays one request for each instead of a chain of five levels of imports (each a round
// trip). The page itself (`cargo xtask serve`) keeps the modules as written: no build step
// there.
//
//   node bundle.mjs DIST [--analyze]
//
// - `sglab.js` is the loader: esbuild bundles it alone (a few hundred bytes), with
//   `js/widgets.js` left as its `import()`: it asks for the widgets, then starts the wasm's
//   and the texts' downloads (js/first-downloads.js) while they are on their way.
// - `js/widgets.js` is split by Rollup: what a module loads by `import()` (the explorer
//   widget with its export bars, proofs, the panels under a table, the quiz's reasons:
//   nothing a common widget's first paint needs) becomes a chunk in `js/chunks/`, fetched
//   only when it is asked for. Everything the widgets import statically stays in
//   `js/widgets.js`, one request: a chunk takes what it shares with it from it (Rollup
//   knows it is loaded by then; esbuild's splitting would move that shared code into
//   chunks it imports, one more round trip before any widget paints). The loader and the
//   widgets each carry a copy of js/first-downloads.js, which shares its downloads
//   through a global key.
//   esbuild then minifies each output; it alone bundles the worker (no chunks there).
// - Each module finds its assets by `new URL('relative', import.meta.url)`; a bundle moves
//   the code to another folder (the entry's, or a chunk's), so those paths are rewritten:
//   first relative to `dist/` behind a placeholder, then, in each output file, relative
//   to that file's folder.
// - The full wasm glue stays a file of its own, imported by the worker only when a
//   request needs the full module.
// - It prints each output's bytes (minified, and gzipped); `--analyze` adds each output's
//   modules with their bytes after tree shaking (before minifying).

import { build, transform } from 'esbuild';
import { rollup } from 'rollup';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const analyze = args.includes('--analyze');
const dist = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');

/** Where the chunks of `sglab.js` go, inside `dist/` (cargo xtask dist ships the folder). */
const CHUNKS = 'js/chunks';

/** Loaded on demand by the worker, never bundled. */
const EXTERNAL = ['../pkg/sglab_wasm.js'];

/** The widgets' code, which the loader `sglab.js` imports (bundled on its own). */
const WIDGETS = 'js/widgets.js';
/** What starts the first downloads: the loader's, called by the widgets' code (below). */
const FIRST_DOWNLOADS = 'js/first-downloads.js';

/**
 * The widgets' stand-in for js/first-downloads.js: each exported function calls the
 * loader's copy, which `startFirstDownloads` holds under the page's global key before the
 * loader imports the widgets, and each exported constant is copied; the widgets' bundle
 * then carries none of its code (the loader runs first on every page of `dist/`).
 */
async function loaderCopyStandIn() {
  const source = await readFile(resolve(dist, FIRST_DOWNLOADS), 'utf8');
  const functions = [...source.matchAll(/^export function (\w+)\(/gm)].map((match) => match[1]);
  const constants = [...source.matchAll(/^export const (\w+) = ([^;\n]+);$/gm)].map((match) => `export const ${match[1]} = ${match[2]};`);
  const copy = source.match(/^export const LOADER_COPY = ('[^']+');$/m);
  const held = source.match(/^const HELD = (Symbol\.for\('[^']+'\));$/m);
  if (!copy || !held || functions.length === 0) throw new Error(`${FIRST_DOWNLOADS}: no LOADER_COPY, HELD or exported function for the widgets' stand-in`);
  return [
    `const loaderCopy = () => globalThis[${held[1]}].get(${copy[1]});`,
    ...constants,
    ...functions.map((name) => `export function ${name}(...args) { return loaderCopy().${name}(...args); }`),
  ].join('\n');
}

const URL_PATTERN = /new URL\((['"])([^'":]+)\1,\s*import\.meta\.url\)/g;

/** Stands for the path from an output file's folder to `dist/` until that file is known. */
const ROOT = '__sglab_dist_root__';

/** `text` of the module at `path` with each `new URL('rel', import.meta.url)` relative to `dist/`. */
function rebase(text, path) {
  return text.replace(URL_PATTERN, (whole, quote, target) => {
    if (target.startsWith('/')) return whole;
    const moved = relative(dist, resolve(dirname(path), target)).split('\\').join('/');
    const tail = target.endsWith('/') && moved ? '/' : '';
    return `new URL(${quote}${ROOT}/${moved}${tail}${quote}, import.meta.url)`;
  });
}

/** An output's text with the placeholder replaced by the way from `path`'s folder to `dist/`. */
function rooted(text, path) {
  const up = relative(dirname(path), dist).split('\\').join('/') || '.';
  return text.split(ROOT).join(up);
}

/** The outputs, each `{ path, text, modules: [[module, bytes]] }`. */
const outputs = [];

// The widgets: Rollup splits, esbuild minifies each output.
const widgets = await rollup({
  input: resolve(dist, WIDGETS),
  // The entry may export more than it declares (what its chunks take from it): no facade
  // module, which would be one more request.
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    { name: 'rebase-urls', transform: (code, id) => (id.endsWith('.js') ? { code: rebase(code, id), map: null } : null) },
    // js/first-downloads.js (and with it the table of the light module's parts) goes in the
    // loader only: the widgets' code calls the loader's copy.
    { name: 'first-downloads-in-the-loader', load: (id) => (id === resolve(dist, FIRST_DOWNLOADS) ? loaderCopyStandIn() : null) },
  ],
  onwarn(warning, warn) {
    // `import(new URL(...).href)` (gifenc) is left to the browser, as meant.
    if (warning.code !== 'UNRESOLVED_IMPORT' || !/^https?:/.test(warning.exporter ?? '')) warn(warning);
  },
});
const { output } = await widgets.generate({
  format: 'es',
  dir: dist,
  entryFileNames: WIDGETS,
  chunkFileNames: `${CHUNKS}/[name]-[hash].js`,
});
await widgets.close();

// The loader and the worker: one file each, esbuild. The loader learns where each module
// the widgets load by `import()` went (`__SGLAB_CHUNKS__`: its path from `js/` to its
// chunk's), to preload those a rarer widget's first view needs (js/first-downloads.js).
// Only those the loader names (`FIRST_VIEW_MODULES`): the others' names would be bytes of
// every post for nothing.
const loaderSource = await readFile(resolve(dist, 'js/first-downloads.js'), 'utf8');
const chunkOf = Object.fromEntries(output.filter((chunk) => chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.facadeModuleId)
  .map((chunk) => [relative(resolve(dist, 'js'), chunk.facadeModuleId).split('\\').join('/'), relative('js', chunk.fileName).split('\\').join('/')])
  .filter(([module]) => loaderSource.includes(`'${module}'`)));
await bundleAlone('sglab.js', [WIDGETS], { __SGLAB_CHUNKS__: JSON.stringify(chunkOf) });
await bundleAlone('js/worker.js', EXTERNAL);

for (const chunk of output) {
  if (chunk.type !== 'chunk') continue;
  const path = resolve(dist, chunk.fileName);
  const minified = await transform(chunk.code, { minify: true, format: 'esm', target: 'es2022', legalComments: 'none' });
  const modules = Object.entries(chunk.modules).map(([id, info]) => [relative(dist, id), info.renderedLength]);
  outputs.push({ path, text: rooted(minified.code, path), modules });
}

/** `dist/` + `file` bundled alone by esbuild, `external` left as imports, `define` as esbuild's. */
async function bundleAlone(file, external, define = {}) {
  const path = resolve(dist, file);
  const result = await build({
    entryPoints: [path],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    legalComments: 'none',
    define,
    plugins: [{
      name: 'rebase-urls',
      setup(builder) {
        // Imports named in `external` stay imports, as written.
        builder.onResolve({ filter: /./ }, ({ path: spec, importer }) => {
          const target = importer ? relative(dist, resolve(dirname(importer), spec)).split('\\').join('/') : null;
          return external.some((name) => spec === name || target === name) ? { path: spec, external: true } : undefined;
        });
        builder.onLoad({ filter: /\.js$/ }, async ({ path: from }) => ({ contents: rebase(await readFile(from, 'utf8'), from), loader: 'js' }));
      },
    }],
    logLevel: 'warning',
    outdir: dirname(path),
    allowOverwrite: true,
  });
  const inputs = Object.values(result.metafile.outputs)[0].inputs;
  outputs.push({
    path,
    text: rooted(result.outputFiles[0].text, path),
    modules: Object.entries(inputs).map(([id, info]) => [relative(dist, resolve(id)), info.bytesInOutput]),
  });
}


await rm(resolve(dist, CHUNKS), { recursive: true, force: true });
for (const { path, text, modules } of outputs) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  const packed = gzipSync(text, { level: 9 }).length;
  console.log(`bundle: ${relative(dist, path)} ${Buffer.byteLength(text)} bytes, ${packed} gzipped`);
  if (analyze) {
    for (const [module, bytes] of modules.sort((a, b) => b[1] - a[1])) console.log(`  ${module} ${bytes}`);
  }
}
