// The play view's list of your moves, each with what the hint level reveals of the
// position it leaves (core's outcome and SG value), the best ones starred, and how long
// the game lasts with best play (core's remoteness of the position).

import { element, button } from '../../dom.js';

/**
 * Draws the moves of `options` (the wasm `options` of the position) into `box` at hint
 * level `hint`; `onPlay(game)` plays one.
 */
export function renderMoves(box, { t, options, hint, onPlay }) {
  // Core stars the best moves: to a P-position, or from a draw those that keep it.
  const drawn = options.outcome === 'D';
  const best = options.moves.filter((move) => move.best);
  if (hint === 'best') {
    const text = drawn ? t('play.hint_draw', { count: best.length })
      : best.length ? t('play.hint_winning', { count: best.length }) : t('play.hint_none');
    box.append(element('p', { class: 'hint', 'data-testid': 'play-hint-text' }, text));
  }
  if (hint !== 'off' && options.remoteness !== null && options.remoteness !== undefined && options.outcome) {
    // The position's remoteness: the moves left with best play, both players' counted.
    box.append(element('p', { class: 'muted', 'data-testid': 'play-remoteness' },
      t(options.outcome === 'N' ? 'play.wins_in' : 'play.loses_in', { count: Number(options.remoteness) })));
  }
  const list = element('ul', { class: 'moves' });
  for (const move of options.moves) list.append(element('li', {}, moveButton(t, move, hint, onPlay)));
  const known = options.total !== null && options.total !== undefined;
  box.append(element('p', { class: 'muted' }, known ? t('play.choose', { count: options.total }) : t('play.choose_winning')), list);
  if (options.truncated) {
    box.append(element('p', { class: 'muted' }, known
      ? t('play.truncated', { shown: options.moves.length, total: options.total })
      : t('play.shown', { shown: options.moves.length })));
  }
}

/**
 * One move's button: at the outcome and SG levels the letter and colour of the position it
 * leaves (its SG value too at the SG level), starred at the best-move level when core
 * counts it among the best.
 */
function moveButton(t, move, hint, onPlay) {
  const good = hint === 'best' && move.best;
  const hasSg = move.sg !== null && move.sg !== undefined;
  const chip = hint === 'outcome' || hint === 'sg'
    ? element('span', { class: `chip ${move.outcome}`, 'aria-hidden': 'true' }, hint === 'sg' && hasSg ? `${move.outcome} · ${move.sg}` : move.outcome)
    : null;
  const label = chip ? `${move.game} (${t(`outcome.${move.outcome}`)}${hint === 'sg' && hasSg ? `, SG ${move.sg}` : ''})` : null;
  const node = button(move.game, () => onPlay(move.game), {
    class: [good ? 'winning' : '', chip ? `leaves-${move.outcome}` : ''].join(' ').trim(), 'data-winning': good ? 'true' : null,
    'data-testid': 'play-move', 'data-game': move.game, title: label,
  });
  if (chip) node.prepend(chip, ' ');
  return node;
}
