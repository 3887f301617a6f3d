// The play view's keys: Ctrl+Z (⌘Z) undoes, Ctrl+Y (⌘Y) redoes, anywhere in the view (the
// buttons say so with aria-keyshortcuts).

/**
 * Listens on `target` for the undo and redo keys, calling `undo()` and `redo()`; returns
 * the function that stops listening.
 */
export function undoRedoKeys(target, { undo, redo }) {
  const keys = (event) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    if (event.key === 'z') { event.preventDefault(); undo(); }
    if (event.key === 'y') { event.preventDefault(); redo(); }
  };
  target.addEventListener('keydown', keys);
  return () => target.removeEventListener('keydown', keys);
}
