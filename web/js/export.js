// Pictures and text to take away: a view as an SVG file (drawn by the core's renderer
// through the wasm `drawingSvg`, the same drawing the page shows) and a proof as Markdown.

/** The SVG view (`graph`, `table`, `grid`, `xor`) a widget tag shows, or null. */
export function svgView(tag) {
  return { 'sg-graph': 'graph', 'sg-table': 'table', 'sg-grid': 'grid', 'sg-xor': 'xor' }[tag] ?? null;
}

/** Saves `text` as a file named `filename` of type `type`. */
export function download(text, filename, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Draws `view` of `game` as SVG in the worker and saves it. */
export async function exportSvg(client, { game, view, lang, filename = 'sglab.svg', options = {} }) {
  const svg = await client.call('drawingSvg', game, view, { lang, ...options });
  download(svg, filename, 'image/svg+xml');
  return svg;
}

/** The proof of `game` as Markdown with KaTeX-ready math. */
export function proofMarkdown(client, game, lang) {
  return client.call('explainMarkdown', game, lang);
}
