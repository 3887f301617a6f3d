// <sg-play game="nim 3 4 5" first="you|computer">: play against the perfect computer, with
// the xor note after each move. Every move raises `sg-move` with `{from, to, by}`.

import { SgElement } from './base.js';
import { mountPlay } from '../views/play.js';
import { askDrawing } from '../views/drawn.js';

export class SgPlayElement extends SgElement {
  static attributes = ['game', 'first'];

  #play = null;

  dispose() {
    this.#play?.dispose();
    this.#play = null;
  }

  async draw(box, { tr, t, lang, call, stale, emit }) {
    this.dispose();
    const game = this.getAttribute('game') ?? 'nim 3 4 5';
    const described = call('describe', game);
    // The board is asked for right after the description (drawn for the text as written:
    // used when the core writes it the same way), so the worker answers both in a row,
    // without a turn of the page between them; the view is built now, laid out while the
    // wasm is still on its way, and starts once the description is there.
    const board = askDrawing(call, { game, view: 'board', lang, box });
    this.#play = mountPlay(box, {
      board,
      t,
      lang,
      api: { call },
      ready: described.then((description) => ({ start: description.game, rule: description.rule, mayRepeat: description.mayRepeat })),
      first: this.getAttribute('first') === 'computer' ? 'computer' : 'you',
      onPosition: (_position, move) => { if (move) emit('sg-move', move); },
      showError: (error) => this.showError(tr, error),
    });
    // A game that does not read is shown as the widget's error (base.js).
    await described;
  }
}
