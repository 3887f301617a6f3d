// A fence as HTML text: the element with its attributes and, when pictures are loaded, the
// picture of its first view inside it as fallback content (what a reader sees with no
// script, and before the module arrives; the widget's shadow root replaces it). Shared by
// the markdown-it plugin and the Markdown rewriter (Hexo). No DOM: strings, escaped.

import { parseFence, fenceErrorText } from './fence.js';
import { svgTitle } from './picture.js';

/** Escapes text for an HTML attribute value or text content. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

/** The picture of a widget as an `<img>`'s attributes `{src, alt}` (a data: URL of its
 *  SVG, the SVG's title as alt text), or null. */
export function pictureImage(pictures, tag, attributes, lang) {
  const svg = pictures?.svg(tag, attributes, lang);
  if (!svg) return null;
  return { src: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`, alt: svgTitle(svg) };
}

/** The language of a fence: its `lang` attribute, else the plugin's. */
export function fenceLanguage(attributes, fallback) {
  const own = attributes.find(([name]) => name === 'lang')?.[1];
  return (own ?? fallback ?? 'en').toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/**
 * The HTML of one fence (`info`, `body`), on one line with no blank line (so Markdown keeps
 * it as one HTML block), or null when the fence is not sglab's. Options: `pictures` (from
 * `loadPictures`), `lang` (of the post), `throwOnError`.
 */
export function fenceHtml(info, body, { pictures = null, lang = 'en', throwOnError = false } = {}) {
  const result = parseFence(info, body);
  if (result.error) {
    const text = fenceErrorText(result.error, pictures?.messages(lang) ?? {});
    if (throwOnError) {
      const error = new SyntaxError(text);
      Object.assign(error, result.error);
      throw error;
    }
    return `<pre class="sg-fence-error" role="alert" data-key="${escapeHtml(result.error.key)}" data-column="${result.error.column}">${escapeHtml(text)}</pre>`;
  }
  const { tag, attributes } = result;
  const attributeText = attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  const image = pictureImage(pictures, tag, attributes, fenceLanguage(attributes, lang));
  const inner = image
    ? `<img class="sg-picture" src="${image.src}" alt="${escapeHtml(image.alt)}" style="max-width:100%;height:auto">`
    : escapeHtml(attributes.find(([name]) => name === 'game' || name === 'heaps')?.[1] ?? '');
  return `<${tag}${attributeText}>${inner}</${tag}>`;
}
