// What a widget shows when the reader chooses a position (a graph node, a table cell):
// the `sg-select` event, and under the widget the proof of that position.

import { element } from '../dom.js';
import { isStopped } from '../client.js';
import { renderProof } from '../views/proof.js';

/** Raises `sg-select` for `game` and draws its proof into `box`. */
export async function showSelection(box, game, { t, tr, lang, call, stale, emit }) {
  emit('sg-select', { game });
  box.className = 'sg-selected';
  const proofBox = element('div', {});
  box.replaceChildren(element('h3', {}, t('widget.why', { game })), proofBox);
  try {
    const result = await call('explain', game, lang);
    if (stale()) return;
    renderProof(proofBox, result, { t, explain: (text, l) => call('explain', text, l), lang });
  } catch (error) {
    if (!isStopped(error) && !stale()) proofBox.replaceChildren(element('p', { class: 'error' }, tr.error(error)));
  }
}
