// Where the CPU goes before a widget's first paint: the pages of first-paint.mjs, loaded
// under the same profile (150 ms round trips, 200,000 bytes/s, CPU slowed 4x), with a
// Chrome trace of the page and its worker, summed by thread and by what ran.
//
//   node first-paint-trace.mjs [--runs N] [--only play,graph] [--top N] [--no-throttle]
//   (after `cargo xtask dist`; a tool for finding what to cut, not a test)
//
// - The CPU is slowed 4x by `Emulation.setCPUThrottlingRate` on the page's session (in
//   Chromium it slows the renderer's threads, the worker's included: compare the worker's
//   figures with `--no-throttle`).
// - For each thread (the page's main thread, the worker) it prints the time its tasks
//   took from the navigation to the first paint, and the *self* time of each trace event
//   name inside them (Layout, UpdateLayoutTree, FunctionCall, ...), so nothing is
//   counted twice; and, from the V8 sampling profiler of the page and of the worker, the
//   self time of the JavaScript functions (and wasm) that ran.

import { Browser, DETECTOR, PAGES, PROFILE, startServer } from './first-paint.mjs';

const CATEGORIES = ['devtools.timeline', 'v8', 'v8.wasm', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel', 'blink', 'loading'];

/** One traced visit: the trace events, the page's and the worker's CPU profiles, the paint time. */
async function visit(browser, url, { throttle }) {
  const events = [];
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  const sessions = new Map([[sessionId, 'page']]);
  let paintMs = null;
  let resolvePaint;
  const painted = new Promise((done) => { resolvePaint = done; });
  let traceDone;
  const traced = new Promise((done) => { traceDone = done; });

  const prepare = async (id, kind) => {
    await browser.send('Network.enable', {}, id);
    await browser.send('Network.setCacheDisabled', { cacheDisabled: true }, id);
    await browser.send('Network.emulateNetworkConditions', {
      offline: false, latency: PROFILE.latencyMs, downloadThroughput: PROFILE.downloadBytesPerSecond, uploadThroughput: PROFILE.uploadBytesPerSecond,
    }, id);
    if (kind === 'page') {
      if (throttle) await browser.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown }, id);
      await browser.send('Emulation.setDeviceMetricsOverride', PROFILE.screen, id);
    }
    await browser.send('Profiler.enable', {}, id);
    await browser.send('Profiler.setSamplingInterval', { interval: 1000 }, id);
    await browser.send('Profiler.start', {}, id);
    await browser.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, id);
  };

  const listener = (message) => {
    if (message.method === 'Tracing.dataCollected') { events.push(...message.params.value); return; }
    if (message.method === 'Tracing.tracingComplete') { traceDone(); return; }
    if (!sessions.has(message.sessionId)) return;
    const { method, params } = message;
    if (method === 'Target.attachedToTarget') {
      const child = params.sessionId;
      const kind = params.targetInfo.type;
      sessions.set(child, kind);
      prepare(child, kind).catch(() => {})
        .finally(() => browser.send('Runtime.runIfWaitingForDebugger', {}, child).catch(() => {}));
    } else if (method === 'Runtime.bindingCalled' && params.name === 'sglabFirstPaint') {
      paintMs ??= JSON.parse(params.payload).ms;
      resolvePaint();
    }
  };
  browser.listeners.add(listener);
  try {
    await browser.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReportEvents' });
    await browser.send('Page.enable', {}, sessionId);
    await browser.send('Runtime.enable', {}, sessionId);
    await browser.send('Runtime.addBinding', { name: 'sglabFirstPaint' }, sessionId);
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: DETECTOR }, sessionId);
    await prepare(sessionId, 'page');
    await browser.send('Page.navigate', { url }, sessionId);
    const timeout = new Promise((done) => setTimeout(done, 60_000, 'timeout'));
    if ((await Promise.race([painted, timeout])) === 'timeout') throw new Error(`${url}: no first paint`);
    await new Promise((done) => setTimeout(done, 300));
    const profiles = {};
    for (const [id, kind] of sessions) {
      try {
        profiles[kind] = (await browser.send('Profiler.stop', {}, id)).profile;
      } catch {
        // a target gone
      }
    }
    await browser.send('Tracing.end');
    await traced;
    return { events, profiles, paintMs };
  } finally {
    browser.listeners.delete(listener);
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
  }
}

/** Self time (µs) by event name per thread, between `from` and `to` (trace µs). */
function selfTimes(events, from, to) {
  const threads = new Map();
  const names = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  // Complete events, and begin/end pairs turned into complete ones.
  const open = new Map();
  const spans = [];
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.dur !== undefined) spans.push({ key, name: e.name, ts: e.ts, end: e.ts + e.dur });
    else if (e.ph === 'B') { if (!open.has(key)) open.set(key, []); open.get(key).push(e); }
    else if (e.ph === 'E') { const b = open.get(key)?.pop(); if (b) spans.push({ key, name: b.name, ts: b.ts, end: e.ts }); }
  }
  spans.sort((a, b) => a.ts - b.ts || b.end - a.end);
  for (const span of spans) {
    if (span.end < from || span.ts > to) continue;
    if (!threads.has(span.key)) threads.set(span.key, { name: names.get(span.key) ?? span.key, stack: [], self: new Map(), busy: 0, tasks: [] });
    const thread = threads.get(span.key);
    const ts = Math.max(span.ts, from);
    const end = Math.min(span.end, to);
    while (thread.stack.length && thread.stack[thread.stack.length - 1].end <= ts) thread.stack.pop();
    const parent = thread.stack[thread.stack.length - 1];
    const item = { name: span.name, end, self: end - ts };
    if (parent) {
      parent.selfRef.set(parent.name, (parent.selfRef.get(parent.name) ?? 0) - (end - ts));
      thread.stack[0].task.inner.set(span.name, (thread.stack[0].task.inner.get(span.name) ?? 0) + (end - ts));
      if (parent !== thread.stack[0]) thread.stack[0].task.inner.set(parent.name, thread.stack[0].task.inner.get(parent.name) - (end - ts));
      item.task = thread.stack[0].task;
    } else {
      thread.busy += end - ts;
      item.task = { ts, dur: end - ts, name: span.name, inner: new Map() };
      thread.tasks.push(item.task);
    }
    thread.self.set(span.name, (thread.self.get(span.name) ?? 0) + (end - ts));
    item.selfRef = thread.self;
    thread.stack.push(item);
  }
  return threads;
}

/** Self time (ms) by function of a V8 CPU profile, up to `untilUs` (profile clock). */
function profileSelf(profile, untilUs) {
  if (!profile) return new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (untilUs !== null && t > untilUs) return;
    const frame = byId.get(id).callFrame;
    const file = frame.url ? frame.url.replace(/^.*\//, '') : '';
    const key = `${frame.functionName || '(anonymous)'} ${file}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    totals.set(key, (totals.get(key) ?? 0) + dt / 1000);
  });
  return totals;
}

function top(map, n, scale = 1) {
  return [...map].filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `      ${(v * scale).toFixed(1).padStart(7)} ms  ${k}`).join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
  const runs = Number(option('--runs') ?? 1);
  const n = Number(option('--top') ?? 14);
  const only = (option('--only') ?? 'play').split(',');
  const throttle = !args.includes('--no-throttle');
  const minTask = Number(option('--min-task') ?? 8);
  const pages = PAGES.filter((page) => page.html && only.some((word) => page.name.includes(word)));
  const server = await startServer();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = new Browser('sglab-fpt-');
  try {
    for (const page of pages) {
      for (let run = 0; run < runs; run += 1) {
        const { events, profiles, paintMs } = await visit(browser, base + page.path, { throttle });
        const mark = events.find((e) => e.name === 'sg-first-paint');
        const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'))
          ?? events.find((e) => e.name === 'navigationStart');
        const to = mark?.ts ?? null;
        const from = nav?.ts ?? 0;
        console.log(`${page.name} run ${run + 1}: first paint ${paintMs?.toFixed(0)} ms${throttle ? '' : ' (no CPU throttle)'}`);
        if (to === null) { console.log('    (no first-paint mark in the trace)'); continue; }
        // The page's renderer: the process that marked the paint (its main thread and its
        // dedicated worker).
        const mine = events.filter((e) => e.pid === mark.pid);
        for (const [, thread] of selfTimes(mine, from, to)) {
          if (!/CrRendererMain|DedicatedWorker/.test(thread.name)) continue;
          console.log(`  ${thread.name}: tasks ${(thread.busy / 1000).toFixed(1)} ms before the paint; self time by event:`);
          console.log(top(thread.self, n, 1 / 1000));
          if (args.includes('--tasks')) {
            console.log(`    its tasks of ${minTask} ms or more (start ms from the navigation, duration, largest inner self times):`);
            for (const task of thread.tasks.filter((x) => x.dur >= minTask * 1000)) {
              const inner = [...task.inner].filter(([, v]) => v > 500).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(', ');
              console.log(`      ${((task.ts - from) / 1000).toFixed(0).padStart(6)} +${(task.dur / 1000).toFixed(1).padStart(6)}  ${inner}`);
            }
          }
        }
        for (const [kind, profile] of Object.entries(profiles)) {
          // The profile's clock is the trace's (monotonic µs).
          const js = profileSelf(profile, to);
          const sum = [...js].filter(([k]) => !/^\((idle|program|garbage collector)\)/.test(k)).reduce((a, [, v]) => a + v, 0);
          console.log(`  ${kind} JS (V8 samples, ${sum.toFixed(1)} ms before the paint, idle left out):`);
          console.log(top(new Map([...js].filter(([k]) => !k.startsWith('(idle)'))), n));
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
