//! The moves of a splitting heap game, as the table methods read them: remove `k` tokens
//! and leave nothing (only when the heap had exactly `k`), one heap `n-k`, or two non-empty
//! heaps `a + b = n-k`. Every octal code is such a rule (digit `dk` with bits 1, 2, 4), and so
//! is Grundy's game (`k = 0`, two heaps of different sizes).

use super::OctalCode;

/// The moves of one splitting game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SplitRule {
    /// `(k, to_nothing, to_one_heap)` for each `k` whose digit has bit 1 or bit 2.
    pub(crate) singles: Vec<(usize, bool, bool)>,
    /// Each `k` whose digit has bit 4: `n-k` may be split into two non-empty heaps.
    pub(crate) splits: Vec<usize>,
    /// Grundy's game: the two heaps of a split must differ.
    pub(crate) unequal: bool,
    /// `t`, the largest `k` of any move (the Guy–Smith window grows by it).
    pub(crate) t: u64,
}

impl SplitRule {
    /// The rule of an octal code.
    pub(crate) fn octal(code: &OctalCode) -> Self {
        let mut singles = Vec::new();
        let mut splits = Vec::new();
        for (k, digit) in code.moves() {
            let k = usize::try_from(k).unwrap_or(usize::MAX);
            if digit & 3 != 0 {
                singles.push((k, digit & 1 != 0, digit & 2 != 0));
            }
            if digit & 4 != 0 {
                splits.push(k);
            }
        }
        SplitRule {
            singles,
            splits,
            unequal: false,
            t: code.last_digit() as u64,
        }
    }

    /// Grundy's game: split a heap into two non-empty heaps of different sizes.
    pub(crate) fn grundy() -> Self {
        SplitRule {
            singles: Vec::new(),
            splits: vec![0],
            unequal: true,
            t: 0,
        }
    }

    /// The largest first heap `a` of a split `a + b = rest`, `a <= b` (`a < b` if unequal).
    #[inline(always)]
    pub(crate) fn half(&self, rest: usize) -> usize {
        if self.unequal {
            rest.saturating_sub(1) / 2
        } else {
            rest / 2
        }
    }
}
