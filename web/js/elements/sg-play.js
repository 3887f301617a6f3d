// <sg-play game="nim 3 4 5" first="you|computer">: play against the perfect computer, with
// the xor note after each move. Every move raises `sg-move` with `{from, to, by}`.

import { SgElement } from './base.js';
import { mountPlay } from '../views/play.js';

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
    const description = await call('describe', game);
    if (stale()) return;
    this.#play = mountPlay(box, {
      t,
      lang,
      api: { call },
      start: description.game,
      rule: description.rule,
      first: this.getAttribute('first') === 'computer' ? 'computer' : 'you',
      onPosition: (_position, move) => { if (move) emit('sg-move', move); },
      showError: (error) => this.showError(tr, error),
    });
  }
}
