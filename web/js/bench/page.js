// web/bench.html: every benchmark workload of sglab_core::workload in the wasm module and,
// where one exists, in plain JavaScript (plain.js), each in a Web Worker of its own and
// timed there; and what a second worker (a second core) buys. `?lang=zh` for Chinese,
// `?run=small|all` to start at once. Results are also left in `window.sglabBench` for the
// Playwright script tests/e2e/run-bench.mjs.

import { pageTexts } from '../first-downloads.js';
import { detectLanguage, langTag, makeTranslator } from '../i18n.js';

const WORKER = new URL('./worker.js', import.meta.url);
const params = new URLSearchParams(location.search);
const lang = detectLanguage(params.get('lang'));
const root = document.getElementById('bench');
const results = { done: false, finished: false, rows: {}, cores: null, error: null };
window.sglabBench = results;

/** Runs one message in a fresh worker: resolves with its answer, reports progress. */
function inWorker(message, onProgress) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { type: 'module' });
    worker.onmessage = (event) => {
      if (event.data?.progress) {
        onProgress?.(event.data.progress);
        return;
      }
      worker.terminate();
      if (event.data?.ok) resolve(event.data);
      else reject(event.data?.error ?? { en: 'failed', zh: '失败' });
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject({ en: event.message, zh: event.message });
    };
    worker.postMessage(message);
  });
}

function cell(text, attrs = {}) {
  const td = document.createElement('td');
  td.textContent = text;
  for (const [name, value] of Object.entries(attrs)) td.setAttribute(name, value);
  return td;
}

function seconds(value) {
  return value < 0.01 ? value.toFixed(4) : value.toFixed(3);
}

async function main() {
  const hello = await inWorker({ hello: lang });
  const { t } = makeTranslator(lang, { ...hello.messages, ...(await pageTexts(lang)), ...(await pageTexts(lang, 'later')), ...(await pageTexts(lang, 'more')) });
  document.documentElement.lang = langTag(lang);
  document.title = t('bench.title');
  const heading = document.createElement('h1');
  heading.textContent = t('bench.title');
  const intro = document.createElement('p');
  intro.textContent = t('bench.intro');
  const buttons = document.createElement('p');
  buttons.className = 'buttons';
  const status = document.createElement('p');
  status.setAttribute('aria-live', 'polite');
  status.dataset.testid = 'bench-status';
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const key of ['bench.workload', 'bench.wasm', 'bench.js', 'bench.ratio', 'bench.agree', 'bench.result']) {
    const th = document.createElement('th');
    th.textContent = t(key);
    head.append(th);
  }
  const body = table.createTBody();
  const rows = new Map();
  for (const workload of hello.workloads) {
    const tr = body.insertRow();
    tr.dataset.workload = workload.name;
    tr.append(cell(workload.name), cell(''), cell(workload.plainJs ? '' : '—'), cell(''), cell(''), cell(''));
    rows.set(workload.name, { workload, tr });
  }
  const cores = document.createElement('p');
  cores.dataset.testid = 'bench-cores';

  /** The fastest of `runs` runs, and below it the first when it ran more than once. */
  function timing(td, answer, runs) {
    td.textContent = seconds(answer.seconds);
    if (runs > 1) {
      const first = document.createElement('small');
      first.className = 'first';
      first.textContent = t('bench.first_run', { first: seconds(answer.first) });
      td.append(first);
    }
  }

  async function runOne(name) {
    const { workload, tr } = rows.get(name);
    const show = (progress) => {
      const parts = [`${name}: ${t('bench.running', { work: progress.work.toLocaleString() })}`];
      if (progress.heaps) parts.push(t('bench.heaps', { heaps: progress.heaps.toLocaleString() }));
      if (progress.rare !== null && progress.rare !== undefined) parts.push(t('bench.rare', { rare: progress.rare.toLocaleString() }));
      status.textContent = parts.join(' · ');
    };
    status.textContent = name;
    const startedAt = performance.now();
    // `?runs=N` (`cargo xtask bench --smoke`: 1) in place of the workload's own count.
    const asked = Number.parseInt(params.get('runs') ?? '', 10);
    const runs = asked > 0 ? asked : workload.runs;
    const wasm = await inWorker({ name, impl: 'wasm', runs }, show);
    const row = { name, runs, wasm: wasm.seconds, wasmFirst: wasm.first, outcome: wasm.outcome, startedAt, endedAt: performance.now() };
    timing(tr.cells[1], wasm, runs);
    const o = wasm.outcome;
    tr.cells[5].textContent = o.period
      ? t('bench.period', { preperiod: o.period[0], period: o.period[1] })
      : t('bench.summary', { count: o.count.toLocaleString(), max: o.max });
    if (workload.plainJs) {
      status.textContent = `${name}: JS`;
      const js = await inWorker({ name, impl: 'js', runs });
      row.js = js.seconds;
      row.jsFirst = js.first;
      row.agree = js.outcome.checksum === o.checksum && js.outcome.count === o.count && js.outcome.max === o.max;
      timing(tr.cells[2], js, runs);
      tr.cells[3].textContent = `${(js.seconds / wasm.seconds).toFixed(1)}×`;
      tr.cells[4].textContent = row.agree ? t('bench.yes') : t('bench.no');
      if (!row.agree) tr.cells[4].className = 'bad';
    }
    results.rows[name] = row;
  }

  async function runMany(filter) {
    results.done = false;
    try {
      for (const { workload } of rows.values()) {
        if (filter(workload)) await runOne(workload.name);
      }
      status.textContent = '';
    } catch (error) {
      results.error = error;
      status.textContent = error?.[lang] ?? String(error);
    }
    results.done = true;
  }

  /** The same workload twice: one after the other in one worker, then in two at once. */
  async function measureCores(name = 'octal-0.16-2^20') {
    results.done = false;
    const start = performance.now();
    await inWorker({ name, impl: 'wasm' });
    await inWorker({ name, impl: 'wasm' });
    const one = (performance.now() - start) / 1000;
    const start2 = performance.now();
    await Promise.all([inWorker({ name, impl: 'wasm' }), inWorker({ name, impl: 'wasm' })]);
    const two = (performance.now() - start2) / 1000;
    results.cores = { name, one, two, ratio: one / two, logical: navigator.hardwareConcurrency };
    cores.textContent = t('bench.cores_result', {
      name, one: seconds(one), two: seconds(two), ratio: (one / two).toFixed(2), cores: navigator.hardwareConcurrency,
    });
    results.done = true;
  }

  const button = (key, action) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = t(key);
    b.addEventListener('click', action);
    buttons.append(b, ' ');
  };
  button('bench.run_small', () => runMany((w) => w.plainJs));
  button('bench.run_all', () => runMany(() => true));
  button('bench.two_cores', () => measureCores());
  const scroll = document.createElement('div');
  scroll.className = 'scroll';
  scroll.append(table);
  root.replaceChildren(heading, intro, buttons, status, scroll, cores);
  const names = params.get('names')?.split(',').filter((n) => rows.has(n));
  if (names?.length) await runMany((w) => names.includes(w.name));
  else if (params.get('run') === 'small') await runMany((w) => w.plainJs);
  else if (params.get('run') === 'all') await runMany(() => true);
  if (params.get('cores')) await measureCores(params.get('cores'));
  results.finished = true;
}

main().catch((error) => {
  results.error = error;
  results.done = true;
  results.finished = true;
  root.textContent = error?.[lang] ?? String(error?.message ?? error);
});
