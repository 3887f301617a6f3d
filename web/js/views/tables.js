// The table view of any game: one table per component of the sum (a heap game's strip
// with its proved period, a two-number game's heat map), drawn by the core's renderer from
// the wasm `describe` of the game, so nothing re-reads notation here. Choosing a cell
// replaces that component in the sum and keeps the rule. Under the tables, "why this
// value" derives the shown position's SG value from the definition (the wasm `why`), and
// each table can be copied as code (打表, the wasm `tableText`). What folds under the tables
// is in tabletools.js, loaded once the tables are drawn.

import { element, button } from '../dom.js';
import { askDrawing, drawView } from './drawn.js';
import { CLAIM_EXAMPLES, TABLE_EXAMPLES } from '../table-examples.js';
import { withLaterTexts } from '../runtime.js';

/** What folds under a table (tabletools.js), fetched when first needed (once: the browser
 *  keeps modules), with its words (runtime.js `withLaterTexts`). */
export function loadTableTools() {
  return withLaterTexts(import('./tabletools.js'));
}

/** The game with component `index` of `description` replaced by `text`, rule kept. */
export function replaceComponent(description, index, text) {
  const parts = description.components.map((component, i) => (i === index ? text : component.text));
  const sum = parts.join(' + ');
  return description.rule === 'normal' ? sum : `${description.rule}: ${sum}`;
}

/** Draws the strip of a heap game position (`kayles 5`, `nim 3 4`) into `box`; `asked`:
 *  that strip asked for already (`askStrip`). */
export function drawStrip(box, { game, to = null, asked = null }, context) {
  return drawView(box, { ...context, game, view: 'table', options: stripOptions(to), testid: 'strip', asked });
}

/** Asks the worker for the strip `drawStrip` draws, before it is drawn (drawn.js,
 *  `askDrawing`), into `box` (for its width). */
export function askStrip({ game, to = null }, { call, lang }, box = null) {
  return askDrawing(call, { game, view: 'table', options: stripOptions(to), lang, box });
}

/** The drawing options of a strip up to heap `to` (null: the core's default). */
function stripOptions(to) {
  return to === null ? {} : { to };
}

/** Draws the heat map of a two-number game position (`wythoff 4 7`) into `box`. */
export function drawGrid(box, { game, size = null }, context) {
  return drawView(box, { ...context, game, view: 'grid', options: size === null ? {} : { size }, testid: 'heatmap' });
}

/**
 * On a narrow column, the side of a heat map whose cells stay at least 24 CSS px and
 * fit the width (about 26 units a cell beside the axis), but never short of the current
 * cell; null (the core's default) on a wide one.
 */
export function phoneGridSize(box, text) {
  const width = box.getBoundingClientRect().width;
  if (!(width > 0) || width >= 600) return null;
  const fit = Math.floor((width - 50) / 26);
  const coordinates = (String(text).match(/\d+/g) ?? []).map(Number).filter(Number.isSafeInteger);
  return Math.max(4, fit, ...coordinates.map((n) => n + 2));
}

/**
 * A limit error as the page says it: a heap table's work limit points at "Compute
 * further" (which the page has) instead of `sg`'s --max-work (which a web reader has not).
 */
export function limitText(t, lang, error) {
  const text = error?.localized?.[lang] ?? String(error?.message ?? error);
  if (error?.key !== 'limit.table_work') return text;
  return `${text.replace(/\s*[(（][^()（）]*--max-work[^()（）]*[)）]\s*$/, '')}${lang === 'zh' ? '。' : '. '}${t('page.limit.further')}`;
}

/** The message for a component without a table, with the gallery's table games as links. */
export function renderNoTable(container, { t, keyword, onOpen, suggest = true }) {
  container.replaceChildren(
    element('p', { 'data-testid': 'no-table' }, t('table.none', { game: keyword ?? '' })),
    suggest && element('p', {},
      ...TABLE_EXAMPLES.flatMap((game) => [button(game, () => onOpen(game)), ' '])),
  );
}

/**
 * 打表找规律: the pattern of a component's table (the wasm `pattern`: a heap game's period,
 * preperiod and saltus; a two-number game's rule for its P-positions), one sentence with
 * how far it is known to hold, and the theorem when one proves it.
 */
export async function renderPattern(box, component, { t, lang, call, stale }) {
  let found;
  try {
    found = await call('pattern', component);
  } catch (error) {
    return;
  }
  if (stale() || !found?.rule) return;
  const parts = [element('strong', {}, t('text.label', { label: t('table.pattern') })), found.rule[lang] ?? found.rule.en];
  const block = element('div', { class: 'pattern', 'data-testid': 'pattern', 'data-kind': found.kind, 'data-proved': String(found.proved) },
    element('p', {}, ...parts));
  // A proved period's theorem is the certificate folded under it (renderCertificate).
  if (found.theorem && found.kind === 'rule') block.append(element('p', { class: 'muted' }, found.theorem[lang] ?? found.theorem.en));
  box.append(block);
}

/**
 * The table view of `description` (the wasm `describe` result) in `container`.
 * `call(method, ...args)` runs a worker call; `stale()` says the view is no longer wanted;
 * `onOpen(game)` opens a position.
 */
export async function renderTables(container, description, { t, tr, lang, call, stale, onOpen, why = true, far = null }) {
  const components = description?.components ?? [];
  const blocks = [];
  if (description && description.rule !== 'normal') {
    blocks.push(element('p', { class: 'note', 'data-testid': 'table-rule-note' }, t(`table.rule_note.${description.rule}`)));
  }
  const drawn = [];
  const exports = [];
  components.forEach((component, index) => {
    const box = element('section', { class: 'table-block', 'data-testid': 'table-block' });
    const context = { t, lang, call, stale, onOpen: (text) => onOpen(replaceComponent(description, index, text)) };
    if (component.table.kind === 'strip') {
      exports.push(async () => {
        await renderPattern(box, component.table.row, context);
        const tools = await loadTableTools();
        if (stale()) return;
        await tools.renderCertificate(box, component.table.row, context);
        box.append(tools.renderClaimCheck({ component: component.table.row, examples: CLAIM_EXAMPLES.heap, pair: false }, context));
        box.append(tools.renderTableExport({ kind: 'sequence', component: component.table.row }, context));
        if (far) box.append(tools.renderFarTable(component.table.row, { t, lang, far }));
      });
      drawn.push(async () => {
        try {
          await drawStrip(box, { game: component.text }, context);
        } catch (error) {
          // A heap past what a table can reach (a limit, not a typing error): the table
          // still shows what fits, from heap 0, and says why the heap is not in it.
          if (error?.name !== 'RangeError' || error?.key === 'limit.superseded' || error?.key === 'limit.cancelled') throw error;
          const table = element('div', {});
          box.replaceChildren(element('p', { class: 'note', 'data-testid': 'table-beyond' }, t('table.beyond', { game: component.text, reason: limitText(t, lang, error) })), table);
          await drawStrip(table, { game: `${component.table.row} 0`, to: 200 }, context);
        }
      });
    } else if (component.table.kind === 'grid') {
      exports.push(async () => {
        await renderPattern(box, component.table.keyword, context);
        const tools = await loadTableTools();
        if (stale()) return;
        const examples = CLAIM_EXAMPLES[component.table.keyword] ?? CLAIM_EXAMPLES.pair;
        box.append(tools.renderClaimCheck({ component: component.table.keyword, examples, pair: true }, context));
        box.append(tools.renderTableExport({ kind: 'grid', component: component.table.keyword }, context));
      });
      drawn.push(() => drawGrid(box, { game: component.text, size: phoneGridSize(box, component.text) }, context));
    } else {
      renderNoTable(box, { t, keyword: component.keyword, onOpen, suggest: components.length === 1 });
    }
    blocks.push(box);
  });
  const whyBox = element('section', { class: 'why-block', 'data-testid': 'why' });
  const tabled = components.some((component) => component.table.kind !== 'none');
  container.replaceChildren(...blocks, ...(why && tabled ? [whyBox] : []));
  for (const draw of drawn) {
    if (stale()) return;
    await draw();
  }
  if (stale()) return;
  for (const append of exports) {
    if (stale()) return;
    await append();
  }
  if (!(why && tabled)) return;
  const { renderWhy } = await loadTableTools();
  if (!stale()) await renderWhy(whyBox, description.game, { t, tr, lang, call, stale, normal: description.rule === 'normal' });
}
