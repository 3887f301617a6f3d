// Rewrites a Markdown text, turning each sglab fence into its widget's HTML (its picture
// inline) and leaving the rest as written: for site generators whose Markdown renderer
// takes no plugin but passes HTML through (Hexo's `before_post_render` filter,
// docs/recipes). Top-level fences only (not those inside a list item or a quote), as
// CommonMark writes them. The scan, the HTML and the pictures are the Rust crates'
// (`sglab_draw::fence::rewrite`), the same as `sg render`'s; each element is an HTML block
// of its own (blank lines around it, its picture on one line), which Markdown copies as is.
//
//   const pictures = await loadPictures();
//   rewriteMarkdown('# Nim\n\n```sg play\nnim 3 4 5\n```\n', { pictures, lang: 'en' })
//   // → '# Nim\n\n<sg-play game="nim 3 4 5">\n<svg ...>...</svg>\n</sg-play>\n'

import { postLanguage, requireModule, throwFenceError } from './html.js';

/** The Markdown `text` with its sglab fences as HTML blocks. Options: `pictures` (from
 *  `loadPictures`, required), `lang` (the post's language: a tag, or a function of
 *  `post`), `post` (what `lang` is given), `throwOnError`. */
export function rewriteMarkdown(text, options = {}) {
  const sglab = requireModule(options.pictures, 'Markdown rewriter');
  const lang = postLanguage(options.lang, options.post);
  const { text: out, errors } = sglab.rewrite(text, { lang });
  if (errors.length > 0 && options.throwOnError) throwFenceError(errors[0]);
  return out;
}
