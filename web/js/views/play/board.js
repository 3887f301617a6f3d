// The play view's board: the game drawn as itself (core's `board` drawing), whose parts are
// the moves. Under every: a part is one component's share of a turn, and a turn is played
// once every component that can move has one. At the best-move hint level the parts that
// leave a P-position (core's outcome of each move) carry a star.

import { element, svg as svgElement } from '../../dom.js';
import { drawView, enlargeHitAreas } from '../drawn.js';

/**
 * The board in its box. `onPlay(game)` plays a move; `playable()` says whether a part may
 * be played now; `moves()` the wasm `options` of the position shown (null while on its
 * way); `onPartial(text)` shows how much of an every: turn is chosen; `showError(error)`;
 * `gone()` whether the view was taken down.
 * Returns `{element, show, mark, focus}`.
 */
export function playBoard({ t, lang, call, onPlay, playable, moves, onPartial, showError, gone }) {
  const box = element('div', { class: 'play-board', 'data-testid': 'play-board' });
  /** The position drawn, as `index:game`; its drawing once shown. */
  let shown = null;
  let drawing = null;
  /** The winning parts starred, as one string, so a redraw of the page redraws no star. */
  let starred = '';
  /** Whether the next drawing shown takes the focus (it was on the board's previous one). */
  let focusNext = false;
  /** Under every:, the share of the turn chosen on the board, by component index. */
  let turn = new Map();

  /**
   * Draws the board of `game` (at history place `key`) once per position: the drawing is
   * asked for as soon as the position is known (before its moves), so the widget paints
   * without waiting for them; whether its parts can be played is marked on the drawing
   * already shown, never by drawing it again. `asked`: that drawing asked for already.
   */
  function show(game, key, { asked = null, best = null } = {}) {
    if (shown === key) {
      mark(best);
      return;
    }
    focusNext = focusNext || box.contains(box.getRootNode().activeElement);
    shown = key;
    drawing = null;
    starred = '';
    turn = new Map();
    drawView(box, {
      game, view: 'board', t, lang, call, stale: () => gone() || shown !== key, testid: 'board', asked,
      onOpen: (next, part) => {
        if (!playable() || shown !== key) return;
        if (next) onPlay(next);
        else if (part?.dataset.componentIndex !== undefined) chooseShare(game, part, key);
      },
    }).then((svg) => {
      if (!svg || shown !== key) return;
      drawing = svg;
      mark(best);
      // The focus follows to the new drawing unless something else took it meanwhile.
      const active = box.getRootNode().activeElement;
      if (focusNext && (!active || active === document.body || box.contains(active))) {
        svg.querySelector('[tabindex="0"]')?.focus({ preventScroll: true });
      }
      focusNext = false;
    }).catch(() => { if (shown === key) box.replaceChildren(); });
  }

  /**
   * Marks the parts `aria-disabled` while they cannot be played, and stars the parts
   * whose position is in `best` (a set of games, or null for none).
   */
  function mark(best) {
    if (!drawing) return;
    const can = playable();
    for (const part of drawing.querySelectorAll('[data-game], [data-option]')) {
      if (can) part.removeAttribute('aria-disabled');
      else part.setAttribute('aria-disabled', 'true');
    }
    const parts = best ? [...drawing.querySelectorAll('[data-game]')].filter((part) => best.has(part.dataset.game)) : [];
    const signature = parts.map((part) => part.dataset.game).join('\n');
    if (signature === starred) return;
    starred = signature;
    for (const old of drawing.querySelectorAll('.sg-best-star')) old.remove();
    for (const part of drawing.querySelectorAll('.sg-best')) { part.classList.remove('sg-best'); delete part.dataset.winning; }
    const shapes = [...drawing.querySelectorAll('[data-game], [data-option]')].map((part) => ({ part, box: shapeBox(part) }));
    for (const part of parts) star(part, shapes);
    // Stars change what each part covers: the tap areas are given again (drawn.js), so a
    // neighbour's never covers a star, once the drawing has them.
    if (drawing.querySelector('.sg-hit')) enlargeHitAreas(drawing);
  }

  /**
   * Puts a star on `part`: centred above its drawn shape (its hit area left out), in the
   * part's own column, or inside the shape when another part (of `shapes`, each with its
   * box) lies above. A star takes no taps: a tap on it lands on its own part.
   */
  function star(part, shapes) {
    part.classList.add('sg-best');
    part.dataset.winning = 'true';
    const box = shapes.find((shape) => shape.part === part)?.box;
    if (!box) return;
    const size = Math.max(12, Math.min(22, Math.min(box.width, box.height) * 0.8));
    const above = { x: box.x + box.width / 2 - size / 2, y: box.y - 2 - size, width: size, height: size };
    const blocked = shapes.some((shape) => shape.part !== part && shape.box && overlap(shape.box, above));
    part.append(svgElement('text', {
      class: 'sg-best-star', x: box.x + box.width / 2, y: blocked ? box.y + box.height / 2 + size * 0.35 : box.y - 2,
      'font-size': size, 'text-anchor': 'middle', 'aria-hidden': 'true', 'data-testid': 'board-star',
    }, '★'));
  }

  /**
   * Under every:, a board part is one component's share of a turn: the chosen share of
   * each component is marked, and once every component that can move has one, the turn
   * (each component replaced by what it becomes; components with nothing left dropped) is
   * played if core lists it among the moves.
   */
  async function chooseShare(game, part, key) {
    const svg = part.closest('svg');
    const index = part.dataset.componentIndex;
    for (const other of svg.querySelectorAll('[data-option]')) {
      if (other.dataset.componentIndex !== index) continue;
      other.classList.toggle('sg-chosen', other === part);
      other.setAttribute('aria-pressed', String(other === part));
    }
    turn.set(index, part.dataset.after ?? '');
    const needed = new Set([...svg.querySelectorAll('[data-option]')].map((p) => p.dataset.componentIndex));
    if (![...needed].every((i) => turn.has(i))) {
      onPartial(t('play.turn_partial', { chosen: turn.size, total: needed.size }));
      return;
    }
    const chosen = new Map(turn);
    try {
      // The components as the grammar writes them: the `+`-separated parts after `every:`.
      const components = game.replace(/^\s*every\s*:/, '').split('+').map((text) => text.trim());
      const texts = components.map((text, i) => (chosen.has(String(i)) ? chosen.get(String(i)) : text)).filter((text) => text);
      const text = await call('canonical', `every: ${texts.length ? texts.join(' + ') : 'nim 0'}`);
      if (gone() || shown !== key) return;
      const move = moves()?.moves.find((m) => m.game === text);
      if (move) onPlay(move.game);
      else onPartial(t('play.turn_unknown', { game: text }));
    } catch (error) {
      showError(error);
    }
  }

  return {
    element: box,
    show,
    mark,
    /** Focuses the board's part that holds the tab stop; false when there is none. */
    focus() {
      const part = drawing?.querySelector('[tabindex="0"]');
      part?.focus({ preventScroll: true });
      return !!part;
    },
  };
}

/** Whether boxes `a` and `b` (`{x, y, width, height}`) overlap. */
function overlap(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The box of a part's drawn shape, in its own units: its hit area and star left out. */
function shapeBox(part) {
  let box = null;
  for (const child of part.children) {
    if (child.matches('title, .sg-hit, .sg-best-star')) continue;
    let b;
    try { b = child.getBBox(); } catch { continue; }
    box = box
      ? { x: Math.min(box.x, b.x), y: Math.min(box.y, b.y), right: Math.max(box.right, b.x + b.width), bottom: Math.max(box.bottom, b.y + b.height) }
      : { x: b.x, y: b.y, right: b.x + b.width, bottom: b.y + b.height };
  }
  return box && { x: box.x, y: box.y, width: box.right - box.x, height: box.bottom - box.y };
}
