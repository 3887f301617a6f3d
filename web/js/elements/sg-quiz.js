// <sg-quiz game="nim 3 4 5" ask="outcome|move|sg">: a "try it" exercise whose answer the
// engine checks. `outcome`: is the position P or N? `move`: pick a winning move among the
// position's moves. `sg`: type the SG value. The question itself is the page's text; the
// widget shows the answer controls and says right or wrong, and why, in the lesson's terms
// (the xor of the position left, the mex of the options, the step numbers under every:,
// from core's derivations: js/views/reason.js). The author's worked answer, written inside
// the element (a `<details>`), is the fallback before the script runs; then it is slotted
// under the feedback and shown after the first answer. Each answer raises `sg-select` with
// `{game, answer, correct}`.
//
// The quiz itself is quiz.js, fetched by `import()` when the element connects (while the
// wasm module loads), so a post without a quiz never downloads it.

import { SgElement } from './base.js';
import { afterCommonWidgets } from '../first-downloads.js';

/** The quiz's module (the browser fetches a module once), on a page with a common widget once
 *  that widget's first load is in (first-downloads.js `afterCommonWidgets`). */
function loadQuiz() {
  return afterCommonWidgets().then(() => import('./quiz.js'));
}

export class SgQuizElement extends SgElement {
  static attributes = ['game', 'ask'];

  connectedCallback() {
    loadQuiz().catch(() => {});
    super.connectedCallback();
  }

  async draw(box, context) {
    const { renderQuiz } = await loadQuiz();
    if (context.stale()) return;
    await renderQuiz(this, box, context);
  }
}
