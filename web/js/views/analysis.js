// Renders an analysis (the wasm `analyze` result) into a container: the outcome with
// its letter and colour, the SG value (and the components' values of a sum), a sentence
// saying why, and every winning move as a button that plays it.

import { element, button } from '../dom.js';

/** What each hint level of the play view reveals beside the board, step by step. */
const REVEALS = {
  off: { outcome: false, values: false },
  outcome: { outcome: true, values: false },
  sg: { outcome: true, values: true },
  best: { outcome: true, values: true },
  all: { outcome: true, values: true },
};

/**
 * Draws `analysis` into `container` in the language of `t`. `onMove(position)` is called
 * when a winning move is chosen; `hideMoves` keeps the winning moves hidden (during play);
 * `reveal` is the play view's hint level (`off`, `outcome`, `sg`, `best`), or `all`
 * outside play: with hints off nothing that tells the outcome shows (no P/N, no SG value,
 * no xor), the outcome level shows P or N, the SG level the values too.
 */
export function renderAnalysis(container, analysis, { t, onMove, hideMoves = false, reveal = 'all' }) {
  const shown = REVEALS[reveal] ?? REVEALS.all;
  if (!shown.outcome) {
    const facts = element('dl', { class: 'facts' },
      element('dt', {}, t('result.position')), element('dd', { 'data-testid': 'canonical' }, analysis.game));
    container.replaceChildren(facts,
      element('p', { class: 'muted', 'data-testid': 'analysis-hidden' }, t('result.hidden_in_play')));
    return;
  }
  const outcome = element('div', { class: 'outcome' },
    element('span', { class: `badge ${analysis.outcome}`, 'aria-hidden': 'true' }, analysis.outcome),
    element('strong', { 'data-testid': 'outcome', 'data-outcome': analysis.outcome }, t(`outcome.${analysis.outcome}`)));
  const facts = element('dl', { class: 'facts' },
    element('dt', {}, t('result.position')), element('dd', { 'data-testid': 'canonical' }, analysis.game));
  if (shown.values && analysis.sg !== null && analysis.sg !== undefined) {
    facts.append(element('dt', {}, t('result.sg')), element('dd', { 'data-testid': 'sg' }, analysis.sg));
  }
  // The xor decides a sum under normal play only: core gives it then, in binary columns.
  const xor = analysis.xor;
  if (shown.values && xor && xor.values.length > 1) {
    facts.append(element('dt', {}, t('result.xor')), element('dd', { 'data-testid': 'xor' },
      `${xor.values.join(' ⊕ ')} = ${xor.total}  (${xor.digits.join(' ⊕ ')} = ${xor.totalDigits})`));
  }
  // Core's outcome with no move left (misère play: N, the player who cannot move wins)
  // has no winning move to point at: the sentence says so.
  const ended = analysis.outcome === 'N' && analysis.winningMovesTotal === '0';
  const whyKey = ended ? 'result.why_N_end' : ({ P: 'result.why_P', D: 'result.why_D' }[analysis.outcome] ?? 'result.why_N');
  const why = element('p', { class: 'why-line' }, t(whyKey));
  const heading = element('h2', {}, t('result.moves'));
  const parts = [outcome, facts, why, heading];
  if (hideMoves) {
    // While playing, the answer stays hidden: the play view's hints show it on request.
    parts.push(element('p', { class: 'muted', 'data-testid': 'moves-hidden' }, t('result.moves_hidden')));
  } else if (analysis.winningMoves.length === 0) {
    parts.push(element('p', { class: 'muted', 'data-testid': 'no-moves' }, t(ended ? 'result.no_moves_end' : analysis.outcome === 'D' ? 'result.no_moves_D' : 'result.no_moves')));
  } else {
    const list = element('ul', { class: 'moves', 'data-testid': 'moves' });
    for (const position of analysis.winningMoves) {
      list.append(element('li', {}, button(position, () => onMove(position), { class: 'winning' })));
    }
    parts.push(list);
    const total = analysis.winningMovesTotal === null || analysis.winningMovesTotal === undefined ? null : BigInt(analysis.winningMovesTotal);
    if (total !== null && total > BigInt(analysis.winningMoves.length)) {
      const more = total - BigInt(analysis.winningMoves.length);
      parts.push(element('p', { class: 'muted' }, t('result.more_moves', { count: more.toString() })));
    }
  }
  container.replaceChildren(...parts);
}
