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
//!    looked for among all splits, stopping as soon as each has been seen, which in these
//!    games happens after a handful of splits. Only when the value itself is rare does the
//!    scan run to the end, `O(n)`, and that happens `R` times.
//!
//! So a table of `n` heaps costs `O(n (R + s))` for `s` the splits scanned per heap, against
//! `O(n^2)`. The method is exact for every mask (the mask only decides the speed), and is
//! tested against the plain method heap by heap.

use super::rule::SplitRule;
use super::values::Cell;

/// Mex scratch: `seen[v] == stamp` when value `v` was seen at the current heap.
///
/// Invariant: `seen.len() == 2 << bits`, where every value in the table is below `1 << bits`,
/// so that every option value (an xor of two values) and every mex candidate fits.
#[derive(Clone, Debug)]
pub(crate) struct Scratch {
    seen: Vec<u32>,
    stamp: u32,
    bits: u32,
}

impl Default for Scratch {
    fn default() -> Self {
        Scratch {
            seen: vec![0; 2],
            stamp: 0,
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
            self.seen.resize(2usize << needed, 0);
        }
    }

    fn start(&mut self) {
        if self.stamp == u32::MAX {
            self.seen.iter_mut().for_each(|slot| *slot = 0);
            self.stamp = 0;
        }
        self.stamp += 1;
    }

    #[inline(always)]
    fn mark(&mut self, value: u32) {
        if let Some(slot) = self.seen.get_mut(value as usize) {
            *slot = self.stamp;
        }
    }

    #[inline(always)]
    fn is_seen(&self, value: u32) -> bool {
        self.seen.get(value as usize) == Some(&self.stamp)
    }

    fn mex(&self) -> u32 {
        let unseen = self.seen.iter().position(|&at| at != self.stamp);
        unseen.unwrap_or(self.seen.len()) as u32
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

/// The rare/common split of the values: a mask, and every heap `>= 1` whose value is rare.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sparse {
    /// Value `v` is common when `popcount(v & mask)` is odd.
    pub(crate) mask: u32,
    /// The heaps `>= 1` with a rare value, increasing.
    pub(crate) rare: Vec<usize>,
}

impl Sparse {
    /// Whether value `v` is common.
    #[inline(always)]
    pub(crate) fn is_common(&self, v: u32) -> bool {
        (v & self.mask).count_ones() & 1 == 1
    }

    /// The split for `values`: the mask that makes the fewest of the last half of the
    /// values rare (masks over the low ten bits), with every rare heap listed.
    pub(crate) fn choose<T: Cell>(values: &[T]) -> Sparse {
        const MASK_BITS: u32 = 10;
        let mut histogram = vec![0u64; 1 << MASK_BITS];
        for &value in &values[values.len() / 2..] {
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
            mask: best.1,
            rare: Vec::new(),
        };
        sparse.rare = (1..values.len())
            .filter(|&n| !sparse.is_common(values[n].get()))
            .collect();
        sparse
    }

    /// The value of heap `values.len()` by the rare/common method, and the table steps.
    pub(crate) fn value<T: Cell>(
        &self,
        rule: &SplitRule,
        values: &[T],
        scratch: &mut Scratch,
    ) -> (u32, u64) {
        let n = values.len();
        scratch.start();
        mark_singles(rule, values, scratch);
        let mut steps = rule.singles.len() as u64;
        // 1. Splits with a rare heap (either side): all the common option values.
        for &k in &rule.splits {
            if n < k.saturating_add(2) {
                continue;
            }
            let rest = n - k;
            for &r in &self.rare {
                if r >= rest {
                    break;
                }
                if rule.unequal && 2 * r == rest {
                    continue;
                }
                scratch.mark(values[r].get() ^ values[rest - r].get());
            }
            steps += self.rare.len() as u64;
        }
        let mut common = 0u32;
        while !self.is_common(common) || scratch.is_seen(common) {
            common += 1;
        }
        // 2. The rare values below it that no option has shown yet.
        let mut missing = (0..common)
            .filter(|&v| !self.is_common(v) && !scratch.is_seen(v))
            .count();
        'scan: for &k in &rule.splits {
            if missing == 0 {
                break;
            }
            if n < k.saturating_add(2) {
                continue;
            }
            let rest = n - k;
            for a in 1..=rule.half(rest) {
                let v = values[a].get() ^ values[rest - a].get();
                if v < common && !scratch.is_seen(v) {
                    scratch.mark(v);
                    missing -= 1;
                    if missing == 0 {
                        steps += a as u64;
                        break 'scan;
                    }
                }
            }
            steps += rule.half(rest) as u64;
        }
        if missing == 0 {
            (common, steps)
        } else {
            (scratch.mex(), steps)
        }
    }
}
