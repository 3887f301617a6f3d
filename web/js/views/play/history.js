// The play view's game so far: the positions from the start (each with who moved to it,
// its words, core's value of it and the note on it), which of them is shown, and whose
// turn each is. Undo and redo move between the positions where you are to move; a move
// made after an undo drops the future. It asks core nothing: the caller gives it core's
// answers (the outcome of the current position, for a draw by repetition).

/**
 * One game's history. `entries[0]` is the start (`{game, by: null, note: null}`), each
 * later entry `{game, by: 'you'|'computer', note, words, value?}` a move; `index` the
 * entry shown. `version` changes whenever the entries are replaced (a move, a restart, a
 * replay): with `index`, it tells an answer of core that arrives late from a current one.
 */
export class PlayHistory {
  constructor(start, starter = 'you') {
    this.starter = starter;
    this.entries = [startEntry(start)];
    this.index = 0;
    this.version = 0;
  }

  /** Who moves from entry `i`: the starter from the even ones. */
  mover(i = this.index) {
    return (i % 2 === 0) === (this.starter === 'you') ? 'you' : 'computer';
  }

  /** The position shown. */
  get current() {
    return this.entries[this.index].game;
  }

  /** The entry shown. */
  get shown() {
    return this.entries[this.index];
  }

  /** Back to the start, `start` when given (the position once known), the future dropped. */
  restart(start = this.entries[0].game) {
    this.entries = [startEntry(start)];
    this.index = 0;
    this.version += 1;
  }

  /**
   * Adds the move to `game` by `by` after the position shown (dropping the future) and
   * shows it; returns the new entry (its `words` are the caller's to fill).
   */
  push(game, by) {
    const entry = { game, by, note: null, words: null };
    this.entries = [...this.entries.slice(0, this.index + 1), entry];
    this.index += 1;
    this.version += 1;
    return entry;
  }

  /** The moves `moves` (entries after the start) replace the game so far; the last is shown. */
  replace(moves) {
    this.entries = [this.entries[0], ...moves];
    this.index = moves.length;
    this.version += 1;
  }

  /** Whether a position where you were to move lies before the one shown. */
  canUndo() {
    return this.entries.slice(0, this.index).some((_, i) => this.mover(i) === 'you');
  }

  /** Whether a position lies after the one shown (undone moves). */
  canRedo() {
    return this.index < this.entries.length - 1;
  }

  /**
   * The entry Undo goes to: the last one before the shown one where you are to move, or
   * null when there is none.
   */
  undoTarget() {
    let i = this.index - 1;
    while (i > 0 && this.mover(i) !== 'you') i -= 1;
    return i >= 0 && this.mover(i) === 'you' ? i : null;
  }

  /**
   * The entry Redo goes to: the next one where you are to move, or the last one (the end
   * of the game, or the computer to move there); null when there is none.
   */
  redoTarget() {
    let i = this.index + 1;
    while (i < this.entries.length - 1 && this.mover(i) !== 'you') i += 1;
    return i < this.entries.length ? i : null;
  }

  /** The entry at or before `i` where you are to move (the start when none is). */
  yourEntryAtOrBefore(i) {
    let target = i;
    while (target > 0 && this.mover(target) !== 'you') target -= 1;
    return target;
  }

  /** Shows entry `i`; returns whether it was one (undo, redo and the history's links). */
  show(i) {
    if (i === null || i < 0 || i >= this.entries.length) return false;
    this.index = i;
    return true;
  }

  /**
   * Whether the position shown came back with the same player to move, where `outcome` is
   * core's outcome of it: the game ends in a draw by agreement only when that is D (neither
   * side can force a win, so it would go round forever); a position that repeats where one
   * side can win plays on.
   */
  repeated(outcome) {
    if (outcome !== 'D') return false;
    const game = this.current;
    const mover = this.mover();
    return this.entries.slice(0, this.index).some((entry, i) => entry.game === game && this.mover(i) === mover);
  }

  /** The positions from the start to the one shown, the start excluded (the address's). */
  path() {
    return this.entries.slice(1, this.index + 1).map((entry) => entry.game);
  }

  /** The entries from the start to the one shown. */
  sofar() {
    return this.entries.slice(0, this.index + 1);
  }

  /** The latest note (what you left, once the computer replied) up to the position shown. */
  lastNote() {
    return [...this.sofar()].reverse().find((entry) => entry.note)?.note ?? '';
  }
}

function startEntry(game) {
  return { game, by: null, note: null };
}
