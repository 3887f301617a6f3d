// sglab's Markdown fences for Docusaurus (3): merge into your docusaurus.config.mjs and
// `npm install sglab`.
//
//   ```sg play
//   nim 3 4 5
//   ```
//
// The remark plugin turns each fence into its widget's element (MDX keeps sg-* tags as
// custom elements) with the picture of its first view inside (seen with no script); the
// widgets' script is in every page's head.
import remarkSglab from 'sglab/remark';
import { loadPictures } from 'sglab/pictures';

const SCRIPT = 'https://cdn.jsdelivr.net/npm/sglab@0.1.0/sglab.js';
const sglab = [remarkSglab, { pictures: await loadPictures() }];

export default {
  title: 'My site',
  url: 'https://example.org',
  baseUrl: '/',
  scripts: [{ src: SCRIPT, type: 'module' }],
  presets: [
    ['classic', {
      docs: { remarkPlugins: [sglab] },
      blog: { remarkPlugins: [sglab] },
      pages: { remarkPlugins: [sglab] },
    }],
  ],
};
