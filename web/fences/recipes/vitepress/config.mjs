// sglab's Markdown fences for VitePress: save as .vitepress/config.mjs (or merge it into
// yours) and `npm install sglab`.
//
//   ```sg play
//   nim 3 4 5
//   ```
//
// The markdown-it plugin turns each fence into its widget's element with the picture of
// its first view inside (seen with no script); Vue is told that sg-* tags are custom
// elements; the widgets' script is in every page's head.
import sglab from 'sglab/markdown-it';
import { loadPictures } from 'sglab/pictures';

const SCRIPT = 'https://cdn.jsdelivr.net/npm/sglab@0.1.0/sglab.js';
const pictures = await loadPictures();

export default {
  head: [['script', { type: 'module', src: SCRIPT }]],
  markdown: {
    config(md) {
      // Each page's pictures in its language: front matter `lang`, else by its folder
      // (the /zh/ locale here; adapt to your `locales`).
      md.use(sglab, { pictures, lang: (env) => (env?.relativePath?.startsWith('zh/') ? 'zh' : 'en') });
    },
  },
  vue: {
    template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('sg-') } },
  },
};
