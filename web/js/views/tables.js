// The table view of any game: one table per component of the sum (a heap game's strip
// with its proved period, a two-number game's heat map), from the wasm `describe` of the
// game, so nothing re-reads notation here. Choosing a cell replaces that component in the
// sum and keeps the rule.

import { element } from '../dom.js';
import { renderStrip, renderHeatmap, renderNoTable } from './table.js';

/** The game with component `index` of `description` replaced by `text`, rule kept. */
export function replaceComponent(description, index, text) {
  const parts = description.components.map((component, i) => (i === index ? text : component.text));
  const sum = parts.join(' + ');
  return description.rule === 'normal' ? sum : `${description.rule}: ${sum}`;
}

/** How far a strip goes: past the largest heap shown, and past two periods when one is proved. */
function stripLength(heaps, period) {
  const largest = heaps.reduce((m, h) => (BigInt(h) > m ? BigInt(h) : m), 0n);
  let want = Math.max(40, Number(largest > 1000n ? 1000n : largest) + 12);
  if (period?.period) want = Math.max(want, Number(period.preperiod ?? 0) + 2 * Number(period.period) + 1);
  return Math.min(200, want);
}

/** Draws the strip of one heap game row into `box`. */
export async function drawStrip(box, { row, heaps = [], to = null }, { t, call, stale, onOpen }) {
  let period = null;
  try {
    period = await call('period', row);
  } catch (error) {
    if (error?.key === 'limit.superseded' || error?.key === 'limit.cancelled') throw error;
    period = null;
  }
  if (stale()) return;
  const length = to ?? stripLength(heaps, period);
  const values = (await call('sequence', row, String(length))).map(String);
  if (stale()) return;
  renderStrip(box, { component: row, values, period, heaps }, { t, onOpen });
}

/** Draws the heat map of one two-number game into `box`. */
export async function drawGrid(box, { keyword, cell = null, size = null }, { t, call, stale, onOpen }) {
  const biggest = cell ? Math.max(...cell.map(Number)) : 0;
  const n = size ?? Math.min(40, Math.max(keyword === 'euclid' ? 16 : 20, biggest + 4));
  const grid = await call('grid', keyword, n);
  if (stale()) return;
  const pairs = keyword === 'wythoff' ? await call('pairs', n) : null;
  if (stale()) return;
  renderHeatmap(box, { component: keyword, grid, pairs, cell }, { t, onOpen });
}

/**
 * The table view of `description` (the wasm `describe` result) in `container`.
 * `call(method, ...args)` runs a worker call; `stale()` says the view is no longer wanted;
 * `onOpen(game)` opens a position.
 */
export async function renderTables(container, description, { t, call, stale, onOpen }) {
  const components = description?.components ?? [];
  const blocks = [];
  if (description && description.rule !== 'normal') {
    blocks.push(element('p', { class: 'note', 'data-testid': 'table-rule-note' }, t(`table.rule_note.${description.rule}`)));
  }
  const drawn = [];
  components.forEach((component, index) => {
    const box = element('section', { class: 'table-block', 'data-testid': 'table-block' });
    const open = (text) => onOpen(replaceComponent(description, index, text));
    if (component.table.kind === 'strip') {
      drawn.push(() => drawStrip(box, { row: component.table.row, heaps: component.table.heaps }, { t, call, stale, onOpen: open }));
    } else if (component.table.kind === 'grid') {
      drawn.push(() => drawGrid(box, { keyword: component.table.keyword, cell: component.table.cell }, { t, call, stale, onOpen: open }));
    } else {
      renderNoTable(box, { t, keyword: component.keyword, onOpen, suggest: components.length === 1 });
    }
    blocks.push(box);
  });
  container.replaceChildren(...blocks);
  for (const draw of drawn) {
    if (stale()) return;
    await draw();
  }
}
