// The markdown-it plugin: a fence ```` ```sg play ```` (docs/NOTATION.md, "Markdown
// fences") becomes the widget `<sg-play game="...">`, with the picture of its first view
// inside as inline SVG (what a reader without scripts sees). The fence grammar, the first
// view and the HTML are `sg render`'s, drawn by sglab's wasm module. Other fences are left
// to the renderer they had.
//
//   import MarkdownIt from 'markdown-it';
//   import sglab from 'sglab/markdown-it';
//   import { loadPictures } from 'sglab/pictures';
//   const md = new MarkdownIt({ html: true }).use(sglab, {
//     pictures: await loadPictures(),                   // the module (required)
//     script: '/sglab/sglab.js',                        // optional: once per page
//     lang: 'zh',                                       // optional: see below
//   });
//   md.render(text, { frontmatter: { lang: 'zh-CN' } });
//
// Each document's language: its `env.frontmatter.lang` (VitePress), else `env.lang`, else
// the `lang` option (a tag, or a function of `env` giving one: VitePress's `env.localeIndex`
// or `env.relativePath` for its /zh/ pages), else English.
//
// The page must load sglab.js once (the `script` option writes that tag, and the light wasm
// module's preload line (catalog.js `loadingTags`), before the first
// widget of each rendered document).

import { loadingTags } from '../js/elements/catalog.js';
import { isSglabInfo } from './fence.js';
import { escapeHtml, postLanguage, requireModule, throwFenceError } from './html.js';

export default function sglabMarkdownIt(md, options = {}) {
  const { script = null, throwOnError = false } = options;
  const sglab = requireModule(options.pictures, 'markdown-it plugin');
  let drawn = 0;
  const fallback = md.renderer.rules.fence
    ?? ((tokens, idx, renderOptions, env, self) => self.renderToken(tokens, idx, renderOptions));
  md.renderer.rules.fence = (tokens, idx, renderOptions, env, self) => {
    const token = tokens[idx];
    const info = md.utils.unescapeAll(token.info ?? '');
    if (!isSglabInfo(info)) return fallback(tokens, idx, renderOptions, env, self);
    const post = env && typeof env === 'object' ? env : null;
    const lang = postLanguage(options.lang, env, post?.frontmatter?.lang, post?.lang);
    // The pictures' ids are unique in the document (counted in its env) or the renderer.
    const count = post ? (post.sglabPictures = (post.sglabPictures ?? 0) + 1) : (drawn += 1);
    const { html, error } = sglab.html(info, token.content, { lang, idPrefix: `sgpic${count}` });
    if (error && throwOnError) throwFenceError(error);
    let before = '';
    if (script && post && !post.sglabScript) {
      post.sglabScript = true;
      before = `${loadingTags(escapeHtml(script))}\n`;
    } else if (script && !post) {
      before = `${loadingTags(escapeHtml(script))}\n`;
    }
    return `${before}${html}\n`;
  };
}

export { sglabMarkdownIt };
