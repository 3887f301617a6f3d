// The layered layout (web/js/layout.js) without a browser: every move points down a
// layer, no two boxes overlap, and the barycentre sweeps never add crossings.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assignLayers, layeredLayout } from '../../web/js/layout.js';

/** The graph of Nim heaps `heaps` built here (every option of every position). */
function nimGraph(heaps) {
  const key = (h) => h.join(' ');
  const nodes = [];
  const edges = [];
  const ids = new Map();
  const queue = [heaps];
  ids.set(key(heaps), 0);
  nodes.push({ id: 0, game: `nim ${key(heaps)}` });
  while (queue.length) {
    const position = queue.shift();
    const from = ids.get(key(position));
    position.forEach((heap, i) => {
      for (let take = 1; take <= heap; take += 1) {
        const next = position.slice();
        next[i] -= take;
        if (!ids.has(key(next))) {
          ids.set(key(next), nodes.length);
          nodes.push({ id: nodes.length, game: `nim ${key(next)}` });
          queue.push(next);
        }
        edges.push({ from, to: ids.get(key(next)), winning: false });
      }
    });
  }
  return { root: 0, nodes, edges };
}

test('every edge points to a lower layer (longest-path layering)', () => {
  const graph = nimGraph([2, 3, 4]);
  const layer = assignLayers(graph.nodes, graph.edges);
  for (const edge of graph.edges) assert.ok(layer[edge.to] > layer[edge.from]);
  // In Nim the layer is the number of tokens taken so far along the longest path: one at a time.
  graph.nodes.forEach((node, i) => {
    const tokens = node.game.split(' ').slice(1).reduce((s, h) => s + Number(h), 0);
    assert.equal(layer[i], 9 - tokens);
  });
});

test('boxes do not overlap and the barycentre sweeps reduce crossings', () => {
  for (const heaps of [[3, 4, 5], [1, 2, 3], [5, 5], [2, 2, 2, 2]]) {
    const graph = nimGraph(heaps);
    const layout = layeredLayout(graph, { labelWidth: () => 60 });
    assert.equal(layout.nodes.length, graph.nodes.length);
    const byLayer = new Map();
    for (const placed of layout.nodes) {
      if (!byLayer.has(placed.layer)) byLayer.set(placed.layer, []);
      byLayer.get(placed.layer).push(placed);
    }
    for (const row of byLayer.values()) {
      row.sort((a, b) => a.x - b.x);
      for (let i = 1; i < row.length; i += 1) assert.ok(row[i].x >= row[i - 1].x + row[i - 1].w);
    }
    assert.ok(layout.crossings <= layout.crossingsBefore, `${heaps}: ${layout.crossings} > ${layout.crossingsBefore}`);
  }
});

test('a cycle (never produced by a game) falls back to the breadth-first depth', () => {
  const nodes = [{ id: 0, depth: 0 }, { id: 1, depth: 1 }, { id: 2, depth: 2 }];
  const edges = [{ from: 0, to: 1 }, { from: 1, to: 2 }, { from: 2, to: 1 }];
  assert.deepEqual(assignLayers(nodes, edges), [0, 1, 2]);
});
