// The progress bar of a long computation, with a cancel button. It appears only when a
// call has run for `delay` ms, so quick answers do not flicker. The region the bar belongs
// to (the container's parent: the widget or the explorer's view) carries `aria-busy` from
// the first call's start to the frame after the last one ends, calls still waiting in the
// client for a part of the wasm included.

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
  let hiding = false;
  // No change to the page between two calls that follow each other (a view asking for
  // one thing after another): the texts are set only when they differ, and the bar hides
  // at the next frame, not at once, so a call started before then keeps it as it is. On
  // a phone each change costs the widget a layout before the next answer can be used.
  const set = (node, text) => { if (node.textContent !== text) node.textContent = text; };
  // A view mounts a new bar in the same container when it draws again: only the bar in
  // place marks the region, and a new one starts it unmarked.
  const region = container.parentElement ?? container;
  const mark = (busy) => {
    if (box.parentNode !== container) return;
    if (busy) {
      if (region.getAttribute('aria-busy') !== 'true') region.setAttribute('aria-busy', 'true');
    } else {
      region.removeAttribute('aria-busy');
    }
  };
  mark(false);
  const hide = () => {
    if (hiding) return;
    hiding = true;
    requestAnimationFrame(() => {
      hiding = false;
      if (running > 0) return;
      if (!box.hidden) box.hidden = true;
      mark(false);
    });
  };
  return {
    start() {
      running += 1;
      if (running === 1) {
        mark(true);
        if (bar.hasAttribute('value')) bar.removeAttribute('value');
        set(label, t('busy.working'));
        set(cancel, t('busy.cancel'));
        if (box.hidden) timer = setTimeout(() => { if (running > 0) box.hidden = false; }, delay);
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
        timer = null;
        hide();
      }
    },
  };
}
