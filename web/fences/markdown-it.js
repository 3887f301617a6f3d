// The markdown-it plugin: a fence ```` ```sg play ```` (docs/NOTATION.md, "Markdown
// fences") becomes the widget `<sg-play game="...">`, with the picture of its first view
// inside as fallback content when pictures are loaded. Other fences are left to the
// renderer they had.
//
//   import MarkdownIt from 'markdown-it';
//   import sglab from 'sglab/markdown-it';
//   import { loadPictures } from 'sglab/pictures';
//   const md = new MarkdownIt({ html: true }).use(sglab, {
//     pictures: await loadPictures(),                   // optional: the build-time pictures
//     script: 'https://cdn.jsdelivr.net/npm/sglab@0.1.0/sglab.js',   // optional: once per page
//     lang: 'zh',                                       // optional: the post's language
//   });
//
// The page must load sglab.js once (the `script` option writes that tag, and the light wasm
// module's preload line (catalog.js `loadingTags`), before the first
// widget of each rendered document).

import { loadingTags } from '../js/elements/catalog.js';
import { isSglabInfo } from './fence.js';
import { fenceHtml, escapeHtml } from './html.js';

export default function sglabMarkdownIt(md, options = {}) {
  const { script = null } = options;
  const fallback = md.renderer.rules.fence
    ?? ((tokens, idx, renderOptions, env, self) => self.renderToken(tokens, idx, renderOptions));
  md.renderer.rules.fence = (tokens, idx, renderOptions, env, self) => {
    const token = tokens[idx];
    const info = md.utils.unescapeAll(token.info ?? '');
    if (!isSglabInfo(info)) return fallback(tokens, idx, renderOptions, env, self);
    const html = fenceHtml(info, token.content, options);
    let before = '';
    if (script && env && typeof env === 'object' && !env.sglabScript) {
      env.sglabScript = true;
      before = `${loadingTags(escapeHtml(script))}\n`;
    } else if (script && (!env || typeof env !== 'object')) {
      before = `${loadingTags(escapeHtml(script))}\n`;
    }
    return `${before}${html}\n`;
  };
}

export { sglabMarkdownIt };
