// Rewrites a Markdown text, turning each sglab fence into its widget's HTML (with the
// picture inside when pictures are loaded) and leaving the rest as written: for site
// generators whose Markdown renderer takes no plugin but passes HTML through (Hexo's
// `before_post_render` filter, docs/recipes). Top-level fences only (not those inside a
// list item or a quote), as CommonMark writes them: up to three spaces, three or more
// backticks or tildes, closed by the same character at least as many times.
//
//   rewriteMarkdown('# Nim\n\n```sg play\nnim 3 4 5\n```\n', { pictures, lang: 'en' })
//   // → '# Nim\n\n<sg-play game="nim 3 4 5"><img class="sg-picture" ...></sg-play>\n'

import { isSglabInfo } from './fence.js';
import { fenceHtml } from './html.js';

const OPENING = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/** The Markdown `text` with its sglab fences as HTML blocks (options as `fenceHtml`). */
export function rewriteMarkdown(text, options = {}) {
  const lines = String(text).split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = OPENING.exec(lines[i].replace(/\r$/, ''));
    // A backtick fence's info string may not contain a backtick.
    if (!open || (open[1][0] === '`' && open[2].includes('`'))) {
      out.push(lines[i]);
      continue;
    }
    const [, marker, info] = open;
    const closing = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end].replace(/\r$/, ''))) end += 1;
    const body = lines.slice(i + 1, end).map((line) => line.replace(/\r$/, ''));
    if (isSglabInfo(info)) {
      out.push(fenceHtml(info.trim(), body.join('\n'), options));
    } else {
      out.push(...lines.slice(i, Math.min(end + 1, lines.length)));
    }
    i = end;
  }
  return out.join('\n');
}
