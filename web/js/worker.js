// The sglab worker (a module worker started by client.js): loads the wasm glue once and
// answers `{id, method, args}` with `{id, ok: true, value}` or `{id, ok: false, error}`,
// where `error` is a plain object `{name, message, key, localized: {en, zh}, column?,
// span?, found?}`. While a call runs it posts `{id, progress: {method, work, limit,
// heaps, rare}}` (`heaps`: values a growing table holds; `rare`: how many are rare, or null):
// the first at the first progress report of the call (after 2^16 units of work), then
// at most one each 50 ms. Cancellation is the client's: it terminates this worker.

import init, * as glue from '../pkg/sglab_wasm.js';

/** The exports a page may call through the worker (missing ones answer with an error). */
const METHODS = new Set([
  'analyze', 'canonical', 'describe', 'explain', 'messages', 'version',
  'graph', 'options', 'computerMove', 'sequence', 'grid', 'period', 'pairs',
  'drawing', 'drawingSvg', 'explainMarkdown', 'why', 'tableText', 'pattern', 'check', 'bigTable',
]);

const PROGRESS_INTERVAL_MS = 50;

let current = null;
let lastProgress = -Infinity;

/**
 * The memory a search may hold on this device, in MiB: core's default 64 MiB, but 32 MiB
 * where the browser reports 2 GB of memory or less (`navigator.deviceMemory`, a rounded
 * figure only some browsers give; where it is missing the default stands).
 */
function memoryLimitMiB(deviceMemory) {
  return typeof deviceMemory === 'number' && deviceMemory > 0 && deviceMemory <= 2 ? 32 : 64;
}

const ready = init().then(() => {
  glue.setMemoryLimit(memoryLimitMiB(self.navigator?.deviceMemory));
  glue.setProgress((work, limit, heaps, rare) => {
    const now = Date.now();
    if (current && now - lastProgress >= PROGRESS_INTERVAL_MS) {
      lastProgress = now;
      self.postMessage({ id: current.id, progress: { method: current.method, work, limit, heaps, rare } });
    }
    return true;
  });
});

/** A message of the core's table in both languages, `{name}` placeholders filled. */
function localize(key, params) {
  const fill = (lang) => {
    const text = glue.messages(lang)[key] ?? key;
    return text.replace(/\{([a-z_]+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
  };
  try {
    return { en: fill('en'), zh: fill('zh') };
  } catch {
    return { en: key, zh: key };
  }
}

/** Any thrown value as the plain error object of the protocol. */
function plain(error) {
  const out = {
    name: error?.name ?? 'Error',
    message: error?.message ?? String(error),
    key: error?.key ?? 'worker.failed',
    localized: error?.localized ?? localize('worker.failed', { reason: error?.message ?? String(error) }),
  };
  if (typeof error?.column === 'number') out.column = error.column;
  if (error?.span) out.span = Array.from(error.span);
  if (typeof error?.found === 'string') out.found = error.found;
  // A value thrown by no sglab export (a trap): the client restarts the worker.
  if (!error?.key) out.fatal = true;
  return out;
}

self.onmessage = async (event) => {
  const { id, method, args } = event.data ?? {};
  try {
    await ready;
  } catch (error) {
    self.postMessage({ id, ok: false, error: { ...plain(error), fatal: true } });
    return;
  }
  if (!METHODS.has(method) || typeof glue[method] !== 'function') {
    const localized = localize('worker.unknown_method', { method: String(method) });
    self.postMessage({
      id, ok: false, error: { name: 'TypeError', message: localized.en, key: 'worker.unknown_method', localized },
    });
    return;
  }
  current = { id, method };
  lastProgress = -Infinity;
  try {
    const value = glue[method](...(Array.isArray(args) ? args : []));
    self.postMessage({ id, ok: true, value });
  } catch (error) {
    self.postMessage({ id, ok: false, error: plain(error) });
  } finally {
    current = null;
  }
};
