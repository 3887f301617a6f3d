// The whole explorer, mountable in any root: the explorer page mounts it in <main> and
// binds its state to the address; <sg-explorer> mounts it in a shadow root and binds it
// to its attributes. It draws the frame once (gallery, notation box, analysis, tabs,
// progress bar) and then only what changes; each new game or view supersedes the
// requests of the old one, so nothing waits behind work nobody needs.

import { element } from '../dom.js';
import { farClient, isStopped } from '../client.js';
import { CONTESTS, PRESETS } from '../presets.js';
import { VIEWS, GRAPH_CAPS } from '../state.js';
import { renderAnalysis } from './analysis.js';
import { renderGallery } from './gallery.js';
import { mountNotation } from './notation.js';
import { renderGraphView } from './graph.js';
import { renderTables, limitText } from './tables.js';
import { mountPlay } from './play.js';
import { mountBusy } from './busy.js';
import { withLaterTexts } from '../runtime.js';


/** The export bar's module, fetched once the first view is drawn (the browser keeps
 *  modules), with its words (runtime.js `withLaterTexts`). */
function loadExportBar() {
  return withLaterTexts(import('./exportbar.js'));
}

/**
 * Mounts the explorer in `root` (an element or a shadow root's container).
 * `tr` is the translator; `client` the worker client; `state` is `{game, view, cap, first}`;
 * `moreTexts()`, where `tr` may not hold the rest of the texts yet (runtime.js
 * `translator`'s `more`), adds them to it: called once the first view is shown.
 * `keys` (a widget's: part-keys.js `keysOf`) say which parts of the light module its calls
 * wait for (client.js); without them, every part on its way (the explorer page).
 * `onChange(state, {push})` is told of every change the reader makes (the page writes it
 * to the address, a widget to its attributes); `onEvent(name, detail)` is told of moves
 * and selections (`sg-select`, `sg-move`, `sg-error`); `base` is the address of the served
 * site, for the embed snippets.
 * Returns `{update(state), setTranslator(tr), dispose()}`.
 */
export function mountExplorer(root, { tr, client, state, keys = null, onChange = () => {}, onEvent = () => {}, gallery = true, moreTexts = null, base = new URL('../../', import.meta.url) }) {
  const owner = {};
  /** The owner of this explorer's long computations, in the second worker. */
  const farOwner = {};
  let farUsed = false;
  let current = { moves: [], ...state };
  /** In play, the position on the board (the address keeps the start and the moves). */
  let playing = null;
  /** In play, the hint level chosen: how much of the analysis beside the board shows. */
  let reveal = 'off';
  let generation = 0;
  let play = null;
  let disposed = false;
  let frame = null;
  const notationOwner = {};

  /** A worker call of this explorer, with the progress bar shown while it runs. */
  async function call(method, ...args) {
    frame.busy.start();
    try {
      return await client.request(method, args, { owner, keys, onProgress: (detail) => frame.busy.progress(detail) });
    } finally {
      frame.busy.stop();
    }
  }

  function change(next, { push = true } = {}) {
    // Leaving a game in play: the other views show the position reached.
    if (current.view === 'play' && next.view && next.view !== 'play' && current.moves.length) {
      next = { game: current.moves[current.moves.length - 1], ...next, moves: [] };
    }
    if (next.game !== undefined && next.game !== current.game && !next.moves) next = { ...next, moves: [] };
    current = { ...current, ...next };
    onChange({ ...current }, { push });
    render();
  }

  function openGame(game, { reveal: bring = false } = {}) {
    change({ game, moves: [] });
    frame.analysis.focus({ preventScroll: true });
    // On a narrow screen the analysis sits far below the gallery: bring it into view.
    if (bring) {
      const box = frame.analysis.getBoundingClientRect();
      const height = frame.analysis.ownerDocument.defaultView?.innerHeight ?? 0;
      if (box.top < 0 || box.top > height * 0.6) frame.analysis.scrollIntoView({ block: 'start' });
    }
    onEvent('sg-select', { game });
  }

  /** The analysis beside the board or the views, as much as the play view's hints reveal. */
  function showAnalysis(result) {
    const inPlay = current.view === 'play';
    renderAnalysis(frame.analysis, result, { t: tr.t, onMove: (position) => openGame(position), hideMoves: inPlay, reveal: inPlay ? reveal : 'all' });
  }

  /** Builds the frame: once, and again only when the language changes. */
  function mountFrame() {
    const { t } = tr;
    const galleryBox = element('section', { class: 'card ex-gallery', 'aria-label': t('gallery.title') });
    const notationBox = element('section', { class: 'card ex-notation', 'aria-label': t('input.label') });
    const analysis = element('section', { class: 'card ex-analysis', 'aria-live': 'polite', tabindex: -1, 'aria-label': t('result.outcome'), 'data-testid': 'analysis' },
      element('p', { class: 'muted' }, t('app.loading')));
    const tabs = VIEWS.map((view) => element('button', {
      type: 'button', role: 'tab', 'data-view': view, 'data-testid': `tab-${view}`,
    }, t(`view.${view}`)));
    const tablist = element('div', { class: 'tabs', role: 'tablist', 'aria-label': t('view.tabs') }, ...tabs);
    const busyBox = element('div', { class: 'ex-busy' });
    const view = element('div', { role: 'tabpanel', 'data-testid': 'view', class: 'ex-view' });
    const views = element('section', { class: 'card views ex-views' }, tablist, busyBox, view);
    const grid = element('div', { class: 'ex-grid' }, gallery ? galleryBox : null, notationBox, analysis, views);
    root.replaceChildren(grid);
    const notation = mountNotation(notationBox, { value: current.game }, {
      tr,
      validate: (text) => client.request('canonical', [text], { owner: notationOwner }),
      // A submitted text is opened at once: the render that follows supersedes whatever the
      // old game still computes, and shows a notation error if the text is not a game.
      onSubmit: (text) => {
        client.supersede(notationOwner);
        openGame(text);
      },
    });
    const busy = mountBusy(busyBox, { t, onCancel: () => client.cancel(owner) });
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => { if (current.view !== tab.dataset.view) change({ view: tab.dataset.view }); });
      tab.addEventListener('keydown', (event) => {
        const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
        if (!step) return;
        event.preventDefault();
        const next = tabs[(i + step + tabs.length) % tabs.length];
        next.focus();
        change({ view: next.dataset.view });
      });
    });
    frame = { galleryBox, notation, analysis, tabs, view, busy };
  }

  function drawFrameState() {
    const { t } = tr;
    if (gallery) {
      renderGallery(frame.galleryBox, { presets: PRESETS, contests: CONTESTS, current: current.game }, { t, onPick: (preset) => openGame(preset.game, { reveal: true }) });
    }
    for (const tab of frame.tabs) {
      const selected = tab.dataset.view === current.view;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      tab.id ||= `sg-tab-${Math.random().toString(36).slice(2, 8)}`;
      if (selected) frame.view.setAttribute('aria-labelledby', tab.id);
    }
  }

  function showViewError(error) {
    frame.view.replaceChildren(element('p', { class: 'error', role: 'alert', 'data-testid': 'view-error' }, tr.t('text.labelled', { label: tr.t('error.failed'), text: tr.error(error) })));
    onEvent('sg-error', { game: current.game, message: tr.error(error), key: error?.key ?? null });
  }

  async function render() {
    if (disposed) return;
    generation += 1;
    const mine = generation;
    const stale = () => disposed || mine !== generation;
    client.supersede(owner);
    if (farUsed) farClient().supersede(farOwner);
    play?.dispose();
    play = null;
    drawFrameState();
    frame.notation.setValue(current.game);
    frame.notation.clearError();
    frame.analysis.replaceChildren(element('p', { class: 'muted' }, tr.t('app.loading')));
    frame.view.replaceChildren(element('p', { class: 'muted' }, tr.t('app.loading')));
    let analysis;
    let description;
    try {
      description = await call('describe', current.game);
      if (stale()) return;
      analysis = await call('analyze', current.game);
    } catch (error) {
      if (stale() || isStopped(error)) return;
      if (error?.name === 'SyntaxError') {
        frame.notation.showError(error, current.game);
        frame.analysis.replaceChildren(element('p', { class: 'muted' }, tr.t('result.none')));
        frame.view.replaceChildren();
        onEvent('sg-error', { game: current.game, message: tr.error(error), key: error?.key ?? null, column: error?.column ?? null });
        return;
      }
      frame.analysis.replaceChildren(element('p', { class: 'error', role: 'alert', 'data-testid': 'analysis-error' }, limitText(tr.t, tr.lang, error)));
      analysis = null;
    }
    if (stale()) return;
    if (analysis && analysis.game !== current.game) {
      // Keep the canonical text.
      current = { ...current, game: analysis.game };
      onChange({ ...current }, { push: false });
      frame.notation.setValue(analysis.game);
      drawFrameState();
    }
    playing = null;
    if (analysis && !(current.view === 'play' && current.moves.length)) showAnalysis(analysis);
    await renderView(stale, analysis, description);
  }

  async function renderView(stale, analysis, description) {
    const { t } = tr;
    const box = frame.view;
    try {
      if (current.view === 'graph') {
        const select = element('select', { 'data-testid': 'cap', 'aria-label': t('graph.cap') },
          ...GRAPH_CAPS.map((cap) => {
            const option = element('option', { value: cap }, String(cap));
            option.selected = cap === current.cap;
            return option;
          }));
        select.addEventListener('change', () => change({ cap: Number(select.value) }, { push: false }));
        const graphs = element('div', {});
        box.replaceChildren(element('label', { class: 'cap' }, `${t('graph.cap')} `, select), graphs);
        await renderGraphView(graphs, { t, lang: tr.lang, call, stale, game: current.game, description, cap: current.cap, onOpen: openGame });
      } else if (current.view === 'table') {
        const far = {
          request: (method, args, onProgress) => {
            farUsed = true;
            return farClient().request(method, args, { owner: farOwner, onProgress });
          },
          cancel: () => farClient().cancel(farOwner),
        };
        await renderTables(box, description, { t, tr, lang: tr.lang, call, stale, onOpen: openGame, far });
      } else if (current.view === 'proof') {
        // The proofs' module (a chunk a common widget's post never loads) with the proof.
        const [result, { renderProof }] = await Promise.all([call('explain', current.game, tr.lang), import('./proof.js')]);
        if (stale()) return;
        renderProof(box, result, { t, explain: (game, lang) => call('explain', game, lang), lang: tr.lang });
      } else if (current.view === 'play') {
        box.replaceChildren();
        play = mountPlay(box, {
          t,
          lang: tr.lang,
          api: { call },
          start: analysis?.game ?? current.game,
          moves: current.moves,
          rule: description?.rule ?? 'normal',
          mayRepeat: description?.mayRepeat ?? false,
          first: current.first,
          hint: reveal,
          onPosition: (game, move, path) => {
            if (move) onEvent('sg-move', move);
            const moves = path ?? [];
            if (JSON.stringify(moves) !== JSON.stringify(current.moves)) {
              current = { ...current, moves };
              onChange({ ...current }, { push: false });
            }
            if (game === playing) return;
            playing = game;
            frame.notation.setValue(game);
            call('analyze', game).then((result) => {
              if (!stale() && playing === game) showAnalysis(result);
            }).catch(() => {});
          },
          onHint: (level) => {
            reveal = level;
            if (!playing) return;
            const game = playing;
            call('analyze', game).then((result) => {
              if (!stale() && playing === game) showAnalysis(result);
            }).catch(() => {});
          },
          onFirst: (first) => {
            current = { ...current, first };
            onChange({ ...current }, { push: false });
          },
          showError: showViewError,
        });
      }
      if (stale()) return;
      // The rest of the texts, once the first view is shown (games of your own's claims).
      moreTexts?.().catch(() => {});
      // The export bar's module (with export.js) after the view: nothing of the first paint.
      const bar = await loadExportBar().catch(() => null);
      if (stale() || !bar) return;
      bar.renderExportBar(box, { t, lang: tr.lang, call, game: current.game, view: current.view, description, base });
    } catch (error) {
      if (!stale() && !isStopped(error)) showViewError(error);
    }
  }

  mountFrame();
  render();
  return {
    /** Shows `state` (from the address or the attributes) if it differs. */
    update(next) {
      const merged = { ...current, ...next };
      if (JSON.stringify(merged) === JSON.stringify(current)) return;
      current = merged;
      render();
    },
    /** Speaks another language: the frame is built again. */
    setTranslator(next) {
      tr = next;
      client.supersede(owner);
      mountFrame();
      render();
    },
    dispose() {
      disposed = true;
      play?.dispose();
      client.supersede(owner);
      client.supersede(notationOwner);
      if (farUsed) farClient().supersede(farOwner);
    },
  };
}
