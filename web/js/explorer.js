// The explorer page: wires the views (js/views/*) to the state in the address
// (js/state.js). Heavy calls go to the worker through the shared client; the main-thread
// module only validates while typing (`canonical`) and loads the messages.

import { init } from './sglab.js';
import { sharedClient } from './client.js';
import { detectLanguage, errorMessage, setLanguage, t, translateTree, language } from './i18n.js';
import { readState, writeState, GRAPH_CAPS } from './state.js';
import { PRESETS, tableSubject } from './presets.js';
import { element } from './dom.js';
import { renderAnalysis } from './views/analysis.js';
import { renderGallery } from './views/gallery.js';
import { mountNotation } from './views/notation.js';
import { renderGraphView } from './views/graph.js';
import { renderStrip, renderHeatmap, renderNoTable } from './views/table.js';
import { renderProof } from './views/proof.js';
import { mountPlay } from './views/play.js';
import { mountBusy } from './views/busy.js';

const galleryBox = document.getElementById('gallery');
const notationBox = document.getElementById('notation');
const analysisBox = document.getElementById('analysis');
const viewBox = document.getElementById('view');
const busyBox = document.getElementById('busy');
const tabs = [...document.querySelectorAll('#tabs [role="tab"]')];
const langSelect = document.getElementById('lang');

let api = null;
let client = null;
let busy = null;
let notation = null;
let state = null;
let generation = 0;
let play = null;

/** Runs a worker call with the progress bar shown while it runs. */
async function call(method, ...args) {
  busy.start();
  try {
    return await client.call(method, ...args);
  } finally {
    busy.stop();
  }
}

function showViewError(error) {
  viewBox.replaceChildren(element('p', { class: 'error', role: 'alert', 'data-testid': 'view-error' }, `${t('error.failed')}: ${errorMessage(error)}`));
}

/** Moves to `next` state; `push` adds a history entry. */
function go(next, { push = true } = {}) {
  state = { ...state, ...next };
  const url = `${location.pathname}${writeState(state)}`;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
  render();
}

function openGame(game) {
  go({ game });
  analysisBox.focus({ preventScroll: true });
}

function drawFrame() {
  translateTree(document);
  document.title = t('app.title');
  langSelect.value = language();
  renderGallery(galleryBox, { presets: PRESETS, current: state.game }, {
    onPick: (preset) => go({ game: preset.game }),
  });
  galleryBox.querySelector('h2')?.setAttribute('id', 'gallery-title');
  notation = mountNotation(notationBox, { value: state.game }, {
    validate: (text) => api.canonical(text),
    onSubmit: (text) => {
      try {
        api.canonical(text);
        openGame(text);
      } catch (error) {
        notation.showError(error, text);
      }
    },
  });
  busy = mountBusy(busyBox, { onCancel: () => client.cancel() });
  for (const tab of tabs) {
    const selected = tab.dataset.view === state.view;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  viewBox.setAttribute('aria-labelledby', `tab-${state.view}`);
}

async function render() {
  generation += 1;
  const mine = generation;
  play?.dispose();
  play = null;
  drawFrame();
  let analysis;
  try {
    analysis = await call('analyze', state.game);
  } catch (error) {
    if (mine !== generation) return;
    notation.showError(error, state.game);
    analysisBox.replaceChildren(element('p', { class: 'muted' }, t('result.none')));
    viewBox.replaceChildren();
    return;
  }
  if (mine !== generation) return;
  if (analysis.game !== state.game) {
    // Keep the canonical text in the address.
    state = { ...state, game: analysis.game };
    history.replaceState(null, '', `${location.pathname}${writeState(state)}`);
    notation.setValue(analysis.game);
  }
  renderAnalysis(analysisBox, analysis, (position) => openGame(position));
  await renderView(mine, analysis);
}

async function renderView(mine, analysis) {
  const stale = () => mine !== generation;
  viewBox.replaceChildren(element('p', { class: 'muted' }, t('app.loading')));
  try {
    if (state.view === 'graph') {
      const data = await call('graph', state.game, state.cap);
      if (stale()) return;
      renderGraphView(viewBox, data, { game: state.game, onOpen: openGame });
      const select = element('select', { 'data-testid': 'cap', 'aria-label': t('graph.cap') },
        ...GRAPH_CAPS.map((cap) => {
          const option = element('option', { value: cap }, String(cap));
          option.selected = cap === state.cap;
          return option;
        }));
      select.addEventListener('change', () => go({ cap: Number(select.value) }, { push: false }));
      viewBox.prepend(element('label', { class: 'cap' }, `${t('graph.cap')} `, select));
    } else if (state.view === 'table') {
      await renderTable(stale);
    } else if (state.view === 'proof') {
      const lang = language();
      const result = await call('explain', state.game, lang);
      if (stale()) return;
      renderProof(viewBox, result, { explain: (game, l) => call('explain', game, l), lang });
    } else if (state.view === 'play') {
      viewBox.replaceChildren();
      play = mountPlay(viewBox, {
        api: { call },
        start: analysis.game,
        first: state.first,
        onPosition: (game) => {
          if (game === state.game) return;
          state = { ...state, game };
          history.replaceState(null, '', `${location.pathname}${writeState(state)}`);
          notation.setValue(game);
          call('analyze', game).then((result) => {
            if (!stale() && state.game === game) renderAnalysis(analysisBox, result, (position) => openGame(position));
          }).catch(() => {});
        },
        onFirst: (first) => {
          state = { ...state, first };
          history.replaceState(null, '', `${location.pathname}${writeState(state)}`);
        },
        showError: showViewError,
      });
    }
  } catch (error) {
    if (!stale()) showViewError(error);
  }
}

async function renderTable(stale) {
  const subject = tableSubject(state.game);
  if (subject.kind === 'strip') {
    let period = null;
    try {
      period = await call('period', subject.component);
    } catch {
      period = null;
    }
    if (stale()) return;
    // Heaps 0..N: past the largest heap shown, and past two periods when one is proved.
    const largest = subject.heaps.reduce((m, h) => (BigInt(h) > m ? BigInt(h) : m), 0n);
    let want = Math.max(40, Number(largest > 1000n ? 1000n : largest) + 12);
    if (period?.period) want = Math.max(want, Number(period.preperiod ?? 0) + 2 * Number(period.period) + 1);
    const to = Math.min(200, want);
    const values = (await call('sequence', subject.component, String(to))).map(String);
    if (stale()) return;
    renderStrip(viewBox, { component: subject.component, values, period, heaps: subject.heaps }, { onOpen: openGame });
  } else if (subject.kind === 'grid') {
    const biggest = subject.cell ? Math.max(...subject.cell.map(Number)) : 0;
    const size = Math.min(40, Math.max(subject.component === 'euclid' ? 16 : 20, biggest + 4));
    const grid = await call('grid', subject.component, size);
    if (stale()) return;
    const pairs = subject.component === 'wythoff' ? await call('pairs', size) : null;
    if (stale()) return;
    renderHeatmap(viewBox, { component: subject.component, grid, pairs, cell: subject.cell }, { onOpen: openGame });
  } else {
    renderNoTable(viewBox, { keyword: subject.keyword, onOpen: openGame });
  }
}

function setupTabs() {
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => { if (state.view !== tab.dataset.view) go({ view: tab.dataset.view }); });
    tab.addEventListener('keydown', (event) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (!step) return;
      event.preventDefault();
      const next = tabs[(i + step + tabs.length) % tabs.length];
      next.focus();
      go({ view: next.dataset.view });
    });
  });
}

async function main() {
  api = await init();
  state = readState(location.search);
  const lang = detectLanguage(state.lang);
  setLanguage(api, lang);
  state.lang = lang;
  client = sharedClient();
  client.addEventListener?.('progress', (event) => busy?.progress(event.detail));
  setupTabs();
  langSelect.addEventListener('change', () => {
    setLanguage(api, langSelect.value);
    go({ lang: langSelect.value }, { push: false });
  });
  window.addEventListener('popstate', () => {
    const next = readState(location.search);
    if (next.lang && next.lang !== language()) setLanguage(api, next.lang);
    state = { ...next, lang: language() };
    render();
  });
  history.replaceState(null, '', `${location.pathname}${writeState(state)}`);
  await render();
}

main().catch((error) => {
  analysisBox.textContent = `sglab could not start: ${error?.message ?? error}`;
});
