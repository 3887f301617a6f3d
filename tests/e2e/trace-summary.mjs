// Where a page's threads spent their time, from a Chromium trace (first-paint.mjs
// `--trace`, or DevTools' "Save profile"): each task of the page's main thread and of its
// workers that took 8 ms or more, with the start in ms from the navigation and the kinds of
// work inside it (scripts, style, layout, paint, garbage collection) that took 2 ms or more.
//
//   node trace-summary.mjs TRACE.json [--from MS]

import { readFileSync } from 'node:fs';

/** Top-level task events of a thread. */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Lines of text: each long task of the page's main thread and of each worker. */
export function summarizeTrace(events, { from = 0, minTaskMs = 8, minInnerMs = 2 } = {}) {
  const threads = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  // (A trace has hundreds of thousands of events: no spread into Math.min.)
  const start = events.find((e) => e.name === 'navigationStart')?.ts
    ?? events.reduce((least, e) => (e.ph === 'X' && e.ts > 0 && e.ts < least ? e.ts : least), Infinity);
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const key = `${e.pid}:${e.tid}`;
    const name = threads.get(key) ?? '';
    if (name !== 'CrRendererMain' && !/Worker/.test(name)) continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  const lines = [];
  for (const [key, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts);
    const tasks = list.filter((e) => TASKS.has(e.name) && e.dur >= minTaskMs * 1000 && (e.ts - start) / 1000 >= from);
    if (!tasks.length) continue;
    lines.push(`  ${threads.get(key)} (${key})`);
    for (const task of tasks) {
      const inner = new Map();
      for (const e of list) {
        if (e === task || TASKS.has(e.name) || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || e.dur < minInnerMs * 1000) continue;
        inner.set(e.name, (inner.get(e.name) ?? 0) + e.dur);
      }
      const parts = [...inner].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, dur]) => `${name} ${Math.round(dur / 1000)}`);
      lines.push(`    ${String(Math.round((task.ts - start) / 1000)).padStart(6)} ms +${String(Math.round(task.dur / 1000)).padStart(4)}  ${parts.join(', ')}`);
    }
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, ...rest] = process.argv.slice(2);
  const at = rest.indexOf('--from');
  const trace = JSON.parse(readFileSync(file, 'utf8'));
  console.log(summarizeTrace(trace.traceEvents ?? trace, { from: at >= 0 ? Number(rest[at + 1]) : 0 }));
}
