//! Nim (尼姆博弈): `nim H1 H2 ...`; a move takes one or more tokens from one heap.
//!
//! Theorem (Bouton 1901, "Nim, a game with a complete mathematical theory"): a heap of
//! `n` has SG value `n`, so a sum is lost for the player to move exactly when the xor of
//! its heaps is 0, and the winning moves lower a heap `h` to `h xor X` where that is less.

use crate::context::Context;
use crate::games::{charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{ParseError, RowParser};

/// One Nim heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nim {
    /// Tokens in the heap.
    pub heap: u64,
}

impl Play for Nim {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str("nim");
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.heap]
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        charge_options(budget, u128::from(self.heap))?;
        Ok((0..self.heap)
            .map(|heap| vec![Atom::Nim(Nim { heap })])
            .collect())
    }

    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        Ok(Some(self.heap))
    }

    fn arithmetic_period(&self) -> Option<crate::period::ArithmeticPeriod> {
        // g(n) = n: g(n + 1) = g(n) + 1 from heap 0 on.
        Some(crate::period::ArithmeticPeriod {
            preperiod: 0,
            period: 1,
            saltus: 1,
            certificate: crate::period::Certificate::new("pattern.theorem.nim"),
        })
    }

    fn moves_by_formula(&self, target: u64, max: usize) -> Option<MoveList> {
        // The one heap of value `target`, when it is below this one.
        Some(MoveList::listing(
            max,
            [target],
            |&heap| heap < self.heap,
            |heap| vec![Atom::Nim(Nim { heap })],
        ))
    }

    fn heap_values(
        &self,
        last: u64,
        _context: &mut Context<'_>,
    ) -> Result<Option<crate::period::HeapValues>, LimitError> {
        // g(n) = n: a closed form, nothing stored.
        Ok(Some(crate::period::HeapValues::formula(
            |n, _| n,
            |n, _| n,
            0,
            last,
        )))
    }

    fn with_heap(&self, heap: u64) -> Option<Self> {
        Some(Nim { heap })
    }
}

/// Parses `H1 H2 ...` after `nim`.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    row.heaps(|heap| Atom::Nim(Nim { heap }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::testing::Search;
    use crate::Limits;

    #[test]
    fn the_stated_arithmetic_period_holds_on_brute_force_values() {
        let mut brute = Engine::brute_force(&Limits::default());
        let mut value = |heap| brute.sg(&Atom::Nim(Nim { heap })).unwrap();
        let law = Atom::Nim(Nim { heap: 0 })
            .arithmetic_period()
            .expect("a theorem");
        for n in law.preperiod..=40 {
            assert_eq!(value(n + law.period), value(n) + law.saltus, "heap {n}");
        }
    }
    #[test]
    fn bouton_matches_brute_force_on_small_heaps() {
        let mut search = Search::new();
        for heap in 0..=40 {
            let atom = Atom::Nim(Nim { heap });
            search.check(&atom, 45);
        }
    }

    #[test]
    fn huge_heaps_answer_by_theorem() {
        let mut engine = Engine::new(&Limits::default());
        assert_eq!(engine.sg(&Atom::Nim(Nim { heap: u64::MAX })), Ok(u64::MAX));
        let mut brute = Engine::brute_force(&Limits::default());
        assert!(matches!(
            brute.sg(&Atom::Nim(Nim { heap: u64::MAX })),
            Err(LimitError::TooLarge { .. })
        ));
        // Without a work limit, the list of a trillion options is refused at once by the
        // memory limit instead of aborting on its allocation.
        let mut unbounded = Engine::brute_force(&Limits::terminal());
        assert!(matches!(
            unbounded.sg(&Atom::Nim(Nim {
                heap: 1_000_000_000_000
            })),
            Err(LimitError::Memory { .. })
        ));
    }
}
