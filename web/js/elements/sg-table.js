// <sg-table game="subtract {1,3,4}" to="40">: the SG strip of a heap game (one strip per
// component of a sum) with its proved period. `game` may be a row without heaps. Choosing
// a cell raises `sg-select` and shows that position's proof.

import { SgElement, countAttribute } from './base.js';
import { element } from '../dom.js';
import { drawStrip, renderTables } from '../views/tables.js';
import { showSelection } from './selection.js';

export class SgTableElement extends SgElement {
  static attributes = ['game', 'to'];

  async draw(box, context) {
    const { t, call, stale } = context;
    const game = (this.getAttribute('game') ?? 'nim').trim();
    const to = countAttribute(context.tr, this, 'to', { fallback: null, min: 1, max: 200 });
    const tables = element('div', {});
    const selection = element('div', {});
    const onOpen = (position) => showSelection(selection, position, context);
    box.replaceChildren(tables, selection);
    let description = null;
    try {
      description = await call('describe', game);
    } catch (error) {
      // A row without heaps (`kayles`, `bash m=3`) is not a position but has a strip.
      if (error?.name !== 'SyntaxError') throw error;
      await drawStrip(tables, { row: game, heaps: [], to }, { t, call, stale, onOpen }).catch((tableError) => {
        throw tableError?.key?.startsWith?.('table.') ? error : tableError;
      });
      return;
    }
    if (stale()) return;
    if (to !== null && description.components.length === 1 && description.components[0].table.kind === 'strip') {
      const { row, heaps } = description.components[0].table;
      await drawStrip(tables, { row, heaps, to }, { t, call, stale, onOpen });
      return;
    }
    await renderTables(tables, description, { t, call, stale, onOpen });
  }
}
