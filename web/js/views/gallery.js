// The gallery: a card per preset (its name, two lines of introduction, its position);
// the first three are shown, the others fold under "all games".

import { element } from '../dom.js';

function card(t, preset, current, onPick, prefix = 'preset') {
  const node = element('button', {
    type: 'button', class: `preset${preset.game === current ? ' active' : ''}`, [`data-${prefix}`]: preset.id,
    'aria-pressed': String(preset.game === current),
  },
  element('span', { class: 'preset-name' }, t(`${prefix}.${preset.id}.name`)),
  element('span', { class: 'preset-line' }, t(`${prefix}.${preset.id}.line1`)),
  element('span', { class: 'preset-line muted' }, t(`${prefix}.${preset.id}.line2`)),
  element('code', {}, preset.game));
  node.addEventListener('click', () => onPick(preset));
  return node;
}

/**
 * Draws the gallery of `presets` into `container`; `current` is the shown game text,
 * `featured` how many cards show before the fold, `onPick(preset)` opens a preset.
 */
export function renderGallery(container, { presets, contests = [], current, featured = 3, open = false }, { t, onPick }) {
  const first = element('div', { class: 'gallery' }, ...presets.slice(0, featured).map((p) => card(t, p, current, onPick)));
  const rest = element('div', { class: 'gallery' }, ...presets.slice(featured).map((p) => card(t, p, current, onPick)));
  const more = element('details', { class: 'more-games' }, element('summary', { 'data-testid': 'all-games' }, t('gallery.more', { count: presets.length - featured })), rest);
  if (open || presets.slice(featured).some((p) => p.game === current)) more.open = true;
  const problems = element('details', { class: 'more-games', 'data-testid': 'contests' },
    element('summary', {}, t('gallery.contests', { count: contests.length })),
    element('div', { class: 'gallery' }, ...contests.map((p) => card(t, p, current, onPick, 'contest'))));
  if (contests.some((p) => p.game === current)) problems.open = true;
  container.replaceChildren(element('h2', {}, t('gallery.title')), first, more, ...(contests.length ? [problems] : []));
}
