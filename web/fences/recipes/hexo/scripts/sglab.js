/* sglab's Markdown fences for Hexo (8, which needs Node 20.19 or later): save as
 * scripts/sglab.js in your site (Hexo runs every file of scripts/).
 *
 *   ```sg play
 *   nim 3 4 5
 *   ```
 *
 * Install, self-hosted: copy sglab's dist/ folder to source/sglab/ and add to _config.yml
 *
 *   skip_render:
 *     - sglab/**
 *
 * (Hexo then copies the folder as it is, instead of rendering its README and wrapping
 * embed.html in the theme). Options, all optional, in _config.yml:
 *
 *   sglab:
 *     dir: sglab                   # the folder of source/ that holds dist/
 *     script: /sglab/sglab.js      # the widgets' script (default: root + dir + /sglab.js)
 *     stylesheet: /sglab/css/picture.css  # the pictures' (default: root + dir + /css/picture.css)
 *
 * Before Hexo renders a post (and before its own code highlighter, which would take the
 * fence first), each sglab fence becomes its widget's element with the picture of its
 * first view inside (seen with no script). The post's language (front matter `lang`, else
 * the site's `language`) picks the pictures' and the widgets' language. The widgets' script
 * and the pictures' stylesheet (css/picture.css: the pictures darken with a theme's dark
 * switch) are added to every page's head. */

/* global hexo */
'use strict';

const path = require('node:path');

const options = hexo.config.sglab || {};
const DIR = options.dir || 'sglab';
const ROOT = String(hexo.config.root || '/').replace(/\/?$/, '/');
const SCRIPT = options.script || `${ROOT}${DIR}/sglab.js`;
const STYLESHEET = options.stylesheet || `${ROOT}${DIR}/css/picture.css`;
const SGLAB = path.join(hexo.source_dir, DIR);

// sglab's modules are ES modules: Hexo runs this file in a function of its own, where
// import() fails, so they are loaded with require() (Node 20.19 or later loads ES modules so).
const { rewriteMarkdown } = require(path.join(SGLAB, 'fences/rewrite.js'));
const { loadPictures } = require(path.join(SGLAB, 'fences/picture.js'));
const { loadingTags } = require(path.join(SGLAB, 'js/elements/catalog.js'));

let pictures = null;

/** The post's language on each widget's opening tag (a line of its own in the rewritten
 *  text), for a theme whose <html lang> names the site's language or none. */
function withLanguage(text, lang) {
  return text.replace(/^<(sg-[a-z]+)((?: [^>]*)?)>$/gm, (whole, tag, attributes) =>
    (/ lang="/.test(attributes) ? whole : `<${tag} lang="${lang}"${attributes}>`));
}

// Priority 9: before Hexo's code highlighter (priority 10), which escapes every fence.
hexo.extend.filter.register('before_post_render', async (data) => {
  if (!/^ {0,3}(`{3,}|~{3,})\s*sg(\s|$)/m.test(data.content)) return data;
  pictures = pictures || await loadPictures();
  const lang = String(data.lang || hexo.config.language || 'en').toLowerCase().startsWith('zh') ? 'zh' : 'en';
  data.content = withLanguage(rewriteMarkdown(data.content, { pictures, lang }), lang);
  return data;
}, 9);

hexo.extend.injector.register('head_end', `${loadingTags(SCRIPT)}\n<link rel="stylesheet" href="${STYLESHEET}">`);
