//! Heaps listed by value, so that the scan of the rare/common method can look for a slow
//! value where its splits are likely, before walking every split.
//!
//! The scan ([`super::rare`]) walks the splits of heap `n` until every rare value below
//! the common mex has been met. Most are met within a few hundred splits, but in some games
//! a value has only a handful of splits among hundreds of thousands: in `.376` from about
//! 5·10^5 heaps on, the rare value 21 (or 20, 30, 31, by the heap's parity) has 2 to 11 of
//! the 5·10^5 splits of a heap near 10^6, so the scan walks a large share of the heap and
//! the table's time grows as `n^2` (measured: 1.8 s to 5·10^5 heaps, 5.6 s to 10^6).
//!
//! Those few splits pair a heap of an uncommon value `x` with a heap of a frequent value
//! `f` (`x ^ f = w`): the frequent values fill most of the table, so a heap `a` of value
//! `x = f ^ w` pairs with a heap of value `f` often. This index keeps the least
//! [`PER_VALUE`] heaps of each value and the [`FREQUENT`] most frequent values; for a
//! sought value `w` it tries the splits `(a, rest - a)` with `a` listed under `f ^ w`, at most
//! `FREQUENT * PER_VALUE` of them. A split it finds is a split: the search only saves the
//! scan's walk, and the scan goes on over every split when it finds none, so values never
//! depend on it.

use super::values::Cell;

/// Heaps listed under each value (the least ones).
const PER_VALUE: usize = 32;

/// Frequent values tried for each sought value.
const FREQUENT: usize = 8;

/// The frequent values are ranked again after this many more heaps.
const RANK_EVERY: usize = 4096;

/// Values indexed at most (the per-value arrays' length, `2 << bits`): wider tables go
/// without the index (its lists would take `PER_VALUE` words per value).
const MAX_LEN: usize = 2048;

/// The index: see the module.
///
/// Invariant: `listed`, `counts` have length `len` and `heaps` `len * PER_VALUE` (all empty
/// when `len == 0`, the index off); `heaps[v * PER_VALUE..][..listed[v]]` are the least
/// heaps `1..indexed_to` of value `v`, increasing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Witnesses {
    len: usize,
    heaps: Vec<u32>,
    listed: Vec<u8>,
    counts: Vec<u32>,
    indexed_to: usize,
    frequent: Vec<u32>,
    rank_at: usize,
}

impl Witnesses {
    /// Indexes the heaps of `values` not indexed yet, for values below `len` (a new `len`
    /// starts over; a `len` above [`MAX_LEN`] turns the index off).
    pub(crate) fn refresh<T: Cell>(&mut self, len: usize, values: &[T]) {
        if len != self.len {
            *self = Witnesses::default();
            if len > MAX_LEN {
                return;
            }
            self.len = len;
            self.heaps = vec![0; len * PER_VALUE];
            self.listed = vec![0; len];
            self.counts = vec![0; len];
            self.indexed_to = 1;
        }
        if self.len == 0 || values.len() <= self.indexed_to {
            return;
        }
        for (m, value) in values.iter().enumerate().skip(self.indexed_to) {
            let v = value.get() as usize;
            let (Some(count), Some(listed)) = (self.counts.get_mut(v), self.listed.get_mut(v))
            else {
                continue;
            };
            *count = count.saturating_add(1);
            if (*listed as usize) < PER_VALUE
                && let (Some(slot), Ok(heap)) = (
                    self.heaps.get_mut(v * PER_VALUE + *listed as usize),
                    u32::try_from(m),
                )
            {
                *slot = heap;
                *listed += 1;
            }
        }
        self.indexed_to = values.len();
        if self.indexed_to >= self.rank_at {
            self.rank();
            self.rank_at = self.indexed_to.saturating_add(RANK_EVERY);
        }
    }

    /// Ranks the values by how many heaps have them: the [`FREQUENT`] first.
    fn rank(&mut self) {
        let mut ranked: Vec<u32> = (0..self.len as u32)
            .filter(|&v| self.counts[v as usize] > 0)
            .collect();
        ranked.sort_by_key(|&v| std::cmp::Reverse(self.counts[v as usize]));
        ranked.truncate(FREQUENT);
        self.frequent = ranked;
    }

    /// Looks for a split `(a, rest - a)` with `a` in `from..=half` whose value is `w`,
    /// among those whose heap `a` is listed under `f ^ w` for a frequent value `f`: whether
    /// one was found, and the splits tried (table steps).
    pub(crate) fn find<T: Cell>(
        &self,
        values: &[T],
        rest: usize,
        (from, half): (usize, usize),
        w: u32,
    ) -> (bool, u64) {
        let mut tried = 0u64;
        for &f in &self.frequent {
            let x = (f ^ w) as usize;
            let (Some(&listed), Some(start)) = (self.listed.get(x), x.checked_mul(PER_VALUE))
            else {
                continue;
            };
            let heaps = self
                .heaps
                .get(start..start + listed as usize)
                .unwrap_or(&[]);
            for &a in heaps {
                let a = a as usize;
                if a > half {
                    break;
                }
                if a < from {
                    continue;
                }
                tried += 1;
                let pair = (
                    values.get(a),
                    rest.checked_sub(a).and_then(|b| values.get(b)),
                );
                if let (Some(&l), Some(&r)) = pair
                    && (l ^ r).get() == w
                {
                    return (true, tried);
                }
            }
        }
        (false, tried)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The index lists the least heaps of each value, and finds exactly the splits it
    /// claims: every split it reports has the value sought and lies in the range asked.
    #[test]
    fn finds_only_real_splits() {
        // Values of a made-up table: mostly 17 and 16, some 5s.
        let values: Vec<u8> = (0..5000u32)
            .map(|m| match m % 7 {
                0 => 5,
                1 | 3 => 16,
                _ => 17,
            })
            .collect();
        let mut index = Witnesses::default();
        index.refresh(256, &values[..100]);
        index.refresh(256, &values);
        assert_eq!(index.frequent[..2], [17, 16]);
        assert_eq!(&index.heaps[5 * PER_VALUE..5 * PER_VALUE + 3], &[7, 14, 21]);
        for rest in 100..400 {
            let half = rest / 2;
            for w in [0u32, 1, 21, 20, 33] {
                let (found, _) = index.find(&values, rest, (3, half), w);
                let split = |a: usize| u32::from(values[a] ^ values[rest - a]) == w;
                let exists = (3..=half).any(split);
                // Found implies exists (the search is sound). 21 = 5 ^ 16 and 20 = 5 ^ 17
                // pair a 5 with a frequent value: found whenever the smaller heap is one of
                // the 32 listed 5s (heaps 7, 14, ..., 224).
                assert!(!found || exists, "rest {rest}, w {w}");
                if w == 21 || w == 20 {
                    let listed = (3..=half.min(224)).any(|a| values[a] == 5 && split(a));
                    assert_eq!(found, listed, "rest {rest}, w {w}");
                }
            }
        }
    }

    /// Tables wider than the index's limit go without it: nothing is found.
    #[test]
    fn wide_tables_go_without() {
        let values: Vec<u16> = (0..100).collect();
        let mut index = Witnesses::default();
        index.refresh(MAX_LEN * 2, &values);
        assert_eq!(index.find(&values, 50, (1, 25), 49 ^ 1), (false, 0));
    }
}
