// The benchmark page's worker: runs one workload `runs` times, in wasm (`runWorkload`) or
// in plain JavaScript (plain.js), and answers `{ok, seconds, first, outcome}` (the fastest
// run and the first), timed here beside the computation so the message passing is not
// counted; `{hello: lang}` answers the message table and the list of workloads. While a
// wasm workload runs it posts `{progress: {work, heaps, rare}}` at most every 200 ms
// (`heaps`: values of the growing table; `rare`: how many are rare, or null).

import { init } from '../sglab.js';
import { PLAIN } from './plain.js';

const ready = init();
let last = 0;

self.onmessage = async (event) => {
  const { name, impl, hello, runs } = event.data ?? {};
  try {
    const glue = await ready;
    if (hello) {
      self.postMessage({ ok: true, messages: glue.messages(hello), workloads: glue.workloads() });
      return;
    }
    glue.setProgress((work, limit, heaps, rare) => {
      const now = performance.now();
      if (now - last > 200) {
        last = now;
        self.postMessage({ progress: { work, heaps, rare } });
      }
      return true;
    });
    // The workload runs `runs` times here: `seconds` is the fastest run, `first` the
    // first (which includes V8's compiling of the code it runs).
    let outcome;
    let first;
    let seconds = Infinity;
    for (let run = 0; run < Math.max(1, runs ?? 1); run += 1) {
      const start = performance.now();
      let found;
      if (impl === 'js') {
        const plain = PLAIN[name];
        if (!plain) throw new RangeError(`no plain JavaScript version of ${name}`);
        found = plain();
      } else {
        const result = glue.runWorkload(name);
        found = { count: Number(result.count), checksum: result.checksum, max: Number(result.max), period: result.period };
      }
      const took = (performance.now() - start) / 1000;
      first ??= took;
      seconds = Math.min(seconds, took);
      if (outcome && (outcome.checksum !== found.checksum || outcome.count !== found.count)) {
        throw new Error(`${name}: two runs found different values`);
      }
      outcome = found;
    }
    self.postMessage({ ok: true, seconds, first, outcome });
  } catch (error) {
    self.postMessage({ ok: false, error: error?.localized ?? { en: String(error?.message ?? error), zh: String(error?.message ?? error) } });
  }
};
