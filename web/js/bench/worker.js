// The benchmark page's worker: runs one workload, in wasm (`runWorkload`) or in plain
// JavaScript (plain.js), and answers `{ok, seconds, outcome}` (and `{hello: lang}` with the
// message table and the list of workloads) timed here, beside the
// computation, so the message passing is not counted. While a wasm workload runs it posts
// `{progress: {work, heaps, rare}}` at most every 200 ms (`heaps`: values of the
// growing table; `rare`: how many are rare, or null).

import init, * as glue from '../../pkg/sglab_wasm.js';
import { PLAIN } from './plain.js';

const ready = init();
let last = 0;

self.onmessage = async (event) => {
  const { name, impl, hello } = event.data ?? {};
  try {
    await ready;
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
    const start = performance.now();
    let outcome;
    if (impl === 'js') {
      const plain = PLAIN[name];
      if (!plain) throw new RangeError(`no plain JavaScript version of ${name}`);
      outcome = plain();
    } else {
      const found = glue.runWorkload(name);
      outcome = { count: Number(found.count), checksum: found.checksum, max: Number(found.max), period: found.period };
    }
    const seconds = (performance.now() - start) / 1000;
    self.postMessage({ ok: true, seconds, outcome });
  } catch (error) {
    self.postMessage({ ok: false, error: error?.localized ?? { en: String(error?.message ?? error), zh: String(error?.message ?? error) } });
  }
};
