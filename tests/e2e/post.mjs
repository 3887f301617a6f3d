// A blog post as a reader gets it: Markdown with one fence of each widget, through the
// real markdown-it and sglab's plugin with build-time pictures (the wasm module in Node),
// in a page of a blog theme's kind (a column of text in the theme's own font, paragraphs
// around each widget), served from a second origin with the widgets from the sglab server.
// Shared by the tests of the page's theme, language, layout shift and narrow columns.

import MarkdownIt from 'markdown-it';
import sglabMarkdownIt from '../../web/fences/markdown-it.js';
import { loadPictures } from '../../web/fences/picture.js';
import { BASE_URL } from './browser.mjs';

/** Each widget, its fence, and what it shows once painted. */
export const WIDGETS = [
  ['sg-play', 'sg play\nnim 3 4 5', '[data-testid="play-moves"] button'],
  ['sg-graph', 'sg graph cap=60\nbash m=3 6', '.sg-node, [data-testid="graph-row-node"]'],
  ['sg-table', 'sg table to=40\nsubtract {1,3,4}', '[data-testid="strip"] .sg-cell'],
  ['sg-grid', 'sg grid size=20\nwythoff', '[data-testid="heatmap"] .sg-cell'],
  ['sg-xor', 'sg xor\n7 8 9', '[data-testid="xor-columns"]'],
  ['sg-proof', 'sg proof\nwythoff 4 7', '[data-testid="proof"] .step'],
  ['sg-quiz', 'sg quiz ask=move\nnim 3 4 5', '[data-testid="quiz-answer"]'],
  ['sg-explorer', 'sg explorer view="graph"\nkayles 4 + nim 3', '.sg-node, [data-testid="graph-row-node"]'],
];

const WORDS = {
  en: 'An impartial game is one where both players have the same moves. The Sprague–Grundy theorem gives every position a number, and a sum of games is won exactly when the xor of those numbers is not zero.',
  zh: '公平组合游戏中，双方能走的步完全相同。SG 定理给每个局面一个数，几个游戏的和先手必胜，当且仅当这些数的异或和不为零。',
};

let pictures = null;

/**
 * The Markdown of the post: a paragraph, then each widget's fence and a paragraph
 * (`widgets`: as WIDGETS, by default WIDGETS).
 */
export function markdown(lang, tags = WIDGETS.map(([tag]) => tag), widgets = WIDGETS) {
  const parts = [`# ${lang === 'zh' ? '博弈论' : 'Impartial games'}`, WORDS[lang]];
  for (const [tag, fence] of widgets) {
    if (!tags.includes(tag)) continue;
    const [info, ...body] = fence.split('\n');
    parts.push(`\`\`\`${info}\n${body.join('\n')}\n\`\`\``, WORDS[lang]);
  }
  return parts.join('\n\n');
}

/**
 * The HTML page of the post in `lang`: `html` (attributes of `<html>`), `css` (the theme's
 * extra rules), `column` (the text column's width in px, else 46rem), `tags` (the widgets), `widgets`
 * (their fences: as WIDGETS, by default WIDGETS).
 */
export async function postPage({ lang = 'en', htmlAttributes = `lang="${lang === 'zh' ? 'zh-CN' : 'en'}"`, css = '', column = null, tags, widgets = WIDGETS } = {}) {
  pictures ??= await loadPictures();
  const body = new MarkdownIt({ html: true }).use(sglabMarkdownIt, { pictures, lang }).render(markdown(lang, tags ?? widgets.map(([tag]) => tag), widgets));
  const script = new URL('sglab.js', BASE_URL).href;
  return `<!doctype html><html ${htmlAttributes}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>post</title>
<script type="module" src="${script}"></script>
<style>
body { margin: 0; font: 17px/1.7 Georgia, "Noto Serif CJK SC", serif; color: #222; background: #fff; }
main { max-width: ${column ? `${column}px` : '46rem'}; margin: 0 auto; padding: 16px; box-sizing: ${column ? 'content-box' : 'border-box'}; }
${css}
</style></head><body><main>${body}</main></body></html>`;
}

/** Waits until every widget of the page shows what it shows once painted. */
export async function everyWidgetPaints(tab, tags = WIDGETS.map(([tag]) => tag)) {
  for (const [tag, , inner] of WIDGETS) {
    if (!tags.includes(tag)) continue;
    await tab.waitForFunction(([t, i]) => {
      const shadow = document.querySelector(t)?.shadowRoot;
      return shadow?.querySelector(i) && shadow.querySelector('.sg-widget:not([hidden]):not(.sg-offstage), [data-testid="open-widget"]');
    }, [tag, inner], { timeout: 60000 }).catch(async (error) => {
      const seen = await tab.evaluate((t) => document.querySelector(t)?.shadowRoot?.querySelector('.sg-content')?.textContent?.slice(0, 300) ?? 'no element', tag);
      throw new Error(`${tag} did not paint ${inner}: ${seen} (${error.message.split('\n')[0]})`);
    });
  }
}
