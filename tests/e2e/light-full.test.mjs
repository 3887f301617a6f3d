// The light wasm module (what every widget loads first, split in a primary part, parts by
// widget key and the rest) and the full one answer alike:
// a battery of requests (every game kind of docs/NOTATION.md, every rule, sums, errors)
// goes to both, in Node, straight through the two glues of pkg/ (no browser, no server).
// Where the light module cannot answer (an export it lacks, or its error
// `light.needs_full`), the request must be one the full module is meant for, and the
// worker then asks the full module (web/js/worker.js): an export only it has. Games of
// your own (cargo feature `custom`) and the octal record kernels (feature `record`: long
// tables of splitting games) are in both.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { readTexts } from './browser.mjs';
import { withSession } from '../../web/js/session.js';
import { COMMON_POSTS, LANGS, SITE_VIEWS, configure, request } from '../../xtask/light/first-views.mjs';
import { inLang, withLaterParts } from '../../xtask/light/replay.mjs';
import { mergeKeys, widgetsOf } from '../../xtask/light/parts.mjs';
import { keysOfHtml, partsOf, SITE_KEY } from '../../web/js/part-keys.js';

const pkg = new URL('../../pkg/', import.meta.url);
const fullGlue = await import(new URL('sglab_wasm.js', pkg));
const lightGlue = await import(new URL('sglab_wasm_light.js', pkg));
fullGlue.initSync({ module: readFileSync(new URL('sglab_wasm_bg.wasm', pkg)) });
// The light module is split in parts (xtask/light/split.mjs): the worker hands its glue
// the parts of the page's widgets' keys (web/js/part-keys.js) as they arrive
// (`__takePart`), and the rest on the first call into a function no part it has holds
// (web/js/worker.js `restNow`).
const { LIGHT_PARTS, LIGHT_UNITS } = await import(new URL('sglab_wasm_light_parts.js', pkg));
const partFile = (name) => (name === 'rest' ? 'sglab_wasm_light_rest.wasm' : `sglab_wasm_light_part_${name}.wasm`);
/** `__setRest`'s source, counting the rest's loads in `loads`. */
const partSource = (loads) => (name = 'rest') => {
  loads.set(name, (loads.get(name) ?? 0) + 1);
  return new WebAssembly.Module(readFileSync(new URL(partFile(name), pkg)));
};
/** The parts that hold the first views of the widgets written in `html`, as the page's loader fetches them. */
const partsOfHtml = (html) => partsOf(keysOfHtml(html), LIGHT_UNITS);
const loads = new Map();
lightGlue.__setRest(partSource(loads));
lightGlue.initSync({ module: readFileSync(new URL('sglab_wasm_light_bg.wasm', pkg)) });
// Each module's exports as the worker calls them: a session's methods and plain functions.
const full = withSession(fullGlue);
const light = withSession(lightGlue);
configure(full);
configure(light);
// It has no message tables of its own: the worker installs each language's into its
// session (web/js/worker.js `ensureTexts`), written from the full module's by
// `cargo xtask build`: what first views say (FIRST), then, once a call asks for a text
// not installed, what widgets say later (TEXTS holds both).
const FIRST = Object.fromEntries(LANGS.map((lang) => [lang, readTexts(lang, ['core'])]));
const TEXTS = Object.fromEntries(LANGS.map((lang) => [lang, readTexts(lang, ['core', 'core-later'])]));
const LATER = Object.fromEntries(LANGS.map((lang) => [lang, readTexts(lang, ['core-later'])]));
const MORE = Object.fromEntries(LANGS.map((lang) => [lang, readTexts(lang, ['core-more'])]));
/** `installMessages`' arguments for a table, as the worker passes them. */
const joined = (table) => [Object.keys(table).join('\0'), Object.values(table).join('\0')];
for (const lang of LANGS) assert.equal(light.installMessages(lang, ...joined(TEXTS[lang])), Object.keys(TEXTS[lang]).length);

/** One example of every game kind of docs/NOTATION.md. */
const KINDS = [
  'nim 3 4 5', 'bash m=3 10', 'subtract {1,3,4} 9', 'subtract {1..3} 7', 'powers b=2 20',
  'octal 0.137 8', 'octal .77 5', 'octal 4.07 6', 'kayles 7', 'dawson 9', 'lasker 5', 'grundy 9',
  'split f=2 6', 'wythoff 3 5', 'staircase 1 2 3', 'moore k=2 1 2 3', 'euclid 7 3', 'circle 6',
  'cut 3x4', 'cut 2x3 3x3', 'tree 1-2 2-3 2-4 1-5', 'graph 1-2 2-3 3-1', 'dag 1>2 2>3 1>3 @ 1 1',
  'knight n=8 4 6', 'knight n=8 4 6 7 3', 'palindrome aaaaaaa', 'georgia 2 5 9', 'beans 1 0 2',
  'coins turtles HTTH', 'coins twins*twins HT/TH', 'coins sub {1,2} THH',
];

/** Games of your own (docs/NOTATION.md): both modules have them (the light one in its parts). */
const CUSTOM = [
  'moves "n -> n - s for s in {1, 3, 4}" 10', 'moves "n -> n / 2 if n even and n > 0; n -> n - 1" 20',
  'moves "(a, b) -> (a - k, b) for k in 1..a; (a, b) -> (a, b - k) for k in 1..b" 3 5',
  'moves "n -> n - 1" 3 + nim 2', 'misere: moves "n -> n - 1" 4', 'moves "n -> " 3', 'moves "n -> n - 1"',
];

/** Every rule, and sums. */
const GAMES = [
  ...KINDS,
  ...KINDS.slice(0, 12).map((game) => `misere: ${game}`),
  'misère: nim 1 1 1', 'every: nim 9 + nim 4', 'every: knight n=8 4 6 + knight n=8 7 3',
  'nim 3 + kayles 4', 'nim 1 + nim 2', 'misere: nim 1 1 + bash m=2 3', 'wythoff 2 3 + euclid 5 2',
  'tree 1-2 + graph 1-2 2-3 3-1 + nim 2',
  ...CUSTOM,
];

/** Texts that are not games, and games past a limit. */
const ERRORS = [
  '', 'nim x', 'foo 3', 'nim 3 +', 'wythoff 1', 'bash m=0 3', 'subtract {} 4', 'octal 0.8 3',
  'nim 99999999999999999999', 'misere nim 3', 'knight n=8 9 9', 'dag 1>2 @', 'tree 1-1',
  'coins turtles HXH', 'every:', 'grundy 100000000000',
];

/** Heap games for tables, and two-number games for grids. */
const ROWS = ['nim', 'bash m=3', 'subtract {1,3,4}', 'powers b=2', 'kayles', 'dawson', 'octal 0.137', 'lasker', 'grundy', 'split f=2', 'circle',
  'octal 0.16', 'octal 4.7', 'moves "n -> n - k for k in 1..3; n -> (i, n - i) for i in 1..n-1"'];

/** Tables long enough for the record kernels: past 1024 heaps of a splitting game (answered by both). */
const BIG_TABLES = [['sequence', 'grundy', 3000], ['sequence', 'kayles', 5000], ['sequence', 'octal 0.16', 2000], ['sequence', 'nim', 5000],
  ['pattern', 'grundy', 3000], ['pattern', 'octal 0.16', 2000], ['drawing', 'grundy 9', 'table', { lang: 'zh', to: 2000 }]];
const GRIDS = ['wythoff', 'euclid', 'cut'];

/** Whether the light module may send a request on to the full module: an export only the full module has. */
function forFull([method]) {
  return FULL_ONLY.has(method);
}

/** The requests that only the full module answers (the worker sends them there). */
const FULL_ONLY = new Set(['explain', 'explainMarkdown', 'why', 'check', 'tableText', 'bigTable', 'runWorkload', 'workloads']);

/** Requests as `[method, ...args]`. */
function battery() {
  const requests = [['version'], ['messages', 'en'], ['messages', 'zh'], ['pairs', 'wythoff', 10]];
  for (const game of [...GAMES, ...ERRORS]) {
    requests.push(['analyze', game], ['canonical', game], ['describe', game], ['options', game]);
    requests.push(['graph', game, 40], ['computerMove', game, 'perfect', 7]);
    for (const view of ['board', 'graph', 'xor', 'table', 'grid']) requests.push(['drawing', game, view, { lang: 'en', cap: 40, to: 20, size: 8 }]);
    requests.push(['explain', game, 'en'], ['why', game, 'zh']);
  }
  for (const row of ROWS) {
    requests.push(['sequence', row, 30], ['period', row], ['pattern', row, 60], ['check', row, 'sg(n) <= n', 50], ['bigTable', row, 200, false]);
  }
  for (const grid of GRIDS) requests.push(['grid', grid, 8], ['pattern', grid, 20], ['check', grid, 'P iff a == b', 10]);
  requests.push(['sequence', 'nim', 'x'], ['grid', 'nim', 8], ['period', 'wythoff'], ['pattern', 'foo', 10]);
  requests.push(...BIG_TABLES, ['grid', 'moves "(a, b) -> (a - 1, b)"', 6], ['pattern', 'moves "(a, b) -> (a - 1, b)"', 6]);
  return requests;
}

/** A request's answer as comparable data: the value, or the error's fields. The full
 * module's `messages` is cut to the keys the light module has installed (its first part
 * until the last test installs the rest). */
function answer(module, [method, ...args]) {
  if (typeof module[method] !== 'function') return { missing: true };
  if (module === full && method === 'messages') {
    const installed = light.messages(...args);
    const all = full.messages(...args);
    return { value: Object.fromEntries(Object.keys(installed).map((key) => [key, all[key]])) };
  }
  try {
    return { value: structuredClone(module[method](...args)) };
  } catch (error) {
    const { name, message, key, column, span, found } = error ?? {};
    return { error: { name, message: String(message ?? error), key, column, span: span && Array.from(span), found } };
  }
}

/**
 * A fresh instance of the split light module (the glue imported anew, as a page's worker
 * has it) with `parts` taken, with the first tier of both languages' texts installed (what
 * first views say), and the rest too if `more`: `{session, loads}`, `loads` counting the
 * rest's loads.
 */
async function freshLight(name, { more = false, parts = new Set() } = {}) {
  const glue = await import(new URL(`sglab_wasm_light.js?${encodeURIComponent(name)}`, pkg));
  const loads = new Map();
  glue.__setRest(partSource(loads));
  glue.initSync({ module: readFileSync(new URL('sglab_wasm_light_bg.wasm', pkg)) });
  for (const part of parts) glue.__takePart(new WebAssembly.Module(readFileSync(new URL(partFile(part), pkg))));
  const session = withSession(glue);
  configure(session);
  // A tier at a time, as the worker installs them (web/js/worker.js `ensureMore`).
  for (const tier of more ? [FIRST, LATER, MORE] : [FIRST]) for (const lang of LANGS) session.installMessages(lang, ...joined(tier[lang]));
  return { session, loads };
}

/** The explorer's page (its key `site`) and the four common widgets, each with the parts
 *  of its keys: `{name, parts, views}`. */
const FIRST_POSTS = [
  { name: 'the tutorial and the explorer', parts: partsOf([SITE_KEY], LIGHT_UNITS), views: SITE_VIEWS },
  ...COMMON_POSTS.map(({ tags, views }) => ({ name: tags, parts: partsOfHtml(tags), views: withLaterParts(views) })),
];

/** Runs each of FIRST_POSTS' first views in both languages on a fresh instance with the
 *  post's parts taken: each answers as the full module, and the rest never loads. */
async function firstViewsWithin({ more }) {
  for (const post of FIRST_POSTS) {
    const { session, loads } = await freshLight(`${post.name} ${more}`, { more, parts: post.parts });
    for (const lang of LANGS) {
      for (const view of post.views) {
        const asked = request(view, lang);
        assert.deepEqual(answer(session, asked), answer(full, asked), JSON.stringify(asked));
        assert.equal(session.missedMessages(), '', `${JSON.stringify(asked)} asks for texts its first tier lacks`);
      }
    }
    assert.deepEqual([...loads.keys()], [], `${post.name}: its first views loaded the rest (its parts: ${[...post.parts]})`);
  }
}

test('the first views run in the primary part of the light module and their own keys\' parts, and answer as the full module', async () => {
  // Every part the loader may fetch for them exists.
  for (const post of FIRST_POSTS) for (const part of post.parts) assert.ok(LIGHT_PARTS.includes(part), `${post.name}: ${part}`);
  await firstViewsWithin({ more: false });
  // First in this file on the shared instance: nothing has loaded another part yet. A game
  // no first view shows calls into another part, which loads once.
  const tree = ['drawing', 'tree 1-2 2-3 2-4 1-5', 'board', { lang: 'zh', idPrefix: 'p' }];
  assert.deepEqual([...loads.keys()], []);
  assert.deepEqual(answer(light, tree), answer(full, tree));
  assert.deepEqual(answer(light, tree), answer(full, tree));
  assert.ok(loads.size >= 1 && [...loads.values()].every((n) => n === 1), JSON.stringify([...loads]));
});

test('the texts the light module installs are the full module\'s, in three tiers, each text once', () => {
  for (const lang of LANGS) {
    // The first part, what a widget needs, and the rest: together the full module's table.
    const all = full.messages(lang);
    assert.deepEqual({ ...TEXTS[lang], ...MORE[lang] }, all, `pkg/messages*.${lang}.json are stale: run cargo xtask build`);
    assert.equal(Object.keys(TEXTS[lang]).length + Object.keys(MORE[lang]).length, Object.keys(all).length);
    assert.ok(Object.keys(MORE[lang]).every((key) => /^(cli|frames|picture|claim|proof)\./.test(key)));
    assert.ok(Object.keys(FIRST[lang]).some((key) => key.startsWith('proof.')), 'the proof keys the page names stay in the first tier');
    // The first tier is what first views say: a part of the rest, no key in two tiers.
    assert.ok(Object.keys(FIRST[lang]).length < Object.keys(TEXTS[lang]).length / 2 + 60, `${Object.keys(FIRST[lang]).length} keys in the first tier`);
    assert.ok(Object.keys(LATER[lang]).every((key) => !(key in FIRST[lang]) && !(key in MORE[lang])));
    assert.deepEqual(light.messages(lang), TEXTS[lang]);
    // A key's text never changes once installed.
    const key = Object.keys(TEXTS[lang])[0];
    assert.equal(light.installMessages(lang, key, 'another'), 0);
    assert.deepEqual(light.messages(lang), TEXTS[lang]);
  }
  assert.ok(Object.keys(TEXTS.en).length > 200);
  assert.throws(() => light.installMessages('en', { key: 'text' }, ''), (error) => error.key === 'argument.not_a_string');
  assert.throws(() => light.installMessages('en', 'a\0b', 'text'), (error) => error.key === 'argument.out_of_range');
});

test('the light and the full module answer alike', () => {
  let same = 0;
  const toFull = [];
  for (const request of battery()) {
    const fromLight = answer(light, request);
    const fromFull = answer(full, request);
    assert.ok(!fromFull.missing, `the full module exports ${request[0]}`);
    if (fromLight.missing || fromLight.error?.key === 'light.needs_full') {
      toFull.push(request);
      continue;
    }
    assert.deepEqual(fromLight, fromFull, `${JSON.stringify(request)}: light ${JSON.stringify(fromLight).slice(0, 300)} against full ${JSON.stringify(fromFull).slice(0, 300)}`);
    same += 1;
  }
  // Every first view of the four widgets of the issue is answered by the light module.
  assert.ok(same > 700, `only ${same} requests answered alike`); // 784 when written
  assert.ok(loads.get('rest') === 1 && [...loads.values()].every((n) => n === 1), `each part is instantiated once: ${JSON.stringify([...loads])}`);
  for (const request of toFull) assert.ok(forFull(request), `the light module sent ${JSON.stringify(request)} to the full module`);
  const methods = new Set(toFull.map(([method]) => method));
  for (const method of ['explain', 'why', 'check', 'bigTable']) assert.ok(methods.has(method), `${method} goes to the full module`);
  // Games of your own stay, and tables long and short, the record kernels' too.
  for (const game of CUSTOM) assert.ok(!toFull.some(([method, arg]) => method === 'analyze' && arg === game), `analyze ${game} stays in the light module`);
  for (const [method, row, to] of [['sequence', 'grundy', 30], ['sequence', 'grundy', 3000], ['pattern', 'grundy', 3000], ['sequence', 'kayles', 5000], ['period', 'kayles'], ['period', 'grundy']]) {
    assert.ok(!toFull.some((request) => request[0] === method && request[1] === row && request[2] === to), `${method} ${row} ${to ?? ''} stays in the light module`);
  }
});

test('each session of the light module has texts of its own', () => {
  // The texts are a session's (crates/wasm/src/session.rs), not the module's: a new
  // session of the same instance has none until its own are installed.
  const other = withSession(lightGlue);
  configure(other);
  for (const lang of LANGS) assert.deepEqual(other.messages(lang), {});
  const caught = (call) => {
    try {
      call();
    } catch (error) {
      return error;
    }
    return assert.fail('no error');
  };
  const known = caught(() => light.canonical('nim x'));
  assert.notEqual(caught(() => other.canonical('nim x')).message, known.message);
  // Until both languages are installed, a message in the other one is the installed one's.
  assert.equal(other.installMessages('zh', ...joined(TEXTS.zh)), Object.keys(TEXTS.zh).length);
  const early = caught(() => other.canonical('nim x'));
  assert.equal(early.localized.zh, known.localized.zh);
  // (English quotes around what was found: the message is still the English one.)
  assert.equal(early.message, early.localized.en);
  assert.equal(early.localized.en, known.localized.zh.replace('“x”', '"x"'));
  assert.equal(other.installMessages('en', ...joined(TEXTS.en)), Object.keys(TEXTS.en).length);
  assert.deepEqual(answer(other, ['canonical', 'nim x']), answer(light, ['canonical', 'nim x']));
  // Installing into one session leaves the other as it was.
  assert.equal(other.installMessages('en', ...joined(MORE.en)), Object.keys(MORE.en).length);
  assert.deepEqual(light.messages('en'), TEXTS.en);
  assert.deepEqual(other.messages('en'), { ...TEXTS.en, ...MORE.en });
});

test('the light module has none of the full module\'s extra exports', () => {
  for (const method of FULL_ONLY) assert.equal(typeof light[method], 'undefined', method);
  for (const method of ['analyze', 'describe', 'graph', 'drawing', 'messages', 'options', 'computerMove', 'sequence', 'period', 'pattern', 'grid', 'pairs']) {
    assert.equal(typeof light[method], 'function', method);
  }
});

test('the rest of the texts installs beside the first part, and then the tables are the full module\'s', () => {
  for (const lang of LANGS) {
    assert.equal(light.installMessages(lang, ...joined(MORE[lang])), Object.keys(MORE[lang]).length);
    assert.deepEqual(light.messages(lang), full.messages(lang));
  }
});

test('a page that installs the rest of the texts (the explorer, <sg-explorer>) runs its first views in the same parts', async () => {
  // Both parts of the texts installed before the first views, as such a page's worker does.
  await firstViewsWithin({ more: true });
});

test('each post of the gallery\'s presets, the embed page\'s examples and each widget of the README\'s snippet runs its first views in the primary and its own key\'s parts, and answers as the full module', async () => {
  // What tests/e2e/preset-views.mjs recorded each post asking before its widgets painted,
  // on a fresh instance each (as a page's worker) with the parts of the post's widgets'
  // keys taken (what the page's loader fetches beside the primary,
  // web/js/first-downloads.js), in English and in Chinese: the rest never loads, and
  // nothing goes to the full module but an export only it has (`<sg-proof>`'s `explain`).
  const views = JSON.parse(readFileSync(new URL('../../xtask/light/preset-views.json', import.meta.url), 'utf8'));
  assert.ok(views.length > 300, `${views.length} posts recorded`);
  let compared = 0;
  // A post of several widgets, one widget at a time with its own key's parts: each
  // widget's calls wait for those alone (web/js/client.js).
  const posts = views.flatMap((view) => widgetsOf(view).map((post) => ({ ...post, parts: partsOf(post.keys, LIGHT_UNITS) })));
  for (const [i, view] of posts.entries()) {
    const { session, loads } = await freshLight(`post=${i}`, { parts: view.parts });
    // A session keeps the tables it computed (a heap game's table grows from where the last
    // request left it): each post's answers are compared with a fresh session's of the full module.
    const fresh = withSession(fullGlue);
    configure(fresh);
    for (const lang of LANGS) {
      for (const asked of withLaterParts(view.requests).map((r) => inLang(r, lang))) {
        if (asked[0] === 'messages') {
          if (asked[2] === 'more') for (const tier of [LATER, MORE]) session.installMessages(asked[1], ...joined(tier[asked[1]]));
          continue;
        }
        const fromLight = answer(session, asked);
        assert.equal(session.missedMessages(), '', `${view.name}: ${JSON.stringify(asked)} asks for texts the first tier lacks`);
        if (fromLight.missing || fromLight.error?.key === 'light.needs_full') {
          assert.ok(forFull(asked), `${view.name}: its first view sends ${JSON.stringify(asked)} to the full module`);
          continue;
        }
        assert.deepEqual(fromLight, answer(fresh, asked), `${view.name}: ${JSON.stringify(asked)}`);
        compared += 1;
      }
    }
    assert.deepEqual([...loads.keys()], [], `${view.name}: its first views loaded the rest (its parts: ${[...view.parts]})`);
  }
  assert.ok(compared > 1000, `${compared} answers compared`);
});

test('the split merges first the keys whose first views run the most alike, a common widget\'s last', () => {
  const runs = new Map([['a', new Set([1, 2])], ['b', new Set([1, 2, 3])], ['c', new Set([1, 2, 4])], ['d', new Set([7, 8, 9])]]);
  const size = () => 10;
  // a with b adds function 3 (10 bytes) to a's page: the cheapest merge.
  assert.deepEqual(mergeKeys(runs, size, 3).map((group) => group.keys), [['a', 'b'], ['c'], ['d']]);
  // a weighed as a common widget: b and c merge instead, and a keeps a part of its own.
  const common = (key) => (key === 'a' ? 10 : 1);
  assert.deepEqual(mergeKeys(runs, size, 3, common).map((group) => group.keys), [['a'], ['b', 'c'], ['d']]);
  // Each group runs all its keys run.
  const [merged] = mergeKeys(runs, size, 1);
  assert.deepEqual([...merged.functions].sort((x, y) => x - y), [1, 2, 3, 4, 7, 8, 9]);
  // Within a budget of 30 bytes, a, b and c (40 bytes together) stay apart from d, and the
  // merging stops short of one part.
  assert.deepEqual(mergeKeys(runs, size, 1, undefined, 30).map((group) => group.keys), [['a', 'b'], ['c'], ['d']]);
});
