// <sg-proof game="wythoff 4 7">: the step-by-step proof of a position's outcome.
//
// The proof panel is a module of its own (also what a graph node's choice shows), fetched
// by `import()` when the first <sg-proof> of a page connects, while the wasm module loads.

import { SgElement } from './base.js';
import { afterCommonWidgets } from '../first-downloads.js';

/** The proof panel's module (the browser fetches a module once), on a page with a common widget once
 *  that widget's first load is in (first-downloads.js `afterCommonWidgets`). */
function loadProof() {
  return afterCommonWidgets().then(() => import('../views/proof.js'));
}

export class SgProofElement extends SgElement {
  static attributes = ['game'];

  connectedCallback() {
    loadProof().catch(() => {});
    super.connectedCallback();
  }

  async draw(box, { t, lang, call, stale }) {
    const game = this.getAttribute('game') ?? 'nim 3 4 5';
    const [result, { renderProof }] = await Promise.all([call('explain', game, lang), loadProof()]);
    if (stale()) return;
    renderProof(box, result, { t, explain: (text, l) => call('explain', text, l), lang });
  }
}
