// The state graph view: the positions reachable from the current one, laid out in layers
// (js/layout.js), P and N nodes in two colours of different lightness and marked with
// their letter, the SG value on every node, winning moves highlighted, zoom and pan
// (wheel, drag, keyboard, buttons), a node opens its position.

import { element, svg, button } from '../dom.js';
import { layeredLayout } from '../layout.js';

/** Below this many pixels per layout unit node labels are too small to read. */
const MIN_READABLE_SCALE = 0.8;

let markerCount = 0;
const NODE_HEIGHT = 44;
const MAX_LABEL = 26;

/** The shared head of the nodes' texts (`nim `), dropped from the labels when all share it. */
function commonHead(nodes) {
  const first = nodes[0]?.game ?? '';
  const match = /^((?:normal|misere|every):\s*)?[a-z]+(\s+(?:[a-z]=\S+|\{[^}]*\}|\d+\.\d+))?\s/.exec(first);
  if (!match || first.includes('+')) return '';
  const head = match[0];
  return nodes.every((node) => node.game.startsWith(head) && !node.game.includes('+')) ? head : '';
}

function shortLabel(node, head) {
  let text = head && node.game.startsWith(head) ? node.game.slice(head.length) : node.game;
  if (text.trim() === '') text = '∅';
  return text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text;
}

function nodeTitle(t, node) {
  const sg = node.sg === null || node.sg === undefined ? '' : `, ${t('result.sg')} ${node.sg}`;
  return `${node.game}: ${t(`outcome.${node.outcome}`)}${sg}`;
}

/**
 * Draws one graph (`{nodes, edges, shown, total, truncated}`) into `container`, with its
 * toolbar and caption. `onOpen(node)` is called when a node is chosen.
 * Returns `{layout, svg}` (the layout measures crossings, used by the tests and the report).
 */
export function renderGraph(container, graph, { t, onOpen, heading = null, compact = false }) {
  const head = commonHead(graph.nodes);
  const labels = new Map(graph.nodes.map((node) => [node.id, shortLabel(node, head)]));
  const layout = layeredLayout(graph, {
    labelWidth: (node) => Math.max(64, labels.get(node.id).length * 7.6 + 20),
    nodeHeight: NODE_HEIGHT,
    layerGap: compact ? 46 : 64,
  });
  const marker = `sg-arrow-${markerCount += 1}`;
  const markerWin = `${marker}-win`;
  const arrow = (id, cls) => svg('marker', { id, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
    svg('path', { d: 'M0,0 L10,5 L0,10 z', class: cls }));
  const edges = svg('g', { class: 'edges' });
  for (const { edge, from, to } of layout.edges) {
    const x1 = from.x + from.w / 2;
    const y1 = from.y + from.h;
    const x2 = to.x + to.w / 2;
    const y2 = to.y;
    const bend = Math.max(24, (y2 - y1) / 2);
    const path = svg('path', {
      d: `M${x1},${y1} C${x1},${y1 + bend} ${x2},${y2 - bend} ${x2},${y2 - 2}`,
      class: edge.winning ? 'edge winning' : 'edge',
      'marker-end': `url(#${edge.winning ? markerWin : marker})`,
    });
    if (edge.winning) path.dataset.winning = 'true';
    edges.append(path);
  }
  const nodes = svg('g', { class: 'nodes' });
  for (const placed of layout.nodes) {
    const { node } = placed;
    const isRoot = node.id === graph.root;
    const sgText = node.sg === null || node.sg === undefined ? node.outcome : `${node.outcome} · ${node.sg}`;
    const group = svg('g', {
      class: `node ${node.outcome}${isRoot ? ' root' : ''}${node.terminal ? ' terminal' : ''}`,
      transform: `translate(${placed.x},${placed.y})`,
      tabindex: 0,
      role: 'button',
      'data-game': node.game,
      'data-outcome': node.outcome,
      'data-sg': node.sg ?? '',
    },
    // The title is the node's accessible name (and its tooltip): the position, its
    // outcome and value in words.
    svg('title', {}, nodeTitle(t, node)),
    svg('rect', { width: placed.w, height: placed.h, rx: 8, ry: 8 }),
    svg('text', { x: placed.w / 2, y: 17, class: 'label' }, labels.get(node.id)),
    svg('text', { x: placed.w / 2, y: 36, class: 'value' }, sgText));
    const open = () => onOpen?.(node);
    group.addEventListener('click', (event) => {
      if (group.closest('.graph-viewport')?.dataset.dragged === 'true') return;
      event.stopPropagation();
      open();
    });
    group.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open();
      }
    });
    nodes.append(group);
  }
  const margin = 16;
  const world = { x: -margin, y: -margin, w: layout.width + 2 * margin, h: layout.height + 2 * margin };
  const drawing = svg('svg', {
    class: 'graph-svg',
    role: 'group',
    'aria-label': t('graph.aria', { count: graph.nodes.length }),
    preserveAspectRatio: 'xMidYMid meet',
  }, svg('defs', {}, arrow(marker, 'arrow'), arrow(markerWin, 'arrow winning')), edges, nodes);

  const viewport = element('div', { class: `graph-viewport${compact ? ' compact' : ''}`, tabindex: 0, 'aria-label': t('graph.viewport'), 'data-testid': 'graph-viewport' }, drawing);
  const view = { ...world };
  const apply = () => drawing.setAttribute('viewBox', `${view.x} ${view.y} ${view.w} ${view.h}`);
  const fit = () => {
    // The whole graph when it fits at a readable size; otherwise a readable window on
    // its top (the current position), centred on it, to pan and zoom from.
    const box = viewport.getBoundingClientRect();
    const width = box.width || 600;
    const height = box.height || 400;
    const scale = Math.min(Math.max(Math.min(width / world.w, height / world.h), MIN_READABLE_SCALE), 1.5);
    view.w = width / scale;
    view.h = height / scale;
    const root = layout.nodes.find((p) => p.node.id === graph.root);
    const centre = view.w >= world.w || !root ? world.x + world.w / 2 : root.x + root.w / 2;
    view.x = centre - view.w / 2;
    view.y = view.h >= world.h ? world.y + (world.h - view.h) / 2 : world.y;
    apply();
  };
  const zoom = (factor, cx = view.x + view.w / 2, cy = view.y + view.h / 2) => {
    const w = Math.min(Math.max(view.w * factor, 40), Math.max(world.w, world.h) * 4);
    const applied = w / view.w;
    view.x = cx - (cx - view.x) * applied;
    view.y = cy - (cy - view.y) * applied;
    view.w *= applied;
    view.h *= applied;
    apply();
  };
  const pan = (dx, dy) => { view.x += dx; view.y += dy; apply(); };
  const unitsPerPixel = () => {
    const box = viewport.getBoundingClientRect();
    return Math.max(view.w / (box.width || 1), view.h / (box.height || 1));
  };
  viewport.addEventListener('wheel', (event) => {
    event.preventDefault();
    const box = drawing.getBoundingClientRect();
    const k = unitsPerPixel();
    const cx = view.x + view.w / 2 + (event.clientX - box.left - box.width / 2) * k;
    const cy = view.y + view.h / 2 + (event.clientY - box.top - box.height / 2) * k;
    zoom(event.deltaY > 0 ? 1.15 : 1 / 1.15, cx, cy);
  }, { passive: false });
  let drag = null;
  viewport.addEventListener('pointerdown', (event) => {
    drag = { x: event.clientX, y: event.clientY, moved: false, id: event.pointerId };
    viewport.dataset.dragged = 'false';
  });
  viewport.addEventListener('pointermove', (event) => {
    if (!drag || drag.id !== event.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 5) return;
    if (!drag.moved) viewport.setPointerCapture?.(event.pointerId);
    drag.moved = true;
    viewport.dataset.dragged = 'true';
    const k = unitsPerPixel();
    pan(-dx * k, -dy * k);
    drag.x = event.clientX;
    drag.y = event.clientY;
  });
  const endDrag = () => { drag = null; setTimeout(() => { viewport.dataset.dragged = 'false'; }, 0); };
  viewport.addEventListener('pointerup', endDrag);
  viewport.addEventListener('pointercancel', endDrag);
  viewport.addEventListener('keydown', (event) => {
    const step = view.w / 8;
    const actions = {
      '+': () => zoom(1 / 1.25), '=': () => zoom(1 / 1.25), '-': () => zoom(1.25), '_': () => zoom(1.25),
      ArrowLeft: () => pan(-step, 0), ArrowRight: () => pan(step, 0), ArrowUp: () => pan(0, -step), ArrowDown: () => pan(0, step),
      0: fit,
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  });

  const toolbar = element('div', { class: 'toolbar', role: 'toolbar', 'aria-label': t('graph.zoom') },
    button('+', () => zoom(1 / 1.25), { 'aria-label': t('graph.zoom_in'), title: t('graph.zoom_in') }),
    button('−', () => zoom(1.25), { 'aria-label': t('graph.zoom_out'), title: t('graph.zoom_out') }),
    button(t('graph.fit'), fit, { title: t('graph.keys') }));
  const caption = graph.truncated || graph.total === null
    ? t('graph.capped', { shown: graph.shown, total: graph.total ?? t('graph.unknown_total') })
    : t('graph.all', { shown: graph.shown });
  const parts = [];
  if (heading) parts.push(element('h3', {}, heading));
  parts.push(element('div', { class: 'graph-bar' },
    element('p', { class: `caption${graph.truncated ? ' capped' : ''}`, 'data-testid': 'graph-caption' }, caption), toolbar));
  parts.push(viewport);
  container.append(...parts);
  // Fit once the viewport has its size.
  apply();
  requestAnimationFrame(fit);
  return { layout, svg: drawing };
}

/** The legend of the colours and marks (shared by the graph and the table). */
export function legend(t) {
  return element('p', { class: 'legend' },
    element('span', { class: 'chip P' }, 'P'), ` ${t('legend.P')}  `,
    element('span', { class: 'chip N' }, 'N'), ` ${t('legend.N')}  `,
    element('span', { class: 'chip win' }, '→'), ` ${t('legend.winning')}`);
}

/**
 * The graph view: the whole position's graph and, for a sum, one graph per component.
 * `data` is the wasm `graph` result; `game` the current text; `onOpen(text)` opens a position.
 */
export function renderGraphView(container, data, { t, game, onOpen }) {
  container.replaceChildren();
  const rule = /^\s*(misere|every|normal)\s*:/.exec(game)?.[1];
  container.append(element('p', { class: 'muted intro' }, t('graph.intro')), legend(t));
  const whole = element('section', { class: 'graph-block', 'data-testid': 'graph-main' });
  container.append(whole);
  renderGraph(whole, data, { t, onOpen: (node) => onOpen(node.game) });
  if (Array.isArray(data.components) && data.components.length > 1) {
    const intro = { misere: 'graph.components_intro_misere', every: 'graph.components_intro_every' }[rule] ?? 'graph.components_intro';
    container.append(element('h3', {}, t('graph.components')), element('p', { class: 'muted', 'data-testid': 'components-intro' }, t(intro)));
    const grid = element('div', { class: 'component-graphs' });
    container.append(grid);
    const bare = (text) => text.replace(/^\s*(normal|misere|every)\s*:\s*/, '');
    const roots = data.components.map((component) => bare(component.nodes.find((node) => node.id === component.root)?.game ?? ''));
    data.components.forEach((component, i) => {
      const block = element('section', { class: 'graph-block', 'data-testid': 'graph-component' });
      grid.append(block);
      renderGraph(block, component, {
        t,
        compact: true,
        heading: t('graph.component', { index: i + 1, game: roots[i] }),
        onOpen: (node) => {
          const parts = roots.map((text, j) => (j === i ? bare(node.game) : text)).filter((text) => text.trim() !== '');
          const sum = parts.length ? parts.join(' + ') : bare(node.game);
          onOpen(rule ? `${rule}: ${sum}` : sum);
        },
      });
    });
  }
}
