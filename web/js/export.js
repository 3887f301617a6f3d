// Pictures and text to take away: a view as an SVG file (drawn by the core's renderer
// through the wasm `drawingSvg`, the same drawing the page shows) or as a PNG (that SVG
// drawn on a canvas), a game played out as an animated GIF (the frames of the wasm
// `playOut`, drawn on a canvas and encoded by gifenc, loaded only when asked for), and a
// proof as Markdown.

/** The SVG view (`graph`, `table`, `grid`, `xor`) a widget tag shows, or null. */
export function svgView(tag) {
  return { 'sg-graph': 'graph', 'sg-table': 'table', 'sg-grid': 'grid', 'sg-xor': 'xor' }[tag] ?? null;
}

/** Saves `text` as a file named `filename` of type `type`. */
export function download(text, filename, type) {
  downloadBlob(new Blob([text], { type }), filename);
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
 * An SVG document loaded as an image. It is loaded as a `data:` image (the page's CSP
 * allows `img-src data:`, not `blob:`); an image draws its text with the system's fonts,
 * so Chinese needs a CJK font installed (any phone or desktop has one; Debian:
 * fonts-noto-cjk), as `sglab svg --format png` does.
 */
async function svgImage(svg) {
  const image = new Image();
  image.decoding = 'sync';
  const loaded = new Promise((resolve, reject) => {
    image.onload = resolve;
    image.onerror = () => reject(new Error('the drawing could not be read as an image'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await loaded;
  return image;
}

/** A white canvas of `image`'s size times `scale`, with `image` drawn on it. */
function drawnCanvas(image, scale, width = image.naturalWidth, height = image.naturalHeight) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return { canvas, context };
}

/** An SVG document as a PNG blob, `scale` pixels per drawing unit, through a canvas. */
export async function svgToPng(svg, scale = 2) {
  const { canvas } = drawnCanvas(await svgImage(svg), scale);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas made no PNG'))), 'image/png');
  });
}

/** How long the frames of a GIF stay, in milliseconds (as `sglab svg --animate`). */
export const GIF_TIMING = { first: 2000, each: 1500, last: 4000 };

/** The colours of a GIF's palette, as `sglab svg --animate` (a dozen flat colours and the
 *  shades of their edges; 63 is 6-10% smaller than 255 and looks the same); one more index
 *  is the transparent one. */
const GIF_COLOURS = 63;

/** At most this many frames are sampled to choose the palette. */
const PALETTE_SAMPLES = 8;

/**
 * The animated GIF of `animation` (the wasm `playOut` result: SVG `frames` of one size),
 * `scale` pixels per drawing unit, looping forever. gifenc (MIT, web/js/vendor/, pinned by
 * tests/e2e's lock file) is loaded here, on first use only. One palette for the whole
 * animation; after the first frame, pixels that did not change are transparent, so the
 * encoder mostly writes the part of the board that moved. `onFrame(index, total)` reports
 * progress. Returns a `Blob` of type `image/gif`.
 */
export async function framesToGif(animation, { scale = 1, onFrame = () => {} } = {}) {
  const { GIFEncoder, quantize, applyPalette } = await import(new URL('./vendor/gifenc.js', import.meta.url).href);
  const frames = animation.frames ?? [];
  if (!frames.length) throw new Error('no frame to encode');
  const pixels = [];
  let width = 0;
  let height = 0;
  for (const [index, svg] of frames.entries()) {
    const image = await svgImage(svg);
    const { canvas, context } = drawnCanvas(image, scale, animation.width || image.naturalWidth, animation.height || image.naturalHeight);
    width = canvas.width;
    height = canvas.height;
    pixels.push(context.getImageData(0, 0, width, height).data);
    onFrame(index + 1, frames.length);
  }
  // The palette from a few frames spread over the game: the drawings share their colours.
  const step = Math.max(1, Math.ceil(pixels.length / PALETTE_SAMPLES));
  const sampled = pixels.filter((_, index) => index % step === 0 || index === pixels.length - 1);
  const sample = new Uint8Array(sampled.reduce((sum, data) => sum + data.length, 0));
  let offset = 0;
  for (const data of sampled) {
    sample.set(data, offset);
    offset += data.length;
  }
  const palette = quantize(sample, GIF_COLOURS);
  const transparent = palette.length;
  const gif = GIFEncoder();
  for (const [index, data] of pixels.entries()) {
    const indexed = applyPalette(data, palette);
    const delay = index === 0 ? GIF_TIMING.first : index === pixels.length - 1 ? GIF_TIMING.last : GIF_TIMING.each;
    if (index === 0) {
      gif.writeFrame(indexed, width, height, { palette: [...palette, [255, 0, 255]], delay });
      continue;
    }
    const before = pixels[index - 1];
    for (let pixel = 0; pixel < indexed.length; pixel += 1) {
      const at = pixel * 4;
      if (data[at] === before[at] && data[at + 1] === before[at + 1] && data[at + 2] === before[at + 2]) indexed[pixel] = transparent;
    }
    // Kept, not disposed: each frame paints over the one before it.
    gif.writeFrame(indexed, width, height, { delay, transparent: true, transparentIndex: transparent, dispose: 1 });
  }
  gif.finish();
  return new Blob([gif.bytes()], { type: 'image/gif' });
}

/** Plays `game` out in the worker and encodes the GIF (see `framesToGif`). */
export async function gameGif(call, game, lang, options = {}) {
  const animation = await call('playOut', game, lang);
  return { blob: await framesToGif(animation, options), frames: animation.frames.length };
}

/** Draws `view` of `game` as SVG in the worker and saves it. */
export async function exportSvg(client, { game, view, lang, filename = 'sglab.svg', options = {} }) {
  const svg = await client.call('drawingSvg', game, view, { lang, ...options });
  download(svg, filename, 'image/svg+xml');
  return svg;
}

/** Draws `view` of `game` as SVG in the worker and saves it as a PNG (`scale` 2). */
export async function exportPng(client, { game, view, lang, filename = 'sglab.png', options = {} }) {
  const svg = await client.call('drawingSvg', game, view, { lang, ...options });
  const blob = await svgToPng(svg, 2);
  downloadBlob(blob, filename);
  return blob;
}

/** The proof of `game` as Markdown with KaTeX-ready math. */
export function proofMarkdown(client, game, lang) {
  return client.call('explainMarkdown', game, lang);
}
