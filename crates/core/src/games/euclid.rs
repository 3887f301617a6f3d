//! Euclid's game (POJ 2348): `euclid A B`; a move subtracts a positive multiple of the
//! smaller number from the larger, keeping it >= 0. The player who makes a 0 wins, so a
//! position holding a 0 is terminal (the previous player made it and won): normal play.
//! A written position may hold one 0 (a finished game, as a winning move prints it) but not
//! two (`Invalid::ZeroNumber`), which no move can reach. When both numbers are equal the second one is the one reduced (both choices
//! leave the same pair).
//!
//! Theorem (the chain lemma; cf. Nivasch 2006, "The Sprague-Grundy function of the game
//! Euclid", Discrete Math. 306, for the variant without 0): write `l = q s + r` with
//! `s <= l`, `0 <= r < s`. The options of `(s, l)` are `(s, r + j s)` for `j = 0..q`, and
//! each of those with `j >= 1` has exactly the options with smaller `j`. So with
//! `v = SG(r, s)` (0 when `r = 0`), `SG(s, r + j s) = j - 1` for `1 <= j <= v` and `j` for
//! `j > v`. Folding this over the continued-fraction quotients of `l / s` gives the SG value
//! of every u64 pair in O(log) steps, and at most one option of each value. The classic
//! POJ 2348 rule (the mover wins iff `l >= 2s`, `s | l`, or `(l - s, s)` is lost) follows.

use crate::context::Context;
use crate::games::{charge_options, grid, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, RowParser};

/// One Euclid position: two numbers in the order written (a 0 only after a move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Euclid {
    /// The first number.
    pub a: u64,
    /// The second number.
    pub b: u64,
}

/// The SG value of the chain position with index `j` above a base of value `base`: with
/// `s <= l`, `SG(s, l) = chain_value(l / s, SG(l mod s, s))` (and `SG(0, l) = 0`), the step
/// that [`sg_value`] folds and that a grid takes once per cell from a smaller cell.
pub fn chain_value(j: u64, base: u64) -> u64 {
    if j >= 1 && j <= base {
        j - 1
    } else {
        j
    }
}

/// The SG value of the pair `(a, b)`, by the chain lemma, in O(log) steps.
///
/// ```
/// use sglab_core::games::euclid::sg_value;
/// assert_eq!(sg_value(2, 3), 0);
/// assert_eq!(sg_value(2, 6), 3);
/// ```
pub fn sg_value(a: u64, b: u64) -> u64 {
    // Euclid's algorithm on u64 takes at most 92 steps (the pair of consecutive Fibonacci
    // numbers F(93), F(92) is the smallest that needs 92, and F(94) > 2^64), so the
    // quotients fit in a fixed array: no allocation (a grid asks for millions of values).
    let mut quotients = [0u64; 96];
    let mut count = 0;
    let (mut small, mut large) = (a.min(b), a.max(b));
    while small != 0 {
        if let Some(slot) = quotients.get_mut(count) {
            *slot = large / small;
            count += 1;
        }
        (small, large) = (large % small, small);
    }
    quotients[..count]
        .iter()
        .rev()
        .fold(0, |base, &quotient| chain_value(quotient, base))
}

impl Euclid {
    /// The smaller number, the larger, and whether the larger is the first one written.
    fn ordered(&self) -> (u64, u64, bool) {
        if self.a > self.b {
            (self.b, self.a, true)
        } else {
            (self.a, self.b, false)
        }
    }

    /// The position after the larger number becomes `larger`.
    fn with_larger(&self, larger: u64) -> Euclid {
        match self.ordered() {
            (_, _, true) => Euclid {
                a: larger,
                b: self.b,
            },
            (_, _, false) => Euclid {
                a: self.a,
                b: larger,
            },
        }
    }
}

impl Play for Euclid {
    const MERGES: bool = false;

    fn write_head(&self, out: &mut String) {
        out.push_str("euclid");
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.a, self.b]
    }

    fn pair(&self) -> Option<(u64, u64)> {
        Some((self.a, self.b))
    }

    /// `(0, 0)` is not a position (NOTATION.md: not both 0).
    fn with_pair(&self, a: u64, b: u64) -> Option<Self> {
        (a, b).ne(&(0, 0)).then_some(Euclid { a, b })
    }

    /// The grid by the chain lemma, one step a cell: for `0 < a <= b`,
    /// `SG(a, b) = chain_value(b / a, SG(b mod a, a))`, and `(b mod a, a)` lies in row `a`
    /// left of the diagonal, mirrored there by an earlier row (as [`sg_value`] folds the
    /// same steps); `SG(0, b) = 0`, and `(0, 0)` is not a position. Values fit in u16: a
    /// chain value is at most its quotient, so below the side.
    fn grid_by_theorem(
        &self,
        side: u64,
        budget: &mut Budget,
    ) -> Result<Option<Vec<u16>>, LimitError> {
        let side = grid::narrow_fits(side, budget)?;
        let mut values = vec![0u16; side * side];
        if let Some(corner) = values.first_mut() {
            *corner = grid::HOLE;
        }
        let mut charge = grid::RowCharge::default();
        for a in 1..side {
            for b in a..side {
                let inner = values[a * side + b % a];
                let value = chain_value((b / a) as u64, u64::from(inner));
                let value = u16::try_from(value).unwrap_or(grid::HOLE);
                values[a * side + b] = value;
                values[b * side + a] = value;
            }
            charge.row(side, budget)?;
        }
        if side > 0 {
            // Row 0: `SG(0, b) = 0`.
            charge.row(side, budget)?;
        }
        charge.finish(budget)?;
        Ok(Some(values))
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let (small, large, _) = self.ordered();
        if small == 0 {
            return Ok(vec![]);
        }
        let quotient = large / small;
        charge_options(budget, u128::from(quotient))?;
        Ok((1..=quotient)
            .map(|m| vec![Atom::Euclid(self.with_larger(large - m * small))])
            .collect())
    }

    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        Ok(Some(sg_value(self.a, self.b)))
    }

    fn moves_by_formula(&self, target: u64, max: usize) -> Option<MoveList> {
        let (small, large, _) = self.ordered();
        let mut larger = None;
        if let (Some(quotient), Some(remainder)) =
            (large.checked_div(small), large.checked_rem(small))
        {
            let base = sg_value(remainder, small);
            // The one chain index of value `target` (see the module header).
            let index = match target.cmp(&base) {
                std::cmp::Ordering::Equal => Some(0),
                std::cmp::Ordering::Less => target.checked_add(1),
                std::cmp::Ordering::Greater => Some(target),
            };
            // index < quotient, so remainder + index * small < large.
            larger = index
                .filter(|&j| j < quotient)
                .map(|index| remainder + index * small);
        }
        Some(MoveList::listing(
            max,
            larger,
            |_| true,
            |larger| vec![Atom::Euclid(self.with_larger(larger))],
        ))
    }

    fn outcome_by_theorem(&self) -> Option<bool> {
        Some(sg_value(self.a, self.b) != 0)
    }
}

/// Parses exactly two numbers `A B` after `euclid`, not both 0.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let (a, b) = row.two_numbers_checked(Expected::Number, |a, b| {
        (a, b).ne(&(0, 0)).then_some(()).ok_or(Invalid::ZeroNumber)
    })?;
    Ok(vec![Atom::Euclid(Euclid { a, b })])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::testing::Search;
    use crate::Limits;

    fn atom(a: u64, b: u64) -> Atom {
        Atom::Euclid(Euclid { a, b })
    }

    #[test]
    fn the_fixed_array_of_quotients_holds_the_longest_chains() {
        // The fold over a growing vector, as before the fixed array.
        let by_vector = |a: u64, b: u64| {
            let (mut small, mut large) = (a.min(b), a.max(b));
            let mut quotients = Vec::new();
            while small != 0 {
                quotients.push(large / small);
                (small, large) = (large % small, small);
            }
            quotients
                .iter()
                .rev()
                .fold(0, |base, &quotient| chain_value(quotient, base))
        };
        let (mut f, mut g) = (1u64, 1u64);
        while let Some(next) = f.checked_add(g) {
            (f, g) = (g, next);
            assert_eq!(sg_value(f, g), by_vector(f, g), "({f}, {g})");
            assert_eq!(sg_value(g, f), by_vector(g, f));
        }
        for (a, b) in [
            (u64::MAX, u64::MAX - 1),
            (u64::MAX, 1),
            (0, u64::MAX),
            (12345, 987654321),
        ] {
            assert_eq!(sg_value(a, b), by_vector(a, b));
        }
    }

    /// The usual loop of POJ 2348's solutions ("Euclid's Game"): true when the mover wins.
    fn poj_2348_first_wins(a: u64, b: u64) -> bool {
        let (mut a, mut b) = (a, b);
        let mut first = true;
        loop {
            if a > b {
                std::mem::swap(&mut a, &mut b);
            }
            if b % a == 0 || b - a > a {
                return first;
            }
            b -= a;
            first = !first;
        }
    }

    #[test]
    fn chain_lemma_matches_brute_force_on_all_pairs_to_40() {
        let mut search = Search::new();
        for a in 0..=40 {
            for b in 0..=40 {
                let position = atom(a, b);
                let value = search.brute.sg(&position).unwrap();
                assert_eq!(search.fast.sg(&position).unwrap(), value, "({a}, {b})");
                if a > 0 && b > 0 {
                    assert_eq!(poj_2348_first_wins(a, b), value != 0, "({a}, {b})");
                }
                search.check(&position, 41);
            }
        }
    }

    #[test]
    fn huge_numbers_answer_in_log_steps() {
        let mut engine = Engine::new(&Limits::default());
        assert_eq!(engine.sg(&atom(1, u64::MAX)), Ok(u64::MAX));
        assert_eq!(engine.sg(&atom(u64::MAX, u64::MAX)), Ok(1));
        // Consecutive Fibonacci numbers: every quotient is 1 (the longest chain).
        let (f92, f93) = (7540113804746346429u64, 12200160415121876738u64);
        let value = engine.sg(&atom(f92, f93)).unwrap();
        let moves = engine.moves_to_value(&atom(f92, f93), 0, 10).unwrap();
        assert_eq!(moves.total, Some(u128::from(value != 0)));
        assert_eq!(poj_2348_first_wins(f92, f93), value != 0);
        let analysis =
            crate::analysis::analyze_text("euclid 3 18446744073709551615", &Limits::default())
                .unwrap();
        assert_eq!(analysis.winning_moves.len(), 1);
        assert_eq!(analysis.winning_moves[0].to_string(), "euclid 3 0");
    }

    #[test]
    fn finished_games_and_the_poj_sample() {
        // A finished game (one 0) is a position with no move.
        let finished = crate::parse("euclid 0 7").unwrap();
        let analysis = crate::analyze(&finished, &crate::Limits::default()).unwrap();
        assert_eq!(analysis.outcome, crate::Outcome::P);
        // POJ 2348 sample: 34 12 -> Stan wins, 15 24 -> Ollie wins.
        let analysis = crate::analysis::analyze_text("euclid 34 12", &Limits::default()).unwrap();
        assert_eq!(analysis.outcome, crate::Outcome::N);
        let analysis = crate::analysis::analyze_text("euclid 15 24", &Limits::default()).unwrap();
        assert_eq!(analysis.outcome, crate::Outcome::P);
    }
}
