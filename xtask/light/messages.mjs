// Writes core's message tables for the light module and the page (the light module has no
// message tables of its own, core feature `texts`; the worker installs these, and the
// page's translators are made of them with the page's own words, web/i18n/LANG.json): for
// each language, every message of the full module's `messages` export, in two files.
//
// - `messages.LANG.json`: what a widget needs, fetched beside the wasm before it paints;
// - `messages-more.LANG.json`: what only the command line (`cli.`, `frames.`, `picture.`)
//   and games of your own (`claim.`) show, and the proofs' texts (`proof.`) that only the
//   full module formats: every `proof.` key the page's scripts do not name themselves
//   (web/js). A page asks for these with `translator(lang, {more: true})`
//   (web/js/runtime.js).
//
// One source of truth: crates/core/src/i18n/, compiled into the full module, written out
// here at each build.
//
// first-texts.mjs then moves what first views do not say from `messages.LANG.json` to
// `messages-later.LANG.json` (it runs the light module, which this step comes before).
//
//   node messages.mjs FULL_GLUE.js FULL.wasm OUT_DIR

import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The prefixes of the keys no widget shows before its first paint. */
export const MORE_PREFIXES = ['cli', 'frames', 'picture', 'claim'];

/** The text of every script of the page (web/js, vendored code aside) and of the fence
 *  scripts a post may run (web/fences: upgrade.js says what it cannot read). */
export function pageScripts() {
  const texts = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'vendor') walk(path);
      } else if (name.endsWith('.js')) {
        texts.push(readFileSync(path, 'utf8'));
      }
    }
  };
  for (const folder of ['js', 'fences']) walk(fileURLToPath(new URL(`../../web/${folder}/`, import.meta.url)));
  return texts.join('\n');
}

/** Whether `key` belongs in `messages-more.LANG.json`. */
export function isMore(key, scripts) {
  const prefix = key.split('.')[0];
  if (MORE_PREFIXES.includes(prefix)) return true;
  return prefix === 'proof' && !scripts.includes(`'${key}'`) && !scripts.includes(`"${key}"`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [gluePath, wasmPath, outDir] = process.argv.slice(2);
  if (!outDir) {
    console.error('usage: node messages.mjs FULL_GLUE.js FULL.wasm OUT_DIR');
    process.exit(2);
  }
  const glue = await import(pathToFileURL(gluePath).href);
  glue.initSync({ module: readFileSync(wasmPath) });
  const scripts = pageScripts();
  for (const lang of ['en', 'zh']) {
    const texts = glue.messages(lang);
    const count = Object.keys(texts).length;
    if (count < 100) throw new Error(`messages: the full module has only ${count} messages in ${lang}`);
    const first = {};
    const more = {};
    for (const [key, text] of Object.entries(texts)) (isMore(key, scripts) ? more : first)[key] = text;
    writeFileSync(join(outDir, `messages.${lang}.json`), JSON.stringify(first));
    writeFileSync(join(outDir, `messages-more.${lang}.json`), JSON.stringify(more));
    console.log(`xtask: messages.${lang}.json ${Object.keys(first).length} messages, messages-more.${lang}.json ${Object.keys(more).length}`);
  }
}
