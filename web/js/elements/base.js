// The base of every sglab widget (<sg-play>, <sg-graph>, ...): a custom element whose
// attributes are its API (each mirrored by a property), drawn in a shadow root with the
// views' stylesheet, so a host page's CSS cannot break it and its CSS does not leak.
//
// - Text inside the element is the fallback: shown before this module loads and where
//   scripts are off, and until the widget's styles are in; then the widget takes its
//   place, held at its height while in view (hold.js), so the post does not jump.
// - `lang` on the element, else on the nearest ancestor (`<html lang="zh-CN">`, zh-Hans,
//   zh-TW: Chinese), picks the language; a page that changes its `<html lang>` (client-side
//   navigation) redraws the widget in the new one.
// - `theme="light|dark|auto"` picks the colour scheme; `auto` (the default) follows the
//   page's switch or background (theme.js), as the page changes it.
// - Every attribute change re-renders (batched to one render per task); a new render
//   supersedes the requests of the old one in the page's one worker.
// - Bad input is shown inside the widget, never thrown; it raises `sg-error`.
// - User actions raise bubbling, composed `sg-move`, `sg-select` and `sg-error` events.

import { element } from '../dom.js';
import { isStopped } from '../client.js';
import { client, languageFor, translator } from '../runtime.js';
import { langTag } from '../i18n.js';
import { mountBusy } from '../views/busy.js';
import { followPage, themeFor, unfollowPage } from './theme.js';
import { openButton, pictureInView, placeFor, placeOpen, untilActedOnOrAway } from './hold.js';
import { missingWasmFeatures } from '../wasm-support.js';
import { keysOf } from '../part-keys.js';
import { firstPainted } from '../first-downloads.js';

const STYLESHEETS = [
  new URL('../../css/views.css', import.meta.url).href,
  new URL('../../css/widget.css', import.meta.url).href,
];

/** The dark palette (crates/draw/src/palette.rs), linked only by a dark widget. Its URL is
 *  made from views.css's rather than named to `import.meta.url`, so the preload lists,
 *  which follow those names, leave it out: a light reader never downloads it. */
const DARK_STYLESHEET = STYLESHEETS[0].replace(/views\.css$/, 'dark.css');

/** `game-size` → `gameSize`. */
function camel(name) {
  return name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
}

/** A widget error about one attribute, localized like the core's errors. */
export function attributeError(tr, name, expectedKey, found, params = {}) {
  const text = (t) => t('widget.bad_attribute', { name, expected: t(expectedKey, params), found: String(found).slice(0, 80) });
  return { name: 'TypeError', key: 'widget.bad_attribute', message: text(tr.t), localized: { [tr.lang]: text(tr.t) } };
}

/**
 * Reads a whole-number attribute: `fallback` when absent, else an integer in
 * `[min, max]`, else throws the attribute error.
 */
export function countAttribute(tr, element, name, { fallback, min, max }) {
  const raw = element.getAttribute(name);
  if (raw === null || raw.trim() === '') return fallback;
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw attributeError(tr, name, 'widget.expected.count', raw, { min, max });
  }
  return Number(text);
}

export class SgElement extends HTMLElement {
  /** The widget's attributes (besides the common ones), each mirrored by a property. */
  static attributes = [];

  /** The attributes every widget takes. */
  static common = ['lang', 'theme'];

  static get observedAttributes() {
    return [...this.attributes, ...SgElement.common];
  }

  /** Defines the property of each attribute on `this` class (called by define.js). */
  static mirrorAttributes() {
    for (const name of [...this.attributes, ...SgElement.common]) {
      const property = camel(name);
      if (Object.prototype.hasOwnProperty.call(this.prototype, property)) continue;
      Object.defineProperty(this.prototype, property, {
        configurable: true,
        enumerable: true,
        get() { return this.getAttribute(name); },
        set(value) {
          if (value === null || value === undefined) this.removeAttribute(name);
          else this.setAttribute(name, String(value));
        },
      });
    }
  }

  #shadow = null;
  #content = null;
  #busy = null;
  #scheduled = false;
  #generation = 0;
  /** Groups this widget's requests in the shared worker client. */
  owner = {};

  connectedCallback() {
    if (!this.#shadow) this.#setup();
    followPage(this);
    this.#applyTheme();
    this.#schedule();
  }

  disconnectedCallback() {
    unfollowPage(this);
    this.#generation += 1;
    client().supersede(this.owner);
    this.dispose?.();
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || !this.#shadow) return;
    if (name === 'theme') this.#applyTheme();
    else this.#schedule();
  }

  /** The page switched its theme or language (theme.js). */
  pageChanged() {
    this.#applyTheme();
    if (this.#lang !== null && languageFor(this) !== this.#lang) this.#schedule();
  }

  /** The language of the last render. */
  #lang = null;

  #applyTheme() {
    const box = this.#busyBox?.parentElement;
    if (!box) return;
    const theme = themeFor(this);
    if (theme === 'dark' && ![...this.#shadow.querySelectorAll('link')].some((link) => link.href === DARK_STYLESHEET)) {
      this.#shadow.prepend(element('link', { rel: 'stylesheet', href: DARK_STYLESHEET }));
    }
    box.dataset.sgTheme = theme;
  }

  #setup() {
    // Properties set before the element was upgraded shadow the prototype's accessors:
    // take their values as attributes.
    for (const name of [...this.constructor.attributes, ...SgElement.common]) {
      const property = camel(name);
      if (Object.prototype.hasOwnProperty.call(this, property)) {
        const value = this[property];
        delete this[property];
        this[property] = value;
      }
    }
    this.#shadow = this.attachShadow({ mode: 'open' });
    const box = element('div', { class: 'sg-root sg-widget', part: 'box' });
    box.hidden = true;
    const sheets = themeFor(this) === 'dark' ? [DARK_STYLESHEET, ...STYLESHEETS] : STYLESHEETS;
    let waiting = sheets.length;
    const links = sheets.map((href) => {
      const link = element('link', { rel: 'stylesheet', href });
      const done = () => { waiting -= 1; if (waiting === 0) this.#reveal(); };
      link.addEventListener('load', done, { once: true });
      link.addEventListener('error', done, { once: true });
      return link;
    });
    const busyBox = element('div', { class: 'sg-busy' });
    this.#content = element('div', { class: 'sg-content' });
    box.append(busyBox, this.#content);
    // Until the styles are in, the element's own content (the build-time picture, or
    // text) still shows, in its place: nothing moves while they load.
    this.#fallback = element('slot');
    this.#shadow.append(...links, this.#fallback, box);
    this.#busyBox = busyBox;
  }

  #busyBox = null;
  #fallback = null;
  /** The "Open" button over a picture that waits for the reader (hold.js), or null. */
  #open = null;
  #tr = null;

  /** Whether the fallback stays in view: the widget cannot run here. */
  #keepPicture = false;
  /** Whether a first render has drawn (or shown its error). */
  #drawnOnce = false;
  /** Whether the widget waits for its first view to take the place of its picture. */
  #waitingToSwap = false;

  /** The styles are in: shows the widget in place of its fallback, at once; or, where
   *  the fallback is a picture in view, once its first view is drawn (out of sight
   *  meanwhile, at its width), so its parts appear together and move nothing. */
  #reveal() {
    const box = this.#busyBox.parentElement;
    if (!this.#drawnOnce && pictureInView(this, this.getBoundingClientRect().height)) {
      this.#waitingToSwap = true;
      box.classList.add('sg-offstage');
      box.hidden = false;
      return;
    }
    this.#swap();
  }

  /** The first render is done (drawn or failed). */
  #firstDrawDone() {
    if (this.#drawnOnce) return;
    this.#drawnOnce = true;
    if (this.#waitingToSwap) {
      this.#waitingToSwap = false;
      this.#settled().then(() => this.#place());
    }
  }

  /** Resolves once the first view, out of sight, has settled: a draw resolves when its
   *  first request is answered, and some views add their parts after (play's board and
   *  moves): no request of this widget pending and its height still for 250 ms (at most
   *  4 s, then it takes its place as it is). */
  async #settled() {
    const box = this.#busyBox.parentElement;
    const start = performance.now();
    let height = -1;
    let since = start;
    while (performance.now() - start < 4000) {
      await new Promise((done) => { requestAnimationFrame(() => done()); });
      const now = performance.now();
      if (box.scrollHeight !== height || client().busy(this.owner)) {
        height = box.scrollHeight;
        since = now;
      } else if (now - since >= 250) {
        return;
      }
    }
  }

  /** The first view, drawn out of sight, takes its picture's place as hold.js says. */
  #place() {
    if (this.#keepPicture) {
      this.#swap();
      return;
    }
    const box = this.#busyBox.parentElement;
    const picture = this.getBoundingClientRect().height;
    // Out of sight, the box is the picture's size: its own height is its content's, with
    // its borders.
    const place = placeFor(this, picture, box.scrollHeight + box.offsetHeight - box.clientHeight);
    if (place === 'wait') {
      // In the box drawn out of sight (its styles and colours; the picture's size), shown
      // over the picture where it covers none of its text (hold.js), placed again when
      // the picture or the button's label changes size.
      const open = openButton();
      this.#open = open;
      box.append(open);
      this.#labelOpen();
      const placing = new ResizeObserver(() => placeOpen(this, open));
      placing.observe(this);
      placing.observe(open);
      untilActedOnOrAway(this, () => {
        const focused = this.#shadow.activeElement === this.#open;
        placing.disconnect();
        this.#open.remove();
        this.#open = null;
        this.#swap();
        // A keyboard reader who reached the button goes on inside the widget.
        if (focused) {
          [...box.querySelectorAll('button, select, input, a[href], [tabindex]')]
            .find((part) => !part.disabled && part.getClientRects().length > 0)?.focus({ preventScroll: true });
        }
      }, { onlyBelow: true });
      return;
    }
    this.#swap();
    if (place === 'fit') {
      box.style.minHeight = `${Math.round(picture)}px`;
      untilActedOnOrAway(this, () => { box.style.minHeight = ''; });
    }
  }

  /** Hides the fallback (unless it is kept: the widget cannot run) and shows the widget. */
  #swap() {
    const box = this.#busyBox.parentElement;
    // Out of the tree, not only hidden: a widget's own slot (the quiz's authored answer)
    // then receives the element's children.
    if (!this.#keepPicture) this.#fallback.remove();
    box.classList.remove('sg-offstage');
    box.hidden = false;
  }

  #labelOpen() {
    if (this.#open && this.#tr) {
      this.#open.textContent = this.#tr.t('widget.open_live');
      this.#open.title = this.#tr.t('widget.open_live_title');
      this.#open.setAttribute('aria-label', this.#open.title);
    }
  }

  #schedule() {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      if (this.isConnected) this.#render();
    });
  }

  /** Raises a bubbling, composed event `name` with `detail`. */
  emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  async #render() {
    this.#generation += 1;
    const mine = this.#generation;
    const stale = () => mine !== this.#generation || !this.isConnected;
    client().supersede(this.owner);
    const lang = languageFor(this);
    this.#lang = lang;
    let tr;
    try {
      // An element whose first view shows the rest of the texts (the explorer's gallery)
      // waits for them too.
      tr = await translator(lang, { more: this.needsMoreTexts });
    } catch (error) {
      if (!stale()) {
        this.#content.replaceChildren(element('p', { class: 'error', role: 'alert' }, `sglab: ${error?.message ?? error}`));
        this.#firstDrawDone();
      }
      return;
    }
    if (stale()) return;
    this.#content.parentElement.lang = langTag(lang);
    this.#tr = tr;
    this.#labelOpen();
    const missing = missingWasmFeatures();
    if (missing.length > 0) {
      this.#cannotRun(tr, lang, missing);
      return;
    }
    this.#busy = mountBusy(this.#busyBox, { t: tr.t, onCancel: () => client().cancel(this.owner) });
    const busy = this.#busy;
    const call = async (method, ...args) => {
      busy.start();
      try {
        return await client().request(method, args, {
          owner: this.owner,
          onProgress: (detail) => busy.progress(detail),
          keys: keysOf(this.localName, this.getAttribute('game')),
        });
      } finally {
        busy.stop();
      }
    };
    const context = { tr, t: tr.t, lang, call, stale, emit: (name, detail) => this.emit(name, detail) };
    try {
      await this.draw(this.#content, context);
    } catch (error) {
      if (stale() || isStopped(error)) return;
      this.showError(tr, error);
    }
    if (!stale()) this.#firstDrawDone();
  }

  /** Where this browser's WebAssembly lacks a feature the modules use (wasm-support.js):
   *  the picture stays, and the widget says below it what is missing. */
  #cannotRun(tr, lang, missing) {
    const message = tr.t('widget.wasm_missing', { features: missing.join(lang === 'zh' ? '、' : ', ') });
    this.#content.replaceChildren(element('div', { class: 'error sg-error', role: 'alert', 'data-testid': 'widget-error' },
      element('p', { class: 'sg-error-text' }, message)));
    this.#keepPicture = true;
    // Out of view, the styles may have come first and the picture already given way.
    if (!this.#fallback.isConnected) this.#busyBox.parentElement.before(this.#fallback);
    this.emit('sg-error', { game: this.getAttribute('game'), message, key: 'widget.wasm_missing', column: null });
    firstPainted();
    this.#firstDrawDone();
  }

  /** Shows `error` in a small box inside the widget and raises `sg-error`. */
  showError(tr, error) {
    const message = tr.error(error);
    const parts = [element('p', { class: 'sg-error-text' }, tr.t('widget.error', { message }))];
    const game = this.getAttribute('game');
    if (typeof error?.column === 'number' && game !== null) {
      parts.push(element('pre', {}, `${game.slice(0, 200)}\n`, element('span', { class: 'caret' }, `${' '.repeat(Math.min(200, Math.max(0, error.column - 1)))}^`)));
    }
    this.#content.replaceChildren(element('div', { class: 'error sg-error', role: 'alert', 'data-testid': 'widget-error' }, ...parts));
    // Shown in place of a first view: what waits for the page's first paint may start.
    firstPainted();
    this.emit('sg-error', { game, message, key: error?.key ?? null, column: error?.column ?? null });
  }

  /** Whether the first view shows texts beyond a widget's own (runtime.js `translator`'s
   *  `more`): the explorer's gallery does. */
  // eslint-disable-next-line class-methods-use-this
  get needsMoreTexts() {
    return false;
  }

  /** Draws the widget into `box`; implemented by each element. May throw (shown as an error). */
  // eslint-disable-next-line class-methods-use-this, no-unused-vars
  async draw(box, context) {}
}
