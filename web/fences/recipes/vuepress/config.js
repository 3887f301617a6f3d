// sglab's Markdown fences for VuePress 2 (default theme, Vite bundler): save as
// .vuepress/config.js (or merge it into yours).
//
//   ```sg play
//   nim 3 4 5
//   ```
//
// Install, self-hosted: copy sglab's dist/ folder to .vuepress/public/sglab/ (VuePress
// copies public/ as it is, nothing in it is rendered). SCRIPT is where the page finds the
// widgets' script, PICTURE_CSS the pictures' stylesheet (under your site's `base`).
//
// The markdown-it plugin turns each fence into its widget's element with the picture of
// its first view inside (seen with no script), in the page's language (its locale's
// `lang`); Vue is told that sg-* tags are custom elements; the widgets' script and the
// pictures' stylesheet (css/picture.css: the pictures darken with the theme's dark switch)
// are in every page's head.
import { defineUserConfig } from 'vuepress';
import { viteBundler } from '@vuepress/bundler-vite';
import { defaultTheme } from '@vuepress/theme-default';
import { loadingTags } from './public/sglab/js/elements/catalog.js';
import sglab from './public/sglab/fences/markdown-it.js';
import { loadPictures } from './public/sglab/fences/picture.js';

const BASE = '/';
const SCRIPT = `${BASE}sglab/sglab.js`;
const PICTURE_CSS = `${BASE}sglab/css/picture.css`;
const LOCALES = {
  '/': { lang: 'en-US' },
  '/zh/': { lang: 'zh-CN' },
};

/** The language of a page from its path: its locale's `lang`. */
function pageLanguage(filePathRelative = '') {
  const locale = Object.keys(LOCALES).filter((prefix) => `/${filePathRelative ?? ''}`.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0] ?? '/';
  return LOCALES[locale].lang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
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

export default defineUserConfig({
  base: BASE,
  locales: LOCALES,
  head: [...headEntries(SCRIPT), ['link', { rel: 'stylesheet', href: PICTURE_CSS }]],
  theme: defaultTheme({ locales: { '/': { selectLanguageName: 'English' }, '/zh/': { selectLanguageName: '简体中文' } } }),
  bundler: viteBundler({
    vuePluginOptions: {
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('sg-') } },
    },
  }),
  extendsMarkdown: (md) => {
    // Each page's pictures in its language: front matter `lang`, else by its locale folder.
    md.use(sglab, { pictures, lang: (env) => pageLanguage(env?.filePathRelative) });
  },
});
