//! The plain method of computing the next value of a splitting game's table, the
//! definition (Sprague–Grundy): the mex over every option of heap `n`, `O(n)` per heap for
//! each splitting digit, so `O(n^2)` for a table of `n` heaps; and the one walk over the
//! splits of a heap that every kernel (plain and rare/common) takes.

use std::ops::ControlFlow;

use super::rule::SplitRule;
use super::values::Cell;

/// Mex scratch: a bitset of the values seen at the current heap.
///
/// Invariant: `words` holds `2 << bits` bits (at least one word), where every value in the
/// table is below `1 << bits`, so that every option value (an xor of two values) and every
/// mex candidate fits.
#[derive(Clone, Debug)]
pub(crate) struct Scratch {
    words: Vec<u64>,
    pub(super) bits: u32,
}

impl Default for Scratch {
    fn default() -> Self {
        Scratch {
            words: vec![0; 1],
            bits: 0,
        }
    }
}

impl Scratch {
    /// Makes room for a new value `value` in the table.
    pub(crate) fn admit(&mut self, value: u32) {
        let needed = 32 - value.leading_zeros();
        if needed > self.bits {
            self.bits = needed;
            // 2^(needed+1) bits, computed in u64 so that 32-bit targets cannot overflow.
            let words = ((2u64 << needed) / 64).max(1);
            self.words
                .resize(usize::try_from(words).unwrap_or(usize::MAX / 64), 0);
        }
    }

    #[inline(always)]
    pub(super) fn start(&mut self) {
        self.words.iter_mut().for_each(|word| *word = 0);
    }

    #[inline(always)]
    fn mark(&mut self, value: u32) {
        if let Some(word) = self.words.get_mut((value >> 6) as usize) {
            *word |= 1 << (value & 63);
        }
    }

    /// The least value not seen.
    fn mex(&self) -> u32 {
        for (index, &word) in self.words.iter().enumerate() {
            if word != !0 {
                return (index * 64) as u32 + (!word).trailing_zeros();
            }
        }
        (self.words.len() * 64) as u32
    }
}

/// Gives `mark` the value of each single-heap option of heap `n` that reads only the heaps
/// in `values`; returns the table steps it counts (one per single move).
#[inline(always)]
pub(super) fn for_each_single<T: Cell>(
    rule: &SplitRule,
    values: &[T],
    n: usize,
    mut mark: impl FnMut(u32),
) -> u64 {
    for &(k, to_nothing, to_one) in &rule.singles {
        if to_nothing && n == k {
            mark(0);
        }
        if let Some(&value) = values.get(n.wrapping_sub(k)).filter(|_| to_one && n > k) {
            mark(value.get());
        }
    }
    rule.singles.len() as u64
}

/// The values `values[a] ^ values[rest - a]` of the splits `a` in `from..=half`, read as two
/// slices (the second backwards); empty when the range is.
#[inline(always)]
fn split_values_of<T: Cell>(
    values: &[T],
    rest: usize,
    from: usize,
    half: usize,
) -> impl Iterator<Item = u32> + '_ {
    let left = values.get(from..=half).unwrap_or(&[]);
    let right = values
        .get(rest.saturating_sub(half)..=rest.saturating_sub(from))
        .unwrap_or(&[]);
    left.iter()
        .zip(right.iter().rev())
        .map(|(&l, &r)| (l ^ r).get())
}

/// The least first heap `a` of a split `(a, rest - a)` whose heaps are both in `values`:
/// 1, or 2 when `values` lacks the heap `rest - 1` (the table's last heap, computed beside).
#[inline(always)]
pub(super) fn first_split<T>(values: &[T], rest: usize) -> usize {
    rest.saturating_add(1).saturating_sub(values.len()).max(1)
}

/// The one walk over the splits of heap `n`: for each splitting digit `k` that leaves a
/// split (`n >= k + 2`), `visit(rest, from, half)` with `rest = n - k`, the splits being
/// `(a, rest - a)` for `a` in `from..=half` and `from` the first whose heaps `values`
/// holds ([`first_split`]); stops at the first `Break`. Always inlined, so each kernel's
/// loop is compiled with its own visitor, as fast as written out (measured: the record
/// workloads, in docs/PERFORMANCE.md).
#[inline(always)]
pub(super) fn walk_splits<T, B>(
    rule: &SplitRule,
    values: &[T],
    n: usize,
    mut visit: impl FnMut(usize, usize, usize) -> ControlFlow<B>,
) -> ControlFlow<B> {
    for &k in &rule.splits {
        if n < k.saturating_add(2) {
            continue;
        }
        let rest = n - k;
        visit(rest, first_split(values, rest), rule.half(rest))?;
    }
    ControlFlow::Continue(())
}

/// The value of heap `n` by the plain method, and the table steps it took.
///
/// `values` holds heaps `0..n`, or fewer while other threads compute the heaps after
/// them: then the value is the mex of the options that read only heaps of `values` (see
/// [`is_option_through`]).
pub(crate) fn plain_value<T: Cell>(
    rule: &SplitRule,
    values: &[T],
    n: usize,
    scratch: &mut Scratch,
) -> (u32, u64) {
    if scratch.bits <= 6 {
        return plain_small_value(rule, values, n);
    }
    if scratch.bits <= 8 {
        return plain_byte_value(rule, values, n);
    }
    scratch.start();
    let mut steps = for_each_single(rule, values, n, |v| scratch.mark(v));
    let _ = walk_splits::<T, ()>(rule, values, n, |rest, from, half| {
        for a in from..=half {
            scratch.mark(values[a].get() ^ values[rest - a].get());
        }
        steps += half as u64;
        ControlFlow::Continue(())
    });
    (scratch.mex(), steps)
}

/// [`plain_value`] while every value is below 64: the options are bits of one machine
/// word held in a register (a bitset in memory makes each mark wait for the one before,
/// which stored to the same word). Same definition, same steps.
fn plain_small_value<T: Cell>(rule: &SplitRule, values: &[T], n: usize) -> (u32, u64) {
    let bit = |v: u32| 1u64 << (v & 63);
    let mut seen = 0u64;
    let mut steps = for_each_single(rule, values, n, |v| seen |= bit(v));
    let _ = walk_splits::<T, ()>(rule, values, n, |rest, from, half| {
        seen |= split_values_of(values, rest, from, half).fold(0u64, |word, v| word | bit(v));
        steps += half as u64;
        ControlFlow::Continue(())
    });
    ((!seen).trailing_zeros(), steps)
}

/// [`plain_value`] while every value is below 256 (Grundy's game to about 2^24 heaps): the
/// options are bits of four words, kept in four copies that take consecutive splits in
/// turn, so that a mark seldom waits for the one before it (which may have stored to the
/// same word). Same definition, same steps.
fn plain_byte_value<T: Cell>(rule: &SplitRule, values: &[T], n: usize) -> (u32, u64) {
    let mut lanes = [[0u64; 4]; 4];
    let mut mark = |lane: usize, v: u32| {
        lanes[lane & 3][(v >> 6) as usize & 3] |= 1u64 << (v & 63);
    };
    let mut steps = for_each_single(rule, values, n, |v| mark(0, v));
    let _ = walk_splits::<T, ()>(rule, values, n, |rest, from, half| {
        for (lane, v) in split_values_of(values, rest, from, half).enumerate() {
            mark(lane, v);
        }
        steps += half as u64;
        ControlFlow::Continue(())
    });
    let words = lanes.iter().fold([0u64; 4], |all, lane| {
        std::array::from_fn(|i| all[i] | lane[i])
    });
    let mex = words
        .iter()
        .enumerate()
        .find(|&(_, &word)| word != !0)
        .map_or(256, |(i, &word)| i as u32 * 64 + (!word).trailing_zeros());
    (mex, steps)
}

/// Whether `v` is the value of an option of heap `n` that reads one of the heaps
/// `known..n` (`values` holds heaps `0..n`): one heap (remove tokens), or a split whose
/// larger heap is one of them. These are the options a kernel called with heaps `0..known`
/// leaves out (while other heaps are computed beside it); since `mex(S ∪ V) = mex(S)`
/// unless `mex(S) ∈ V`, its value stands unless this says yes.
pub(crate) fn is_option_through<T: Cell>(
    rule: &SplitRule,
    values: &[T],
    known: usize,
    n: usize,
    v: u32,
) -> bool {
    let Some(known_values) = values.get(..known).filter(|_| values.len() >= n) else {
        return false;
    };
    let single = rule.singles.iter().any(|&(k, _, to_one)| {
        to_one && n > k && n - k >= known && values.get(n - k).map(|c| c.get()) == Some(v)
    });
    let split = rule.splits.iter().any(|&k| {
        let rest = n.saturating_sub(k);
        // `a` below this reads `rest - a >= known`.
        let to = first_split(known_values, rest).min(rule.half(rest).saturating_add(1));
        n >= k.saturating_add(2)
            && (1..to).any(|a| match (values.get(a), values.get(rest - a)) {
                (Some(&x), Some(&y)) => (x ^ y).get() == v,
                _ => false,
            })
    });
    single || split
}
