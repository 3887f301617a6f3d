// The page's way to the wasm module: every call runs in one module worker (worker.js),
// so the page stays responsive, a long call reports progress and can be cancelled, and
// the page holds one wasm instance however many widgets it has.
//
//   const client = sharedClient();
//   const graph = await client.call('graph', 'nim 3 4 5', 150);
//   const proof = await client.request('explain', ['nim 3 4 5', 'en'], { owner, onProgress });
//   client.supersede(owner);   // drops what `owner` asked for and no longer needs
//
// The queue is kept here, not in the worker: one call is in flight at a time, the others
// wait in order. So a call nobody needs any more is dropped before it starts, and the one
// in flight is stopped by terminating the worker (a running wasm call cannot be
// interrupted otherwise); the calls of other owners then go to a fresh worker, which
// loads the module again from the browser's cache.
//
// Progress: the worker installs one callback with the wasm export `setProgress`; every
// long export calls it about every 2^16 units of work, and the worker forwards at most
// ~20 reports a second. A request's `onProgress` receives `{method, work, limit}`; the
// client also dispatches it as a 'progress' CustomEvent (with `owner`).
//
// Errors: every rejection is a plain object `{name, message, key, localized: {en, zh},
// column?, span?, found?}`; `key` is 'limit.cancelled' for a cancelled call and
// 'limit.superseded' for one that a newer request of its owner replaced.

const WORKER_URL = new URL('./worker.js', import.meta.url);

function stopError(key, en, zh) {
  return { name: 'RangeError', message: en, key, localized: { en, zh } };
}

/** The error a cancelled call is rejected with. */
export function cancelledError() {
  return stopError('limit.cancelled', 'cancelled', '已取消');
}

/** The error a superseded call is rejected with (callers usually ignore it). */
export function supersededError() {
  return stopError('limit.superseded', 'replaced by a newer request', '已被新的请求取代');
}

/** Whether `error` says the call was superseded or cancelled rather than failed. */
export function isStopped(error) {
  return error?.key === 'limit.superseded' || error?.key === 'limit.cancelled';
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
  /** Calls waiting to be sent, in order. */
  #queue = [];
  /** The call the worker is running, or null. */
  #running = null;
  #nextId = 1;
  #onProgress;

  constructor({ onProgress } = {}) {
    super();
    this.#onProgress = onProgress;
  }

  /** Starts the worker on first need (so a page that never calls loads nothing). */
  #ensureWorker() {
    if (this.#worker) return;
    const worker = new Worker(WORKER_URL, { type: 'module', name: 'sglab' });
    worker.onmessage = (event) => this.#receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.#restart(failedError(event.message || 'the worker could not start'));
    };
    this.#worker = worker;
  }

  #pump() {
    if (this.#running || this.#queue.length === 0) return;
    this.#ensureWorker();
    const entry = this.#queue.shift();
    this.#running = entry;
    try {
      this.#worker.postMessage({ id: entry.id, method: entry.method, args: entry.args });
    } catch (error) {
      this.#running = null;
      entry.reject({ ...failedError(String(error?.message ?? error)), name: 'TypeError' });
      this.#pump();
    }
  }

  #receive(data) {
    const entry = this.#running;
    if (!entry || data?.id !== entry.id) return;
    if (data.progress) {
      const detail = { ...data.progress };
      try {
        this.#onProgress?.(detail);
        entry.onProgress?.(detail);
      } finally {
        this.dispatchEvent(new CustomEvent('progress', { detail: { ...detail, owner: entry.owner } }));
      }
      return;
    }
    this.#running = null;
    if (data.ok) {
      entry.resolve(data.value);
    } else {
      const { fatal, ...error } = data.error ?? failedError('no answer');
      entry.reject(error);
      // After a trap the module's state is unknown: start afresh for later calls.
      if (fatal) this.#stopWorker();
    }
    this.#pump();
  }

  #stopWorker() {
    this.#worker?.terminate();
    this.#worker = null;
  }

  /** Stops the worker; the running call is rejected with `error`, the queue goes on. */
  #restart(error) {
    const running = this.#running;
    this.#running = null;
    this.#stopWorker();
    running?.reject({ ...error, localized: { ...error.localized } });
    this.#pump();
  }

  /**
   * Runs the wasm export `method` with `args` in the worker: a Promise of its result.
   * `owner` (any object) groups requests for `supersede` and `cancel`.
   */
  request(method, args = [], { owner = null, onProgress = null } = {}) {
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, method, args, owner, onProgress, resolve, reject });
      this.#pump();
    });
  }

  /** `request(method, args)` without an owner. */
  call(method, ...args) {
    return this.request(method, args);
  }

  /** Rejects every call of `owner` (or every call, when `owner` is undefined) with
   *  `error`, stopping the one in flight. */
  #drop(owner, error) {
    const mine = (entry) => owner === undefined || entry.owner === owner;
    const dropped = this.#queue.filter(mine);
    this.#queue = this.#queue.filter((entry) => !mine(entry));
    for (const entry of dropped) entry.reject({ ...error, localized: { ...error.localized } });
    if (this.#running && mine(this.#running)) this.#restart(error);
  }

  /** Drops every call `owner` made: it has asked for something newer. */
  supersede(owner) {
    this.#drop(owner, supersededError());
  }

  /** Cancels the calls of `owner`, or every call when none is given. */
  cancel(owner) {
    this.#drop(owner, cancelledError());
  }

  /** True while a call runs or waits (of `owner`, when given). */
  busy(owner) {
    const all = this.#running ? [this.#running, ...this.#queue] : this.#queue;
    return all.some((entry) => owner === undefined || entry.owner === owner);
  }
}

let shared = null;

/** The one client of the page, shared by the explorer and the widgets. */
export function sharedClient() {
  shared ??= new SglabClient();
  return shared;
}

let far = null;

/**
 * The page's second client, with a worker of its own: long computations a reader starts
 * on purpose (the table view's 大表 panel) run there, on a second core, so the explorer's
 * other views do not queue behind them.
 */
export function farClient() {
  far ??= new SglabClient();
  return far;
}
