// The play view's chart of the values of the positions so far (chart.js, fetched when it
// is first shown): each value is core's, from the wasm `options` of the position.

import { element } from '../../dom.js';
import { withLaterTexts } from '../../runtime.js';

/**
 * The value of a position as the chart shows it, all from core's `options` of it: its
 * outcome, its SG value (normal play) and its remoteness.
 */
export function positionValue(options) {
  return { outcome: options.outcome ?? null, sg: options.sg ?? null, remoteness: options.remoteness ?? null };
}

/**
 * The chart's block, under the heading `play.chart`, hidden at first when `visible` is
 * false. Returns `{element, show(entries, visible, {rule, mayRepeat}), dispose()}`: `show`
 * draws the values of `entries` (history entries with `value`) under the game's `rule`,
 * or hides the block; only the latest drawing asked for is shown.
 */
export function valueChart(t, { visible }) {
  const chart = element('div', { class: 'play-chart-box' });
  const block = element('div', { class: 'play-chart-block', 'data-testid': 'play-chart-block' }, element('h3', {}, t('play.chart')), chart);
  block.hidden = !visible;
  /** Counts the drawings: only the latest one is shown (chart.js loads once). */
  let charts = 0;
  let gone = false;
  return {
    element: block,
    show(entries, shown, { rule, mayRepeat }) {
      block.hidden = !shown;
      if (!shown) return;
      const mine = ++charts;
      withLaterTexts(import('../chart.js')).then(({ renderValueChart }) => {
        if (!gone && mine === charts) chart.replaceChildren(renderValueChart(entries, { t, rule, mayRepeat, hideLast: false }));
      }).catch(() => {});
    },
    dispose() {
      gone = true;
    },
  };
}
