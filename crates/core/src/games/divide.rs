//! Empty and Divide: `divide M N`, two boxes of `M` and `N` chips, both at least 1; a move
//! empties one box and divides the other's chips between the two boxes, at least one in
//! each. `divide 1 1` has no move, so the player who makes it wins (T. S. Ferguson, *Game
//! Theory*, Part I, exercises of §1: the P-positions are the pairs of odd numbers).
//!
//! Theorem: `SG(m, n)` is the number of trailing 1 bits of `(m − 1) | (n − 1)`, that is
//! `v2(((m − 1) | (n − 1)) + 1)`. By induction on `m + n`, with `x = m − 1`, `y = n − 1` and
//! `t` the trailing ones of `x | y`: a move keeps the box of `x + 1` (or `y + 1`) chips and
//! leaves `(i + 1, j + 1)` with `i + j + 1 = x`. No option has value `t`: if `i | j` ended
//! in exactly `t` ones, the low `t + 1` bits of `i + j + 1` would lie in `[2^t, 2^(t+1))`,
//! so bit `t` of `x` would be 1, and bit `t` of `x | y` is 0. Every `s < t` is an option's
//! value: bit `s` of `x` (or `y`) is 1, and `i = 2^s − 1`, `j = x − 2^s` (no borrow, bit `s`
//! of `j` is 0) give `i | j` exactly `s` trailing ones. The tests check the formula against exhaustive search on every position with
//! both boxes up to 40.

use crate::context::Context;
use crate::games::{charge_options, Atom, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, ParseErrorKind, RowParser};

/// The most chips a box may hold: a position has at most `2 * MAX_CHIPS` options, each
/// listed by the move generator (larger boxes are `Invalid::TooBig`).
pub const MAX_CHIPS: u64 = 1_000_000;

/// Two boxes of chips, as written (both at least 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Divide {
    /// The chips in the first box.
    pub m: u64,
    /// The chips in the second box.
    pub n: u64,
}

/// The SG value of `divide m n` (the theorem of the module header): the trailing ones of
/// `(m − 1) | (n − 1)`.
///
/// ```
/// use sglab_core::games::divide::sg_value;
/// assert_eq!(sg_value(1, 1), 0);
/// assert_eq!(sg_value(3, 5), 0);
/// assert_eq!(sg_value(2, 4), 2);
/// ```
pub fn sg_value(m: u64, n: u64) -> u64 {
    u64::from((m.saturating_sub(1) | n.saturating_sub(1)).trailing_ones())
}

impl Play for Divide {
    const MERGES: bool = false;

    fn write_head(&self, out: &mut String) {
        out.push_str("divide");
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.m, self.n]
    }

    fn pair(&self) -> Option<(u64, u64)> {
        Some((self.m, self.n))
    }

    /// A box holds from 1 to [`MAX_CHIPS`] chips.
    fn with_pair(&self, m: u64, n: u64) -> Option<Self> {
        ((1..=MAX_CHIPS).contains(&m) && (1..=MAX_CHIPS).contains(&n)).then_some(Divide { m, n })
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let splits = |k: u64| k.saturating_sub(1);
        charge_options(
            budget,
            u128::from(splits(self.m)) + u128::from(splits(self.n)),
        )?;
        let mut options = Vec::new();
        for kept in [self.m, self.n] {
            for first in 1..kept {
                options.push(vec![Atom::Divide(Divide {
                    m: first,
                    n: kept - first,
                })]);
            }
        }
        Ok(options)
    }

    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        Ok(Some(sg_value(self.m, self.n)))
    }

    fn outcome_by_theorem(&self) -> Option<bool> {
        Some(sg_value(self.m, self.n) != 0)
    }
}

/// Parses exactly two numbers `M N` after `divide`, each from 1 to [`MAX_CHIPS`].
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let mut boxes = [0u64; 2];
    for slot in &mut boxes {
        let token = row.peek().copied();
        let chips = row.number(Expected::Number)?;
        let invalid = match chips {
            0 => Some(Invalid::ParameterTooSmall(1)),
            c if c > MAX_CHIPS => Some(Invalid::TooBig),
            _ => None,
        };
        if let Some(invalid) = invalid {
            let kind = ParseErrorKind::Invalid(invalid);
            return Err(match token {
                Some(token) => token.error(kind),
                None => row.error_here(kind),
            });
        }
        *slot = chips;
    }
    if !row.at_end() {
        return Err(row.error_here(ParseErrorKind::Invalid(Invalid::WrongCount)));
    }
    let [m, n] = boxes;
    Ok(vec![Atom::Divide(Divide { m, n })])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Search;

    #[test]
    fn the_formula_agrees_with_exhaustive_search() {
        let mut search = Search::new();
        for m in 1..=40 {
            for n in 1..=40 {
                let atom = Atom::Divide(Divide { m, n });
                assert_eq!(
                    search.brute.sg(&atom).unwrap(),
                    sg_value(m, n),
                    "divide {m} {n}"
                );
                // The engine's moves to each value (through the theorem) agree with search.
                if m + n <= 24 {
                    search.check(&atom, 5);
                }
            }
        }
    }

    #[test]
    fn the_p_positions_are_the_pairs_of_odd_numbers() {
        for m in 1..=200u64 {
            for n in 1..=200u64 {
                assert_eq!(
                    sg_value(m, n) == 0,
                    m % 2 == 1 && n % 2 == 1,
                    "divide {m} {n}"
                );
            }
        }
    }

    #[test]
    fn parses_two_positive_boxes() {
        let game = crate::parse("divide 3 5").unwrap();
        assert_eq!(game.to_string(), "divide 3 5");
        assert_eq!(crate::parse("divide 0 5").unwrap_err().column, 8);
        assert_eq!(crate::parse("divide 3 0").unwrap_err().column, 10);
        assert!(crate::parse("divide 3").is_err());
        assert!(crate::parse("divide 3 4 5").is_err());
        assert_eq!(
            crate::parse("divide 1000000 2").unwrap().to_string(),
            "divide 1000000 2"
        );
        assert_eq!(crate::parse("divide 2 1000001").unwrap_err().column, 10);
    }

    #[test]
    fn the_grid_starts_at_one_one() {
        assert_eq!(
            crate::tables::grid_origin("divide").map(|atom| atom.to_string()),
            Some("divide 1 1".to_string())
        );
    }
}
