// sglab's widgets: the module that registers every element (<sg-play>, <sg-graph>,
// <sg-table>, <sg-grid>, <sg-xor>, <sg-proof>, <sg-explorer>, <sg-quiz>) and exports
// their classes. A page loads it through `sglab.js`, which starts the wasm's download
// first; `sglab.js` re-exports everything here.

export { ELEMENTS } from './elements/define.js';
export { SgElement } from './elements/base.js';
export { SgPlayElement } from './elements/sg-play.js';
export { SgGraphElement } from './elements/sg-graph.js';
export { SgTableElement } from './elements/sg-table.js';
export { SgGridElement } from './elements/sg-grid.js';
export { SgXorElement } from './elements/sg-xor.js';
export { SgProofElement } from './elements/sg-proof.js';
export { SgExplorerElement } from './elements/sg-explorer.js';
export { SgQuizElement } from './elements/sg-quiz.js';
