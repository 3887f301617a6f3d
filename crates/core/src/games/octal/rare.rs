//! The rare/common-value method of computing the next value of a splitting game's table,
//! beside the plain mex of `plain.rs` (`O(n)` per heap for each splitting digit, so
//! `O(n^2)` for a table of `n` heaps), which it falls back to.
//!
//! **Rare and common values** (the sparse-space phenomenon, *Winning Ways* ch. 4, "Grundy's
//! game", and A. Flammenkamp's octal-game pages): for a mask `m`, call a value *rare* when
//! `popcount(v & m)` is even and *common* when it is odd. Parity of `v & m` is linear under
//! xor, so a split of two common heaps or of two rare heaps has a rare value, and only a
//! split with exactly one rare heap has a common value. In many games with splits a mask makes
//! rare values rare indeed (a few hundred heaps in millions), and then:
//! 1. the common values among the options come from the single-heap moves and from the
//!    splits with a rare heap (`O(R)` per heap for `R` rare heaps so far), which gives the
//!    least common value `c` that no option has;
//! 2. the value is `c` unless some rare value below `c` is missing too; those few values are
//!    looked for among all splits, stopping as soon as each has been seen (measured: about
//!    200 splits per heap for `.354`, 3,000 for Grundy's game, whatever `n`). Only when the
//!    value itself is rare does the scan run to the end, `O(n)`, and that happens `R` times.
//!
//! So a table of `n` heaps costs `O(n (R + s))` for `s` the splits scanned per heap, against
//! `O(n^2)`: linear in `n` once the rare values die out. The constant is what the code
//! below is about (measured on Grundy's game, `R` = 1,273 and `s` about 3,100 from 2^20
//! heaps on, 12.5 s of CPU for 2^20 heaps before, 3.0 s after):
//! - an option is marked by storing the heap's stamp at its value (one store, no
//!   read-modify-write of a bitset word, no clearing between heaps);
//! - the splits with rare heaps are stamped for [`BATCH`] heaps at once: each rare heap
//!   `r` pairs with heaps `n - r .. n - r + BATCH`, side by side in the table, so the rare
//!   heap and its value are read once per batch and the table's cache line once;
//! - the scan takes [`SCAN_BLOCK`] splits at a time: `values[a..]` xored lane by lane
//!   with a reversed copy of the recent values (so `values[rest - a]` is read forwards
//!   too, which the compiler vectorises); while many values are sought each split clears
//!   its value's slot (no test first: most blocks meet one); once at most [`LIST_MAX`]
//!   are sought (most of the scan: the last few values are the slow ones, a coupon
//!   collector), each is compared with the whole block;
//! - a value still sought after [`TARGETED_AFTER`] splits is looked for first where the
//!   index of heaps by value ([`Witnesses`]) says its splits are likely: in `.376` some
//!   values have a handful of splits in a heap of 10^6, and the scan grew as `n` per heap
//!   (10^6 heaps: 6.5 s before, 1.7 s after).
//!
//! The method is exact for every mask (the mask only decides the speed), and is tested
//! against the plain method heap by heap for many codes and Grundy's game.

use std::ops::ControlFlow;

use super::plain::{first_split, for_each_single, plain_value, walk_splits, Scratch};
use super::rule::SplitRule;
use super::values::{Cell, Windows};
use super::witness::Witnesses;

/// The widest values (in bits) the rare/common method handles: its per-value arrays hold
/// `2 << bits` entries; a table with wider values computes its next heaps by the plain mex.
pub(crate) const SPARSE_MAX_BITS: u32 = 16;

/// Splits scanned between two tests of "was a sought value met?" in the scan for rare values
/// (values of 64 and more: 128 was about 5% faster than 64 for Grundy's game, run in turn).
const SCAN_BLOCK: usize = 128;

/// The same while every value is below 64 ([`Sparse::small_value`], whose heaps cost far
/// less: 128 was about 13% slower than 64 for `.1777`).
const SMALL_SCAN_BLOCK: usize = 64;

/// Splits the scan walks before it looks for the values still sought among the likely
/// splits of [`Witnesses`] (once per heap).
const TARGETED_AFTER: usize = 16384;

/// While at most this many rare values are sought, each block is compared with each of
/// them (a loop the compiler vectorises) instead of looked up value by value in a table.
const LIST_MAX: usize = 8;

/// Heaps whose splits with the rare heaps are stamped in one pass over the rare heaps
/// (see [`Batch`]): each rare heap and its value are read once for all of them, and the
/// heaps they pair with lie side by side in the table, one cache line for the batch.
const BATCH: usize = 8;

/// The heaps `first + stride * j` (`j < BATCH`) whose splits with the rare heaps
/// `rare[small..big]` are already stamped, in `seen`'s array `j` with `stamp`: those rare
/// heaps `r` have `2r` below every split's remainder (so `r` is the smaller heap and not its
/// half), and pair with heaps the table held when the batch was stamped. Each heap of the
/// batch, when asked for, stamps only the rare heaps outside that range.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Batch {
    first: usize,
    /// Heaps of the batch not asked for yet (0: no batch).
    left: usize,
    stamp: u32,
    small: usize,
    big: usize,
}

/// Heaps of the reversed window (`values[n - a]` for `a` up to about this many is read
/// forwards, so that a block of splits is two slices xored lane by lane). Shorter under
/// test, so that the tests' tables of a few thousand heaps also scan past the window.
const WINDOW_LEN: usize = if cfg!(test) { 1 << 10 } else { 1 << 16 };

/// Heaps computed between two rebuilds of the window (it is filled as they are computed).
const WINDOW_AHEAD: usize = if cfg!(test) { 100 } else { 4096 };

/// The rare/common split of the values: a mask, and every heap `>= 1` whose value is rare.
///
/// Invariant: `mask != 0` (so that some value is common); `common`, `seen` and `want` have
/// the same length, a power of two `2 << bits` for the scratch's `bits <= SPARSE_MAX_BITS`
/// (or are empty before the first heap), and `common[v]` says whether `v` is common.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sparse {
    /// Value `v` is common when `popcount(v & mask)` is odd.
    pub(crate) mask: u32,
    /// The heaps `>= 1` with a rare value, increasing.
    pub(crate) rare: Vec<usize>,
    /// The values of those heaps, in the same order.
    rare_values: Vec<u32>,
    /// Whether each value is common (1) or rare (0).
    common: Vec<u8>,
    /// `seen[j * len + v] == stamp` (for `len` the length of `common`): some option of the
    /// heap given array `j` has value `v` (arrays `0..BATCH` for a batch's heaps, array
    /// `BATCH` for a heap outside it). A stamp per heap instead of a cleared bitset: each
    /// mark is one store, with no read of the word before.
    seen: Vec<u32>,
    /// `wanted[v] == 1`: `v` is a rare value below the common mex not met yet (cleared
    /// below the common mex after each heap).
    wanted: Vec<u8>,
    /// `window[j]` is the value of heap `window_top - j`, for the heaps below `filled_to`
    /// (recent values backwards, in the table's width).
    windows: Windows,
    window_top: usize,
    filled_to: usize,
    /// Bit `v` set for each common value `v < 64`.
    common_below_64: u64,
    /// The latest stamp (never 0 while in use; the arrays are cleared on wrapping).
    stamp: u32,
    /// The heaps asked for one after another differ by this (1, or 2 for each of two
    /// threads taking heaps in turn; 0 reads as 1): a batch stamps the next `BATCH` of them.
    stride: usize,
    batch: Batch,
    /// Heaps by value, where the scan looks first for a value it finds slowly.
    witnesses: Witnesses,
}

impl Sparse {
    /// Whether value `v` is common.
    #[inline(always)]
    pub(crate) fn is_common(&self, v: u32) -> bool {
        (v & self.mask).count_ones() & 1 == 1
    }

    /// The split for `values`: the mask (over the low ten bits) that makes the fewest
    /// heaps rare, since each rare heap costs a step at every later heap; with every rare
    /// heap listed.
    pub(crate) fn choose<T: Cell>(values: &[T]) -> Sparse {
        const MASK_BITS: u32 = 10;
        let mut histogram = vec![0u64; 1 << MASK_BITS];
        for &value in values.iter().skip(1) {
            let low = value.get() & ((1 << MASK_BITS) - 1);
            histogram[low as usize] += 1;
        }
        let present: Vec<(u32, u64)> = histogram
            .iter()
            .enumerate()
            .filter(|&(_, &count)| count > 0)
            .map(|(v, &count)| (v as u32, count))
            .collect();
        let top = present.iter().fold(0, |acc, &(v, _)| acc | v);
        let mut best = (u64::MAX, 0u32);
        for mask in 1..=top
            .next_power_of_two()
            .saturating_mul(2)
            .min(1 << MASK_BITS)
            - 1
        {
            let rare: u64 = present
                .iter()
                .filter(|(v, _)| (v & mask).count_ones() & 1 == 0)
                .map(|(_, count)| count)
                .sum();
            if rare < best.0 {
                best = (rare, mask);
            }
        }
        let mut sparse = Sparse {
            mask: best.1.max(1),
            ..Sparse::default()
        };
        sparse.common_below_64 =
            (0..64u32).fold(0u64, |word, v| word | (u64::from(sparse.is_common(v)) << v));
        for (n, value) in values.iter().enumerate().skip(1) {
            sparse.admit(n, value.get());
        }
        sparse
    }

    /// Records the value of heap `n` (the next heap).
    pub(crate) fn admit(&mut self, n: usize, value: u32) {
        if n >= 1 && !self.is_common(value) {
            self.rare.push(n);
            self.rare_values.push(value);
        }
    }

    /// [`Sparse::value`] while every value is below 64: the options are gathered as bits of
    /// one machine word (no store per option); the scan ors each split's bit into a word
    /// while more than [`LIST_MAX`] values are sought, then compares each sought value with
    /// the whole block. Same complexity as [`Sparse::value`].
    fn small_value<T: Cell>(
        &mut self,
        rule: &SplitRule,
        values: &[T],
        n: usize,
        scratch: &mut Scratch,
    ) -> (u32, u64) {
        let bit = |v: u32| 1u64 << (v & 63);
        let mut seen = 0u64;
        let mut steps = for_each_single(rule, values, n, |v| seen |= bit(v));
        let _ = walk_splits::<T, ()>(rule, values, n, |rest, _, _| {
            let (parts, end) = rare_parts(&self.rare, self.mask, values, rule.unequal, rest);
            for (from, to) in parts {
                let pairs = self.rare[from..to].iter().zip(&self.rare_values[from..to]);
                for (&r, &value) in pairs {
                    seen |= bit(value ^ values[rest - r].get());
                }
            }
            steps += end as u64;
            ControlFlow::Continue(())
        });
        let common_word = self.common_below_64;
        let open = common_word & !seen;
        if open == 0 {
            // Every common value below 64 is an option: rare (not seen here), fall back.
            return plain_value(rule, values, n, scratch);
        }
        let common_mex = open.trailing_zeros();
        let sought = !common_word & !seen & (bit(common_mex) - 1);
        if sought == 0 {
            return (common_mex, steps);
        }
        let window = T::window(&mut self.windows);
        refresh_window(window, &mut self.window_top, &mut self.filled_to, values, n);
        let mut unmet = sought;
        let window = (&window[..], self.window_top);
        steps += for_each_split_block::<T, SMALL_SCAN_BLOCK>(rule, values, n, window, |block| {
            if unmet.count_ones() as usize > LIST_MAX {
                unmet &= !block.iter().fold(0u64, |word, &v| word | bit(v.get()));
            } else {
                // Few values sought: each compared with the whole block (vectorised).
                let mut left = unmet;
                while left != 0 {
                    let v = left.trailing_zeros();
                    left &= left - 1;
                    let met = T::narrow(v)
                        .is_some_and(|v| block.iter().fold(false, |met, &x| met | (x == v)));
                    if met {
                        unmet &= !bit(v);
                    }
                }
            }
            unmet == 0
        });
        if unmet == 0 {
            (common_mex, steps)
        } else {
            (unmet.trailing_zeros(), steps)
        }
    }

    /// Sizes the per-value arrays to `2 << bits` entries (a new size drops the batch), and
    /// returns that length.
    fn size_arrays(&mut self, bits: u32) -> usize {
        let len = 2usize << bits;
        if self.common.len() != len {
            self.common = (0..len as u32)
                .map(|v| u8::from(self.is_common(v)))
                .collect();
            self.seen = vec![0; len * (BATCH + 1)];
            self.wanted = vec![0; len];
            self.stamp = 0;
            self.batch = Batch::default();
        }
        len
    }

    /// A stamp that no array holds yet.
    fn fresh_stamp(&mut self) -> u32 {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.batch = Batch::default();
            self.stamp = 1;
        }
        self.stamp
    }

    /// The heaps asked for next will differ by `stride` (see [`Sparse::stride`]).
    pub(crate) fn set_stride(&mut self, stride: usize) {
        self.stride = stride;
        self.batch = Batch::default();
    }

    /// The array of `seen` and the stamp for heap `n`, and the range of `rare` whose splits
    /// are stamped there already: heap `n`'s place in the current batch, or a new batch
    /// from heap `n` (stamped here), or array `BATCH` with nothing stamped (a heap asked for
    /// again behind the batch, or no rare heap to batch).
    fn slot_for<T: Cell>(
        &mut self,
        rule: &SplitRule,
        values: &[T],
        n: usize,
        len: usize,
    ) -> (usize, u32, Option<(usize, usize)>) {
        let stride = self.stride.max(1);
        let batch = &mut self.batch;
        if batch.left > 0 {
            let j = BATCH - batch.left;
            let at = batch.first.saturating_add(stride * j);
            if n == at {
                batch.left -= 1;
                return (j, batch.stamp, Some((batch.small, batch.big)));
            }
            if n < at {
                return (BATCH, self.fresh_stamp(), None);
            }
        }
        let stamp = self.fresh_stamp();
        self.batch = Batch::default();
        // Rare heaps from `small` pair every heap of the batch with a heap `values` holds;
        // below `big`, twice the rare heap is below every remainder of a split.
        let last = n.saturating_add(stride * (BATCH - 1));
        let readable = last.saturating_add(1).saturating_sub(values.len());
        let small = self.rare.partition_point(|&r| r < readable);
        let rest_min = rule
            .splits
            .iter()
            .map(|&k| n.saturating_sub(k))
            .min()
            .unwrap_or(0);
        let big = self
            .rare
            .partition_point(|&r| r.saturating_mul(2) < rest_min);
        if big <= small || stride > 2 {
            return (BATCH, stamp, None);
        }
        let rare = &self.rare[small..big];
        let rare_values = &self.rare_values[small..big];
        let arrays = self.seen.get_mut(..len * BATCH).unwrap_or_default();
        for &k in &rule.splits {
            let rest = n.saturating_sub(k);
            stamp_rare_batch(rare, rare_values, values, (rest, stride), arrays, stamp);
        }
        self.batch = Batch {
            first: n,
            left: BATCH - 1,
            stamp,
            small,
            big,
        };
        (0, stamp, Some((small, big)))
    }

    /// The value of heap `values.len()` by the rare/common method, and the table steps:
    /// `O(R)` for the `R` rare heaps, then a scan of the splits that stops once every rare
    /// value below the common mex is met (`O(n)` only when the value is rare).
    /// Method: *Winning Ways* ch. 4 and A. Flammenkamp's descriptions (see the module).
    pub(crate) fn value<T: Cell>(
        &mut self,
        rule: &SplitRule,
        values: &[T],
        n: usize,
        scratch: &mut Scratch,
    ) -> (u32, u64) {
        if scratch.bits > SPARSE_MAX_BITS {
            return plain_value(rule, values, n, scratch);
        }
        if scratch.bits <= 6 {
            return self.small_value(rule, values, n, scratch);
        }
        let len = self.size_arrays(scratch.bits);
        self.witnesses.refresh(len, values);
        let (array, stamp, batched) = self.slot_for(rule, values, n, len);
        let Sparse {
            mask,
            rare,
            rare_values,
            common,
            seen,
            wanted,
            windows,
            window_top,
            filled_to,
            witnesses,
            ..
        } = self;
        let seen = seen
            .get_mut(array * len..(array + 1) * len)
            .unwrap_or_default();
        // Every index below is a value or an xor of values, all below `1 << bits`, or is
        // masked into the arrays' power-of-two length.
        let index_mask = seen.len().wrapping_sub(1);
        let mut steps = for_each_single(rule, values, n, |v| {
            if let Some(slot) = seen.get_mut(v as usize & index_mask) {
                *slot = stamp;
            }
        });
        // 1. Splits with a rare heap (either side): all the common option values. The
        // batch stamped those with the rare heaps `small..big`; the others are stamped here.
        let (small, big) = batched.unwrap_or((rare.len(), rare.len()));
        let _ = walk_splits::<T, ()>(rule, values, n, |rest, _, _| {
            for (offset, upto) in [(0, small), (big, rare.len())] {
                let listed = &rare[offset..upto];
                // The rare heaps below `rest` whose other heap is in `values`; with unequal
                // heaps, not the heap `rest / 2`.
                let (parts, end) = rare_parts(listed, *mask, values, rule.unequal, rest);
                for (from, to) in parts {
                    stamp_rare_splits(
                        &listed[from..to],
                        &rare_values[offset + from..offset + to],
                        values,
                        rest,
                        seen,
                        stamp,
                    );
                }
                steps += end as u64;
            }
            steps += (big - small) as u64;
            ControlFlow::Continue(())
        });
        // 2. The least common value no option has (the common mex), and the rare values
        // below it that no option has shown yet, in one pass.
        let mut missing = 0usize;
        let mut common_mex = None;
        let marks = wanted.iter_mut().zip(common.iter()).zip(seen.iter());
        for (v, ((wanted, &is_common), &mark)) in marks.enumerate() {
            if mark != stamp {
                if is_common == 1 {
                    common_mex = Some(v);
                    break;
                }
                *wanted = 1;
                missing += 1;
            }
        }
        let Some(common_mex) = common_mex else {
            wanted.fill(0);
            return plain_value(rule, values, n, scratch);
        };
        if missing == 0 {
            return (common_mex as u32, steps);
        }
        let window = T::window(windows);
        refresh_window(window, window_top, filled_to, values, n);
        steps += scan_for_rare(
            rule,
            values,
            n,
            (window, *window_top),
            witnesses,
            (wanted, common_mex, missing),
        );
        // Every split seen (or every value met): the value is the least rare value below
        // the common mex unmet, else the common mex.
        let least = wanted
            .iter()
            .take(common_mex)
            .position(|&slot| slot == 1)
            .unwrap_or(common_mex);
        wanted
            .iter_mut()
            .take(common_mex)
            .for_each(|slot| *slot = 0);
        (least as u32, steps)
    }
}

/// Walks the splits of heap `n`, from the first whose heaps `values` holds, in blocks of at
/// most `BLOCK` split values (read through the reversed `window`, see
/// [`split_values`]), giving each block to `visit` until it returns `true` (every value
/// sought was met); returns the splits walked.
#[inline(always)]
fn for_each_split_block<T: Cell, const BLOCK: usize>(
    rule: &SplitRule,
    values: &[T],
    n: usize,
    (window, window_top): (&[T], usize),
    mut visit: impl FnMut(&[T]) -> bool,
) -> u64 {
    let mut steps = 0u64;
    let _ = walk_splits(rule, values, n, |rest, mut from, half| {
        // `values[rest - a]` is `window[base + a]` for `base + a < WINDOW_LEN`.
        let base = window_top.saturating_sub(rest);
        let in_window = window.len().saturating_sub(base);
        while from <= half {
            let to = from.saturating_add(BLOCK).min(half + 1);
            let mut buffer = [T::default(); BLOCK];
            let block = &mut buffer[..to - from];
            split_values(values, window, (base, in_window), rest, from, block);
            steps += (to - from) as u64;
            from = to;
            if visit(block) {
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    });
    steps
}

/// The scan of the rare/common method: the splits of heap `n` (from its first, in blocks
/// of [`SCAN_BLOCK`]) until each of the `missing` values with `wanted[v] == 1` (rare values
/// below `common_mex`) has been met, each met one cleared; returns the splits scanned.
/// The values still sought after [`TARGETED_AFTER`] splits are looked for first among the
/// likely splits of `witnesses` (the splits tried are counted too). Out of line, like
/// [`stamp_rare_splits`], so that its loops have the registers.
#[inline(never)]
fn scan_for_rare<T: Cell>(
    rule: &SplitRule,
    values: &[T],
    n: usize,
    (window, window_top): (&[T], usize),
    witnesses: &Witnesses,
    (wanted, common_mex, mut missing): (&mut [u8], usize, usize),
) -> u64 {
    // The values sought once there are at most `LIST_MAX` of them (`listed`).
    let mut list = [T::default(); LIST_MAX];
    let mut list_len = 0;
    let mut listed = false;
    let mut scanned = 0usize;
    let mut targeted = false;
    let mut tried = 0u64;
    let steps =
        for_each_split_block::<T, SCAN_BLOCK>(rule, values, n, (window, window_top), |block| {
            scanned += block.len();
            if listed && !targeted && scanned > TARGETED_AFTER {
                targeted = true;
                // Values still sought after this many splits are slow: look for each first
                // among the splits the index says are likely (see `witness`).
                missing -= drop_met(&mut list, &mut list_len, wanted, |sought| {
                    walk_splits(rule, values, n, |rest, from, half| {
                        let (met, splits) =
                            witnesses.find(values, rest, (from, half), sought.get());
                        tried += splits;
                        if met {
                            ControlFlow::Break(())
                        } else {
                            ControlFlow::Continue(())
                        }
                    })
                    .is_break()
                });
                if missing == 0 {
                    return true;
                }
            }
            if !listed {
                // Each split's value cleared without a test: most blocks meet some value here.
                let met = clear_met(wanted, block);
                if met == 0 {
                    return false;
                }
                missing -= met;
                if missing <= LIST_MAX {
                    listed = true;
                    // A value too wide for the table's cells is no xor of two cells: it stays
                    // sought and unlisted, and the scan runs to the end.
                    let sought = wanted
                        .iter()
                        .take(common_mex)
                        .enumerate()
                        .filter(|&(_, &slot)| slot == 1)
                        .filter_map(|(v, _)| T::narrow(v as u32));
                    for (slot, v) in list.iter_mut().zip(sought) {
                        *slot = v;
                        list_len += 1;
                    }
                }
            } else {
                missing -= drop_met(&mut list, &mut list_len, wanted, |sought| {
                    block.iter().fold(false, |met, &v| met | (v == sought))
                });
            }
            missing == 0
        });
    steps + tried
}

/// Drops from `list[..len]` each value that `met` says was met, clearing its slot in
/// `wanted`; returns how many were dropped.
#[inline(always)]
fn drop_met<T: Cell>(
    list: &mut [T; LIST_MAX],
    len: &mut usize,
    wanted: &mut [u8],
    mut met: impl FnMut(T) -> bool,
) -> usize {
    let mut dropped = 0;
    let mut index = 0;
    while index < *len {
        let sought = list[index];
        if met(sought) {
            if let Some(slot) = wanted.get_mut(sought.get() as usize) {
                *slot = 0;
            }
            dropped += 1;
            *len -= 1;
            list[index] = list[*len];
        } else {
            index += 1;
        }
    }
    dropped
}

/// Clears `wanted[v]` for the value `v` of each split of `block`, and returns how many
/// were set (values sought, now met). `wanted.len()` is a power of two above every value;
/// the lengths 256, 512 and 1024 get a copy with the length known.
#[inline(always)]
fn clear_met<T: Cell>(wanted: &mut [u8], block: &[T]) -> usize {
    // Inlined with an array of known length, the masked index needs no bounds check.
    #[inline(always)]
    fn clear<T: Cell>(wanted: &mut [u8], block: &[T]) -> usize {
        let index_mask = wanted.len().wrapping_sub(1);
        let mut met = 0;
        for &v in block {
            if let Some(slot) = wanted.get_mut(v.get() as usize & index_mask) {
                met += usize::from(*slot);
                *slot = 0;
            }
        }
        met
    }
    match wanted.len() {
        256 => wanted
            .first_chunk_mut::<256>()
            .map_or(0, |w| clear(w, block)),
        512 => wanted
            .first_chunk_mut::<512>()
            .map_or(0, |w| clear(w, block)),
        1024 => wanted
            .first_chunk_mut::<1024>()
            .map_or(0, |w| clear(w, block)),
        _ => clear(wanted, block),
    }
}

/// [`stamp_rare_splits`] for the `BATCH` heaps `rest + stride * j` at once, into the
/// `BATCH` arrays of `arrays` (each a power of two above every value, array `j` from
/// `arrays[j * len]`): the heaps paired with rare heap `r` are `values[rest - r..]`, side
/// by side. Every one of them must be in `values`. Arrays of 256, 512 and 1024 entries
/// (values below 128, 256 and 512: `.56`, `.376`, Grundy's game to 2^26 heaps) get a copy
/// of the loop with the length known, so that each array's offset is a constant of the
/// store.
fn stamp_rare_batch<T: Cell>(
    rare: &[usize],
    rare_values: &[u32],
    values: &[T],
    (rest, stride): (usize, usize),
    arrays: &mut [u32],
    stamp: u32,
) {
    let shift = (arrays.len() / BATCH).trailing_zeros();
    match (stride, shift) {
        (1, 8) => stamp_batch_of::<T, 1, 8>(rare, rare_values, values, rest, arrays, stamp),
        (1, 9) => stamp_batch_of::<T, 1, 9>(rare, rare_values, values, rest, arrays, stamp),
        (1, 10) => stamp_batch_of::<T, 1, 10>(rare, rare_values, values, rest, arrays, stamp),
        (1, _) => stamp_batch_of::<T, 1, 0>(rare, rare_values, values, rest, arrays, stamp),
        (_, 8) => stamp_batch_of::<T, 2, 8>(rare, rare_values, values, rest, arrays, stamp),
        (_, 9) => stamp_batch_of::<T, 2, 9>(rare, rare_values, values, rest, arrays, stamp),
        (_, 10) => stamp_batch_of::<T, 2, 10>(rare, rare_values, values, rest, arrays, stamp),
        _ => stamp_batch_of::<T, 2, 0>(rare, rare_values, values, rest, arrays, stamp),
    }
}

/// [`stamp_rare_batch`] for heaps `STRIDE` apart, with arrays of `1 << SHIFT` entries
/// (`SHIFT` 0: whatever `arrays` holds).
#[inline(never)]
fn stamp_batch_of<T: Cell, const STRIDE: usize, const SHIFT: u32>(
    rare: &[usize],
    rare_values: &[u32],
    values: &[T],
    rest: usize,
    arrays: &mut [u32],
    stamp: u32,
) {
    let shift = if SHIFT == 0 {
        (arrays.len() / BATCH).trailing_zeros()
    } else {
        SHIFT
    };
    let index_mask = (1usize << shift) - 1;
    for (&r, &value) in rare.iter().zip(rare_values) {
        // In range by the batch's choice of rare heaps (`2r < rest`, partners in `values`).
        let Some(cells) = rest
            .checked_sub(r)
            .and_then(|from| values.get(from..from + STRIDE * (BATCH - 1) + 1))
        else {
            continue;
        };
        for j in 0..BATCH {
            let v = (value ^ cells[STRIDE * j].get()) as usize & index_mask;
            if let Some(slot) = arrays.get_mut(j << shift | v) {
                *slot = stamp;
            }
        }
    }
}

/// Stamps `seen[v]` with `stamp` for the value `v` of each split `(r, rest - r)`, for the
/// rare heaps `r` with their values `rare_values`: the common option values. Out of line,
/// so that its loop has the registers to itself (inlined, it reloaded a pointer from the
/// stack at each step). `seen.len()` is a power of two above every value.
#[inline(never)]
fn stamp_rare_splits<T: Cell>(
    rare: &[usize],
    rare_values: &[u32],
    values: &[T],
    rest: usize,
    seen: &mut [u32],
    stamp: u32,
) {
    // Not empty, so that the masked index below is known to be in bounds.
    let Some(index_mask) = seen.len().checked_sub(1) else {
        return;
    };
    for (&r, &value) in rare.iter().zip(rare_values) {
        let v = value ^ values[rest - r].get();
        if let Some(slot) = seen.get_mut(v as usize & index_mask) {
            *slot = stamp;
        }
    }
}

/// The index ranges of `rare` (the rare heaps, increasing, all below `values.len()`) whose
/// heaps `r` pair with `rest - r` in the splits of `rest`: from the first split that
/// `values` holds to below `rest`, without the heap `rest / 2` when the two heaps must
/// differ; and the count of rare heaps below `rest` (the steps charged).
///
/// `O(1)` for most heaps: a binary search only when a rare heap lies at an edge (below
/// the first split, at `rest` or past it, or at `rest / 2`), which a heap's value says.
#[inline(always)]
fn rare_parts<T: Cell>(
    rare: &[usize],
    mask: u32,
    values: &[T],
    unequal: bool,
    rest: usize,
) -> ([(usize, usize); 2], usize) {
    let first = first_split(values, rest);
    let start = match rare.first() {
        Some(&r) if r < first => rare.partition_point(|&r| r < first),
        _ => 0,
    };
    let end = match rare.last() {
        Some(&r) if r >= rest => rare.partition_point(|&r| r < rest),
        _ => rare.len(),
    };
    let half = rest / 2;
    let half_is_rare = unequal
        && rest.is_multiple_of(2)
        && values
            .get(half)
            .is_some_and(|v| (v.get() & mask).count_ones() & 1 == 0);
    let skip = half_is_rare
        .then(|| rare[..end].binary_search(&half).ok())
        .flatten()
        .filter(|&index| index >= start);
    let split = skip.unwrap_or(end);
    let parts = [
        (start, split.max(start)),
        (split + usize::from(skip.is_some()), end),
    ];
    (parts, end)
}

/// The values of the splits `(a, rest - a)` for `a` in `from..from + block.len()`, into
/// `block`: two slices xored lane by lane while `rest - a` lies in the reversed window
/// (`window[base + a]`, for `base + a < in_window + base`), else one split at a time.
#[inline(always)]
fn split_values<T: Cell>(
    values: &[T],
    window: &[T],
    (base, in_window): (usize, usize),
    rest: usize,
    from: usize,
    block: &mut [T],
) {
    let to = from + block.len();
    match (values.get(from..to), window.get(base + from..base + to)) {
        (Some(left), Some(right)) if to <= in_window => {
            for ((slot, &l), &r) in block.iter_mut().zip(left).zip(right) {
                *slot = l ^ r;
            }
        }
        _ => {
            for (slot, a) in block.iter_mut().zip(from..to) {
                *slot = values[a] ^ values[rest - a];
            }
        }
    }
}

/// Brings the reversed window up to the heaps of `values`, for the scan of heap `n`: rebuilt
/// (`O(WINDOW_LEN)`, every `WINDOW_AHEAD` heaps) once heap `n` passes its top (the scan
/// reads `window[top - rest + a]`), else given the heaps computed since the last call.
fn refresh_window<T: Cell>(
    window: &mut Vec<T>,
    top: &mut usize,
    filled_to: &mut usize,
    values: &[T],
    heap: usize,
) {
    let n = values.len();
    if heap > *top || window.len() != WINDOW_LEN || *filled_to > n {
        *top = heap.saturating_add(WINDOW_AHEAD - 1);
        window.clear();
        window.resize(WINDOW_LEN, T::default());
        *filled_to = top.saturating_add(1).saturating_sub(WINDOW_LEN).min(n);
    }
    // `window[top - m] = values[m]` for the heaps `m` not yet there, at most `top` and above
    // `top - WINDOW_LEN`: one reversed copy (vectorised).
    let above_top = top.saturating_add(1);
    let start = (*filled_to).max(above_top.saturating_sub(window.len()));
    let end = n.min(above_top);
    if start < end {
        let slots = window.get_mut(above_top - end..above_top - start);
        if let (Some(slots), Some(heaps)) = (slots, values.get(start..end)) {
            for (slot, &value) in slots.iter_mut().rev().zip(heaps) {
                *slot = value;
            }
        }
    }
    *filled_to = n;
}

#[cfg(test)]
mod tests {
    use super::super::plain::is_option_through;
    use super::*;
    use std::collections::VecDeque;

    /// Grundy's game by the definition: split a heap into two unequal heaps.
    fn grundy(heaps: usize) -> Vec<u8> {
        let mut values = vec![0u8; heaps];
        for n in 3..heaps {
            let mut seen = [false; 256];
            for a in 1..n.div_ceil(2) {
                seen[usize::from(values[a] ^ values[n - a])] = true;
            }
            values[n] = seen.iter().position(|&s| !s).unwrap() as u8;
        }
        values
    }

    /// Heaps asked for one after another (one thread), or every second heap with the last
    /// five lacking (each of two threads running ahead), with heaps asked for again between
    /// them: the batches of rare splits give each heap the value of its options that
    /// `values` holds, as one heap at a time does.
    #[test]
    fn batches_of_heaps_agree_with_the_definition() {
        // Grundy's game has values past 63 from heap 4019 on: the kernel with batches runs
        // (not the one for values below 64).
        const FROM: usize = 4096;
        let all = grundy(7000);
        let rule = SplitRule::grundy();
        for (stride, lag) in [(1, 0), (2, 5)] {
            let mut sparse = Sparse::choose(&all[..FROM]);
            sparse.set_stride(stride);
            let mut scratch = Scratch::default();
            all[..FROM]
                .iter()
                .for_each(|&v| scratch.admit(u32::from(v)));
            assert!(scratch.bits > 6 && sparse.rare.len() > 100);
            let mut admitted = FROM;
            let (mut batched, mut checked, mut recomputed) = (0, 0, 0);
            // Heaps computed with `known` heaps, then checked once every heap below them is
            // known, and computed again (behind the batch) if an option through the heaps
            // they lacked has their value, as `pipeline.rs` does.
            let mut pending: VecDeque<(usize, usize, u32)> = VecDeque::new();
            for n in (FROM + lag..7000).step_by(stride) {
                let known = n - lag;
                for (m, &v) in all.iter().enumerate().take(known).skip(admitted) {
                    scratch.admit(u32::from(v));
                    sparse.admit(m, u32::from(v));
                }
                admitted = known;
                while let Some((p, p_known, mex)) = pending.pop_front_if(|&mut (p, ..)| p < known) {
                    let value = if is_option_through(&rule, &all[..p], p_known, p, mex) {
                        recomputed += 1;
                        sparse.value(&rule, &all[..p], p, &mut scratch).0
                    } else {
                        mex
                    };
                    assert_eq!(value, u32::from(all[p]), "heap {p}, stride {stride}");
                    checked += 1;
                }
                let (mex, _) = sparse.value(&rule, &all[..known], n, &mut scratch);
                batched += usize::from(sparse.batch.big > sparse.batch.small);
                pending.push_back((n, known, mex));
            }
            assert!(
                batched > 1400,
                "stride {stride}: {batched} heaps in batches"
            );
            assert!(checked > 1400, "stride {stride}: {checked} heaps checked");
            assert!(
                stride == 1 || recomputed > 0,
                "stride {stride}: {recomputed} heaps computed again"
            );
        }
    }

    #[test]
    fn rare_parts_are_the_rare_heaps_of_the_splits_that_values_holds() {
        let all = grundy(700);
        for len in [40, 200, 511, 700] {
            let values = &all[..len];
            let sparse = Sparse::choose(values);
            assert!(!sparse.rare.is_empty());
            // Up to the heaps a thread computes ahead of its table, and both kinds of split.
            for rest in 2..len + 6 {
                for unequal in [false, true] {
                    let first = first_split(values, rest);
                    let expected: Vec<usize> = (0..sparse.rare.len())
                        .filter(|&i| {
                            let r = sparse.rare[i];
                            r >= first && r < rest && !(unequal && rest % 2 == 0 && r == rest / 2)
                        })
                        .collect();
                    let (parts, end) = rare_parts(&sparse.rare, sparse.mask, values, unequal, rest);
                    let got: Vec<usize> = parts.iter().flat_map(|&(from, to)| from..to).collect();
                    assert_eq!(got, expected, "{len} heaps, rest {rest}, unequal {unequal}");
                    assert_eq!(end, sparse.rare.partition_point(|&r| r < rest));
                }
            }
        }
    }
}
