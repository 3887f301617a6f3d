//! Georgia and Bob (POJ 1704): `georgia X1 X2 ... Xk`; pieces stand on distinct cells
//! `X1..Xk` of a line (counted from 1), and a move slides one piece any number of cells to
//! the left, without jumping over another piece or leaving the line. The whole row is one
//! position; the canonical text lists the cells in order.
//!
//! Theorem (POJ 1704 "Georgia and Bob" reduced to staircase Nim, as its usual solution does): with the
//! pieces sorted and `g_i` the empty cells just left of piece `i` (`g_1 = X1 − 1`), a move
//! of piece `i` by `d` takes `d` from `g_i` and adds it to `g_{i+1}` (or to nothing, for
//! the last piece). Numbering the gaps from the right as steps (`g_k` is step 1), that is
//! exactly a move of staircase Nim ([`super::staircase`]): so the SG value is the xor of
//! the odd steps, `g_k ^ g_{k−2} ^ ...` — pair the pieces from the right and xor the gaps
//! inside each pair. The moves to a value are the staircase's, mapped back.

use crate::context::Context;
use crate::games::staircase::Staircase;
use crate::games::{charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, RowParser};

/// The most pieces a line may hold.
pub const MAX_PIECES: usize = 1000;

/// One line of pieces.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Georgia {
    /// The cells of the pieces, increasing, each at least 1.
    pub cells: Vec<u64>,
}

impl Georgia {
    /// The empty cells left of each piece: `g_1 = X1 − 1`, `g_i = X_i − X_{i−1} − 1`.
    pub fn gaps(&self) -> Vec<u64> {
        let mut previous = 0;
        self.cells
            .iter()
            .map(|&cell| {
                let gap = cell - previous - 1;
                previous = cell;
                gap
            })
            .collect()
    }

    /// The staircase this line is: step `s` holds the gap of the `s`-th piece from the right.
    pub fn staircase(&self) -> Staircase {
        let mut coins = self.gaps();
        coins.reverse();
        Staircase { coins }
    }

    /// The line whose staircase is `staircase` (the inverse of [`Georgia::staircase`]).
    fn from_staircase(staircase: &Staircase) -> Georgia {
        let mut cells = Vec::with_capacity(staircase.coins.len());
        let mut cell = 0u64;
        for &gap in staircase.coins.iter().rev() {
            cell = cell.saturating_add(gap).saturating_add(1);
            cells.push(cell);
        }
        Georgia { cells }
    }
}

impl Play for Georgia {
    const MERGES: bool = false;

    fn write_head(&self, out: &mut String) {
        out.push_str("georgia");
    }

    fn numbers(&self) -> Vec<u64> {
        self.cells.clone()
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let gaps = self.gaps();
        charge_options(budget, gaps.iter().map(|&g| u128::from(g)).sum())?;
        let mut options = Vec::new();
        for (index, &gap) in gaps.iter().enumerate() {
            for distance in 1..=gap {
                let mut cells = self.cells.clone();
                cells[index] -= distance;
                options.push(vec![Atom::Georgia(Georgia { cells })]);
            }
        }
        Ok(options)
    }

    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        Ok(Some(self.staircase().odd_xor()))
    }

    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        let moves = self
            .staircase()
            .moves_to_value_by_theorem(target, max, context)?;
        Ok(moves.map(|list| MoveList {
            options: list
                .options
                .iter()
                .filter_map(|option| match option.as_slice() {
                    [Atom::Staircase(staircase)] => {
                        Some(vec![Atom::Georgia(Georgia::from_staircase(staircase))])
                    }
                    _ => None,
                })
                .collect(),
            total: list.total,
        }))
    }
}

/// Parses `X1 X2 ... Xk` after `georgia`: distinct cells from 1, in any order.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let mut cells = row.numbers_to_end_checked(Expected::Number, |cells, cell| {
        if cell == 0 {
            Err(Invalid::OffBoard)
        } else if cells.contains(&cell) {
            Err(Invalid::Repeated)
        } else if cells.len() == MAX_PIECES {
            Err(Invalid::TooBig)
        } else {
            Ok(())
        }
    })?;
    cells.sort_unstable();
    Ok(vec![Atom::Georgia(Georgia { cells })])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Search;
    use crate::Limits;

    #[test]
    fn the_staircase_reduction_matches_search_on_every_small_line() {
        // Every set of up to 4 pieces on cells 1..=9.
        let mut search = Search::new();
        let mut checked = 0;
        for mask in 1u32..(1 << 9) {
            if mask.count_ones() > 4 {
                continue;
            }
            let cells: Vec<u64> = (1..=9).filter(|c| mask & (1 << (c - 1)) != 0).collect();
            let atom = Atom::Georgia(Georgia { cells });
            search.check(&atom, 9);
            checked += 1;
        }
        assert_eq!(checked, 9 + 36 + 84 + 126);
    }

    #[test]
    fn poj_1704_samples() {
        // POJ 1704 sample input: "1 2 3" -> Bob will win; "1 5 6 7 9 12 14 17" -> Georgia.
        let limits = Limits::default();
        let bob = crate::analysis::analyze_text("georgia 1 2 3", &limits).unwrap();
        assert_eq!(bob.outcome, crate::analysis::Outcome::P);
        let georgia = crate::analysis::analyze_text("georgia 17 1 5 6 7 9 12 14", &limits).unwrap();
        assert_eq!(georgia.outcome, crate::analysis::Outcome::N);
        assert_eq!(georgia.game.to_string(), "georgia 1 5 6 7 9 12 14 17");
    }

    #[test]
    fn bad_lines_are_named() {
        assert_eq!(crate::parse("georgia 3 0").unwrap_err().column, 11);
        let error = crate::parse("georgia 3 5 3").unwrap_err();
        assert_eq!(
            error.kind,
            crate::notation::ParseErrorKind::Invalid(Invalid::Repeated)
        );
        assert_eq!(error.column, 13);
    }

    #[test]
    fn huge_lines_answer_by_the_theorem() {
        let text = "georgia 1 1000000000000 1000000000001 18446744073709551615";
        let analysis = crate::analysis::analyze_text(text, &Limits::default()).unwrap();
        // Gaps 0, 999999999998, 0, 18446743073709551613: steps from the right are
        // 18446743073709551613, 0, 999999999998, 0; odd steps xor to the first and third.
        assert_eq!(
            analysis.sg,
            Some(18_446_743_073_709_551_613 ^ 999_999_999_998)
        );
        assert_eq!(analysis.winning_moves_total, Some(1));
    }
}
