// <sg-table game="subtract {1,3,4}" to="40">: the SG strip of a heap game (one strip per
// component of a sum) with its proved period and the pattern found (打表找规律), drawn by
// the core's renderer. `game` may be
// a row without heaps (`kayles`, `bash m=3`). Choosing a cell raises `sg-select` and shows
// why that position's value is what it is (the mex of its options' values).

import { SgElement, countAttribute } from './base.js';
import { element } from '../dom.js';
import { askStrip, drawStrip, renderPattern, renderTables } from '../views/tables.js';
import { showSelection } from './selection.js';

export class SgTableElement extends SgElement {
  static attributes = ['game', 'to'];

  async draw(box, context) {
    const { call, stale } = context;
    const game = (this.getAttribute('game') ?? 'nim').trim();
    const to = countAttribute(context.tr, this, 'to', { fallback: null, min: 1, max: 200 });
    const tables = element('div', {});
    const selection = element('div', {});
    const drawing = { ...context, onOpen: (position) => showSelection(selection, position, context, { derive: true }) };
    box.replaceChildren(tables, selection);
    const described = call('describe', game);
    // A text that does not end in a heap (`kayles`, `subtract {1,3,4}`) is most likely a row
    // without heaps: its strip from heap 0 is asked for right after the description, so
    // the worker answers all three in a row, without a turn of the page between them.
    const strip = { game: `${game} 0`, to };
    const row = /\d\s*$/.test(game) ? null : {
      canonical: call('canonical', strip.game),
      drawing: askStrip(strip, context, box),
    };
    row?.canonical.catch(() => {});
    let description;
    try {
      description = await described;
    } catch (error) {
      // A row without heaps (`kayles`, `bash m=3`) is not a position but has a strip:
      // drawn from heap 0. If that fails too, the error of the text as written is shown.
      if (error?.name !== 'SyntaxError') throw error;
      try {
        await (row?.canonical ?? call('canonical', strip.game));
      } catch {
        throw error;
      }
      await drawStrip(tables, { ...strip, asked: row?.drawing }, drawing);
      await renderPattern(tables, game, drawing);
      return;
    }
    if (stale()) return;
    const strips = description.components.filter((component) => component.table.kind === 'strip');
    if (to !== null && strips.length === 1 && description.components.length === 1) {
      await drawStrip(tables, { game: strips[0].text, to }, drawing);
      await renderPattern(tables, strips[0].table.row, drawing);
      return;
    }
    await renderTables(tables, description, { ...drawing, why: false });
  }
}
