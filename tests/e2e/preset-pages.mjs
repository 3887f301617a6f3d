// The posts whose first paint issue 33 (item 8) asks about: every preset of the gallery
// (web/js/presets.js: the games and the contest problems) in every widget that takes a
// game, the README's snippet as written, and the embed page's examples (the catalog).
// Shared by first-paint.mjs (`--presets`, and the README's snippet always) and
// preset-views.mjs (which records each post's first requests for the light module's split).

import { CONTESTS, PRESETS } from '../../web/js/presets.js';
import { CATALOG } from '../../web/js/elements/catalog.js';

/** The widgets that take a game, by their attribute `game`. */
export const GAME_WIDGETS = ['sg-play', 'sg-graph', 'sg-table', 'sg-grid', 'sg-proof', 'sg-quiz', 'sg-explorer'];

/** `"` and `&` escaped for an attribute. */
const attr = (text) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A tag with its attributes (`{game: 'nim 3'}`) and no fallback text. */
export function tag(name, attributes) {
  const list = Object.entries(attributes).map(([key, value]) => ` ${key}="${attr(value)}"`).join('');
  return `<${name}${list}></${name}>`;
}

/** Every game of the gallery: `{id, game}`, the presets then the contest problems. */
export const GALLERY_GAMES = [...PRESETS, ...CONTESTS];

/** `{name, tags}` for each preset in each widget that takes a game. */
export function presetPosts() {
  const posts = [];
  for (const { id, game } of GALLERY_GAMES) {
    for (const widget of GAME_WIDGETS) posts.push({ name: `${widget} ${id}`, tags: tag(widget, { game }) });
  }
  return posts;
}

/** The embed page's examples (the catalog's), one post each. */
export function catalogPosts() {
  return CATALOG.map(({ tag: name, example }) => ({ name: `${name} example`, tags: tag(name, example) }));
}

/** The README's snippet for a page without Markdown, as README.md writes it (its two
 *  first lines, the script and the preload, are the post's own, pointed at the copy). */
export function readmeSnippet(readme) {
  const block = /```html\n(<script type="module" src="[^"]*sglab\.js"><\/script>\n[\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README.md: no html block beginning with the script tag');
  const lines = block[1].trimEnd().split('\n');
  const script = lines.findIndex((line) => line.startsWith('<script'));
  const preload = lines.findIndex((line) => line.startsWith('<link rel="preload"'));
  const tags = lines.filter((_, i) => i !== script && i !== preload).join('\n');
  return { tags, preload: preload >= 0 };
}
