// sglab's Markdown fences for VuePress 2: save as .vuepress/config.js (or merge it into
// yours; keep your bundler) and `npm install sglab`.
//
//   ```sg play
//   nim 3 4 5
//   ```
//
// The markdown-it plugin turns each fence into its widget's element with the picture of
// its first view inside (seen with no script); Vue is told that sg-* tags are custom
// elements (with @vuepress/bundler-vite: `viteBundler({ vuePluginOptions: ... })`, the
// options below); the widgets' script is in every page's head.
import sglab from 'sglab/markdown-it';
import { loadPictures } from 'sglab/pictures';

const SCRIPT = 'https://cdn.jsdelivr.net/npm/sglab@0.1.0/sglab.js';
const pictures = await loadPictures();

/** Vue's options for the bundler plugin: sg-* are custom elements. */
export const vuePluginOptions = {
  template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('sg-') } },
};

export default {
  head: [['script', { type: 'module', src: SCRIPT }]],
  extendsMarkdown: (md) => {
    md.use(sglab, { pictures });
  },
};
