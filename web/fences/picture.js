// Build-time pictures of the widgets, in Node: sglab's own wasm module (the same `pkg/`
// the widgets load; its wasm-bindgen glue is `--target web`, and `initSync` with the
// module's bytes runs it in Node) draws the first view of a fence's widget with its
// `drawingSvg` export. One renderer: the page's, the widgets' and `sg svg`'s.
//
//   const pictures = await loadPictures();           // finds pkg/ beside this folder
//   pictures.svg('sg-graph', [['game', 'bash m=3 10']], 'en')   // '<svg ...>' or null
//   pictures.messages('zh')                           // core's message table

import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where `pkg/` may be: beside this folder (dist/, the npm package) or two up (the
 *  repository, where the web files live in web/ and pkg/ at the top). */
const PKG_CANDIDATES = ['../pkg/', '../../pkg/'];

function findPkg() {
  for (const candidate of PKG_CANDIDATES) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(fileURLToPath(new URL('sglab_wasm_bg.wasm', url)))) return url;
  }
  throw new Error(`sglab: no pkg/sglab_wasm_bg.wasm beside ${fileURLToPath(new URL('.', import.meta.url))} (build it with cargo xtask build)`);
}

const GRID_ORIGINS = { cut: 'cut 1x1', euclid: 'euclid 1 1' };

/** The drawings that may show a widget's first view, best first: `[game, view, options]`. */
function candidates(tag, attributes) {
  const a = Object.fromEntries(attributes);
  const game = (a.game ?? '').trim() || 'nim 3 4 5';
  const count = (value) => (value && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : undefined);
  switch (tag) {
    case 'sg-graph':
      return [[game, 'graph', { cap: count(a.cap) }]];
    case 'sg-table': {
      const to = count(a.to);
      return [[game, 'table', { to }], [`${game} 0`, 'table', { to }]];
    }
    case 'sg-grid': {
      const keyword = (a.game ?? 'wythoff').trim() || 'wythoff';
      const position = /\d/.test(keyword) ? keyword : GRID_ORIGINS[keyword] ?? `${keyword} 0 0`;
      return [[position, 'grid', { size: count(a.size) }]];
    }
    case 'sg-xor':
      return [[`nim ${(a.heaps ?? '7 8 9').trim() || '7 8 9'}`, 'xor', {}]];
    case 'sg-explorer': {
      const view = a.view === 'table' ? 'table' : 'graph';
      return [[game, view, {}], [game, 'graph', {}]];
    }
    // Play, a proof and an exercise show the position itself: its board, else its graph.
    // (An exercise's graph would give its answer away: no graph for a quiz.)
    case 'sg-quiz':
      return [[game, 'board', {}]];
    default:
      return [[game, 'board', {}], [game, 'graph', {}]];
  }
}

function definedOptions(options, lang, idPrefix) {
  const out = { lang, idPrefix };
  for (const [name, value] of Object.entries(options)) if (value !== undefined) out[name] = value;
  return out;
}

/**
 * Loads the wasm module once (from `pkg`, a folder URL or path, by default found beside
 * this folder) and returns `{svg(tag, attributes, lang), messages(lang)}`. `svg` gives the
 * SVG text of the widget's first view, or null when none can be drawn (a game that does
 * not parse: the widget will show that error).
 */
export async function loadPictures({ pkg } = {}) {
  const base = pkg === undefined ? findPkg() : (pkg instanceof URL ? pkg : pathToFileURL(String(pkg).replace(/\/?$/, '/')));
  const glue = await import(new URL('sglab_wasm.js', base).href);
  const bytes = await readFile(new URL('sglab_wasm_bg.wasm', base));
  glue.initSync({ module: bytes });
  // The exports that draw are methods of a `Session` (crates/wasm/src/session.rs).
  const session = new glue.Session();
  let drawn = 0;
  return {
    svg(tag, attributes, lang = 'en') {
      for (const [game, view, options] of candidates(tag, attributes)) {
        try {
          drawn += 1;
          return session.drawingSvg(game, view, definedOptions(options, lang, `sgpic${drawn}-`));
        } catch (error) {
          // A TypeError is ours (the module's API changed), not the game's: say it.
          if (error instanceof TypeError) throw error;
          // Not this view for this game: try the next.
        }
      }
      return null;
    },
    messages(lang = 'en') {
      return glue.messages(lang === 'zh' ? 'zh' : 'en');
    },
  };
}

/** The text of an SVG's `<title>`, for an image's alt text (entities left as written). */
export function svgTitle(svg) {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/.exec(svg ?? '');
  return match ? match[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&') : '';
}
