// No jump when a widget replaces its picture (issue 33, item 6), and never a cut widget.
// A post shows each widget's build-time picture until the widget draws. A widget whose
// picture is in view draws its first view out of sight, behind the picture (base.js), and
// then takes the picture's place as `placeFor` says: at once when nothing the reader sees
// can move (the picture is out of view, or it reaches the window's bottom so that nothing
// after it shows, or the first view fits the picture's box, which it then keeps); else the
// whole picture stays, with an "Open" button over it (where it covers none of the
// picture's text: `placeOpen`), until the reader acts on it (a tap, a key, focus: the
// browser counts no shift then) or it leaves the view below the window (nothing visible
// moves).
// The reader sees either the whole picture or the whole widget, never a widget cut short.

import { element } from '../dom.js';

/** Below this height a fallback is text, not a picture: nothing to keep. */
const LEAST_PICTURE = 96;

/** Whether `host`, `height` CSS px tall as its fallback shows, shows a picture in view. */
export function pictureInView(host, height) {
  const rect = host.getBoundingClientRect();
  return height >= LEAST_PICTURE && rect.bottom > 0 && rect.top < (globalThis.innerHeight ?? 0);
}

/**
 * How a widget whose first view is drawn, `drawn` CSS px tall, takes the place of its
 * picture, `picture` px tall, on `host`: 'now' (nothing the reader sees moves), 'fit' (the
 * first view fits the picture's box: it shows at once, in a box of the picture's height
 * until the reader acts or it leaves the view) or 'wait' (it is taller and text below the
 * picture is in view: the picture stays until the reader acts or it leaves the view below).
 */
export function placeFor(host, picture, drawn) {
  if (!pictureInView(host, picture)) return 'now';
  if (drawn <= picture + 0.5) return 'fit';
  if (host.getBoundingClientRect().bottom >= (globalThis.innerHeight ?? 0)) return 'now';
  return 'wait';
}

/**
 * Calls `done` once, when the reader acts on `host` (a click, a key, focus that no press
 * gave) or when `host` leaves the view (with `onlyBelow`, only below the window: growing
 * there moves nothing; above it, the browser's scroll anchoring would have to keep the
 * text in place, and it does not when a box as large appears at once). A tap counts on
 * its click, not when the pointer goes down: a change between pointerdown and pointerup
 * would move what is under the finger (a focus that a press gives waits for that click).
 */
export function untilActedOnOrAway(host, done, { onlyBelow = false } = {}) {
  let pressing = false;
  const listeners = [
    ['click', finish], ['keydown', finish], ['focusin', () => { if (!pressing) finish(); }],
    ['pointerdown', () => { pressing = true; }], ['pointerup', () => { pressing = false; }],
    ['pointercancel', () => { pressing = false; }],
  ];
  const observer = new IntersectionObserver((entries) => {
    const away = (entry) => !entry.isIntersecting && (!onlyBelow || entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? globalThis.innerHeight));
    if (entries.some(away)) finish();
  });
  function finish() {
    observer.disconnect();
    for (const [name, listener] of listeners) host.removeEventListener(name, listener, true);
    done();
  }
  for (const [name, listener] of listeners) host.addEventListener(name, listener, true);
  observer.observe(host);
}

/** The button shown over a picture that waits for the reader (its text is set by the
 *  caller): pressing it, as any tap on the picture, opens the widget. */
export function openButton() {
  return element('button', { type: 'button', class: 'sg-open', 'data-testid': 'open-widget' });
}

/** The least distance (CSS px) between the "Open" button and the edge of its box. */
const INSET = 8;

/** What a picture draws, by its elements (its background rectangle aside). */
const DRAWN = 'svg :is(text, circle, ellipse, line, path, polygon, polyline, rect:not(.sg-background), image, use)';

/**
 * Puts `button` (absolutely placed in the box over `host`'s picture) where it covers no
 * text of the picture: its box's top right corner, or else the first place down its right
 * edge, then further left, that holds no text, preferring one where nothing is drawn at
 * all (the right of a short heap); in a picture too full for it (a short one, a row of
 * letters), the same at a compact size (still 24 px tall, a tap target). Where no place
 * is free it stays in the corner. Moves nothing but the button, which floats over the
 * picture.
 */
export function placeOpen(host, button) {
  button.classList.remove('sg-open-compact');
  if (findPlace(host, button, false)) return;
  button.classList.add('sg-open-compact');
  if (findPlace(host, button, true)) return;
  button.classList.remove('sg-open-compact');
  findPlace(host, button, true, true);
}

/** `placeOpen`'s search at the button's present size (`last`: the corner whatever it
 *  covers); whether a free place was found. */
function findPlace(host, button, textOnly, last = false) {
  const frame = button.offsetParent;
  const width = button.offsetWidth;
  const height = button.offsetHeight;
  if (!frame || !(width > 0 && height > 0)) return true;
  const area = host.getBoundingClientRect();
  const outer = frame.getBoundingClientRect();
  const origin = { left: outer.left + frame.clientLeft, top: outer.top + frame.clientTop };
  const boxes = (selector) => [...host.querySelectorAll(selector)]
    .map((node) => node.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0 && r.bottom > area.top && r.top < area.bottom);
  const texts = boxes('svg text');
  const free = (taken, left, top) => !taken.some((r) => r.left < left + width + 2 && left - 2 < r.right && r.top < top + height + 2 && top - 2 < r.bottom);
  const place = (left, top) => {
    button.style.left = `${Math.round(left - origin.left)}px`;
    button.style.top = `${Math.round(top - origin.top)}px`;
    button.style.right = 'auto';
  };
  const inset = textOnly ? INSET / 2 : INSET;
  const right = area.right - inset - width;
  if (last || free(texts, right, area.top + inset)) {
    place(right, area.top + inset);
    return true;
  }
  for (const taken of textOnly ? [texts] : [boxes(DRAWN), texts]) {
    for (let left = right; left >= area.left + inset; left -= 8) {
      for (let top = area.top + inset; top + height <= area.bottom - inset; top += 4) {
        if (free(taken, left, top)) {
          place(left, top);
          return true;
        }
      }
    }
  }
  return false;
}
