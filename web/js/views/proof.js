// The proof panel: the step-by-step proof of the current position (the wasm `explain`
// result), revealed one step at a time; a step's reasons open under it, a step that
// names another position (`expand`) loads that position's own proof on demand, and the
// xor of a sum is drawn as binary columns.

import { element, button } from '../dom.js';

/** The most rows of a xor step drawn; the others are counted. */
const MAX_XOR_ROWS = 64;

/**
 * The binary columns of a xor step: one row per component, the total under a rule; the
 * digits are core's, all of one width.
 */
export function renderXorColumns(data, t) {
  const rows = Array.isArray(data?.rows) ? data.rows : [];
  const totalDigits = String(data?.totalBinary ?? '');
  const width = totalDigits.length;
  const highestRaw = data.highestBit ?? data.highest_bit;
  const highest = highestRaw === null || highestRaw === undefined ? null : Number(highestRaw);
  const digitCells = (bits) => bits.split('').map((digit, i) => {
    const bit = width - 1 - i;
    return element('td', { class: `bit${bit === highest ? ' highest' : ''}${digit === '1' ? ' one' : ''}` }, digit);
  });
  const header = element('tr', {}, element('th', { scope: 'col' }, t('proof.component')), element('th', { scope: 'col' }, t('result.sg')),
    ...Array.from({ length: width }, (_, i) => element('th', { scope: 'col', class: `bit${width - 1 - i === highest ? ' highest' : ''}` }, `2^${width - 1 - i}`)));
  // A sum of thousands of heaps: the first rows, the chosen one, and a count of the rest.
  const shown = rows.map((row, i) => ({ row, i })).filter(({ i }) => i < MAX_XOR_ROWS || i === data.component);
  const hidden = rows.length - shown.length;
  const body = shown.map(({ row, i }) => element('tr', { class: i === data.component ? 'chosen' : '' },
    element('th', { scope: 'row' }, row.label), element('td', { class: 'num' }, String(row.value)), ...digitCells(String(row.binary))));
  if (hidden > 0) body.push(element('tr', { class: 'more' }, element('td', { colspan: width + 2 }, t('proof.more_rows', { count: hidden }))));
  const total = element('tr', { class: 'total' }, element('th', { scope: 'row' }, t('proof.xor_total')), element('td', { class: 'num' }, String(data.total ?? '')),
    ...digitCells(totalDigits));
  return element('table', { class: 'xor-columns', 'data-testid': 'xor-columns' },
    element('thead', {}, header), element('tbody', {}, ...body, total));
}

/** A list of positions with their SG values and the mex under it. */
function renderMex(data) {
  const options = Array.isArray(data.options) ? data.options : [];
  const list = element('ul', { class: 'mex-options' }, ...options.map((option) => {
    const parts = Array.isArray(option.parts) && option.parts.length ? ` = ${option.parts.map(String).join(' ⊕ ')}` : '';
    return element('li', {}, element('code', {}, option.position), ` SG = ${option.sg}${parts}`);
  }));
  const more = Number(data.more ?? 0);
  const values = [...new Set(options.map((o) => String(o.sg)))].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const mex = more === 0 ? element('p', { class: 'mex-line' }, `mex{${values.join(', ')}} = ${data.value}`) : null;
  return element('div', { class: 'mex' }, list, mex);
}

/** A P-position's certificate: each option and the reply that goes back to a P-position. */
function renderReplies(data, t) {
  const replies = Array.isArray(data.replies) ? data.replies : [];
  return element('table', { class: 'replies' },
    element('thead', {}, element('tr', {}, element('th', { scope: 'col' }, t('proof.option')), element('th', { scope: 'col' }, t('proof.reply')))),
    element('tbody', {}, ...replies.map((reply) => element('tr', {},
      element('td', {}, element('code', {}, reply.option)), element('td', {}, reply.reply ? element('code', {}, reply.reply) : '—')))));
}

/**
 * Moore's Nim_k: the heaps in binary, the column sums and their rests modulo k + 1 (each
 * digit, sum and rest core's).
 */
function renderColumnSums(data) {
  const rows = Array.isArray(data.rows) ? data.rows : [];
  const sums = Array.isArray(data.sums) ? data.sums.map(String) : [];
  const rests = Array.isArray(data.rests) ? data.rests.map(String) : [];
  const cells = (digits) => digits.map((digit) => element('td', { class: `bit${digit === '1' ? ' one' : ''}` }, digit));
  const body = rows.map((row) => element('tr', {}, element('th', { scope: 'row' }, row.label), element('td', { class: 'num' }, String(row.value)),
    ...cells(String(row.binary).split(''))));
  const sumRow = element('tr', { class: 'total' }, element('th', { scope: 'row' }, 'Σ'), element('td', {}), ...sums.map((sum) => element('td', {}, sum)));
  const restRow = element('tr', {}, element('th', { scope: 'row' }, `mod ${data.modulus}`), element('td', {}),
    ...rests.map((rest) => element('td', { class: rest === '0' ? '' : 'one' }, rest)));
  return element('table', { class: 'xor-columns' }, element('tbody', {}, ...body, sumRow, restRow));
}

/** Every-SG: each component's step number, the longest (which decides) marked. */
function renderStepNumbers(data, t) {
  const rows = Array.isArray(data.rows) ? data.rows : [];
  const longest = String(data.longest ?? '');
  return element('table', { class: 'replies step-numbers', 'data-testid': 'step-numbers' },
    element('thead', {}, element('tr', {}, element('th', { scope: 'col' }, t('proof.component')), element('th', { scope: 'col' }, t('proof.step_number')))),
    element('tbody', {}, ...rows.map((row) => element('tr', { class: String(row.value) === longest ? 'chosen' : '' },
      element('th', { scope: 'row' }, element('code', {}, row.label)), element('td', { class: 'num' }, String(row.value))))));
}

function renderStep(step, { t, explain, lang, depth }) {
  const item = element('li', { class: `step ${step.kind ?? ''}`, 'data-kind': step.kind ?? '' },
    element('p', { class: 'step-text' }, step.text ?? step.key ?? ''));
  if (step.kind === 'xor' && step.data) item.append(renderXorColumns(step.data, t));
  if (step.kind === 'mex' && step.data) item.append(renderMex(step.data));
  if (step.kind === 'certificate' && step.data) item.append(renderReplies(step.data, t));
  if (step.kind === 'columns' && step.data) item.append(renderColumnSums(step.data));
  if (step.kind === 'step_numbers' && step.data) item.append(renderStepNumbers(step.data, t));
  const children = Array.isArray(step.children) ? step.children : [];
  if (children.length) {
    const details = element('details', { class: 'why' }, element('summary', {}, t('proof.why', { count: children.length })));
    details.append(renderSteps(children, { t, explain, lang, depth: depth + 1 }));
    item.append(details);
  }
  if (step.expand && depth < 6) {
    const holder = element('div', { class: 'sub-proof' });
    const open = button(t('proof.expand', { game: step.expand }), async () => {
      open.disabled = true;
      holder.replaceChildren(element('p', { class: 'muted' }, t('app.loading')));
      try {
        const sub = await explain(step.expand, lang);
        holder.replaceChildren(renderSteps(sub.steps ?? [], { t, explain, lang, depth: depth + 1 }));
        open.hidden = true;
      } catch (error) {
        holder.replaceChildren(element('p', { class: 'error' }, error?.localized?.[lang] ?? error?.message ?? String(error)));
        open.disabled = false;
      }
    }, { class: 'link' });
    item.append(open, holder);
  }
  return item;
}

/** The list of `steps`; `context` is `{t, explain, lang, depth}`. */
export function renderSteps(steps, context) {
  return element('ol', { class: 'steps' }, ...steps.map((step) => renderStep(step, context)));
}

/**
 * Draws the proof `result` (`{game, outcome, steps}`) into `container`, revealing the
 * top-level steps one at a time, forward ("Next step") and back ("Previous step");
 * "Show all steps" shows them all, and "Step by step" goes back to where the stepping
 * was. `explain(game)` loads a sub-proof.
 */
export function renderProof(container, result, { t, explain, lang }) {
  const steps = Array.isArray(result.steps) ? result.steps : [];
  const list = renderSteps(steps, { t, explain, lang, depth: 0 });
  const items = [...list.children];
  let shown = Math.min(1, items.length);
  let all = false;
  const progress = element('span', { class: 'muted', 'data-testid': 'proof-progress' });
  /** After a step changes, the focus stays on its button, or goes to the step shown last. */
  const focusStep = (from) => {
    if (!from.disabled) return;
    const text = items[shown - 1]?.querySelector('.step-text');
    text?.setAttribute('tabindex', '-1');
    text?.focus();
  };
  const previous = button(t('proof.previous'), () => {
    shown = Math.max(Math.min(1, items.length), shown - 1);
    update();
    focusStep(previous);
  }, { 'data-testid': 'proof-previous' });
  const next = button(t('proof.next'), () => {
    shown = Math.min(items.length, shown + 1);
    update();
    focusStep(next);
  }, { 'data-testid': 'proof-next' });
  const toggle = button(t('proof.all'), () => {
    all = !all;
    update();
    toggle.focus();
  }, { 'data-testid': 'proof-all', 'aria-pressed': 'false' });
  function update() {
    const visible = all ? items.length : shown;
    items.forEach((item, i) => { item.hidden = i >= visible; });
    progress.textContent = t('proof.progress', { shown: visible, total: items.length });
    previous.hidden = all;
    next.hidden = all;
    previous.disabled = shown <= 1;
    next.disabled = shown >= items.length;
    toggle.textContent = t(all ? 'proof.stepwise' : 'proof.all');
    toggle.setAttribute('aria-pressed', String(all));
    toggle.dataset.mode = all ? 'all' : 'steps';
    toggle.disabled = items.length <= 1;
  }
  update();
  container.replaceChildren(
    element('p', { class: 'muted intro' }, t('proof.intro')),
    element('div', { class: 'proof-controls' }, previous, next, toggle, progress),
    element('div', { class: 'proof', 'data-testid': 'proof' }, list),
  );
}
