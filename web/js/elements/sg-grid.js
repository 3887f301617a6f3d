// <sg-grid game="wythoff" size="20">: the heat map of a two-number game (wythoff, euclid,
// cut) with the P-positions marked; `game` may name a position (`wythoff 4 7`), whose cell
// is outlined. Choosing a cell raises `sg-select` and shows that position's proof.

import { SgElement, countAttribute } from './base.js';
import { element } from '../dom.js';
import { drawGrid } from '../views/tables.js';
import { showSelection } from './selection.js';

export class SgGridElement extends SgElement {
  static attributes = ['game', 'size'];

  async draw(box, context) {
    const { t, call, stale } = context;
    const game = (this.getAttribute('game') ?? 'wythoff').trim();
    const size = countAttribute(context.tr, this, 'size', { fallback: null, min: 2, max: 64 });
    let keyword = game;
    let cell = null;
    if (/\s/.test(game)) {
      const description = await call('describe', game);
      if (stale()) return;
      const grid = description.components.find((component) => component.table.kind === 'grid');
      // Without a two-number component, the `grid` call below names the error.
      if (grid) {
        keyword = grid.table.keyword;
        cell = grid.table.cell;
      }
    }
    const map = element('div', {});
    const selection = element('div', {});
    box.replaceChildren(map, selection);
    await drawGrid(map, { keyword, cell, size }, { t, call, stale, onOpen: (position) => showSelection(selection, position, context) });
  }
}
