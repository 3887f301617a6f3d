// No jump when a widget replaces its picture (issue 33, item 6). A post shows each
// widget's build-time picture until the widget draws; the widget is most often taller
// (its controls, its lists), and growing while the reader sees the text below would push
// that text down, and its parts arriving one after another would move each other. So a
// widget in view keeps showing its picture while it draws its first view out of sight,
// then shows it at once in a box of the picture's height, faded at the bottom with a "Show all" button, and takes its own
// height when the reader acts on it (a tap, a key, focus: the browser counts no shift
// then) or once it is out of view (nothing visible moves: below the window, or above it
// where scroll anchoring keeps the text in place). A widget out of view, or whose
// fallback is no picture (a line of text), takes its height at once.

import { element } from '../dom.js';

/** Below this height a fallback is text, not a picture: nothing to keep. */
const LEAST_PICTURE = 96;

/** Whether `host`, `height` CSS px tall as its fallback shows, shows a picture in view. */
export function pictureInView(host, height) {
  const rect = host.getBoundingClientRect();
  return height >= LEAST_PICTURE && rect.bottom > 0 && rect.top < (globalThis.innerHeight ?? 0);
}

/**
 * Holds `box` (the widget's card, inside `host`'s shadow root) at `height` CSS px while
 * `host` is in view; returns the "Show all" button (its text is set by the caller) or
 * null when nothing is held.
 */
export function holdHeight(host, box, height) {
  if (!pictureInView(host, height)) return null;
  box.classList.add('sg-held');
  box.style.height = `${Math.round(height)}px`;
  const more = element('button', { type: 'button', class: 'sg-show-all', 'data-testid': 'show-all' });
  box.append(more);
  // A tap releases the box on its click, not when the pointer goes down: growing between
  // pointerdown and pointerup would move the part under the finger, and the click would
  // land elsewhere (a focus that a press gives waits for that click too).
  let pressing = false;
  const press = () => { pressing = true; };
  const lift = () => { pressing = false; };
  const focused = () => { if (!pressing) release(); };
  const listeners = [['click', release], ['keydown', release], ['focusin', focused], ['pointerdown', press], ['pointerup', lift], ['pointercancel', lift]];
  function release() {
    box.classList.remove('sg-held');
    box.style.height = '';
    more.remove();
    observer.disconnect();
    for (const [name, listener] of listeners) host.removeEventListener(name, listener, true);
  }
  for (const [name, listener] of listeners) host.addEventListener(name, listener, true);
  more.addEventListener('click', release);
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => !entry.isIntersecting)) release();
  });
  observer.observe(host);
  return more;
}
