// What the plugins share: the post's language, each picture's id prefix, and the loaded
// module (`loadPictures()`) checked. The HTML of a fence is the Rust crates'
// (`sglab_draw::fence::html`): the element with its attributes and, inside it, the picture
// of its first view as inline SVG (what a reader without scripts sees, and what shows
// until the widget paints; the widget's shadow root replaces it).

import { languageOf } from './picture.js';

/** Escapes text for an HTML attribute value or text content. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

/** The module the plugins draw with: the `pictures` option, checked. */
export function requireModule(pictures, plugin) {
  if (pictures && typeof pictures.html === 'function' && typeof pictures.fence === 'function') return pictures;
  throw new TypeError(`sglab's ${plugin} needs the option pictures: await loadPictures() (from 'sglab/pictures'; loadPictures({ pictures: false }) reads fences without drawing)`);
}

/**
 * The language of one post, first found of: its front matter's `lang`, the `lang` its
 * renderer gives it (markdown-it's `env.lang`, remark's `file.data.lang`), the plugin's
 * `lang` option (a tag, or a function of the post's `env` or `file` giving one), English.
 * A fence's own `lang=` wins over all (the Rust side reads it).
 */
export function postLanguage(option, post, ...found) {
  for (const tag of found) if (typeof tag === 'string' && tag !== '') return languageOf(tag);
  const chosen = typeof option === 'function' ? option(post) : option;
  return languageOf(chosen ?? 'en');
}

/** Throws a fence's error as a `SyntaxError` with its key and column. */
export function throwFenceError(error) {
  const thrown = new SyntaxError(error.message);
  Object.assign(thrown, error);
  throw thrown;
}
