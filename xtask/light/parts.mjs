// Which functions of the light module go into which part (xtask/light/split.mjs). Each
// post's first views run on the module instrumented by `wasm-split --instrument`: the four
// common widgets' (first-views.mjs), the site's own pages', and every recorded post's
// (tests/e2e/preset-views.mjs's record, xtask/light/preset-views.json). A function goes
// into the part of the key every post needing it holds: a game family (`wythoff`), else a
// widget tag (`sg-proof`), of those the one the fewest posts hold; a function the posts
// needing it share no key for stays in the primary, as does everything the site's pages
// run (the explorer names no key) and what the profile of the first views saw but no
// post ran. Keys are grouped into few parts (web/js/part-keys.js `PART_GROUPS`). A page
// then loads the primary and the parts of the keys of its sg-* tags, and nothing else
// before its first paint.
//
//   node parts.mjs GLUE.js INSTRUMENTED.wasm PRIMARY.profile VIEWS.json OUT.json
//
// OUT.json: `{primary: [function], parts: {key: [function]}, posts: [{name, keys, ran}]}`,
// functions by their index among the whole module's defined functions (the names
// wasm-split gives them).

import { readFileSync, writeFileSync } from 'node:fs';

import { runOf } from './coverage.mjs';
import { COMMON_POSTS, SITE_VIEWS } from './first-views.mjs';
import { keysOfHtml, partOf } from '../../web/js/part-keys.js';
import { ranFunctions } from './replay.mjs';

/**
 * The part key for a function all of `posts` (each `{keys}`) need: of the keys they all
 * hold, the one the fewest posts hold (`holders`: key to count), so the fewest pages load
 * it; null (the primary) where they share none.
 */
export function keyFor(posts, holders) {
  let shared = null;
  for (const { keys } of posts) shared = shared === null ? new Set(keys) : new Set([...shared].filter((k) => keys.has(k)));
  const list = [...(shared ?? [])].sort();
  list.sort((a, b) => (holders.get(a) ?? 0) - (holders.get(b) ?? 0));
  return list[0] ?? null;
}

/** The posts whose first views decide the plan, `{name, keys, requests}`: the four
 *  common widgets (also on a page that installs the rest of the texts: the embed page),
 *  the site's pages (no key: what they run stays in the primary), and the recorded posts. */
function postsOf(views) {
  return [
    ...COMMON_POSTS.flatMap(({ tags, views: requests }) => ['', 'more'].map((more) => ({
      name: `${tags} ${more}`,
      keys: keysOfHtml(tags),
      requests: [['messages', 'LANG', ...(more ? [more] : [])], ...requests],
    }))),
    { name: 'the tutorial and the explorer', keys: new Set(), requests: [['messages', 'LANG', 'more'], ...SITE_VIEWS] },
    ...views.map((view) => ({ name: view.name, keys: keysOfHtml(view.tags), requests: view.requests })),
  ];
}

/** The plan: the primary's functions, each part's, and each post's keys. */
export async function plan(gluePath, instrumented, primaryProfile, views) {
  const profiled = ranFunctions(readFileSync(primaryProfile));
  const needing = new Map();
  const posts = [];
  for (const [i, { name, keys, requests }] of postsOf(views).entries()) {
    const { ran } = await runOf(gluePath, instrumented, requests, `p${i}`);
    const post = { name, keys, ran: ran.size };
    posts.push(post);
    for (const f of ran) {
      if (!needing.has(f)) needing.set(f, []);
      needing.get(f).push(post);
    }
  }
  const holders = new Map();
  for (const { keys } of posts) for (const key of keys) holders.set(key, (holders.get(key) ?? 0) + 1);
  // What the profile's other orders of the same first views ran, and no post did.
  const kept = new Set([...profiled].filter((f) => !needing.has(f)));
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
    posts: posts.map(({ name, keys, ran }) => ({ name, keys: [...keys], ran })),
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
