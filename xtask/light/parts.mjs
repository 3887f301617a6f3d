// Which functions of the light module go into which part, beyond the primary part that
// every page loads: for each function that a recorded post's first views run and the
// primary lacks (tests/e2e/preset-views.mjs's record, run in Node on the instrumented
// module), the key every post needing it shares: a game family (`wythoff`), else a widget
// tag (`sg-proof`); a function the posts share no key for stays in the primary.
// Keys are grouped into few parts (web/js/part-keys.js `PART_GROUPS`). A page then loads
// the primary and the parts of the keys of its sg-* tags, and nothing else before its
// first paint.
//
//   node parts.mjs GLUE.js INSTRUMENTED.wasm PRIMARY.profile VIEWS.json OUT.json
//
// OUT.json: `{primary: [function], parts: {key: [function]}, posts: [{name, keys,
// missing}]}`, functions by their index among the whole module's defined functions (the
// names wasm-split gives them).

import { readFileSync, writeFileSync } from 'node:fs';

import { runOf } from './coverage.mjs';
import { COMMON_TAGS } from './first-views.mjs';
import { keysOfHtml, partOf } from '../../web/js/part-keys.js';
import { ranFunctions } from './replay.mjs';

/** The keys of the four widgets the primary part is profiled on (first-views.mjs): no
 *  part has them, so those widgets' posts load the primary alone. */
export const COMMON_KEYS = keysOfHtml(COMMON_TAGS);

/**
 * The part key for a function all of `posts` (each `{keys}`) need: of the keys they all
 * hold, other than COMMON_KEYS, the one the fewest posts hold (`holders`: key to count), so
 * the fewest pages load it; null (the primary) where they share none.
 */
export function keyFor(posts, holders) {
  let shared = null;
  for (const { keys } of posts) shared = shared === null ? new Set(keys) : new Set([...shared].filter((k) => keys.has(k)));
  const list = [...(shared ?? [])].filter((k) => !COMMON_KEYS.has(k)).sort();
  list.sort((a, b) => (holders.get(a) ?? 0) - (holders.get(b) ?? 0));
  return list[0] ?? null;
}

/** The plan: the primary's functions, each part's, and each post's keys. */
export async function plan(gluePath, instrumented, primaryProfile, views) {
  const primary = ranFunctions(readFileSync(primaryProfile));
  const needing = new Map();
  const posts = [];
  for (const [i, view] of views.entries()) {
    const { ran } = await runOf(gluePath, instrumented, view.requests, `p${i}`);
    const post = { name: view.name, keys: keysOfHtml(view.tags), missing: [...ran].filter((f) => !primary.has(f)) };
    posts.push(post);
    for (const f of post.missing) {
      if (!needing.has(f)) needing.set(f, []);
      needing.get(f).push(post);
    }
  }
  const holders = new Map();
  for (const { keys } of posts) for (const key of keys) holders.set(key, (holders.get(key) ?? 0) + 1);
  const kept = new Set(primary);
  const parts = {};
  for (const [f, list] of needing) {
    const key = keyFor(list, holders);
    if (key === null) kept.add(f);
    else (parts[partOf(key)] ??= []).push(f);
  }
  for (const list of Object.values(parts)) list.sort((a, b) => a - b);
  return {
    primary: [...kept].sort((a, b) => a - b),
    parts,
    posts: posts.map(({ name, keys, missing }) => ({ name, keys: [...keys], missing: missing.length })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [gluePath, instrumented, primaryProfile, viewsPath, out] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node parts.mjs GLUE.js INSTRUMENTED.wasm PRIMARY.profile VIEWS.json OUT.json');
    process.exit(2);
  }
  const result = await plan(gluePath, instrumented, primaryProfile, JSON.parse(readFileSync(viewsPath, 'utf8')));
  writeFileSync(out, `${JSON.stringify(result)}\n`);
  const counts = Object.entries(result.parts).map(([k, v]) => `${k} ${v.length}`).join(', ');
  console.log(`xtask: parts of the light module: primary ${result.primary.length} functions; ${counts}`);
}
