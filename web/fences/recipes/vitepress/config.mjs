// sglab's Markdown fences for VitePress (1.x): save as .vitepress/config.mjs (or merge it
// into yours).
//
//   ```sg play
//   nim 3 4 5
//   ```
//
// Install, self-hosted: copy sglab's dist/ folder to public/sglab/ in your source folder
// (the folder of your pages: VitePress copies public/ as it is, nothing in it is rendered).
// The imports below load sglab's modules from that folder at build time; SCRIPT is where
// the page finds the widgets' script, PICTURE_CSS the pictures' stylesheet (under your site's `base`).
//
// The markdown-it plugin turns each fence into its widget's element with the picture of
// its first view inside (seen with no script), in the page's language (its locale's
// `lang`); Vue is told that sg-* tags are custom elements; the widgets' script and the
// pictures' stylesheet (css/picture.css: the pictures darken with VitePress's dark switch)
// are in every page's head.
import { loadingTags } from '../public/sglab/js/elements/catalog.js';
import sglab from '../public/sglab/fences/markdown-it.js';
import { loadPictures } from '../public/sglab/fences/picture.js';

const BASE = '/';
const SCRIPT = `${BASE}sglab/sglab.js`;
const PICTURE_CSS = `${BASE}sglab/css/picture.css`;
const LOCALES = {
  root: { label: 'English', lang: 'en-US' },
  zh: { label: '简体中文', lang: 'zh-CN', link: '/zh/' },
};

/** The language of a page from its path: its locale's `lang`. */
function pageLanguage(relativePath = '') {
  const [first] = relativePath.split('/');
  const lang = (relativePath.includes('/') && LOCALES[first]?.lang) || LOCALES.root.lang;
  return lang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** The head entries of sglab's loading tags (the script, and the light wasm's preload). */
function headEntries(script) {
  return loadingTags(script).split('\n').map((tag) => {
    const [, name, attributes] = /^<([a-z]+) (.*?)>/.exec(tag);
    const entries = [...attributes.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [key, value ?? '']);
    return [name, Object.fromEntries(entries)];
  });
}

const pictures = await loadPictures();

export default {
  base: BASE,
  locales: LOCALES,
  head: [...headEntries(SCRIPT), ['link', { rel: 'stylesheet', href: PICTURE_CSS }]],
  markdown: {
    config(md) {
      // Each page's pictures in its language: front matter `lang`, else by its locale folder.
      md.use(sglab, { pictures, lang: (env) => pageLanguage(env?.relativePath) });
    },
  },
  vue: {
    template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('sg-') } },
  },
};
