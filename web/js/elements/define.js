// Registers every sglab element once (a second copy of the module on a page does nothing).
// The classes are in their own modules, so a page may also import one and register it
// under another name.

import { SgPlayElement } from './sg-play.js';
import { SgGraphElement } from './sg-graph.js';
import { SgTableElement } from './sg-table.js';
import { SgGridElement } from './sg-grid.js';
import { SgXorElement } from './sg-xor.js';
import { SgProofElement } from './sg-proof.js';
import { SgExplorerElement } from './sg-explorer.js';
import { SgQuizElement } from './sg-quiz.js';

/** Tag name → class, for every element of the set. */
export const ELEMENTS = {
  'sg-play': SgPlayElement,
  'sg-graph': SgGraphElement,
  'sg-table': SgTableElement,
  'sg-grid': SgGridElement,
  'sg-xor': SgXorElement,
  'sg-proof': SgProofElement,
  'sg-explorer': SgExplorerElement,
  'sg-quiz': SgQuizElement,
};

for (const [name, Element] of Object.entries(ELEMENTS)) {
  Element.mirrorAttributes();
  if (!customElements.get(name)) customElements.define(name, Element);
}
