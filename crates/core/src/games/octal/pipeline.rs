//! Two threads growing one splitting game's table, heaps taken in turn.
//!
//! Heap `n` needs every heap below it, but its last few heaps only through a few options:
//! one heap `n - k` (remove `k` tokens) and the splits `(a, n - a)` for small `a`. So a
//! thread computes the mex `m` of every other option of heap `n` while the last few heaps
//! are still being computed (by the other thread, or by itself: it runs up to [`AHEAD`]
//! heaps ahead); once they are known, `mex(S ∪ V) = m` unless `m ∈ V`, and only then (a
//! few heaps in a hundred, measured) is heap `n` computed again with all its options.
//! Each thread keeps its own copy of the table (the core has no `unsafe`: no thread reads
//! what another writes), and the two hand each other their values through one atomic
//! slot per heap. This pays where a heap costs microseconds (Grundy's game, `.376`, a
//! plain table of thousands of heaps) and not where it costs a hundred nanoseconds (the
//! hand-over would dominate), so the table chooses it by the steps its heaps took.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::thread::Thread;
use std::time::{Duration, Instant};

use super::method::Method;
use super::plain::{is_option_through, Scratch};
use super::rule::SplitRule;
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

    /// The value of heap `n` if the other thread has stored it already.
    fn stored(&self, n: usize) -> Option<u32> {
        let slot = self.slots.get(n.checked_sub(self.start)?)?;
        slot.load(Ordering::Acquire).checked_sub(1)
    }

    /// Wakes both threads (the one that stopped, and the one that may wait for it).
    fn wake_all(&self) {
        for thread in self.threads.iter().filter_map(OnceLock::get) {
            thread.unpark();
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
        self.handover.wake_all();
    }
}

/// Heaps that a thread's next heap may lack: it computes heap `n` once heaps
/// `0..n - AHEAD` are in its copy, and checks the value when the rest come. One would make
/// the two threads go in lockstep (each waits for the other's heap before its next one);
/// a few let a thread run on while the other is held up by a costly heap, at the price of
/// a few more options to check, and of a recomputed heap now and then.
const AHEAD: usize = 5;

/// A heap computed ahead: the mex of its options that read heaps `0..known` only, and the
/// steps that took.
struct Ahead {
    n: usize,
    known: usize,
    mex: u32,
    steps: u64,
}

/// One thread's state: its copy `cells` of the table, and its heaps (`first, first + 2,
/// ...`) computed ahead of it.
struct Share<'a, T> {
    rule: &'a SplitRule,
    method: Method,
    scratch: Scratch,
    cells: &'a mut Vec<T>,
    first: usize,
    handover: &'a Handover,
    ahead: VecDeque<Ahead>,
    steps_of: Vec<u64>,
    /// Stops the other thread at this thread's first heap not stored, if this one ends early.
    farewell: Farewell<'a>,
}

impl<T: Cell> Share<'_, T> {
    fn push(&mut self, cell: T) {
        let m = self.cells.len();
        self.cells.push(cell);
        self.scratch.admit(cell.get());
        self.method.admit(m, cell.get());
    }

    /// Appends heaps to `cells` in order, up to heap `to`: this thread's own once computed
    /// ahead (checked, and computed again if an option through the heaps it lacked has its
    /// value), the other thread's once stored (waited for if `wait`, else the call returns
    /// at the first one not stored yet). `false` once the threads stopped.
    fn absorb(&mut self, to: usize, wait: bool) -> bool {
        while self.cells.len() < to {
            let m = self.cells.len();
            // `m` may be below `first` (the other thread's heaps before this one's first):
            // only the parity of the distance matters.
            if m.abs_diff(self.first).is_multiple_of(2) {
                let Some(ahead) = self.ahead.pop_front_if(|ahead| ahead.n == m) else {
                    return true;
                };
                let (value, steps) = if ahead.known < m
                    && is_option_through(self.rule, self.cells, ahead.known, m, ahead.mex)
                {
                    let (value, more) =
                        self.method
                            .value(self.rule, self.cells, m, &mut self.scratch);
                    (value, ahead.steps + more)
                } else {
                    (ahead.mex, ahead.steps)
                };
                let Some(cell) = T::narrow(value) else {
                    // The other thread may be waiting for this heap: it finds the value too
                    // wide for its cells too, or reads `stop`, and stops.
                    self.handover.stop.fetch_min(m, Ordering::AcqRel);
                    self.handover.store(m, value);
                    // Stored past the slots (the last heap): wake the other thread anyway.
                    self.handover.wake_all();
                    return false;
                };
                self.push(cell);
                self.handover.store(m, value);
                self.steps_of.push(steps);
                self.farewell.next = m + 2;
            } else {
                let value = if wait {
                    self.handover.wait(m)
                } else {
                    match self.handover.stored(m) {
                        Some(value) => Some(value),
                        None => return true,
                    }
                };
                let Some(cell) = value.and_then(T::narrow) else {
                    return false;
                };
                self.push(cell);
            }
        }
        true
    }
}

/// One thread's share: heaps `first, first + 2, ...` below `end`, appended to its own copy
/// `cells` of the table (which holds heaps `0..start`), with the other thread's heaps read
/// from `handover`. Returns the steps of its own heaps.
fn share<T: Cell>(
    rule: &SplitRule,
    method: Method,
    scratch: Scratch,
    cells: &mut Vec<T>,
    first: usize,
    end: usize,
    handover: &Handover,
) -> Vec<u64> {
    let mut method = method;
    method.set_stride(2);
    let mut share = Share {
        rule,
        method,
        scratch,
        cells,
        first,
        handover,
        ahead: VecDeque::with_capacity(AHEAD),
        steps_of: Vec::new(),
        farewell: Farewell {
            handover,
            next: first,
        },
    };
    let mut next = first;
    loop {
        if !share.absorb(end, false) {
            break;
        }
        let known = share.cells.len();
        if next < end && next <= known + AHEAD {
            let (mex, steps) = share
                .method
                .value(rule, share.cells, next, &mut share.scratch);
            share.ahead.push_back(Ahead {
                n: next,
                known,
                mex,
                steps,
            });
            next += 2;
        } else if known >= end || !share.absorb(known + 1, true) {
            break;
        }
    }
    // Both copies end at the same heap: the last one either thread stored.
    let last = handover.stop.load(Ordering::Acquire).min(end);
    share.absorb(last, true);
    share.steps_of
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
