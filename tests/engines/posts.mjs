// The posts every engine's site is built with: one in English and one in Chinese, each
// with one fence of each widget kind, and a code block of another language that must be
// left alone. Each engine sets the post's language its own way (sites.mjs).

/** The fences of a post: `[widget, info string, body]`, one of each kind. */
export const FENCES = [
  ['play', 'sg play', 'nim 3 4 5'],
  ['graph', 'sg graph cap=60', 'bash m=3 6'],
  ['table', 'sg table to=20', 'subtract {1,3,4}'],
  ['grid', 'sg grid size=12', 'wythoff'],
  ['xor', 'sg xor', '7 8 9'],
  ['proof', 'sg proof', 'wythoff 4 7'],
  ['quiz', 'sg quiz ask=move', 'nim 3 4 5'],
  ['explorer', 'sg explorer view="table"', 'kayles 4 + nim 3'],
];

const TEXT = {
  en: {
    title: 'Impartial games',
    intro: 'Nim and its cousins, played out below.',
    before: (widget) => `The ${widget} widget:`,
  },
  zh: {
    title: '公平组合游戏',
    intro: '尼姆游戏及其同类，下面一一演示。',
    before: (widget) => `${widget} 组件：`,
  },
};

/** The title of the post in `lang` ('en' or 'zh'). */
export function postTitle(lang) {
  return TEXT[lang].title;
}

/** The Markdown body of the post in `lang` (no front matter, no title heading);
 *  `more` is put after the introduction (Hexo's excerpt marker, for instance). */
export function postBody(lang, { more = '' } = {}) {
  const text = TEXT[lang];
  const fences = FENCES.map(([widget, info, body]) => `${text.before(widget)}\n\n\`\`\`${info}\n${body}\n\`\`\`\n`);
  return `${text.intro}\n\n${more ? `${more}\n\n` : ''}${fences.join('\n')}\n\`\`\`js\nconst untouched = 1;\n\`\`\`\n`;
}
