// The worker protocol end to end (web/js/client.js and web/js/worker.js, under the
// served page's strict CSP): calls resolve through the worker, long calls report
// progress, cancel() rejects what is pending and the next call still works, errors
// arrive as plain objects with localized messages.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, readTexts, say } from './browser.mjs';

let browser;
let page;
before(async () => {
  browser = await launch();
  page = await openPage(browser, 'test/worker.html');
  await page.waitForFunction(() => window.sglabTest !== undefined);
});
after(async () => { await browser?.close(); });

const call = (method, ...args) => page.evaluate(
  ([method, args]) => sglabTest.settle(sglabTest.client.call(method, ...args)),
  [method, args],
);

test('a call resolves through the worker', async () => {
  const answer = await call('analyze', 'nim 3 4 5');
  assert.equal(answer.ok, true);
  assert.equal(answer.value.outcome, 'N');
  assert.equal(answer.value.sg, '2');
  assert.deepEqual(answer.value.winningMoves, ['nim 1 4 5']);
  const graph = await call('graph', 'nim 2', 100);
  assert.equal(graph.value.shown, 3);
  assert.equal(graph.value.nodes[0].game, 'nim 2');
  const options = await call('options', 'nim 1 2');
  assert.deepEqual(options.value.moves.map((m) => m.game), ['nim 0 2', 'nim 1 0', 'nim 1 1']);
  const reply = await call('computerMove', 'nim 1 2');
  assert.deepEqual(reply.value, { game: 'nim 1 1', winning: true, remoteness: '2', random: false });
  const pairs = await call('pairs', 'wythoff', 3);
  assert.deepEqual(pairs.value, [['0', '0'], ['1', '2'], ['3', '5']]);
  assert.deepEqual(page.problems, []);
});

test('a drawing asked with parts "seen" leaves its later groups empty, and parts "later" gives them, whole', async () => {
  const options = { lang: 'en', idPrefix: 'w', size: 20 };
  const whole = await call('drawing', 'wythoff 4 7', 'grid', options);
  const seen = await call('drawing', 'wythoff 4 7', 'grid', { ...options, parts: 'seen' });
  const later = await call('drawing', 'wythoff 4 7', 'grid', { ...options, parts: 'later' });
  assert.equal(whole.ok && seen.ok && later.ok, true);
  const isLater = (node) => node.attributes?.some(([name, value]) => name === 'class' && value.split(' ').includes('sg-later'));
  // Every later group of the seen tree, empty, filled with the next later group in order, gives the whole drawing.
  const groups = [...later.value.children];
  assert.equal(later.value.name, 'g');
  assert.equal(groups.length, 1);
  assert.equal(groups[0].children.length, 400);
  const fill = (node) => {
    if (isLater(node)) {
      assert.deepEqual(node.children, []);
      const group = groups.shift();
      assert.deepEqual(group.attributes, node.attributes);
      return { ...node, children: group.children };
    }
    return { ...node, children: (node.children ?? []).map((child) => (typeof child === 'string' ? child : fill(child))) };
  };
  assert.deepEqual(fill(seen.value), whole.value);
  // Asked again (no longer kept), the later groups are drawn again.
  const again = await call('drawing', 'wythoff 4 7', 'grid', { ...options, parts: 'later' });
  assert.deepEqual(again.value, later.value);
  // A drawing with nothing later: no group.
  await call('drawing', 'nim 3 4 5', 'board', { lang: 'en', parts: 'seen' });
  assert.deepEqual((await call('drawing', 'nim 3 4 5', 'board', { lang: 'en', parts: 'later' })).value.children, []);
  assert.deepEqual(page.problems, []);
});

test('a long call reports progress', async () => {
  const before = await page.evaluate(() => sglabTest.progress.length);
  const answer = await call('sequence', 'grundy', 9000);
  assert.equal(answer.ok, true);
  assert.equal(answer.value.length, 9001);
  const reports = await page.evaluate(() => sglabTest.progress.slice());
  const events = await page.evaluate(() => sglabTest.events.length);
  assert.ok(reports.length > before, 'progress was reported');
  assert.ok(events >= reports.length - before);
  const report = reports.at(-1);
  assert.equal(report.method, 'sequence');
  assert.ok(report.work > 0 && report.work <= report.limit, JSON.stringify(report));
});

test('cancel rejects the pending call and the next call still works', async () => {
  const outcome = await page.evaluate(async () => {
    const { client, settle } = sglabTest;
    const pending = settle(client.call('grid', 'wythoff', 1024));
    const busy = client.busy();
    client.cancel();
    const cancelled = await pending;
    const next = await settle(client.call('analyze', 'nim 1 2 3'));
    return { busy, cancelled, next, idle: !client.busy() };
  });
  assert.equal(outcome.busy, true);
  assert.equal(outcome.cancelled.ok, false);
  assert.equal(outcome.cancelled.error.key, 'limit.cancelled');
  assert.equal(outcome.cancelled.error.name, 'RangeError');
  assert.deepEqual(outcome.cancelled.error.localized, { en: 'cancelled', zh: '已取消' });
  assert.equal(outcome.next.ok, true);
  assert.equal(outcome.next.value.outcome, 'P');
  assert.equal(outcome.idle, true);
});

test('a text no first view says is installed when a call asks for it, and the call answers with it', async () => {
  // The worker installs what first views say (pkg/messages.LANG.json) before its first
  // call; this error's text is in the next tier (messages-later.LANG.json,
  // xtask/light/first-texts.mjs), which the call's miss fetches before it runs again.
  const fresh = await openPage(browser, 'test/worker.html');
  const urls = [];
  fresh.on('request', (request) => urls.push(request.url()));
  await fresh.waitForFunction(() => window.sglabTest !== undefined);
  const table = await fresh.evaluate(() => sglabTest.settle(sglabTest.client.call('sequence', 'wythoff', 3)));
  assert.equal(table.error.key, 'table.not_a_heap_game');
  assert.equal(table.error.localized.en, say('en', 'table.not_a_heap_game', { component: 'wythoff' }));
  assert.equal(urls.filter((url) => url.endsWith('/pkg/messages-later.en.json')).length, 1);
  // Then the page's `messages` has them too.
  const messages = await fresh.evaluate(() => sglabTest.settle(sglabTest.client.call('messages', 'en')));
  assert.equal(messages.value['table.not_a_heap_game'], readTexts('en', ['core-later'])['table.not_a_heap_game']);
  assert.deepEqual(fresh.problems, []);
  await fresh.context().close();
});

test('errors carry keys and localized messages', async () => {
  // The light module installs the page's language first (English here) and the other one
  // once the worker is idle, or when a request asks for it: an error thrown before then
  // carries the English text for both. Afterwards both languages are there.
  const early = await call('analyze', 'nim 3 4 x');
  assert.equal(early.error.localized.en, 'column 9: expected a heap size, found "x"');
  await call('messages', 'zh');
  const syntax = await call('analyze', 'nim 3 4 x');
  assert.equal(syntax.ok, false);
  assert.equal(syntax.error.name, 'SyntaxError');
  assert.equal(syntax.error.key, 'expected.heap_size');
  assert.equal(syntax.error.column, 9);
  assert.deepEqual(syntax.error.span, [8, 9]);
  assert.equal(syntax.error.found, 'x');
  assert.equal(syntax.error.localized.en, 'column 9: expected a heap size, found "x"');
  assert.match(syntax.error.localized.zh, /第 9 列/);
  const table = await call('sequence', 'wythoff', 3);
  assert.equal(table.error.key, 'table.not_a_heap_game');
  assert.match(table.error.localized.zh, /堆游戏/);
  const range = await call('pairs', 'wythoff', -1);
  assert.equal(range.error.name, 'RangeError');
  assert.equal(range.error.key, 'argument.not_a_count');
  const unknown = await call('launchMissiles');
  assert.equal(unknown.error.key, 'worker.unknown_method');
  // The worker is still there after all of them.
  assert.equal((await call('canonical', 'nim 3+nim 4')).value, 'nim 3 4');
  assert.deepEqual(page.problems, []);
});
