// The play view's controls: who starts, the hint level, the computer's strength, undo,
// redo and restart. They hold no state of the game: the view tells them what is possible.

import { element, button } from '../../dom.js';

/** The hint levels, from none to the best move. */
export const HINT_LEVELS = ['off', 'outcome', 'sg', 'best'];

/** The computer's strengths: the chance, in per mille, that it plays a random move. */
const STRENGTHS = { perfect: 0, strong: 150, beginner: 500 };

/** A name no other widget on the page uses (labels and radio groups). */
const uniqueId = (prefix) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The controls, starting with `starter` to move first and hint level `hint`:
 * `onFirst(value)` on a choice of who starts, `onHint(level)`, `onStrength(perMille)`,
 * `onUndo()`, `onRedo()`, `onRestart()`. Returns `{element, restart, update}`:
 * `update({canUndo, canRedo, hint, over})` shows what can be done now.
 */
export function playControls(t, { starter, hint, onFirst, onHint, onStrength, onUndo, onRedo, onRestart }) {
  const undo = button(t('play.undo'), onUndo, { 'data-testid': 'play-undo', 'aria-keyshortcuts': 'Control+Z' });
  const redo = button(t('play.redo'), onRedo, { 'data-testid': 'play-redo', 'aria-keyshortcuts': 'Control+Y' });
  undo.disabled = true;
  redo.disabled = true;
  // Hints have levels, with a visible state: off, the outcome each move leaves, its SG
  // value, or the best move starred.
  const hintId = uniqueId('sg-hint');
  const hintSelect = element('select', { id: hintId, 'data-testid': 'play-hint' },
    ...HINT_LEVELS.map((level) => element('option', { value: level }, t(`play.hint_level.${level}`))));
  hintSelect.value = hint;
  hintSelect.addEventListener('change', () => onHint(hintSelect.value));
  const hintLabel = element('label', { class: 'hint-level', for: hintId }, `${t('play.hint')} `, hintSelect);
  // The computer's strength: perfect, or a chance of a random move so a beginner can win.
  const strengthId = uniqueId('sg-strength');
  const strengthSelect = element('select', { id: strengthId, 'data-testid': 'play-strength' },
    ...Object.keys(STRENGTHS).map((name) => element('option', { value: name }, t(`play.strength.${name}`))));
  strengthSelect.addEventListener('change', () => onStrength(STRENGTHS[strengthSelect.value] ?? 0));
  const strengthLabel = element('label', { class: 'hint-level', for: strengthId }, `${t('play.strength')} `, strengthSelect);
  const restart = button(t('play.restart'), onRestart, { 'data-testid': 'play-restart' });
  const whoName = uniqueId('sg-first');
  const radio = (value) => {
    const input = element('input', { type: 'radio', name: whoName, value, 'data-testid': `play-first-${value}` });
    input.checked = value === starter;
    input.addEventListener('change', () => { if (input.checked) onFirst(value); });
    return element('label', { class: 'radio' }, input, ` ${t(`play.first_${value}`)}`);
  };
  const who = element('fieldset', { class: 'who' }, element('legend', {}, t('play.who_starts')), radio('you'), radio('computer'));
  return {
    element: element('div', { class: 'play-controls' }, who, element('div', { class: 'buttons' }, hintLabel, strengthLabel, undo, redo, restart)),
    restart,
    update({ canUndo, canRedo, hint: level, over }) {
      // A button that loses its use while focused hands the focus on (Ctrl+Z or a click
      // on Undo at the first move would otherwise drop it to the page's body).
      const wasFocused = [undo, redo].find((control) => control === control.getRootNode().activeElement);
      undo.disabled = !canUndo;
      redo.disabled = !canRedo;
      if (wasFocused?.disabled) (wasFocused === undo && !redo.disabled ? redo : restart).focus({ preventScroll: true });
      hintSelect.value = level;
      hintSelect.disabled = over;
    },
  };
}
