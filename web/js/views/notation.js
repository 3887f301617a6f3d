// The notation box: a text field with live validation that points at the column of an
// error under a copy of the text, and a submit button.

import { element } from '../dom.js';

/**
 * Mounts the notation box in `container`, in the language of `tr` (a translator).
 * `validate(text)` is a Promise that rejects with the notation error of a bad text (the
 * wasm `canonical`); `onSubmit(text)` analyses a text. While typing, only the answer for
 * the latest text is shown.
 * Returns `{setValue(text), showError(error, text), clearError(), input}`.
 */
export function mountNotation(container, { value = '' }, { tr, validate, onSubmit }) {
  const { t } = tr;
  const id = `game-${Math.random().toString(36).slice(2, 8)}`;
  const input = element('input', {
    id, name: 'game', spellcheck: 'false', autocapitalize: 'off', autocomplete: 'off', placeholder: t('input.placeholder'),
    'aria-describedby': `${id}-error ${id}-help`, 'data-testid': 'game-input',
  });
  input.value = value;
  const errorBox = element('div', { id: `${id}-error`, class: 'error', role: 'alert', hidden: true });
  const form = element('form', { class: 'notation', autocomplete: 'off' },
    element('label', { for: id }, t('input.label')),
    element('div', { class: 'input-row' }, input, element('button', { type: 'submit', 'data-testid': 'analyse' }, t('input.analyze'))),
    element('p', { id: `${id}-help`, class: 'muted help' }, t('input.help')),
    errorBox);
  container.replaceChildren(form);

  function showError(error, text) {
    input.setAttribute('aria-invalid', 'true');
    const line = t('text.labelled', { label: t('error.title'), text: tr.error(error) });
    const message = element('div', { 'data-testid': 'error' }, ...withSuggestion(line, error, text));
    const parts = [message];
    if (typeof error?.column === 'number') {
      const { line, offset } = around(text, error.column - 1);
      const caret = element('span', { class: 'caret' }, `${' '.repeat(offset)}^`);
      parts.push(element('pre', { 'data-testid': 'error-caret' }, `${line}\n`, caret));
    }
    errorBox.replaceChildren(...parts);
    errorBox.hidden = false;
  }
  // The message with the suggested word (`nmi` → `nim`) as a button showing it as code:
  // a click puts the word in place of what was found and analyses the text.
  function withSuggestion(line, error, text) {
    const word = typeof error?.suggestion === 'string' ? error.suggestion : null;
    const quoted = word && [`"${word}"`, `“${word}”`].find((form) => line.includes(form));
    if (!quoted) return [line];
    const chars = Array.from(text);
    const at = (error.column ?? 0) - 1;
    const found = Array.from(String(error.found ?? ''));
    const fits = at >= 0 && found.length > 0 && chars.slice(at, at + found.length).join('') === found.join('');
    const code = element('code', {}, word);
    if (!fits) {
      const cut = line.indexOf(quoted);
      return [line.slice(0, cut + 1), code, line.slice(cut + quoted.length - 1)];
    }
    const fixed = [...chars.slice(0, at), word, ...chars.slice(at + found.length)].join('');
    const apply = element('button', { type: 'button', class: 'suggestion', 'data-testid': 'suggestion', title: fixed }, code);
    apply.addEventListener('click', () => {
      input.value = fixed;
      clearError();
      onSubmit(fixed);
    });
    // The quotation marks stay around the button, as the message writes them.
    const cut = line.indexOf(quoted);
    return [line.slice(0, cut + 1), apply, line.slice(cut + quoted.length - 1)];
  }
  // At most 60 characters of the text around the error, so a long text
  // neither runs off the page nor hides the caret.
  function around(text, index) {
    const chars = Array.from(text);
    const at = Math.max(0, Math.min(index, chars.length));
    const start = Math.max(0, at - 20);
    const end = Math.min(chars.length, start + 60);
    const head = start > 0 ? '…' : '';
    const tail = end < chars.length ? '…' : '';
    return { line: head + chars.slice(start, end).join('') + tail, offset: head.length + at - start };
  }
  function clearError() {
    input.removeAttribute('aria-invalid');
    errorBox.hidden = true;
    errorBox.replaceChildren();
  }
  let typed = 0;
  input.addEventListener('input', async () => {
    const text = input.value;
    const mine = ++typed;
    try {
      await validate(text);
      if (mine === typed) clearError();
    } catch (error) {
      if (mine === typed && error?.name === 'SyntaxError') showError(error, text);
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    onSubmit(input.value);
  });
  return { setValue: (text) => { input.value = text; }, showError, clearError, input };
}
