// The explorer's pictures for platforms that take only pictures (知乎, CSDN, 微信公众号):
// "Download PNG" saves the shown view drawn on a canvas at twice its size, named after the
// game and the view, with its Chinese text in a font that has it; "Copy for 知乎 / CSDN"
// saves the same PNG and copies the Markdown that shows it, linked to this view.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, openPage } from './browser.mjs';

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
