//! Bash game (巴什博弈): `bash m=M H1 H2 ...`; a move takes 1 to M tokens from one heap.
//!
//! Theorem (Bash game; Berlekamp, Conway and Guy, *Winning Ways*, ch. 4, subtraction game
//! S(1..M)): a heap of `n` has SG value `n mod (M+1)`: the options of `n` are the heaps
//! `n-1 .. n-min(M,n)`, whose values are every residue below `M+1` except `n mod (M+1)`
//! (or, when `n <= M`, exactly `0..n`). So one heap is lost for the mover exactly when
//! `(M+1) | n` (LeetCode 292: `n % 4`; HDU 1846 Brave Game), and the winning move of a heap
//! to value `t` is the unique option `x` in `n-min(M,n) .. n-1` with `x mod (M+1) = t`.
//! This closed form answers every u64 heap and every u64 `M`.

use crate::context::Context;
use crate::games::{charge_options, Atom, MoveList, PeriodReport, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{ParseError, RowParser};
use crate::period::{Certificate, Periodicity};

/// One heap of the Bash game with its bound `m` on a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bash {
    /// The most tokens one move may take (at least 1).
    pub m: u64,
    /// Tokens in the heap.
    pub heap: u64,
}

impl Bash {
    /// `n mod (M+1)`, computed in u128 so that `M = u64::MAX` cannot overflow.
    fn value_of(&self, heap: u64) -> u64 {
        let modulus = u128::from(self.m) + 1;
        // The remainder is below M+1 <= 2^64 and at most `heap`, so it fits in u64.
        u64::try_from(u128::from(heap) % modulus).unwrap_or(heap)
    }

    /// The smallest heap an option of this heap can leave.
    fn lowest_option(&self) -> u64 {
        self.heap - self.m.min(self.heap)
    }
}

impl Play for Bash {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str("bash m=");
        out.push_str(&self.m.to_string());
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.heap]
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        charge_options(budget, u128::from(self.m.min(self.heap)))?;
        let m = self.m;
        Ok((self.lowest_option()..self.heap)
            .map(|heap| vec![Atom::Bash(Bash { m, heap })])
            .collect())
    }

    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        Ok(Some(self.value_of(self.heap)))
    }

    fn moves_by_formula(&self, target: u64, max: usize) -> Option<MoveList> {
        // The options are the fewer than M+1 consecutive heaps lo..heap, so at most one of
        // them has residue `target`: the first x >= lo with x = target (mod M+1).
        let candidate = (target <= self.m && self.heap > 0).then(|| {
            let modulus = u128::from(self.m) + 1;
            let lo = u128::from(self.lowest_option());
            let step = (u128::from(target) + modulus - lo % modulus) % modulus;
            lo + step
        });
        Some(MoveList::listing(
            max,
            candidate,
            |&heap| heap < u128::from(self.heap),
            // The candidate is below the heap, so it fits in u64.
            |heap| {
                vec![Atom::Bash(Bash {
                    m: self.m,
                    heap: u64::try_from(heap).unwrap_or(0),
                })]
            },
        ))
    }

    fn with_heap(&self, heap: u64) -> Option<Self> {
        Some(Bash { m: self.m, heap })
    }

    fn heap_values(
        &self,
        last: u64,
        _context: &mut Context<'_>,
    ) -> Result<Option<crate::period::HeapValues>, LimitError> {
        // g(n) = n mod (M+1), and the largest of heaps 0..=n is min(n, M).
        Ok(Some(crate::period::HeapValues::formula(
            |n, m| Bash { m, heap: n }.value_of(n),
            |n, m| n.min(m),
            self.m,
            last,
        )))
    }

    fn period(&self, _context: &mut Context<'_>) -> Result<Option<PeriodReport>, LimitError> {
        let report = match self.m.checked_add(1) {
            Some(period) => PeriodReport {
                period: Some(Periodicity {
                    preperiod: 0,
                    period,
                }),
                checked_to: self.m,
                certificate: Certificate::new("period.bash").param("period", period),
            },
            None => PeriodReport {
                period: None,
                checked_to: u64::MAX,
                certificate: Certificate::new("period.bash_unbounded"),
            },
        };
        Ok(Some(report))
    }
}

/// Parses `m=M H1 H2 ...` after `bash`; `M` must be at least 1.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let m = row.parameter("m", 1)?;
    row.heaps(|heap| Atom::Bash(Bash { m, heap }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::testing::{period_of, periodic, Search};
    use crate::Limits;

    #[test]
    fn bash_theorem_matches_brute_force_on_small_heaps() {
        let mut search = Search::new();
        for m in 1..=7 {
            for heap in 0..=60 {
                let atom = Atom::Bash(Bash { m, heap });
                assert_eq!(
                    search.brute.sg(&atom),
                    Ok(heap % (m + 1)),
                    "m={m} heap {heap}"
                );
                search.check(&atom, m + 2);
            }
        }
    }

    #[test]
    fn leetcode_292_and_hdu_1846() {
        let mut engine = Engine::new(&Limits::default());
        // LeetCode 292 (Nim Game): the first player wins iff n % 4 != 0; the
        // problem's examples are n = 4 (false), 1 (true), 2 (true).
        for (n, wins) in [(4, false), (1, true), (2, true)] {
            let value = engine.sg(&Atom::Bash(Bash { m: 3, heap: n })).unwrap();
            assert_eq!(value != 0, wins, "n = {n}");
        }
        // HDU 1846 Brave Game sample: (n, m) = (23, 2) -> first, (4, 3) -> second.
        assert_ne!(engine.sg(&Atom::Bash(Bash { m: 2, heap: 23 })), Ok(0));
        assert_eq!(engine.sg(&Atom::Bash(Bash { m: 3, heap: 4 })), Ok(0));
    }

    #[test]
    fn huge_heaps_and_bounds_answer_without_overflow() {
        let mut engine = Engine::new(&Limits::default());
        let huge = Atom::Bash(Bash {
            m: u64::MAX,
            heap: u64::MAX,
        });
        assert_eq!(engine.sg(&huge), Ok(u64::MAX));
        let moves = engine.moves_to_value(&huge, 5, 10).unwrap();
        assert_eq!(
            moves.options,
            vec![vec![Atom::Bash(Bash {
                m: u64::MAX,
                heap: 5
            })]]
        );
        let atom = Atom::Bash(Bash {
            m: 3,
            heap: u64::MAX,
        });
        assert_eq!(engine.sg(&atom), Ok(3));
        let moves = engine.moves_to_value(&atom, 0, 10).unwrap();
        assert_eq!(
            moves.options,
            vec![vec![Atom::Bash(Bash {
                m: 3,
                heap: u64::MAX - 3
            })]]
        );
        let mut brute = Engine::brute_force(&Limits::default());
        assert!(matches!(brute.sg(&huge), Err(LimitError::TooLarge { .. })));
    }

    #[test]
    fn period_is_m_plus_one() {
        assert_eq!(period_of(Bash { m: 3, heap: 0 }), periodic(0, 4));
        assert_eq!(
            period_of(Bash {
                m: u64::MAX,
                heap: 0,
            }),
            None
        );
    }
}
