// <sg-graph game="bash m=3 10" cap="150">: the coloured state graph of a position (and of
// each component of a sum). Choosing a node raises `sg-select` and shows that position's
// proof under the graph.

import { SgElement, countAttribute } from './base.js';
import { element } from '../dom.js';
import { renderGraphView } from '../views/graph.js';
import { askDrawing } from '../views/drawn.js';
import { showSelection } from './selection.js';

export class SgGraphElement extends SgElement {
  static attributes = ['game', 'cap'];

  async draw(box, context) {
    const { t, lang, call, stale } = context;
    const game = this.getAttribute('game') ?? 'nim 3 4 5';
    const cap = countAttribute(context.tr, this, 'cap', { fallback: 150, min: 1, max: 400 });
    const described = call('describe', game);
    // The game's board is asked for right after its description (drawn for the text as
    // written: used when the core writes it the same way), so the worker answers both in
    // a row, without a turn of the page between them.
    const board = askDrawing(call, { game, view: 'board', lang, box });
    const description = await described;
    if (stale()) return;
    const graphs = element('div', {});
    const selection = element('div', {});
    box.replaceChildren(graphs, selection);
    await renderGraphView(graphs, {
      t, lang, call, stale, game: description.game, description, cap, board, onOpen: (position) => showSelection(selection, position, context),
    });
  }
}
