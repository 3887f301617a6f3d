//! Knights (CEOI 2008): `knight n=N X Y` (several knights on one board: `knight n=8 1 1 3 4`);
//! a knight on an N x N board at (X, Y), 1-based, moves by (-2, +1), (-2, -1), (+1, -2) or
//! (-1, -2) and must stay on the board. Each move lowers X + Y, so the game is finite.
//! CEOI 2008 plays a sum of knights under `every:` (each knight that can move must move),
//! which [`crate::every`] solves with step numbers; this module gives the moves.
//!
//! A knight's step number (its remoteness under Every-SG play, see [`crate::every`]) has a
//! closed form, [`step_by_formula`], the `checkstep` function of a common CEOI 2008 contest
//! solution (found there by tabulating); it answers `every: knight n=1000000 5000 5000` at
//! once. It is proved here for every board: the tests check that it satisfies the step
//! recursion on every square of every board up to [`FORMULA_CHECKED_TO`], which decides it
//! (see [`step_by_formula`] for why that covers all larger boards), and compare it with
//! search on every square of every board up to side 40. Several knights in one component
//! (`every: knight n=8 1 1 3 4`, one knight moves a turn) are searched.
//!
//! The SG values (normal play) have no closed form used here: the engine searches the
//! squares below the knight (at most about (X + Y)^2 / 2 of them) within its budget.
//! Boards are bounded by [`MAX_BOARD`], CEOI 2008's own bound.

use crate::games::{charge_options, Atom, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, ParseErrorKind, RowParser};

/// The largest board side accepted, CEOI 2008's own bound (10^6); larger boards are
/// `Invalid::TooBig`. Under `every:` a lone knight's step comes from the closed form on any
/// board; normal play searches the squares below the knight within the limits (an error
/// names the limit where they do not fit), and the board view draws a window around the
/// knights.
pub const MAX_BOARD: u64 = 1_000_000;

/// The largest board side on which the tests check that [`step_by_formula`] satisfies the
/// step recursion on every square.
pub const FORMULA_CHECKED_TO: u64 = 160;

/// The four knight moves of CEOI 2008, as (dx, dy).
const MOVES: [(i64, i64); 4] = [(-2, 1), (-2, -1), (1, -2), (-1, -2)];

/// One knight on an `n` x `n` board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Knight {
    /// The board side, 1..=MAX_BOARD.
    pub n: u64,
    /// The column, 1..=n.
    pub x: u64,
    /// The row, 1..=n.
    pub y: u64,
}

impl Knight {
    /// The squares this knight can move to, in the order of its eight moves (`MOVES`).
    pub fn targets(&self) -> Vec<Knight> {
        // i128 holds every u64 coordinate and its neighbours.
        let on_board = |v: i128| v >= 1 && v <= i128::from(self.n);
        MOVES
            .iter()
            .filter_map(|&(dx, dy)| {
                let x = i128::from(self.x) + i128::from(dx);
                let y = i128::from(self.y) + i128::from(dy);
                if !(on_board(x) && on_board(y)) {
                    return None;
                }
                Some(Knight {
                    n: self.n,
                    x: u64::try_from(x).ok()?,
                    y: u64::try_from(y).ok()?,
                })
            })
            .collect()
    }
}

/// The Every-SG step number of a lone knight at (`x`, `y`) (1-based) on an `n` x `n` board:
/// the `checkstep` of a common contest solution, ported line for line. Inside the board the steps repeat in 4 x 4
/// blocks, growing by 2 a block; the last row and column (0-based `n - 1`) differ when `n`
/// is 0 or 1 mod 4, since moves off the top edge are missing there.
///
/// Why a check of the recursion on boards up to [`FORMULA_CHECKED_TO`] proves it for all:
/// the check at a square involves the square and its at most four options, within 2 below
/// and 1 above in each coordinate. Adding 4 to a coordinate that stays at least 4 from the
/// low edge and 5 from the high one, or adding 4 to `n` and to every coordinate within 5 of
/// the high edge, keeps every case of the formula and adds exactly 2 to all five values;
/// [`crate::every::step_from_options`] commutes with adding an even constant. So each
/// check on a board of side above 24 repeats, shifted, one on a smaller board.
///
/// ```
/// use sglab_core::games::knight::step_by_formula;
/// assert_eq!(step_by_formula(8, 1, 1), 0);
/// assert_eq!(step_by_formula(10_000, 5_000, 5_000), 4_999);
/// ```
pub fn step_by_formula(n: u64, x: u64, y: u64) -> u64 {
    // The solution's recursive calls pass squares that are already 0-based and decrement them
    // again, so that `checkstep(x, y + 1)` from the last row reads row `n - 2`, column `y`.
    fn checkstep(n: i64, x: i64, y: i64) -> i64 {
        let (mut x, mut y) = (x - 1, y - 1);
        if n % 4 == 0 && (x == n - 1 || y == n - 1) {
            if y > x {
                std::mem::swap(&mut x, &mut y);
            }
            if x == n - 1 && y == n - 1 {
                return checkstep(n, x - 1, y - 1) + 2;
            }
            return checkstep(n, x, y + 1);
        }
        if n % 4 == 1 && (x == n - 1 || y == n - 1) && n != 1 {
            if y > x {
                std::mem::swap(&mut x, &mut y);
            }
            if x == n - 1 && y == n - 2 {
                return checkstep(n, y + 1, y + 1);
            }
            return ((x / 4) + (y / 4)) * 2;
        }
        if x % 4 < 2 && y % 4 < 2 {
            ((x / 4) + (y / 4)) * 2
        } else {
            ((x + y - 1) / 4) * 2 + 1
        }
    }
    // Boards are at most MAX_BOARD, so every value fits an i64 with room to spare.
    let as_i64 = |v: u64| i64::try_from(v.min(MAX_BOARD)).unwrap_or(0);
    u64::try_from(checkstep(as_i64(n), as_i64(x), as_i64(y))).unwrap_or(0)
}

impl Play for Knight {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str(&format!("knight n={}", self.n));
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.x, self.y]
    }

    fn step_by_theorem(&self) -> Option<u64> {
        let on_board = (1..=MAX_BOARD).contains(&self.n)
            && (1..=self.n).contains(&self.x)
            && (1..=self.n).contains(&self.y);
        on_board.then(|| step_by_formula(self.n, self.x, self.y))
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let targets = self.targets();
        charge_options(budget, targets.len() as u128)?;
        Ok(targets
            .into_iter()
            .map(|knight| vec![Atom::Knight(knight)])
            .collect())
    }
}

/// Parses `n=N X1 Y1 X2 Y2 ...` after `knight`: one knight per pair of coordinates.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let size_token = row.peek().copied();
    let n = row.parameter("n", 1)?;
    if n > MAX_BOARD {
        let error = ParseErrorKind::Invalid(Invalid::TooBig);
        return Err(match size_token {
            Some(token) => token.error(error),
            None => row.error_here(error),
        });
    }
    let on_board = |value: u64| {
        (1..=n)
            .contains(&value)
            .then_some(())
            .ok_or(Invalid::OffBoard)
    };
    row.items_to_end(|row| {
        let x = row.checked_number(Expected::Number, on_board)?;
        let y = row.checked_number(Expected::Number, on_board)?;
        Ok(Atom::Knight(Knight { n, x, y }))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::analyze_text;
    use crate::engine::Engine;
    use crate::every::{step_from_options, Steps};
    use crate::testing::{texts, Search};
    use crate::Limits;

    #[test]
    fn moves_stay_on_the_board_and_normal_play_matches_brute_force() {
        let knight = Knight { n: 8, x: 3, y: 2 };
        assert_eq!(
            knight.targets(),
            [Knight { n: 8, x: 1, y: 3 }, Knight { n: 8, x: 1, y: 1 }]
        );
        let mut search = Search::new();
        for x in 1..=10 {
            for y in 1..=10 {
                let atom = Atom::Knight(Knight { n: 10, x, y });
                search.check(&atom, 4);
            }
        }
    }

    #[test]
    fn analysis_of_the_every_rule_and_huge_boards() {
        let analysis = analyze_text("every: knight n=8 1 1 3 4", &Limits::default()).unwrap();
        assert_eq!(analysis.game.to_string(), "every: knight n=8 1 1 3 4");
        let small = Limits {
            max_work: 100_000,
            ..Limits::default()
        };
        let error = analyze_text("knight n=10000 10000 10000", &small).unwrap_err();
        assert!(matches!(
            error,
            crate::AnalysisError::Limit(LimitError::TooLarge { .. })
        ));
        // Under every: a lone knight's step comes from the formula, on any board, with a
        // tiny budget: the knight and its options cost a few units.
        let tiny = Limits {
            max_work: 100,
            ..Limits::default()
        };
        let analysis = analyze_text("every: knight n=10000 5000 5000", &tiny).unwrap();
        assert_eq!(analysis.outcome, crate::Outcome::N);
        let moves = texts(&analysis.winning_moves);
        // Step 4999 (odd): the winning moves go to the squares of step 4998.
        assert_eq!(
            moves,
            [
                "every: knight n=10000 4998 5001",
                "every: knight n=10000 5001 4998"
            ]
        );
        // CEOI 2008's largest board: the formula answers at once; one square more is refused.
        let analysis = analyze_text("every: knight n=1000000 1000000 999999", &tiny).unwrap();
        assert_eq!(analysis.outcome, crate::Outcome::N);
        assert!(crate::parse("every: knight n=1000001 1 1").is_err());
        let analysis = analyze_text(
            "every: knight n=10000 5000 5000 + knight n=10000 9999 10000 + knight n=10000 1 2",
            &tiny,
        )
        .unwrap();
        // Steps 4999, 9997 (by the last row's rule) and 0: the second knight must reach
        // an even step, 9996 at (9998, 9998) only, and then any move of the first knight
        // (steps 4997 or 4998, below 9996) wins: 4 turns.
        assert_eq!(analysis.winning_moves_total, Some(4));
    }

    #[test]
    fn the_formula_matches_search_on_every_square_of_every_board_up_to_40() {
        let mut brute = Engine::brute_force(&Limits {
            max_work: u64::MAX,
            ..Limits::default()
        });
        let mut steps = Steps::default();
        for n in 1..=40u64 {
            for x in 1..=n {
                for y in 1..=n {
                    let atom = Atom::Knight(Knight { n, x, y });
                    let searched = steps.step(std::slice::from_ref(&atom), &mut brute).unwrap();
                    assert_eq!(searched, step_by_formula(n, x, y), "n={n} at ({x},{y})");
                }
            }
        }
    }

    #[test]
    fn the_formula_satisfies_the_step_recursion_on_every_board_up_to_the_checked_size() {
        // The step recursion has one solution, so a formula that satisfies it on every
        // square of a board is the step number there.
        for n in 1..=FORMULA_CHECKED_TO {
            for x in 1..=n {
                for y in 1..=n {
                    let knight = Knight { n, x, y };
                    let options: Vec<u64> = knight
                        .targets()
                        .iter()
                        .map(|k| step_by_formula(n, k.x, k.y))
                        .collect();
                    assert_eq!(
                        step_by_formula(n, x, y),
                        step_from_options(&options),
                        "n={n} at ({x},{y})"
                    );
                }
            }
        }
    }
}
