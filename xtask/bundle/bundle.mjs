// `cargo xtask dist`'s bundler: rewrites, inside `dist/`, the widgets' entry `sglab.js` and
// the worker `js/worker.js` as minified modules (esbuild), so that a post pays one request
// for the widgets' JavaScript instead of a chain of five levels of imports (each a round
// trip). The page itself (`cargo xtask serve`) keeps the modules as written: no build step
// there.
//
//   node bundle.mjs DIST [--analyze]
//
// - `sglab.js` is built with code splitting: what a module loads by `import()` (the
//   explorer widget, proofs, the panels under a table, the quiz's reasons: nothing a
//   common widget's first paint needs) becomes a chunk in `js/chunks/`, fetched only
//   when it is asked for. What the first paint needs stays in the entry, one request.
// - Each module finds its assets by `new URL('relative', import.meta.url)`; a bundle moves
//   the code to another folder (the entry's, or a chunk's), so those paths are rewritten:
//   first relative to `dist/` behind a placeholder, then, in each output file, relative
//   to that file's folder.
// - The full wasm glue stays a file of its own, imported by the worker only when a
//   request needs the full module.
// - It prints each output's bytes (raw and gzipped); `--analyze` adds esbuild's
//   per-module breakdown of each.

import { analyzeMetafile, build } from 'esbuild';
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

const URL_PATTERN = /new URL\((['"])([^'":]+)\1,\s*import\.meta\.url\)/g;

/** Stands for the path from an output file's folder to `dist/` until that file is known. */
const ROOT = '__sglab_dist_root__';

/** Rewrites `new URL('rel', import.meta.url)` of each bundled file relative to `dist/`. */
const rebaseUrls = {
  name: 'rebase-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const contents = text.replace(URL_PATTERN, (whole, quote, path) => {
        if (path.startsWith('/')) return whole;
        const moved = relative(dist, resolve(dirname(args.path), path)).split('\\').join('/');
        const tail = path.endsWith('/') && moved ? '/' : '';
        return `new URL(${quote}${ROOT}/${moved}${tail}${quote}, import.meta.url)`;
      });
      return { contents, loader: 'js' };
    });
  },
};

/** An output's text with the placeholder replaced by the way from its folder to `dist/`. */
function rooted(file) {
  const up = relative(dirname(file.path), dist).split('\\').join('/') || '.';
  return file.text.split(ROOT).join(up);
}

const COMMON = {
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  write: false,
  metafile: true,
  legalComments: 'none',
  external: EXTERNAL,
  plugins: [rebaseUrls],
  logLevel: 'warning',
  outdir: dist,
  outbase: dist,
  allowOverwrite: true,
};

const builds = [
  await build({ ...COMMON, entryPoints: [resolve(dist, 'sglab.js')], splitting: true, chunkNames: `${CHUNKS}/[name]-[hash]` }),
  await build({ ...COMMON, entryPoints: [resolve(dist, 'js/worker.js')] }),
];

await rm(resolve(dist, CHUNKS), { recursive: true, force: true });
for (const result of builds) {
  for (const file of result.outputFiles) {
    const text = rooted(file);
    await mkdir(dirname(file.path), { recursive: true });
    await writeFile(file.path, text);
    const bytes = Buffer.byteLength(text);
    const packed = gzipSync(text, { level: 9 }).length;
    console.log(`bundle: ${relative(dist, file.path)} ${bytes} bytes, ${packed} gzipped`);
  }
  if (analyze) console.log(await analyzeMetafile(result.metafile));
}
