// The requests a widget, a tutorial page and the explorer send before they first paint
// (read off web/js/worker.js's requests in Chromium for the pages that
// tests/e2e/first-paint.mjs measures), and a reader's first move in `<sg-play>` (the
// move's drawing and the computer's reply). The light module's primary part and the parts
// of the widgets' keys hold the functions they run (xtask/light/profile.mjs, parts.mjs);
// tests/e2e/light-full.test.mjs checks they need nothing else. What the list misses still
// works: the first call into another part loads it.

/**
 * The four common widgets (as tests/e2e/first-paint.mjs writes them), each with the
 * requests of its first views: the light module's primary part holds what they share with
 * other keys' posts, and the parts of their keys (web/js/part-keys.js) the rest
 * (xtask/light/parts.mjs).
 */
export const COMMON_POSTS = [
  {
    tags: '<sg-xor heaps="7 8 9"></sg-xor>',
    views: [['analyze', 'nim 7 8 9'], ['drawing', 'nim 7 8 9', 'xor', { lang: 'LANG', idPrefix: 'p', parts: 'seen' }], ['describe', 'nim 1 8 9']],
  },
  {
    // and a first move with the computer's reply
    tags: '<sg-play game="nim 3 4 5"></sg-play>',
    views: [
      ['describe', 'nim 3 4 5'],
      ['drawing', 'nim 3 4 5', 'board', { lang: 'LANG', idPrefix: 'p', parts: 'seen' }],
      ['options', 'nim 3 4 5'],
      ['analyze', 'nim 3 4 1'],
      ['drawing', 'nim 3 4 1', 'board', { lang: 'LANG', idPrefix: 'p', parts: 'seen' }],
      ['options', 'nim 3 4 1'],
      ['computerMove', 'nim 3 4 1', 0, 1],
    ],
  },
  {
    tags: '<sg-graph game="subtract {1,3,4} 9"></sg-graph>',
    views: [
      ['describe', 'subtract {1,3,4} 9'],
      ['drawing', 'subtract {1,3,4} 9', 'board', { lang: 'LANG', idPrefix: 'p', parts: 'seen' }],
      ['drawing', 'subtract {1,3,4} 9', 'graph', { lang: 'LANG', idPrefix: 'p', cap: 150, width: 1238, parts: 'seen' }],
    ],
  },
  {
    tags: '<sg-table game="kayles" to="40"></sg-table>',
    views: [['describe', 'kayles'], ['canonical', 'kayles 0'], ['drawing', 'kayles 0', 'table', { lang: 'LANG', idPrefix: 'p', to: 40, parts: 'seen' }], ['pattern', 'kayles']],
  },
];

/** The four common widgets' tags together. */
export const COMMON_TAGS = COMMON_POSTS.map((post) => post.tags).join('');

/** The first views of the tutorial learn/LANG/nim.html and of the explorer, which names
 *  no key (it has no sg-* element): the primary part holds all they run. */
export const SITE_VIEWS = [
  ['analyze', 'nim 2 5 6 7'],
  ['options', 'nim 2 5 6 7'],
  ['analyze', 'nim 3 4 5'],
  ['graph', 'nim 3 4 5', 150],
];

/** Every first view above, after the texts' request: `[method, ...args]`; `LANG` stands
 *  for each language in turn. */
export const FIRST_VIEWS = [['messages', 'LANG'], ...COMMON_POSTS.flatMap((post) => post.views), ...SITE_VIEWS];

/**
 * What the worker does to a session before its first request (web/js/worker.js
 * `configure`): the memory limit, and a progress callback, which every long export calls.
 */
export function configure(session) {
  session.setMemoryLimit(64);
  session.setProgress(() => true);
}

/** The languages each request is made in. */
export const LANGS = ['en', 'zh'];

/** `view` as `[method, ...args]` in `lang` (every `'LANG'` replaced). */
export function request(view, lang) {
  const fill = (value) =>
    value === 'LANG' ? lang : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)])) : value;
  return view.map(fill);
}
