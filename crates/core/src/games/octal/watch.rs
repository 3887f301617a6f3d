//! The Guy–Smith periodicity test, run while a table grows, so that the table stops as soon
//! as its period is proved.
//!
//! Theorem (Guy and Smith 1956; *Winning Ways* ch. 4): for a splitting game whose moves
//! remove at most `t` tokens, if `g(n+p) = g(n)` for all `e <= n < 2e+p+t`, then for all
//! `n >= e`. Here the window is `e <= n < 2max(e,1)+p+t`, so a table of `len` heaps proves
//! `(e, p)` when `2max(e,1) + 2p + t <= len` and the values agree with `p` from `e` on.
//!
//! Finding the candidate: below [`SMALL_LEN`] heaps every `p` is tried ([`find_period`],
//! `O(len^2)` at worst). Beyond, the least period `q` of the last half of the table is the
//! least period of the game once that half lies past the preperiod and holds two periods
//! (Fine and Wilf: two periods of a word at least `p + q` long give their gcd); it is found
//! by the prefix function of Knuth, Morris and Pratt in `O(len)`, every sixteenth growth of
//! the table (first on the last eighth, which finds a short period as soon as an eighth of
//! the table lies past the preperiod), then `e` by a backward scan. A candidate is then checked value by value as the
//! table grows, so the proof lands at `len = 2max(e,1)+2p+t` (or at most a sixteenth past
//! it when the candidate appears late). Once proved, the least period is the least divisor
//! of `p` that the theorem also proves (every proved period is a multiple of the least
//! eventual period, whose own window is no longer).

use super::values::Cell;
use crate::period::Periodicity;

/// Tables shorter than this try every period at each doubling, as the plain search did.
pub(crate) const SMALL_LEN: usize = 4096;

/// A candidate period being checked as values arrive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Candidate {
    period: usize,
    preperiod: usize,
    /// Values agree with `period` on `preperiod..checked`.
    checked: usize,
}

/// The state of the periodicity test between growths of the table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Watch {
    candidate: Option<Candidate>,
    /// The table length at which to look for a new candidate.
    next_search: usize,
}

/// Whether `(e, p)` is proved by a table of `len` heaps, given agreement from `e` on.
fn fits(e: u64, p: u64, t: u64, len: u64) -> bool {
    e.max(1)
        .saturating_mul(2)
        .saturating_add(p.saturating_mul(2))
        .saturating_add(t)
        <= len
}

impl Watch {
    /// The table length that would prove the current candidate, if there is one.
    pub(crate) fn target(&self, t: u64) -> Option<usize> {
        let c = self.candidate?;
        let need = (c.preperiod.max(1) as u64)
            .saturating_mul(2)
            .saturating_add((c.period as u64).saturating_mul(2))
            .saturating_add(t);
        usize::try_from(need).ok()
    }

    /// Looks at a table grown to `values.len()`: returns the least period and preperiod
    /// once the theorem proves them. The search for a candidate takes 4 bytes per heap of
    /// the window it reads (the prefix function), at most `spare_bytes`: a window that does
    /// not fit is skipped (and tried again at the next search).
    // Not inlined: each value width is a function of its own, so the light wasm module's
    // split (xtask/light/split.mjs) takes only the widths a first view ran.
    #[inline(never)]
    pub(crate) fn update<T: Cell>(
        &mut self,
        values: &[T],
        t: u64,
        spare_bytes: u64,
    ) -> Option<Periodicity> {
        let len = values.len();
        if len < SMALL_LEN {
            if len.is_power_of_two() {
                return find_period(values, t);
            }
            return None;
        }
        if let Some(mut c) = self.candidate {
            let mismatch = (c.checked.max(c.period)..len)
                .find(|&n| values[n].get() != values[n - c.period].get());
            match mismatch {
                Some(_) => self.candidate = None,
                None => {
                    c.checked = len;
                    self.candidate = Some(c);
                    if fits(c.preperiod as u64, c.period as u64, t, len as u64) {
                        return Some(least_proved(values, c.period, c.preperiod, t));
                    }
                    return None;
                }
            }
        }
        if len < self.next_search {
            return None;
        }
        self.next_search = len + len / 16;
        // A short window finds a short period early (a long preperiod then fixes the
        // length to reach); the last half finds periods up to a quarter of the table.
        let (q, start) = [len / 8, len / 2].into_iter().find_map(|width| {
            if (width as u64).saturating_mul(BORDER_BYTES) > spare_bytes {
                return None;
            }
            let q = least_period(&values[len - width..]);
            (q.saturating_mul(2) <= width).then_some((q, len - width))
        })?;
        let mut e = start;
        while e > 0 && values[e - 1].get() == values[e - 1 + q].get() {
            e -= 1;
        }
        self.candidate = Some(Candidate {
            period: q,
            preperiod: e,
            checked: len,
        });
        fits(e as u64, q as u64, t, len as u64).then(|| least_proved(values, q, e, t))
    }
}

/// Bytes per heap of the prefix function that [`least_period`] builds.
pub(crate) const BORDER_BYTES: u64 = 4;

/// The least period of a word: `len - border`, the border from the prefix function.
/// `O(len)` time and `len` u32 of scratch.
fn least_period<T: Cell>(word: &[T]) -> usize {
    let len = word.len();
    if len == 0 {
        return 0;
    }
    let mut border = vec![0u32; len];
    let mut k: usize = 0;
    for i in 1..len {
        let c = word[i].get();
        while k > 0 && word[k].get() != c {
            k = border[k - 1] as usize;
        }
        if word[k].get() == c {
            k += 1;
        }
        border[i] = k as u32;
    }
    len - border[len - 1] as usize
}

/// The least proved period dividing the proved `p` (with preperiod `e`), and its preperiod.
fn least_proved<T: Cell>(values: &[T], p: usize, e: usize, t: u64) -> Periodicity {
    for d in 1..p {
        if p.is_multiple_of(d)
            && let Some(e) = least_preperiod(values, d as u64, t)
        {
            return Periodicity {
                preperiod: e,
                period: d as u64,
            };
        }
    }
    Periodicity {
        preperiod: e as u64,
        period: p as u64,
    }
}

/// The least period `p` and least preperiod `e` that the Guy–Smith theorem proves from
/// `values` (heaps `0..values.len()`) for a game whose moves remove at most `t` tokens:
/// the values must agree with period `p` on `e <= n < 2max(e,1)+p+t`, which the table
/// must cover. The least such `p` is the least period of the whole sequence. `O(len * p)`.
pub(crate) fn find_period<T: Cell>(values: &[T], t: u64) -> Option<Periodicity> {
    let len = values.len() as u64;
    let mut p: u64 = 1;
    while p.saturating_mul(2).saturating_add(t).saturating_add(2) <= len {
        if let Some(e) = least_preperiod(values, p, t) {
            return Some(Periodicity {
                preperiod: e,
                period: p,
            });
        }
        p += 1;
    }
    None
}

/// The least `e` with `values[n+p] == values[n]` for all `e <= n < len-p`, if its
/// Guy–Smith window fits in the table.
fn least_preperiod<T: Cell>(values: &[T], p: u64, t: u64) -> Option<u64> {
    let len = values.len() as u64;
    let p_index = usize::try_from(p).ok()?;
    let mut n = values.len().checked_sub(p_index)?;
    while n > 0 {
        if values[n - 1].get() != values[n - 1 + p_index].get() {
            let e = n as u64;
            return fits(e, p, t, len).then_some(e);
        }
        n -= 1;
    }
    fits(0, p, t, len).then_some(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn least_period_of_words() {
        assert_eq!(least_period::<u8>(&[1, 2, 1, 2, 1]), 2);
        assert_eq!(least_period::<u8>(&[1, 1, 1]), 1);
        assert_eq!(least_period::<u8>(&[1, 2, 3]), 3);
        assert_eq!(least_period::<u8>(&[]), 0);
    }

    /// A word with preperiod `e` and period `p`: its least proved period is found by the
    /// watch at exactly the length the theorem needs, and agrees with `find_period`.
    #[test]
    fn watch_proves_at_the_window_and_agrees_with_the_full_search() {
        for (e, p, t) in [
            (5000usize, 7usize, 3u64),
            (6000, 1180, 2),
            (9000, 2, 0),
            (4500, 300, 1),
        ] {
            let value = |n: usize| -> u8 {
                if n < e {
                    // Not periodic: a multiplicative hash.
                    ((n as u64).wrapping_mul(2_654_435_761) >> 11) as u8 % 199 + 20
                } else {
                    ((n - e) % p % 17) as u8 + u8::from((n - e) % p == p - 1) * 3
                }
            };
            // Make the last pre-periodic value break the period.
            let mut values: Vec<u8> = (0..e + 40 * p + 20_000).map(value).collect();
            values[e - 1] = 250;
            let mut watch = Watch::default();
            let mut proved = None;
            for len in 1..=values.len() {
                if len >= SMALL_LEN && len % 97 != 0 && watch.target(t) != Some(len) {
                    continue;
                }
                if let Some(found) = watch.update(&values[..len], t, u64::MAX) {
                    proved = Some((found, len));
                    break;
                }
            }
            let (found, len) = proved.expect("a proof");
            assert_eq!(found, find_period(&values[..len], t).unwrap(), "{e} {p}");
            assert_eq!(found.preperiod, e as u64);
            let window = 2 * e.max(1) + 2 * found.period as usize + t as usize;
            assert!(
                len >= window && len <= window + window / 16 + 97,
                "{len} {window}"
            );
        }
    }

    /// The prefix function's scratch counts against the memory left: with no memory to
    /// spare no candidate is searched for (past the small tables), with enough it is.
    #[test]
    fn the_search_for_a_candidate_fits_the_spare_memory() {
        let values: Vec<u8> = (0..20_000usize).map(|n| (n % 7) as u8).collect();
        let mut starved = Watch::default();
        assert_eq!(starved.update(&values, 0, 0), None);
        assert_eq!(starved.candidate, None);
        // The last eighth (2,500 heaps) fits in 10,000 bytes, and proves period 7.
        let mut enough = Watch::default();
        let found = enough.update(&values, 0, 2_500 * BORDER_BYTES);
        assert_eq!(found.map(|p| p.period), Some(7));
    }
}
