// Writes `messages.en.json` and `messages.zh.json` (every message of the interface, as
// `{key: text}`) from the full module's `messages` export: the light module has no message
// tables of its own (core feature `texts`), and the worker installs these into it
// (web/js/worker.js). One source of truth: crates/core/src/i18n/, compiled into the full
// module, written out here at each build.
//
//   node messages.mjs FULL_GLUE.js FULL.wasm OUT_DIR

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [gluePath, wasmPath, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: node messages.mjs FULL_GLUE.js FULL.wasm OUT_DIR');
  process.exit(2);
}
const glue = await import(pathToFileURL(gluePath).href);
glue.initSync({ module: readFileSync(wasmPath) });
for (const lang of ['en', 'zh']) {
  const texts = glue.messages(lang);
  const count = Object.keys(texts).length;
  if (count < 100) throw new Error(`messages: the full module has only ${count} messages in ${lang}`);
  const file = join(outDir, `messages.${lang}.json`);
  writeFileSync(file, JSON.stringify(texts));
  console.log(`xtask: ${file}: ${count} messages`);
}
