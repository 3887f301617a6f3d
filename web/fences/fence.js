// The Markdown fence of sglab (docs/NOTATION.md, "Markdown fences"): the one parser of the
// JavaScript side, shared by the markdown-it plugin, the remark plugin and the script that
// upgrades plain code blocks in the browser. Its cases are tests/data/fences.json, which
// `sg render` answers alike.
//
//   parseFence('sg table to=40', 'subtract {1,3,4}\n')
//   // → { tag: 'sg-table', attributes: [['game', 'subtract {1,3,4}'], ['to', '40']] }
//   parseFence('sg play colour=red', 'nim 3')
//   // → { error: { key: 'fence.unknown_attribute', column: 9, found: 'colour', ... } }
//
// Pure data in, data out: no DOM, no wasm, so it runs in Node and in the browser alike.

import { CATALOG, COMMON_ATTRIBUTES } from '../js/elements/catalog.js';

/** The widgets a fence may name (`play` → `<sg-play>`), with the attributes each takes:
 *  those of the embed page's catalog, and `lang`. */
export const FENCE_WIDGETS = new Map(CATALOG.map((entry) => [
  entry.tag.slice(3),
  [...entry.attributes, ...COMMON_ATTRIBUTES].map(([name]) => name),
]));

/** Whether a fence's info string is sglab's (its first word is `sg`). */
export function isSglabInfo(info) {
  return /^\s*sg(\s|$)/.test(String(info ?? ''));
}

/** The attribute a fence's body fills: the heaps of `xor`, the game of the others. */
export function bodyAttribute(widget) {
  return widget === 'xor' ? 'heaps' : 'game';
}

/** A fence's body as its game: the lines joined by one space, trimmed. */
export function bodyText(body) {
  return String(body ?? '').split(/\r?\n/).join(' ').trim();
}

function fenceError(key, column, params = {}) {
  return { error: { key, column, ...params } };
}

/**
 * The words of an info string after `sg`: `{text, column, quoted, name?, value?}` with
 * 1-based columns, or an error (a quote not closed).
 */
function words(info, from) {
  const out = [];
  let i = from;
  while (i < info.length) {
    if (/\s/.test(info[i])) {
      i += 1;
      continue;
    }
    const start = i;
    const equals = (() => {
      let j = i;
      while (j < info.length && !/\s/.test(info[j]) && info[j] !== '=') j += 1;
      return j;
    })();
    if (equals < info.length && info[equals] === '=') {
      const name = info.slice(start, equals);
      let j = equals + 1;
      let value;
      if (info[j] === '"') {
        const close = info.indexOf('"', j + 1);
        if (close < 0) return fenceError('fence.unclosed_quote', j + 1, { found: name });
        value = info.slice(j + 1, close);
        j = close + 1;
      } else {
        const end = info.slice(j).search(/\s/);
        const stop = end < 0 ? info.length : j + end;
        value = info.slice(j, stop);
        j = stop;
      }
      out.push({ text: info.slice(start, j), column: start + 1, name, value });
      i = j;
    } else {
      out.push({ text: info.slice(start, equals), column: start + 1 });
      i = equals;
    }
  }
  return { words: out };
}

/**
 * Reads a fence: its info string (`sg WIDGET NAME=VALUE ...`) and body (the game).
 * Returns `{tag, attributes}` (the element and its attributes in order, the game first)
 * or `{error: {key, column, found?, expected?}}`, `column` the 1-based column of the info
 * string where the problem starts. A game that does not parse is not an error here: it is
 * the widget's own, shown where the widget stands.
 */
export function parseFence(info, body = '') {
  const text = String(info ?? '');
  const head = /^(\s*)sg(?=\s|$)/.exec(text);
  if (!head) return fenceError('fence.expected_widget', 1, { found: text.trim().split(/\s/)[0] ?? '' });
  const scanned = words(text, head[0].length);
  if (scanned.error) return scanned;
  const [widgetWord, ...rest] = scanned.words;
  const expected = [...FENCE_WIDGETS.keys()].join(', ');
  if (!widgetWord) return fenceError('fence.expected_widget', text.trimEnd().length + 1, { expected });
  if (widgetWord.name !== undefined || !FENCE_WIDGETS.has(widgetWord.text)) {
    return fenceError('fence.unknown_widget', widgetWord.column, { found: widgetWord.text, expected });
  }
  const widget = widgetWord.text;
  const allowed = FENCE_WIDGETS.get(widget);
  const gameName = bodyAttribute(widget);
  const game = bodyText(body);
  const attributes = [];
  for (const word of rest) {
    if (word.name === undefined) return fenceError('fence.expected_value', word.column, { found: word.text });
    if (!allowed.includes(word.name)) {
      return fenceError('fence.unknown_attribute', word.column, { found: word.name, widget, expected: allowed.join(', ') });
    }
    if (attributes.some(([name]) => name === word.name)) return fenceError('fence.attribute_twice', word.column, { found: word.name });
    if (word.name === gameName && game !== '') return fenceError('fence.game_twice', word.column, { found: word.name });
    attributes.push([word.name, word.value]);
  }
  const gameIndex = attributes.findIndex(([name]) => name === gameName);
  if (gameIndex > 0) attributes.unshift(...attributes.splice(gameIndex, 1));
  if (game !== '') attributes.unshift([gameName, game]);
  return { tag: `sg-${widget}`, attributes };
}

/**
 * The text of a fence error in a language, from core's message table (`messages` of the
 * wasm module, or the page's translator table): `fence.at` around the error's own key,
 * `{name}` placeholders filled from the error.
 */
export function fenceErrorText(error, table = {}) {
  const fill = (key, params) => String(table[key] ?? (key === 'fence.at' ? 'column {column}: {message}' : key))
    .replace(/\{([a-z_]+)\}/g, (whole, name) => (params[name] === undefined ? whole : String(params[name])));
  const message = fill(error.key, { found: '', expected: '', widget: '', ...error });
  return fill('fence.at', { column: error.column, message });
}
