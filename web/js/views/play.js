// Play against a perfect computer opponent: choose who starts, ask for a hint, undo and
// redo, read the move history; after each of your moves the explanation says what you
// left and what the computer did with it. This module keeps the game (its history, whose
// turn it is) and asks core for every fact; what is drawn lives beside it in play/: the
// controls, the board, the moves, the history and the sentences. The chart of the values
// so far is chart.js, fetched when it is first shown.

import { element } from '../dom.js';
import { HINT_LEVELS, playControls } from './play/controls.js';
import { playBoard } from './play/board.js';
import { renderMoves } from './play/moves.js';
import { renderHistory, moveWords } from './play/log.js';
import { statusLine, explainLeft } from './play/status.js';

/**
 * The value of a position as the chart shows it, all from core's `options` of it: its
 * outcome, its SG value (normal play) and its remoteness.
 */
function positionValue(list) {
  return { outcome: list.outcome ?? null, sg: list.sg ?? null, remoteness: list.remoteness ?? null };
}

/**
 * Mounts a game against the computer in `container`, starting at `start`, with the game
 * drawn (the core's `board` drawing, whose parts are the moves) in `lang`.
 * `api.call(method, ...args)` runs the wasm exports (`options`, `computerMove`, `analyze`);
 * `rule` is the game's rule (`normal`, `misere`, `every`; the wasm `describe`), which
 * chooses the chart's measure, and `mayRepeat` (the same) whether its positions may repeat;
 * `first` is `'you'` or `'computer'`; `moves` the positions reached since `start` (from
 * the address), replayed where each is a legal move of the one before;
 * `onPosition(text, move, path)` reports the current position, the move that reached it
 * (`{from, to, by: 'you'|'computer'}`, or null after undo, redo and restart) and the
 * positions from the start to it; `onFirst(first)` the choice of who starts; `hint` the
 * hint level to start with and `onHint(level)` each change of it (the analysis beside the
 * board reveals as much); `showError(error)` shows a failed call; `board` the first
 * board's drawing if asked for already (drawn.js, `askDrawing`). `ready`, instead of
 * `start` and `rule`: a Promise of `{start, rule}` (the wasm `describe`, still on its
 * way): the view is built at once, so the page lays it out while the wasm arrives, and
 * its controls wait (inert) for the position; a rejected `ready` is the caller's to show.
 * Returns `{dispose}`.
 */
export function mountPlay(container, { t, lang = 'en', api, start: startText = null, moves: replayed = [], rule: startRule = 'normal', mayRepeat: startMayRepeat = false, first = 'you', hint: initialHint = 'off', onPosition = () => {}, onFirst = () => {}, onHint = () => {}, showError = () => {}, board: askedBoard = null, ready = null }) {
  let start = startText;
  let rule = startRule;
  let mayRepeat = startMayRepeat;
  let disposed = false;
  let starter = first;
  let history = [{ game: start, by: null, note: null }];
  let index = 0;
  let hint = HINT_LEVELS.includes(initialHint) ? initialHint : 'off';
  let strength = 0;
  /** The wasm `options` of the current position, null while on their way. */
  let options = null;
  let working = false;
  /** An undo or redo asked for while the computer works: done once it has settled. */
  let pending = null;
  const settled = (step) => { if (working) pending = step; else step(); };
  let lastMove = null;
  /**
   * Where the focus goes once the position after your move is known: `'board'` when you
   * moved on the board (it stays there), `'next'` for the next thing to do, or false.
   */
  let refocus = false;
  /** Counts the chart's drawings: only the latest one is shown (chart.js loads once). */
  let charts = 0;
  let asked = askedBoard;
  const words = moveWords(api.call, lang);

  const mover = (i) => ((i % 2 === 0) === (starter === 'you') ? 'you' : 'computer');
  const current = () => history[index].game;
  /**
   * A draw by agreement: the position has come back with the same player to move, and
   * core says neither side can force a win from it (its outcome is D), so the game would
   * go round forever. A position that repeats where one side can win plays on.
   */
  const repeated = () => !!options && options.outcome === 'D'
    && history.slice(0, index).some((entry, i) => entry.game === current() && mover(i) === mover(index));
  const over = () => !!options && (options.total === 0 || repeated());
  const yours = () => !!options && !over() && mover(index) === 'you' && !working;
  const report = (error) => { if (!disposed) showError(error); };

  const controls = playControls(t, {
    starter,
    hint,
    onFirst: (value) => { starter = value; onFirst(value); reset(); },
    onHint: (level) => { hint = level; onHint(level); draw(); },
    onStrength: (perMille) => { strength = perMille; },
    // Undo and redo asked for while the computer works wait for it to settle; they stay
    // enabled, so a focused button keeps the focus.
    onUndo: () => settled(stepBack),
    onRedo: () => settled(stepForward),
    onRestart: () => reset(),
  });
  const position = element('p', { class: 'play-position' });
  const lastMoveLine = element('p', { class: 'play-last', 'aria-live': 'polite', 'data-testid': 'play-last' });
  // The game itself, drawn; on your turn its parts are the moves (click or Enter).
  const board = playBoard({
    t, lang, call: api.call, playable: yours, moves: () => options, showError: report, gone: () => disposed,
    onPlay: (game) => play(game),
    onPartial: (text) => { lastMoveLine.textContent = text; },
  });
  const status = element('p', { class: 'play-status', 'aria-live': 'polite', 'data-testid': 'play-status' });
  const note = element('p', { class: 'play-note', 'aria-live': 'polite', 'data-testid': 'play-note' });
  const moves = element('div', { class: 'play-moves', 'data-testid': 'play-moves' });
  const log = element('ol', { class: 'play-history', 'data-testid': 'play-history' });
  const chart = element('div', { class: 'play-chart-box' });
  // The chart shows nothing useful while hints are off (every bar hidden): hidden until then.
  const chartBlock = element('div', { class: 'play-chart-block', 'data-testid': 'play-chart-block' }, element('h3', {}, t('play.chart')), chart);
  // As draw() sets them on a start (shown so while a `ready` position is on its way).
  chartBlock.hidden = hint === 'off';
  container.replaceChildren(
    element('p', { class: 'muted intro' }, t('play.intro')),
    controls.element,
    position, board.element, lastMoveLine, status, note, moves,
    element('h3', {}, t('play.history')), log,
    chartBlock,
  );

  function reset() {
    history = [{ game: history[0].game, by: null, note: null }];
    index = 0;
    pending = null;
    advance();
  }

  function stepBack() {
    let i = index - 1;
    while (i > 0 && mover(i) !== 'you') i -= 1;
    if (i >= 0 && mover(i) === 'you') { index = i; advance(false); }
  }

  function stepForward() {
    let i = index + 1;
    while (i < history.length - 1 && mover(i) !== 'you') i += 1;
    if (i < history.length) { index = i; advance(false); }
  }

  /** Goes back (or forward) to history entry `i`, on a position where you are to move. */
  function goTo(i) {
    let target = i;
    while (target > 0 && mover(target) !== 'you') target -= 1;
    index = target;
    advance(false);
  }

  /** Adds the move to `game` by `by` after the current position, and moves to it. */
  function push(game, by) {
    const from = current();
    lastMove = { from, to: game, by };
    history = history.slice(0, index + 1);
    const entry = { game, by, note: null, words: null };
    history.push(entry);
    words(from, game).then((text) => { entry.words = text; draw(); });
    index += 1;
  }

  /** Asks core what the position you left means, once the computer's reply is known. */
  async function explain(reply, still) {
    if (index === 0 || history[index].by !== 'you' || history[index].note) return;
    const left = await api.call('analyze', current());
    if (still()) history[index].note = explainLeft(t, left, reply);
  }

  async function advance(computerMayMove = true) {
    options = null;
    const move = lastMove;
    lastMove = null;
    onPosition(current(), move, history.slice(1, index + 1).map((entry) => entry.game));
    draw();
    const token = history;
    const at = index;
    const still = () => !disposed && token === history && at === index;
    try {
      working = true;
      const list = await api.call('options', current());
      if (!still()) return;
      options = list;
      working = false;
      history[index].value = positionValue(list);
      if (!over() && mover(index) === 'computer' && computerMayMove && index === history.length - 1) {
        draw();
        working = true;
        const seed = crypto.getRandomValues(new Uint32Array(1))[0];
        const reply = await api.call('computerMove', current(), strength, seed);
        if (!still()) return;
        working = false;
        if (reply) {
          await explain(reply.game, still);
          if (!still()) return;
          push(reply.game, 'computer');
          await advance();
          return;
        }
      } else if (over()) {
        await explain(null, still);
        if (!still()) return;
      }
    } catch (error) {
      working = false;
      report(error);
    }
    working = false;
    draw();
    const step = pending;
    pending = null;
    if (step) step();
  }

  function play(game) {
    if (working) return;
    const focused = container.getRootNode().activeElement;
    refocus = focused && board.element.contains(focused) ? 'board' : 'next';
    push(game, 'you');
    advance();
  }

  /**
   * After your move the focus goes to the next thing to do: your next move (on the board
   * when you moved there), or restart.
   */
  function placeFocus() {
    if (!refocus || working || options === null) return;
    if (mover(index) !== 'you' && options.total !== 0) return;
    const to = refocus;
    refocus = false;
    if (over()) { controls.restart.focus({ preventScroll: true }); return; }
    if (to === 'board' && board.focus()) return;
    const move = moves.querySelector('[data-testid="play-move"]');
    if (move) move.focus({ preventScroll: true });
    else board.focus();
  }

  function draw() {
    if (disposed) return;
    position.replaceChildren(t('play.position'), ' ', element('code', { 'data-testid': 'play-position' }, current()));
    const ended = over();
    const toMove = mover(index);
    // The best moves: to a P; from a draw (no move to a P), those that keep the draw.
    const wanted = options?.outcome === 'D' ? 'D' : 'P';
    const best = hint === 'best' && yours() ? new Set(options.moves.filter((m) => m.outcome === wanted).map((m) => m.game)) : null;
    board.show(current(), `${index}:${current()}`, { asked: takeAsked(), best });
    const line = statusLine(t, options, toMove, repeated() ? current() : null);
    status.textContent = line.text;
    if (line.winner) status.dataset.result = line.winner;
    else delete status.dataset.result;
    // The last explanation: what you left (after the computer's reply). With hints off it
    // waits for the end of the game: it would tell whether you are winning.
    const lastNote = [...history.slice(0, index + 1)].reverse().find((entry) => entry.note)?.note ?? '';
    note.textContent = hint === 'off' && !ended ? '' : lastNote;
    moves.replaceChildren();
    if (options && !ended && toMove === 'you') renderMoves(moves, { t, options, hint, onPlay: play });
    renderHistory(log, { t, history, index, goTo });
    drawChart(ended);
    const last = history[index];
    lastMoveLine.textContent = index > 0 && last.words ? t(last.by === 'you' ? 'play.you_did' : 'play.computer_did', { move: last.words }) : '';
    controls.update({
      canUndo: history.slice(0, index).some((_, i) => mover(i) === 'you'),
      canRedo: index < history.length - 1,
      hint,
      over: ended,
    });
    placeFocus();
  }

  /** The first board's drawing, asked for by the caller, used once. */
  function takeAsked() {
    const given = asked;
    asked = null;
    return given;
  }

  /**
   * The value of each position so far; the current one stays hidden while you play
   * without hints (it would tell you whether you are winning).
   */
  function drawChart(ended) {
    chartBlock.hidden = !ended && hint === 'off';
    if (chartBlock.hidden) return;
    const entries = history.slice(0, index + 1);
    const mine = ++charts;
    import('./chart.js').then(({ renderValueChart }) => {
      if (!disposed && mine === charts) chart.replaceChildren(renderValueChart(entries, { t, rule, mayRepeat, hideLast: false }));
    }).catch(() => {});
  }

  const keys = (event) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    if (event.key === 'z') { event.preventDefault(); settled(stepBack); }
    if (event.key === 'y') { event.preventDefault(); settled(stepForward); }
  };
  container.addEventListener('keydown', keys);

  /**
   * Replays the positions of `list` from the start, each checked against core's moves of
   * the one before (a link may be edited by hand); stops at the first that is not a move.
   */
  async function replay(list) {
    working = true;
    draw();
    const entries = [];
    let at = start;
    try {
      for (const [i, text] of list.entries()) {
        const found = (await api.call('options', at)).moves.find((m) => m.game === text);
        if (disposed) return;
        if (!found) break;
        entries.push({ game: found.game, by: mover(i), note: null, words: null });
        words(at, found.game).then((text) => { entries[i].words = text; draw(); });
        at = found.game;
      }
    } catch (error) {
      report(error);
    }
    history = [history[0], ...entries];
    index = entries.length;
    working = false;
  }
  const begin = () => {
    if (replayed.length) replay(replayed).then(() => { if (!disposed) advance(); });
    else advance();
  };
  if (ready) {
    controls.element.inert = true;
    ready.then((given) => {
      if (disposed) return;
      start = given.start;
      rule = given.rule ?? 'normal';
      mayRepeat = given.mayRepeat ?? false;
      history = [{ game: start, by: null, note: null }];
      controls.element.inert = false;
      begin();
    }, () => {});
  } else {
    begin();
  }
  return {
    dispose() {
      disposed = true;
      container.removeEventListener('keydown', keys);
    },
  };
}
