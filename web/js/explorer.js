// The explorer page: mounts the explorer (js/views/explorer.js) in <main> and binds its
// state to the address (js/state.js) and the language menu. The widgets mount the same
// explorer in <sg-explorer>. Where this browser's WebAssembly lacks a feature the modules
// use (js/wasm-support.js), no view can compute: <main> says so once, in the page's
// language, instead of the views, and the page's text, links and language menu still work.

import { client, translator } from './runtime.js';
import { detectLanguage, langTag, translateTree } from './i18n.js';
import { readState, writeState } from './state.js';
import { mountExplorer } from './views/explorer.js';
import { element } from './dom.js';
import { missingWasmFeatures } from './wasm-support.js';

const root = document.getElementById('explorer');
const langSelect = document.getElementById('lang');

function address(state) {
  return `${location.pathname}${writeState(state)}`;
}

async function main() {
  let state = readState(location.search);
  let lang = detectLanguage(state.lang);
  let tr = await translator(lang, { more: true });
  const frame = () => {
    document.documentElement.lang = langTag(lang);
    translateTree(document, tr);
    document.title = tr.t('app.title');
    langSelect.value = lang;
    // The tutorials in the page's language, not the chooser of both.
    const learn = document.querySelector('a[data-i18n="nav.learn"]');
    if (learn) learn.setAttribute('href', `learn/${lang}/`);
    // The widgets' page in the page's language too.
    const embed = document.querySelector('a[data-i18n="nav.embed"]');
    if (embed) embed.setAttribute('href', `embed.html?lang=${lang}`);
  };
  // "Skip to the analysis" lands on the analysis (its card takes the focus), not on the
  // top of the explorer, whose gallery comes first.
  document.querySelector('a.skip')?.addEventListener('click', (event) => {
    const analysis = root.querySelector('[data-testid="analysis"]');
    if (!analysis) return;
    event.preventDefault();
    analysis.focus({ preventScroll: true });
    analysis.scrollIntoView({ block: 'start' });
  });
  frame();
  state = { ...state, lang };
  history.replaceState(null, '', address(state));
  const missing = missingWasmFeatures();
  if (missing.length > 0) {
    cannotRun(frame, () => tr, missing, async (next) => {
      lang = next;
      tr = await translator(lang);
      state = { ...state, lang };
      history.replaceState(null, '', address(state));
    });
    return;
  }
  const explorer = mountExplorer(root, {
    tr,
    client: client(),
    state,
    onChange(next, { push }) {
      // The language belongs to the page, not to the explorer's state.
      state = { ...state, ...next, lang };
      if (push) history.pushState(null, '', address(state));
      else history.replaceState(null, '', address(state));
    },
  });
  langSelect.addEventListener('change', async () => {
    lang = langSelect.value === 'zh' ? 'zh' : 'en';
    tr = await translator(lang, { more: true });
    state = { ...state, lang };
    history.replaceState(null, '', address(state));
    frame();
    explorer.setTranslator(tr);
  });
  window.addEventListener('popstate', async () => {
    const next = readState(location.search);
    if (next.lang && next.lang !== lang) {
      lang = next.lang;
      tr = await translator(lang, { more: true });
      frame();
      explorer.setTranslator(tr);
    }
    state = { ...next, lang };
    explorer.update(state);
  });
}

/**
 * Where the modules cannot run: <main> holds one message naming what `missing` lacks
 * (`page.wasm_missing`), redrawn with the frame when the reader picks the other language
 * (`choose(lang)` loads its texts).
 */
function cannotRun(frame, tr, missing, choose) {
  const say = () => {
    const { t, lang } = tr();
    const message = t('page.wasm_missing', { features: missing.join(lang === 'zh' ? '、' : ', ') });
    root.replaceChildren(element('div', { class: 'card error wasm-missing', role: 'alert', 'data-testid': 'wasm-missing' }, element('p', {}, message)));
  };
  say();
  langSelect.addEventListener('change', async () => {
    await choose(langSelect.value === 'zh' ? 'zh' : 'en');
    frame();
    say();
  });
}

main().catch((error) => {
  root.textContent = `sglab could not start: ${error?.message ?? error}`;
});
