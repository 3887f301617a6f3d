//! Knights (CEOI 2008): `knight n=N X Y` (several knights on one board: `knight n=8 1 1 3 4`);
//! a knight on an N x N board at (X, Y), 1-based, moves by (-2, +1), (-2, -1), (+1, -2) or
//! (-1, -2) and must stay on the board. Each move lowers X + Y, so the game is finite.
//! CEOI 2008 plays a sum of knights under `every:` (each knight that can move must move),
//! which [`crate::every`] solves with step numbers; this module gives the moves.
//!
//! The SG values (normal play) and step numbers have no closed form used here: the engine
//! searches the squares below the knight (at most about (X + Y)^2 / 2 of them) within its
//! budget. Boards are bounded by [`MAX_BOARD`] so that a whole board's table stays small.

use crate::games::{charge_options, Atom, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, ParseErrorKind, RowParser};

/// The largest board side accepted; larger boards are `Invalid::TooBig`.
pub const MAX_BOARD: u64 = 10_000;

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
    /// The squares this knight can move to, in the order of [`MOVES`].
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

impl Play for Knight {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str(&format!("knight n={}", self.n));
    }

    fn write_args(&self, out: &mut String) {
        out.push_str(&format!("{} {}", self.x, self.y));
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
    let mut atoms = Vec::new();
    loop {
        let mut coordinate = || -> Result<u64, ParseError> {
            let token = row.peek().copied();
            let value = row.number(Expected::Number)?;
            match token {
                Some(token) if value == 0 || value > n => {
                    Err(token.error(ParseErrorKind::Invalid(Invalid::OffBoard)))
                }
                _ => Ok(value),
            }
        };
        let x = coordinate()?;
        let y = coordinate()?;
        atoms.push(Atom::Knight(Knight { n, x, y }));
        if row.at_end() {
            return Ok(atoms);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::analysis::analyze_text;
    use crate::engine::Engine;
    use crate::{every, Limits};

    /// Independent exhaustive search of the Every rule on knights: each knight that can
    /// move must move; a player none of whose knights can move loses.
    fn every_first_wins(knights: &[Knight], memo: &mut HashMap<Vec<Knight>, bool>) -> bool {
        if let Some(&known) = memo.get(knights) {
            return known;
        }
        let choices: Vec<Vec<Knight>> = knights
            .iter()
            .map(|k| {
                let targets = k.targets();
                if targets.is_empty() {
                    vec![*k]
                } else {
                    targets
                }
            })
            .collect();
        let can_move = knights.iter().any(|k| !k.targets().is_empty());
        let mut wins = false;
        if can_move {
            let mut odometer = vec![0usize; knights.len()];
            'all: loop {
                let next: Vec<Knight> = choices.iter().zip(&odometer).map(|(c, &i)| c[i]).collect();
                if !every_first_wins(&next, memo) {
                    wins = true;
                    break;
                }
                for place in (0..odometer.len()).rev() {
                    odometer[place] += 1;
                    if odometer[place] < choices[place].len() {
                        continue 'all;
                    }
                    odometer[place] = 0;
                }
                break;
            }
        }
        memo.insert(knights.to_vec(), wins);
        wins
    }

    fn knights_of(atoms: &[Atom]) -> Vec<Knight> {
        atoms
            .iter()
            .map(|atom| match atom {
                Atom::Knight(k) => *k,
                other => panic!("not a knight: {other:?}"),
            })
            .collect()
    }

    #[test]
    fn every_sg_matches_exhaustive_search_on_small_boards() {
        let mut memo = HashMap::new();
        for n in 1..=6u64 {
            let squares: Vec<Knight> = (1..=n)
                .flat_map(|x| (1..=n).map(move |y| Knight { n, x, y }))
                .collect();
            let mut sums: Vec<Vec<Knight>> = squares.iter().map(|&k| vec![k]).collect();
            for &a in &squares {
                for &b in &squares {
                    sums.push(vec![a, b]);
                }
            }
            if n == 4 {
                for &a in &squares {
                    sums.push(vec![a, Knight { n, x: 3, y: 4 }, Knight { n, x: 4, y: 4 }]);
                }
            }
            for knights in sums {
                let atoms: Vec<Atom> = knights.iter().map(|&k| Atom::Knight(k)).collect();
                let mut engine = Engine::new(&Limits::default());
                let answer = every::solve(&atoms, &mut engine, usize::MAX).unwrap();
                let expected = every_first_wins(&knights, &mut memo);
                assert_eq!(answer.first_player_wins, expected, "{knights:?}");
                for replacements in &answer.winning_moves {
                    let after = knights_of(&replacements.concat());
                    assert!(
                        !every_first_wins(&after, &mut memo),
                        "{knights:?} -> {after:?}"
                    );
                }
                assert_eq!(answer.winning_moves.is_empty(), !expected);
            }
        }
    }

    #[test]
    fn moves_stay_on_the_board_and_normal_play_matches_brute_force() {
        let knight = Knight { n: 8, x: 3, y: 2 };
        assert_eq!(
            knight.targets(),
            [Knight { n: 8, x: 1, y: 3 }, Knight { n: 8, x: 1, y: 1 }]
        );
        let mut brute = Engine::brute_force(&Limits::default());
        let mut engine = Engine::new(&Limits::default());
        for x in 1..=10 {
            for y in 1..=10 {
                let atom = Atom::Knight(Knight { n: 10, x, y });
                assert_eq!(engine.sg(&atom), brute.sg(&atom));
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
    }

    /// The step-number formula of the CEOI 2008 Knights solution in seed 000 (found there by
    /// tabulating, not proved), ported line for line with 1-based squares; our Every-SG step
    /// numbers must agree with it on every square of every board it covers. Recursive calls
    /// pass their arguments exactly as the C code does (already 0-based, decremented again).
    fn seed_checkstep(n: i64, x: i64, y: i64) -> i64 {
        let (mut x, mut y) = (x - 1, y - 1);
        if n % 4 == 0 && (x == n - 1 || y == n - 1) {
            if y > x {
                std::mem::swap(&mut x, &mut y);
            }
            if x == n - 1 && y == n - 1 {
                return seed_checkstep(n, x - 1, y - 1) + 2;
            }
            return seed_checkstep(n, x, y + 1);
        }
        if n % 4 == 1 && (x == n - 1 || y == n - 1) && n != 1 {
            if y > x {
                std::mem::swap(&mut x, &mut y);
            }
            if x == n - 1 && y == n - 2 {
                return seed_checkstep(n, y + 1, y + 1);
            }
            return ((x / 4) + (y / 4)) * 2;
        }
        if x % 4 < 2 && y % 4 < 2 {
            ((x / 4) + (y / 4)) * 2
        } else {
            ((x + y - 1) / 4) * 2 + 1
        }
    }

    #[test]
    fn step_numbers_agree_with_the_seed_formula() {
        let mut engine = Engine::new(&Limits::default());
        let mut steps = crate::every::Steps::default();
        for n in 1..=24u64 {
            for x in 1..=n {
                for y in 1..=n {
                    let atom = Atom::Knight(Knight { n, x, y });
                    let ours = steps.step(&atom, &mut engine).unwrap();
                    let seed = seed_checkstep(n as i64, x as i64, y as i64);
                    assert_eq!(ours as i64, seed, "n={n} at ({x},{y})");
                }
            }
        }
    }
}
