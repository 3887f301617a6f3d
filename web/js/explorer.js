// The explorer page: reads the game from the address, validates it as the user types,
// analyses it and shows the answer. The address holds the state (game, language).

import { init } from './sglab.js';
import { detectLanguage, errorMessage, setLanguage, t, translateTree, language } from './i18n.js';
import { renderAnalysis } from './views/analysis.js';

const DEFAULT_GAME = 'nim 3 4 5';

const form = document.getElementById('game-form');
const input = document.getElementById('game');
const errorBox = document.getElementById('game-error');
const output = document.getElementById('analysis');
const langSelect = document.getElementById('lang');

function readAddress() {
  const params = new URLSearchParams(location.search);
  return { game: params.get('game') ?? DEFAULT_GAME, lang: params.get('lang') };
}

function writeAddress(game, push) {
  const params = new URLSearchParams({ game, lang: language() });
  const url = `${location.pathname}?${params}`;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

function showError(error, text) {
  input.setAttribute('aria-invalid', 'true');
  const message = document.createElement('div');
  message.textContent = `${t('error.title')}: ${errorMessage(error)}`;
  message.dataset.testid = 'error';
  const parts = [message];
  if (typeof error?.column === 'number') {
    // Point at the column of the error under a copy of the text.
    const pre = document.createElement('pre');
    const caret = document.createElement('span');
    caret.className = 'caret';
    caret.textContent = `${' '.repeat(Math.max(0, error.column - 1))}^`;
    pre.append(`${text}\n`, caret);
    parts.push(pre);
  }
  errorBox.replaceChildren(...parts);
  errorBox.hidden = false;
}

function clearError() {
  input.removeAttribute('aria-invalid');
  errorBox.hidden = true;
  errorBox.replaceChildren();
}

let api = null;

function analyse(text, push) {
  try {
    const analysis = api.analyze(text);
    clearError();
    input.value = analysis.game;
    renderAnalysis(output, analysis, (position) => {
      input.value = position;
      analyse(position, true);
    });
    writeAddress(analysis.game, push);
  } catch (error) {
    showError(error, text);
  }
}

function validate() {
  try {
    api.canonical(input.value);
    clearError();
  } catch (error) {
    showError(error, input.value);
  }
}

async function main() {
  api = await init();
  const state = readAddress();
  setLanguage(api, detectLanguage(state.lang));
  langSelect.value = language();
  translateTree(document);
  input.value = state.game;
  analyse(state.game, false);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    analyse(input.value, true);
  });
  input.addEventListener('input', validate);
  langSelect.addEventListener('change', () => {
    setLanguage(api, langSelect.value);
    translateTree(document);
    analyse(input.value, false);
  });
  window.addEventListener('popstate', () => {
    const next = readAddress();
    input.value = next.game;
    analyse(next.game, false);
  });
}

main().catch((error) => {
  output.textContent = `sglab could not start: ${error?.message ?? error}`;
});
