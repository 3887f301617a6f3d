// Builds the DOM of a drawing from the tree that the wasm `drawing` export returns
// (`{name, attributes: [[name, value], ...], children: [tree | "text", ...]}`, made by
// crates/draw, the renderer `sglab svg` writes files with). Only createElementNS,
// setAttribute and text nodes: no markup is parsed. As a second line of defence it drops
// any element that could run or load something, any attribute whose name starts with
// "on", any `style`, any href not starting with "#", and any `url(...)` that is not a
// local `url(#id)`.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Elements a drawing never holds; refused if they ever appear. */
const REFUSED_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'a', 'image', 'use', 'style', 'animate', 'set']);

/** Whether the attribute `name` with `value` may be set. */
function allowed(name, value) {
  const key = name.toLowerCase();
  if (key.startsWith('on') || key === 'style') return false;
  if (key === 'href' || key.endsWith(':href')) return value.startsWith('#');
  const urls = value.match(/url\(/gi) ?? [];
  return urls.length === 0 || (value.match(/url\(#/gi) ?? []).length === urls.length;
}

function build(node, doc) {
  if (typeof node === 'string') return doc.createTextNode(node);
  if (!node || typeof node.name !== 'string' || REFUSED_ELEMENTS.has(node.name.toLowerCase())) return null;
  const element = doc.createElementNS(SVG_NS, node.name);
  for (const pair of Array.isArray(node.attributes) ? node.attributes : []) {
    if (!Array.isArray(pair) || pair.length !== 2) continue;
    const name = String(pair[0]);
    const value = String(pair[1]);
    if (!/^[A-Za-z][A-Za-z0-9_:-]*$/.test(name) || !allowed(name, value)) continue;
    element.setAttribute(name, value);
  }
  for (const child of Array.isArray(node.children) ? node.children : []) {
    const built = build(child, doc);
    if (built) element.append(built);
  }
  return element;
}

/**
 * The `<svg>` element of a drawing tree, ready to insert; `doc` is the document that owns
 * it (the page's by default). Interactive parts carry `data-game` (the position they
 * open) and `sg-*` classes (`sg-node sg-P`, `sg-cell sg-N`, `sg-edge sg-win`, ...).
 */
export function buildSvg(tree, doc = document) {
  const svg = build(tree, doc);
  if (!svg) throw new TypeError('not a drawing');
  return svg;
}
