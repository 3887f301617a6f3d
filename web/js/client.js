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
// Progress: the worker installs one callback with its session's `setProgress`; every
// long export calls it about every 2^16 units of work, and the worker forwards at most
// ~20 reports a second. A request's `onProgress` receives `{method, work, limit}`; the
// client also dispatches it as a 'progress' CustomEvent (with `owner`).
//
// Errors: every rejection is a plain object `{name, message, key, localized: {en, zh},
// column?, span?, found?}`; `key` is 'limit.cancelled' for a cancelled call and
// 'limit.superseded' for one that a newer request of its owner replaced. What the client
// says itself (a call stopped or a worker that failed) is the page's texts
// (`i18n/LANG.json`: `worker.cancelled`, `limit.superseded`, `worker.failed`), in both
// languages: such a call is rejected once they are read, a moment after it stopped.
//
// Another origin: a page may load this module from a CDN or any host but its own. A module
// worker cannot be started from another origin's URL, so `startWorker` starts a same-origin
// `blob:` module worker whose one line imports worker.js by its absolute URL (the host of
// sglab.js must send `Access-Control-Allow-Origin`). Where the page's Content-Security-
// Policy forbids that too (`worker-src 'self'` without `blob:`), the calls run on the main
// thread (`MainThreadWorker`): one call per task, so the page gets a turn between calls;
// an ordinary widget's call takes a few milliseconds, and a call still running after
// MAIN_THREAD_DEADLINE_MS is stopped with the error `worker.main_thread` rather than
// freezing the page (a big table needs a worker there).

import { WORKER_LOAD_WAIT_MS, earlyLoaded, handLight, lightUnits, moduleWorker, pageTexts, startFirstDownloads, takeEarlyWorker } from './first-downloads.js';
import { partsOf } from './part-keys.js';
import { inBothLanguages } from './i18n.js';

const WORKER_URL = new URL('./worker.js', import.meta.url);

/**
 * Settles once `worker` (mode as `startWorker`'s) has loaded its script (its message
 * `sglabLoaded`, worker.js), failed, or WORKER_LOAD_WAIT_MS passed; at once on the main thread.
 */
function workerLoaded(worker, mode) {
  if (mode === 'main') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, WORKER_LOAD_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.addEventListener('message', (event) => { if (event.data?.sglabLoaded) done(); });
    worker.addEventListener('error', done);
  });
}

// A page loads this module to compute: start the downloads now (if the loader has not).
startFirstDownloads();

/** How long one call may hold the main thread where no worker can start. */
export const MAIN_THREAD_DEADLINE_MS = 1000;

/**
 * Runs worker.js's `answer` on the main thread with a Worker's interface (`postMessage`,
 * `terminate`, `onmessage`, `onerror`), one call per task.
 */
class MainThreadWorker {
  onmessage = null;
  onerror = null;
  #stopped = false;
  #module;

  constructor(url) {
    this.#module = import(url.href);
  }

  postMessage(data) {
    setTimeout(async () => {
      if (this.#stopped) return;
      let module;
      try {
        module = await this.#module;
      } catch (error) {
        if (!this.#stopped) this.onerror?.({ message: String(error?.message ?? error) });
        return;
      }
      if (this.#stopped) return;
      const post = (message) => {
        if (!this.#stopped) this.onmessage?.({ data: message });
      };
      if (data?.sglabInit) module.awaitLight(data.sglabInit, data.lang, data.saveData);
      else if (data?.sglabPart) module.takePart(data.sglabPart, data.module);
      else await module.answer(data, post, { deadline: Date.now() + MAIN_THREAD_DEADLINE_MS });
    }, 0);
  }

  terminate() {
    this.#stopped = true;
  }
}

/**
 * Starts what runs the calls, as `{worker, mode}`: a module worker of `url` where `url` is
 * of this page's origin (`mode` 'worker'); else a `blob:` module worker of this origin that
 * imports `url` ('blob'; it posts `{sglabStarted: true}` once worker.js is loaded); else,
 * when `mainThread` is true or the blob worker cannot be constructed, the main thread
 * ('main'). A blob worker that the page's policy blocks may also fail later, with an
 * `error` event before `sglabStarted`: the client then calls this again with `mainThread`.
 */
export function startWorker(url = WORKER_URL, { mainThread = false } = {}) {
  const started = mainThread ? null : moduleWorker(url);
  return started ?? { worker: new MainThreadWorker(url), mode: 'main' };
}

/**
 * A Promise of the error `{name, message, key, localized}` whose texts are the page's
 * `text` (i18n/LANG.json) in both languages, `params` filled in; `message` is the English.
 */
async function clientError(name, key, text, params = {}) {
  const localized = await inBothLanguages(pageTexts, text, params);
  return { name, message: localized.en, key, localized };
}

/**
 * A Promise of the error a cancelled call is rejected with: the key core gives a search it
 * cancelled (`limit.cancelled`), the page's text `worker.cancelled` (web/i18n and core's
 * tables share no key).
 */
export function cancelledError() {
  return clientError('RangeError', 'limit.cancelled', 'worker.cancelled');
}

/** A Promise of the error a superseded call is rejected with (callers usually ignore it). */
export function supersededError() {
  return clientError('RangeError', 'limit.superseded', 'limit.superseded');
}

/** Whether `error` says the call was superseded or cancelled rather than failed. */
export function isStopped(error) {
  return error?.key === 'limit.superseded' || error?.key === 'limit.cancelled';
}

/** A Promise of the error of a call the worker could not answer, for `reason` (its words). */
function failedError(reason) {
  return clientError('Error', 'worker.failed', 'worker.failed', { reason });
}

/** Rejects each call of `entries` with its own copy of the error `error` (a Promise of it). */
function rejectWith(entries, error) {
  error.then((value) => {
    for (const entry of entries) entry.reject({ ...value, localized: { ...value.localized } });
  });
}

export class SglabClient extends EventTarget {
  #worker = null;
  /** Calls waiting to be sent, in order. */
  #queue = [];
  /** The call the worker is running, or null. */
  #running = null;
  #nextId = 1;
  #onProgress;
  /** 'worker', 'blob' or 'main' (see `startWorker`), once started. */
  #mode = null;
  /** Whether the blob worker has loaded worker.js. */
  #started = false;
  /** Set once a blob worker failed to start: later workers run on the main thread. */
  #mainThread = false;
  /** The parts of the light module on their way to the worker (`handLight`). */
  #pendingParts = new Set();
  /** Whether the worker has loaded its script (`workerLoaded`): calls wait until then. */
  #loaded = false;

  constructor({ onProgress } = {}) {
    super();
    this.#onProgress = onProgress;
  }

  /** Starts the worker on first need (so a page that never calls loads nothing), or takes
   *  the one the loader started as it ran (first-downloads.js `takeEarlyWorker`). */
  #ensureWorker() {
    if (this.#worker) return;
    const early = this.#mainThread ? null : takeEarlyWorker();
    const { worker, mode } = early ?? startWorker(WORKER_URL, { mainThread: this.#mainThread });
    this.#mode = mode;
    this.#started = early ? early.started : mode !== 'blob';
    const loaded = early ? earlyLoaded(early) : workerLoaded(worker, mode);
    this.#loaded = false;
    loaded.then(() => {
      if (this.#worker !== worker) return;
      this.#loaded = true;
      this.#pump();
    });
    // The loader handed the light module to its early worker as soon as it had both (so the
    // worker instantiates it while the widgets' code is still on its way or running).
    const light = early?.light ?? handLight(worker, mode, loaded);
    light.onPart(() => this.#pump());
    this.#pendingParts = light.pending;
    worker.onmessage = (event) => {
      if (event.data?.sglabStarted) this.#started = true;
      else this.#receive(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      if (!this.#started && this.#worker === worker) {
        // A blob worker that never loaded: the page's policy forbids it. Send the call in
        // flight again, to the main thread.
        this.#mainThread = true;
        this.#stopWorker();
        if (this.#running) this.#queue.unshift(this.#running);
        this.#running = null;
        this.#pump();
        return;
      }
      this.#restart(() => failedError(event.message || 'the worker could not start'));
    };
    this.#worker = worker;
    // An error it met before this listened, met again here.
    if (early?.failed) queueMicrotask(() => this.#worker === worker && worker.onerror(early.failed));
  }

  /** How the calls run: 'worker', 'blob', 'main', or null before the first call. */
  get mode() {
    return this.#mode;
  }

  #pump() {
    if (this.#running || this.#queue.length === 0) return;
    this.#ensureWorker();
    // Until the worker can run anything the calls stay here, so the order they go in is
    // chosen among all the page's first calls (`#next`).
    if (!this.#loaded) return;
    const entry = this.#next();
    if (!entry) return;
    this.#running = entry;
    try {
      // The parts of the light module its first views run, which the worker waits for if
      // they are still streaming in (worker.js `answer`); without keys, every such part.
      // `keys` too, which the worker does not read: the record of the posts
      // (tests/e2e/preset-views.mjs) tells each widget's requests by them.
      const keys = entry.keys ? [...entry.keys] : null;
      const parts = keys ? [...partsOf(keys, lightUnits())] : null;
      this.#worker.postMessage({ id: entry.id, method: entry.method, args: entry.args, parts, keys });
    } catch (error) {
      this.#running = null;
      failedError(String(error?.message ?? error)).then((failed) => entry.reject({ ...failed, name: 'TypeError' }));
      this.#pump();
    }
  }

  /**
   * Takes the call to send next off the queue: the first whose parts of the light module are
   * not on their way (`handLight`), up to the first widget's call that waits for its part
   * (rather than have the worker fetch that part a second time); each owner's calls stay
   * in their order. A call that names no keys
   * (`request`'s `keys`: not a widget's first views) waits for every part on its way, but
   * for the texts (`messages`), and goes after the widgets' calls that can go (the texts of
   * the explorer's gallery, fetched by the worker then, would hold a first paint).
   * Null when every call waits.
   */
  #next() {
    const pending = this.#pendingParts;
    const waits = (entry) => pending.size > 0 && (entry.keys
      ? [...partsOf(entry.keys, lightUnits())].some((part) => pending.has(part))
      : entry.method !== 'messages');
    const held = new Set();
    const ready = [];
    for (const [index, entry] of this.#queue.entries()) {
      if (entry.owner !== null && held.has(entry.owner)) continue;
      if (entry.owner !== null) held.add(entry.owner);
      if (!waits(entry)) ready.push(index);
      // A widget's call that waits for its part holds the later widgets' calls: the page's
      // widgets paint in their order, and a later one's call that the full module answers
      // (a proof) does not hold the worker while the first one's part arrives.
      else if (entry.keys) break;
    }
    if (ready.length === 0) return null;
    const index = ready.find((i) => this.#queue[i].keys) ?? ready[0];
    return this.#queue.splice(index, 1)[0];
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
    } else if (data.error) {
      const { fatal, ...error } = data.error;
      entry.reject(error);
      // After a trap the module's state is unknown: start afresh for later calls.
      if (fatal) this.#stopWorker();
    } else {
      failedError('no answer').then((error) => entry.reject(error));
    }
    this.#pump();
  }

  #stopWorker() {
    this.#worker?.terminate();
    this.#worker = null;
  }

  /**
   * Stops the worker at once; the running call is rejected with the error `stopped()`
   * gives (a Promise of it), the queue goes on.
   */
  #restart(stopped) {
    const running = this.#running;
    this.#running = null;
    this.#stopWorker();
    if (running) rejectWith([running], stopped());
    this.#pump();
  }

  /**
   * Runs the wasm export `method` with `args` in the worker: a Promise of its result.
   * `owner` (any object) groups requests for `supersede` and `cancel`; `keys` (part-keys.js
   * `keysOf`: a widget's tag and game families) say which parts of the light module the
   * call's first views need, so it waits for those alone while they are on their way.
   */
  request(method, args = [], { owner = null, onProgress = null, keys = null } = {}) {
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, method, args, owner, onProgress, keys, resolve, reject });
      this.#pump();
    });
  }

  /** `request(method, args)` without an owner. */
  call(method, ...args) {
    return this.request(method, args);
  }

  /**
   * Drops every call of `owner` (or every call, when `owner` is undefined) at once,
   * stopping the one in flight; they are rejected with the error `stopped()` gives (a
   * Promise of it, asked for only when a call was dropped).
   */
  #drop(owner, stopped) {
    const mine = (entry) => owner === undefined || entry.owner === owner;
    const dropped = this.#queue.filter(mine);
    this.#queue = this.#queue.filter((entry) => !mine(entry));
    const running = this.#running && mine(this.#running) ? this.#running : null;
    if (dropped.length === 0 && !running) return;
    const error = stopped();
    rejectWith(dropped, error);
    if (running) this.#restart(() => error);
  }

  /** Drops every call `owner` made: it has asked for something newer. */
  supersede(owner) {
    this.#drop(owner, supersededError);
  }

  /** Cancels the calls of `owner`, or every call when none is given. */
  cancel(owner) {
    this.#drop(owner, cancelledError);
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
