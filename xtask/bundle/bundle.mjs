// `cargo xtask dist`'s bundler: rewrites, inside `dist/`, the widgets' entry `sglab.js` and
// the worker `js/worker.js` as one minified module each (esbuild), so that a post pays one
// request for the widgets' JavaScript instead of a chain of five levels of imports (each a
// round trip). The page itself (`cargo xtask serve`) keeps the modules as written: no build
// step there.
//
//   node bundle.mjs DIST
//
// Each module finds its assets by `new URL('relative', import.meta.url)`; a bundle moves
// the code to the entry's folder, so those paths are rewritten to be relative to it. The
// full wasm glue stays a file of its own, imported by the worker only when a request needs
// the full module.

import { build } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');

/** The bundles: entry (and output) paths inside `dist/`. */
const ENTRIES = ['sglab.js', 'js/worker.js'];

/** Loaded on demand, never bundled. */
const EXTERNAL = ['../pkg/sglab_wasm.js'];

const URL_PATTERN = /new URL\((['"])([^'":]+)\1,\s*import\.meta\.url\)/g;

/** Rewrites `new URL('rel', import.meta.url)` of each bundled file for the output's folder. */
function rebaseUrls(output) {
  return {
    name: 'rebase-urls',
    setup(builder) {
      builder.onLoad({ filter: /\.js$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const contents = text.replace(URL_PATTERN, (whole, quote, path) => {
          if (path.startsWith('/')) return whole;
          let moved = relative(dirname(output), resolve(dirname(args.path), path)).split('\\').join('/');
          if (!moved.startsWith('.')) moved = `./${moved}`;
          return `new URL(${quote}${moved}${quote}, import.meta.url)`;
        });
        return { contents, loader: 'js' };
      });
    },
  };
}

for (const entry of ENTRIES) {
  const output = resolve(dist, entry);
  const result = await build({
    entryPoints: [output],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    external: EXTERNAL,
    plugins: [rebaseUrls(output)],
    logLevel: 'warning',
  });
  await writeFile(output, result.outputFiles[0].contents);
}
