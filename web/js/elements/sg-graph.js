// <sg-graph game="bash m=3 10" cap="150">: the coloured state graph of a position.
// Choosing a node raises `sg-select` and shows that position's proof under the graph.

import { SgElement, countAttribute } from './base.js';
import { renderGraphView } from '../views/graph.js';
import { showSelection } from './selection.js';

export class SgGraphElement extends SgElement {
  static attributes = ['game', 'cap'];

  async draw(box, context) {
    const { t, call, stale } = context;
    const game = this.getAttribute('game') ?? 'nim 3 4 5';
    const cap = countAttribute(context.tr, this, 'cap', { fallback: 150, min: 1, max: 400 });
    const data = await call('graph', game, cap);
    if (stale()) return;
    const graphBox = document.createElement('div');
    const selection = document.createElement('div');
    renderGraphView(graphBox, data, { t, game, onOpen: (position) => showSelection(selection, position, context) });
    box.replaceChildren(graphBox, selection);
  }
}
