// <sg-grid game="wythoff" size="20">: the heat map of a two-number game (wythoff, euclid,
// cut) with the P-positions marked, drawn by the core's renderer; `game` may name a
// position (`wythoff 4 7`), whose cell is outlined. Choosing a cell raises `sg-select` and
// shows why that position's value is what it is (the mex of its options' values).

import { SgElement, countAttribute } from './base.js';
import { element } from '../dom.js';
import { drawGrid, renderPattern } from '../views/tables.js';
import { showSelection } from './selection.js';

export class SgGridElement extends SgElement {
  static attributes = ['game', 'size'];

  async draw(box, context) {
    const text = (this.getAttribute('game') ?? 'wythoff').trim();
    const size = countAttribute(context.tr, this, 'size', { fallback: null, min: 2, max: 64 });
    // A component alone (`wythoff`, `cut`, a two-number game of your own) names the game: its
    // grid from the origin core gives it (null for a position, drawn as written).
    const origin = await context.call('gridOrigin', text);
    if (context.stale()) return;
    const game = origin ?? text;
    const map = element('div', {});
    const selection = element('div', {});
    box.replaceChildren(map, selection);
    await drawGrid(map, { game, size }, { ...context, onOpen: (position) => showSelection(selection, position, context, { derive: true }) });
    // 打表找规律: the rule its P-positions follow, for the game's component.
    const description = await context.call('describe', game).catch(() => null);
    const grid = description?.components?.find((component) => component.table.kind === 'grid');
    if (grid && !context.stale()) await renderPattern(map, grid.table.keyword, context);
  }
}
