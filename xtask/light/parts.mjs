// Which functions of the light module go into which part (xtask/light/split.mjs). Each
// post's first views run on the module instrumented by `wasm-split --instrument`: the four
// common widgets' (first-views.mjs), the explorer page's, and every recorded post's
// (tests/e2e/preset-views.mjs's record, xtask/light/preset-views.json). Each widget of a
// post gives what its key (web/js/part-keys.js: the widget's tag and its game's families)
// runs: the requests it sent (a post of several widgets is replayed one widget at a time,
// `widgetsOf`). The primary holds what the first views of at least 70 % of the keys run,
// what installing the texts runs (`textsRan`), and what the profile of the first views
// saw but no post ran; each key's part holds the rest of what that key runs. Keys whose
// runs are alike share a part, merged greedily where it costs the pages the fewest bytes,
// down to `MAX_PARTS` parts and never past `PART_BUDGET`: parts may hold the same function
// (xtask/src/light_parts.rs). A page then loads the primary and the parts of its widgets'
// keys, and nothing else, before its first paint.
//
//   node parts.mjs GLUE.js INSTRUMENTED.wasm PRIMARY.profile VIEWS.json OUT.json
//
// OUT.json: `{primary: [function], parts: {part: [function]}, units: {key: part},
// posts: [{name, keys, ran}]}`, functions by their index among the whole module's defined
// functions (the names wasm-split gives them).

import { readFileSync, writeFileSync } from 'node:fs';

import { functionBodies, runOf } from './coverage.mjs';
import { COMMON_POSTS, SITE_VIEWS } from './first-views.mjs';
import { COMMON_KEYS, keysOfHtml, SITE_KEY } from '../../web/js/part-keys.js';
import { instance, ranFunctions, writeProfile } from './replay.mjs';

/** A function the first views of at least this share of the keys run is in the primary. */
const PRIMARY_SHARE = 0.7;

/** At most this many parts (each a file of `dist/`, 120 KB raw on average; measured in
 *  docs/PERFORMANCE.md, the eighth pass: 60 made the heaviest `<sg-play>` post 8 KB heavier). */
const MAX_PARTS = 80;

/** The posts whose first views decide the plan, `{name, keys, requests}`: the four
 *  common widgets (also on a page that installs the rest of the texts: the embed page),
 *  the explorer page (its key `site`), and the recorded posts. */
function postsOf(views) {
  return [
    ...COMMON_POSTS.flatMap(({ tags, views: requests }) => ['', 'more'].map((more) => ({
      name: `${tags} ${more}`,
      keys: keysOfHtml(tags),
      requests: [['messages', 'LANG', ...(more ? [more] : [])], ...requests],
    }))),
    { name: 'the tutorial and the explorer', keys: new Set([SITE_KEY]), requests: [['messages', 'LANG', 'more'], ...SITE_VIEWS] },
    ...views.flatMap(widgetsOf),
  ];
}

/**
 * A recorded post as posts of one widget each: a post of several widgets (the README's
 * snippet) as one per widget, with the requests its widget sent (their `owners`, as the
 * record gives them) before the last of the post's drawings painted, and the page's
 * texts, marked `example` (weighed as a common widget's: `weightOf`). Each widget's calls
 * wait only for its own key's part (web/js/client.js), so what a widget runs goes with
 * its own key. A request of no widget goes with the first.
 */
export function widgetsOf(view) {
  const keys = keysOfHtml(view.tags);
  if (keys.size <= 1) return [{ name: view.name, keys, requests: view.requests }];
  if (!Array.isArray(view.owners) || view.owners.length !== view.requests.length) {
    throw new Error(`parts: the record of "${view.name}" gives no owner for each request: record it again (tests/e2e/preset-views.mjs)`);
  }
  const [first] = keys;
  // Up to the last first paint of its widgets that draw: `<sg-proof>` and `<sg-quiz>` show
  // no drawing, and the record went on until the page was quiet, past the others' first
  // views (the explorer's graph of each component).
  const paints = Array.isArray(view.paints) ? view.paints.map((paint) => paint.sent) : [];
  const upTo = paints.length ? Math.max(...paints) : view.requests.length;
  return [...keys].map((key) => ({
    name: `${view.name}: ${key}`,
    keys: new Set([key]),
    example: true,
    requests: view.requests.slice(0, upTo).filter((request, i) => {
      const owner = view.owners[i];
      if (owner === null) return request[0] === 'messages' || key === first;
      return owner.split(',').includes(key);
    }),
  }));
}

/** A merge never makes a part's functions' bodies larger than this (bytes, raw), nor
 *  larger than the larger of the two it merges: about 60 kB gzipped, what a post may load
 *  beside the primary, the JavaScript, the stylesheets and the texts within 150 kB. */
const PART_BUDGET = 150_000;

/** How much a key's page counts in the merging: one of the four common widgets', the
 *  explorer page's or one of `examples` (the keys of the recorded posts of several
 *  widgets: the README's snippet), the most written and visited, ten times another's;
 *  `<sg-play>`'s (the gallery's presets), three times. */
function weightOf(key, examples) {
  if ([...COMMON_KEYS, SITE_KEY].includes(key) || examples.has(key)) return 10;
  return key.startsWith('sg-play ') ? 3 : 1;
}

/**
 * Merges the keys' sets of functions (`runs`: key to Set) into at most `max` groups, each
 * time the two whose merging adds the fewest bytes (`size`: function to bytes) to the
 * pages of their keys (weighed by `weight`). Returns `[{keys, functions}]`.
 */
export function mergeKeys(runs, size, max, weight = () => 1, budget = Infinity) {
  const sizes = new Map();
  const sizeOf = (group) => {
    if (!sizes.has(group)) sizes.set(group, [...group.functions].reduce((sum, f) => sum + size(f), 0));
    return sizes.get(group);
  };
  const groups = [...runs].sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, functions]) => ({ keys: [key], weight: weight(key), functions: new Set(functions) }));
  const extra = (from, to) => {
    let bytes = 0;
    for (const f of from.functions) if (!to.functions.has(f)) bytes += size(f);
    return bytes;
  };
  const costOf = (a, b) => {
    const toA = extra(b, a);
    // A merge that makes a part grow past the budget is not made: a page under it stays.
    if (sizeOf(a) + toA > Math.max(budget, sizeOf(a), sizeOf(b))) return Infinity;
    return toA * a.weight + extra(a, b) * b.weight;
  };
  const costs = new Map();
  const pairKey = (a, b) => (a.keys[0] < b.keys[0] ? `${a.keys[0]}|${b.keys[0]}` : `${b.keys[0]}|${a.keys[0]}`);
  const costOfPair = (a, b) => {
    const key = pairKey(a, b);
    if (!costs.has(key)) costs.set(key, costOf(a, b));
    return costs.get(key);
  };
  while (groups.length > max) {
    let best = null;
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        const cost = costOfPair(groups[i], groups[j]);
        if (cost !== Infinity && (best === null || cost < best.cost)) best = { cost, i, j };
      }
    }
    if (best === null) break;
    const [a, b] = [groups[best.i], groups[best.j]];
    for (const group of groups) {
      costs.delete(pairKey(a, group));
      costs.delete(pairKey(b, group));
    }
    const merged = { keys: [...a.keys, ...b.keys].sort(), weight: a.weight + b.weight, functions: new Set([...a.functions, ...b.functions]) };
    groups.splice(best.j, 1);
    groups.splice(best.i, 1, merged);
  }
  return groups;
}

/** A part's file name for a group of keys: its first key, in letters, digits and dashes. */
function partName(keys) {
  return keys[0].replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The ways a page's texts may be installed: the tiers' files (`messages`, `-later`,
 *  `-more`) in batches, each batch one table. The worker installs a tier at a time
 *  (web/js/worker.js); a page may have one tier or three, in either language first. */
const TEXT_BATCHES = [
  [['messages']],
  [['messages'], ['messages-later'], ['messages-more']],
  [['messages', 'messages-later'], ['messages-more']],
  [['messages', 'messages-later', 'messages-more']],
];

/**
 * What installing the texts runs, every way of `TEXT_BATCHES` in both orders of the
 * languages: every page installs texts, and which of a hash table's paths its growth
 * takes depends on the batches, so all of them go in the primary (else a post whose own
 * views installed them one way would load the rest when its worker installs them another).
 */
async function textsRan(gluePath, instrumented) {
  const ran = new Set();
  for (const [i, batches] of TEXT_BATCHES.entries()) {
    for (const langs of [['en', 'zh'], ['zh', 'en']]) {
      const { wasm, installJoined } = await instance(gluePath, instrumented, `texts${i}.${langs[0]}`);
      for (const batch of batches) for (const lang of langs) installJoined(batch.map((file) => `${file}.${lang}.json`), lang);
      for (const f of ranFunctions(writeProfile(wasm))) ran.add(f);
    }
  }
  return ran;
}

/** The plan: the primary's functions, each part's, each key's part, and each post's keys. */
export async function plan(gluePath, instrumented, primaryProfile, views) {
  const profiled = ranFunctions(readFileSync(primaryProfile));
  const bodies = functionBodies(readFileSync(instrumented));
  const runs = new Map();
  const ranByAny = new Set();
  const posts = [];
  const examples = new Set();
  for (const [i, { name, keys, requests, example }] of postsOf(views).entries()) {
    const { ran } = await runOf(gluePath, instrumented, requests, `p${i}`);
    posts.push({ name, keys: [...keys], ran: ran.size });
    for (const f of ran) ranByAny.add(f);
    for (const key of keys) {
      if (example) examples.add(key);
      if (!runs.has(key)) runs.set(key, new Set());
      for (const f of ran) runs.get(key).add(f);
    }
  }
  const keysRunning = new Map();
  for (const functions of runs.values()) for (const f of functions) keysRunning.set(f, (keysRunning.get(f) ?? 0) + 1);
  const primary = new Set([...keysRunning].filter(([, n]) => n >= PRIMARY_SHARE * runs.size).map(([f]) => f));
  // What the profile's other orders of the same first views ran, and no post did.
  for (const f of profiled) if (!ranByAny.has(f)) primary.add(f);
  for (const f of await textsRan(gluePath, instrumented)) primary.add(f);
  for (const functions of runs.values()) for (const f of primary) functions.delete(f);
  const groups = mergeKeys(runs, (f) => bodies[f]?.length ?? 0, MAX_PARTS, (key) => weightOf(key, examples), PART_BUDGET);
  const parts = {};
  const units = {};
  for (const group of groups) {
    if (group.functions.size === 0) continue;
    const name = partName(group.keys);
    parts[name] = [...group.functions].sort((a, b) => a - b);
    for (const key of group.keys) units[key] = name;
  }
  return {
    primary: [...primary].sort((a, b) => a - b),
    parts,
    units,
    posts,
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
