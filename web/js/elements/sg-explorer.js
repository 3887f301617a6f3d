// <sg-explorer game="..." view="graph|table|proof|play" gallery>: the whole explorer in a
// box. The reader's changes stay inside the widget; attribute changes are shown.

import { SgElement } from './base.js';
import { client } from '../runtime.js';
import { VIEWS, DEFAULT_CAP } from '../state.js';
import { mountExplorer } from '../views/explorer.js';

export class SgExplorerElement extends SgElement {
  static attributes = ['game', 'view', 'gallery'];

  #explorer = null;

  dispose() {
    this.#explorer?.dispose();
    this.#explorer = null;
  }

  async draw(box, { tr, emit }) {
    this.dispose();
    const view = this.getAttribute('view');
    box.classList.add('sg-explorer');
    this.#explorer = mountExplorer(box, {
      tr,
      client: client(),
      gallery: this.hasAttribute('gallery'),
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
