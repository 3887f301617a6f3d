// A layered layout of a game graph (no DOM, so it runs and is tested anywhere):
// 1. layers: the longest path from the root, so every move points downward (game graphs
//    are acyclic; if a cycle ever appears the breadth-first depth is used instead);
// 2. order within a layer: barycentre sweeps (Sugiyama, Tagawa & Toda 1981) down and up,
//    keeping the best order found by the number of edge crossings;
// 3. coordinates: each layer centred, nodes `gap` apart, widths from the label length.

/** Layers of the nodes: `layer[id]`, longest path from the root along the edges. */
export function assignLayers(nodes, edges) {
  const index = new Map(nodes.map((node, i) => [node.id, i]));
  const outgoing = nodes.map(() => []);
  const indegree = nodes.map(() => 0);
  for (const edge of edges) {
    const from = index.get(edge.from);
    const to = index.get(edge.to);
    if (from === undefined || to === undefined || from === to) continue;
    outgoing[from].push(to);
    indegree[to] += 1;
  }
  const layer = nodes.map(() => 0);
  const queue = [];
  indegree.forEach((degree, i) => { if (degree === 0) queue.push(i); });
  let seen = 0;
  while (queue.length) {
    const i = queue.shift();
    seen += 1;
    for (const j of outgoing[i]) {
      layer[j] = Math.max(layer[j], layer[i] + 1);
      indegree[j] -= 1;
      if (indegree[j] === 0) queue.push(j);
    }
  }
  if (seen < nodes.length) return nodes.map((node) => node.depth ?? 0);
  return layer;
}

/**
 * Number of crossings between two consecutive layers' edges, given as
 * [upperPosition, lowerPosition] pairs: the inversions of the lower positions after sorting
 * by upper position, counted with a Fenwick tree (Barth, Jünger & Mutzel 2002), O(E log V).
 */
function crossingsBetween(pairs) {
  pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const size = pairs.reduce((m, p) => Math.max(m, p[1]), 0) + 1;
  const tree = new Array(size + 1).fill(0);
  let count = 0;
  let seen = 0;
  for (const [, lower] of pairs) {
    // Edges seen so far whose lower end is strictly right of this one cross it.
    let atMost = 0;
    for (let i = lower + 1; i > 0; i -= i & -i) atMost += tree[i];
    count += seen - atMost;
    for (let i = lower + 1; i <= size; i += i & -i) tree[i] += 1;
    seen += 1;
  }
  return count;
}

/** Total crossings of edges between adjacent layers for an order (`rows[layer] = [node indices]`). */
export function countCrossings(rows, layer, edgeList) {
  const position = new Map();
  rows.forEach((row) => row.forEach((node, i) => position.set(node, i)));
  const byLayer = new Map();
  for (const [from, to] of edgeList) {
    if (layer[to] !== layer[from] + 1) continue;
    if (!byLayer.has(layer[from])) byLayer.set(layer[from], []);
    byLayer.get(layer[from]).push([position.get(from), position.get(to)]);
  }
  let total = 0;
  for (const pairs of byLayer.values()) total += crossingsBetween(pairs);
  return total;
}

function sweep(rows, neighbours, downward) {
  const order = downward ? rows.map((_, i) => i) : rows.map((_, i) => rows.length - 1 - i);
  const position = new Map();
  rows.forEach((row) => row.forEach((node, i) => position.set(node, i)));
  for (const r of order.slice(1)) {
    const row = rows[r];
    const keyed = row.map((node, i) => {
      const adjacent = neighbours(node, downward).filter((other) => position.has(other));
      const centre = adjacent.length
        ? adjacent.reduce((sum, other) => sum + position.get(other), 0) / adjacent.length
        : i;
      return { node, centre, i };
    });
    keyed.sort((a, b) => a.centre - b.centre || a.i - b.i);
    rows[r] = keyed.map((entry) => entry.node);
    rows[r].forEach((node, i) => position.set(node, i));
  }
}

/**
 * Lays out `graph` (`{nodes, edges}` as the wasm `graph` export gives them).
 * `labelWidth(node)` gives each node's box width. Returns
 * `{width, height, nodes: [{node, x, y, w, h, layer}], edges: [{edge, from, to}], crossings, crossingsBefore}`.
 */
export function layeredLayout(graph, { labelWidth = () => 60, nodeHeight = 44, gap = 18, layerGap = 70, sweeps = 6 } = {}) {
  const nodes = graph.nodes;
  const layer = assignLayers(nodes, graph.edges);
  const index = new Map(nodes.map((node, i) => [node.id, i]));
  const edgeList = [];
  for (const edge of graph.edges) {
    const from = index.get(edge.from);
    const to = index.get(edge.to);
    if (from !== undefined && to !== undefined && from !== to) edgeList.push([from, to, edge]);
  }
  const above = nodes.map(() => []);
  const below = nodes.map(() => []);
  for (const [from, to] of edgeList) {
    below[from].push(to);
    above[to].push(from);
  }
  const layerCount = nodes.length ? Math.max(...layer) + 1 : 0;
  const rows = Array.from({ length: layerCount }, () => []);
  nodes.forEach((_, i) => rows[layer[i]].push(i));

  // Barycentre sweeps; neighbours in the layer just before in the sweep's direction are
  // preferred, any placed neighbour counts (long edges pull too).
  const neighbours = (node, downward) => (downward ? above[node] : below[node]);
  const crossingsBefore = countCrossings(rows, layer, edgeList);
  let best = rows.map((row) => row.slice());
  let bestCrossings = crossingsBefore;
  for (let s = 0; s < sweeps && bestCrossings > 0; s += 1) {
    sweep(rows, neighbours, s % 2 === 0);
    const crossings = countCrossings(rows, layer, edgeList);
    if (crossings < bestCrossings) {
      bestCrossings = crossings;
      best = rows.map((row) => row.slice());
    }
  }

  const widths = nodes.map((node) => labelWidth(node));
  const rowWidths = best.map((row) => row.reduce((sum, i) => sum + widths[i], 0) + gap * Math.max(0, row.length - 1));
  const width = Math.max(0, ...rowWidths);
  const placed = new Array(nodes.length);
  best.forEach((row, r) => {
    let x = (width - rowWidths[r]) / 2;
    for (const i of row) {
      placed[i] = { node: nodes[i], x, y: r * (nodeHeight + layerGap), w: widths[i], h: nodeHeight, layer: r };
      x += widths[i] + gap;
    }
  });
  return {
    width,
    height: layerCount ? layerCount * nodeHeight + (layerCount - 1) * layerGap : 0,
    nodes: placed,
    edges: edgeList.map(([from, to, edge]) => ({ edge, from: placed[from], to: placed[to] })),
    crossings: bestCrossings,
    crossingsBefore,
  };
}
