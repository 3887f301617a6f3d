//! Staircase Nim (阶梯博弈, POJ 1704): `staircase C1 C2 ... Ck`; `Ci` coins lie on step `i`,
//! and a move takes one or more coins from one step `j` down to step `j - 1` (step 0 is the
//! ground, where coins leave the game). The whole row is one position. The total number of
//! coins must fit in u64 (`Invalid::TooBig`), so no move can overflow a step.
//!
//! Theorem (staircase Nim; Berlekamp, Conway, Guy, Winning Ways, and the common contest
//! tutorial "Nim Staircase 博奕"): the SG value is the xor of the odd steps `C1 ^ C3 ^ C5 ^ ...`. Every
//! move changes exactly one odd step (its source, or its destination when it starts on an
//! even step), so no option keeps the xor; moving coins off an odd step lowers that Nim heap
//! to any smaller size, so every smaller xor is reached. Hence the mex is the xor. The moves
//! to a value `t` are: lower odd step `j` to `t ^ X ^ Cj`, or raise it by moving coins down
//! from step `j + 1`; at most one per step.

use crate::context::Context;
use crate::games::{charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, RowParser};

/// One staircase: `coins[i]` coins on step `i + 1`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Staircase {
    /// The coins on steps 1, 2, ..., k (the total fits in u64).
    pub coins: Vec<u64>,
}

impl Staircase {
    /// The xor of the odd steps (1, 3, 5, ...): the SG value.
    pub fn odd_xor(&self) -> u64 {
        self.coins.iter().step_by(2).fold(0, |acc, c| acc ^ c)
    }

    /// The position after moving `count` coins from step `step` (1-based) to the one below.
    fn after(&self, step: usize, count: u64) -> Staircase {
        let mut coins = self.coins.clone();
        coins[step - 1] -= count;
        if step >= 2 {
            // The total fits in u64 (checked when parsed), so this never saturates.
            coins[step - 2] = coins[step - 2].saturating_add(count);
        }
        Staircase { coins }
    }
}

impl Play for Staircase {
    const MERGES: bool = false;

    fn write_head(&self, out: &mut String) {
        out.push_str("staircase");
    }

    fn numbers(&self) -> Vec<u64> {
        self.coins.clone()
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let total: u128 = self.coins.iter().map(|&c| u128::from(c)).sum();
        charge_options(budget, total)?;
        let mut options = Vec::new();
        for (index, &coins) in self.coins.iter().enumerate() {
            for count in 1..=coins {
                options.push(vec![Atom::Staircase(self.after(index + 1, count))]);
            }
        }
        Ok(options)
    }

    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        Ok(Some(self.odd_xor()))
    }

    fn moves_by_formula(&self, target: u64, max: usize) -> Option<MoveList> {
        let xor = self.odd_xor();
        // At most one move per step: the count of coins it moves, if any.
        let moves = self.coins.iter().enumerate().filter_map(|(index, &coins)| {
            let step = index + 1;
            // The odd step whose heap this move changes, and its new size.
            let (odd_index, lowers) = if step % 2 == 1 {
                (index, true)
            } else {
                (index - 1, false)
            };
            let heap = self.coins[odd_index];
            let wanted = target ^ xor ^ heap;
            let count = if lowers {
                (wanted < heap).then(|| heap - wanted)
            } else {
                (wanted > heap && wanted - heap <= coins).then(|| wanted - heap)
            };
            count.map(|count| (step, count))
        });
        Some(MoveList::listing(
            max,
            moves,
            |_| true,
            |(step, count)| vec![Atom::Staircase(self.after(step, count))],
        ))
    }
}

/// Parses `C1 C2 ... Ck` after `staircase` (one position; the total must fit in u64).
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let mut total: u64 = 0;
    let coins = row.numbers_to_end_checked(Expected::Number, |_, count| {
        total = total.checked_add(count).ok_or(Invalid::TooBig)?;
        Ok(())
    })?;
    Ok(vec![Atom::Staircase(Staircase { coins })])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{texts, Search};
    use crate::Limits;

    #[test]
    fn odd_step_nim_matches_brute_force_up_to_three_steps_of_four() {
        let mut search = Search::new();
        let mut positions = Vec::new();
        for a in 0..=4 {
            positions.push(vec![a]);
            for b in 0..=4 {
                positions.push(vec![a, b]);
                for c in 0..=4 {
                    positions.push(vec![a, b, c]);
                }
            }
        }
        positions.push(vec![3, 0, 2, 5]);
        for coins in positions {
            let position = Atom::Staircase(Staircase {
                coins: coins.clone(),
            });
            search.check(&position, 15);
        }
    }

    #[test]
    fn huge_counts_answer_by_theorem() {
        let analysis = crate::analysis::analyze_text(
            "staircase 9223372036854775800 7 9223372036854775807",
            &Limits::default(),
        )
        .unwrap();
        assert_eq!(analysis.sg, Some(7));
        let moves = texts(&analysis.winning_moves);
        assert_eq!(
            moves,
            [
                "staircase 9223372036854775807 0 9223372036854775807",
                "staircase 9223372036854775800 14 9223372036854775800",
            ]
        );
    }
}
