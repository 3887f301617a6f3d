// sglab's widgets: one ES module that registers every element
// (<sg-play>, <sg-graph>, <sg-table>, <sg-grid>, <sg-xor>, <sg-proof>, <sg-explorer>,
// <sg-quiz>). The wasm module loads lazily, once per page, in a worker, from a URL
// relative to this file: no configuration. This file is the public surface.
//
//   <script type="module" src="sglab.js"></script>
//   <sg-play game="nim 3 4 5">Nim 3 4 5: the first player wins.</sg-play>

export { ELEMENTS } from './js/elements/define.js';
export { SgElement } from './js/elements/base.js';
export { SgPlayElement } from './js/elements/sg-play.js';
export { SgGraphElement } from './js/elements/sg-graph.js';
export { SgTableElement } from './js/elements/sg-table.js';
export { SgGridElement } from './js/elements/sg-grid.js';
export { SgXorElement } from './js/elements/sg-xor.js';
export { SgProofElement } from './js/elements/sg-proof.js';
export { SgExplorerElement } from './js/elements/sg-explorer.js';
export { SgQuizElement } from './js/elements/sg-quiz.js';
