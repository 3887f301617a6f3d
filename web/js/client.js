// The page's way to the wasm module for heavy work: calls run in a module worker
// (worker.js), so the page stays responsive, reports progress and can cancel.
//
//   const client = new SglabClient({ onProgress({ method, work, limit }) { ... } });
//   const graph = await client.call('graph', 'nim 3 4 5', 500);
//   client.cancel();   // rejects what is pending with key 'limit.cancelled'
//
// Progress: the worker installs one callback with the wasm export `setProgress`; every
// long export (analyze, graph, options, computerMove, sequence, grid, period) calls it
// about every 2^16 units of work, and the worker forwards at most ~20 reports a second.
// `onProgress` receives `{method, work, limit}` (numbers; `limit` is the work budget);
// the client is also an EventTarget that dispatches the same detail as a 'progress'
// CustomEvent, so widgets sharing `sharedClient()` can each listen.
//
// Cancellation: a running wasm call cannot be interrupted from outside, so `cancel()`
// terminates the worker, rejects every pending call with the cancelled error and starts
// a fresh worker (which loads the module again, from the browser's cache).
//
// Errors: every rejection is a plain object
// `{name: 'SyntaxError'|'RangeError'|'TypeError'|'Error', message, key, localized: {en, zh},
//   column?, span?, found?}`.

const WORKER_URL = new URL('./worker.js', import.meta.url);

/** The error every call pending at `cancel()` is rejected with. */
export function cancelledError() {
  return {
    name: 'RangeError',
    message: 'cancelled',
    key: 'limit.cancelled',
    localized: { en: 'cancelled', zh: '已取消' },
  };
}

function failedError(reason) {
  return {
    name: 'Error',
    message: `the background worker stopped: ${reason}`,
    key: 'worker.failed',
    localized: { en: `the background worker stopped: ${reason}`, zh: `后台线程已停止：${reason}` },
  };
}

export class SglabClient extends EventTarget {
  #worker = null;
  #pending = new Map();
  #nextId = 1;
  #onProgress;

  constructor({ onProgress } = {}) {
    super();
    this.#onProgress = onProgress;
    this.#start();
  }

  #start() {
    const worker = new Worker(WORKER_URL, { type: 'module', name: 'sglab' });
    worker.onmessage = (event) => this.#receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.#fail(failedError(event.message || 'the worker could not start'));
    };
    this.#worker = worker;
  }

  #receive(data) {
    const entry = this.#pending.get(data?.id);
    if (!entry) return;
    if (data.progress) {
      const detail = { ...data.progress };
      try {
        this.#onProgress?.(detail);
      } finally {
        this.dispatchEvent(new CustomEvent('progress', { detail }));
      }
      return;
    }
    this.#pending.delete(data.id);
    if (data.ok) {
      entry.resolve(data.value);
      return;
    }
    const { fatal, ...error } = data.error ?? failedError('no answer');
    entry.reject(error);
    // After a trap the module's state is unknown: start afresh for later calls.
    if (fatal) this.#fail(failedError('restarted after an error'));
  }

  /** Terminates the worker, starts a fresh one, rejects everything pending with `error`. */
  #fail(error) {
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    this.#worker?.terminate();
    this.#start();
    for (const entry of pending) entry.reject({ ...error, localized: { ...error.localized } });
  }

  /** Runs the wasm export `method` with `args` in the worker; a Promise of its result. */
  call(method, ...args) {
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      this.#pending.set(id, { resolve, reject, method });
      try {
        this.#worker.postMessage({ id, method, args });
      } catch (error) {
        this.#pending.delete(id);
        reject({ ...failedError(String(error?.message ?? error)), name: 'TypeError' });
      }
    });
  }

  /** Stops the running call: rejects every pending call with the cancelled error and
   *  starts a fresh worker. Does nothing when no call is pending. */
  cancel() {
    if (this.#pending.size > 0) this.#fail(cancelledError());
  }

  /** True while a call runs or waits. */
  get busy() {
    return this.#pending.size > 0;
  }
}

let shared = null;

/** The one client of the page, shared by the explorer and the widgets. */
export function sharedClient() {
  shared ??= new SglabClient();
  return shared;
}
