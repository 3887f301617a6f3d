// What folds under a table, after it is drawn: the certificate of a proved period, the
// claim checker (验证猜想), the 打表 export, the 大表 panel and "why this value". The
// table view (tables.js) loads this module by `import()` once its tables are drawn, and
// a widget when a cell is chosen, so a widget's first paint never waits for it.

import { element, button } from '../dom.js';
import { isStopped } from '../client.js';
import { renderSteps } from './proof.js';

/** The sglab site, for the link that heads an exported table. */
const SITE = new URL('../../', import.meta.url);

/** The formats of the 打表 export, as the core names them. */
const FORMATS = ['cpp', 'py', 'csv', 'json'];

/**
 * The 打表 export of one table: the range, then one button per format that copies the
 * table as code (or shows it when the clipboard refuses). `table` is `{kind: 'sequence',
 * component: row}` or `{kind: 'grid', component: keyword}`.
 */
export function renderTableExport({ kind, component }, { t, lang, call }) {
  const grid = kind === 'grid';
  const range = element('input', { type: 'number', min: grid ? '1' : '0', max: grid ? '1024' : '1000000',
    value: grid ? '20' : '100', inputmode: 'numeric', 'data-testid': 'table-export-n' });
  const status = element('span', { class: 'muted', 'aria-live': 'polite', 'data-testid': 'table-export-status' });
  const shown = element('pre', { hidden: true, 'data-testid': 'table-export-text' });
  const link = new URL(`?${new URLSearchParams({ game: grid ? `${component} 0 0` : `${component} 0`, view: 'table' })}`, SITE).href;
  const copy = (format) => button(t(`export.format.${format}`), async () => {
    status.textContent = '';
    let text;
    try {
      text = await call('tableText', kind, component, range.value, format, link);
    } catch (error) {
      if (!isStopped(error)) status.textContent = error?.localized?.[lang] ?? String(error?.message ?? error);
      return;
    }
    shown.textContent = text;
    shown.hidden = false;
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = t('export.copied');
    } catch {
      status.textContent = t('export.copy_failed');
    }
  }, { 'data-format': format });
  return element('details', { class: 'table-export', 'data-testid': 'table-export' },
    element('summary', {}, t('export.table')),
    element('p', { class: 'muted' }, t('export.table_intro', { component })),
    element('p', {}, element('label', {}, t(grid ? 'export.grid_size' : 'export.heaps_to'), ' ', range), ' ',
      ...FORMATS.flatMap((format) => [copy(format), ' ']), status),
    shown);
}

/**
 * 大表: the panel that computes a heap game's table far beyond the strip (the wasm
 * `bigTable`), in the page's second worker (`far`: `{request(method, args, onProgress),
 * cancel()}`), with the heaps done, the rare values counted so far, a Cancel button,
 * and at the end the largest value, the period when proved, and the last values.
 */
export function renderFarTable(row, { t, lang, far }) {
  const to = element('input', { type: 'number', min: '0', value: '1000000', inputmode: 'numeric', 'data-testid': 'far-to' });
  const prove = element('input', { type: 'checkbox', checked: true, 'data-testid': 'far-prove' });
  const status = element('p', { class: 'muted', 'aria-live': 'polite', 'data-testid': 'far-status' });
  const result = element('div', { 'data-testid': 'far-result' });
  const cancel = button(t('far.cancel'), () => far.cancel(), { hidden: true, 'data-testid': 'far-cancel' });
  const number = (text) => {
    const value = Number(text);
    return Number.isSafeInteger(value) ? value.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en') : String(text);
  };
  const run = button(t('far.run'), async () => {
    run.disabled = true;
    cancel.hidden = false;
    result.replaceChildren();
    const started = performance.now();
    const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
    status.textContent = t('far.starting');
    try {
      const table = await far.request('bigTable', [row, to.value === '' ? '0' : to.value, prove.checked], (progress) => {
        const parts = [t('far.progress', { heaps: number(progress.heaps ?? 0), seconds: elapsed() })];
        if (progress.rare !== null && progress.rare !== undefined) parts.push(t('far.rare', { rare: number(progress.rare) }));
        status.textContent = parts.join(' · ');
      });
      status.textContent = t('far.done', { to: number(table.checkedTo), max: number(table.max), seconds: elapsed() });
      const lines = [];
      if (table.period) lines.push(element('p', { 'data-testid': 'far-period' }, t('far.period', { preperiod: number(table.period[0]), period: number(table.period[1]) })));
      else if (prove.checked) lines.push(element('p', { 'data-testid': 'far-period' }, t('far.no_period', { to: number(table.checkedTo) })));
      const first = BigInt(table.checkedTo) - BigInt(table.last.length - 1);
      lines.push(element('p', {}, t('far.last', { from: number(first.toString()), to: number(table.checkedTo) })),
        element('p', { class: 'far-values', 'data-testid': 'far-last' }, table.last.join(' ')));
      result.replaceChildren(...lines);
    } catch (error) {
      status.textContent = isStopped(error) ? t('far.cancelled') : (error?.localized?.[lang] ?? String(error?.message ?? error));
    } finally {
      run.disabled = false;
      cancel.hidden = true;
    }
  }, { 'data-testid': 'far-run' });
  return element('details', { class: 'far-table', 'data-testid': 'far-table' },
    element('summary', {}, t('far.title')),
    element('p', { class: 'muted' }, t('far.intro')),
    element('p', {}, element('label', {}, t('far.to'), ' ', to), ' ',
      element('label', {}, prove, ' ', t('far.prove')), ' ', run, ' ', cancel),
    status, result);
}

/**
 * Why a heap game's period holds (its certificate: the theorem and the window checked),
 * or how far the search got, folded under the strip; nothing for a game that has no
 * period detector.
 */
export async function renderCertificate(box, row, { t, lang, call, stale }) {
  let report;
  try {
    report = await call('period', row);
  } catch (error) {
    if (isStopped(error)) return;
    return;
  }
  if (stale() || report?.checkedTo === '0') return;
  const text = report?.certificateLocalized?.[lang] ?? report?.certificate;
  if (!text) return;
  box.append(element('details', { class: 'certificate', 'data-testid': 'period-certificate' },
    element('summary', {}, t(report.period === null ? 'table.certificate_none' : 'table.certificate')),
    element('p', {}, text)));
}


/**
 * 验证猜想: check a claim over the positions of a table (the wasm `check`), folded under
 * it; a counterexample is a button that opens that position in place of the component.
 */
export function renderClaimCheck({ component, examples, pair }, { t, lang, call, onOpen }) {
  const input = element('input', { type: 'text', value: examples[0]?.[0] ?? '', spellcheck: 'false', autocapitalize: 'off',
    'aria-label': t('check.claim'), 'data-testid': 'claim-input', class: 'claim-input' });
  const to = element('input', { type: 'number', min: '0', inputmode: 'numeric', 'aria-label': t('check.to'), 'data-testid': 'claim-to', placeholder: t('check.to') });
  const result = element('div', { 'aria-live': 'polite', 'data-testid': 'claim-result', class: 'claim-result' });
  const run = async () => {
    result.replaceChildren(element('p', { class: 'muted' }, t('app.loading')));
    let report;
    try {
      report = await call('check', component, input.value, to.value === '' ? null : to.value);
    } catch (error) {
      if (isStopped(error)) return;
      const message = error?.localized?.[lang] ?? String(error?.message ?? error);
      result.replaceChildren(element('p', { class: 'error', 'data-testid': 'claim-error' }, message));
      return;
    }
    if (report.counterexample) {
      result.replaceChildren(element('p', { 'data-holds': 'false' },
        `✗ ${t('check.fails', { position: report.counterexample })} `,
        button(t('check.open', { position: report.counterexample }), () => onOpen(report.counterexample), { 'data-testid': 'claim-counterexample' })));
    } else {
      const key = report.forAll ? 'check.holds_for_all' : 'check.holds';
      result.replaceChildren(element('p', { 'data-holds': 'true' }, `✓ ${t(key, { to: report.checkedTo })}`));
    }
  };
  const form = element('form', { class: 'claim-form' }, input, ' ', to, ' ', button(t('check.run'), () => {}, { type: 'submit', 'data-testid': 'claim-run' }));
  form.addEventListener('submit', (event) => { event.preventDefault(); run(); });
  const chips = examples.map(([claim, upTo]) => button(claim, () => { input.value = claim; to.value = upTo; run(); }, { class: 'claim-example' }));
  return element('details', { class: 'claim', 'data-testid': 'claim-check' },
    element('summary', {}, t('check.title')),
    element('p', { class: 'muted' }, t(pair ? 'check.intro_pair' : 'check.intro_heap')),
    element('p', { class: 'claim-examples' }, ...chips.flatMap((chip) => [chip, ' '])),
    form, result);
}

/**
 * "Why this value": the derivation of `game`'s SG value from the definition (the wasm
 * `why`: the mex of its options' values; a sum's xor), drawn into `box`; `normal` false
 * when the game is played under misère or every:, where that value is a normal-play one.
 */
export async function renderWhy(box, game, { t, tr, lang, call, stale, normal = true }) {
  box.replaceChildren(element('p', { class: 'muted' }, t('app.loading')));
  try {
    const result = await call('why', game, lang);
    if (stale()) return;
    const why = (text, l) => call('why', text, l);
    box.replaceChildren(
      // Under misère and every: the value derived is the normal-play one, and said so.
      element('h3', {}, t(normal ? 'why.title' : 'why.title_normal', { game: result.game, value: result.sg })),
      element('p', { class: 'muted' }, t('why.intro')),
      renderSteps(Array.isArray(result.steps) ? result.steps : [], { t, explain: why, lang, depth: 0 }),
    );
    // The components' own derivations are the point here: shown, not folded.
    for (const details of box.querySelectorAll(':scope > ol > li > details.why')) details.open = true;
  } catch (error) {
    if (isStopped(error) || stale()) return;
    // A limit is said once, beside the analysis: the derivation just stays away.
    if (error?.name === 'RangeError' && String(error?.key ?? '').startsWith('limit.')) {
      box.replaceChildren();
      return;
    }
    box.replaceChildren(element('p', { class: 'error' }, tr?.error ? tr.error(error) : (error?.localized?.[lang] ?? String(error?.message ?? error))));
  }
}

