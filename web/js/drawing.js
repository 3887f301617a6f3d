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

/** What an attribute's name allows, once per name: `'no'` (not a name, an `on...` handler,
 *  `style`), `'href'` (its value must start with "#"), or `'value'` (its value is checked
 *  for `url(...)`). A drawing sets thousands of attributes of a dozen names. */
const NAMES = new Map();

function nameKind(name) {
  let kind = NAMES.get(name);
  if (kind === undefined) {
    const key = name.toLowerCase();
    if (!/^[A-Za-z][A-Za-z0-9_:-]*$/.test(name) || key.startsWith('on') || key === 'style') kind = 'no';
    else kind = key === 'href' || key.endsWith(':href') ? 'href' : 'value';
    if (NAMES.size < 256) NAMES.set(name, kind);
  }
  return kind;
}

/** Whether the attribute `name` with `value` may be set. */
function allowed(name, value) {
  const kind = nameKind(name);
  if (kind === 'no') return false;
  if (kind === 'href') return value.startsWith('#');
  if (!/url\(/i.test(value)) return true;
  return (value.match(/url\(#/gi) ?? []).length === value.match(/url\(/gi).length;
}

/** Whether an element's `class` value holds `sg-later` (crates/draw's `LATER`). */
const isLater = (value) => value.split(/\s+/).includes('sg-later');

function build(node, doc, later) {
  if (typeof node === 'string') return doc.createTextNode(node);
  if (!node || typeof node.name !== 'string' || REFUSED_ELEMENTS.has(node.name.toLowerCase())) return null;
  const element = doc.createElementNS(SVG_NS, node.name);
  const { attributes, children } = node;
  let deferred = false;
  if (Array.isArray(attributes)) {
    for (let i = 0; i < attributes.length; i += 1) {
      const pair = attributes[i];
      if (!Array.isArray(pair) || pair.length !== 2) continue;
      const name = String(pair[0]);
      const value = String(pair[1]);
      if (allowed(name, value)) element.setAttribute(name, value);
      if (later && name === 'class' && isLater(value)) deferred = true;
    }
  }
  if (Array.isArray(children)) {
    // `from`: the node whose children to build (a later group as drawn apart, see buildSvg).
    const fill = (from = node) => {
      const kids = Array.isArray(from?.children) ? from.children : [];
      for (let i = 0; i < kids.length; i += 1) {
        const built = build(kids[i], doc, later);
        if (built) element.append(built);
      }
    };
    if (deferred) later.push(fill);
    else fill();
  }
  return element;
}

/**
 * The `<svg>` element of a drawing tree, ready to insert; `doc` is the document that owns
 * it (the page's by default). Interactive parts carry `data-game` (the position they
 * open) and `sg-*` classes (`sg-node sg-P`, `sg-cell sg-N`, `sg-edge sg-win`, ...).
 * With `later` (an array), the children of an `sg-later` group (parts that only take taps,
 * drawn apart from what is seen: a heat map's cells) are left out, and a function that
 * builds them is pushed onto `later`, for after the drawing's first frame: called with no
 * argument it builds the group's own children; with a node, that node's (the group as the
 * wasm `drawing` gives it with `parts: 'later'`, when the tree came with `parts: 'seen'`).
 */
export function buildSvg(tree, doc = document, later = null) {
  const svg = build(tree, doc, later);
  if (!svg) throw new TypeError('not a drawing');
  return svg;
}
