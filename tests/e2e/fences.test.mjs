// The fence grammar (crates/core/src/fence.rs, reached through the wasm module as the
// plugins reach it) against the shared cases of tests/data/fences.json, which `sg render`
// answers alike (its Rust tests read the same file), and the Markdown rewriter around it.
// No browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { loadPictures } from '../../web/fences/picture.js';
import { rewriteMarkdown } from '../../web/fences/rewrite.js';
import { CATALOG } from '../../web/js/elements/catalog.js';

const { cases } = JSON.parse(await readFile(new URL('../data/fences.json', import.meta.url), 'utf8'));
const sglab = await loadPictures();
const elementsOnly = await loadPictures({ pictures: false });

test('fences.json has cases of every error key and every widget of the catalog', () => {
  const keys = new Set(cases.filter((c) => c.error).map((c) => c.error.key));
  assert.equal(keys.size, 7, [...keys].join(' '));
  const tags = new Set(cases.filter((c) => c.widget).map((c) => c.widget.tag));
  for (const { tag } of CATALOG) assert.ok(tags.has(tag), tag);
});

test("the fence grammar's widgets take the catalog's attributes, and lang", () => {
  for (const { tag, attributes } of CATALOG) {
    const widget = tag.slice(3);
    for (const [name] of [...attributes, ['lang']]) {
      const value = name === 'game' || name === 'heaps' ? 'nim 1' : 'x';
      const read = sglab.fence(`sg ${widget} ${name}="${value}"`, '');
      assert.equal(read.error, undefined, `${tag} ${name}: ${JSON.stringify(read.error)}`);
    }
    assert.equal(sglab.fence(`sg ${widget} nope=1`, '').error?.key, 'fence.unknown_attribute', tag);
  }
});

for (const [index, fence] of cases.entries()) {
  test(`fences.json case ${index}: ${JSON.stringify(fence.info)}`, () => {
    const result = sglab.fence(fence.info, fence.body);
    if (fence.widget) {
      assert.equal(result.error, undefined, JSON.stringify(result.error));
      assert.deepEqual({ tag: result.tag, attributes: result.attributes }, fence.widget);
    } else {
      assert.ok(result.error, JSON.stringify(result));
      assert.deepEqual({ key: result.error.key, column: result.error.column }, fence.error);
      assert.match(result.error.message, new RegExp(`column ${fence.error.column}\\b`));
    }
  });
}

test('the rewriter turns sglab fences into HTML blocks and leaves other fences and text alone', () => {
  const post = '# Nim\n\n```sg play\nnim 3 4 5\n```\n\n````js\nconst a = "```sg play";\n````\n\n~~~sg table to=40\nsubtract {1,3,4}\n~~~\ntext after\n';
  const out = rewriteMarkdown(post, { pictures: elementsOnly });
  assert.equal(out, '# Nim\n\n<sg-play game="nim 3 4 5">\nnim 3 4 5\n</sg-play>\n\n````js\nconst a = "```sg play";\n````\n\n<sg-table game="subtract {1,3,4}" to="40">\nsubtract {1,3,4}\n</sg-table>\n\ntext after\n');
  const drawn = rewriteMarkdown(post, { pictures: sglab, lang: 'zh' });
  assert.equal((drawn.match(/<svg [^\n]*<\/svg>\n<\/sg-/g) ?? []).length, 2);
  assert.match(drawn, /先手/);
});

test('attribute values are escaped in the HTML, and a bad fence can fail the build', () => {
  const out = rewriteMarkdown('```sg play\nnim 1 "><script>alert(1)</script>\n```\n', { pictures: sglab });
  assert.ok(!out.includes('<script>'), out);
  assert.match(out, /game="nim 1 &quot;&gt;&lt;script&gt;/);
  assert.throws(() => rewriteMarkdown('```sg play colour=red\nnim 3\n```\n', { pictures: sglab, throwOnError: true }), (error) => error.key === 'fence.unknown_attribute' && error.column === 9);
  assert.throws(() => rewriteMarkdown('```sg play\nnim 3\n```\n'), /loadPictures/);
});
