// The real sites of the engine tests: for each engine, how a blogger's small site is laid
// out (following sglab's recipe in web/fences/recipes/ and the README's install steps: a
// copy of dist/ in the engine's static folder), how it is built with the engine's own
// command, and where its pages land. Each site is written afresh under
// tests/engines/ENGINE/site/ (its packages resolve from the engine's node_modules beside).

import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postBody, postTitle } from './posts.mjs';

export const HERE = fileURLToPath(new URL('.', import.meta.url));
export const ROOT = join(HERE, '../..');
export const DIST = join(ROOT, 'dist');
const RECIPES = join(DIST, 'fences/recipes');

/** Writes `text` to `path` under `site`, making its folders. */
function write(site, path, text) {
  mkdirSync(dirname(join(site, path)), { recursive: true });
  writeFileSync(join(site, path), text);
}

/** Copies sglab's dist/ to `folder` under `site` (the self-hosted install). */
function selfHost(site, folder) {
  cpSync(DIST, join(site, folder), { recursive: true });
}

function recipe(path) {
  return join(RECIPES, path);
}

function bin(engine, name) {
  return join(HERE, engine, 'node_modules/.bin', name);
}

/** A fresh folder for an engine's site. */
export function freshSite(engine) {
  const site = join(HERE, engine, 'site');
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  return site;
}

/**
 * Each engine: `write(site)` lays out the site, `build` is the command that builds it
 * (`[program, args]`, run in the site's folder), `out` the folder served, `pages` the
 * paths of the index and of the two posts, and `spa` whether following a link from the
 * index is a client-side navigation (the page is not reloaded).
 */
export const ENGINES = {
  hexo: {
    write(site) {
      const own = JSON.parse(readFileSync(join(HERE, 'hexo/package.json'), 'utf8'));
      write(site, 'package.json', JSON.stringify({ name: 'hexo-site', private: true, hexo: { version: own.dependencies.hexo }, dependencies: own.dependencies }, null, 2));
      symlinkSync(join(HERE, 'hexo/node_modules'), join(site, 'node_modules'), 'dir');
      // Hexo's default configuration, as `hexo init` writes it, with the recipe's one key.
      const config = readFileSync(join(HERE, 'hexo/node_modules/hexo-cli/assets/_config.yml'), 'utf8');
      if (!/^skip_render:\s*$/m.test(config)) throw new Error("hexo-cli's _config.yml has no empty skip_render key");
      write(site, '_config.yml', config.replace(/^skip_render:\s*$/m, 'skip_render:\n  - sglab/**'));
      cpSync(recipe('hexo/scripts/sglab.js'), join(site, 'scripts/sglab.js'));
      selfHost(site, 'source/sglab');
      for (const [lang, code, day] of [['en', 'en', '02'], ['zh', 'zh-CN', '03']]) {
        write(site, `source/_posts/${lang}.md`, `---\ntitle: ${postTitle(lang)}\ndate: 2026-01-${day} 10:00:00\nlang: ${code}\n---\n\n${postBody(lang, { more: '<!-- more -->' })}`);
      }
    },
    build: [bin('hexo', 'hexo'), ['generate', '--silent']],
    out: 'public',
    pages: { index: '/', en: '/2026/01/02/en/', zh: '/2026/01/03/zh/' },
    link: { en: 'a[href$="/2026/01/02/en/"]', zh: 'a[href$="/2026/01/03/zh/"]' },
    spa: false,
    pictures: true,
  },

  hugo: {
    write(site) {
      write(site, 'hugo.toml', `baseURL = "http://example.org/"
title = "Games"
defaultContentLanguage = "en"
disableKinds = ["taxonomy", "term", "RSS", "sitemap"]
[languages.en]
languageCode = "en"
weight = 1
[languages.zh]
languageCode = "zh-CN"
weight = 2
`);
      cpSync(recipe('hugo/layouts'), join(site, 'layouts'), { recursive: true });
      const page = (main) => `<!doctype html><html lang="{{ .Site.LanguageCode }}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{ .Title }}</title></head><body><main>${main}</main></body></html>\n`;
      write(site, 'layouts/_default/single.html', page('<h1>{{ .Title }}</h1>{{ .Content }}'));
      write(site, 'layouts/_default/list.html', page('{{ range .Site.RegularPages }}<p><a href="{{ .RelPermalink }}">{{ .Title }}</a></p>{{ end }}'));
      write(site, 'layouts/index.html', page('{{ range .Site.RegularPages }}<p><a href="{{ .RelPermalink }}">{{ .Title }}</a></p>{{ end }}'));
      selfHost(site, 'static/sglab');
      write(site, 'content/posts/post.md', `---\ntitle: "${postTitle('en')}"\n---\n\n${postBody('en')}`);
      write(site, 'content/posts/post.zh.md', `---\ntitle: "${postTitle('zh')}"\n---\n\n${postBody('zh')}`);
    },
    // The recipe's two steps: sglab's script draws the pictures, then Hugo builds.
    build: ['sh', ['-c', 'node static/sglab/fences/hugo.js && hugo --quiet -d public']],
    out: 'public',
    pages: { index: '/', en: '/posts/post/', zh: '/zh/posts/post/' },
    link: { en: 'a[href="/posts/post/"]', zh: 'a[href="/zh/posts/post/"]' },
    index: { zh: '/zh/' },
    spa: false,
    pictures: true,
  },

  vitepress: {
    write(site) {
      cpSync(recipe('vitepress/config.mjs'), join(site, '.vitepress/config.mjs'));
      selfHost(site, 'public/sglab');
      write(site, 'index.md', `# Games\n\n- [${postTitle('en')}](/posts/en)\n- [${postTitle('zh')}](/zh/posts/zh)\n`);
      write(site, 'zh/index.md', `# 游戏\n\n- [${postTitle('zh')}](/zh/posts/zh)\n`);
      write(site, 'posts/en.md', `# ${postTitle('en')}\n\n${postBody('en')}`);
      write(site, 'zh/posts/zh.md', `# ${postTitle('zh')}\n\n${postBody('zh')}`);
    },
    build: [bin('vitepress', 'vitepress'), ['build', '.']],
    out: '.vitepress/dist',
    pages: { index: '/', en: '/posts/en.html', zh: '/zh/posts/zh.html' },
    link: { en: 'a[href="/posts/en.html"]', zh: 'a[href="/zh/posts/zh.html"]' },
    spa: true,
    pictures: true,
    // The default theme's appearance is "auto": the reader's preference sets `html.dark`.
    dark: {},
  },

  vuepress: {
    write(site) {
      cpSync(recipe('vuepress/config.js'), join(site, '.vuepress/config.js'));
      selfHost(site, '.vuepress/public/sglab');
      write(site, 'README.md', `# Games\n\n- [${postTitle('en')}](/posts/en.md)\n- [${postTitle('zh')}](/zh/posts/zh.md)\n`);
      write(site, 'zh/README.md', `# 游戏\n\n- [${postTitle('zh')}](/zh/posts/zh.md)\n`);
      write(site, 'posts/en.md', `# ${postTitle('en')}\n\n${postBody('en')}`);
      write(site, 'zh/posts/zh.md', `# ${postTitle('zh')}\n\n${postBody('zh')}`);
    },
    build: [bin('vuepress', 'vuepress'), ['build', '.', '--clean-cache', '--clean-temp']],
    out: '.vuepress/dist',
    pages: { index: '/', en: '/posts/en.html', zh: '/zh/posts/zh.html' },
    link: { en: 'a[href="/posts/en.html"]', zh: 'a[href="/zh/posts/zh.html"]' },
    spa: true,
    pictures: true,
    // The default theme's colour mode is "auto": it follows the reader's preference.
    dark: {},
  },

  docusaurus: {
    write(site) {
      // The recipe as a blogger merges it: their own keys (here Rspack and SWC, Docusaurus
      // Faster, for a build in a minute instead of four) beside the recipe's.
      cpSync(recipe('docusaurus/docusaurus.config.mjs'), join(site, 'sglab.config.mjs'));
      write(site, 'docusaurus.config.mjs', `import sglabConfig from './sglab.config.mjs';\n\nexport default async function createConfig() {\n  return { ...(await sglabConfig()), future: { v4: true, faster: true } };\n}\n`);
      selfHost(site, 'static/sglab');
      write(site, 'docs/intro.md', '# Intro\n\nThe posts are in the blog.\n');
      write(site, 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.md', '# 简介\n\n文章在博客里。\n');
      write(site, 'src/pages/index.md', `# Games\n\n- [${postTitle('en')}](/blog/games)\n`);
      write(site, 'i18n/zh-Hans/docusaurus-plugin-content-pages/index.md', `# 游戏\n\n- [${postTitle('zh')}](/zh-Hans/blog/games)\n`);
      // The post in each locale: the English one, and its Chinese translation.
      write(site, 'blog/2026-01-02-games.md', `---\ntitle: ${postTitle('en')}\nslug: games\n---\n\n${postBody('en')}`);
      write(site, 'i18n/zh-Hans/docusaurus-plugin-content-blog/2026-01-02-games.md', `---\ntitle: ${postTitle('zh')}\nslug: games\n---\n\n${postBody('zh')}`);
    },
    build: [bin('docusaurus', 'docusaurus'), ['build', '--out-dir', 'build']],
    out: 'build',
    pages: { index: '/', en: '/blog/games', zh: '/zh-Hans/blog/games' },
    link: { en: 'a[href="/blog/games"]', zh: 'a[href="/zh-Hans/blog/games"]' },
    index: { zh: '/zh-Hans/' },
    spa: true,
    pictures: true,
    // The colour mode starts light whatever the reader prefers; the reader turns it dark
    // with the navbar's switch (light, dark, then the system's in Docusaurus 3.10), and the
    // widgets already painted follow.
    dark: {
      async turnOn(tab) {
        for (let tries = 0; tries < 3 && await tab.evaluate(() => document.documentElement.dataset.theme !== 'dark'); tries += 1) {
          await tab.locator('nav button[class*="toggleButton"]').first().click();
        }
      },
    },
  },

  astro: {
    write(site) {
      cpSync(recipe('astro/astro.config.mjs'), join(site, 'astro.config.mjs'));
      cpSync(recipe('astro/src/components/Sglab.astro'), join(site, 'src/components/Sglab.astro'));
      write(site, 'package.json', JSON.stringify({ name: 'astro-site', private: true, type: 'module' }, null, 2));
      selfHost(site, 'public/sglab');
      write(site, 'src/layouts/Post.astro', `---
import { ClientRouter } from 'astro:transitions';
import Sglab from '../components/Sglab.astro';
const { frontmatter } = Astro.props;
---
<html lang={frontmatter.lang ?? 'en'}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{frontmatter.title}</title>
    <Sglab />
    <ClientRouter />
  </head>
  <body><main><h1>{frontmatter.title}</h1><slot /></main></body>
</html>
`);
      write(site, 'src/pages/index.md', `---\nlayout: ../layouts/Post.astro\ntitle: Games\nlang: en\n---\n\n- [${postTitle('en')}](/posts/en/)\n- [${postTitle('zh')}](/posts/zh/)\n`);
      write(site, 'src/pages/posts/en.md', `---\nlayout: ../../layouts/Post.astro\ntitle: ${postTitle('en')}\nlang: en\n---\n\n${postBody('en')}`);
      write(site, 'src/pages/posts/zh.md', `---\nlayout: ../../layouts/Post.astro\ntitle: ${postTitle('zh')}\nlang: zh-CN\n---\n\n${postBody('zh')}`);
    },
    build: [bin('astro', 'astro'), ['build', '--silent']],
    out: 'dist',
    pages: { index: '/', en: '/posts/en/', zh: '/posts/zh/' },
    link: { en: 'a[href="/posts/en/"]', zh: 'a[href="/posts/zh/"]' },
    spa: true,
    pictures: true,
  },

  mkdocs: {
    write(site) {
      cpSync(recipe('mkdocs/sglab.py'), join(site, 'sglab.py'));
      write(site, 'mkdocs.yml', `site_name: Games
site_url: https://example.org/
theme:
  name: material
  language: en
  palette:
    - media: "(prefers-color-scheme: light)"
      scheme: default
    - media: "(prefers-color-scheme: dark)"
      scheme: slate
hooks:
  - sglab.py
markdown_extensions:
  - pymdownx.superfences
extra_javascript:
  - path: sglab/sglab.js
    type: module
exclude_docs: |
  sglab/**/*.md
nav:
  - index.md
  - posts/en.md
  - posts/zh.md
`);
      selfHost(site, 'docs/sglab');
      write(site, 'docs/index.md', `# Games\n\n- [${postTitle('en')}](posts/en.md)\n- [${postTitle('zh')}](posts/zh.md)\n`);
      write(site, 'docs/posts/en.md', `# ${postTitle('en')}\n\n${postBody('en')}`);
      write(site, 'docs/posts/zh.md', `---\nlang: zh-CN\n---\n\n# ${postTitle('zh')}\n\n${postBody('zh')}`);
    },
    build: [join(HERE, 'mkdocs/.venv/bin/mkdocs'), ['build', '--quiet', '--strict', '-d', 'public']],
    out: 'public',
    pages: { index: '/', en: '/posts/en/', zh: '/posts/zh/' },
    link: { en: 'article a[href$="posts/en/"]', zh: 'article a[href$="posts/zh/"]' },
    spa: false,
    pictures: true,
    // The palette above, as Material's documentation gives it: `slate` where the reader
    // prefers dark.
    dark: {},
  },
};
