// sglab's Markdown fences for Docusaurus (3): merge into your docusaurus.config.mjs.
//
//   ```sg play
//   nim 3 4 5
//   ```
//
// Install, self-hosted: copy sglab's dist/ folder to static/sglab/ (Docusaurus copies
// static/ as it is, nothing in it is rendered). SCRIPT is where the page finds the
// widgets' script, PICTURE_CSS the pictures' stylesheet (under your site's `baseUrl`).
//
// The remark plugin turns each fence into its widget's element (MDX keeps sg-* tags as
// custom elements) with the picture of its first view inside (seen with no script), in the
// language of the locale being built; the widgets' script and the pictures' stylesheet
// (css/picture.css: the pictures darken with Docusaurus's dark mode) are in every page's head.
// Docusaurus loads this file without top-level await: the configuration is an async
// function, which loads the pictures' wasm module once.
import { loadingTags } from './static/sglab/js/elements/catalog.js';
import remarkSglab from './static/sglab/fences/remark.js';
import { loadPictures } from './static/sglab/fences/picture.js';

const BASE_URL = '/';
const SCRIPT = `${BASE_URL}sglab/sglab.js`;
const PICTURE_CSS = `${BASE_URL}sglab/css/picture.css`;

/** sglab's loading tags (the script, and the light wasm's preload) as Docusaurus entries. */
function loading(script) {
  const [tag, preload] = loadingTags(script).split('\n');
  const src = /src="([^"]*)"/.exec(tag)[1];
  const links = preload ? [{ tagName: 'link', attributes: { rel: 'preload', href: /href="([^"]*)"/.exec(preload)[1], as: 'fetch', crossorigin: 'anonymous' } }] : [];
  return { scripts: [{ src, type: 'module' }], headTags: links };
}

export default async function createConfig() {
  const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';
  const sglab = [remarkSglab, { pictures: await loadPictures(), lang: locale.startsWith('zh') ? 'zh' : 'en' }];
  return {
    title: 'My site',
    url: 'https://example.org',
    baseUrl: BASE_URL,
    i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans'] },
    ...loading(SCRIPT),
    stylesheets: [PICTURE_CSS],
    presets: [
      ['classic', {
        docs: { remarkPlugins: [sglab] },
        blog: { remarkPlugins: [sglab] },
        pages: { remarkPlugins: [sglab] },
      }],
    ],
  };
}
