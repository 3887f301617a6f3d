// <sg-xor heaps="7 8 9">: a Nim sum in binary columns, the heaps editable by the reader;
// under the columns, whether the xor is 0 and, if not, the winning move. Every edit raises
// `sg-select` with the position (`nim 7 8 9`). The values come from the core (`analyze`,
// `drawing`); nothing is computed here.

import { SgElement, attributeError } from './base.js';
import { element, button } from '../dom.js';
import { drawView } from '../views/drawn.js';

const MAX_HEAPS = 12;
const U64_MAX = (1n << 64n) - 1n;

/** The heaps of the attribute: whole numbers that fit in 64 bits, at most 12. */
function parseHeaps(tr, raw) {
  const text = (raw ?? '7 8 9').trim();
  const parts = text === '' ? [] : text.split(/[\s,]+/);
  if (parts.length === 0 || parts.length > MAX_HEAPS || !parts.every((part) => /^\d{1,20}$/.test(part) && BigInt(part) <= U64_MAX)) {
    throw attributeError(tr, 'heaps', 'widget.expected.heaps', raw);
  }
  return parts.map((part) => BigInt(part).toString());
}

export class SgXorElement extends SgElement {
  static attributes = ['heaps'];

  async draw(box, context) {
    const { tr, t } = context;
    let heaps = parseHeaps(tr, this.getAttribute('heaps'));
    const editor = element('div', { class: 'xor-edit' });
    const columns = element('div', {});
    const verdict = element('p', { class: 'xor-verdict', 'aria-live': 'polite', 'data-testid': 'xor-verdict' });
    // A heap that does not read: named here, and the columns and verdict of the last heaps
    // that did are taken away until every heap reads again (they would answer another
    // question than the one on screen).
    const problem = element('p', { class: 'error', role: 'alert', 'data-testid': 'xor-error', hidden: true });
    box.replaceChildren(element('h3', {}, t('xor.title')), editor, problem, columns, verdict);
    let shown = 0;
    /** The heaps typed that do not read, by index: their text. */
    const bad = new Map();
    const showProblems = () => {
      const first = [...bad.keys()].sort((a, b) => a - b)[0];
      problem.hidden = first === undefined;
      problem.textContent = first === undefined ? '' : t('xor.bad_heap', { index: first + 1, text: bad.get(first) });
      columns.hidden = !problem.hidden;
      verdict.hidden = !problem.hidden;
      if (!problem.hidden) shown += 1;
    };

    const update = async () => {
      const mine = ++shown;
      const game = `nim ${heaps.join(' ')}`;
      context.emit('sg-select', { game });
      // Both asked for at once: the worker answers the second right after the first, with
      // no turn of the page (and no frame) between them.
      const [analysis] = await Promise.all([
        context.call('analyze', game),
        drawView(columns, { ...context, game, view: 'xor', testid: 'xor-columns', stale: () => mine !== shown || context.stale() }),
      ]);
      if (mine !== shown || context.stale()) return;
      if (analysis.outcome === 'P') {
        verdict.textContent = t('xor.zero');
      } else {
        // The first winning move: the heap that changes, from and to (the heaps of the
        // position after it, as the core describes them).
        const move = analysis.winningMoves[0] ? await context.call('describe', analysis.winningMoves[0]) : null;
        if (mine !== shown || context.stale()) return;
        const after = move?.components[0]?.table.heaps ?? [];
        const index = heaps.findIndex((heap, i) => after[i] !== undefined && after[i] !== heap);
        verdict.textContent = index < 0 ? '' : t('xor.nonzero', { xor: analysis.sg, index: index + 1, from: heaps[index], to: after[index] });
      }
    };

    const drawEditor = () => {
      const inputs = heaps.map((heap, i) => {
        const input = element('input', { type: 'text', inputmode: 'numeric', value: heap, 'aria-label': t('xor.heap', { index: i + 1 }), 'data-testid': 'xor-heap' });
        input.value = heap;
        input.addEventListener('input', () => {
          const text = input.value.trim();
          const ok = /^\d{1,20}$/.test(text) && BigInt(text) <= U64_MAX;
          input.setAttribute('aria-invalid', String(!ok));
          if (ok) bad.delete(i);
          else bad.set(i, input.value);
          showProblems();
          if (ok) heaps = heaps.map((h, j) => (j === i ? BigInt(text).toString() : h));
          if (bad.size) return;
          update().catch((error) => this.showError(tr, error));
        });
        const remove = heaps.length > 1
          ? button('×', () => { heaps = heaps.filter((_, j) => j !== i); bad.clear(); showProblems(); drawEditor(); update().catch((error) => this.showError(tr, error)); },
            { 'aria-label': t('xor.remove', { index: i + 1 }), title: t('xor.remove', { index: i + 1 }) })
          : null;
        return element('label', {}, t('xor.heap', { index: i + 1 }), element('span', {}, input, remove));
      });
      const add = heaps.length < MAX_HEAPS
        ? button(t('xor.add'), () => { heaps = [...heaps, '1']; bad.clear(); showProblems(); drawEditor(); update().catch((error) => this.showError(tr, error)); }, { 'data-testid': 'xor-add' })
        : null;
      editor.replaceChildren(...inputs, add);
    };
    drawEditor();
    await update();
  }
}
