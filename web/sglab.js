// sglab's widgets: one script tag registers every element (<sg-play>, <sg-graph>,
// <sg-table>, <sg-grid>, <sg-xor>, <sg-proof>, <sg-explorer>, <sg-quiz>). The wasm module
// loads once per page, in a worker, from a URL relative to this file: no configuration.
// This file is the public surface: it exports the elements' classes (from js/widgets.js).
//
//   <script type="module" src="sglab.js"></script>
//   <sg-play game="nim 3 4 5">Nim 3 4 5: the first player wins.</sg-play>
//
// It is a loader, small on purpose: it asks for the widgets' code, then starts the
// downloads every widget waits for (the light wasm module and the page language's texts)
// and the module the first view of an explorer, a proof or a quiz imports beyond that
// code, all before that code arrives (one round trip and the widgets' parse sooner than if
// the widgets' code started them). The widgets' code is asked for first: over HTTP/1.1 a
// browser opens six connections to a host, and the code that lays out the widgets then
// takes one before the wasm's downloads queue for theirs, so it arrives and runs while the
// wasm still streams in.

import { preloadFirstViewModules, startFirstDownloads } from './js/first-downloads.js';

const widgets = import('./js/widgets.js');
preloadFirstViewModules();
startFirstDownloads();

export const {
  ELEMENTS,
  SgElement,
  SgPlayElement,
  SgGraphElement,
  SgTableElement,
  SgGridElement,
  SgXorElement,
  SgProofElement,
  SgExplorerElement,
  SgQuizElement,
} = await widgets;
