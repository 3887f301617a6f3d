//! Two ways to compute the next value of a splitting game's table.
//!
//! **Plain** (the definition, Sprague–Grundy): the mex over every option of heap `n`,
//! `O(n)` per heap for each splitting digit, so `O(n^2)` for a table of `n` heaps.
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
//! `O(n^2)`: linear in `n` once the rare values die out. While values stay below 64 the
//! option values are gathered in one machine word (no branch per split), which is what
//! makes the constant small. The method is exact for every mask (the mask only decides the
//! speed), and is tested against the plain method heap by heap for many codes.

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
    bits: u32,
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
    fn start(&mut self) {
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

/// Marks the single-heap options of heap `values.len()`.
#[inline(always)]
fn mark_singles<T: Cell>(rule: &SplitRule, values: &[T], scratch: &mut Scratch) {
    let n = values.len();
    for &(k, to_nothing, to_one) in &rule.singles {
        if to_nothing && n == k {
            scratch.mark(0);
        }
        if to_one && n > k {
            scratch.mark(values[n - k].get());
        }
    }
}

/// The value of heap `values.len()` by the plain method, and the table steps it took.
pub(crate) fn plain_value<T: Cell>(
    rule: &SplitRule,
    values: &[T],
    scratch: &mut Scratch,
) -> (u32, u64) {
    let n = values.len();
    scratch.start();
    mark_singles(rule, values, scratch);
    let mut steps = rule.singles.len() as u64;
    for &k in &rule.splits {
        if n < k.saturating_add(2) {
            continue;
        }
        let rest = n - k;
        let half = rule.half(rest);
        for a in 1..=half {
            scratch.mark(values[a].get() ^ values[rest - a].get());
        }
        steps += half as u64;
    }
    (scratch.mex(), steps)
}

/// The widest values (in bits) the rare/common method handles: its per-value arrays hold
/// `2 << bits` entries; a table with wider values computes its next heaps by the plain mex.
pub(crate) const SPARSE_MAX_BITS: u32 = 16;

/// Splits scanned between two tests of "was a sought value met?" in the scan for rare values.
const SCAN_BLOCK: usize = 32;

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
    /// `seen[v] == stamp`: some option of the current heap has value `v`. A stamp per heap
    /// instead of a cleared bitset: each mark is one store, with no read of the word before.
    seen: Vec<u32>,
    /// `want[v] == stamp`: `v` is a rare value below the common mex not met yet.
    want: Vec<u32>,
    /// The current heap's stamp (never 0 while in use; the arrays are cleared on wrapping).
    stamp: u32,
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
            .filter(|(_, &count)| count > 0)
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

    /// Sizes the per-value arrays to `2 << bits` entries, and returns the next stamp.
    fn next_stamp(&mut self, bits: u32) -> u32 {
        let len = 2usize << bits;
        if self.common.len() != len {
            self.common = (0..len as u32).map(|v| u8::from(self.is_common(v))).collect();
            self.seen = vec![0; len];
            self.want = vec![0; len];
            self.stamp = 0;
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.want.fill(0);
            self.stamp = 1;
        }
        self.stamp
    }

    /// The value of heap `values.len()` by the rare/common method, and the table steps:
    /// `O(R)` for the `R` rare heaps, then a scan of the splits that stops once every rare
    /// value below the common mex is met (`O(n)` only when the value is rare).
    /// Method: *Winning Ways* ch. 4 and A. Flammenkamp's descriptions (see the module).
    pub(crate) fn value<T: Cell>(
        &mut self,
        rule: &SplitRule,
        values: &[T],
        scratch: &mut Scratch,
    ) -> (u32, u64) {
        if scratch.bits > SPARSE_MAX_BITS {
            return plain_value(rule, values, scratch);
        }
        let n = values.len();
        let stamp = self.next_stamp(scratch.bits);
        let Sparse {
            rare,
            rare_values,
            common,
            seen,
            want,
            ..
        } = self;
        // Every index below is a value or an xor of values, all below `1 << bits`, or is
        // masked into the arrays' power-of-two length.
        let index_mask = seen.len().wrapping_sub(1);
        let mut mark = |v: u32| {
            if let Some(slot) = seen.get_mut(v as usize & index_mask) {
                *slot = stamp;
            }
        };
        for &(k, to_nothing, to_one) in &rule.singles {
            if to_nothing && n == k {
                mark(0);
            }
            if to_one && n > k {
                mark(values[n - k].get());
            }
        }
        let mut steps = rule.singles.len() as u64;
        // 1. Splits with a rare heap (either side): all the common option values.
        for &k in &rule.splits {
            if n < k.saturating_add(2) {
                continue;
            }
            let rest = n - k;
            // The rare heaps below `rest`; with unequal heaps, not the heap `rest / 2`.
            let end = rare.partition_point(|&r| r < rest);
            let skip = if rule.unequal && rest.is_multiple_of(2) {
                rare[..end].binary_search(&(rest / 2)).ok()
            } else {
                None
            };
            let split = skip.unwrap_or(end);
            let parts = [(0, split), (split + usize::from(skip.is_some()), end)];
            for (from, to) in parts {
                let pairs = rare[from..to].iter().zip(&rare_values[from..to]);
                for (&r, &value) in pairs {
                    mark(value ^ values[rest - r].get());
                }
            }
            steps += end as u64;
        }
        let Some(common_mex) = common
            .iter()
            .zip(seen.iter())
            .position(|(&is_common, &mark)| is_common == 1 && mark != stamp)
        else {
            return plain_value(rule, values, scratch);
        };
        // 2. The rare values below it that no option has shown yet.
        let mut missing = 0usize;
        for ((wanted, &is_common), &mark) in want.iter_mut().zip(common.iter()).zip(seen.iter()).take(common_mex) {
            if is_common == 0 && mark != stamp {
                *wanted = stamp;
                missing += 1;
            }
        }
        if missing == 0 {
            return (common_mex as u32, steps);
        }
        for &k in &rule.splits {
            if n < k.saturating_add(2) {
                continue;
            }
            let rest = n - k;
            let half = rule.half(rest);
            let mut from = 1;
            while from <= half {
                let to = from.saturating_add(SCAN_BLOCK).min(half + 1);
                // One test per block: the splits' values are gathered without a branch.
                let mut met = false;
                for a in from..to {
                    let v = values[a].get() ^ values[rest - a].get();
                    met |= want.get(v as usize & index_mask) == Some(&stamp);
                }
                steps += (to - from) as u64;
                if met {
                    for a in from..to {
                        let v = values[a].get() ^ values[rest - a].get();
                        if let Some(slot) = want.get_mut(v as usize & index_mask) {
                            if *slot == stamp {
                                *slot = 0;
                                missing -= 1;
                            }
                        }
                    }
                    if missing == 0 {
                        return (common_mex as u32, steps);
                    }
                }
                from = to;
            }
        }
        // Every split seen: the value is the least rare value below the common mex unmet.
        let least = want
            .iter()
            .take(common_mex)
            .position(|&slot| slot == stamp)
            .unwrap_or(common_mex);
        (least as u32, steps)
    }
}
