/* sglab's Markdown fences for Hexo (5 or later): save as scripts/sglab.js in your site
 * (Hexo runs every file of scripts/) and `npm install sglab`.
 *
 *   ```sg play
 *   nim 3 4 5
 *   ```
 *
 * Before Hexo renders a post, each sglab fence becomes its widget's element, with the
 * picture of its first view inside (seen with no script); the widgets' script is added to
 * every page's head. The post's language (front matter `lang`, else the site's
 * `language`) picks English or Chinese. */

/* global hexo */
'use strict';

const SCRIPT = (hexo.config.sglab && hexo.config.sglab.script)
  || 'https://cdn.jsdelivr.net/npm/sglab@0.1.0/sglab.js';

let loading = null;

/** The fence rewriter and the pictures, loaded once (sglab is an ES module package). */
function sglab() {
  loading = loading || Promise.all([import('sglab/rewrite'), import('sglab/pictures')])
    .then(async ([rewrite, pictures]) => ({ rewriteMarkdown: rewrite.rewriteMarkdown, pictures: await pictures.loadPictures() }));
  return loading;
}

hexo.extend.filter.register('before_post_render', async (data) => {
  if (!/^ {0,3}(`{3,}|~{3,})\s*sg(\s|$)/m.test(data.content)) return data;
  const { rewriteMarkdown, pictures } = await sglab();
  const lang = String(data.lang || hexo.config.language || 'en');
  data.content = rewriteMarkdown(data.content, { pictures, lang: lang.startsWith('zh') ? 'zh' : 'en' });
  return data;
});

hexo.extend.injector.register('head_end', `<script type="module" src="${SCRIPT}"></script>`);
