// Renders an analysis (the wasm `analyze` result) into a container: the outcome with
// its letter and colour, the SG value, and every winning move as a button.

import { t } from '../i18n.js';

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * Draws `analysis` into `container`. `onMove(position)` is called when a winning move is chosen.
 */
export function renderAnalysis(container, analysis, onMove) {
  const outcome = element('div', { class: 'outcome' },
    element('span', { class: `badge ${analysis.outcome}`, 'aria-hidden': 'true' }, analysis.outcome),
    element('strong', { 'data-testid': 'outcome', 'data-outcome': analysis.outcome }, t(`outcome.${analysis.outcome}`)));
  const facts = element('dl', { class: 'facts' },
    element('dt', {}, t('input.label')), element('dd', { 'data-testid': 'canonical' }, analysis.game));
  if (analysis.sg !== null && analysis.sg !== undefined) {
    facts.append(element('dt', {}, t('result.sg')), element('dd', { 'data-testid': 'sg' }, analysis.sg));
  }
  const heading = element('h2', {}, t('result.moves'));
  const parts = [outcome, facts, heading];
  if (analysis.winningMoves.length === 0) {
    parts.push(element('p', { class: 'muted', 'data-testid': 'no-moves' }, t('result.no_moves')));
  } else {
    const list = element('ul', { class: 'moves', 'data-testid': 'moves' });
    for (const position of analysis.winningMoves) {
      const button = element('button', { type: 'button' }, position);
      button.addEventListener('click', () => onMove(position));
      list.append(element('li', {}, button));
    }
    parts.push(list);
    const total = analysis.winningMovesTotal === null ? null : BigInt(analysis.winningMovesTotal);
    if (total !== null && total > BigInt(analysis.winningMoves.length)) {
      const more = total - BigInt(analysis.winningMoves.length);
      parts.push(element('p', { class: 'muted' }, t('result.more_moves', { count: more.toString() })));
    }
  }
  container.replaceChildren(...parts);
}
