// <sg-quiz game="nim 3 4 5" ask="outcome|move|sg">: a "try it" exercise whose answer the
// engine checks. `outcome`: is the position P or N? `move`: pick a winning move among the
// position's moves. `sg`: type the SG value. The question itself is the page's text; the
// widget shows the answer controls and says right or wrong, and why. Each answer raises
// `sg-select` with `{game, answer, correct}`.

import { SgElement, attributeError } from './base.js';
import { element, button } from '../dom.js';

const ASKS = ['outcome', 'move', 'sg'];

export class SgQuizElement extends SgElement {
  static attributes = ['game', 'ask'];

  async draw(box, context) {
    const { tr, t, call, stale, emit } = context;
    const asked = (this.getAttribute('ask') ?? 'outcome').trim();
    if (!ASKS.includes(asked)) throw attributeError(tr, 'ask', 'widget.expected.ask', asked);
    const analysis = await call('analyze', this.getAttribute('game') ?? 'nim 3 4 5');
    if (stale()) return;
    // SG values are defined under normal play only: elsewhere the outcome is asked.
    const ask = asked === 'sg' && (analysis.sg === null || analysis.sg === undefined) ? 'outcome' : asked;
    const game = analysis.game;
    const feedback = element('p', { class: 'quiz-feedback', 'aria-live': 'polite', 'data-testid': 'quiz-feedback' });
    const say = (correct, reason, answer) => {
      feedback.className = `quiz-feedback ${correct ? 'right' : 'wrong'}`;
      feedback.textContent = `${t(correct ? 'quiz.right' : 'quiz.wrong')} ${reason}`;
      feedback.dataset.correct = String(correct);
      emit('sg-select', { game, answer, correct });
    };
    const outcomeName = (letter) => t(`quiz.${letter}`);
    let controls;
    if (ask === 'outcome') {
      controls = element('div', { class: 'quiz-answers', role: 'group', 'aria-label': t('quiz.outcome') },
        element('span', {}, t('quiz.outcome')),
        ...['P', 'N'].map((letter) => button(outcomeName(letter), () => say(letter === analysis.outcome,
          t('quiz.outcome_is', { game, outcome: outcomeName(analysis.outcome) }), letter), { 'data-answer': letter, 'data-testid': 'quiz-answer' })));
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
        say(BigInt(text) === BigInt(analysis.sg), t('quiz.sg_is', { game, sg: analysis.sg }), text);
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
          say(wins, reason, move.game);
        }, { 'data-testid': 'quiz-answer', 'data-game': move.game }))));
      controls = element('div', {}, element('p', {}, t('quiz.move')), list);
    }
    box.replaceChildren(controls, feedback);
  }
}
