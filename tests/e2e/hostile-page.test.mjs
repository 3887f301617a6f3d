// Hostile input to the page itself (issue 11, item 7): a query string and notation
// carrying markup, script, very long text, right-to-left and zero-width characters
// execute nothing, break no other part of the page, and the next game still works.
// The worker answers arguments of the wrong type with errors, not traps.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const HOSTILE = [
  '<script>window.__pwned = 1</script>',
  '"><img src=x onerror="window.__pwned = 1">',
  "nim 3' onmouseover='window.__pwned = 1",
  '<svg onload="window.__pwned = 1"></svg>',
  'javascript:window.__pwned = 1',
  '{{constructor.constructor("window.__pwned = 1")()}}',
  'nim 3 \u202e4 5',
  'nim\u200b 3 4',
  '\u202ekayles 5\u202c',
  'nim 3 4 ' + 'x'.repeat(5000),
  '尼姆 3 4 5',
  'nim '.repeat(3000),
];

/** Nothing ran, no error reached the console, and the page is still one explorer. */
async function intact(page, what) {
  assert.equal(await page.evaluate(() => window.__pwned), undefined, `${what}: script ran`);
  assert.equal(await page.locator('img[src="x"], script:not([src])').count(), 0, `${what}: markup was inserted`);
  assert.deepEqual(page.problems, [], `${what}: console errors`);
  // Nothing runs off the page sideways at phone width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `${what}: the page is ${overflow}px too wide`);
}

async function analyse(page, text) {
  await page.fill('[data-testid="game-input"]', text);
  await page.click('[data-testid="analyse"]');
}

test('a hostile query string runs nothing and the page still works', async () => {
  for (const text of HOSTILE) {
    for (const lang of ['en', 'zh']) {
      const query = new URLSearchParams({ game: text, view: 'graph', lang });
      const page = await openPage(browser, `?${query}&view=<b>x</b>&cap=1e309&first=%00`, {
        viewport: { width: 375, height: 800 },
      });
      // Either an error under the box or an analysis: the page settles on one.
      await page.waitForSelector('[data-testid="error"], [data-testid="outcome"]');
      await intact(page, `query ${JSON.stringify(text.slice(0, 40))}`);
      const error = page.locator('[data-testid="error"]');
      if (await error.count()) {
        const message = await error.textContent();
        assert.ok(message.length < 300, `a message of ${message.length} characters`);
      }
      await analyse(page, 'nim 3 4 5');
      await page.waitForSelector('[data-testid="outcome"][data-outcome="N"]');
      await intact(page, 'after nim 3 4 5');
      await page.context().close();
    }
  }
});

test('hostile notation typed in the box is an error that quotes it short and visibly', async () => {
  const page = await openPage(browser, '?lang=en&view=table', { viewport: { width: 375, height: 800 } });
  await page.waitForSelector('[data-testid="outcome"]');
  for (const text of HOSTILE) {
    await analyse(page, text);
    await page.waitForSelector('[data-testid="error"], [data-testid="outcome"]');
    await intact(page, `typed ${JSON.stringify(text.slice(0, 40))}`);
  }
  // The 5,000-character token: quoted as 40 characters and an ellipsis, the caret shown.
  await analyse(page, `nim 3 4 ${'x'.repeat(5000)}`);
  const message = await page.locator('[data-testid="error"]').textContent();
  assert.match(message, new RegExp(`found "${'x'.repeat(40)}…"`));
  const caret = await page.textContent('[data-testid="error-caret"]');
  assert.ok(caret.length < 130, `the caret line is ${caret.length} characters`);
  assert.ok(caret.endsWith('^'), caret);
  // Direction and zero-width characters are named in the message, not obeyed.
  await analyse(page, 'nim 3 \u202e4');
  assert.match(await page.locator('[data-testid="error"]').textContent(), /\\u\{202e\}/);
  await analyse(page, 'kayles 5 + nim 2');
  await page.waitForSelector('[data-testid="outcome"]');
  await intact(page, 'after kayles 5 + nim 2');
});

test('the worker answers arguments of the wrong type with errors and keeps working', async () => {
  const page = await openPage(browser, 'test/worker.html');
  await page.waitForFunction(() => window.sglabTest !== undefined);
  const calls = [
    ['analyze', [3]], ['analyze', [null]], ['analyze', [{}]], ['analyze', [['nim 3']]],
    ['explain', [1n, 'en']], ['canonical', ['x'.repeat(1e6)]], ['describe', [NaN]],
    ['graph', ['nim 3', -1]], ['graph', ['nim 3', 2 ** 64]], ['graph', ['nim 3', 0.5]],
    ['options', [undefined]], ['computerMove', ['nim 3', NaN, '1e3']],
    ['sequence', [[1, 2], 5]], ['sequence', ['kayles', '9'.repeat(1e5)]],
    ['grid', ['wythoff', Infinity]], ['period', [true]], ['pairs', ['wythoff', '-1']],
    ['drawing', ['nim 3', 7, null]], ['drawing', ['nim 3', 'graph', 'not options']],
    ['drawingSvg', ['nim 3', 'graph', { cap: -3 }]], ['explainMarkdown', [5, 'en']],
    ['why', ['nim 3', { lang: 'zh' }]], ['tableText', ['sequence', 'kayles', 5, 7, '']],
    ['tableText', ['cube', 'kayles', 5, 'cpp', '']], ['messages', [42]],
  ];
  const answers = await page.evaluate(async (calls) => {
    const out = [];
    for (const [method, args] of calls) {
      out.push(await sglabTest.settle(sglabTest.client.call(method, ...args)));
    }
    return out.map((answer) => (answer.ok ? { ok: true } : {
      ok: false, name: answer.error?.name, message: answer.error?.message, fatal: answer.error?.fatal ?? false,
    }));
  }, calls);
  answers.forEach((answer, index) => {
    const what = `${calls[index][0]}(${calls[index][1].map((a) => String(a).slice(0, 20)).join(', ')})`;
    assert.equal(answer.ok, false, `${what} answered`);
    assert.equal(answer.fatal, false, `${what} trapped the module: ${answer.message}`);
    assert.ok(answer.message && answer.message.length < 300, `${what}: ${answer.message}`);
  });
  const answer = await page.evaluate(() => sglabTest.settle(sglabTest.client.call('analyze', 'nim 3 4 5')));
  assert.equal(answer.value.sg, '2');
  assert.deepEqual(page.problems, []);
});
