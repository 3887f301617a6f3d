// What each recorded post's first views run outside the light module's primary part, and
// what that costs: a measurement for the split (xtask/src/split.rs), in Node, no browser.
//
//   node coverage.mjs GLUE.js INSTRUMENTED.wasm WHOLE.wasm PRIMARY.profile VIEWS.json [--json OUT]
//
// GLUE.js and INSTRUMENTED.wasm: the light module's glue and its copy instrumented by
// `wasm-split --instrument` (target/web/split/); WHOLE.wasm: the module before the split
// (its function bodies give the sizes); PRIMARY.profile: the profile the primary part was
// split by; VIEWS.json: tests/e2e/preset-views.mjs's record. Each post's requests run on a
// fresh instance, in English then in Chinese; the functions that ran and are not in the
// primary are its cost: their bodies' bytes, raw and gzipped together (an estimate of what
// they add to a part: gzip finds less to share in a few bodies than in a whole module).

import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { inLang, instance, withLaterParts, ranFunctions, writeProfile } from './replay.mjs';
import { leb, sections } from './wasm-names.mjs';

/** Each defined function's body (a subarray), in order. */
export function functionBodies(bytes) {
  const bodies = [];
  for (const [id, start] of sections(bytes)) {
    if (id !== 10) continue;
    let [count, p] = leb(bytes, start);
    for (; count > 0; count -= 1) {
      const [length, body] = leb(bytes, p);
      bodies.push(bytes.subarray(body, body + length));
      p = body + length;
    }
  }
  return bodies;
}

/** Raw and gzipped bytes of `functions`' bodies together. */
export function cost(bodies, functions) {
  const list = [...functions].sort((a, b) => a - b).map((f) => bodies[f]);
  const raw = list.reduce((sum, body) => sum + body.length, 0);
  const joined = new Uint8Array(raw);
  let at = 0;
  for (const body of list) {
    joined.set(body, at);
    at += body.length;
  }
  return { functions: list.length, raw, gzip: raw ? gzipSync(joined, { level: 9 }).length : 0 };
}

/**
 * The functions `requests` run, and how many each module answered (the first way). Which
 * functions run depends on what came before (a table grown here or there, texts installed
 * or not), so they run four ways, each on a fresh instance: in English then in Chinese,
 * each language's texts installed at its first request (as the worker does); both
 * languages' texts installed first; in Chinese then in English; every tier of both
 * languages' texts installed first.
 */
export async function runOf(gluePath, wasmPath, requests, key) {
  const ran = new Set();
  let answers = null;
  const ways = [
    { langs: ['en', 'zh'], installFirst: false },
    { langs: ['en', 'zh'], installFirst: true },
    { langs: ['zh', 'en'], installFirst: false },
    // Every tier of both languages first (a page with the explorer and the rest of the texts).
    { langs: ['en', 'zh'], installFirst: true, tiers: ['messages', 'messages-later', 'messages-more'] },
  ];
  for (const [i, way] of ways.entries()) {
    const { wasm, run, install } = await instance(gluePath, wasmPath, `${key}.${i}`);
    if (way.installFirst) for (const tier of way.tiers ?? ['messages']) for (const lang of way.langs) install(`${tier}.${lang}.json`, lang);
    const counts = { answer: 0, error: 0, full: 0 };
    for (const lang of way.langs) for (const request of withLaterParts(requests)) counts[run(inLang(request, lang), lang)] += 1;
    for (const f of ranFunctions(writeProfile(wasm))) ran.add(f);
    answers ??= counts;
  }
  return { ran, answers };
}

async function main() {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const jsonOut = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : null;
  const [gluePath, instrumented, whole, primaryProfile, viewsPath] = args;
  if (!viewsPath) {
    console.error('usage: node coverage.mjs GLUE.js INSTRUMENTED.wasm WHOLE.wasm PRIMARY.profile VIEWS.json [--json OUT]');
    process.exit(2);
  }
  const bodies = functionBodies(readFileSync(whole));
  const primary = ranFunctions(readFileSync(primaryProfile));
  const views = JSON.parse(readFileSync(viewsPath, 'utf8'));
  console.log(`primary: ${JSON.stringify(cost(bodies, primary))} of ${bodies.length} functions`);
  const rows = [];
  const outside = new Set();
  for (const [i, view] of views.entries()) {
    const { ran, answers } = await runOf(gluePath, instrumented, view.requests, `v${i}`);
    const missing = new Set([...ran].filter((f) => !primary.has(f)));
    for (const f of missing) outside.add(f);
    const row = { name: view.name, painted: view.painted, requests: view.requests.length, answers, missing: [...missing].sort((a, b) => a - b), cost: cost(bodies, missing) };
    rows.push(row);
    console.log(`${view.name.padEnd(40)} ${String(view.requests.length).padStart(3)} req  outside the primary: ${String(row.cost.functions).padStart(4)} functions, ${String(row.cost.raw).padStart(7)} raw, ${String(row.cost.gzip).padStart(6)} gz${answers.full ? `  (${answers.full} for the full module)` : ''}`);
  }
  console.log(`all posts together, outside the primary: ${JSON.stringify(cost(bodies, outside))}`);
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(rows)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
