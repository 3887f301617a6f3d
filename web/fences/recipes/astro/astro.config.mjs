// sglab's Markdown fences for Astro (5): merge into your astro.config.mjs, and put the
// component src/components/Sglab.astro in the <head> of your posts' layout.
//
//   ```sg play
//   nim 3 4 5
//   ```
//
// Install, self-hosted: copy sglab's dist/ folder to public/sglab/ (Astro copies public/
// as it is, nothing in it is rendered).
//
// The remark plugin turns each fence into its widget's element with the picture of its
// first view inside (seen with no script), in the post's language (front matter `lang`,
// else LANG below).
import { defineConfig } from 'astro/config';
import remarkSglab from './public/sglab/fences/remark.js';
import { loadPictures } from './public/sglab/fences/picture.js';

const LANG = 'en';

export default defineConfig({
  markdown: {
    // The plugin reads each post's front matter `lang` itself (Astro's file.data.astro).
    remarkPlugins: [[remarkSglab, { pictures: await loadPictures(), lang: LANG }]],
  },
});
