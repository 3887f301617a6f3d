//! Two threads growing one splitting game's table, heaps taken in turn.
//!
//! Heap `n` needs every heap below it, but heap `n - 1` only through one or two options:
//! one heap `n - 1` (remove a token) and the split `(1, n - 1)` (Grundy's game). So while
//! one thread finishes heap `n - 1`, the other computes the mex `m` of every other option
//! of heap `n`; once heap `n - 1` is known, `mex(S ∪ V) = m` unless `m ∈ V`, and only then
//! (a few heaps in a hundred, measured) is heap `n` computed again with all its options.
//! Each thread keeps its own copy of the table (the core has no `unsafe`: no thread reads
//! what another writes), and the two hand each other their values through one atomic
//! slot per heap. This pays where a heap costs microseconds (Grundy's game, `.376`, a
//! plain table of thousands of heaps) and not where it costs a hundred nanoseconds (the
//! hand-over would dominate), so the table chooses it by the steps its heaps took.

use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::thread::Thread;
use std::time::{Duration, Instant};

use super::rare::{is_option_of_previous, Scratch};
use super::rule::SplitRule;
use super::table::Method;
use super::values::Cell;

/// How long a waiting thread spins before it parks: a few heaps of Grundy's game (about
/// three microseconds each). Parking and waking cost microseconds too, so a thread that
/// parked at each heap would be slower than one thread; one that spun much longer, on a
/// machine whose other core is busy, would keep the thread it waits for from running.
const SPIN_BEFORE_PARKING: Duration = Duration::from_micros(200);

/// What the two threads computed: heaps `start..start + steps.len()` (both copies of the
/// table now end there), and the value that did not fit the table's cells, if one did not.
pub(crate) struct Segment {
    /// The table steps of each heap computed, in order.
    pub(crate) steps: Vec<u64>,
    /// The value of the next heap, when it needs wider cells than the table's.
    pub(crate) overflow: Option<u32>,
}

/// The slots through which the two threads hand over their values: `value + 1` once
/// known, 0 before; `stop` is the first heap that was not stored (a value too wide).
struct Handover {
    start: usize,
    slots: Vec<AtomicU32>,
    stop: AtomicUsize,
    /// The two threads, to wake each other (`threads[i]` computes heaps `start + i`, ...).
    threads: [OnceLock<Thread>; 2],
}

impl Handover {
    /// The value of heap `n`, once the other thread has stored it; `None` if no thread
    /// will (`n` past the heap where they stopped).
    fn wait(&self, n: usize) -> Option<u32> {
        let slot = self.slots.get(n.checked_sub(self.start)?)?;
        let mut spins = 0u32;
        let mut since: Option<Instant> = None;
        loop {
            let value = slot.load(Ordering::Acquire);
            if value != 0 {
                return Some(value - 1);
            }
            if self.stop.load(Ordering::Acquire) <= n {
                return None;
            }
            spins = spins.wrapping_add(1);
            let spun = !spins.is_multiple_of(64) || {
                let since = *since.get_or_insert_with(Instant::now);
                since.elapsed() < SPIN_BEFORE_PARKING
            };
            if spun {
                std::hint::spin_loop();
            } else {
                // Woken by the other thread's next store; the timeout only guards the
                // start, before both threads are registered.
                std::thread::park_timeout(Duration::from_millis(1));
            }
        }
    }

    /// Stores the value of heap `n` and wakes the other thread if it sleeps.
    fn store(&self, n: usize, value: u32) {
        let Some(i) = n.checked_sub(self.start) else {
            return;
        };
        if let Some(slot) = self.slots.get(i) {
            slot.store(value.saturating_add(1), Ordering::Release);
        }
        if let Some(other) = self.threads[(i + 1) % 2].get() {
            other.unpark();
        }
    }
}

/// Stops the other thread at this thread's next heap when this one ends without storing
/// it (it broke off, or a test build unwound), so that no thread waits for ever.
struct Farewell<'a> {
    handover: &'a Handover,
    next: usize,
}

impl Drop for Farewell<'_> {
    fn drop(&mut self) {
        self.handover.stop.fetch_min(self.next, Ordering::AcqRel);
        for thread in self.handover.threads.iter().filter_map(OnceLock::get) {
            thread.unpark();
        }
    }
}

/// One thread's share: heaps `first, first + 2, ...` below `end`, appended to its own copy
/// `cells` of the table (which holds heaps `0..start`), with the other thread's heaps read
/// from `handover`. Returns the steps of its own heaps.
fn share<T: Cell>(
    rule: &SplitRule,
    mut method: Method,
    mut scratch: Scratch,
    cells: &mut Vec<T>,
    first: usize,
    end: usize,
    handover: &Handover,
) -> Vec<u64> {
    let mut steps_of = Vec::new();
    let mut farewell = Farewell {
        handover,
        next: first,
    };
    // Appends the other thread's heaps to `cells` up to (not including) heap `to`.
    let catch_up = |cells: &mut Vec<T>, method: &mut Method, scratch: &mut Scratch, to| {
        while cells.len() < to {
            let m = cells.len();
            let Some(cell) = handover.wait(m).and_then(T::narrow) else {
                return false;
            };
            cells.push(cell);
            scratch.admit(cell.get());
            method.admit(m, cell.get());
        }
        true
    };
    let mut n = first;
    while n < end {
        if !catch_up(cells, &mut method, &mut scratch, n.saturating_sub(1)) {
            break;
        }
        let (value, steps) = if cells.len() == n {
            method.value(rule, cells, n, &mut scratch)
        } else {
            // Every option but those through heap `n - 1`, while the other thread
            // finishes it; then the value stands unless one of those options is it.
            let (mex, steps) = method.value(rule, cells, n, &mut scratch);
            if !catch_up(cells, &mut method, &mut scratch, n) {
                break;
            }
            if is_option_of_previous(rule, cells, n, mex) {
                let (value, more) = method.value(rule, cells, n, &mut scratch);
                (value, steps + more)
            } else {
                (mex, steps)
            }
        };
        let Some(cell) = T::narrow(value) else {
            // The other thread may be waiting for this heap: it finds the value too wide
            // for its cells too, or reads `stop`, and stops.
            handover.stop.fetch_min(n, Ordering::AcqRel);
            handover.store(n, value);
            // Stored past the slots (the last heap): wake the other thread all the same.
            for thread in handover.threads.iter().filter_map(OnceLock::get) {
                thread.unpark();
            }
            break;
        };
        cells.push(cell);
        scratch.admit(value);
        method.admit(n, value);
        handover.store(n, value);
        steps_of.push(steps);
        n += 2;
        farewell.next = n;
    }
    // Both copies end at the same heap: the last one either thread stored.
    let last = handover.stop.load(Ordering::Acquire).min(end);
    catch_up(cells, &mut method, &mut scratch, last);
    steps_of
}

/// Computes heaps `cells.len()..end` of the table in two threads: this one appends to
/// `cells`, the other to `twin`, a copy of `cells` (same heaps on entry and on return).
/// `None` when the second thread could not be started or failed (both copies are then
/// cut back to their heaps on entry).
pub(crate) fn run_two<T: Cell>(
    rule: &SplitRule,
    method: &Method,
    scratch: &Scratch,
    cells: &mut Vec<T>,
    twin: &mut Vec<T>,
    end: usize,
) -> Option<Segment> {
    let start = cells.len();
    if twin.len() != start || end <= start {
        return None;
    }
    let handover = Handover {
        start,
        slots: (start..end).map(|_| AtomicU32::new(0)).collect(),
        stop: AtomicUsize::new(usize::MAX),
        threads: [OnceLock::new(), OnceLock::new()],
    };
    handover.threads[0].get_or_init(std::thread::current);
    cells.reserve_exact(end - start);
    twin.reserve_exact(end - start);
    let shares = std::thread::scope(|scope| {
        let (method_b, scratch_b, handover_b) = (method.clone(), scratch.clone(), &handover);
        let twin_b = &mut *twin;
        let other = std::thread::Builder::new()
            .spawn_scoped(scope, move || {
                share(
                    rule,
                    method_b,
                    scratch_b,
                    twin_b,
                    start + 1,
                    end,
                    handover_b,
                )
            })
            .ok()?;
        handover.threads[1].get_or_init(|| other.thread().clone());
        let ours = share(
            rule,
            method.clone(),
            scratch.clone(),
            cells,
            start,
            end,
            &handover,
        );
        other.join().ok().map(|theirs| (ours, theirs))
    });
    let Some((ours, theirs)) = shares.filter(|_| twin.len() == cells.len()) else {
        cells.truncate(start);
        twin.truncate(start);
        return None;
    };
    let done = cells.len();
    let mut steps = Vec::with_capacity(done - start);
    for i in 0..done - start {
        let (list, index) = if i % 2 == 0 {
            (&ours, i / 2)
        } else {
            (&theirs, i / 2)
        };
        steps.push(list.get(index).copied().unwrap_or(0));
    }
    let overflow = (done < end)
        .then(|| handover.slots.get(done - start))
        .flatten()
        .map(|slot| slot.load(Ordering::Acquire))
        .filter(|&value| value != 0)
        .map(|value| value - 1);
    Some(Segment { steps, overflow })
}
