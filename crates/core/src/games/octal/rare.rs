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

    #[inline(always)]
    fn is_seen(&self, value: u32) -> bool {
        self.words
            .get((value >> 6) as usize)
            .is_some_and(|word| word >> (value & 63) & 1 == 1)
    }

    /// The least value not seen.
    fn mex(&self) -> u32 {
        self.least_in(|_| !0)
    }

    /// The least value not seen among those whose bits `class(word index)` has set.
    #[inline(always)]
    fn least_in(&self, class: impl Fn(usize) -> u64) -> u32 {
        for (index, &word) in self.words.iter().enumerate() {
            let open = class(index) & !word;
            if open != 0 {
                return (index * 64) as u32 + open.trailing_zeros();
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

/// The rare/common split of the values: a mask, and every heap `>= 1` whose value is rare.
///
/// Invariant: `mask != 0` (so that some value is common), and `common_words[i]` has bit `j`
/// set exactly when value `64 i + j` is common.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sparse {
    /// Value `v` is common when `popcount(v & mask)` is odd.
    pub(crate) mask: u32,
    /// The heaps `>= 1` with a rare value, increasing.
    pub(crate) rare: Vec<usize>,
    /// The values of those heaps, in the same order.
    rare_values: Vec<u32>,
    /// The common values as a bitset, as long as the scratch's.
    common_words: Vec<u64>,
    /// Whether the last heap's least missing common value was below 48 (most split values
    /// are then below 64).
    small_values: bool,
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

    /// Sizes the common-value bitset to the scratch's.
    fn fit(&mut self, scratch: &Scratch) {
        if self.common_words.len() != scratch.words.len() {
            self.common_words = (0..scratch.words.len())
                .map(|index| {
                    (0..64u32).fold(0u64, |word, bit| {
                        let value = index as u32 * 64 + bit;
                        word | (u64::from(self.is_common(value)) << bit)
                    })
                })
                .collect();
        }
    }

    /// The value of heap `values.len()` by the rare/common method, and the table steps.
    pub(crate) fn value<T: Cell>(
        &mut self,
        rule: &SplitRule,
        values: &[T],
        scratch: &mut Scratch,
    ) -> (u32, u64) {
        let n = values.len();
        self.fit(scratch);
        scratch.start();
        mark_singles(rule, values, scratch);
        let mut steps = rule.singles.len() as u64;
        // 1. Splits with a rare heap (either side): all the common option values.
        for &k in &rule.splits {
            if n < k.saturating_add(2) {
                continue;
            }
            let rest = n - k;
            // The rare heaps below `rest`; with unequal heaps, not the heap `rest / 2`.
            let end = self.rare.partition_point(|&r| r < rest);
            let skip = if rule.unequal && rest.is_multiple_of(2) {
                self.rare[..end].binary_search(&(rest / 2)).ok()
            } else {
                None
            };
            let (heaps, rare_values) = (&self.rare[..end], &self.rare_values[..end]);
            let split = skip.unwrap_or(end);
            let parts = [(0, split), (split + usize::from(skip.is_some()), end)];
            for (from, to) in parts {
                let pairs = heaps[from..to].iter().zip(&rare_values[from..to]);
                if scratch.bits <= 6 {
                    // Every value is below 64, so is every xor: gather them in one word.
                    let mut low = 0u64;
                    for (&r, &value) in pairs {
                        low |= 1 << ((value ^ values[rest - r].get()) & 63);
                    }
                    if let Some(word) = scratch.words.first_mut() {
                        *word |= low;
                    }
                } else if self.small_values {
                    // Most values are below 64 (the branch is predicted): the same word,
                    // and the scratch for the others.
                    let mut low = 0u64;
                    for (&r, &value) in pairs {
                        let v = value ^ values[rest - r].get();
                        if v < 64 {
                            low |= 1 << v;
                        } else {
                            scratch.mark(v);
                        }
                    }
                    if let Some(word) = scratch.words.first_mut() {
                        *word |= low;
                    }
                } else {
                    for (&r, &value) in pairs {
                        scratch.mark(value ^ values[rest - r].get());
                    }
                }
            }
            steps += self.rare.len() as u64;
        }
        let common_words = &self.common_words;
        let common = scratch.least_in(|index| common_words.get(index).copied().unwrap_or(0));
        self.small_values = common < 48;
        // 2. The rare values below it that no option has shown yet.
        let mut missing = 0usize;
        for (index, &word) in scratch.words.iter().enumerate() {
            let start = index as u32 * 64;
            if start >= common {
                break;
            }
            let below = if common - start >= 64 {
                !0
            } else {
                (1u64 << (common - start)) - 1
            };
            let rare_word = !common_words.get(index).copied().unwrap_or(0);
            missing += (rare_word & below & !word).count_ones() as usize;
        }
        if missing > 0 && common <= 64 {
            // Every value sought is below 64: collect the split values of a block of heaps
            // into one word without a branch, and test the word once per block.
            let sought = !self.common_words.first().copied().unwrap_or(0)
                & !scratch.words.first().copied().unwrap_or(0)
                & if common == 64 {
                    !0
                } else {
                    (1u64 << common) - 1
                };
            let (found, scanned) = scan_below_64(rule, values, sought);
            steps += scanned;
            if let Some(word) = scratch.words.first_mut() {
                *word |= found & sought;
            }
            missing = (sought & !found).count_ones() as usize;
        }
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

/// The values below 64 among the splits of heap `values.len()` (each splitting digit in
/// turn), as a bit mask, scanned in blocks until every value of `sought` is found; and the
/// splits scanned.
fn scan_below_64<T: Cell>(rule: &SplitRule, values: &[T], sought: u64) -> (u64, u64) {
    const BLOCK: usize = 16;
    let n = values.len();
    let mut found = 0u64;
    let mut steps = 0u64;
    for &k in &rule.splits {
        if n < k.saturating_add(2) {
            continue;
        }
        let rest = n - k;
        let half = rule.half(rest);
        let mut a = 1;
        while a <= half {
            let stop = (a + BLOCK).min(half + 1);
            for a in a..stop {
                let v = values[a].get() ^ values[rest - a].get();
                found |= (1u64 << (v & 63)) & 0u64.wrapping_sub(u64::from(v < 64));
            }
            steps += (stop - a) as u64;
            a = stop;
            if found & sought == sought {
                return (found, steps);
            }
        }
    }
    (found, steps)
}
