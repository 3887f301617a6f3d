// <sg-explorer game="..." view="graph|table|proof|play" gallery>: the whole explorer in a
// box. The reader's changes stay inside the widget; attribute changes are shown.
//
// The explorer's views are a module of their own, fetched by `import()` when the first
// <sg-explorer> of a page connects, while the wasm module loads: a post whose widgets are
// others never downloads them. Its export bars and proofs are modules of their own too,
// fetched once a view asks for them (views/explorer.js).

import { SgElement } from './base.js';
import { afterCommonWidgets } from '../first-downloads.js';
import { keysOf } from '../part-keys.js';
import { client, translator } from '../runtime.js';
import { VIEWS, DEFAULT_CAP } from '../state.js';

/** The explorer's module (the browser fetches a module once), on a page with a common widget once
 *  that widget's first load is in (first-downloads.js `afterCommonWidgets`). */
function loadExplorer() {
  return afterCommonWidgets().then(() => import('../views/explorer.js'));
}

export class SgExplorerElement extends SgElement {
  static attributes = ['game', 'view', 'gallery'];
  /** The gallery's texts are among the rest of the texts (runtime.js `translator`'s
   *  `more`), which the explorer otherwise fetches after its first view. */
  get needsMoreTexts() {
    return this.hasAttribute('gallery');
  }

  #explorer = null;

  connectedCallback() {
    loadExplorer().catch(() => {});
    super.connectedCallback();
  }

  dispose() {
    this.#explorer?.dispose();
    this.#explorer = null;
  }

  async draw(box, { tr, emit, stale }) {
    this.dispose();
    const { mountExplorer } = await loadExplorer();
    if (stale()) return;
    const view = this.getAttribute('view');
    box.classList.add('sg-explorer');
    this.#explorer = mountExplorer(box, {
      tr,
      client: client(),
      keys: keysOf(this.localName, this.getAttribute('game')),
      gallery: this.hasAttribute('gallery'),
      moreTexts: () => translator(tr.lang, { more: true }),
      state: {
        game: this.getAttribute('game') ?? 'nim 3 4 5',
        view: VIEWS.includes(view) ? view : 'graph',
        cap: DEFAULT_CAP,
        first: 'you',
      },
      onEvent: emit,
    });
  }
}
