// The play view's opponent and the moves of an address, both through core: the computer's
// move (the wasm `computerMove`, a perfect player that errs with the chance asked for), and
// the positions of a link replayed where each is one of core's moves of the one before.

/**
 * The computer's reply at `game` (`{game, ...}`, or null with no move): `strength` the
 * chance in per mille of a random move, with a fresh random seed.
 */
export function computerMove(call, game, strength) {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  return call('computerMove', game, strength, seed);
}

/**
 * The positions of `list` replayed from `start`, each checked against core's moves of
 * the one before (a link may be edited by hand): the history entries of the moves up to
 * the first that is not one (`by` from `mover(i)`), or null when `gone()` once an answer
 * came. `onEntry(from, entry)` is told of each entry; a failed call is given to `report`
 * and ends the replay there.
 */
export async function replayMoves(call, start, list, { mover, gone, onEntry, report }) {
  const entries = [];
  let at = start;
  try {
    for (const [i, text] of list.entries()) {
      const found = (await call('options', at)).moves.find((m) => m.game === text);
      if (gone()) return null;
      if (!found) break;
      const entry = { game: found.game, by: mover(i), note: null, words: null };
      entries.push(entry);
      onEntry(at, entry);
      at = found.game;
    }
  } catch (error) {
    report(error);
  }
  return entries;
}
