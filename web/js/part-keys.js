// The keys a page's first views are grouped by in the light wasm module's parts
// (xtask/light/parts.mjs): the widget tags it holds (`sg-proof`) and the families of the
// games they show (`wythoff` in `wythoff 3 7 + nim 2`). The loader reads them off the
// page's sg-* elements to fetch the parts those first views run (first-downloads.js); the
// build reads them off the recorded posts' HTML. One reader for both.

/** The family words of a game's text: the first word of each component of a sum,
 *  after a rule prefix (`misere:`, `every:`). */
export function familiesOf(game) {
  const text = String(game ?? '').trim().replace(/^(mis[eè]re|every)\s*:\s*/i, '');
  const words = new Set();
  for (const component of text.split('+')) {
    const word = /^\s*([a-z]+)/i.exec(component)?.[1]?.toLowerCase();
    if (word) words.add(word);
  }
  return words;
}

/** The four common widgets, each with the one game family whose first views need only
 *  the primary part and the parts of these two keys (xtask/light/first-views.mjs). */
const COMMON = ['sg-xor nim', 'sg-play nim', 'sg-graph subtract', 'sg-table kayles'];

/**
 * The keys of one widget: its tag, the families of its game (`<sg-xor>` shows Nim), and,
 * unless it is one of the four common widgets with its common game, `other` and
 * `TAG:other` (what such first views share across families).
 */
export function keysOf(tag, game) {
  const name = String(tag).toLowerCase();
  const families = familiesOf(game ?? (name === 'sg-xor' ? 'nim' : ''));
  const keys = new Set([name, ...families]);
  if (families.size !== 1 || !COMMON.includes(`${name} ${[...families][0]}`)) {
    keys.add('other');
    keys.add(`${name}:other`);
  }
  return keys;
}

/** The keys of the widgets written in `html` (`<sg-graph game="bash m=3 10">`). */
export function keysOfHtml(html) {
  const keys = new Set();
  for (const match of html.matchAll(/<(sg-[a-z]+)((?:\s+[a-z-]+="[^"]*")*)\s*>/g)) {
    const game = /\sgame="([^"]*)"/.exec(match[2])?.[1];
    for (const key of keysOf(match[1], game?.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))) keys.add(key);
  }
  return keys;
}

/**
 * Which part of the light module holds a key's first views: keys grouped into few parts,
 * since each part costs the primary its thunks and exports (about 0.4 KB gzipped each,
 * measured: 33 parts made it 16 KB larger, 5 about 2 KB). A key not listed (a family
 * added later) gets a part of its own. The first four hold what the four common widgets
 * need beyond the primary (each widget's tag and its game's family; `<sg-play>` alone, as
 * its presets show every family).
 */
export const PART_GROUPS = {
  nim: ['nim', 'sg-xor'],
  play: ['sg-play'],
  subtract: ['subtract', 'sg-graph'],
  table: ['kayles', 'sg-table'],
  other: ['other', 'sg-play:other', 'sg-graph:other', 'sg-table:other', 'sg-grid:other', 'sg-explorer:other', 'sg-proof:other', 'sg-quiz:other', 'sg-xor:other', 'sg-grid', 'sg-explorer', 'sg-proof', 'sg-quiz'],
  heap: ['bash', 'powers', 'octal', 'dawson', 'lasker', 'grundy', 'split', 'circle', 'moves'],
  strip: ['staircase', 'georgia', 'beans', 'moore', 'coins', 'palindrome'],
  pair: ['wythoff', 'euclid', 'divide', 'cut'],
  graph: ['tree', 'graph', 'dag', 'loopy', 'knight'],
};

/** The part that holds `key`'s first views (PART_GROUPS, else the key's own). */
export function partOf(key) {
  for (const [part, keys] of Object.entries(PART_GROUPS)) if (keys.includes(key)) return part;
  return key.replace(/[^a-z0-9-]/g, '-');
}

/** The parts that hold the first views of `keys`. */
export function partsOf(keys) {
  return new Set([...keys].map(partOf));
}

/** The parts the four common widgets' first views need beside the primary, each small:
 *  a page fetches them first (first-downloads.js). */
export function commonParts() {
  return new Set(COMMON.flatMap((widget) => {
    const [tag, game] = widget.split(' ');
    return [...partsOf(keysOf(tag, game))];
  }));
}
