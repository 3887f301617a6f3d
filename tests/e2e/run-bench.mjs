// The browser half of `cargo xtask bench`: opens web/bench.html in headless Chromium,
// runs the named workloads in wasm and in plain JavaScript (each in its own worker) and
// the two-core measurement, and prints the page's results as one JSON line.
//
//   SGLAB_URL=http://127.0.0.1:8000/ node run-bench.mjs kayles-2^15,grundy-2^14 [cores-workload] [runs]
//
// `runs`: how many times each workload runs (default: its own count; `--smoke`: 1).

import { launch, openPage } from './browser.mjs';

const names = process.argv[2] ?? '';
const cores = process.argv[3] ?? '';
const runs = process.argv[4] ?? '';
const query = new URLSearchParams({ names });
if (cores) query.set('cores', cores);
if (runs) query.set('runs', runs);

// The whole browser, as docs/PERFORMANCE.md's figures were timed.
const browser = await launch({ full: true });
try {
  const page = await openPage(browser, `bench.html?${query}`);
  await page.waitForFunction(() => window.sglabBench?.finished === true, null, { timeout: 30 * 60 * 1000, polling: 500 });
  const results = await page.evaluate(() => window.sglabBench);
  console.log(JSON.stringify(results));
} finally {
  await browser.close();
}
