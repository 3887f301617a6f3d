// The embed page. Without `?w=`, the widget reference: every widget live, with its four
// snippets (Markdown fence, script, iframe, picture) and its attributes, from
// js/elements/catalog.js, and how to host the files (npm, a CDN, a copy of dist/).
// With `?w=play&game=...&lang=zh`, one widget alone for an iframe: it tells its parent its
// height with `postMessage({source: 'sglab', type: 'height', height, widget, id}, '*')`
// (`id` is the `id` URL parameter, so a page with several frames can tell them apart) and
// never navigates its parent. URL parameters become attributes: data, never markup.
// The frame's layout is compact (no margins, the widget's long parts held in boxes that
// scroll) and the frame document itself scrolls, so nothing is cut off in a frame of the
// snippet's height, which the catalog holds as measured at 375 and 1280 px. The frame
// loads `sglab.js` and this module's first imports only; the reference the rest by
// `import()`.

import '../sglab.js';
import { CATALOG, COMMON_ATTRIBUTES, EVENTS, loadingTags } from './elements/catalog.js';
import { element, button } from './dom.js';
import { detectLanguage, langTag, translateTree } from './i18n.js';

/**
 * What only the reference needs (the page's worker client, the exports of its picture
 * buttons, the tables' grid origin), loaded by `import()` in reference mode: a frame,
 * which shows one widget, waits for none of it.
 */
let tools = null;

const params = new URLSearchParams(location.search);
const root = document.getElementById('embed');

function frameMode(name) {
  document.documentElement.classList.add('embed-frame');
  document.body.classList.add('embed-frame');
  const entry = CATALOG.find((item) => item.tag === `sg-${name}`);
  const lang = params.get('lang') === 'zh' ? 'zh' : 'en';
  document.documentElement.lang = langTag(lang);
  if (!entry) {
    root.replaceChildren(element('p', { class: 'error', role: 'alert' }, `sglab: unknown widget "${String(name).slice(0, 40)}"`));
    return;
  }
  const widget = document.createElement(entry.tag);
  for (const [attribute] of [...entry.attributes, ...COMMON_ATTRIBUTES]) {
    if (params.has(attribute)) widget.setAttribute(attribute, params.get(attribute));
  }
  widget.setAttribute('lang', lang);
  widget.setAttribute('compact', '');
  root.replaceChildren(widget);
  const id = params.get('id');
  let last = -1;
  const report = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last || window.parent === window) return;
    last = height;
    window.parent.postMessage({ source: 'sglab', type: 'height', height, widget: entry.tag, id }, '*');
  };
  new ResizeObserver(report).observe(document.documentElement);
  report();
}

function attributesOf(entry) {
  return Object.entries(entry.example);
}

function scriptSnippet(base, entry, lang) {
  const attributes = attributesOf(entry).map(([name, value]) => ` ${name}="${value}"`).join('');
  return `${loadingTags(new URL('sglab.js', base).href)}\n<${entry.tag}${attributes}>${entry.fallback[lang]}</${entry.tag}>`;
}

/** The widget as a Markdown fence (docs/NOTATION.md, "Markdown fences"): its example's
 *  game (heaps for xor) as the block, its other attributes on the info string. */
export function fenceSnippet(entry, lang) {
  const body = entry.tag === 'sg-xor' ? 'heaps' : 'game';
  const quote = (value) => (/[\s"]/.test(value) ? `"${value}"` : value);
  const attributes = attributesOf(entry).filter(([name]) => name !== body).map(([name, value]) => ` ${name}=${quote(value)}`).join('');
  const language = lang === 'zh' ? ' lang=zh' : '';
  return `\`\`\`sg ${entry.tag.slice(3)}${attributes}${language}\n${entry.example[body] ?? ''}\n\`\`\``;
}

function iframeUrl(base, entry, lang) {
  const url = new URL('embed.html', base);
  url.searchParams.set('w', entry.tag.slice(3));
  for (const [name, value] of attributesOf(entry)) url.searchParams.set(name, value);
  url.searchParams.set('lang', lang);
  return url.href;
}

function iframeSnippet(base, entry, lang) {
  return `<iframe src="${iframeUrl(base, entry, lang)}" title="sglab ${entry.tag.slice(3)}" width="100%" height="${entry.height}" loading="lazy" style="border:0"></iframe>`;
}

function snippetBox(t, label, text) {
  const code = element('pre', {}, element('code', {}, text));
  const status = element('span', { class: 'muted', 'aria-live': 'polite' });
  const copy = button(t('embed.copy'), async () => {
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = t('export.copied');
    } catch {
      status.textContent = t('export.copy_failed');
    }
  });
  return element('div', { class: 'snippet' }, element('div', { class: 'snippet-head' }, element('strong', {}, label), element('span', {}, status, ' ', copy)), code);
}

/** The position a widget's example pictures: a row or keyword alone gets its origin. */
function picturedGame(entry) {
  if (entry.tag === 'sg-xor') return `nim ${entry.example.heaps}`;
  if (entry.tag === 'sg-grid') return tools.gridOrigins.get(entry.example.game) ?? entry.example.game;
  if (entry.tag === 'sg-table' && !/\d\s*$/.test(entry.example.game)) return `${entry.example.game} 0`;
  return entry.example.game;
}

function pictureBlock(t, entry, lang) {
  const { client, downloadBlob, exportPng, exportSvg, gameGif, svgView } = tools;
  const game = picturedGame(entry);
  const sizes = { to: entry.example.to, size: entry.example.size };
  // Interactive widgets are pictured by their position's state graph; an exercise by its
  // answer's proof.
  const view = svgView(entry.tag) ?? (entry.tag === 'sg-quiz' || entry.tag === 'sg-proof' ? null : 'graph');
  if (!view) {
    return snippetBox(t, t('embed.picture_md'), `sglab explain "${game}" --format md --lang ${lang}`);
  }
  const flags = Object.entries(sizes).filter(([, value]) => value).map(([name, value]) => ` --${name} ${value}`).join('');
  const options = Object.fromEntries(Object.entries(sizes).filter(([, value]) => value));
  const command = `sglab svg "${game}" --view ${view}${flags} --lang ${lang} > ${entry.tag.slice(3)}.svg`;
  const name = entry.tag.slice(3);
  const status = element('span', { class: 'muted', 'aria-live': 'polite' });
  const failed = (error) => { status.textContent = error?.localized?.[lang] ?? String(error?.message ?? error); };
  const run = (work) => async () => {
    status.textContent = '';
    try { await work(); } catch (error) { failed(error); }
  };
  const bar = [
    button(t('export.svg'), run(() => exportSvg(client(), { game, view, lang, options, filename: `${name}.svg` })), { 'data-testid': `svg-${entry.tag}` }),
    button(t('export.png'), run(() => exportPng(client(), { game, view, lang, options, filename: `${name}.png` })), { 'data-testid': `png-${entry.tag}` }),
  ];
  if (entry.tag === 'sg-play') {
    // A game the widget plays, played out perfectly: the GIF of "Download GIF".
    bar.push(button(t('export.gif'), run(async () => {
      const { blob, frames } = await gameGif((method, ...args) => client().call(method, ...args), game, lang, {
        onFrame: (done, total) => { status.textContent = t('export.gif_working', { done, total }); },
      });
      downloadBlob(blob, `${name}.gif`);
      status.textContent = t('export.gif_done', { file: `${name}.gif`, frames, size: (blob.size / 1024).toFixed(1) });
    }), { 'data-testid': `gif-${entry.tag}` }));
  }
  return element('div', {}, snippetBox(t, t('embed.picture'), command), element('div', { class: 'widget-export' }, ...bar, ' ', status));
}

function attributeTable(t, entry) {
  const rows = [...entry.attributes, ...COMMON_ATTRIBUTES].map(([name, fallback, key]) => element('tr', {},
    element('td', {}, element('code', {}, name)), element('td', {}, fallback ? element('code', {}, fallback) : '—'), element('td', {}, t(key))));
  return element('table', {}, element('thead', {}, element('tr', {},
    element('th', { scope: 'col' }, t('doc.attribute')), element('th', { scope: 'col' }, t('doc.default')), element('th', { scope: 'col' }, t('doc.meaning')))),
  element('tbody', {}, ...rows));
}

async function referenceMode() {
  const [runtime, exporting] = await Promise.all([import('./runtime.js'), import('./export.js')]);
  const { client } = runtime;
  // A grid widget named by its component alone is pictured at the origin core gives it.
  const grids = CATALOG.filter((entry) => entry.tag === 'sg-grid').map((entry) => entry.example.game);
  const origins = await Promise.all(grids.map((game) => client().call('gridOrigin', game)));
  tools = { ...exporting, client, gridOrigins: new Map(grids.map((game, i) => [game, origins[i] ?? game])) };
  const lang = detectLanguage(params.get('lang'));
  const tr = await runtime.translator(lang, { more: true });
  const { t } = tr;
  document.documentElement.lang = langTag(lang);
  document.title = t('doc.title');
  const base = new URL('./', location.href);
  const version = await client().call('version');
  const other = lang === 'zh' ? 'en' : 'zh';
  const sections = CATALOG.map((entry) => {
    const live = document.createElement(entry.tag);
    for (const [name, value] of attributesOf(entry)) live.setAttribute(name, value);
    live.append(entry.fallback[lang]);
    return element('section', { class: 'widget-ref', 'data-widget': entry.tag, 'aria-labelledby': `ref-${entry.tag}` },
      element('h2', { id: `ref-${entry.tag}` }, `<${entry.tag}>`),
      element('p', {}, t(`doc.widget.${entry.tag}`)),
      live,
      snippetBox(t, t('doc.fence'), fenceSnippet(entry, lang)),
      snippetBox(t, t('embed.script'), scriptSnippet(base, entry, lang)),
      snippetBox(t, t('embed.iframe'), iframeSnippet(base, entry, lang)),
      pictureBlock(t, entry, lang),
      element('h3', {}, t('doc.attributes')),
      attributeTable(t, entry));
  });
  const events = element('table', {}, element('thead', {}, element('tr', {}, element('th', { scope: 'col' }, t('doc.event')), element('th', { scope: 'col' }, t('doc.meaning')))),
    element('tbody', {}, ...EVENTS.map(([name, key]) => element('tr', {}, element('td', {}, element('code', {}, name)), element('td', {}, t(key))))));
  root.replaceChildren(element('div', { class: 'ref' },
    element('nav', { class: 'top-links', 'aria-label': t('nav.label') },
      element('a', { href: `./?lang=${lang}` }, t('nav.explorer')),
      element('a', { href: `learn/${lang}/index.html` }, t('nav.learn')),
      element('a', { href: `embed.html?lang=${other}`, lang: langTag(other) }, other === 'zh' ? '简体中文' : 'English')),
    element('h1', {}, t('doc.title')),
    element('p', {}, t('doc.intro')),
    element('p', {}, t('doc.colours')),
    element('h2', {}, t('doc.events')), events,
    element('p', {}, t('doc.height')),
    element('h2', { class: 'doc-heading' }, t('doc.hosting')),
    element('p', {}, t('doc.hosting_ways')),
    snippetBox(t, t('doc.hosting_cdn'), `${loadingTags(`https://cdn.jsdelivr.net/npm/sglab@${version}/sglab.js`)}\n\n${loadingTags(`https://unpkg.com/sglab@${version}/sglab.js`)}`),
    snippetBox(t, t('doc.hosting_npm'), `npm install sglab@${version}`),
    snippetBox(t, t('doc.hosting_copy'), loadingTags(new URL('sglab.js', base).href)),
    element('p', {}, t('doc.hosting_preload')),
    element('p', {}, t('doc.hosting_csp')),
    element('h2', { class: 'doc-heading' }, t('doc.fences')),
    element('p', {}, t('doc.fences_intro')),
    element('p', {}, t('doc.fences_render')),
    ...sections));
  translateTree(document, tr);
}

const widget = params.get('w');
(widget ? Promise.resolve(frameMode(widget)) : referenceMode()).catch((error) => {
  root.textContent = `sglab: ${error?.message ?? error}`;
});
