// The widgets (web/sglab.js) on pages of their own: every widget renders, attributes are
// reactive and mirrored by properties, events carry positions, twenty widgets load the
// wasm once, hostile attributes run nothing and break nothing, a host page's aggressive
// CSS does not break a widget, the iframe form reports its height, exported SVG is safe.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, launch, openPage } from './browser.mjs';
import { COMMON_KEYS, partsOf } from '../../web/js/part-keys.js';

const { LIGHT_UNITS } = await import('../../pkg/sglab_wasm_light_parts.js');

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Waits until widget `selector` has drawn something other than its busy bar. */
function drawn(page, selector, inner = '.sg-content > *') {
  return page.waitForFunction(([s, i]) => {
    // A shadow root only once the element is defined (sglab.js imports the widgets after
    // it starts the wasm's download, so that may be after the page's load event).
    const root = document.querySelector(s)?.shadowRoot;
    return !!root && root.querySelector(i) !== null && root.querySelector('.sg-widget:not([hidden])') !== null;
  }, [selector, inner], { timeout: 20000 });
}

test('every widget of the test page renders, in its own language', async () => {
  const page = await openPage(browser, 'test/widgets.html');
  await drawn(page, '#play', '[data-testid="play-moves"] button');
  await drawn(page, '#graph', '.sg-node');
  await drawn(page, '#table', '[data-testid="strip"] .sg-cell');
  await drawn(page, '#grid', '[data-testid="heatmap"] .sg-cell');
  await drawn(page, '#xor', '[data-testid="xor-columns"]');
  await drawn(page, '#proof', '[data-testid="proof"] .step');
  await drawn(page, '#quiz', '[data-testid="quiz-answer"]');
  await drawn(page, '#explorer', '[data-testid="table-block"] .sg-cell');
  await drawn(page, '#proof-zh', '[data-testid="proof"] .step');
  const facts = await page.evaluate(() => {
    const shadow = (id) => document.getElementById(id).shadowRoot;
    return {
      graphNodes: shadow('graph').querySelectorAll('.sg-node').length,
      strip: [...shadow('table').querySelectorAll('[data-testid="strip"] .sg-cell')].slice(0, 8).map((c) => c.dataset.sg),
      period: shadow('table').querySelector('[data-testid="strip"] .sg-caption').textContent,
      xorVerdict: shadow('xor').querySelector('[data-testid="xor-verdict"]').textContent,
      explorerTables: shadow('explorer').querySelectorAll('[data-testid="table-block"]').length,
      zh: shadow('proof-zh').querySelector('.sg-widget').lang,
      zhText: shadow('proof-zh').querySelector('.step-text').textContent,
      fallbackHidden: document.getElementById('proof').getBoundingClientRect().height > 0,
    };
  });
  // bash m=3 6 reaches heaps 0..6.
  assert.equal(facts.graphNodes, 7);
  // Subtraction {1,3,4}: 0 1 0 1 2 3 2 0, period 7 (Ferguson's table in Game Theory, Part I).
  assert.deepEqual(facts.strip, ['0', '1', '0', '1', '2', '3', '2', '0']);
  assert.match(facts.period, /7/);
  // 7 ⊕ 8 ⊕ 9 = 6: heap 7 goes to 1.
  assert.match(facts.xorVerdict, /6/);
  assert.match(facts.xorVerdict, /7.*1/);
  assert.equal(facts.explorerTables, 2);
  assert.equal(facts.zh, 'zh-Hans');
  assert.match(facts.zhText, /[\u4e00-\u9fff]/);
  assert.deepEqual(page.problems, []);
});

test('attributes are reactive and mirrored by properties', async () => {
  const page = await openPage(browser, 'test/widgets.html');
  await drawn(page, '#graph', '.sg-node');
  const mirrored = await page.evaluate(() => {
    const graph = document.getElementById('graph');
    const before = graph.game;
    graph.game = 'nim 2';
    return { before, attribute: graph.getAttribute('game'), cap: graph.cap };
  });
  assert.equal(mirrored.before, 'bash m=3 6');
  assert.equal(mirrored.attribute, 'nim 2');
  assert.equal(mirrored.cap, null);
  await page.waitForFunction(() => document.getElementById('graph').shadowRoot.querySelectorAll('.sg-node').length === 3);
  await page.evaluate(() => document.getElementById('table').setAttribute('to', '12'));
  await page.waitForFunction(() => document.getElementById('table').shadowRoot.querySelectorAll('[data-testid="strip"] .sg-cell').length === 13);
  assert.equal(await page.evaluate(() => document.getElementById('table').to), '12');
  // A language change re-renders in the other language.
  await page.evaluate(() => document.getElementById('proof').setAttribute('lang', 'zh'));
  await page.waitForFunction(() => /[\u4e00-\u9fff]/.test(document.getElementById('proof').shadowRoot.querySelector('.step-text')?.textContent ?? ''));
  assert.deepEqual(page.problems, []);
});

test('events bubble out of the shadow root with positions in notation', async () => {
  const page = await openPage(browser, 'test/widgets.html');
  await drawn(page, '#play', '[data-testid="play-moves"] button');
  await drawn(page, '#quiz', '[data-testid="quiz-answer"]');
  // nim 1 2: the winning move is to nim 1 1.
  const play = page.locator('#play [data-testid="play-move"]', { hasText: 'nim 1 1' });
  await play.click();
  await page.waitForFunction(() => window.sglabEvents.filter((e) => e.name === 'sg-move').length >= 2);
  await page.locator('#quiz [data-testid="quiz-answer"][data-game="nim 1 4 5"]').click();
  await page.waitForFunction(() => window.sglabEvents.some((e) => e.name === 'sg-select' && e.target === 'quiz'));
  const events = await page.evaluate(() => window.sglabEvents);
  const moves = events.filter((e) => e.name === 'sg-move');
  assert.deepEqual(moves[0].detail, { from: 'nim 1 2', to: 'nim 1 1', by: 'you' });
  assert.equal(moves[1].detail.by, 'computer');
  assert.equal(moves[1].detail.from, 'nim 1 1');
  assert.ok(moves.every((e) => e.bubbles && e.composed));
  const answer = events.find((e) => e.name === 'sg-select' && e.target === 'quiz');
  assert.deepEqual(answer.detail, { game: 'nim 3 4 5', answer: 'nim 1 4 5', correct: true });
  assert.equal(await page.locator('#quiz [data-testid="quiz-feedback"]').getAttribute('data-correct'), 'true');
  // A bad attribute raises sg-error with the notation's message.
  await page.evaluate(() => { document.getElementById('proof').game = 'nim 3 x'; });
  await page.waitForFunction(() => window.sglabEvents.some((e) => e.name === 'sg-error' && e.target === 'proof'));
  const error = (await page.evaluate(() => window.sglabEvents)).find((e) => e.name === 'sg-error');
  assert.equal(error.detail.column, 7);
  assert.match(error.detail.message, /column 7: expected a heap size, found "x"/);
  assert.deepEqual(page.problems, []);
});

test('twenty widgets load the wasm module once', async () => {
  const context = await browser.newContext();
  const wasm = [];
  // In order: each wasm request as it leaves (`request URL`) and as it ends (`done URL`).
  const events = [];
  context.on('request', (request) => { if (request.url().endsWith('.wasm')) { wasm.push(request.url()); events.push(`request ${request.url()}`); } });
  context.on('requestfinished', (request) => { if (request.url().endsWith('.wasm')) events.push(`done ${request.url()}`); });
  const page = await context.newPage();
  await page.goto(new URL('test/twenty.html', BASE_URL).href);
  await page.waitForFunction(() => [...document.querySelectorAll('sg-quiz, sg-proof, sg-xor, sg-table, sg-grid, sg-graph, sg-play')]
    .every((widget) => widget.shadowRoot?.querySelector('.sg-content')?.children.length > 0
      && !widget.shadowRoot.querySelector('[data-testid="widget-error"]')), null, { timeout: 60000 });
  const count = await page.evaluate(() => document.querySelectorAll('body > *').length);
  assert.equal(count, 20);
  // Each file once: the light module every widget starts with (its primary part, the parts
  // of the page's games' first views, and the rest for what no first view runs), the full
  // one for the proofs (`explain` is only in the full module; web/js/worker.js).
  assert.deepEqual([...wasm].sort(), [...new Set(wasm)].sort(), wasm.join('\n'));
  assert.ok(wasm.some((url) => url.endsWith('/sglab_wasm_light_bg.wasm')), wasm.join('\n'));
  const known = /\/(sglab_wasm_bg|sglab_wasm_light_bg|sglab_wasm_light_rest|sglab_wasm_light_part_[a-z0-9-]+)\.wasm$/;
  assert.deepEqual(wasm.filter((url) => !known.test(url)), [], wasm.join('\n'));
  // The page has common widgets (<sg-xor>, <sg-play> with Nim), which need the primary and
  // their own parts (part-keys.js COMMON_KEYS): those leave beside the primary; the
  // parts the other widgets need leave once the primary is in, not beside it
  // (web/js/first-downloads.js `partDownloads`), so the common widgets paint the sooner.
  const primaryDone = events.findIndex((event) => /^done .*\/sglab_wasm_light_bg\.wasm$/.test(event));
  const partRequests = events.flatMap((event, i) => {
    const key = /^request .*\/sglab_wasm_light_part_([a-z0-9-]+)\.wasm$/.exec(event)?.[1];
    return key ? [{ key, i }] : [];
  });
  const common = partsOf(COMMON_KEYS, LIGHT_UNITS);
  const later = partRequests.filter(({ key }) => !common.has(key));
  assert.ok(primaryDone >= 0 && later.length > 0, events.join('\n'));
  assert.ok(later.every(({ i }) => i > primaryDone), events.join('\n'));
  assert.ok(partRequests.some(({ key, i }) => common.has(key) && i < primaryDone), events.join('\n'));
  await context.close();
});

test('a reader who asks to save data gets nothing fetched ahead of need: the rest of the light module, the later texts and the other language wait for a call', async () => {
  /** The URLs a post with one <sg-play> requests within 4 s of its first view, with the
   *  browser's data saver on or off (`navigator.connection.saveData`). */
  const requests = async (saveData) => {
    const context = await browser.newContext();
    const urls = [];
    context.on('request', (request) => urls.push(request.url()));
    // A post of the site's origin, as a blog writes it.
    await context.route('**/test/save-data.html', (route) => route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="../sglab.js"></script></head><body><sg-play id="play" game="nim 3 4 5"></sg-play></body></html>',
    }));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: saveData });
    await page.goto(new URL('test/save-data.html', BASE_URL).href);
    assert.equal(await page.evaluate(() => navigator.connection?.saveData === true), saveData);
    await drawn(page, '#play', '[data-testid="play-moves"] button');
    // The worker prefetches once it has been idle a second after an answer (worker.js).
    await page.waitForTimeout(4000);
    await context.close();
    return urls;
  };
  const ahead = (urls) => urls.filter((url) => /\/sglab_wasm_light_rest\.wasm$|\/messages\.zh\.json$|\/messages-later\.en\.json$/.test(url));
  assert.deepEqual(ahead(await requests(true)), []);
  // Without it, all three are prefetched (the test would see them).
  assert.equal(ahead(await requests(false)).length, 3);
});

test('hostile attributes run nothing, show their error, and the other widgets work', async () => {
  const page = await openPage(browser, 'test/hostile.html');
  let dialogs = 0;
  page.on('dialog', (dialog) => { dialogs += 1; dialog.dismiss(); });
  await drawn(page, '#good', '[data-testid="strip"] .sg-cell');
  for (const id of ['bad-markup', 'bad-script', 'bad-heaps', 'bad-to', 'bad-size', 'bad-ask', 'long']) {
    await drawn(page, `#${id}`, '[data-testid="widget-error"]');
  }
  const facts = await page.evaluate(() => {
    const all = [document, ...[...document.querySelectorAll('*')].map((e) => e.shadowRoot).filter(Boolean)];
    return {
      pwned: window.pwned ?? null,
      injected: all.reduce((n, root) => n + root.querySelectorAll('img, script:not([src]), b, svg[onload]').length, 0),
      markup: document.getElementById('bad-markup').shadowRoot.querySelector('[data-testid="widget-error"]').textContent,
      heaps: document.getElementById('bad-heaps').shadowRoot.querySelector('[data-testid="widget-error"]').textContent,
      longWidth: document.getElementById('long').shadowRoot.querySelector('.sg-widget').getBoundingClientRect().width,
      pageWidth: document.documentElement.clientWidth,
      // The aggressive host CSS: the widget writes in the page's font (issue 33: the
      // host's, 60px here), not in what a rule aimed at the element sets (80px), and keeps
      // its colours.
      fontSize: getComputedStyle(document.getElementById('good').shadowRoot.querySelector('.sg-widget')).fontSize,
      pageFontSize: getComputedStyle(document.getElementById('good').parentElement).fontSize,
      pFill: getComputedStyle(document.getElementById('good').shadowRoot.querySelector('.sg-colours path[fill="#1e3a8a"]')).fill,
      display: getComputedStyle(document.getElementById('good')).display,
      cells: document.getElementById('good').shadowRoot.querySelectorAll('.sg-cell').length,
    };
  });
  assert.equal(facts.pwned, null);
  assert.equal(facts.injected, 0);
  assert.equal(dialogs, 0);
  assert.match(facts.markup, /column 1/);
  assert.match(facts.heaps, /heaps/);
  assert.ok(facts.longWidth <= facts.pageWidth + 1, `${facts.longWidth} > ${facts.pageWidth}`);
  assert.equal(facts.fontSize, facts.pageFontSize);
  assert.equal(facts.fontSize, '60px');
  assert.equal(facts.pFill, 'rgb(30, 58, 138)');
  assert.equal(facts.display, 'block');
  assert.equal(facts.cells, 21);
  assert.deepEqual(page.problems, []);
});

test('a drawing tree builds only what is safe: no script, handler, style or outside reference', async () => {
  // drawing.js is the second line of defence behind core's renderer: fed a hostile tree
  // directly, it keeps the drawing and drops the rest.
  const page = await openPage(browser, 'test/widgets.html');
  const facts = await page.evaluate(async () => {
    const { buildSvg } = await import('/js/drawing.js');
    const leaf = (name, attributes, children = []) => ({ name, attributes, children });
    const tree = leaf('svg', [['viewBox', '0 0 10 10'], ['onload', 'window.pwned = 1'], ['ONCLICK', 'window.pwned = 2'], ['style', 'background:url(https://x.test/a.png)']], [
      leaf('script', [], ['window.pwned = 3']),
      leaf('foreignObject', [], [leaf('iframe', [['src', 'https://x.test/']])]),
      leaf('a', [['href', 'javascript:window.pwned = 4']], ['link']),
      leaf('use', [['href', 'https://x.test/s.svg#a']]),
      leaf('rect', [['x', '1'], ['fill', 'url(#grad)'], ['stroke', 'URL(https://x.test/b)'], ['mask', 'url(#m) url(https://x.test/c)'], ['bad name', 'x'], ['data-game', 'nim 3']]),
      leaf('g', [['xlink:href', 'https://x.test/'], ['href', '#ok']], ['text']),
      'plain',
    ]);
    const svg = buildSvg(tree);
    const rect = svg.querySelector('rect');
    return {
      markup: svg.outerHTML,
      children: [...svg.childNodes].map((node) => node.nodeName),
      svgAttributes: [...svg.attributes].map((a) => a.name),
      rectAttributes: [...rect.attributes].map((a) => [a.name, a.value]),
      gAttributes: [...svg.querySelector('g').attributes].map((a) => [a.name, a.value]),
      notATree: (() => { try { buildSvg({ name: 'script', attributes: [], children: [] }); return 'built'; } catch (error) { return error.name; } })(),
    };
  });
  assert.deepEqual(facts.children, ['rect', 'g', '#text'], facts.markup);
  assert.deepEqual(facts.svgAttributes, ['viewBox']);
  assert.deepEqual(facts.rectAttributes, [['x', '1'], ['fill', 'url(#grad)'], ['data-game', 'nim 3']]);
  assert.deepEqual(facts.gAttributes, [['href', '#ok']]);
  assert.equal(facts.notATree, 'TypeError');
  assert.deepEqual(page.problems, []);
});

test('hostile URL parameters of the iframe form run nothing', async () => {
  const page = await openPage(browser, 'embed.html?w=proof&game=%3Cimg%20src%3Dx%20onerror%3D%22window.pwned%3D1%22%3E&lang=%3Cscript%3E');
  await drawn(page, 'sg-proof', '[data-testid="widget-error"]');
  const unknown = await openPage(browser, 'embed.html?w=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await unknown.waitForSelector('.error');
  for (const p of [page, unknown]) {
    assert.equal(await p.evaluate(() => window.pwned ?? null), null);
    assert.equal(await p.evaluate(() => document.querySelectorAll('img').length), 0);
  }
});

test('the iframe form reports its height to its parent', async () => {
  const page = await openPage(browser, 'test/frame.html?w=xor&heaps=7%208%209&id=one');
  // The frame follows the reports until the widget has drawn everything.
  await page.waitForFunction(() => {
    const widget = document.getElementById('frame').contentDocument?.querySelector('sg-xor');
    return widget?.shadowRoot?.querySelector('[data-testid="xor-verdict"]')?.textContent.length > 0;
  }, null, { timeout: 20000 });
  await page.waitForFunction(() => {
    const last = window.sglabHeights.at(-1);
    return last && last.height > 150 && Math.abs(document.getElementById('frame').clientHeight - last.height) <= 2;
  }, null, { timeout: 20000 });
  const report = await page.evaluate(() => window.sglabHeights.at(-1));
  assert.equal(report.source, 'sglab');
  assert.equal(report.widget, 'sg-xor');
  assert.equal(report.id, 'one');
  const frameHeight = await page.evaluate(() => document.getElementById('frame').clientHeight);
  assert.ok(Math.abs(frameHeight - report.height) <= 2, `${frameHeight} vs ${report.height}`);
  // The frame never navigated its parent.
  assert.match(page.url(), /test\/frame\.html/);
});

test('the embed page shows every widget of the catalog live, with three snippets each', async () => {
  for (const lang of ['en', 'zh']) {
    const page = await openPage(browser, `embed.html?lang=${lang}`);
    await page.waitForSelector('section.widget-ref');
    const tags = await page.$$eval('section.widget-ref', (sections) => sections.map((s) => s.dataset.widget));
    assert.deepEqual(tags.sort(), ['sg-explorer', 'sg-graph', 'sg-grid', 'sg-play', 'sg-proof', 'sg-quiz', 'sg-table', 'sg-xor']);
    for (const tag of tags) await drawn(page, `section[data-widget="${tag}"] ${tag}`, '.sg-content > *:not(.muted)');
    const snippets = await page.$$eval('section.widget-ref', (sections) => sections.map((s) => s.querySelectorAll('pre').length));
    assert.ok(snippets.every((n) => n >= 3), JSON.stringify(snippets));
    const errors = await page.$$eval('section.widget-ref > *', (widgets) => widgets.filter((w) => w.shadowRoot?.querySelector('[data-testid="widget-error"]')).length);
    assert.equal(errors, 0);
    // Every picture form downloads an SVG of the example.
    const buttons = await page.$$('[data-testid^="svg-sg-"]');
    assert.ok(buttons.length >= 6, `${buttons.length} download buttons`);
    for (const download of buttons) {
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      assert.match(file.suggestedFilename(), /\.svg$/);
    }
    assert.deepEqual(page.problems, []);
  }
});

test('exported SVG parses as XML and holds no script, event attribute or outside reference', async () => {
  const page = await openPage(browser, 'test/worker.html');
  await page.waitForFunction(() => window.sglabTest !== undefined);
  const cases = [['nim 3 4 5', 'graph'], ['kayles 7 + nim 2', 'table'], ['wythoff 4 7', 'grid'], ['nim 7 8 9', 'xor'],
    ['misere: nim 1 1 2', 'graph'], ['every: nim 1 2 + bash m=2 3', 'table'], ['nim 1 <script>alert(1)</script>', 'graph']];
  for (const lang of ['en', 'zh']) {
    for (const [game, view] of cases) {
      const result = await page.evaluate(async ([g, v, l]) => {
        const answer = await sglabTest.settle(sglabTest.client.call('drawingSvg', g, v, { lang: l }));
        if (!answer.ok) return { error: answer.error.key };
        const doc = new DOMParser().parseFromString(answer.value, 'image/svg+xml');
        const all = [...doc.querySelectorAll('*')];
        return {
          root: doc.documentElement.localName,
          parseError: doc.querySelector('parsererror') !== null,
          scripts: doc.querySelectorAll('script, foreignObject, iframe, image, use, style, a').length,
          events: all.filter((e) => [...e.attributes].some((a) => a.name.toLowerCase().startsWith('on'))).length,
          outside: all.filter((e) => [...e.attributes].some((a) => /href$/i.test(a.name) ? !a.value.startsWith('#') : /url\((?!#)/i.test(a.value))).length,
          letters: all.filter((e) => e.localName === 'text' && /^(P|N)( · \d+)?$/.test(e.textContent)).length,
        };
      }, [game, view, lang]);
      if (game.includes('<script>')) {
        assert.equal(result.error, 'expected.heap_size', JSON.stringify(result));
        continue;
      }
      assert.equal(result.root, 'svg', `${game} ${view}`);
      assert.equal(result.parseError, false);
      assert.equal(result.scripts, 0);
      assert.equal(result.events, 0);
      assert.equal(result.outside, 0);
      if (view !== 'xor') assert.ok(result.letters > 0, `${game} ${view}: no P/N letter`);
    }
  }
  assert.deepEqual(page.problems, []);
});
