//! Wythoff's SG grid by bit sets (issue 12): the mex of each cell over its row, its column
//! and its diagonal, kept as one bit set per column and per diagonal and one per row of the
//! current band, computed for `a <= b` only and mirrored, tile by tile so that the sets stay
//! in cache (and, when asked, on native targets by threads a band apart).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};

use crate::games::grid::{check_grid_fits, grid_work, GRID_CELLS_PER_WORK_UNIT, GRID_SIDE_MAX};
use crate::limits::{Budget, LimitError};

/// Rows and columns of one tile: the bit sets of a tile's columns, diagonals and rows stay
/// in the core's cache while it is computed (measured at side 8192: tiles of 64 to 256
/// take 1.1 to 1.4 s of CPU, rows one by one 3.1 s).
const TILE: usize = 128;

/// Words compared at once when looking for the mex (a chunk the compiler vectorises).
const CHUNK: usize = 8;

/// Words (64 values each) of one bit set at `side`: every value below `3 * side` (the
/// bound proved in [`sg_grid`]), rounded up to whole chunks, plus one chunk.
fn grid_words(side: usize) -> usize {
    (3 * side / 64 + 1).div_ceil(CHUNK) * CHUNK + CHUNK
}

/// The bytes [`sg_grid`] holds for `side`: two per cell of the result, and the bit sets of
/// every column and diagonal and of a band of rows for up to two threads.
pub fn grid_bytes(side: u64) -> u64 {
    let Ok(side_usize) = usize::try_from(side.min(GRID_SIDE_MAX)) else {
        return u64::MAX;
    };
    let words = grid_words(side_usize) as u64;
    let sets = (2 * side + 2 * TILE as u64)
        .saturating_mul(words)
        .saturating_mul(8);
    side.saturating_mul(side)
        .saturating_mul(2)
        .saturating_add(sets)
}

/// The words of `set` from `low` on.
fn tail(set: &[u64], low: usize) -> &[u64] {
    set.get(low..).unwrap_or(&[])
}

/// The first word from which `row | column | diagonal` is not full, if any: the word of
/// the mex. Compares [`CHUNK`] words at a time.
fn first_gap(row: &[u64], column: &[u64], diagonal: &[u64]) -> Option<usize> {
    let n = row.len().min(column.len()).min(diagonal.len());
    let (row, column, diagonal) = (&row[..n], &column[..n], &diagonal[..n]);
    let chunks = row
        .chunks_exact(CHUNK)
        .zip(column.chunks_exact(CHUNK))
        .zip(diagonal.chunks_exact(CHUNK));
    for (index, ((r, c), d)) in chunks.enumerate() {
        let mut all = u64::MAX;
        for k in 0..CHUNK {
            all &= r[k] | c[k] | d[k];
        }
        if all != u64::MAX {
            return (0..CHUNK)
                .find(|&k| r[k] | c[k] | d[k] != u64::MAX)
                .map(|k| index * CHUNK + k);
        }
    }
    let done = n - n % CHUNK;
    (done..n).find(|&k| row[k] | column[k] | diagonal[k] != u64::MAX)
}

/// The sizes every tile shares.
#[derive(Clone, Copy)]
struct Shape {
    side: usize,
    words: usize,
}

/// What one tile (band `I` of rows, block `J` of columns) reads and writes.
struct Tile<'a> {
    /// Rows `a0..a1` and columns `b0..b1`.
    a0: usize,
    a1: usize,
    b0: usize,
    b1: usize,
    /// The band's row sets and the first word each has not filled.
    rows: &'a mut [u64],
    lows: &'a mut [usize],
    /// The sets of columns `b0..b1`.
    columns: &'a mut [u64],
    /// The sets of the diagonals `d = b - a` in blocks `K - 1` (empty when `K = 0`) and
    /// `K = J - I` of [`TILE`] diagonals.
    below: &'a mut [u64],
    diagonals: &'a mut [u64],
    /// The band's rows of the result.
    out: &'a mut [u16],
}

/// Computes the cells `(a, b)`, `a <= b`, of one tile.
fn tile(shape: Shape, tile: Tile<'_>) -> Option<()> {
    let Shape { side, words } = shape;
    let Tile {
        a0,
        a1,
        b0,
        b1,
        rows,
        lows,
        columns,
        below,
        diagonals,
        out,
    } = tile;
    let block = (b0 - a0) / TILE;
    for a in a0..a1.min(b1) {
        let start = b0.max(a);
        let row = rows.get_mut((a - a0) * words..(a - a0 + 1) * words)?;
        if start == a {
            // The row's values left of the diagonal are the column's above it.
            row.copy_from_slice(columns.get((a - b0) * words..(a - b0 + 1) * words)?);
            *lows.get_mut(a - a0)? = 0;
        }
        let mut low = *lows.get(a - a0)?;
        for b in start..b1 {
            // The row's values are distinct and fewer than 3 side, so it is never full up
            // to its last word.
            while row.get(low) == Some(&u64::MAX) {
                low += 1;
            }
            let d = b - a;
            let column = columns.get_mut((b - b0) * words..(b - b0 + 1) * words)?;
            let diagonal = if d / TILE == block {
                let at = d - block * TILE;
                diagonals.get_mut(at * words..(at + 1) * words)?
            } else {
                let at = d + TILE - block * TILE;
                below.get_mut(at * words..(at + 1) * words)?
            };
            let word = low + first_gap(tail(row, low), tail(column, low), tail(diagonal, low))?;
            let seen = row[word] | column[word] | diagonal[word];
            let bit = seen.trailing_ones();
            *out.get_mut((a - a0) * side + b)? = u16::try_from(word * 64 + bit as usize).ok()?;
            row[word] |= 1 << bit;
            column[word] |= 1 << bit;
            diagonal[word] |= 1 << bit;
        }
        *lows.get_mut(a - a0)? = low;
    }
    Some(())
}

/// The threads [`sg_grid`] uses: one. Two threads a band apart were measured against one
/// on the shared two-core machine of issue 12 (load average 5 to 7), criterion at side
/// 8192 in three runs: 3.06 s against 2.00 s, 1.71 s against 2.19 s, 2.04 s against
/// 2.07 s (user CPU about the same, 1.55 s against 1.3 to 1.6 s): no reliable gain, so
/// one; [`sg_grid_with_threads`] keeps them measurable (`cargo bench --bench wythoff_grid`).
const DEFAULT_THREADS: usize = 1;

/// Locks `mutex`; a poisoned lock (a panic elsewhere) still holds sound bit sets.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The state the bands share: the column and diagonal sets by blocks of [`TILE`], and how
/// many tiles each band has finished.
struct Shared {
    columns: Vec<Mutex<Vec<u64>>>,
    diagonals: Vec<Mutex<Vec<u64>>>,
    done: Mutex<Vec<usize>>,
    moved: Condvar,
    stop: AtomicBool,
    failed: AtomicBool,
}

impl Shared {
    /// Computes band `band` (rows `band * TILE..`) tile by tile, each tile once the band
    /// above has finished the same block of columns; `false` when stopped or failed.
    fn band(&self, shape: Shape, band: usize, rows: &mut [u64], out: &mut [u16]) -> bool {
        let blocks = self.columns.len();
        let mut lows = [0usize; TILE];
        for block in band..blocks {
            {
                let mut done = lock(&self.done);
                while band > 0 && done[band - 1] <= block {
                    if self.stop.load(Ordering::Relaxed) {
                        return false;
                    }
                    done = self
                        .moved
                        .wait(done)
                        .unwrap_or_else(std::sync::PoisonError::into_inner);
                }
            }
            if self.stop.load(Ordering::Relaxed) {
                return false;
            }
            let k = block - band;
            let mut columns = lock(&self.columns[block]);
            let mut below = match k {
                0 => None,
                _ => Some(lock(&self.diagonals[k - 1])),
            };
            let mut diagonals = lock(&self.diagonals[k]);
            let a0 = band * TILE;
            let b0 = block * TILE;
            let computed = tile(
                shape,
                Tile {
                    a0,
                    a1: (a0 + TILE).min(shape.side),
                    b0,
                    b1: (b0 + TILE).min(shape.side),
                    rows: &mut *rows,
                    lows: &mut lows,
                    columns: &mut columns,
                    below: below
                        .as_deref_mut()
                        .map_or(&mut [], |set| set.as_mut_slice()),
                    diagonals: &mut diagonals,
                    out: &mut *out,
                },
            );
            drop((columns, below, diagonals));
            if computed.is_none() {
                self.failed.store(true, Ordering::Relaxed);
                self.stop.store(true, Ordering::Relaxed);
            }
            lock(&self.done)[band] = block + 1;
            self.moved.notify_all();
            if computed.is_none() {
                return false;
            }
        }
        true
    }
}

/// The SG values of all positions with both heaps below `side`, row by row (`a * side + b`).
///
/// Each cell is the mex of the values to its left (its row), above it (its column) and
/// up-left on its diagonal, kept as one bit set per column and per diagonal and one per
/// row of the current band of tiles. Only `a <= b` is computed, `G(b, a) = G(a, b)` is
/// mirrored at the end: the row set of `a` starts as the column set of `a` (the values
/// `G(a', a) = G(a, a')`, `a' < a`). The mex is looked for from the first word that the row
/// has not filled, `CHUNK` words at a time, tile by tile (`TILE`) so that the sets stay
/// in cache. One thread (see `DEFAULT_THREADS`; with more, on native targets, the
/// threads take the bands of tiles in turn, each tile once the band above has finished its
/// columns, as tiles a band apart share no set).
///
/// **Values fit in u16.** A mex is at most the number of options, and `(a, b)` with
/// `a <= b` has `a + b + a` of them, so `G(a, b) <= 3 (side - 1) <= 3 * 16383 = 49149`
/// for `side <= GRID_SIDE_MAX = 16384`: below `u16::MAX`, which the grids keep for cells
/// that are not positions. The same bound sizes the bit sets (`3 * side` bits). (The known
/// sharper bounds `b - 2a <= G(a, b) <= a + b` hold on every cell the tests compute.)
///
/// Charges [`grid_work`] units, band by band (so progress and cancellation are asked as
/// for every search); fails first with [`LimitError::GridMemory`] or
/// [`LimitError::GridWork`] when the side does not fit, naming the largest side that does.
///
/// ```
/// use sglab_core::{games::wythoff::sg_grid, limits::Budget};
/// let grid = sg_grid(3, &mut Budget::new(100)).unwrap();
/// assert_eq!(grid, [0, 1, 2, 1, 2, 0, 2, 0, 1]);
/// ```
pub fn sg_grid(side: u64, budget: &mut Budget) -> Result<Vec<u16>, LimitError> {
    sg_grid_with_threads(side, budget, DEFAULT_THREADS)
}

/// [`sg_grid`] with `threads` threads (at least one; one on WebAssembly whatever asked,
/// which has no threads).
pub fn sg_grid_with_threads(
    side: u64,
    budget: &mut Budget,
    threads: usize,
) -> Result<Vec<u16>, LimitError> {
    if side > GRID_SIDE_MAX {
        return Err(LimitError::GridMemory {
            max_bytes: budget.max_table_bytes(),
            largest_side: GRID_SIDE_MAX,
        });
    }
    check_grid_fits(side, budget, grid_work, grid_bytes)?;
    // side <= 2^14, so every index below is far from overflowing.
    let side = side as usize;
    let shape = Shape {
        side,
        words: grid_words(side),
    };
    let blocks = side.div_ceil(TILE);
    let threads = if cfg!(target_arch = "wasm32") {
        1
    } else {
        threads.clamp(1, blocks.max(1))
    };
    let set_block = || Mutex::new(vec![0u64; TILE * shape.words]);
    let shared = Shared {
        columns: (0..blocks).map(|_| set_block()).collect(),
        diagonals: (0..blocks).map(|_| set_block()).collect(),
        done: Mutex::new(vec![0; blocks]),
        moved: Condvar::new(),
        stop: AtomicBool::new(false),
        failed: AtomicBool::new(false),
    };
    let mut values = vec![0u16; side * side];
    // Band I goes to thread I mod threads; thread 0 is this one, which charges the budget.
    let mut work: Vec<Vec<(usize, &mut [u16])>> = (0..threads).map(|_| Vec::new()).collect();
    for (band, out) in values.chunks_mut(TILE * side.max(1)).enumerate() {
        work[band % threads].push((band, out));
    }
    let mut mine = work.remove(0);
    let mut charged = 0u64;
    let mut stopped = Ok(());
    std::thread::scope(|scope| {
        for bands in work {
            let shared = &shared;
            scope.spawn(move || {
                let mut rows = vec![0u64; TILE * shape.words];
                for (band, out) in bands {
                    if !shared.band(shape, band, &mut rows, out) {
                        return;
                    }
                }
            });
        }
        let mut rows = vec![0u64; TILE * shape.words];
        for (band, out) in mine.iter_mut() {
            if !shared.band(shape, *band, &mut rows, out) {
                break;
            }
            // Every band up to this one is finished: charge their cells.
            let cells = ((*band + 1) * TILE).min(side) as u64 * side as u64;
            let units = cells / GRID_CELLS_PER_WORK_UNIT - charged;
            charged += units;
            if let Err(error) = budget.charge(units) {
                stopped = Err(error);
                shared.stop.store(true, Ordering::Relaxed);
                let _guard = lock(&shared.done);
                shared.moved.notify_all();
                break;
            }
        }
    });
    stopped?;
    if shared.failed.load(Ordering::Relaxed) {
        // Not reached: the bit sets hold every value below 3 side (see above).
        return Err(LimitError::TooLarge {
            limit: budget.limit(),
        });
    }
    // The bands of other threads after this thread's last one.
    budget.charge(grid_work(side as u64) - charged)?;
    mirror(&mut values, side);
    Ok(values)
}

/// Copies each cell `(a, b)`, `a < b`, to `(b, a)`, by blocks so that both stay in cache.
fn mirror(values: &mut [u16], side: usize) {
    const BLOCK: usize = 64;
    for a0 in (0..side).step_by(BLOCK) {
        for b0 in (a0..side).step_by(BLOCK) {
            for a in a0..(a0 + BLOCK).min(side) {
                for b in b0.max(a + 1)..(b0 + BLOCK).min(side) {
                    values[b * side + a] = values[a * side + b];
                }
            }
        }
    }
}

/// The previous whole-square bit-set method, kept as the reference that [`sg_grid`] is
/// compared with: the `previous` baseline of `benches/wythoff_grid.rs` and the tests of
/// `tables/grid.rs`. Every cell of the `side × side` square, `a` by `b`, its mex scanned
/// from value 0 over a row, a column and a diagonal bit set (`2 * side` bits each: enough
/// by the known bound `G(a, b) <= a + b`, which the tests check against [`sg_grid`]); no tiles, no mirror, no budget, so never called by a request.
///
/// ```
/// use sglab_core::games::wythoff::previous_sg_grid;
/// assert_eq!(previous_sg_grid(3), [0, 1, 2, 1, 2, 0, 2, 0, 1]);
/// ```
#[doc(hidden)]
pub fn previous_sg_grid(side: usize) -> Vec<u64> {
    let words = (2 * side) / 64 + 1;
    let mut values = vec![0u64; side * side];
    let mut columns = vec![0u64; side * words];
    let mut diagonals = vec![0u64; 2 * side * words];
    let mut row = vec![0u64; words];
    for a in 0..side {
        row.iter_mut().for_each(|word| *word = 0);
        for b in 0..side {
            let column = &columns[b * words..(b + 1) * words];
            let diagonal_index = b + side - a;
            let diagonal = &diagonals[diagonal_index * words..(diagonal_index + 1) * words];
            let mut value = 0u64;
            for (index, word) in row.iter().enumerate() {
                let seen = word | column[index] | diagonal[index];
                if seen != u64::MAX {
                    value = index as u64 * 64 + u64::from(seen.trailing_ones());
                    break;
                }
            }
            values[a * side + b] = value;
            let (word, bit) = ((value / 64) as usize, 1u64 << (value % 64));
            row[word] |= bit;
            columns[b * words + word] |= bit;
            diagonals[diagonal_index * words + word] |= bit;
        }
    }
    values
}
