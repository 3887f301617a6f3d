// The play view's game so far and its waiting steps, without a page (web/js/views/play/
// history.js and settle.js): whose turn each position is, where undo and redo go (always
// to a position where you are to move), a move after an undo drops the future, a draw by
// repetition needs core's outcome D and the same player to move, and an undo asked for
// while the computer works waits for it rather than being dropped.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PlayHistory } from '../../web/js/views/play/history.js';
import { Settle } from '../../web/js/views/play/settle.js';

/** A history from `start` with the moves to `games`, alternating from `starter`. */
function played(start, starter, games) {
  const game = new PlayHistory(start, starter);
  for (const to of games) game.push(to, game.mover());
  return game;
}

test('whose turn: the starter moves from the even positions', () => {
  const yours = new PlayHistory('nim 3', 'you');
  assert.deepEqual([0, 1, 2, 3].map((i) => yours.mover(i)), ['you', 'computer', 'you', 'computer']);
  const theirs = new PlayHistory('nim 3', 'computer');
  assert.deepEqual([0, 1, 2].map((i) => theirs.mover(i)), ['computer', 'you', 'computer']);
  const game = played('nim 3', 'you', ['nim 2', 'nim 1']);
  assert.deepEqual(game.entries.map((entry) => entry.by), [null, 'you', 'computer']);
  assert.equal(game.current, 'nim 1');
  assert.deepEqual(game.path(), ['nim 2', 'nim 1']);
});

test('undo and redo go to positions where you are to move', () => {
  const game = played('nim 5', 'you', ['nim 4', 'nim 3', 'nim 2', 'nim 1']);
  assert.equal(game.index, 4);
  assert.equal(game.canRedo(), false);
  assert.equal(game.undoTarget(), 2);
  assert.ok(game.show(game.undoTarget()));
  assert.equal(game.current, 'nim 3');
  assert.equal(game.undoTarget(), 0);
  assert.ok(game.show(game.undoTarget()));
  assert.equal(game.canUndo(), false);
  assert.equal(game.undoTarget(), null);
  assert.equal(game.show(game.undoTarget()), false, 'nothing before the start');
  assert.equal(game.index, 0);
  assert.equal(game.redoTarget(), 2);
  game.show(game.redoTarget());
  assert.equal(game.redoTarget(), 4);
  game.show(game.redoTarget());
  assert.equal(game.redoTarget(), null);
  // A link in the history goes to the position at or before it where you are to move.
  assert.equal(game.yourEntryAtOrBefore(3), 2);
  assert.equal(game.yourEntryAtOrBefore(4), 4);
});

test('with the computer first, undo goes back to your first turn, not the start', () => {
  const game = played('nim 5', 'computer', ['nim 4', 'nim 3', 'nim 2']);
  assert.equal(game.undoTarget(), 1);
  game.show(1);
  assert.equal(game.canUndo(), false, 'the start is the computer\'s');
  assert.equal(game.undoTarget(), null);
  // Redo at the end of a game where the computer is to move goes to that last position.
  assert.equal(game.redoTarget(), 3);
});

test('a move after an undo drops the future and changes the version', () => {
  const game = played('nim 5', 'you', ['nim 4', 'nim 3']);
  const before = game.version;
  game.show(0);
  assert.equal(game.canRedo(), true);
  const entry = game.push('nim 2', 'you');
  assert.deepEqual(game.entries.map((e) => e.game), ['nim 5', 'nim 2']);
  assert.equal(entry, game.shown);
  assert.equal(game.canRedo(), false);
  assert.ok(game.version > before);
  const at = game.version;
  game.restart();
  assert.deepEqual(game.entries.map((e) => e.game), ['nim 5']);
  assert.ok(game.version > at);
  game.restart('nim 7');
  assert.equal(game.current, 'nim 7');
});

test('a draw by repetition: the position came back with the same player to move and core says D', () => {
  // 1>2, 2>1: a token that can only go round.
  const game = played('1', 'you', ['2', '1']);
  assert.equal(game.repeated('D'), true);
  assert.equal(game.repeated('N'), false, 'a position that repeats where one side can win plays on');
  assert.equal(game.repeated(undefined), false);
  // Back with the other player to move: no draw yet.
  game.push('2', game.mover());
  assert.equal(game.mover(), 'computer');
  assert.equal(game.repeated('D'), true, 'it came back with the computer to move, as after the first move');
  const once = played('1', 'you', ['2']);
  assert.equal(once.repeated('D'), false);
});

test('the last note and the replay of an address', () => {
  const game = played('nim 5', 'you', ['nim 4', 'nim 3', 'nim 2']);
  assert.equal(game.lastNote(), '');
  game.entries[1].note = 'first';
  game.entries[3].note = 'second';
  assert.equal(game.lastNote(), 'second');
  game.show(2);
  assert.equal(game.lastNote(), 'first');
  assert.deepEqual(game.sofar().map((e) => e.game), ['nim 5', 'nim 4', 'nim 3']);
  game.replace([{ game: 'nim 1', by: 'you', note: null, words: null }]);
  assert.deepEqual(game.entries.map((e) => e.game), ['nim 5', 'nim 1']);
  assert.equal(game.index, 1);
});

test('a step asked for while the view works waits for it to settle, the latest one wins', () => {
  const turn = new Settle();
  const done = [];
  turn.when(() => done.push('now'));
  assert.deepEqual(done, ['now']);
  turn.working = true;
  turn.when(() => done.push('undo'));
  turn.when(() => done.push('redo'));
  assert.deepEqual(done, ['now'], 'not run while working, not dropped either');
  turn.working = false;
  turn.runPending();
  assert.deepEqual(done, ['now', 'redo']);
  turn.runPending();
  assert.deepEqual(done, ['now', 'redo'], 'run once');
  turn.working = true;
  turn.when(() => done.push('undo'));
  turn.drop();
  turn.working = false;
  turn.runPending();
  assert.deepEqual(done, ['now', 'redo'], 'a restart drops it');
});
