// The chart under a game against the computer: the value of each position so far. A
// module of its own, fetched by `import()` when the chart is first shown (hints on, or the
// game over): a game's first paint never waits for it.

import { element, svg } from '../dom.js';

/** The chart's geometry: one column per position, bars up to `CHART_HEIGHT`. */
const CHART = { column: 28, height: 90, top: 16, bottom: 18, left: 4 };

/**
 * The chart of the value over the game: one bar per position of `entries` (each `{value:
 * {outcome, sg, remoteness}}`), its height the SG value under normal play and the
 * remoteness (moves to the end with best play) under the other rules, P and N in their
 * colours and letters. `hideLast` keeps the current position's value secret while playing.
 */
export function renderValueChart(entries, { t, rule, mayRepeat = false, hideLast }) {
  const metric = rule === 'normal' ? 'sg' : 'remoteness';
  // A game that may never end: generalized SG values (a draw or ∞ has no height).
  const words = mayRepeat ? 'loopy' : metric;
  const known = entries.map((entry, i) => (hideLast && i === entries.length - 1 ? null : entry.value ?? null));
  const numbers = known.map((value) => {
    const n = value && value[metric] !== null && value[metric] !== undefined ? Number(value[metric]) : null;
    return Number.isFinite(n) ? n : null; // an ∞(K) value has no height
  });
  const top = Math.max(1, ...numbers.filter((n) => n !== null && Number.isFinite(n)));
  const width = CHART.left * 2 + entries.length * CHART.column;
  const height = CHART.top + CHART.height + CHART.bottom;
  const bars = known.flatMap((value, i) => {
    const x = CHART.left + i * CHART.column;
    const label = svg('text', { x: x + CHART.column / 2, y: height - 4, 'text-anchor': 'middle', class: 'chart-axis' }, String(i));
    if (!value) return [label, svg('text', { x: x + CHART.column / 2, y: CHART.top + CHART.height - 2, 'text-anchor': 'middle', class: 'chart-axis' }, '?')];
    const n = numbers[i];
    const h = n === null ? 0 : Math.max(2, Math.round((Math.min(n, top) / top) * CHART.height));
    const outcome = value.outcome ?? '';
    const title = t('play.chart_bar', { move: i, outcome: outcome || '?', value: n === null ? '?' : value[metric] });
    return [
      svg('rect', { x: x + 4, y: CHART.top + CHART.height - h, width: CHART.column - 8, height: h, class: `chart-bar ${outcome}`, 'data-testid': 'play-chart-bar', 'data-outcome': outcome },
        svg('title', {}, title)),
      svg('text', { x: x + CHART.column / 2, y: CHART.top + CHART.height - h - 3, 'text-anchor': 'middle', class: 'chart-value' }, `${outcome}${n === null ? '' : ` ${value[metric]}`}`),
      label,
    ];
  });
  return element('figure', { class: 'play-chart', 'data-testid': 'play-chart' },
    svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-label': t(`play.chart_aria.${words}`) },
      svg('line', { x1: CHART.left, x2: width - CHART.left, y1: CHART.top + CHART.height, y2: CHART.top + CHART.height, class: 'chart-base' }),
      ...bars),
    element('figcaption', { class: 'muted' }, t(`play.chart_caption.${words}`)));
}
