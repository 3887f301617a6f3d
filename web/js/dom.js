// Small DOM helpers shared by every view (and by the widgets that will mount them).
// Nothing here writes a style="" attribute: the page lives under a strict CSP.

/** An HTML element with attributes (`class`, `data-*`, `aria-*`...) and children. */
export function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  setAttributes(node, attributes);
  node.append(...children.filter((child) => child !== null && child !== undefined && child !== false));
  return node;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes and children. */
export function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  setAttributes(node, attributes);
  node.append(...children.filter((child) => child !== null && child !== undefined && child !== false));
  return node;
}

function setAttributes(node, attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
}

/** A button that calls `onClick`; `attributes` as for `element`. */
export function button(label, onClick, attributes = {}) {
  const node = element('button', { type: 'button', ...attributes }, label);
  node.addEventListener('click', onClick);
  return node;
}
