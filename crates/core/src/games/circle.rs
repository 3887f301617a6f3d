//! Coins in a circle (硬币问题 2): `circle N`; N coins in a circle, a move takes one coin or
//! two adjacent coins. The first move opens the circle into a line of `N-1` or `N-2`
//! coins, which is Kayles (`kayles N-1`, `kayles N-2`), so the options are Kayles heaps.
//!
//! Theorem (symmetry strategy; "coin problem 2" of a common contest tutorial): `circle N` is lost for the player to
//! move exactly when `N = 0` or `N >= 3`: whatever line the first player leaves, the second
//! takes the middle one or two coins and then mirrors. The value is
//! `mex(kayles(N-1), kayles(N-2))`, read from the proved Kayles period for any u64 `N`.

use crate::context::Context;
use crate::games::octal::{kayles_table, kayles_value, Octal};
use crate::games::{charge_options, Atom, MoveList, PeriodReport, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, ParseError, RowParser};
use crate::period::{Certificate, Periodicity};

/// A circle of coins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Circle {
    /// Coins in the circle.
    pub coins: u64,
}

impl Circle {
    /// The lines of coins the moves leave: take one coin, then take two adjacent coins.
    fn lines(&self) -> Vec<u64> {
        [self.coins.checked_sub(1), self.coins.checked_sub(2)]
            .into_iter()
            .flatten()
            .collect()
    }
}

/// The sum a move leaves: a Kayles line, or nothing when no coin is left.
fn line(coins: u64) -> Vec<Atom> {
    if coins == 0 {
        vec![]
    } else {
        vec![Atom::Octal(Octal::kayles(coins))]
    }
}

/// The value of `circle N`: the mex of the values of the lines it can leave.
fn circle_value(coins: u64, context: &mut Context<'_>) -> Result<u64, LimitError> {
    let mut values = Vec::new();
    for left in (Circle { coins }).lines() {
        values.push(kayles_value(left, context)?);
    }
    Ok(crate::mex::mex(values))
}

impl Play for Circle {
    const MERGES: bool = false;

    fn write_head(&self, out: &mut String) {
        out.push_str("circle");
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.coins]
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let lines = self.lines();
        charge_options(budget, lines.len() as u128)?;
        Ok(lines.into_iter().map(line).collect())
    }

    fn sg_by_theorem(&self, context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        circle_value(self.coins, context).map(Some)
    }

    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        let lines = self.lines().into_iter();
        MoveList::try_listing(
            max,
            lines.map(|left| kayles_value(left, context).map(|value| (left, value))),
            |&(_, value)| value == target,
            |(left, _)| Ok(line(left)),
        )
        .map(Some)
    }

    fn with_heap(&self, heap: u64) -> Option<Self> {
        Some(Circle { coins: heap })
    }

    /// From the Kayles period (preperiod `e`, period `p`) the circle values repeat with
    /// period `p` from `e + 2`; the least period (a divisor of `p`) and least preperiod are
    /// found by checking one full block beyond `e + 2`.
    fn period(&self, context: &mut Context<'_>) -> Result<Option<PeriodReport>, LimitError> {
        let table = kayles_table(context)?;
        let Some(kayles) = table.period else {
            return Err(LimitError::TooLarge {
                limit: context.budget.limit(),
            });
        };
        let start = kayles.preperiod + 2;
        let end = start + kayles.period;
        let mut values = Vec::new();
        for coins in 0..end + kayles.period {
            values.push(circle_value(coins, context)?);
        }
        let value = |n: u64| values.get(n as usize).copied();
        let period = (1..=kayles.period)
            .filter(|p| kayles.period.is_multiple_of(*p))
            .map(|p| {
                // Least e with value(n + p) == value(n) for e <= n < end.
                let mut e = end;
                while e > 0 && value(e - 1) == value(e - 1 + p) {
                    e -= 1;
                }
                Periodicity {
                    preperiod: e,
                    period: p,
                }
            })
            .find(|found| found.preperiod <= start)
            .unwrap_or(Periodicity {
                preperiod: start,
                period: kayles.period,
            });
        let checked_to = end + kayles.period - 1;
        Ok(Some(PeriodReport {
            period: Some(period),
            checked_to,
            certificate: Certificate::new("period.circle")
                .param("kayles_period", kayles.period)
                .param("kayles_preperiod", kayles.preperiod)
                .param("period", period.period)
                .param("preperiod", period.preperiod)
                .param("checked", checked_to),
        }))
    }
}

/// Parses `N` after `circle`.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let coins = row.number(Expected::HeapSize)?;
    Ok(vec![Atom::Circle(Circle { coins })])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{period_of, periodic, Search};

    #[test]
    fn values_and_moves_match_brute_force() {
        let mut search = Search::new();
        for coins in 0..=60 {
            let atom = Atom::Circle(Circle { coins });
            search.check(&atom, 12);
        }
    }

    #[test]
    fn symmetry_theorem_p_exactly_for_zero_and_at_least_three() {
        let mut search = Search::new();
        for coins in 0..=150 {
            let atom = Atom::Circle(Circle { coins });
            let lost = search.brute.sg(&atom).unwrap() == 0;
            assert_eq!(lost, coins == 0 || coins >= 3, "circle {coins}");
        }
        for coins in [1_000, 1_000_000_000_007, u64::MAX] {
            assert_eq!(search.fast.sg(&Atom::Circle(Circle { coins })), Ok(0));
        }
        assert_eq!(search.fast.sg(&Atom::Circle(Circle { coins: 2 })), Ok(2));
    }

    #[test]
    fn period_is_one_from_three() {
        assert_eq!(period_of(Circle { coins: 0 }), periodic(3, 1));
    }
}
