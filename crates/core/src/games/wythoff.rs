//! Wythoff's game (威佐夫博弈): `wythoff A B`; a move takes any number of tokens from one
//! heap, or the same number from both (a queen moving left, down or diagonally towards the
//! corner, NC15826).
//!
//! Theorem (W. A. Wythoff 1907, "A modification of the game of Nim"; Beatty's theorem):
//! the P-positions are `(a_k, b_k)` and `(b_k, a_k)` with `a_k = floor(k*phi)` and
//! `b_k = floor(k*phi^2) = a_k + k` (OEIS A000201, A001950). Everything here is exact
//! integer arithmetic: `a_k = (k + floor(k*sqrt 5)) / 2`, and `floor(k*sqrt 5)` is the
//! integer square root of `5k^2`, a number of up to 131 bits (see [`floor_sqrt5_times`]).
//! The double-precision formula of the tutorials fails near 10^19; this does not.
//!
//! The SG values of the other positions (OEIS A004481) have no known closed form: a mex
//! table answers positions with both heaps below [`TABLE_SIDE_MAX`]. Beyond it, the outcome
//! ([`Play::outcome_by_theorem`]) and the moves to the P-positions are still exact for every
//! u64 pair, and the SG value of an N-position is reported as [`LimitError::TooLarge`].

use std::sync::Arc;

use crate::context::{Context, PairTable};
use crate::games::{charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, ParseError, RowParser};

/// The SG table covers positions with both heaps below this side.
pub const TABLE_SIDE_MAX: u64 = 1024;

/// The smallest table side built (tables grow by doubling up to [`TABLE_SIDE_MAX`]).
const TABLE_SIDE_MIN: u64 = 64;

/// The cache key of the SG table.
const TABLE_KEY: &str = "wythoff grid";

/// One Wythoff position: two heaps, in the order written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Wythoff {
    /// The first heap (the queen's first coordinate).
    pub a: u64,
    /// The second heap.
    pub b: u64,
}

/// The 256-bit product of two u128 numbers, as (high, low) halves.
fn mul_wide(x: u128, y: u128) -> (u128, u128) {
    let mask = u128::from(u64::MAX);
    let (x0, x1) = (x & mask, x >> 64);
    let (y0, y1) = (y & mask, y >> 64);
    let low_low = x0 * y0;
    let (middle, carry_one) = (x0 * y1).overflowing_add(x1 * y0);
    let (middle, carry_two) = middle.overflowing_add(low_low >> 64);
    let carries = u128::from(carry_one) + u128::from(carry_two);
    let low = (low_low & mask) | (middle << 64);
    // The whole product is below 2^256, so the high half cannot overflow.
    let high = x1 * y1 + (middle >> 64) + (carries << 64);
    (high, low)
}

/// `floor(k * sqrt 5)`, exactly: the largest `s` with `s^2 <= 5 k^2`, compared in 256 bits.
///
/// ```
/// assert_eq!(sglab_core::games::wythoff::floor_sqrt5_times(10), 22);
/// ```
pub fn floor_sqrt5_times(k: u64) -> u128 {
    let k = u128::from(k);
    let five_k_squared = mul_wide(k * k, 5);
    // 2k <= k*sqrt(5) < 3k + 1: the answer lies in [low, high).
    let (mut low, mut high) = (2 * k, 3 * k + 1);
    while high - low > 1 {
        let middle = low + (high - low) / 2;
        if mul_wide(middle, middle) <= five_k_squared {
            low = middle;
        } else {
            high = middle;
        }
    }
    low
}

/// `a_k = floor(k * phi)`, the lower Wythoff number (OEIS A000201), when it fits in u64.
pub fn lower(k: u64) -> Option<u64> {
    // floor((k + k sqrt 5) / 2) = floor((k + floor(k sqrt 5)) / 2), as k sqrt 5 is irrational for k > 0.
    u64::try_from((u128::from(k) + floor_sqrt5_times(k)) / 2).ok()
}

/// The k-th P-position `(a_k, b_k)` with `b_k = a_k + k`; `None` when `b_k` overflows u64.
///
/// ```
/// use sglab_core::games::wythoff::pair;
/// assert_eq!(pair(4), Some((6, 10)));
/// assert_eq!(pair(u64::MAX), None);
/// ```
pub fn pair(k: u64) -> Option<(u64, u64)> {
    let a = lower(k)?;
    Some((a, a.checked_add(k)?))
}

/// Whether `(a, b)` (in either order) is a P-position: `(min, max) = pair(max - min)`.
///
/// ```
/// use sglab_core::games::wythoff::is_p_position;
/// assert!(is_p_position(11326237921249263937, 18326237921249263937));
/// assert!(!is_p_position(11326237921249263938, 18326237921249263937));
/// ```
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (low, high) = (a.min(b), a.max(b));
    pair(high - low) == Some((low, high))
}

/// The `k` with `a_k = x` when `x` is a lower Wythoff number (0 counts, with k = 0).
pub fn lower_index(x: u64) -> Option<u64> {
    if x == 0 {
        return Some(0);
    }
    // k = ceil(x / phi); floor(x / phi) = floor((floor(x sqrt 5) - x) / 2).
    let estimate = (floor_sqrt5_times(x) - u128::from(x)) / 2;
    (estimate.saturating_sub(1)..=estimate + 2)
        .filter_map(|k| u64::try_from(k).ok())
        .find(|&k| lower(k) == Some(x))
}

/// The `k` with `b_k = x` when `x` is an upper Wythoff number (0 counts, with k = 0).
pub fn upper_index(x: u64) -> Option<u64> {
    if x == 0 {
        return Some(0);
    }
    // k = ceil(x / phi^2) and x / phi^2 = (3x - x sqrt 5) / 2.
    let estimate = (3 * u128::from(x) - floor_sqrt5_times(x)) / 2;
    (estimate.saturating_sub(2)..=estimate + 2)
        .filter_map(|k| u64::try_from(k).ok())
        .find(|&k| pair(k).map(|(_, b)| b) == Some(x))
}

/// The other heap of the one P-position that contains `x` (Beatty: every number is in
/// exactly one), or `None` when that heap does not fit in u64.
pub fn partner(x: u64) -> Option<u64> {
    if let Some(k) = lower_index(x) {
        return pair(k).map(|(_, b)| b);
    }
    upper_index(x).and_then(lower)
}

/// Every move of `(a, b)` to a P-position, exactly, for any u64 pair (at most three: the
/// diagonal move keeping the difference, and one per heap).
pub fn moves_to_p(a: u64, b: u64) -> Vec<Wythoff> {
    let mut moves = Vec::new();
    let (low, high) = (a.min(b), a.max(b));
    if let Some((lower_heap, _)) = pair(high - low)
        && lower_heap < low
    {
        let taken = low - lower_heap;
        moves.push(Wythoff {
            a: a - taken,
            b: b - taken,
        });
    }
    if let Some(p) = partner(b)
        && p < a
    {
        moves.push(Wythoff { a: p, b });
    }
    if let Some(p) = partner(a)
        && p < b
    {
        moves.push(Wythoff { a, b: p });
    }
    moves
}

mod grid;

pub use grid::{grid_bytes, previous_sg_grid, sg_grid, sg_grid_with_threads};

impl Wythoff {
    /// The SG value from the cached table, building or growing it when needed.
    fn sg_from_table(&self, context: &mut Context<'_>) -> Result<u64, LimitError> {
        let needed = self.a.max(self.b) + 1;
        let table = match context.tables.get::<PairTable>(TABLE_KEY) {
            Some(table) if table.side() >= needed => table,
            _ => {
                let side = needed
                    .next_power_of_two()
                    .clamp(TABLE_SIDE_MIN, TABLE_SIDE_MAX);
                // A grid that does not fit is, for one position, a value too costly to
                // compute: analysis then decides the outcome by the Beatty pairs alone.
                let limit = context.budget.limit();
                let values = sg_grid(side, context.budget).map_err(|error| match error {
                    LimitError::GridWork { .. } | LimitError::GridMemory { .. } => {
                        LimitError::TooLarge { limit }
                    }
                    other => other,
                })?;
                let table = Arc::new(PairTable::square(
                    values.into_iter().map(u64::from).collect(),
                ));
                context.tables.insert(TABLE_KEY.to_string(), table.clone());
                table
            }
        };
        table.value(self.a, self.b).ok_or(LimitError::TooLarge {
            limit: context.budget.limit(),
        })
    }
}

impl Play for Wythoff {
    const MERGES: bool = false;

    fn write_head(&self, out: &mut String) {
        out.push_str("wythoff");
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.a, self.b]
    }

    fn pair(&self) -> Option<(u64, u64)> {
        Some((self.a, self.b))
    }

    fn with_pair(&self, a: u64, b: u64) -> Option<Self> {
        Some(Wythoff { a, b })
    }

    /// The grid by bit sets of rows, columns and diagonals ([`sg_grid`]).
    fn grid_by_theorem(
        &self,
        side: u64,
        budget: &mut Budget,
    ) -> Result<Option<Vec<u16>>, LimitError> {
        sg_grid(side, budget).map(Some)
    }

    /// The Beatty pairs `(⌊kφ⌋, ⌊kφ²⌋)`, `k < count` ([`pair`]).
    fn p_pairs(&self, count: u64) -> Option<Vec<(u64, u64)>> {
        Some((0..count).map_while(pair).collect())
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let (a, b) = (self.a, self.b);
        charge_options(budget, u128::from(a) + u128::from(b) + u128::from(a.min(b)))?;
        let from_first = (0..a).map(|a| Wythoff { a, b });
        let from_second = (0..b).map(|b| Wythoff { a, b });
        let from_both = (1..=a.min(b)).map(|t| Wythoff { a: a - t, b: b - t });
        Ok(from_first
            .chain(from_second)
            .chain(from_both)
            .map(|position| vec![Atom::Wythoff(position)])
            .collect())
    }

    fn sg_by_theorem(&self, context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        if is_p_position(self.a, self.b) {
            return Ok(Some(0));
        }
        if self.a.max(self.b) < TABLE_SIDE_MAX {
            return self.sg_from_table(context).map(Some);
        }
        Err(LimitError::TooLarge {
            limit: context.budget.limit(),
        })
    }

    fn moves_by_formula(&self, target: u64, max: usize) -> Option<MoveList> {
        if target != 0 {
            return None;
        }
        Some(MoveList::listing(
            max,
            moves_to_p(self.a, self.b),
            |_| true,
            |position| vec![Atom::Wythoff(position)],
        ))
    }

    fn outcome_by_theorem(&self) -> Option<bool> {
        Some(!is_p_position(self.a, self.b))
    }
}

/// Parses exactly two numbers `A B` after `wythoff`.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let (a, b) = row.two_numbers(Expected::HeapSize)?;
    Ok(vec![Atom::Wythoff(Wythoff { a, b })])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{analyze_text, Outcome};
    use crate::engine::Engine;
    use crate::testing::{texts, Search};
    use crate::Limits;

    fn atom(a: u64, b: u64) -> Atom {
        Atom::Wythoff(Wythoff { a, b })
    }

    #[test]
    fn table_and_p_moves_match_brute_force_on_all_pairs_to_30() {
        let generous = Limits {
            max_work: u64::MAX,
            ..Limits::default()
        };
        let mut search = Search::within(&generous);
        for a in 0..=30 {
            for b in 0..=30 {
                let position = atom(a, b);
                let value = search.brute.sg(&position).unwrap();
                assert_eq!(is_p_position(a, b), value == 0, "({a}, {b})");
                search.check(&position, a + b + 1);
            }
        }
    }

    #[test]
    fn lower_and_upper_wythoff_match_oeis() {
        // OEIS A000201 (lower Wythoff sequence, floor(n phi)), n = 1..68.
        let a000201 = [
            1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32, 33, 35, 37,
            38, 40, 42, 43, 45, 46, 48, 50, 51, 53, 55, 56, 58, 59, 61, 63, 64, 66, 67, 69, 71, 72,
            74, 76, 77, 79, 80, 82, 84, 85, 87, 88, 90, 92, 93, 95, 97, 98, 100, 101, 103, 105,
            106, 108, 110,
        ];
        // OEIS A001950 (upper Wythoff sequence, floor(n phi^2)), n = 1..60.
        let a001950 = [
            2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52, 54, 57,
            60, 62, 65, 68, 70, 73, 75, 78, 81, 83, 86, 89, 91, 94, 96, 99, 102, 104, 107, 109,
            112, 115, 117, 120, 123, 125, 128, 130, 133, 136, 138, 141, 143, 146, 149, 151, 154,
            157,
        ];
        for (n, &expected) in (1u64..).zip(a000201.iter()) {
            assert_eq!(lower(n), Some(expected), "a({n})");
            assert_eq!(lower_index(expected), Some(n));
            assert_eq!(upper_index(expected), None);
        }
        for (n, &expected) in (1u64..).zip(a001950.iter()) {
            assert_eq!(pair(n).map(|(_, b)| b), Some(expected), "b({n})");
            assert_eq!(upper_index(expected), Some(n));
            assert_eq!(lower_index(expected), None);
        }
        // Beatty: every positive number is lower or upper, never both.
        for x in 1..=2000u64 {
            assert!(lower_index(x).is_some() != upper_index(x).is_some(), "{x}");
        }
    }

    #[test]
    fn sg_table_matches_oeis() {
        // OEIS A317205: Wythoff's SG values T(n, m), 0 <= m <= n, read by rows (the lower
        // triangle of the table A004481), the 78 terms of its data section.
        let a317205 = [
            0, 1, 2, 2, 0, 1, 3, 4, 5, 6, 4, 5, 3, 2, 7, 5, 3, 4, 0, 6, 8, 6, 7, 8, 1, 9, 10, 3, 7,
            8, 6, 9, 0, 1, 4, 5, 8, 6, 7, 10, 1, 2, 5, 3, 4, 9, 10, 11, 12, 8, 7, 13, 14, 15, 16,
            10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 11, 9, 10, 7, 12, 14, 2, 13, 17, 6, 18, 15,
        ];
        // OEIS A047708: the diagonal SG(n, n), n = 0..70.
        let a047708 = [
            0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20, 13, 21, 12, 25, 17, 18, 19, 30,
            31, 38, 35, 36, 22, 23, 43, 45, 48, 49, 24, 26, 27, 28, 29, 33, 60, 32, 61, 57, 66, 37,
            63, 34, 64, 67, 40, 39, 41, 42, 82, 44, 74, 79, 47, 46, 87, 86, 50, 95, 96, 52, 101,
            51, 102, 53, 54,
        ];
        let mut budget = Budget::new(1 << 20);
        let side = 128u64;
        let grid = sg_grid(side, &mut budget).unwrap();
        let at = |a: u64, b: u64| grid[(a * side + b) as usize];
        let mut terms = a317205.iter();
        for n in 0..12 {
            for m in 0..=n {
                assert_eq!(Some(&at(n, m)), terms.next(), "T({n}, {m})");
                assert_eq!(at(n, m), at(m, n));
            }
        }
        for (n, &expected) in a047708.iter().enumerate() {
            assert_eq!(at(n as u64, n as u64), expected, "diagonal {n}");
        }
        let mut engine = Engine::new(&Limits::default());
        assert_eq!(engine.sg(&atom(70, 70)).unwrap(), 54);
    }

    #[test]
    fn first_p_positions() {
        // The common contest tutorial of 威佐夫博奕: the first 奇异局势 (0,0), (1,2), (3,5), (4,7), (6,10), (8,13),
        // (9,15), (11,18), (12,20).
        let firsts = [
            (0, 0),
            (1, 2),
            (3, 5),
            (4, 7),
            (6, 10),
            (8, 13),
            (9, 15),
            (11, 18),
            (12, 20),
        ];
        for (k, &(a, b)) in firsts.iter().enumerate() {
            assert_eq!(pair(k as u64), Some((a, b)));
            assert!(is_p_position(a, b) && is_p_position(b, a));
        }
    }

    #[test]
    fn huge_positions_are_exact() {
        // floor(k phi) for k = 7 * 10^18, where the double-precision formula fails.
        assert_eq!(
            pair(7_000_000_000_000_000_000),
            Some((11326237921249263937, 18326237921249263937))
        );
        let analysis = analyze_text(
            "wythoff 11326237921249263937 18326237921249263937",
            &Limits::default(),
        )
        .unwrap();
        assert_eq!(analysis.outcome, Outcome::P);
        assert_eq!(analysis.sg, Some(0));

        let analysis = analyze_text(
            "wythoff 11326237921249263938 18326237921249263937",
            &Limits::default(),
        )
        .unwrap();
        assert_eq!(analysis.outcome, Outcome::N);
        assert_eq!(analysis.sg, None);
        let moves = texts(&analysis.winning_moves);
        for text in &moves {
            let game = crate::parse(text).unwrap();
            let Atom::Wythoff(w) = game.atoms[0] else {
                panic!("{text}")
            };
            assert!(is_p_position(w.a, w.b), "{text}");
        }
        // Diagonal: the difference 6999999999999999999 has a_k = 11326237921249263935;
        // first heap: 18326237921249263937 = b_k for k = 7 * 10^18 pairs with
        // 11326237921249263937; second heap: 11326237921249263938 = b_j for
        // j = 4326237921249263938, whose a_j is 7 * 10^18 (checked with Python's math.isqrt).
        assert_eq!(
            moves,
            [
                "wythoff 11326237921249263935 18326237921249263934",
                "wythoff 11326237921249263937 18326237921249263937",
                "wythoff 11326237921249263938 7000000000000000000",
            ]
        );
        assert_eq!(analysis.winning_moves_total, Some(3));
    }

    #[test]
    fn extreme_numbers_do_not_panic() {
        let max = u64::MAX;
        for (a, b) in [(max, max), (0, max), (max, 0), (max - 1, max), (1, max)] {
            let _ = is_p_position(a, b);
            for position in moves_to_p(a, b) {
                assert!(is_p_position(position.a, position.b));
                assert!(position.a <= a && position.b <= b);
            }
            let mut engine = Engine::new(&Limits::default());
            let value = engine.sg(&atom(a, b));
            assert!(value == Ok(0) || matches!(value, Err(LimitError::TooLarge { .. })));
        }
        assert_eq!(partner(0), Some(0));
        assert_eq!(partner(4), Some(7));
        assert_eq!(partner(7), Some(4));
    }
}
