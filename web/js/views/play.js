// Play against a perfect computer opponent: choose who starts, ask for a hint, undo and
// redo, read the move history; after each of your moves the xor explanation says what
// you left and what the computer did with it. The chart of the values so far is chart.js,
// fetched when it is first shown.

import { element, button, binary, xorAll, svg } from '../dom.js';
import { drawView } from './drawn.js';

/**
 * What is known of a position from its move list: its outcome (N when some move leaves a
 * P-position; a position without moves is P, or N under misère; D, a draw of a game that
 * may never end, when no move leaves a P and some move leaves a D), its remoteness, and its
 * SG value under normal play when every move is listed (the mex of theirs).
 */
export function positionValue(list, rule) {
  const moves = Array.isArray(list?.moves) ? list.moves : [];
  if (list?.total === 0) return { outcome: rule === 'misere' ? 'N' : 'P', remoteness: '0', sg: rule === 'normal' ? '0' : null };
  const complete = list?.total !== null && list?.total !== undefined && moves.length === Number(list.total);
  const anyP = moves.some((move) => move.outcome === 'P');
  const anyD = moves.some((move) => move.outcome === 'D');
  const outcome = anyP ? 'N' : (complete && anyD ? 'D' : (complete || list?.onlyWinning ? 'P' : null));
  let sg = null;
  if (rule === 'normal' && complete && moves.every((move) => move.sg !== null && move.sg !== undefined)) {
    const seen = new Set(moves.map((move) => String(move.sg)));
    let mex = 0n;
    while (seen.has(mex.toString())) mex += 1n;
    sg = mex.toString();
  }
  return { outcome, remoteness: list?.remoteness ?? null, sg };
}

/** The hint levels, from none to the best move. */
const HINT_LEVELS = ['off', 'outcome', 'sg', 'best'];

/** The computer's strengths: the chance, in per mille, that it plays a random move. */
const STRENGTHS = { perfect: 0, strong: 150, beginner: 500 };

/** The xor sentence for the position `analysis` you left (normal play), or a plain one. */
function explainLeft(t, analysis, reply) {
  const values = analysis.componentSg;
  if (analysis.rule === 'normal' && Array.isArray(values) && values.length) {
    const total = xorAll(values);
    const width = Math.max(1, ...values.map((v) => binary(v).length));
    const columns = values.map((v) => binary(v, width)).join(' ⊕ ');
    if (total === '0') return t('play.left_zero', { columns, xor: binary(total, width) });
    return reply === null
      ? t('play.left_nonzero_end', { columns, xor: binary(total, width) })
      : t('play.left_nonzero', { columns, xor: binary(total, width), move: reply });
  }
  if (analysis.outcome === 'P') return t('play.left_P');
  if (analysis.outcome === 'D') return t('play.left_D');
  return reply === null ? t('play.left_N_end') : t('play.left_N', { move: reply });
}

/**
 * Mounts a game against the computer in `container`, starting at `start`, with the game
 * drawn (the core's `board` drawing, whose parts are the moves) in `lang`.
 * `api.call(method, ...args)` runs the wasm exports (`options`, `computerMove`, `analyze`);
 * `rule` is the game's rule (`normal`, `misere`, `every`; the wasm `describe`);
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
export function mountPlay(container, { t, lang = 'en', api, start: startText = null, moves: replayed = [], rule: startRule = 'normal', first = 'you', hint: initialHint = 'off', onPosition = () => {}, onFirst = () => {}, onHint = () => {}, showError = () => {}, board: askedBoard = null, ready = null }) {
  let start = startText;
  let rule = startRule;
  let disposed = false;
  let starter = first;
  let history = [{ game: start, by: null, note: null }];
  let index = 0;
  let hint = HINT_LEVELS.includes(initialHint) ? initialHint : 'off';
  let strength = 0;
  let options = null;
  let working = false;
  let lastMove = null;
  let refocus = false;
  /** Counts the chart's drawings: only the latest one is shown (chart.js loads once). */
  let charts = 0;
  /** Words for moves, by position: `from` → (`to` → words). */
  const words = new Map();

  const mover = (i) => ((i % 2 === 0) === (starter === 'you') ? 'you' : 'computer');
  const current = () => history[index].game;

  const status = element('p', { class: 'play-status', 'aria-live': 'polite', 'data-testid': 'play-status' });
  const position = element('p', { class: 'play-position' });
  // The game itself, drawn; on your turn its parts are the moves (click or Enter).
  const board = element('div', { class: 'play-board', 'data-testid': 'play-board' });
  let boardShown = null;
  /** Under every:, the share of the turn chosen on the board, by component index. */
  let turn = new Map();
  const note = element('p', { class: 'play-note', 'aria-live': 'polite', 'data-testid': 'play-note' });
  const lastMoveLine = element('p', { class: 'play-last', 'aria-live': 'polite', 'data-testid': 'play-last' });
  const moves = element('div', { class: 'play-moves', 'data-testid': 'play-moves' });
  const log = element('ol', { class: 'play-history', 'data-testid': 'play-history' });
  const chart = element('div', { class: 'play-chart-box' });
  // The chart shows nothing useful while hints are off (every bar hidden): hidden until then.
  const chartBlock = element('div', { class: 'play-chart-block', 'data-testid': 'play-chart-block' }, element('h3', {}, t('play.chart')), chart);
  // As draw() sets them on a start (shown so while a `ready` position is on its way).
  chartBlock.hidden = hint === 'off';
  const undo = button(t('play.undo'), () => stepBack(), { 'data-testid': 'play-undo', 'aria-keyshortcuts': 'Control+Z' });
  const redo = button(t('play.redo'), () => stepForward(), { 'data-testid': 'play-redo', 'aria-keyshortcuts': 'Control+Y' });
  // Hints have levels, with a visible state: off, the outcome each move leaves, its SG
  // value, or the best move starred.
  const hintId = `sg-hint-${Math.random().toString(36).slice(2, 8)}`;
  const hintButton = element('select', { id: hintId, 'data-testid': 'play-hint' },
    ...HINT_LEVELS.map((level) => element('option', { value: level }, t(`play.hint_level.${level}`))));
  hintButton.addEventListener('change', () => { hint = hintButton.value; onHint(hint); draw(); });
  const hintLabel = element('label', { class: 'hint-level', for: hintId }, `${t('play.hint')} `, hintButton);
  // The computer's strength: perfect, or a chance of a random move so a beginner can win.
  const strengthId = `sg-strength-${Math.random().toString(36).slice(2, 8)}`;
  const strengthSelect = element('select', { id: strengthId, 'data-testid': 'play-strength' },
    ...Object.keys(STRENGTHS).map((name) => element('option', { value: name }, t(`play.strength.${name}`))));
  strengthSelect.addEventListener('change', () => { strength = STRENGTHS[strengthSelect.value] ?? 0; });
  const strengthLabel = element('label', { class: 'hint-level', for: strengthId }, `${t('play.strength')} `, strengthSelect);
  const restart = button(t('play.restart'), () => reset(), { 'data-testid': 'play-restart' });
  undo.disabled = true;
  redo.disabled = true;
  const whoName = `sg-first-${Math.random().toString(36).slice(2, 8)}`;
  const radio = (value) => {
    const input = element('input', { type: 'radio', name: whoName, value, 'data-testid': `play-first-${value}` });
    input.checked = value === starter;
    input.addEventListener('change', () => { if (input.checked) { starter = value; onFirst(value); reset(); } });
    return element('label', { class: 'radio' }, input, ` ${t(`play.first_${value}`)}`);
  };
  const who = element('fieldset', { class: 'who' }, element('legend', {}, t('play.who_starts')), radio('you'), radio('computer'));

  const controls = element('div', { class: 'play-controls' }, who, element('div', { class: 'buttons' }, hintLabel, strengthLabel, undo, redo, restart));
  container.replaceChildren(
    element('p', { class: 'muted intro' }, t('play.intro')),
    controls,
    position, board, lastMoveLine, status, note, moves,
    element('h3', {}, t('play.history')), log,
    chartBlock,
  );

  function reset() {
    history = [{ game: history[0].game, by: null, note: null }];
    index = 0;
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

  async function advance(computerMayMove = true) {
    options = null;
    const move = lastMove;
    lastMove = null;
    onPosition(current(), move, history.slice(1, index + 1).map((entry) => entry.game));
    draw();
    const token = history;
    const at = index;
    try {
      working = true;
      const list = await api.call('options', current());
      if (disposed || token !== history || at !== index) return;
      options = list;
      working = false;
      history[index].value = positionValue(list, rule);
      if (options.total > 0 && mover(index) === 'computer' && computerMayMove && index === history.length - 1) {
        draw();
        working = true;
        const seed = crypto.getRandomValues(new Uint32Array(1))[0];
        const reply = await api.call('computerMove', current(), strength, seed);
        if (disposed || token !== history || at !== index) return;
        working = false;
        if (reply) {
          history[index].reply = reply.game;
          // The explanation of what the human left, now that the reply is known.
          if (index > 0 && history[index].by === 'you') {
            const left = await api.call('analyze', current());
            if (disposed || token !== history || at !== index) return;
            history[index].note = explainLeft(t, left, reply.game);
          }
          lastMove = { from: current(), to: reply.game, by: 'computer' };
          history = history.slice(0, index + 1);
          const replyEntry = { game: reply.game, by: 'computer', note: null, words: null };
          const replyFrom = current();
          history.push(replyEntry);
          describeMove(replyFrom, reply.game).then((text) => { replyEntry.words = text; draw(); });
          index += 1;
          await advance();
          return;
        }
      } else if (options.total === 0 && index > 0 && history[index].by === 'you' && !history[index].note) {
        const left = await api.call('analyze', current());
        if (disposed || token !== history || at !== index) return;
        history[index].note = explainLeft(t, left, null);
      }
    } catch (error) {
      working = false;
      if (!disposed) showError(error);
    }
    working = false;
    draw();
  }

  function play(game) {
    if (working) return;
    lastMove = { from: current(), to: game, by: 'you' };
    history = history.slice(0, index + 1);
    const from = current();
    history.push({ game, by: 'you', note: null, words: null });
    const entry = history[history.length - 1];
    describeMove(from, game).then((text) => { entry.words = text; draw(); });
    index += 1;
    refocus = true;
    advance();
  }

  /** After your move the focus goes to the next thing to do: your next move, or restart. */
  function placeFocus() {
    if (!refocus || working || options === null) return;
    if (mover(index) !== 'you' && options.total !== 0) return;
    refocus = false;
    const target = options.total === 0 ? restart : (moves.querySelector('[data-testid="play-move"]') ?? board.querySelector('[tabindex="0"]'));
    target?.focus({ preventScroll: true });
  }

  function draw() {
    if (disposed) return;
    position.replaceChildren(t('play.position'), ' ', element('code', { 'data-testid': 'play-position' }, current()));
    drawBoard();
    const over = options && options.total === 0;
    const toMove = mover(index);
    if (over) {
      // Normal and every: who cannot move loses. Misère: who cannot move wins.
      const winner = rule === 'misere' ? toMove : (toMove === 'you' ? 'computer' : 'you');
      // Under misère the player with no move left wins: say who that is.
      const key = rule === 'misere'
        ? (toMove === 'you' ? 'play.no_move_you_misere' : 'play.no_move_computer_misere')
        : (winner === 'you' ? 'play.you_won' : 'play.computer_won');
      status.textContent = t(key);
      status.dataset.result = winner;
    } else {
      status.textContent = options === null && toMove === 'computer' ? t('play.thinking') : t(toMove === 'you' ? 'play.your_turn' : 'play.computer_turn');
      delete status.dataset.result;
    }
    // The last explanation: what you left (after the computer's reply). With hints off it
    // waits for the end of the game: it would tell whether you are winning.
    const lastNote = [...history.slice(0, index + 1)].reverse().find((entry) => entry.note)?.note ?? '';
    note.textContent = hint === 'off' && !over ? '' : lastNote;
    moves.replaceChildren();
    if (options && !over && toMove === 'you') {
      const winning = options.moves.filter((m) => m.outcome === 'P');
      if (hint === 'best') {
        moves.append(element('p', { class: 'hint', 'data-testid': 'play-hint-text' },
          winning.length ? t('play.hint_winning', { count: winning.length }) : t('play.hint_none')));
      }
      if (hint !== 'off') {
        // How long the game lasts with best play from here (remoteness), when known.
        const lengths = (winning.length ? winning : options.moves).map((m) => m.remoteness).filter((r) => r !== null && r !== undefined).map(Number);
        if (lengths.length) {
          const n = (winning.length ? Math.min(...lengths) : Math.max(...lengths)) + 1;
          moves.append(element('p', { class: 'muted', 'data-testid': 'play-remoteness' }, t(winning.length ? 'play.wins_in' : 'play.loses_in', { count: n })));
        }
      }
      const list = element('ul', { class: 'moves' });
      for (const move of options.moves) {
        const good = hint === 'best' && move.outcome === 'P';
        // Outcome hints: the letter and colour of the position the move leaves (its SG
        // value too at the SG level); P is what you want to leave.
        const chip = hint === 'outcome' || hint === 'sg'
          ? element('span', { class: `chip ${move.outcome}`, 'aria-hidden': 'true' }, hint === 'sg' && move.sg !== null && move.sg !== undefined ? `${move.outcome} · ${move.sg}` : move.outcome)
          : null;
        const label = chip ? `${move.game} (${t(`outcome.${move.outcome}`)}${hint === 'sg' && move.sg != null ? `, SG ${move.sg}` : ''})` : null;
        const node = button(move.game, () => play(move.game), {
          class: [good ? 'winning' : '', chip ? `leaves-${move.outcome}` : ''].join(' ').trim(), 'data-winning': good ? 'true' : null,
          'data-testid': 'play-move', 'data-game': move.game, title: label,
        });
        if (chip) node.prepend(chip, ' ');
        list.append(element('li', {}, node));
      }
      const known = options.total !== null && options.total !== undefined;
      moves.append(element('p', { class: 'muted' }, known ? t('play.choose', { count: options.total }) : t('play.choose_winning')), list);
      if (options.truncated) {
        moves.append(element('p', { class: 'muted' }, known
          ? t('play.truncated', { shown: options.moves.length, total: options.total })
          : t('play.shown', { shown: options.moves.length })));
      }
    }
    // The history in words (from the board drawing's move titles) and in notation; each
    // entry goes back to its position.
    log.replaceChildren(...history.slice(1).map((entry, k) => element('li', { class: k + 1 > index ? 'future' : '' },
      `${t(entry.by === 'you' ? 'play.by_you' : 'play.by_computer')}: `, entry.words ? `${entry.words} → ` : '',
      button(entry.game, () => goTo(k + 1), { class: 'link', 'data-testid': 'play-history-entry' }))));
    // The value of each position so far; the current one stays hidden while you play
    // without hints (it would tell you whether you are winning).
    chartBlock.hidden = !over && hint === 'off';
    if (!chartBlock.hidden) {
      const entries = history.slice(0, index + 1);
      const mine = ++charts;
      import('./chart.js').then(({ renderValueChart }) => {
        if (!disposed && mine === charts) chart.replaceChildren(renderValueChart(entries, { t, rule, hideLast: false }));
      }).catch(() => {});
    }
    markBest();
    const last = history[index];
    lastMoveLine.textContent = index > 0 && last.words ? t(last.by === 'you' ? 'play.you_did' : 'play.computer_did', { move: last.words }) : '';
    undo.disabled = working || !history.slice(0, index).some((_, i) => mover(i) === 'you' && i < index);
    redo.disabled = working || index >= history.length - 1;
    hintButton.value = hint;
    hintButton.disabled = !!over;
    placeFocus();
  }

  /**
   * At the "best move" hint level, the board's parts that win (leave a P-position) carry
   * the star the move buttons carry.
   */
  function markBest() {
    const drawing = board.querySelector('svg');
    if (!drawing) return;
    for (const star of drawing.querySelectorAll('.sg-best-star')) star.remove();
    for (const part of drawing.querySelectorAll('.sg-best')) { part.classList.remove('sg-best'); delete part.dataset.winning; }
    const over = options && options.total === 0;
    if (hint !== 'best' || !options || over || mover(index) !== 'you') return;
    const winning = new Set(options.moves.filter((m) => m.outcome === 'P').map((m) => m.game));
    for (const part of drawing.querySelectorAll('[data-game]')) {
      if (!winning.has(part.dataset.game)) continue;
      part.classList.add('sg-best');
      part.dataset.winning = 'true';
      let box;
      try { box = part.getBBox(); } catch { continue; }
      const size = Math.max(12, Math.min(22, Math.max(box.width, box.height) * 0.6));
      part.append(svg('text', { class: 'sg-best-star', x: box.x + box.width, y: box.y + size * 0.35, 'font-size': size, 'text-anchor': 'middle', 'aria-hidden': 'true', 'data-testid': 'board-star' }, '★'));
    }
  }

  /** Words for the move `from` → `to`, from the titles of `from`'s board drawing. */
  async function describeMove(from, to) {
    if (!words.has(from)) {
      const found = new Map();
      words.set(from, found);
      try {
        const walk = (node) => {
          if (!node || typeof node !== 'object') return;
          const game = node.attributes?.find?.(([name]) => name === 'data-game')?.[1];
          const title = node.children?.find?.((child) => child?.name === 'title')?.children?.[0];
          if (game && typeof title === 'string' && !found.has(game)) found.set(game, title.split(' → ')[0]);
          for (const child of node.children ?? []) walk(child);
        };
        walk(await api.call('drawing', from, 'board', { lang }));
      } catch {
        // No words then: the notation says it.
      }
    }
    return words.get(from).get(to) ?? null;
  }

  /** Goes back (or forward) to history entry `i`, on a position where you are to move. */
  function goTo(i) {
    let target = i;
    while (target > 0 && mover(target) !== 'you') target -= 1;
    index = target;
    advance(false);
  }

  /**
   * Under every:, a board part is one component's share of a turn: the chosen share of
   * each component is marked, and once every component that can move has one, the turn
   * (each component replaced by what it becomes; components with nothing left dropped) is
   * played if core lists it among the moves.
   */
  async function chooseShare(part, key) {
    const svg = part.closest('svg');
    const index = part.dataset.componentIndex;
    for (const other of svg.querySelectorAll('[data-option]')) {
      if (other.dataset.componentIndex !== index) continue;
      other.classList.toggle('sg-chosen', other === part);
      other.setAttribute('aria-pressed', String(other === part));
    }
    turn.set(index, part.dataset.after ?? '');
    const needed = new Set([...svg.querySelectorAll('[data-option]')].map((p) => p.dataset.componentIndex));
    if (![...needed].every((i) => turn.has(i))) {
      lastMoveLine.textContent = t('play.turn_partial', { chosen: turn.size, total: needed.size });
      return;
    }
    const chosen = new Map(turn);
    try {
      // The components as the grammar writes them: the `+`-separated parts after `every:`.
      const components = current().replace(/^\s*every\s*:/, '').split('+').map((text) => text.trim());
      const texts = components.map((text, i) => (chosen.has(String(i)) ? chosen.get(String(i)) : text)).filter((text) => text);
      const text = await api.call('canonical', `every: ${texts.length ? texts.join(' + ') : 'nim 0'}`);
      if (disposed || boardShown !== key) return;
      const move = options?.moves.find((m) => m.game === text);
      if (move) play(move.game);
      else lastMoveLine.textContent = t('play.turn_unknown', { game: text });
    } catch (error) {
      if (!disposed) showError(error);
    }
  }

  /**
   * Draws the board of the current position once per position: the drawing is asked for
   * as soon as the position is known (before its moves), so the widget paints without
   * waiting for them; whether its parts can be played (yours to move, the moves known)
   * is marked on the drawing already shown, never by drawing it again.
   */
  function drawBoard() {
    const game = current();
    const yours = () => !!options && options.total !== 0 && mover(index) === 'you' && !working;
    const key = `${index}:${game}`;
    if (boardShown === key) {
      markPlayable(board.querySelector('svg'), yours());
      return;
    }
    boardShown = key;
    turn = new Map();
    const asked = askedBoard;
    askedBoard = null;
    drawView(board, {
      game, view: 'board', t, lang, call: api.call, stale: () => disposed || boardShown !== key, testid: 'board', asked,
      onOpen: (next, part) => {
        if (!yours() || boardShown !== key) return;
        if (next) play(next);
        else if (part?.dataset.componentIndex !== undefined) chooseShare(part, key);
      },
    }).then((svg) => {
      markPlayable(svg, yours());
      markBest();
    }).catch(() => { if (boardShown === key) board.replaceChildren(); });
  }

  /** Marks the board's parts `aria-disabled` while they cannot be played. */
  function markPlayable(drawing, playable) {
    if (!drawing) return;
    for (const part of drawing.querySelectorAll('[data-game], [data-option]')) {
      if (playable) part.removeAttribute('aria-disabled');
      else part.setAttribute('aria-disabled', 'true');
    }
  }

  const keys = (event) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    if (event.key === 'z') { event.preventDefault(); stepBack(); }
    if (event.key === 'y') { event.preventDefault(); stepForward(); }
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
        describeMove(at, found.game).then((words) => { entries[i].words = words; draw(); });
        at = found.game;
      }
    } catch (error) {
      if (!disposed) showError(error);
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
    controls.inert = true;
    ready.then((given) => {
      if (disposed) return;
      start = given.start;
      rule = given.rule ?? 'normal';
      history = [{ game: start, by: null, note: null }];
      controls.inert = false;
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
