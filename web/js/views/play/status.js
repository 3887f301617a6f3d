// The play view's sentences: whose turn it is or who won, and what the position you left
// means. Every fact in them is core's (the wasm `options` and `analyze`): the outcome of
// the position, and under normal play its xor in binary columns.

/**
 * The status line: `{text, winner}` (`winner` null while the game goes on, `'draw'` for a
 * draw). `options` is the wasm `options` of the position (null while on its way), `toMove`
 * `'you'` or `'computer'`, `repeated` the position's text when the game ended in a draw
 * by agreement (it came back, and core's outcome of it is D). With no move left, core's
 * outcome of the position says who won: P, the player to move lost; N (misère play), the
 * player to move won.
 */
export function statusLine(t, options, toMove, repeated = null) {
  const other = toMove === 'you' ? 'computer' : 'you';
  if (repeated !== null) return { text: t('play.draw_repeated', { game: repeated }), winner: 'draw' };
  if (options && options.total === 0) {
    if (options.outcome === 'N') {
      return { text: t(toMove === 'you' ? 'play.no_move_you_misere' : 'play.no_move_computer_misere'), winner: toMove };
    }
    return { text: t(other === 'you' ? 'play.you_won' : 'play.computer_won'), winner: other };
  }
  if (options === null && toMove === 'computer') return { text: t('play.thinking'), winner: null };
  return { text: t(toMove === 'you' ? 'play.your_turn' : 'play.computer_turn'), winner: null };
}

/**
 * What the position you left means, from core's `analyze` of it: under normal play the
 * xor of its components in binary columns (core's `xor`), else its outcome; `reply` is the
 * computer's answer (null when it has none).
 */
export function explainLeft(t, analysis, reply) {
  const xor = analysis.xor;
  if (xor && xor.digits.length) {
    const params = { columns: xor.digits.join(' ⊕ '), xor: xor.totalDigits };
    if (analysis.outcome === 'P') return t(reply === null ? 'play.left_zero_end' : 'play.left_zero', params);
    return reply === null ? t('play.left_nonzero_end', params) : t('play.left_nonzero', { ...params, move: reply });
  }
  if (analysis.outcome === 'P') return t(reply === null ? 'play.left_P_end' : 'play.left_P');
  if (analysis.outcome === 'D') return t('play.left_D');
  return reply === null ? t('play.left_N_end') : t('play.left_N', { move: reply });
}
