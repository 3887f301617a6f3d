// The explorer's way out of the page: "Download SVG" and "Download PNG" (the shown view as
// a picture), "Download GIF" (the game played out perfectly from this position), "Copy for 知乎 / CSDN" (the PNG downloaded and the Markdown that shows it,
// linked to this view, copied: those platforms take pictures, no script), "Copy as
// Markdown" (the proof), and "Embed this view" (the script, iframe and picture snippets
// for what is on screen).

import { element, button } from '../dom.js';
import { download, downloadBlob, gameGif, svgToPng } from '../export.js';

/** The SVG view and the widget that show the explorer's `view` of a game, or nulls. */
function embeddable(view, description) {
  const components = description?.components ?? [];
  const grid = components.length === 1 && components[0].table.kind === 'grid';
  if (view === 'graph') return { svg: 'graph', widget: 'graph' };
  if (view === 'table') return grid ? { svg: 'grid', widget: 'grid' } : { svg: 'table', widget: 'table' };
  if (view === 'proof') return { svg: null, widget: 'proof' };
  return { svg: null, widget: 'play' };
}

/**
 * A download's file name after the game and the view: `sglab-nim-3-4-5-graph.svg`
 * (letters and digits kept, everything else one dash, at most 80 characters of game).
 */
export function fileName(game, view, extension) {
  const slug = String(game).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
  return `sglab-${slug || 'game'}-${view}.${extension}`;
}

/** `text` safe inside Markdown brackets (as `sglab render` writes it). */
function markdownLabel(text) {
  return String(text).replace(/[\\[\]*_`<>]/g, (c) => `\\${c}`).replace(/\n/g, ' ');
}

/**
 * The Markdown that shows a downloaded picture `file` in a post, its alt text the outcome
 * sentence, linked to this view of the explorer: what `sglab render` writes for a fence.
 */
export function blogMarkdown(t, { game, view, lang, base, file, analysis }) {
  const outcome = t(`outcome.${analysis.outcome}`);
  const alt = analysis.sg == null
    ? t('proof.header', { game: analysis.game ?? game, outcome })
    : t('proof.header_sg', { game: analysis.game ?? game, outcome, sg: analysis.sg });
  const link = new URL(base);
  link.search = '';
  link.hash = '';
  link.searchParams.set('game', game);
  link.searchParams.set('view', view);
  link.searchParams.set('lang', lang);
  const open = markdownLabel(t('render.open', { game }));
  return `[![${markdownLabel(alt)}](${file})](${link.href})\n\n[${open}](${link.href})\n`;
}

function snippet(t, label, text) {
  const status = element('span', { class: 'muted', 'aria-live': 'polite' });
  const copy = button(t('embed.copy'), async () => {
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = t('export.copied');
    } catch {
      status.textContent = t('export.copy_failed');
    }
  });
  return element('div', { class: 'snippet' }, element('p', {}, element('strong', {}, label), ' ', copy, ' ', status), element('pre', {}, element('code', {}, text)));
}

/**
 * Draws the bar into `container` for `game` shown in `view`. `call(method, ...args)` runs
 * a worker call; `base` is the address of the served site.
 */
export function renderExportBar(container, { t, lang, call, game, view, description, base }) {
  const { svg, widget } = embeddable(view, description);
  const status = element('span', { class: 'muted', 'aria-live': 'polite' });
  const buttons = [];
  if (svg) {
    buttons.push(button(t('export.svg'), async () => {
      try {
        const text = await call('drawingSvg', game, svg, { lang });
        download(text, fileName(game, svg, 'svg'), 'image/svg+xml');
      } catch (error) {
        status.textContent = error?.localized?.[lang] ?? String(error?.message ?? error);
      }
    }, { 'data-testid': 'export-svg' }));
  }
  // The picture a PNG shows: the view's own drawing, or the game drawn for play and proof.
  const pictureView = svg ?? (view === 'proof' && description?.rule === 'normal' ? 'xor' : 'board');
  const png = async () => {
    const picture = await call('drawingSvg', game, pictureView, { lang });
    const name = fileName(game, pictureView, 'png');
    downloadBlob(await svgToPng(picture, 2), name);
    return name;
  };
  const failed = (error) => {
    status.textContent = error?.localized?.[lang] ?? String(error?.message ?? error);
  };
  buttons.push(button(t('export.png'), async () => {
    try {
      await png();
    } catch (error) {
      failed(error);
    }
  }, { 'data-testid': 'export-png' }));
  const gif = button(t('export.gif'), async () => {
    gif.disabled = true;
    try {
      const name = fileName(game, 'play', 'gif');
      const { blob, frames } = await gameGif(call, game, lang, {
        onFrame: (done, total) => { status.textContent = t('export.gif_working', { done, total }); },
      });
      downloadBlob(blob, name);
      status.textContent = t('export.gif_done', { file: name, frames, size: (blob.size / 1024).toFixed(1) });
    } catch (error) {
      failed(error);
    } finally {
      gif.disabled = false;
    }
  }, { 'data-testid': 'export-gif' });
  buttons.push(gif);
  buttons.push(button(t('export.copy_blog'), async () => {
    try {
      const name = await png();
      const text = blogMarkdown(t, { game, view, lang, base, file: name, analysis: await call('analyze', game) });
      try {
        await navigator.clipboard.writeText(text);
        status.textContent = t('export.copy_blog_done', { file: name });
      } catch {
        status.textContent = t('export.copy_failed');
        panel.replaceChildren(element('pre', { 'data-testid': 'blog-markdown' }, text));
        panel.hidden = false;
      }
    } catch (error) {
      failed(error);
    }
  }, { 'data-testid': 'export-blog' }));
  if (view === 'graph' || view === 'play') {
    // The game itself, drawn: the picture `sglab svg GAME --view board` writes.
    buttons.push(button(t('export.svg_board'), async () => {
      try {
        download(await call('drawingSvg', game, 'board', { lang }), fileName(game, 'board', 'svg'), 'image/svg+xml');
      } catch (error) {
        status.textContent = error?.localized?.[lang] ?? String(error?.message ?? error);
      }
    }, { 'data-testid': 'export-svg-board' }));
  }
  if (view === 'proof' && description?.rule === 'normal') {
    // The xor of a sum as a picture, the drawing `sglab svg GAME --view xor` writes.
    buttons.push(button(t('export.svg_xor'), async () => {
      try {
        download(await call('drawingSvg', game, 'xor', { lang }), fileName(game, 'xor', 'svg'), 'image/svg+xml');
      } catch (error) {
        status.textContent = error?.localized?.[lang] ?? String(error?.message ?? error);
      }
    }, { 'data-testid': 'export-svg-xor' }));
  }
  if (view === 'proof') {
    buttons.push(button(t('export.markdown'), async () => {
      try {
        const text = await call('explainMarkdown', game, lang);
        try {
          await navigator.clipboard.writeText(text);
          status.textContent = t('export.copied');
        } catch {
          status.textContent = t('export.copy_failed');
          panel.replaceChildren(element('pre', { 'data-testid': 'markdown' }, text));
          panel.hidden = false;
        }
      } catch (error) {
        status.textContent = error?.localized?.[lang] ?? String(error?.message ?? error);
      }
    }, { 'data-testid': 'export-markdown' }));
  }
  const panel = element('div', { class: 'embed-panel', hidden: true, 'data-testid': 'embed-panel' });
  const embed = button(t('embed.button'), () => {
    if (!panel.hidden) { panel.hidden = true; embed.setAttribute('aria-expanded', 'false'); return; }
    const tag = `sg-${widget}`;
    const attribute = widget === 'grid' ? description.components[0].table.keyword : game;
    const script = `<script type="module" src="${new URL('sglab.js', base)}"></script>\n<${tag} game="${attribute}" lang="${lang}">${game}</${tag}>`;
    const frame = new URL('embed.html', base);
    frame.searchParams.set('w', widget);
    frame.searchParams.set('game', attribute);
    frame.searchParams.set('lang', lang);
    const iframe = `<iframe src="${frame.href}" title="sglab ${widget}" width="100%" height="600" loading="lazy" style="border:0"></iframe>`;
    const picture = svg
      ? `sglab svg "${game}" --view ${svg} --lang ${lang} > ${fileName(game, svg, 'svg')}`
      : `sglab explain "${game}" --format md --lang ${lang}`;
    panel.replaceChildren(element('h3', {}, t('embed.title')),
      snippet(t, t('embed.script'), script), snippet(t, t('embed.iframe'), iframe),
      snippet(t, svg ? t('embed.picture') : t('embed.picture_md'), picture));
    panel.hidden = false;
    embed.setAttribute('aria-expanded', 'true');
  }, { 'data-testid': 'embed-button', 'aria-expanded': 'false' });
  buttons.push(embed);
  container.append(element('div', { class: 'widget-export' }, ...buttons, status), panel);
}
