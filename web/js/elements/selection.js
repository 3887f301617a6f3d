// What a widget shows when the reader chooses a position (a graph node, a table cell):
// the `sg-select` event, and under the widget the proof of that position. The proof and
// the derivation are modules fetched on the first choice (`import()`), never before a
// widget's first paint.

import { element } from '../dom.js';
import { isStopped } from '../client.js';
import { loadTableTools } from '../views/tables.js';

/**
 * Raises `sg-select` for `game` and draws its proof into `box`; with `derive`, the
 * derivation of its SG value instead (a table cell: the mex of its options' values).
 */
export async function showSelection(box, game, context, { derive = false } = {}) {
  const { t, tr, lang, call, stale, emit } = context;
  emit('sg-select', { game });
  box.className = 'sg-selected';
  if (derive) {
    const { renderWhy } = await loadTableTools();
    if (!stale()) await renderWhy(box, game, context);
    return;
  }
  const proofBox = element('div', {});
  box.replaceChildren(element('h3', {}, t('widget.why', { game })), proofBox);
  try {
    const [result, { renderProof }] = await Promise.all([call('explain', game, lang), import('../views/proof.js')]);
    if (stale()) return;
    renderProof(proofBox, result, { t, explain: (text, l) => call('explain', text, l), lang });
  } catch (error) {
    if (!isStopped(error) && !stale()) proofBox.replaceChildren(element('p', { class: 'error' }, tr.error(error)));
  }
}
