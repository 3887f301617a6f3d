// The keys a page's first views are grouped by in the light wasm module's parts
// (xtask/light/parts.mjs): one per widget, its tag and the families of the game it shows
// (`sg-play nim+wythoff` for `<sg-play game="wythoff 3 7 + nim 2">`). The loader reads
// them off the page's sg-* elements to fetch the parts those first views run
// (first-downloads.js); the build reads them off the recorded posts' HTML. One reader for
// both. Which part holds which key is the build's table (`LIGHT_UNITS` in
// pkg/sglab_wasm_light_parts.js), written with the parts.

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

/** The key of one widget: its tag and its game's families, sorted (`<sg-xor>` shows Nim). */
export function unitOf(tag, game) {
  const name = String(tag).toLowerCase();
  const families = [...familiesOf(game ?? (name === 'sg-xor' ? 'nim' : ''))].sort();
  return `${name} ${families.join('+')}`;
}

/** The keys of one widget, as a set (what a widget's calls carry: client.js). */
export function keysOf(tag, game) {
  return new Set([unitOf(tag, game)]);
}

/** The keys of the widgets written in `html` (`<sg-graph game="bash m=3 10">`), one per widget. */
export function keysOfHtml(html) {
  const keys = new Set();
  for (const match of html.matchAll(/<(sg-[a-z]+)((?:\s+[a-z-]+="[^"]*")*)\s*>/g)) {
    const game = /\sgame="([^"]*)"/.exec(match[2])?.[1];
    keys.add(unitOf(match[1], game?.replace(/&quot;/g, '"').replace(/&amp;/g, '&')));
  }
  return keys;
}

/** The key of the explorer page's own first views (it has no sg-* element): the page names
 *  it on its root, `<html data-sglab-keys="site">`. */
export const SITE_KEY = 'site';

/**
 * The parts that hold the first views of `keys`, by `table` (`LIGHT_UNITS`: key to part).
 * A key the build did not see (a sum of families no recorded post showed) takes the parts
 * of its tag with each of its families alone, where there are such; what its first views
 * run beyond those still loads, on the first call into it, with the rest.
 */
export function partsOf(keys, table) {
  const parts = new Set();
  for (const key of keys) {
    if (table[key]) {
      parts.add(table[key]);
      continue;
    }
    const [tag, families = ''] = key.split(' ');
    for (const family of families.split('+')) if (table[`${tag} ${family}`]) parts.add(table[`${tag} ${family}`]);
  }
  return parts;
}

/** The four common widgets, each with its game (xtask/light/first-views.mjs): a page
 *  fetches their parts first (first-downloads.js). */
export const COMMON_KEYS = ['sg-xor nim', 'sg-play nim', 'sg-graph subtract', 'sg-table kayles'];
