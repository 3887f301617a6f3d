// The play view's history: each move in words (the titles of core's board drawing) and in
// notation, each entry a way back to its position.

import { element, button } from '../../dom.js';

/**
 * Draws the moves of `history` (entries `{game, by, words}` after the start) into `log`;
 * those after `index` are the future that Redo replays; `goTo(i)` goes to entry `i`.
 */
export function renderHistory(log, { t, history, index, goTo }) {
  log.replaceChildren(...history.slice(1).map((entry, k) => element('li', { class: k + 1 > index ? 'future' : '' },
    t('text.label', { label: t(entry.by === 'you' ? 'play.by_you' : 'play.by_computer') }), entry.words ? `${entry.words} → ` : '',
    button(entry.game, () => goTo(k + 1), { class: 'link', 'data-testid': 'play-history-entry' }))));
}

/**
 * Words for moves, read from the titles of the board drawing of the position moved from
 * (core's words, in `lang`): `words(from, to)` resolves to them, or null. Each position's
 * drawing is asked for once.
 */
export function moveWords(call, lang) {
  /** By position: `from` → (`to` → words). */
  const known = new Map();
  return async function words(from, to) {
    if (!known.has(from)) {
      const found = new Map();
      known.set(from, found);
      try {
        const walk = (node) => {
          if (!node || typeof node !== 'object') return;
          const game = node.attributes?.find?.(([name]) => name === 'data-game')?.[1];
          const title = node.children?.find?.((child) => child?.name === 'title')?.children?.[0];
          if (game && typeof title === 'string' && !found.has(game)) found.set(game, title.split(' → ')[0]);
          for (const child of node.children ?? []) walk(child);
        };
        walk(await call('drawing', from, 'board', { lang }));
      } catch {
        // No words then: the notation says it.
      }
    }
    return known.get(from).get(to) ?? null;
  };
}
