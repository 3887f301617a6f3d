// The state graph view: the game itself drawn (its parts are moves), then the positions reachable from the current one, drawn by the core's
// renderer (one row per move, P and N in two colours of different lightness with their
// letters and SG values, winning moves highlighted), with zoom and pan; a node opens its
// position. A sum also gets one graph per component; a node there replaces that
// component in the sum, keeping the rule.

import { element } from '../dom.js';
import { drawView } from './drawn.js';
import { replaceComponent } from './tables.js';

/**
 * Draws the graph view of `game` (described by the wasm `describe` result) into
 * `container`. `call`, `stale`: as for every view; `onOpen(text)` opens a position.
 */
export async function renderGraphView(container, { t, lang, call, stale, game, description, cap, onOpen }) {
  const whole = element('section', { class: 'graph-block', 'data-testid': 'graph-main' });
  // The game itself, drawn beside its graph; a part of the drawing is a move.
  const board = element('section', { class: 'board-block', 'data-testid': 'graph-board' });
  container.replaceChildren(board, element('p', { class: 'muted intro' }, t('graph.intro')), whole);
  await drawView(board, { game, view: 'board', t, lang, call, stale, onOpen: (text) => onOpen(text), testid: 'board' }).catch((error) => {
    if (error?.key === 'limit.superseded' || error?.key === 'limit.cancelled') throw error;
    board.replaceChildren();
  });
  if (stale()) return;
  await drawView(whole, { game, view: 'graph', options: { cap }, t, lang, call, stale, onOpen: (text) => onOpen(text), zoom: true, testid: 'graph-svg' });
  const components = description?.components ?? [];
  if (stale() || components.length < 2) return;
  const intro = { misere: 'graph.components_intro_misere', every: 'graph.components_intro_every' }[description.rule] ?? 'graph.components_intro_sum';
  // Under normal play, each component's highlighted moves are those that win the whole
  // sum: to the xor of the other components' SG values (Sprague–Grundy).
  let rests = null;
  if (description.rule === 'normal') {
    const values = [];
    for (const component of components) {
      values.push((await call('analyze', component.text)).sg);
      if (stale()) return;
    }
    if (values.every((value) => value !== null && value !== undefined)) {
      const total = values.reduce((x, value) => x ^ BigInt(value), 0n);
      rests = values.map((value) => (total ^ BigInt(value)).toString());
    }
  }
  const grid = element('div', { class: 'component-graphs' });
  container.append(element('h3', {}, t('graph.components')), element('p', { class: 'muted', 'data-testid': 'components-intro' }, t(intro)), grid);
  const blocks = components.map((component, index) => {
    const block = element('section', { class: 'graph-block compact', 'data-testid': 'graph-component' },
      element('h4', {}, t('graph.component', { index: index + 1, game: component.text })));
    const box = element('div', {});
    block.append(box);
    grid.append(block);
    return { component, index, box };
  });
  for (const { component, index, box } of blocks) {
    if (stale()) return;
    await drawView(box, {
      // A component alone, under normal play: its own SG values, as the intro says.
      game: component.text, view: 'graph', options: { cap: Math.min(cap, 60), ...(rests ? { rest: rests[index] } : {}) }, t, lang, call, stale, zoom: true,
      onOpen: (text) => onOpen(replaceComponent(description, index, text)),
    });
  }
}
