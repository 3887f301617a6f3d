// A drawing in a box that zooms and pans, for a graph drawn whole. A module of its own,
// fetched by `import()` when such a drawing is asked for (drawn.js starts the fetch with
// the wasm call): a phone's graph view opens as rows and never needs it until the reader
// asks for the whole drawing.

import { element, button } from '../dom.js';
import { MIN_NODE_PX } from './readable.js';

/**
 * Puts `svg` in a box that zooms and pans (wheel with Ctrl or ⌘, drag, keys, buttons);
 * returns the box. It opens fitted to its width (the drawing is laid out for that width,
 * see `renderGraphView`), never smaller than nodes of `MIN_NODE_PX`: what does not fit is
 * reached by scrolling (a plain wheel or a drag moves the view; at either end the page
 * scrolls on). "Fit" returns there.
 */
export function zoomable(t, svg) {
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
  // On a touch screen a swipe over the drawing scrolls the page (CSS touch-action: only
  // a sideways drag pans it); moving it with a finger in every direction is a choice.
  const touchPan = button(t('graph.pan'), () => {
    const on = !viewport.classList.contains('touch-pan');
    viewport.classList.toggle('touch-pan', on);
    touchPan.setAttribute('aria-pressed', String(on));
  }, { class: 'touch-only', title: t('graph.pan_title'), 'aria-pressed': 'false', 'data-testid': 'graph-touch-pan' });
  const toolbar = element('div', { class: 'toolbar', role: 'toolbar', 'aria-label': t('graph.zoom') },
    button('+', () => zoom(1 / 1.25), { 'aria-label': t('graph.zoom_in'), title: t('graph.zoom_in') }),
    button('−', () => zoom(1.25), { 'aria-label': t('graph.zoom_out'), title: t('graph.zoom_out') }),
    button(t('graph.fit'), fitAll, { title: t('graph.keys'), 'data-testid': 'graph-fit' }),
    touchPan);
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
