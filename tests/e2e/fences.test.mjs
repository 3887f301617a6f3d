// The JavaScript fence parser (web/fences/fence.js) against the shared cases of
// tests/data/fences.json, which every implementation of docs/NOTATION.md's "Markdown
// fences" answers alike, and the Markdown rewriter around it. No browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { parseFence, FENCE_WIDGETS } from '../../web/fences/fence.js';
import { rewriteMarkdown } from '../../web/fences/rewrite.js';

const { cases } = JSON.parse(await readFile(new URL('../data/fences.json', import.meta.url), 'utf8'));

test('fences.json has cases of every error key and every widget', () => {
  const keys = new Set(cases.filter((c) => c.error).map((c) => c.error.key));
  assert.equal(keys.size, 7, [...keys].join(' '));
  const tags = new Set(cases.filter((c) => c.widget).map((c) => c.widget.tag));
  for (const widget of FENCE_WIDGETS.keys()) assert.ok(tags.has(`sg-${widget}`), widget);
});

for (const [index, fence] of cases.entries()) {
  test(`fences.json case ${index}: ${JSON.stringify(fence.info)}`, () => {
    const result = parseFence(fence.info, fence.body);
    if (fence.widget) {
      assert.equal(result.error, undefined, JSON.stringify(result.error));
      assert.deepEqual({ tag: result.tag, attributes: result.attributes }, fence.widget);
    } else {
      assert.ok(result.error, JSON.stringify(result));
      assert.deepEqual({ key: result.error.key, column: result.error.column }, fence.error);
    }
  });
}

test('the rewriter turns sglab fences into elements and leaves other fences and text alone', () => {
  const post = '# Nim\n\n```sg play\nnim 3 4 5\n```\n\n````js\nconst a = "```sg play";\n````\n\n~~~sg table to=40\nsubtract {1,3,4}\n~~~\ntext after\n';
  const out = rewriteMarkdown(post);
  assert.equal(out, '# Nim\n\n<sg-play game="nim 3 4 5">nim 3 4 5</sg-play>\n\n````js\nconst a = "```sg play";\n````\n\n<sg-table game="subtract {1,3,4}" to="40">subtract {1,3,4}</sg-table>\ntext after\n');
});

test('attribute values are escaped in the HTML', () => {
  const out = rewriteMarkdown('```sg play\nnim 1 "><script>alert(1)</script>\n```\n');
  assert.ok(!out.includes('<script>'), out);
  assert.match(out, /game="nim 1 &quot;&gt;&lt;script&gt;/);
});
