// The SG tables: for a heap game a strip of the values of heaps 0..N with the detected
// period marked; for a two-number game (wythoff, euclid, cut) a heat map with the
// P-positions marked, and for Wythoff the two Beatty rays of its P-pairs. Hovering or
// focusing a cell shows its position and value; clicking it (or Enter) opens it.

import { element, svg, button } from '../dom.js';
import { pairGame } from '../presets.js';

/** Arrow-key movement over a grid of `rows` x `columns`; returns the new [row, column]. */
function move(key, [row, column], rows, columns, rowStep = 1) {
  const moves = {
    ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-rowStep, 0], ArrowDown: [rowStep, 0],
    Home: [0, -columns], End: [0, columns],
  };
  const delta = moves[key];
  if (!delta) return null;
  return [Math.min(rows - 1, Math.max(0, row + delta[0])), Math.min(columns - 1, Math.max(0, column + delta[1]))];
}

function describeCell(t, game, value) {
  if (value === null || value === undefined) return t('table.not_position', { game });
  const outcome = value === '0' ? 'P' : 'N';
  return t('table.cell', { game, sg: value, outcome });
}

/**
 * The strip of a heap game. `data = {component, values: string[], period: report|null,
 * heaps: string[]}`; `onOpen(text)` opens a one-heap position.
 */
export function renderStrip(container, data, { t, onOpen }) {
  const { component, values, period, heaps } = data;
  const readout = element('p', { class: 'readout', 'aria-live': 'polite', 'data-testid': 'table-readout' }, t('table.hover'));
  const strip = element('div', { class: 'strip', role: 'group', 'aria-label': t('table.strip_aria', { component }), 'data-testid': 'strip' });
  const current = new Set(heaps);
  const pre = period?.period ? BigInt(period.preperiod ?? '0') : null;
  const q = period?.period ? BigInt(period.period) : null;
  const cells = values.map((value, n) => {
    const game = `${component} ${n}`;
    const classes = ['cell', value === '0' ? 'P' : 'N'];
    if (current.has(String(n))) classes.push('current');
    if (q !== null && BigInt(n) >= pre) {
      const block = (BigInt(n) - pre) / q;
      classes.push(block % 2n === 0n ? 'band-a' : 'band-b');
      if ((BigInt(n) - pre) % q === 0n) classes.push('period-start');
    }
    const cell = element('button', {
      type: 'button', class: classes.join(' '), tabindex: n === 0 ? 0 : -1,
      // Named by its visible text (heap, value); the title describes it in words.
      'data-heap': n, 'data-sg': value, title: describeCell(t, game, value),
    }, element('span', { class: 'heap' }, String(n)), ' ', element('span', { class: 'value' }, value));
    const show = () => { readout.textContent = describeCell(t, game, value); };
    cell.addEventListener('mouseenter', show);
    cell.addEventListener('focus', show);
    cell.addEventListener('click', () => onOpen(game));
    return cell;
  });
  strip.append(...cells);
  strip.addEventListener('keydown', (event) => {
    const index = cells.indexOf(event.target.closest?.('.cell'));
    if (index < 0) return;
    const perRow = Math.max(1, Math.round(strip.clientWidth / (cells[0].offsetWidth + 4)) || 10);
    const next = event.key === 'ArrowLeft' ? index - 1 : event.key === 'ArrowRight' ? index + 1
      : event.key === 'ArrowUp' ? index - perRow : event.key === 'ArrowDown' ? index + perRow
        : event.key === 'Home' ? 0 : event.key === 'End' ? cells.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const target = cells[Math.min(cells.length - 1, Math.max(0, next))];
    cells.forEach((cell) => { cell.tabIndex = -1; });
    target.tabIndex = 0;
    target.focus();
  });
  let periodText;
  if (period && !period.period && String(period.checkedTo) === '0') {
    // A game answered by a formula at every heap (nim): no period to look for.
    periodText = t('table.no_detector', { game: component });
  } else if (period?.period) {
    periodText = t('table.period', { period: period.period, preperiod: period.preperiod ?? '0', checked: period.checkedTo });
  } else if (period) {
    periodText = t('table.no_period', { checked: period.checkedTo });
  } else {
    periodText = t('table.period_unknown');
  }
  const parts = [
    element('h3', {}, t('table.strip_title', { component })),
    element('p', { class: 'muted intro' }, t('table.strip_intro')),
    element('p', { class: 'period', 'data-testid': 'period' }, periodText),
  ];
  if (period?.period && period?.certificate) parts.push(element('details', { class: 'certificate' }, element('summary', {}, t('table.certificate')), element('p', {}, period.certificate)));
  parts.push(strip, readout);
  container.replaceChildren(...parts);
}

/**
 * The heat map of a two-number game. `data = {component, grid: (string|null)[][],
 * pairs: [a, b][] | null, cell: [a, b] | null}`; `onOpen(text)` opens a cell's position.
 */
export function renderHeatmap(container, data, { t, onOpen }) {
  const { component, grid, pairs, cell: currentCell } = data;
  const size = grid.length;
  const unit = 24;
  const pad = 26;
  const values = grid.flat().filter((v) => v !== null).map((v) => BigInt(v));
  const max = values.reduce((m, v) => (v > m ? v : m), 1n);
  const heat = (value) => {
    if (value === '0') return 'P';
    const level = Number((BigInt(value) * 7n + max - 1n) / max);
    return `N h${Math.min(7, Math.max(1, level))}`;
  };
  const readout = element('p', { class: 'readout', 'aria-live': 'polite', 'data-testid': 'table-readout' }, t('table.hover'));
  const cells = svg('g', { class: 'cells' });
  const showNumbers = size <= 24;
  grid.forEach((row, a) => row.forEach((value, b) => {
    const game = pairGame(component, a, b);
    const x = pad + b * unit;
    const y = pad + a * unit;
    const cls = value === null ? 'hole' : heat(value);
    const group = svg('g', { class: `hcell ${cls}`, 'data-a': a, 'data-b': b, 'data-sg': value ?? '' },
      svg('title', {}, describeCell(t, game, value)),
      svg('rect', { x, y, width: unit - 1, height: unit - 1 }));
    if (value !== null && showNumbers) {
      group.append(svg('text', { x: x + unit / 2 - 0.5, y: y + unit / 2 + 4 }, value === '0' ? 'P' : value));
    }
    group.addEventListener('mouseenter', () => { readout.textContent = describeCell(t, game, value); });
    group.addEventListener('click', () => { if (value !== null) onOpen(game); });
    cells.append(group);
  }));
  const axes = svg('g', { class: 'axes' });
  for (let i = 0; i < size; i += size > 20 ? 5 : 1) {
    axes.append(svg('text', { x: pad + i * unit + unit / 2, y: pad - 8 }, String(i)));
    axes.append(svg('text', { x: pad - 6, y: pad + i * unit + unit / 2 + 4, class: 'row-label' }, String(i)));
  }
  const overlay = svg('g', { class: 'overlay' });
  if (pairs) {
    // The two Beatty rays: (a_k, b_k) with a_k = floor(k*phi), b_k = a_k + k, and their mirror.
    const centre = (a, b) => `${pad + Number(b) * unit + unit / 2},${pad + Number(a) * unit + unit / 2}`;
    const inside = pairs.filter(([a, b]) => Number(a) < size && Number(b) < size);
    const lower = pairs.filter(([a, b]) => Number(a) < size && Number(b) < size + 2);
    const upper = lower.map(([a, b]) => [b, a]);
    overlay.append(svg('polyline', { class: 'ray', points: lower.map(([a, b]) => centre(a, b)).join(' ') }));
    overlay.append(svg('polyline', { class: 'ray', points: upper.map(([a, b]) => centre(a, b)).join(' ') }));
    overlay.dataset.pairs = String(inside.length);
  }
  const cursor = svg('rect', { class: 'cursor', width: unit - 1, height: unit - 1, x: pad, y: pad });
  if (currentCell && Number(currentCell[0]) < size && Number(currentCell[1]) < size) {
    overlay.append(svg('rect', {
      class: 'current', x: pad + Number(currentCell[1]) * unit, y: pad + Number(currentCell[0]) * unit, width: unit - 1, height: unit - 1,
    }));
  }
  overlay.append(cursor);
  const extent = pad + size * unit + 4;
  const map = svg('svg', {
    class: 'heatmap', viewBox: `0 0 ${extent} ${extent}`, width: extent, height: extent, tabindex: 0, role: 'application',
    'aria-label': t('table.grid_aria', { component }), 'data-testid': 'heatmap',
  }, axes, cells, overlay);
  let at = currentCell ? [Math.min(size - 1, Number(currentCell[0])), Math.min(size - 1, Number(currentCell[1]))] : [0, 0];
  const showCursor = () => {
    cursor.setAttribute('x', pad + at[1] * unit);
    cursor.setAttribute('y', pad + at[0] * unit);
    readout.textContent = describeCell(t, pairGame(component, at[0], at[1]), grid[at[0]][at[1]]);
  };
  map.addEventListener('focus', showCursor);
  map.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (grid[at[0]][at[1]] !== null) onOpen(pairGame(component, at[0], at[1]));
      return;
    }
    const next = move(event.key, at, size, size);
    if (!next) return;
    event.preventDefault();
    at = next;
    showCursor();
  });
  const parts = [
    element('h3', {}, t('table.grid_title', { component })),
    element('p', { class: 'muted intro' }, t(pairs ? 'table.grid_intro_wythoff' : 'table.grid_intro')),
    element('div', { class: 'heatmap-scroll' }, map),
    readout,
  ];
  container.replaceChildren(...parts);
}

/** The table view's message for a game without a table, with the gallery's table games as links. */
export function renderNoTable(container, { t, keyword, onOpen, suggest = true }) {
  container.replaceChildren(
    element('p', { 'data-testid': 'no-table' }, t('table.none', { game: keyword ?? '' })),
    suggest && element('p', {},
      button('nim 3 4 5', () => onOpen('nim 3 4 5')), ' ',
      button('kayles 7', () => onOpen('kayles 7')), ' ',
      button('wythoff 3 7', () => onOpen('wythoff 3 7'))),
  );
}
