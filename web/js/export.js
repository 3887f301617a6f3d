// Pictures and text to take away: a view as an SVG file (drawn by the core's renderer
// through the wasm `drawingSvg`, the same drawing the page shows) or as a PNG (that SVG
// drawn on a canvas), and a proof as Markdown.

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

/** Saves a `blob` as a file named `filename`. */
export function downloadBlob(blob, filename) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * An SVG document as a PNG blob, `scale` pixels per drawing unit, through a canvas. The
 * SVG is loaded as a `data:` image (the page's CSP allows `img-src data:`, not `blob:`);
 * an image draws its text with the system's fonts, so Chinese needs a CJK font installed
 * (any phone or desktop has one; Debian: fonts-noto-cjk), as `sg svg --format png` does.
 */
export async function svgToPng(svg, scale = 2) {
  const image = new Image();
  image.decoding = 'sync';
  const loaded = new Promise((resolve, reject) => {
    image.onload = resolve;
    image.onerror = () => reject(new Error('the drawing could not be read as an image'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas made no PNG'))), 'image/png');
  });
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
