// The body of <sg-quiz> (sg-quiz.js): the answer controls, right or wrong at once, then
// why (js/views/reason.js). A module of its own, fetched by `import()` when the first
// <sg-quiz> of a page connects, while the wasm module loads: a post without a quiz never
// downloads it.

import { attributeError } from './base.js';
import { element, button } from '../dom.js';
import { outcomeReason, sgReason } from '../views/reason.js';

const ASKS = ['outcome', 'move', 'sg'];

/** Draws the quiz of the element `host` (its `game` and `ask`) into `box`. */
export async function renderQuiz(host, box, context) {
  const { tr, t, call, stale, emit } = context;
  const asked = (host.getAttribute('ask') ?? 'outcome').trim();
  if (!ASKS.includes(asked)) throw attributeError(tr, 'ask', 'widget.expected.ask', asked);
  const analysis = await call('analyze', host.getAttribute('game') ?? 'nim 3 4 5');
  if (stale()) return;
  // SG values are defined under normal play only: elsewhere the outcome is asked.
  const ask = asked === 'sg' && (analysis.sg === null || analysis.sg === undefined) ? 'outcome' : asked;
  const game = analysis.game;
  const feedback = element('p', { class: 'quiz-feedback', 'aria-live': 'polite', 'data-testid': 'quiz-feedback' });
  const why = element('p', { class: 'quiz-why', 'data-testid': 'quiz-why' });
  // The author's answer (the element's own children): hidden until a first try.
  const authored = element('div', { class: 'quiz-authored', 'data-testid': 'quiz-authored', hidden: true }, element('slot', {}));
  const reasons = { call, t, lang: tr.lang };
  let tries = 0;
  /** Says right or wrong at once, then why (`explain()`, a Promise of a sentence). */
  const say = (correct, reason, answer, explain = null) => {
    tries += 1;
    const mine = tries;
    feedback.className = `quiz-feedback ${correct ? 'right' : 'wrong'}`;
    feedback.textContent = t('text.then', { first: t(correct ? 'quiz.right' : 'quiz.wrong'), second: reason });
    feedback.dataset.correct = String(correct);
    why.textContent = '';
    authored.hidden = !host.children.length;
    emit('sg-select', { game, answer, correct });
    explain?.().then((text) => {
      if (!stale() && mine === tries) why.textContent = text;
    }).catch(() => {});
  };
  const outcomeName = (letter) => t(`quiz.${letter}`);
  let controls;
  if (ask === 'outcome') {
    controls = element('div', { class: 'quiz-answers', role: 'group', 'aria-label': t('quiz.outcome') },
      element('span', {}, t('quiz.outcome')),
      ...['P', 'N'].map((letter) => button(outcomeName(letter), () => say(letter === analysis.outcome,
        t('quiz.outcome_is', { game, outcome: outcomeName(analysis.outcome) }), letter,
        () => outcomeReason(reasons, analysis)), { 'data-answer': letter, 'data-testid': 'quiz-answer' })));
  } else if (ask === 'sg') {
    const id = `sg-quiz-${Math.random().toString(36).slice(2, 8)}`;
    const input = element('input', { id, type: 'text', inputmode: 'numeric', autocomplete: 'off', 'data-testid': 'quiz-input' });
    const check = () => {
      const text = input.value.trim();
      if (!/^\d{1,20}$/.test(text)) {
        feedback.className = 'quiz-feedback wrong';
        feedback.textContent = t('quiz.not_a_number');
        return;
      }
      say(BigInt(text) === BigInt(analysis.sg), t('quiz.sg_is', { game, sg: analysis.sg }), text, () => sgReason(reasons, game));
    };
    input.addEventListener('keydown', (event) => { if (event.key === 'Enter') { event.preventDefault(); check(); } });
    controls = element('div', { class: 'quiz-answers' },
      element('label', { for: id }, t('quiz.sg')), input, button(t('quiz.check'), check, { 'data-testid': 'quiz-check' }));
  } else {
    const options = await call('options', game);
    if (stale()) return;
    const list = element('ul', { class: 'moves' }, ...options.moves.map((move) => element('li', {},
      button(move.game, () => {
        const wins = move.outcome === 'P';
        let reason = t(wins ? 'quiz.move_wins' : 'quiz.move_loses', { move: move.game });
        if (!wins && analysis.outcome === 'P') reason = t('quiz.no_winning', { game });
        // Why the position left is what it is: its xor, its mex, its step numbers.
        say(wins, reason, move.game, async () => outcomeReason(reasons, await call('analyze', move.game)));
      }, { 'data-testid': 'quiz-answer', 'data-game': move.game }))));
    controls = element('div', {}, element('p', {}, t('quiz.move')), list);
  }
  box.replaceChildren(controls, feedback, why, authored);
}
