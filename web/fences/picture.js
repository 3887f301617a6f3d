// sglab's Markdown fences in Node, for the build-time plugins: sglab's own wasm module (the
// same `pkg/` the widgets load; its wasm-bindgen glue is `--target web`, and `initSync`
// with the module's bytes runs it in Node) reads each fence and draws its picture. The
// fence grammar, the first view of each widget, the picture and the HTML are the Rust
// crates' (`sglab_core::fence`, `sglab_draw::fence`), the same as `sg render`'s: this file
// only loads the module and names its exports.
//
//   const sglab = await loadPictures();                 // finds pkg/ beside this folder
//   sglab.fence('sg table to=40', 'kayles')             // {tag, attributes} or {error}
//   sglab.html('sg play', 'nim 3 4 5', { lang: 'zh' })  // {html} (the element, its picture inline)
//   sglab.picture('sg play', 'nim 3 4 5', { lang })     // {tag, attributes, drawing, view, alt}
//   sglab.rewrite(markdown, { lang: 'en' })             // {text, errors}
//   sglab.messages('zh')                                // core's message table
//
// `loadPictures({ pictures: false })` reads fences but draws nothing (each element holds
// its game's text).

import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where `pkg/` may be: beside this folder (dist/, the npm package) or two up (the
 *  repository, where the web files live in web/ and pkg/ at the top). */
const PKG_CANDIDATES = ['../pkg/', '../../pkg/'];

function findPkg() {
  for (const candidate of PKG_CANDIDATES) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(fileURLToPath(new URL('sglab_wasm_bg.wasm', url)))) return url;
  }
  throw new Error(`sglab: no pkg/sglab_wasm_bg.wasm beside ${fileURLToPath(new URL('.', import.meta.url))} (build it with cargo xtask build)`);
}

/** A language tag as the module reads it: `zh` for any Chinese tag, else `en`. */
export function languageOf(tag) {
  return String(tag ?? '').toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** An element's attributes as a fence: the game (or heaps) as the body, the others in the
 *  info string (for `svg`, which takes a widget rather than a fence). */
function asFence(tag, attributes) {
  const widget = String(tag).replace(/^sg-/, '');
  const bodyName = widget === 'xor' ? 'heaps' : 'game';
  const body = attributes.find(([name]) => name === bodyName)?.[1] ?? '';
  const rest = attributes.filter(([name]) => name !== bodyName).map(([name, value]) => `${name}="${value}"`);
  return [['sg', widget, ...rest].join(' '), body];
}

/**
 * Loads the wasm module once (from `pkg`, a folder URL or path, by default found beside
 * this folder). Options: `pkg`, `pictures` (default true: draw each fence's picture).
 */
export async function loadPictures({ pkg, pictures = true } = {}) {
  const base = pkg === undefined ? findPkg() : (pkg instanceof URL ? pkg : pathToFileURL(String(pkg).replace(/\/?$/, '/')));
  const glue = await import(new URL('sglab_wasm.js', base).href);
  const bytes = await readFile(new URL('sglab_wasm_bg.wasm', base));
  glue.initSync({ module: bytes });
  // The exports that draw are methods of a `Session` (crates/wasm/src/session.rs).
  const session = new glue.Session();
  const settings = (options = {}) => ({ lang: languageOf(options.lang), idPrefix: options.idPrefix ?? 'sgpic', pictures });
  return {
    /** Whether pictures are drawn. */
    pictures,
    /** Reads a fence: `{tag, attributes}` (the game first) or `{error: {key, column, found,
     *  expected, widget, message}}`, `message` in `lang` with its column. */
    fence(info, body = '', lang = 'en') {
      return glue.fence(String(info ?? ''), String(body ?? ''), languageOf(lang));
    },
    /** A fence as HTML: `{html}` (the element, its picture inline) or `{html, error}` (the
     *  error's `<pre>`). Options: `lang` (of the post; a fence's `lang=` wins), `idPrefix`. */
    html(info, body = '', options = {}) {
      return session.fenceHtml(String(info ?? ''), String(body ?? ''), settings(options));
    },
    /** A fence's widget and picture: `{tag, attributes, drawing, view, alt}` (`drawing` a
     *  tree `{name, attributes, children}`, or null) or `{error}`. Options as `html`. */
    picture(info, body = '', options = {}) {
      return session.fencePicture(String(info ?? ''), String(body ?? ''), settings(options));
    },
    /** A Markdown text with its sglab fences as HTML blocks: `{text, errors}` (`errors`
     *  as `fence`'s, each with its `line`). Options as `html`. */
    rewrite(text, options = {}) {
      return session.rewriteMarkdown(String(text ?? ''), settings(options));
    },
    /** The SVG text of a widget's picture (`tag`, `[[name, value], ...]`), or null when
     *  its game has none (the widget will show why). */
    svg(tag, attributes, lang = 'en') {
      const [info, body] = asFence(tag, attributes);
      const html = session.fenceHtml(info, body, { ...settings({ lang }), pictures: true }).html;
      const match = /<svg[\s\S]*<\/svg>/.exec(html);
      return match ? match[0] : null;
    },
    /** Core's message table in `lang`. */
    messages(lang = 'en') {
      return glue.messages(languageOf(lang));
    },
  };
}
