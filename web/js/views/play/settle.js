// What waits for the computer: an undo or redo asked for while the computer works (its
// move, or core's answers about the position) is kept, not dropped, and done once the
// turn has settled; the buttons stay enabled meanwhile, so a focused one keeps the focus.

/** Whether the view works (waits for core) and the step that waits for it to finish. */
export class Settle {
  /** True while the view waits for core's answers or the computer's move. */
  working = false;
  #pending = null;

  /** Runs `step` now, or once the work in hand has settled (the latest step asked wins). */
  when(step) {
    if (this.working) this.#pending = step;
    else step();
  }

  /** Forgets the step that waits (a restart supersedes it). */
  drop() {
    this.#pending = null;
  }

  /** Runs the step that waited, if any (the caller has set `working` to false). */
  runPending() {
    const step = this.#pending;
    this.#pending = null;
    if (step) step();
  }
}
