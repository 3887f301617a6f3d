// <sg-proof game="wythoff 4 7">: the step-by-step proof of a position's outcome.

import { SgElement } from './base.js';
import { renderProof } from '../views/proof.js';

export class SgProofElement extends SgElement {
  static attributes = ['game'];

  async draw(box, { t, lang, call, stale }) {
    const game = this.getAttribute('game') ?? 'nim 3 4 5';
    const result = await call('explain', game, lang);
    if (stale()) return;
    renderProof(box, result, { t, explain: (text, l) => call('explain', text, l), lang });
  }
}
