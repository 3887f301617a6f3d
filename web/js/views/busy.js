// The progress bar of a long computation, with a cancel button. It appears only when a
// call has run for `delay` ms, so quick answers do not flicker.

import { element, button } from '../dom.js';

/**
 * Mounts the bar in `container`, in the language of `t`; `onCancel()` is called by its button.
 * Returns `{start(), progress({work, limit}), stop()}`; starts and stops nest.
 */
export function mountBusy(container, { t, onCancel, delay = 50 }) {
  const bar = element('progress', { 'data-testid': 'progress', max: 1 });
  bar.removeAttribute('value');
  const label = element('span', { class: 'busy-label' }, t('busy.working'));
  const cancel = button(t('busy.cancel'), () => onCancel(), { 'data-testid': 'cancel' });
  const box = element('div', { class: 'busy', role: 'status', hidden: true }, label, bar, cancel);
  container.replaceChildren(box);
  let running = 0;
  let timer = null;
  return {
    start() {
      running += 1;
      if (running === 1) {
        bar.removeAttribute('value');
        label.textContent = t('busy.working');
        cancel.textContent = t('busy.cancel');
        timer = setTimeout(() => { box.hidden = false; }, delay);
      }
    },
    progress({ work, limit } = {}) {
      const done = Number(work);
      const total = Number(limit);
      if (Number.isFinite(done) && Number.isFinite(total) && total > 0) {
        bar.max = 1;
        bar.value = Math.min(1, done / total);
        label.textContent = t('busy.progress', { percent: Math.round(Math.min(1, done / total) * 100) });
      }
    },
    stop() {
      running = Math.max(0, running - 1);
      if (running === 0) {
        clearTimeout(timer);
        box.hidden = true;
      }
    },
  };
}
