// The page's side of a drawing made by the core's renderer (crates/draw, through the
// wasm `drawing`): the same picture "Download SVG" and `sg svg` write, built with
// createElementNS (js/drawing.js), then made interactive here. Every part that carries
// `data-game` (a graph node, a table cell) becomes a button: click, Enter or Space opens
// its position; arrow keys move between parts by their place on screen; hovering or
// focusing one reads its title aloud in the readout. A graph gets zoom and pan.

import { element, button } from '../dom.js';
import { buildSvg } from '../drawing.js';

let drawings = 0;

/** Below this many pixels per drawing unit labels are too small to read. */
const MIN_READABLE_SCALE = 0.8;

/** The tap target a part should reach where its neighbours leave room (CSS px). */
const TARGET = 44;

/** The least tap target of every part (CSS px, WCAG 2.2 target size). */
const MIN_TARGET = 24;

/** The most a small drawing is enlarged to fill the width of a narrow column. */
const MAX_GROW = 3;

/** Below this width (CSS px) a drawing is scaled to the column's width. */
const NARROW = 600;

/**
 * Gives every part of `svg` smaller than 44×44 CSS px a transparent hit area around it
 * (`.sg-hit`, inside the part, so a tap on it is a tap on the part), as large as 44 px
 * where its neighbours leave room: a side facing another part (or a hit area given
 * before) stops at its edge, so no two parts' areas overlap.
 */
export function enlargeHitAreas(svg) {
  const parts = [...svg.querySelectorAll('[data-game], [data-option]')];
  for (const old of svg.querySelectorAll('.sg-hit')) old.remove();
  const boxes = parts.map((part) => part.getBoundingClientRect());
  /** Screen rectangles already taken: every part as drawn, then each hit area given. */
  const taken = boxes.map((r, i) => ({ i, left: r.left, right: r.right, top: r.top, bottom: r.bottom }));
  parts.forEach((part, i) => {
    const r = boxes[i];
    if (r.width >= TARGET && r.height >= TARGET) return;
    let local;
    try { local = part.getBBox(); } catch { return; }
    const kx = r.width > 0 ? local.width / r.width : (r.height > 0 ? local.height / r.height : 0);
    const ky = r.height > 0 ? local.height / r.height : kx;
    if (!(kx > 0) || !(ky > 0)) return;
    const needX = Math.max(0, TARGET - r.width) / 2;
    const needY = Math.max(0, TARGET - r.height) / 2;
    // Grow to 44 px, then cut away whatever another part (or its hit area) holds: the
    // side facing it goes back to its edge, never inside this part's own drawing.
    const area = { left: r.left - needX, right: r.right + needX, top: r.top - needY, bottom: r.bottom + needY };
    for (const o of taken) {
      if (o.i === i || o.left >= area.right || o.right <= area.left || o.top >= area.bottom || o.bottom <= area.top) continue;
      // Each side may go back as far as this part's own edge, no further.
      const cuts = [
        o.left < r.left ? { side: 'left', to: Math.min(Math.max(area.left, o.right), r.left) } : null,
        o.right > r.right ? { side: 'right', to: Math.max(Math.min(area.right, o.left), r.right) } : null,
        o.top < r.top ? { side: 'top', to: Math.min(Math.max(area.top, o.bottom), r.top) } : null,
        o.bottom > r.bottom ? { side: 'bottom', to: Math.max(Math.min(area.bottom, o.top), r.bottom) } : null,
      ].filter(Boolean);
      if (!cuts.length) continue;
      const after = (cut) => ({ ...area, [cut.side]: cut.to });
      const clear = (next) => o.left >= next.right || o.right <= next.left || o.top >= next.bottom || o.bottom <= next.top;
      const kept = (cut) => {
        const next = after(cut);
        const width = next.right - next.left;
        const height = next.bottom - next.top;
        return (clear(next) ? 1e9 : 0) + (width >= MIN_TARGET && height >= MIN_TARGET ? 1e8 : 0) + width * height;
      };
      // The cut that clears the other part, keeps 24 px both ways where it can, and keeps
      // the most of the area.
      const best = cuts.reduce((a, b) => (kept(b) > kept(a) ? b : a));
      area[best.side] = best.to;
    }
    const left = r.left - area.left;
    const right = area.right - r.right;
    const up = r.top - area.top;
    const down = area.bottom - r.bottom;
    if (left + right + up + down < 0.5) return;
    taken.push({ i, ...area });
    const hit = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    hit.setAttribute('class', 'sg-hit');
    hit.setAttribute('x', String(local.x - left * kx));
    hit.setAttribute('y', String(local.y - up * ky));
    hit.setAttribute('width', String(local.width + (left + right) * kx));
    hit.setAttribute('height', String(local.height + (up + down) * ky));
    hit.setAttribute('aria-hidden', 'true');
    part.append(hit);
  });
}

/** The nearest part from `from` in the direction of `key`, by screen position. */
function neighbour(parts, from, key) {
  const box = from.getBoundingClientRect();
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const direction = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[key];
  let best = null;
  let bestScore = Infinity;
  for (const part of parts) {
    if (part === from) continue;
    const other = part.getBoundingClientRect();
    const dx = other.left + other.width / 2 - cx;
    const dy = other.top + other.height / 2 - cy;
    const along = dx * direction[0] + dy * direction[1];
    if (along <= 1) continue;
    const across = Math.abs(dx * direction[1]) + Math.abs(dy * direction[0]);
    // The nearest part within 45° of the direction; beyond the cone only as a last resort.
    const score = Math.hypot(along, across) + (across > along ? 1e6 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = part;
    }
  }
  return best;
}

/**
 * Makes every `[data-game]` part of `svg` a button that calls `onOpen(game, part)`, with
 * one tab stop for the whole drawing (arrow keys move within it) and a `readout` element
 * that shows the focused or hovered part's title.
 */
export function makeInteractive(svg, { onOpen, readout = null }) {
  // Under every:, a board's parts are one component's share of a turn (`data-option`):
  // buttons too, whose choice the play view assembles into a whole turn.
  const PART = '[data-game], [data-option]';
  const parts = [...svg.querySelectorAll(PART)];
  // A picture with buttons inside is a group, not an image (whose children are hidden).
  if (parts.length) svg.setAttribute('role', 'group');
  // One tab stop: the current position when the drawing marks it, else the first part.
  const first = parts.find((part) => part.classList.contains('sg-root') || part.classList.contains('sg-current')) ?? parts[0];
  for (const part of parts) {
    part.setAttribute('role', 'button');
    part.setAttribute('tabindex', part === first ? '0' : '-1');
    part.classList.add('sg-part');
  }
  const describe = (part) => {
    if (readout) readout.textContent = part.querySelector('title')?.textContent ?? part.dataset.game;
  };
  const focus = (part) => {
    for (const other of parts) other.setAttribute('tabindex', '-1');
    part.setAttribute('tabindex', '0');
    part.focus();
  };
  svg.addEventListener('click', (event) => {
    const part = event.target.closest?.(PART);
    if (!part || !svg.contains(part) || svg.closest('.graph-viewport')?.dataset.dragged === 'true') return;
    event.stopPropagation();
    onOpen?.(part.dataset.game ?? null, part);
  });
  svg.addEventListener('keydown', (event) => {
    const part = event.target.closest?.(PART);
    if (!part) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen?.(part.dataset.game ?? null, part);
      return;
    }
    if (!event.key.startsWith('Arrow')) return;
    const next = neighbour(parts, part, event.key);
    if (next) {
      event.preventDefault();
      event.stopPropagation();
      focus(next);
    }
  });
  svg.addEventListener('focusin', (event) => {
    const part = event.target.closest?.(PART);
    if (part) describe(part);
  });
  svg.addEventListener('pointerover', (event) => {
    const part = event.target.closest?.(PART);
    if (part) describe(part);
  });
  return parts;
}

/** The smallest a graph's node box is shown (CSS px tall): its label stays readable
 *  (11 px text or more) and the box is well above the 24 px tap target. */
export const MIN_NODE_PX = 36;

/**
 * Puts `svg` in a box that zooms and pans (wheel with Ctrl or ⌘, drag, keys, buttons);
 * returns the box. It opens fitted to its width (the drawing is laid out for that width,
 * see `renderGraphView`), never smaller than nodes of `MIN_NODE_PX`: what does not fit is
 * reached by scrolling (a plain wheel or a drag moves the view; at either end the page
 * scrolls on). "Fit" returns there.
 */
function zoomable(t, svg) {
  const [x0, y0, w0, h0] = (svg.getAttribute('viewBox') ?? '0 0 600 400').split(/\s+/).map(Number);
  const world = { x: x0, y: y0, w: w0, h: h0 };
  const nodeUnits = Number(svg.querySelector('.sg-node rect')?.getAttribute('height')) || 44;
  /** The readable minimum: pixels per drawing unit at which a node is `MIN_NODE_PX` tall. */
  const minScale = MIN_NODE_PX / nodeUnits;
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('preserveAspectRatio', 'xMidYMin meet');
  svg.classList.add('graph-svg');
  const viewport = element('div', { class: 'graph-viewport', tabindex: 0, 'aria-label': t('graph.viewport'), 'data-testid': 'graph-viewport' }, svg);
  const view = { ...world };
  const apply = () => {
    svg.setAttribute('viewBox', `${view.x} ${view.y} ${view.w} ${view.h}`);
    viewport.dataset.scale = String((viewport.getBoundingClientRect().width || 1) / view.w);
  };
  /** Keeps the view over the drawing: a side larger than the drawing is centred on it. */
  const clampView = () => {
    view.x = view.w >= world.w ? world.x + (world.w - view.w) / 2 : Math.min(Math.max(view.x, world.x), world.x + world.w - view.w);
    view.y = view.h >= world.h ? world.y : Math.min(Math.max(view.y, world.y), world.y + world.h - view.h);
  };
  const fit = () => {
    // The drawing's width, at a scale between the readable minimum and its own size (a
    // drawing is laid out for the width it is shown at: enlarged it would only be cut);
    // its top (the caption and the current position) first.
    viewport.style.height = '';
    const box = viewport.getBoundingClientRect();
    const width = box.width || 600;
    const scale = Math.min(Math.max(width / world.w, minScale), 1);
    // The box no taller than the drawing shown at that scale.
    let height = box.height || 400;
    if (box.height > 0 && world.h * scale + 2 < box.height) {
      height = Math.ceil(world.h * scale) + 2;
      viewport.style.height = `${height}px`;
    }
    view.w = width / scale;
    view.h = height / scale;
    view.x = world.x;
    view.y = world.y;
    clampView();
    apply();
    // A drawing wider than the window: centre the current position (the root node).
    const root = svg.querySelector('.sg-root');
    if (root && view.w < world.w) {
      const rootBox = root.getBoundingClientRect();
      const svgBox = svg.getBoundingClientRect();
      if (svgBox.width > 0) {
        const centre = view.x + (rootBox.left + rootBox.width / 2 - svgBox.left) * (view.w / svgBox.width);
        view.x = centre - view.w / 2;
        clampView();
        apply();
      }
    }
  };
  const fitAll = fit;
  const zoom = (factor, cx = view.x + view.w / 2, cy = view.y + view.h / 2) => {
    const w = Math.min(Math.max(view.w * factor, 40), Math.max(world.w, world.h) * 4);
    const applied = w / view.w;
    view.x = cx - (cx - view.x) * applied;
    view.y = cy - (cy - view.y) * applied;
    view.w *= applied;
    view.h *= applied;
    clampView();
    apply();
  };
  const pan = (dx, dy) => { view.x += dx; view.y += dy; clampView(); apply(); };
  const unitsPerPixel = () => {
    const box = viewport.getBoundingClientRect();
    return Math.max(view.w / (box.width || 1), view.h / (box.height || 1));
  };
  viewport.addEventListener('wheel', (event) => {
    const box = svg.getBoundingClientRect();
    const k = unitsPerPixel();
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      const cx = view.x + view.w / 2 + (event.clientX - box.left - box.width / 2) * k;
      const cy = view.y + view.h / 2 + (event.clientY - box.top - box.height / 2) * k;
      zoom(event.deltaY > 0 ? 1.15 : 1 / 1.15, cx, cy);
      return;
    }
    // A plain wheel scrolls the drawing; at its end, the page.
    const before = { x: view.x, y: view.y };
    const lines = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? (box.height || 400) : 1;
    pan(event.deltaX * lines * k, event.deltaY * lines * k);
    if (view.x !== before.x || view.y !== before.y) event.preventDefault();
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
    if (event.target !== viewport) return;
    const step = view.w / 8;
    const actions = {
      '+': () => zoom(1 / 1.25), '=': () => zoom(1 / 1.25), '-': () => zoom(1.25), '_': () => zoom(1.25),
      ArrowLeft: () => pan(-step, 0), ArrowRight: () => pan(step, 0), ArrowUp: () => pan(0, -step), ArrowDown: () => pan(0, step),
      0: fitAll,
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
    button(t('graph.fit'), fitAll, { title: t('graph.keys'), 'data-testid': 'graph-fit' }));
  apply();
  requestAnimationFrame(fit);
  // A new width (a phone turned, a window resized) fits the drawing again.
  let lastWidth = 0;
  new ResizeObserver(([entry]) => {
    const width = Math.round(entry.contentRect.width);
    if (width > 0 && Math.abs(width - lastWidth) > 1) {
      const first = lastWidth === 0;
      lastWidth = width;
      if (!first) fit();
    }
  }).observe(viewport);
  return element('div', { class: 'zoomable' }, element('div', { class: 'graph-bar' }, toolbar), viewport);
}

/**
 * Draws `view` (`graph`, `table`, `grid`, `xor`, `board`) of `game` into `box` through the
 * wasm `drawing`, interactive: `onOpen(game, part)` when a part is chosen. `zoom` wraps it
 * in a zoom-and-pan viewport (graphs). Returns the `<svg>`, or null when no longer wanted.
 */
export async function drawView(box, { game, view, options = {}, t, lang, call, stale, onOpen, zoom = false, testid = null }) {
  drawings += 1;
  const tree = await call('drawing', game, view, { lang, idPrefix: `sgd${drawings}`, ...options });
  if (stale()) return null;
  const svg = buildSvg(tree);
  svg.classList.add('sg-drawn');
  if (testid) svg.setAttribute('data-testid', testid);
  const readout = element('p', { class: 'readout', 'aria-live': 'polite', 'data-testid': 'readout' });
  makeInteractive(svg, { onOpen, readout });
  if (zoom) {
    box.replaceChildren(zoomable(t, svg), readout);
  } else {
    svg.removeAttribute('height');
    svg.classList.add('sg-fluid');
    // Shrinks to the column, but not below a readable scale: past that the box scrolls.
    const natural = Number((svg.getAttribute('viewBox') ?? '').split(/\s+/)[2]);
    if (natural > 0) svg.style.minWidth = `${Math.round(natural * MIN_READABLE_SCALE)}px`;
    box.replaceChildren(element('div', { class: 'drawing-scroll' }, svg), readout);
    // On a narrow screen a small drawing grows to the column's width (up to three times),
    // so its parts are large enough to tap; then every part gets a hit area. Both follow
    // the column when it changes (a phone turned, a window resized): hit areas are held in
    // drawing units, so a new scale needs new ones.
    const drawnWidth = svg.getAttribute('width');
    const interactive = !!svg.querySelector('[data-game], [data-option]');
    const layout = () => {
      const column = box.getBoundingClientRect().width;
      if (natural > 0 && column > 0 && column < NARROW && natural < column) {
        svg.setAttribute('width', String(Math.round(Math.min(column, natural * MAX_GROW))));
      } else if (drawnWidth !== null) {
        svg.setAttribute('width', drawnWidth);
      }
      if (interactive) enlargeHitAreas(svg);
      return `${Math.round(column)} ${Math.round(svg.getBoundingClientRect().width)}`;
    };
    let measured = layout();
    if (interactive || natural > 0) {
      const observer = new ResizeObserver(() => {
        if (!svg.isConnected) {
          observer.disconnect();
          return;
        }
        const now = `${Math.round(box.getBoundingClientRect().width)} ${Math.round(svg.getBoundingClientRect().width)}`;
        if (now !== measured) measured = layout();
      });
      observer.observe(box);
      observer.observe(svg);
    }
  }
  return svg;
}
