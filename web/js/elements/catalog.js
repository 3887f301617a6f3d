// The one table of the widgets and their attributes: the embed page draws its reference
// and its snippets from it, and the tests check every widget it lists.

/** Each widget: its tag, an example, its fallback text in both languages, the attributes
 *  with their default, and what the iframe form needs: `height`, the most its example
 *  needs in the compact frame layout at 375 and 1280 px, in English and Chinese (a game
 *  of play played out), as tests/e2e/iframe-heights.test.mjs measures it, plus
 *  about 20 px. Descriptions are message keys. */
export const CATALOG = [
  {
    tag: 'sg-play', example: { game: 'nim 3 4 5' }, fallback: { en: 'nim 3 4 5: the first player wins (xor 3 ⊕ 4 ⊕ 5 = 2).', zh: 'nim 3 4 5：先手必胜（异或和 3 ⊕ 4 ⊕ 5 = 2）。' }, height: 1200,
    attributes: [['game', 'nim 3 4 5', 'doc.attr.game'], ['first', 'you', 'doc.attr.first']],
  },
  {
    tag: 'sg-graph', example: { game: 'bash m=3 10' }, fallback: { en: 'bash m=3 10: the P-positions are the multiples of 4.', zh: 'bash m=3 10：必败态是 4 的倍数。' }, height: 820,
    attributes: [['game', 'nim 3 4 5', 'doc.attr.game'], ['cap', '150', 'doc.attr.cap']],
  },
  {
    tag: 'sg-table', example: { game: 'subtract {1,3,4}', to: '40' }, fallback: { en: 'subtract {1,3,4}: SG values 0 1 0 1 2 3 2 0 1 0 1 2 3 2 …, period 7.', zh: 'subtract {1,3,4}：SG 值 0 1 0 1 2 3 2 0 1 0 1 2 3 2 …，周期为 7。' }, height: 700,
    attributes: [['game', 'nim', 'doc.attr.table_game'], ['to', '', 'doc.attr.to']],
  },
  {
    tag: 'sg-grid', example: { game: 'wythoff', size: '20' }, fallback: { en: 'Wythoff P-positions: (0,0), (1,2), (3,5), (4,7), (6,10) …', zh: '威佐夫博弈的必败态：(0,0)、(1,2)、(3,5)、(4,7)、(6,10) …' }, height: 1000,
    attributes: [['game', 'wythoff', 'doc.attr.grid_game'], ['size', '', 'doc.attr.size']],
  },
  {
    tag: 'sg-xor', example: { heaps: '7 8 9' }, fallback: { en: '7 ⊕ 8 ⊕ 9 = 6: take heap 7 down to 1.', zh: '7 ⊕ 8 ⊕ 9 = 6：把 7 那一堆取到只剩 1。' }, height: 600,
    attributes: [['heaps', '7 8 9', 'doc.attr.heaps']],
  },
  {
    tag: 'sg-proof', example: { game: 'wythoff 4 7' }, fallback: { en: 'wythoff 4 7 is a P-position: (4, 7) = (a_3, b_3).', zh: 'wythoff 4 7 是必败态：(4, 7) = (a_3, b_3)。' }, height: 290,
    attributes: [['game', 'nim 3 4 5', 'doc.attr.game']],
  },
  {
    tag: 'sg-quiz', example: { game: 'nim 3 4 5', ask: 'move' }, fallback: { en: 'Find the winning move of nim 3 4 5 (answer: nim 1 4 5).', zh: '找出 nim 3 4 5 的必胜走法（答案：nim 1 4 5）。' }, height: 280,
    attributes: [['game', 'nim 3 4 5', 'doc.attr.game'], ['ask', 'outcome', 'doc.attr.ask']],
  },
  {
    tag: 'sg-explorer', example: { game: 'kayles 4 + nim 3', view: 'graph' }, fallback: { en: 'kayles 4 + nim 3: open it in the sglab explorer.', zh: 'kayles 4 + nim 3：在 sglab 探索器中打开。' }, height: 1880,
    attributes: [['game', 'nim 3 4 5', 'doc.attr.game'], ['view', 'graph', 'doc.attr.view'], ['gallery', '', 'doc.attr.gallery']],
  },
];

/** Attributes every widget takes. */
export const COMMON_ATTRIBUTES = [['lang', '', 'doc.attr.lang'], ['theme', 'auto', 'doc.attr.theme']];

/** The events every widget may raise (bubbling, composed). */
export const EVENTS = [['sg-move', 'doc.event.move'], ['sg-select', 'doc.event.select'], ['sg-error', 'doc.event.error']];

/**
 * The lines a page loads the widgets with, given the URL of `sglab.js`: the script, and
 * (where the URL names `sglab.js`) the light wasm module preloaded, so its download starts
 * as the page is read instead of after `sglab.js` arrives (one round trip sooner; the
 * mode matches the loader's `fetch()`, so the browser fetches it once). The second line is
 * optional.
 */
export function loadingTags(script) {
  const tag = `<script type="module" src="${script}"></script>`;
  const match = /^(.*\/)?sglab\.js(\?[^#]*)?$/.exec(script);
  if (!match) return tag;
  return `${tag}\n<link rel="preload" href="${match[1] ?? ''}pkg/sglab_wasm_light_bg.wasm" as="fetch" crossorigin>`;
}
