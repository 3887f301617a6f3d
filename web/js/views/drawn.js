// The page's side of a drawing made by the core's renderer (crates/draw, through the
// wasm `drawing`): the same picture "Download SVG" and `sglab svg` write, built with
// createElementNS (js/drawing.js), then made interactive here. Every part that carries
// `data-game` (a graph node, a table cell) becomes a button: click, Enter or Space opens
// its position; arrow keys move between parts by their place on screen; hovering or
// focusing one reads its title aloud in the readout. A graph gets zoom and pan (zoom.js,
// loaded when such a drawing is asked for).

import { element, button } from '../dom.js';
import { buildSvg } from '../drawing.js';
import { firstPainted } from '../first-downloads.js';

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
 * What a drawing keeps clear at its box's right edge beyond its own margin (16 units):
 * the fade that marks a drawing scrolling sideways (css/views.css, 40 px), so that no
 * caption line ends under it.
 */
const FADE_ROOM = 24;

/** The border and padding of a widget's card (css/widget.css, `.sg-widget`), both sides. */
const CARD_INSET = 26;

/**
 * Past this width a drawing's captions wrap as they do where no width is given (crates/draw:
 * `CAPTION_WIDTH` and the margins): wider boxes ask for this width, so that a drawing asked
 * for before its view exists is the one the view asks for whatever its box's exact width.
 */
const WIDEST = 332;

/**
 * The width (CSS px) a drawing shown in `box` is drawn for (the wasm `drawing`'s `width`:
 * its captions wrap to it, crates/draw `paint::caption_width`), so that a drawing wider
 * than its box, which scrolls sideways, shows every caption line whole and clear of the
 * fade: the box's width less the fade. Before the widget is laid out (its styles on their
 * way), the column it will fill, less its card's border and padding; null if none.
 */
export function drawingWidth(box) {
  let width = box?.getBoundingClientRect().width ?? 0;
  if (!(width > 0)) {
    const column = box?.getRootNode()?.host?.parentElement;
    if (column) {
      const style = getComputedStyle(column);
      width = column.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0) - CARD_INSET;
    }
  }
  return width > 0 ? Math.min(WIDEST, Math.max(1, Math.floor(width) - FADE_ROOM)) : null;
}

/** `options` with the `width` a drawing in `box` is drawn for, unless it names one. */
function sizedFor(box, options) {
  if (!box || options.width !== undefined) return options;
  const width = drawingWidth(box);
  return width === null ? options : { ...options, width };
}

/**
 * Marks `scroller` with `more-left` / `more-right` while its `content` goes on past that
 * edge, and the stylesheet fades that edge: a reader sees that a wide table or grid
 * scrolls, where a bare cut looks like the end.
 */
export function scrollCue(scroller, content) {
  const mark = () => {
    const max = scroller.scrollWidth - scroller.clientWidth;
    scroller.classList.toggle('more-left', max > 1 && scroller.scrollLeft > 1);
    scroller.classList.toggle('more-right', max > 1 && scroller.scrollLeft < max - 1);
  };
  scroller.addEventListener('scroll', mark, { passive: true });
  const observer = new ResizeObserver(() => {
    if (!scroller.isConnected) observer.disconnect();
    else mark();
  });
  observer.observe(scroller);
  observer.observe(content);
}

/**
 * Gives every part (a group) of `svg` smaller than 44×44 CSS px a transparent hit area
 * around it (`.sg-hit`, inside the part, so a tap on it is a tap on the part), as large
 * as 44 px where its neighbours leave room: a side facing another part (or a hit area
 * given before) stops at its edge, so no two parts' areas overlap.
 */
export function enlargeHitAreas(svg) {
  // Only a group can hold its hit area: a part that is one shape (a heat map's cell, whose
  // neighbours leave it no room anyway) is its own target.
  const parts = [...svg.querySelectorAll('g:is([data-game], [data-option])')];
  for (const old of svg.querySelectorAll('.sg-hit')) old.remove();
  // Every measure first, then every hit area: a getBBox after an append would lay the
  // drawing out again, once per part (a strip of 41 cells: 41 layouts).
  const boxes = parts.map((part) => part.getBoundingClientRect());
  const locals = parts.map((part) => { try { return part.getBBox(); } catch { return null; } });
  /** Screen rectangles already taken: every part as drawn, then each hit area given. */
  const taken = boxes.map((r, i) => ({ i, left: r.left, right: r.right, top: r.top, bottom: r.bottom }));
  parts.forEach((part, i) => {
    const r = boxes[i];
    if (r.width >= TARGET && r.height >= TARGET) return;
    const local = locals[i];
    if (!local) return;
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

/**
 * Makes `svg` wide enough that every part's tap target (the part with its hit area) is at
 * least 24 px both ways (WCAG 2.2, 2.5.8): a drawing shrunk to a narrow column (a heat
 * map's cells at 19 px on a phone) gets a minimum width instead, and its box scrolls
 * sideways. Returns whether it grew.
 */
function growToTapSize(svg) {
  let smallest = Infinity;
  for (const part of svg.querySelectorAll('[data-game], [data-option]')) {
    const box = part.getBoundingClientRect();
    const hit = part.querySelector(':scope > .sg-hit')?.getBoundingClientRect();
    const width = Math.max(box.width, hit?.width ?? 0);
    const height = Math.max(box.height, hit?.height ?? 0);
    if (width > 0 && height > 0) smallest = Math.min(smallest, width, height);
  }
  if (!(smallest < MIN_TARGET - 0.5)) return false;
  const shown = svg.getBoundingClientRect().width;
  const wanted = Math.ceil((shown * MIN_TARGET) / smallest);
  if (!(wanted > (parseFloat(svg.style.minWidth) || 0) + 0.5)) return false;
  svg.style.minWidth = `${wanted}px`;
  return true;
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

/** Runs `task` once the next frame has been painted (a frame, then a task after it). */
function afterFirstFrame(task) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Asks the worker for the drawing `view` of `game` now, before the view that shows it
 * exists: a widget asks for it together with what that view needs first (`describe`), so
 * the worker answers both in a row, without a turn of the page between them. `box`: where
 * it will be shown (the widget's content), for its width (`drawingWidth`). Pass the
 * result to `drawView` as `asked`; it is used when game, view and options match (the
 * width too: measured in the box it is shown in).
 */
export function askDrawing(call, { game, view, options: given = {}, lang, box = null }) {
  const options = sizedFor(box, given);
  drawings += 1;
  // What is seen first; what only takes taps (`parts: 'later'`) is asked after the first
  // frame (drawView): a heat map's 1,444 cells are most of what the worker would send.
  const asked = { lang, idPrefix: `sgd${drawings}`, ...options };
  const promise = call('drawing', game, view, { ...asked, parts: 'seen' });
  // Not every asked drawing is used (the view may draw another game): no unhandled rejection.
  promise.catch(() => {});
  const later = () => call('drawing', game, view, { ...asked, parts: 'later' });
  return { key: drawingKey(game, view, options, lang), promise, later };
}

/** What tells one asked drawing from another. */
function drawingKey(game, view, options, lang) {
  return JSON.stringify([game, view, options, lang]);
}

/**
 * Draws `view` (`graph`, `table`, `grid`, `xor`, `board`) of `game` into `box` through the
 * wasm `drawing`, interactive: `onOpen(game, part)` when a part is chosen. `zoom` wraps it
 * in a zoom-and-pan viewport (graphs). `asked`: that drawing asked for already
 * (`askDrawing`). Returns the `<svg>`, or null when no longer wanted.
 */
export async function drawView(box, { game, view, options = {}, t, lang, call, stale, onOpen, zoom = false, testid = null, asked = null }) {
  // The zoom box's module is fetched while the wasm draws.
  const zoomer = zoom ? import('./zoom.js') : null;
  zoomer?.catch(() => {});
  // A drawing laid out for the width of its box (a graph names its own).
  const sized = sizedFor(box, options);
  const mine = asked && asked.key === drawingKey(game, view, sized, lang) ? asked : askDrawing(call, { game, view, options: sized, lang });
  const tree = await mine.promise;
  if (stale()) return null;
  const zoomable = zoomer && (await zoomer).zoomable;
  if (stale()) return null;
  // What only takes taps (a heat map's cells, drawn apart from its colours) is built once
  // the first frame is painted, and the parts are made buttons then: a 36 x 36 map's first
  // frame styles, lays out and paints a dozen elements rather than 1,300.
  const later = [];
  const svg = buildSvg(tree, document, later);
  // Once this frame is painted, what the page's other widgets fetch may start (first-downloads.js).
  afterFirstFrame(firstPainted);
  svg.classList.add('sg-drawn');
  if (testid) svg.setAttribute('data-testid', testid);
  const readout = element('p', { class: 'readout', 'aria-live': 'polite', 'data-testid': 'readout' });
  const buttons = () => makeInteractive(svg, { onOpen, readout });
  // The groups the first frame left empty, filled from the same drawing's later parts
  // once that frame is painted; the hit areas wait for them (below).
  const filled = !later.length
    ? Promise.resolve()
    : new Promise((resolve) => afterFirstFrame(() => {
      mine.later().then((rest) => {
        if (stale()) return;
        const groups = Array.isArray(rest?.children) ? rest.children : [];
        later.forEach((fill, i) => fill(groups[i]));
        buttons();
      }, () => {}).finally(resolve);
    }));
  if (!later.length) buttons();
  if (zoom) {
    box.replaceChildren(zoomable(t, svg), readout);
  } else {
    svg.removeAttribute('height');
    svg.classList.add('sg-fluid');
    // Shrinks to the column, but not below a readable scale: past that the box scrolls.
    const natural = Number((svg.getAttribute('viewBox') ?? '').split(/\s+/)[2]);
    if (natural > 0) svg.style.minWidth = `${Math.round(natural * MIN_READABLE_SCALE)}px`;
    // On a narrow screen a small drawing grows to the column's width (up to three times),
    // so its parts are large enough to tap; then every part gets a hit area. Both follow
    // the column when it changes (a phone turned, a window resized): hit areas are held in
    // drawing units, so a new scale needs new ones. Hit areas are for taps, not for the
    // first paint: measuring every part forces layouts, so they are given after the
    // drawing's first frame (a 4x-slowed phone paints tens of ms sooner).
    const drawnWidth = svg.getAttribute('width');
    const interactive = later.length > 0 || !!svg.querySelector('[data-game], [data-option]');
    const size = () => {
      const column = box.getBoundingClientRect().width;
      const width = natural > 0 && column > 0 && column < NARROW && natural < column
        ? String(Math.round(Math.min(column, natural * MAX_GROW)))
        : drawnWidth;
      if (width !== null && svg.getAttribute('width') !== width) svg.setAttribute('width', width);
    };
    // The first size from the column's width before the drawing is in it (a block's width
    // does not follow its content; the page has most often laid it out already, so reading
    // it costs nothing): the browser then lays the drawing out once, at that size, rather
    // than at its own size first and again at the column's. The resize observer below
    // corrects it where the column did follow its content.
    size();
    const scroller = element('div', { class: 'drawing-scroll' }, svg);
    box.replaceChildren(scroller, readout);
    scrollCue(scroller, svg);
    const widths = () => `${Math.round(box.getBoundingClientRect().width)} ${Math.round(svg.getBoundingClientRect().width)}`;
    const layout = () => {
      size();
      if (interactive) {
        enlargeHitAreas(svg);
        if (growToTapSize(svg)) enlargeHitAreas(svg);
      }
      return widths();
    };
    let measured = null;
    let waiting = interactive;
    if (interactive) {
      afterFirstFrame(() => filled.then(() => {
        waiting = false;
        if (svg.isConnected) measured = layout();
      }));
    }
    if (interactive || natural > 0) {
      // The first size is set when the browser first lays the drawing out (a resize
      // observer's first call comes after the layout of a frame, before its paint): the
      // first frame shows the drawing at its size, and no layout is forced here for it.
      let sized = false;
      const observer = new ResizeObserver(() => {
        if (!svg.isConnected) {
          observer.disconnect();
          return;
        }
        if (!sized) {
          sized = true;
          if (waiting) size();
          else measured = layout();
          return;
        }
        if (waiting) return;
        const now = widths();
        if (now !== measured) measured = layout();
      });
      observer.observe(box);
      observer.observe(svg);
    }
  }
  return svg;
}
