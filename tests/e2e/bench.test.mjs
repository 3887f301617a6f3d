// The benchmark page (web/bench.html) runs: the plain JavaScript twins of the workloads
// compute the same values as the wasm module (same count, largest value and checksum),
// and the page speaks both languages. Timings are not tested (see docs/PERFORMANCE.md).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.mjs';

test('bench page: plain JavaScript and wasm agree on the small workloads', async () => {
  const browser = await launch();
  try {
    // Two runs of each (`?runs=2`, not the workloads' five): enough for the fastest and the
    // first to be told apart.
    const page = await openPage(browser, 'bench.html?names=kayles-2^15,grundy-2^14,octal-0.16-2^15&lang=zh&runs=2');
    await page.waitForFunction(() => window.sglabBench?.finished === true, null, { timeout: 120_000 });
    const results = await page.evaluate(() => window.sglabBench);
    assert.equal(results.error, null);
    for (const name of ['kayles-2^15', 'grundy-2^14', 'octal-0.16-2^15']) {
      const row = results.rows[name];
      assert.ok(row, `${name} ran`);
      assert.equal(row.agree, true, `${name}: plain JS and wasm agree`);
      // A small workload may take less than the clock's resolution (0.1 ms in Chromium): a time is
      // measured (a number), not necessarily above 0.
      assert.ok(row.outcome.count > 0 && row.wasm >= 0 && row.js >= 0, JSON.stringify(row));
      // These take milliseconds: several runs each, the figure the fastest.
      assert.ok(row.runs > 1, `${name} runs more than once`);
      assert.ok(row.wasmFirst >= row.wasm && row.jsFirst >= row.js, `${name}: the first run is no faster than the fastest`);
    }
    // Kayles (.77) values are at most 8 (period 12 from heap 71: Guy and Smith 1956).
    assert.equal(results.rows['kayles-2^15'].outcome.max, 8);
    assert.equal(await page.locator('h1').textContent(), 'sglab 基准测试：wasm 与普通 JavaScript 对比');
    assert.deepEqual(page.problems, []);
  } finally {
    await browser.close();
  }
});
