// The explorer's pictures for platforms that take only pictures (知乎, CSDN, 微信公众号):
// "Download PNG" saves the shown view drawn on a canvas at twice its size, named after the
// game and the view, with its Chinese text in a font that has it; "Copy for 知乎 / CSDN"
// saves the same PNG and copies the Markdown that shows it, linked to this view; "Download
// GIF" saves the game played out perfectly, one frame per position, its encoder (gifenc,
// vendored in web/js/vendor/ from the pinned npm package) fetched only on that click; the
// embed page's bars save each widget's picture as SVG and PNG, and play's as a GIF.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { launch, openPage } from './browser.mjs';
import { withSession } from '../../web/js/session.js';

const pkg = new URL('../../pkg/', import.meta.url);
const glue = await import(new URL('sglab_wasm.js', pkg));
glue.initSync({ module: readFileSync(new URL('sglab_wasm_bg.wasm', pkg)) });
const wasm = withSession(glue);

/** The moves of perfect play from `game`, by the wasm `computerMove` (not `playOut`). */
function perfectMoves(game) {
  let moves = 0;
  for (let position = game; ; moves += 1) {
    const reply = wasm.computerMove(position);
    if (!reply) return moves;
    position = reply.game;
  }
}

/**
 * The frames of a GIF file: its size and each image's delay (hundredths of a second),
 * read block by block (header, screen, colour tables, extensions, images, trailer).
 */
function gifFrames(bytes) {
  assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a', 'a GIF signature');
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  let at = 13;
  if (bytes[10] & 0x80) at += 3 * 2 ** ((bytes[10] & 7) + 1);
  const skipBlocks = () => {
    while (bytes[at] !== 0) at += bytes[at] + 1;
    at += 1;
  };
  const frames = [];
  let delay = null;
  for (;;) {
    assert.ok(at < bytes.length, 'the GIF ends with its trailer');
    const kind = bytes[at];
    if (kind === 0x3b) break;
    if (kind === 0x21) {
      if (bytes[at + 1] === 0xf9) delay = bytes.readUInt16LE(at + 4);
      at += 2;
      skipBlocks();
    } else if (kind === 0x2c) {
      const frame = { width: bytes.readUInt16LE(at + 5), height: bytes.readUInt16LE(at + 7), delay };
      const flags = bytes[at + 9];
      at += 10;
      if (flags & 0x80) at += 3 * 2 ** ((flags & 7) + 1);
      at += 1;
      skipBlocks();
      frames.push(frame);
      delay = null;
    } else {
      assert.fail(`unknown GIF block 0x${kind.toString(16)} at ${at}`);
    }
  }
  return { width, height, frames };
}

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The width and height of a PNG file, from its IHDR chunk. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function downloaded(page, testid) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(`[data-testid="${testid}"]`)]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

for (const lang of ['en', 'zh']) {
  test(`Download PNG saves the graph at twice its size (${lang})`, async () => {
    const page = await openPage(browser, `?lang=${lang}&game=nim%203%204%205&view=graph`, { acceptDownloads: true });
    await page.waitForSelector('[data-testid="export-png"]');
    const svg = await downloaded(page, 'export-svg');
    assert.equal(svg.name, 'sglab-nim-3-4-5-graph.svg');
    const text = svg.bytes.toString('utf8');
    const width = Number(/ width="(\d+)"/.exec(text)[1]);
    const height = Number(/ height="(\d+)"/.exec(text)[1]);
    const png = await downloaded(page, 'export-png');
    assert.equal(png.name, 'sglab-nim-3-4-5-graph.png');
    assert.deepEqual(pngSize(png.bytes), { width: 2 * width, height: 2 * height });
    assert.ok(png.bytes.length > 20_000, `${png.bytes.length} bytes: a drawing, not a blank canvas`);
    if (lang === 'zh') {
      // The Chinese words of the drawing have a font: not boxes.
      const family = /font-family="([^"]+)"/.exec(text)[1];
      assert.ok(text.includes('必胜态'));
      assert.equal(await page.evaluate((f) => document.fonts.check(`16px ${f}`, '必胜态'), family), true);
    }
    assert.deepEqual(page.problems, []);
  });
}

test('Copy for 知乎 / CSDN saves the PNG and copies its Markdown, linked to the view', async () => {
  const page = await openPage(browser, '?lang=zh&game=nim%203%204%205&view=play', {
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await page.waitForSelector('[data-testid="export-blog"]');
  const png = await downloaded(page, 'export-blog');
  assert.equal(png.name, 'sglab-nim-3-4-5-board.png');
  assert.ok(pngSize(png.bytes).width > 300);
  await page.waitForFunction(() => document.querySelector('.widget-export [aria-live]')?.textContent.includes('sglab-nim-3-4-5-board.png'));
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(markdown, /^\[!\[nim 3 4 5：N（必胜态）：先手必胜（SG 值为 2）\]\(sglab-nim-3-4-5-board\.png\)\]\(http:\/\/[^)]+\?game=nim\+3\+4\+5&view=play&lang=zh\)\n\n\[在 sglab 探索器中打开 nim 3 4 5\]/);
  assert.deepEqual(page.problems, []);
});

for (const [game, lang] of [['nim 3 4 5', 'en'], ['nim 3 4 5', 'zh'], ['misere: nim 1 2 3', 'zh'], ['every: nim 2 + kayles 3', 'en'], ['kayles 4 + nim 3', 'zh']]) {
  test(`Download GIF plays ${game} out, one frame per position (${lang})`, async () => {
    const page = await openPage(browser, `?lang=${lang}&game=${encodeURIComponent(game)}&view=play`, { acceptDownloads: true });
    const fetched = [];
    page.on('request', (request) => { if (request.url().includes('gifenc')) fetched.push(request.url()); });
    await page.waitForSelector('[data-testid="export-gif"]');
    await page.waitForSelector('[data-testid="play-move"]');
    assert.deepEqual(fetched, [], 'the encoder is not loaded before the click');
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.click('[data-testid="export-gif"]')]);
    const bytes = await readFile(await file.path());
    assert.equal(file.suggestedFilename(), `sglab-${game.replace(/[^a-z0-9]+/g, '-')}-play.gif`);
    assert.equal(fetched.length, 1, 'the encoder is loaded on the click');
    const gif = gifFrames(bytes);
    assert.equal(gif.frames.length, perfectMoves(game) + 1, `${game}: frames`);
    for (const frame of gif.frames) assert.deepEqual([frame.width, frame.height], [gif.width, gif.height]);
    assert.equal(gif.frames[0].delay, 200);
    if (gif.frames.length > 2) assert.equal(gif.frames[1].delay, 150);
    assert.ok(gif.width >= 300 && gif.height >= 200, `${gif.width}×${gif.height}`);
    await page.waitForFunction(() => /KB/.test(document.querySelector('.widget-export [aria-live]')?.textContent ?? ''));
    assert.deepEqual(page.problems, []);
  });
}

test('Download GIF says why a game too long to play out has no GIF', async () => {
  const page = await openPage(browser, '?lang=en&game=nim%2040%2040&view=play', { acceptDownloads: true });
  await page.waitForSelector('[data-testid="export-gif"]');
  await page.click('[data-testid="export-gif"]');
  await page.waitForFunction(() => /more than 60 moves/.test(document.querySelector('.widget-export [aria-live]')?.textContent ?? ''));
  assert.deepEqual(page.problems, []);
});

test('the vendored encoder is the pinned npm package\'s file', async () => {
  const vendored = await readFile(new URL('../../web/js/vendor/gifenc.js', import.meta.url), 'utf8');
  const published = await readFile(new URL('./node_modules/gifenc/dist/gifenc.esm.js', import.meta.url), 'utf8');
  // Only the source-map comment is dropped (the map is not shipped).
  assert.equal(vendored.trim(), published.replace(/\/\/# sourceMappingURL=.*$/m, '').trim());
  const lock = JSON.parse(await readFile(new URL('./package-lock.json', import.meta.url), 'utf8'));
  assert.equal(lock.packages['node_modules/gifenc'].version, '1.0.3');
});

for (const lang of ['en', 'zh']) {
  test(`the embed page's bars save each widget's picture as SVG and PNG, and play's as a GIF (${lang})`, async () => {
    const page = await openPage(browser, `embed.html?lang=${lang}`, { acceptDownloads: true });
    await page.waitForSelector('[data-testid="png-sg-graph"]');
    const png = await downloaded(page, 'png-sg-graph');
    assert.equal(png.name, 'graph.png');
    assert.ok(pngSize(png.bytes).width > 300);
    const svg = await downloaded(page, 'svg-sg-xor');
    assert.equal(svg.name, 'xor.svg');
    assert.equal(pngSize((await downloaded(page, 'png-sg-xor')).bytes).width, 2 * Number(/ width="(\d+)"/.exec(svg.bytes.toString('utf8'))[1]));
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.click('[data-testid="gif-sg-play"]')]);
    assert.equal(file.suggestedFilename(), 'play.gif');
    const gif = gifFrames(await readFile(await file.path()));
    const game = await page.evaluate(() => document.querySelector('sg-play').getAttribute('game'));
    assert.equal(gif.frames.length, perfectMoves(game) + 1);
    assert.deepEqual(page.problems, []);
  });
}
