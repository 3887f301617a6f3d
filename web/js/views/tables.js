// The table view of any game: one table per component of the sum (a heap game's strip
// with its proved period, a two-number game's heat map), drawn by the core's renderer from
// the wasm `describe` of the game, so nothing re-reads notation here. Choosing a cell
// replaces that component in the sum and keeps the rule.

import { element, button } from '../dom.js';
import { drawView } from './drawn.js';

/** The game with component `index` of `description` replaced by `text`, rule kept. */
export function replaceComponent(description, index, text) {
  const parts = description.components.map((component, i) => (i === index ? text : component.text));
  const sum = parts.join(' + ');
  return description.rule === 'normal' ? sum : `${description.rule}: ${sum}`;
}

/** A position of a two-number game to centre its grid on when only the keyword is known. */
export function gridOrigin(keyword) {
  return { cut: 'cut 1x1', euclid: 'euclid 1 1' }[keyword] ?? `${keyword} 0 0`;
}

/** Draws the strip of a heap game position (`kayles 5`, `nim 3 4`) into `box`. */
export function drawStrip(box, { game, to = null }, context) {
  return drawView(box, { ...context, game, view: 'table', options: to === null ? {} : { to }, testid: 'strip' });
}

/** Draws the heat map of a two-number game position (`wythoff 4 7`) into `box`. */
export function drawGrid(box, { game, size = null }, context) {
  return drawView(box, { ...context, game, view: 'grid', options: size === null ? {} : { size }, testid: 'heatmap' });
}

/** The message for a component without a table, with the gallery's table games as links. */
export function renderNoTable(container, { t, keyword, onOpen, suggest = true }) {
  container.replaceChildren(
    element('p', { 'data-testid': 'no-table' }, t('table.none', { game: keyword ?? '' })),
    suggest && element('p', {},
      ...['nim 3 4 5', 'kayles 7', 'wythoff 3 7'].flatMap((game) => [button(game, () => onOpen(game)), ' '])),
  );
}

/**
 * The table view of `description` (the wasm `describe` result) in `container`.
 * `call(method, ...args)` runs a worker call; `stale()` says the view is no longer wanted;
 * `onOpen(game)` opens a position.
 */
export async function renderTables(container, description, { t, lang, call, stale, onOpen }) {
  const components = description?.components ?? [];
  const blocks = [];
  if (description && description.rule !== 'normal') {
    blocks.push(element('p', { class: 'note', 'data-testid': 'table-rule-note' }, t(`table.rule_note.${description.rule}`)));
  }
  const drawn = [];
  components.forEach((component, index) => {
    const box = element('section', { class: 'table-block', 'data-testid': 'table-block' });
    const context = { t, lang, call, stale, onOpen: (text) => onOpen(replaceComponent(description, index, text)) };
    if (component.table.kind === 'strip') {
      drawn.push(async () => {
        try {
          await drawStrip(box, { game: component.text }, context);
        } catch (error) {
          // A heap past what a table can reach (a limit, not a typing error): the table
          // still shows what fits, from heap 0, and says why the heap is not in it.
          if (error?.name !== 'RangeError' || error?.key === 'limit.superseded' || error?.key === 'limit.cancelled') throw error;
          const table = element('div', {});
          box.replaceChildren(element('p', { class: 'note', 'data-testid': 'table-beyond' }, t('table.beyond', { game: component.text, reason: error?.localized?.[lang] ?? error?.message ?? '' })), table);
          await drawStrip(table, { game: `${component.table.row} 0`, to: 200 }, context);
        }
      });
    } else if (component.table.kind === 'grid') {
      drawn.push(() => drawGrid(box, { game: component.text }, context));
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
