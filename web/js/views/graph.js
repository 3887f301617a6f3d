// The state graph view: the game itself drawn (its parts are moves), then the positions reachable from the current one, drawn by the core's
// renderer (one row per move, P and N in two colours of different lightness with their
// letters and SG values, winning moves highlighted), with zoom and pan; a node opens its
// position. A sum also gets one graph per component; a node there replaces that
// component in the sum, keeping the rule.

import { element, button } from '../dom.js';
import { drawView } from './drawn.js';
import { MIN_NODE_PX } from './readable.js';
import { replaceComponent } from './tables.js';

/** The height of a node box in the core's graph drawing (crates/draw/src/graph.rs). */
const NODE_HEIGHT = 44;

/** Below this width (CSS px) the graph is laid out as rows for the width, not drawn. */
export const NARROW_GRAPH = 560;

/**
 * The state graph laid out for a narrow screen, from the wasm `graph` data: the current
 * position first, then its moves (the winning ones starred), then the positions further
 * down, one folded row per depth; each node a button as wide as its text and at least 44
 * px tall that opens its position. `winning(edge, node)` says which moves to star;
 * `onOpen(text)` opens a position. The drawing itself stays one tap away.
 */
export function renderGraphRows(box, graph, { t, onOpen, winning = (edge) => edge.winning, drawing = null }) {
  const nodes = new Map((graph?.nodes ?? []).map((node) => [node.id, node]));
  const root = nodes.get(graph?.root ?? 0);
  if (!root) return;
  const chip = (node, star) => {
    const sg = node.sg === null || node.sg === undefined ? null : node.sg;
    const letter = sg === null ? node.outcome : `${node.outcome} · ${sg}`;
    // The name read aloud starts with the text shown (WCAG 2.5.3, label in name), then
    // says it in words.
    const part = element('button', {
      type: 'button', class: `graph-row-node${star ? ' winning' : ''}`, 'data-testid': 'graph-row-node', 'data-game': node.game, 'data-outcome': node.outcome,
      'aria-label': `${letter} ${node.game}: ${t(`outcome.${node.outcome}`)}${sg === null ? '' : `, SG ${sg}`}${star ? ` (${t('graph.rows.winning')})` : ''}`,
    }, element('span', { class: `chip ${node.outcome}` }, letter), ' ', element('code', {}, node.game));
    part.addEventListener('click', () => onOpen(node.game));
    return part;
  };
  const moves = (graph.edges ?? []).filter((edge) => edge.from === root.id && nodes.has(edge.to));
  const rows = element('div', { class: 'graph-rows', 'data-testid': 'graph-rows' },
    element('h3', {}, t('graph.rows.current')),
    element('div', { class: 'graph-row' }, chip(root, false)),
    element('h3', {}, t('graph.rows.moves', { count: moves.length })),
    moves.length
      ? element('div', { class: 'graph-row', 'data-testid': 'graph-row-moves' }, ...moves.map((edge) => chip(nodes.get(edge.to), winning(edge, nodes.get(edge.to)))))
      : element('p', { class: 'muted' }, t('result.no_moves')));
  const deepest = Math.max(0, ...[...nodes.values()].map((node) => node.depth));
  for (let depth = 2; depth <= deepest; depth += 1) {
    const layer = [...nodes.values()].filter((node) => node.depth === depth);
    if (!layer.length) continue;
    rows.append(element('details', { class: 'graph-layer' },
      element('summary', {}, t('graph.rows.depth', { depth, count: layer.length })),
      element('div', { class: 'graph-row' }, ...layer.map((node) => chip(node, false)))));
  }
  const parts = [rows];
  if (drawing) {
    const holder = element('div', {});
    const show = button(t('graph.rows.drawing'), async () => {
      show.hidden = true;
      await drawing(holder);
    }, { 'data-testid': 'graph-rows-drawing' });
    parts.push(show, holder);
  }
  box.replaceChildren(...parts);
}

/**
 * Draws the graph view of `game` (described by the wasm `describe` result) into
 * `container`. `call`, `stale`: as for every view; `onOpen(text)` opens a position;
 * `board` the board's drawing if asked for already (drawn.js, `askDrawing`).
 */
export async function renderGraphView(container, { t, lang, call, stale, game, description, cap, onOpen, board: askedBoard = null }) {
  const whole = element('section', { class: 'graph-block', 'data-testid': 'graph-main' });
  // The game itself, drawn beside its graph; a part of the drawing is a move.
  const board = element('section', { class: 'board-block', 'data-testid': 'graph-board' });
  // What a node shows depends on the rule: SG values under normal play only.
  const intro = description?.mayRepeat ? 'graph.intro_loopy'
    : { misere: 'graph.intro_misere', every: 'graph.intro_every' }[description?.rule] ?? 'graph.intro';
  container.replaceChildren(board, element('p', { class: 'muted intro', 'data-testid': 'graph-intro' }, t(intro)), whole);
  await drawView(board, { game, view: 'board', t, lang, call, stale, onOpen: (text) => onOpen(text), testid: 'board', asked: askedBoard }).catch((error) => {
    if (error?.key === 'limit.superseded' || error?.key === 'limit.cancelled') throw error;
    board.replaceChildren();
  });
  if (stale()) return;
  // The width is read once the board's first frame is painted: read now, it would make
  // the browser lay the widget out before that frame, and again in it. (A tab in the
  // background has no frames: there it is read after 100 ms.)
  await new Promise((done) => {
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, 100);
  });
  if (stale()) return;
  const narrow = (container.getBoundingClientRect().width || 1000) < NARROW_GRAPH;
  // The drawing laid out for the width it is shown at: its rows fold into lines, so it
  // opens fitted to that width with every node at its drawn size (drawn.js, zoomable).
  // A narrow column is laid out for its width at the readable minimum (nodes of
  // MIN_NODE_PX), so that a line holds more than one node; a wide one at full size.
  const widthOf = (box) => {
    const shown = Math.max(1, box.getBoundingClientRect().width || container.getBoundingClientRect().width || 600);
    return Math.floor(shown < NARROW_GRAPH ? shown * (NODE_HEIGHT / MIN_NODE_PX) : shown);
  };
  const drawWhole = (box) => drawView(box, { game, view: 'graph', options: { cap, width: widthOf(box) }, t, lang, call, stale, onOpen: (text) => onOpen(text), zoom: true, testid: 'graph-svg' });
  if (narrow) {
    // On a phone the layered drawing's rows are wider than the screen: rows for the width.
    const data = await call('graph', game, cap);
    if (stale()) return;
    renderGraphRows(whole, data, { t, onOpen, drawing: drawWhole });
  } else {
    await drawWhole(whole);
  }
  const components = description?.components ?? [];
  if (stale() || components.length < 2) return;
  const componentsIntro = { misere: 'graph.components_intro_misere', every: 'graph.components_intro_every' }[description.rule] ?? 'graph.components_intro_sum';
  // Under normal play, each component's highlighted moves are those that win the whole
  // sum: to the SG value of the other components together (Sprague–Grundy), core's
  // value of their sum.
  let rests = null;
  if (description.rule === 'normal') {
    const values = [];
    for (const [index] of components.entries()) {
      const others = components.filter((_, j) => j !== index).map((component) => component.text).join(' + ');
      values.push((await call('analyze', others)).sg);
      if (stale()) return;
    }
    if (values.every((value) => value !== null && value !== undefined)) rests = values.map(String);
  }
  const grid = element('div', { class: 'component-graphs' });
  container.append(element('h3', {}, t('graph.components')), element('p', { class: 'muted', 'data-testid': 'components-intro' }, t(componentsIntro)), grid);
  const blocks = components.map((component, index) => {
    const block = element('section', { class: 'graph-block compact', 'data-testid': 'graph-component' },
      element('h4', {}, t('graph.component', { index: index + 1, game: component.text })));
    const box = element('div', {});
    block.append(box);
    grid.append(block);
    return { component, index, box };
  });
  for (const { component, index, box } of blocks) {
    if (stale()) return;
    if (narrow) {
      const data = await call('graph', component.text, Math.min(cap, 60));
      if (stale()) return;
      // Under normal play the starred moves win the whole sum: to the other components' xor.
      const winning = rests ? (edge, node) => node.sg === rests[index] : (edge) => edge.winning;
      renderGraphRows(box, data, { t, onOpen: (text) => onOpen(replaceComponent(description, index, text)), winning });
      continue;
    }
    await drawView(box, {
      // A component alone, under normal play: its own SG values, as the intro says.
      game: component.text, view: 'graph', options: { cap: Math.min(cap, 60), width: widthOf(box), ...(rests ? { rest: rests[index] } : {}) }, t, lang, call, stale, zoom: true,
      onOpen: (text) => onOpen(replaceComponent(description, index, text)),
    });
  }
}
