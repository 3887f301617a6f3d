// Play against a perfect computer opponent: choose who starts, ask for a hint, undo and
// redo, read the move history; after each of your moves the explanation says what you
// left and what the computer did with it. This module joins the parts in play/ and asks
// core for every fact: the game so far (history.js), what waits for the computer's turn
// (settle.js), its moves and a link's replay (computer.js), the keys (keys.js), the
// controls, the board, the moves, the history list, the sentences, and the chart of the
// values so far (values.js; chart.js is fetched when it is first shown).

import { element } from '../dom.js';
import { HINT_LEVELS, playControls } from './play/controls.js';
import { playBoard } from './play/board.js';
import { renderMoves } from './play/moves.js';
import { renderHistory, moveWords } from './play/log.js';
import { statusLine, explainLeft } from './play/status.js';
import { PlayHistory } from './play/history.js';
import { Settle } from './play/settle.js';
import { undoRedoKeys } from './play/keys.js';
import { positionValue, valueChart } from './play/values.js';
import { computerMove, replayMoves } from './play/computer.js';

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
  const game = new PlayHistory(start, first);
  let hint = HINT_LEVELS.includes(initialHint) ? initialHint : 'off';
  let strength = 0;
  /** The wasm `options` of the current position, null while on their way. */
  let options = null;
  /** Whether core's answers or the computer's move are awaited; what waits for them. */
  const turn = new Settle();
  let lastMove = null;
  /**
   * Where the focus goes once the position after your move is known: `'board'` when you
   * moved on the board (it stays there), `'next'` for the next thing to do, or false.
   */
  let refocus = false;
  let asked = askedBoard;
  const words = moveWords(api.call, lang);

  /** Over: no move left, or a draw by repetition (core's outcome of the position is D). */
  const over = () => !!options && (options.total === 0 || game.repeated(options.outcome));
  const yours = () => !!options && !over() && game.mover() === 'you' && !turn.working;
  const report = (error) => { if (!disposed) showError(error); };
  // Undo and redo asked for while the computer works wait for it to settle.
  const undo = () => turn.when(() => { if (game.show(game.undoTarget())) advance(false); });
  const redo = () => turn.when(() => { if (game.show(game.redoTarget())) advance(false); });

  const controls = playControls(t, {
    starter: first,
    hint,
    onFirst: (value) => { game.starter = value; onFirst(value); reset(); },
    onHint: (level) => { hint = level; onHint(level); draw(); },
    onStrength: (perMille) => { strength = perMille; },
    onUndo: undo,
    onRedo: redo,
    onRestart: () => reset(),
  });
  const position = element('p', { class: 'play-position' });
  const lastMoveLine = element('p', { class: 'play-last', 'aria-live': 'polite', 'data-testid': 'play-last' });
  // The game itself, drawn; on your turn its parts are the moves (click or Enter).
  const board = playBoard({
    t, lang, call: api.call, playable: yours, moves: () => options, showError: report, gone: () => disposed,
    onPlay: (to) => play(to),
    onPartial: (text) => { lastMoveLine.textContent = text; },
  });
  const status = element('p', { class: 'play-status', 'aria-live': 'polite', 'data-testid': 'play-status' });
  const note = element('p', { class: 'play-note', 'aria-live': 'polite', 'data-testid': 'play-note' });
  const moves = element('div', { class: 'play-moves', 'data-testid': 'play-moves' });
  const log = element('ol', { class: 'play-history', 'data-testid': 'play-history' });
  // The chart shows nothing useful while hints are off (every bar hidden): hidden until
  // then (as draw() sets it on a start, so while a `ready` position is on its way).
  const values = valueChart(t, { visible: hint !== 'off' });
  container.replaceChildren(
    element('p', { class: 'muted intro' }, t('play.intro')),
    controls.element,
    position, board.element, lastMoveLine, status, note, moves,
    element('h3', {}, t('play.history')), log,
    values.element,
  );
  const stopKeys = undoRedoKeys(container, { undo, redo });

  function reset() {
    game.restart();
    turn.drop();
    advance();
  }

  /** Goes back (or forward) to history entry `i`, on a position where you are to move. */
  function goTo(i) {
    game.show(game.yourEntryAtOrBefore(i));
    advance(false);
  }

  /** Adds the move to `to` by `by` after the current position, and moves to it. */
  function push(to, by) {
    const from = game.current;
    lastMove = { from, to, by };
    const entry = game.push(to, by);
    words(from, to).then((text) => { entry.words = text; draw(); });
  }

  /** Asks core what the position you left means, once the computer's reply is known. */
  async function explain(reply, still) {
    if (game.index === 0 || game.shown.by !== 'you' || game.shown.note) return;
    const left = await api.call('analyze', game.current);
    if (still()) game.shown.note = explainLeft(t, left, reply);
  }

  /**
   * Shows the current position: asks core for its moves, then, on the computer's turn at
   * the end of the history (unless `computerMayMove` is false: after undo, redo and a
   * link in the history), for its move, and goes on from there; what waited for the turn
   * to settle runs at the end.
   */
  async function advance(computerMayMove = true) {
    options = null;
    const move = lastMove;
    lastMove = null;
    onPosition(game.current, move, game.path());
    draw();
    const version = game.version;
    const at = game.index;
    const still = () => !disposed && version === game.version && at === game.index;
    try {
      turn.working = true;
      const list = await api.call('options', game.current);
      if (!still()) return;
      options = list;
      turn.working = false;
      game.shown.value = positionValue(list);
      if (!over() && game.mover() === 'computer' && computerMayMove && !game.canRedo()) {
        draw();
        turn.working = true;
        const reply = await computerMove(api.call, game.current, strength);
        if (!still()) return;
        turn.working = false;
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
      turn.working = false;
      report(error);
    }
    turn.working = false;
    draw();
    turn.runPending();
  }

  function play(to) {
    if (turn.working) return;
    const focused = container.getRootNode().activeElement;
    refocus = focused && board.element.contains(focused) ? 'board' : 'next';
    push(to, 'you');
    advance();
  }

  /**
   * After your move the focus goes to the next thing to do: your next move (on the board
   * when you moved there), or restart.
   */
  function placeFocus() {
    if (!refocus || turn.working || options === null) return;
    if (game.mover() !== 'you' && options.total !== 0) return;
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
    const current = game.current;
    position.replaceChildren(t('play.position'), ' ', element('code', { 'data-testid': 'play-position' }, current));
    const ended = over();
    const toMove = game.mover();
    // The best moves, as core stars them.
    const best = hint === 'best' && yours() ? new Set(options.moves.filter((m) => m.best).map((m) => m.game)) : null;
    board.show(current, `${game.index}:${current}`, { asked: takeAsked(), best });
    const line = statusLine(t, options, toMove, game.repeated(options?.outcome) ? current : null);
    status.textContent = line.text;
    if (line.winner) status.dataset.result = line.winner;
    else delete status.dataset.result;
    // The last explanation: what you left (after the computer's reply). With hints off it
    // waits for the end of the game: it would tell whether you are winning.
    note.textContent = hint === 'off' && !ended ? '' : game.lastNote();
    moves.replaceChildren();
    if (options && !ended && toMove === 'you') renderMoves(moves, { t, options, hint, onPlay: play });
    renderHistory(log, { t, history: game.entries, index: game.index, goTo });
    // The value of each position so far; hidden while you play without hints (it would
    // tell you whether you are winning).
    values.show(game.sofar(), ended || hint !== 'off', { rule, mayRepeat });
    const last = game.shown;
    lastMoveLine.textContent = game.index > 0 && last.words ? t(last.by === 'you' ? 'play.you_did' : 'play.computer_did', { move: last.words }) : '';
    controls.update({ canUndo: game.canUndo(), canRedo: game.canRedo(), hint, over: ended });
    placeFocus();
  }

  /** The first board's drawing, asked for by the caller, used once. */
  function takeAsked() {
    const given = asked;
    asked = null;
    return given;
  }

  /** Replays the positions of `list` (from the address) where each is a move of core's. */
  async function replay(list) {
    turn.working = true;
    draw();
    const entries = await replayMoves(api.call, start, list, {
      mover: (i) => game.mover(i),
      gone: () => disposed,
      report,
      onEntry: (from, entry) => words(from, entry.game).then((text) => { entry.words = text; draw(); }),
    });
    if (entries === null) return;
    game.replace(entries);
    turn.working = false;
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
      game.restart(start);
      controls.element.inert = false;
      begin();
    }, () => {});
  } else {
    begin();
  }
  return {
    dispose() {
      disposed = true;
      stopKeys();
      values.dispose();
    },
  };
}
