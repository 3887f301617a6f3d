//! Powers subtraction: `powers b=B H1 H2 ...`; a move takes a power of B (1, B, B^2, ...)
//! tokens from one heap.
//!
//! Theorem (proved below; the case B = 2 is HDU 1847 "Good Luck in CET-4 Everybody!", the
//! Kiki and Cici problem, lost exactly when `n mod 3 = 0`):
//! - odd B: every power is odd, so `g(n) = n mod 2`;
//! - even B: with `r = n mod (B+1)`, `g(n) = 2` if `r = B`, else `r mod 2`.
//!
//! Proof for even B: `B^k = (-1)^k (mod B+1)`, so from residue `r` the moves reach the
//! residues `r-1` (the powers `1, B^2, ...`) and `r+1` (the powers `B, B^3, ...`, present
//! once `n >= B`). By induction on n: below B only the move 1 exists and the values
//! alternate `0, 1`; from `n >= B`, residue 0 sees values {2, 1} (mex 0), an odd residue
//! sees only value 0 or 2 (mex 1), an even residue below B sees only 1 (mex 0), and residue
//! B sees {1, 0} (mex 2). The tests check the formula against brute force on every heap
//! 0..=200 for B in 2..=10. It answers every u64 heap and every u64 B.

use crate::context::Context;
use crate::games::{charge_options, Atom, MoveList, PeriodReport, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{ParseError, RowParser};
use crate::period::{Certificate, Periodicity};

/// One heap of the powers subtraction game with base `b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Powers {
    /// The base (at least 2).
    pub b: u64,
    /// Tokens in the heap.
    pub heap: u64,
}

impl Powers {
    /// The SG value of a heap of `heap` tokens, by the theorem of the module header.
    fn value_of(&self, heap: u64) -> u64 {
        if self.b % 2 == 1 {
            return heap % 2;
        }
        // b is even, so b + 1 <= u64::MAX.
        let residue = heap % self.b.saturating_add(1);
        if residue == self.b {
            2
        } else {
            residue % 2
        }
    }

    /// The powers of b that are at most the heap, in increasing order (at most 64 of them).
    fn powers_up_to_heap(&self) -> Vec<u64> {
        let mut powers = Vec::new();
        let mut power: u64 = 1;
        while power <= self.heap {
            powers.push(power);
            match power.checked_mul(self.b) {
                Some(next) => power = next,
                None => break,
            }
        }
        powers
    }
}

impl Play for Powers {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str("powers b=");
        out.push_str(&self.b.to_string());
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.heap]
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let powers = self.powers_up_to_heap();
        charge_options(budget, powers.len() as u128)?;
        Ok(powers
            .into_iter()
            .map(|power| {
                vec![Atom::Powers(Powers {
                    b: self.b,
                    heap: self.heap - power,
                })]
            })
            .collect())
    }

    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        Ok(Some(self.value_of(self.heap)))
    }

    fn moves_by_formula(&self, target: u64, max: usize) -> Option<MoveList> {
        Some(MoveList::listing(
            max,
            self.powers_up_to_heap()
                .into_iter()
                .map(|power| self.heap - power),
            |&heap| self.value_of(heap) == target,
            |heap| vec![Atom::Powers(Powers { b: self.b, heap })],
        ))
    }

    fn with_heap(&self, heap: u64) -> Option<Self> {
        Some(Powers { b: self.b, heap })
    }

    fn heap_values(
        &self,
        last: u64,
        _context: &mut Context<'_>,
    ) -> Result<Option<crate::period::HeapValues>, LimitError> {
        // The closed form; the largest value of heaps 0..=n is 2 once heap b (an even b)
        // is reached, else min(n, 1).
        Ok(Some(crate::period::HeapValues::formula(
            |n, b| Powers { b, heap: n }.value_of(n),
            |n, b| {
                if b % 2 == 0 && n >= b {
                    2
                } else {
                    n.min(1)
                }
            },
            self.b,
            last,
        )))
    }

    fn period(&self, _context: &mut Context<'_>) -> Result<Option<PeriodReport>, LimitError> {
        let (period, certificate) = if self.b % 2 == 1 {
            (2, Certificate::new("period.powers_odd").param("b", self.b))
        } else {
            let period = self.b.saturating_add(1);
            (
                period,
                Certificate::new("period.powers_even")
                    .param("b", self.b)
                    .param("period", period),
            )
        };
        Ok(Some(PeriodReport {
            period: Some(Periodicity {
                preperiod: 0,
                period,
            }),
            checked_to: period,
            certificate,
        }))
    }
}

/// Parses `b=B H1 H2 ...` after `powers`; `B` must be at least 2.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let b = row.parameter("b", 2)?;
    row.heaps(|heap| Atom::Powers(Powers { b, heap }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::testing::{period_of, periodic, Search};
    use crate::Limits;

    #[test]
    fn powers_theorem_matches_brute_force_on_heaps_to_200() {
        for b in 2..=10 {
            let mut search = Search::new();
            for heap in 0..=200 {
                let atom = Atom::Powers(Powers { b, heap });
                search.check(&atom, 3);
            }
        }
    }

    #[test]
    fn kiki_and_cici_hdu_1847() {
        // HDU 1847: Kiki, moving first, loses exactly when n % 3 == 0; the
        // sample is n = 1 -> Kiki, n = 3 -> Cici.
        let mut engine = Engine::new(&Limits::default());
        for n in 1..=1000 {
            let value = engine.sg(&Atom::Powers(Powers { b: 2, heap: n })).unwrap();
            assert_eq!(value == 0, n % 3 == 0, "n = {n}");
        }
        assert_ne!(engine.sg(&Atom::Powers(Powers { b: 2, heap: 1 })), Ok(0));
        assert_eq!(engine.sg(&Atom::Powers(Powers { b: 2, heap: 3 })), Ok(0));
    }

    #[test]
    fn huge_heaps_and_bases_answer_without_overflow() {
        let mut engine = Engine::new(&Limits::default());
        let atom = Atom::Powers(Powers {
            b: 2,
            heap: u64::MAX,
        });
        // 2^64 - 1 = 0 (mod 3).
        assert_eq!(engine.sg(&atom), Ok(0));
        // 2^k = (-1)^k (mod 3): the 32 odd powers leave residue 1 (value 1), the 32 even
        // powers leave residue 2 (value 2).
        let moves = engine.moves_to_value(&atom, 1, usize::MAX).unwrap();
        assert_eq!(moves.total, Some(32));
        let moves = engine.moves_to_value(&atom, 2, 3).unwrap();
        assert_eq!((moves.total, moves.options.len()), (Some(32), 3));
        let atom = Atom::Powers(Powers {
            b: u64::MAX - 1,
            heap: u64::MAX,
        });
        // Residue mod 2^64 - 1 of 2^64 - 1 is 0.
        assert_eq!(engine.sg(&atom), Ok(0));
        // Options: 2^64 - 2 (residue 2^64 - 2 = B, value 2) and 1 (value 1).
        let moves = engine.moves_to_value(&atom, 2, usize::MAX).unwrap();
        assert_eq!(
            moves.options,
            vec![vec![Atom::Powers(Powers {
                b: u64::MAX - 1,
                heap: u64::MAX - 1
            })]]
        );
        let moves = engine.moves_to_value(&atom, 1, usize::MAX).unwrap();
        assert_eq!(
            moves.options,
            vec![vec![Atom::Powers(Powers {
                b: u64::MAX - 1,
                heap: 1
            })]]
        );
        let atom = Atom::Powers(Powers {
            b: u64::MAX,
            heap: u64::MAX,
        });
        assert_eq!(engine.sg(&atom), Ok(1));
    }

    #[test]
    fn periods_match_the_theorem() {
        assert_eq!(period_of(Powers { b: 2, heap: 0 }), periodic(0, 3));
        assert_eq!(period_of(Powers { b: 7, heap: 0 }), periodic(0, 2));
    }
}
