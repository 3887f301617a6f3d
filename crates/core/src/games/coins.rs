//! Coin-turning games (翻硬币; Winning Ways ch. 14, "Turn and Turn About"):
//! `coins RULE WORD`, a row of coins written left to right as `H` (heads) and `T` (tails).
//! A move turns over a set of coins that RULE allows, the rightmost of which goes from
//! heads to tails; the player who cannot move loses. The whole row is one position.
//!
//! | RULE | coins turned | value of a head at position `n` (1-based) |
//! |---|---|---|
//! | `one` | one coin | 1 |
//! | `turtles` | one or two coins (Turning Turtles) | `n` |
//! | `twins` | exactly two coins | `n − 1` |
//! | `mock` | one, two or three coins (Mock Turtles) | the `n`-th odious number: `2(n−1)` or `2(n−1) + 1`, whichever has an odd number of 1 bits |
//! | `ruler` | a run of consecutive coins ending at the head turned (Ruler) | the largest power of 2 dividing `n` |
//! | `sub {S}` | coin `n` and coin `n − s`, `s` in S (coin `n` alone when `n = s`) | the subtraction game on S at a heap of `n` |
//!
//! Theorem (a common contest tutorial: "a position's SG value is the xor of the SG values of its heads-up
//! coins taken alone"; Winning Ways ch. 14): a move turning coins `x1 < ... < xk` acts on
//! each coin's game separately, heads and tails alike, since turning a tails coin up is the
//! same as adding a game that a second turn removes. So the value is the xor, over the
//! heads, of the value of that head alone; the table gives each rule's value, each checked
//! against exhaustive search of every word in the tests.

use crate::context::Context;
use crate::games::{charge_moves, charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use std::sync::Arc;

use crate::notation::set::parse_set;
use crate::notation::{Expected, Invalid, ParseError, ParseErrorKind, RowParser, TokenKind};

/// The most coins in a row.
pub const MAX_COINS: usize = 200;

/// Which coins a move may turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CoinRule {
    /// One coin.
    One,
    /// One or two coins (Turning Turtles).
    Turtles,
    /// Exactly two coins.
    Twins,
    /// One, two or three coins (Mock Turtles).
    Mock,
    /// A run of consecutive coins (Ruler).
    Ruler,
}

impl CoinRule {
    /// Every rule, in the order of the notation's table.
    pub const ALL: [CoinRule; 5] = [
        CoinRule::One,
        CoinRule::Turtles,
        CoinRule::Twins,
        CoinRule::Mock,
        CoinRule::Ruler,
    ];

    /// Its name in the notation.
    pub fn name(self) -> &'static str {
        match self {
            CoinRule::One => "one",
            CoinRule::Turtles => "turtles",
            CoinRule::Twins => "twins",
            CoinRule::Mock => "mock",
            CoinRule::Ruler => "ruler",
        }
    }

    /// The value of a lone head at position `n` (1-based), by the theorem of the table.
    pub fn head_value(self, n: u64) -> u64 {
        match self {
            CoinRule::One => 1,
            CoinRule::Turtles => n,
            CoinRule::Twins => n - 1,
            CoinRule::Mock => {
                let even = 2 * (n - 1);
                if even.count_ones() % 2 == 1 {
                    even
                } else {
                    even + 1
                }
            }
            CoinRule::Ruler => 1 << n.trailing_zeros(),
        }
    }

    /// The sets of positions (0-based, increasing) a move turns when its rightmost coin is
    /// at `right`.
    fn sets(self, right: usize) -> Vec<Vec<usize>> {
        match self {
            CoinRule::One => vec![vec![right]],
            CoinRule::Turtles => std::iter::once(vec![right])
                .chain((0..right).map(|a| vec![a, right]))
                .collect(),
            CoinRule::Twins => (0..right).map(|a| vec![a, right]).collect(),
            CoinRule::Mock => {
                let mut sets = vec![vec![right]];
                for a in 0..right {
                    sets.push(vec![a, right]);
                    for b in a + 1..right {
                        sets.push(vec![a, b, right]);
                    }
                }
                sets
            }
            CoinRule::Ruler => (0..=right).map(|a| (a..=right).collect()).collect(),
        }
    }
}

/// The rule of a one-dimensional row: a named rule, or the subtraction-style rule.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RowRule {
    /// One of [`CoinRule::ALL`].
    Named(CoinRule),
    /// `sub {S}`: turn coin `n` from heads to tails and coin `n − s` (either way) for some
    /// `s` in S, or coin `n` alone when `n = s`. A lone head at `n` is a heap of `n` of the
    /// subtraction game on S (Winning Ways ch. 14: subtraction games in disguise), so it is
    /// worth that game's value. The set is sorted, distinct and positive.
    Subtract(Arc<[u64]>),
}

impl RowRule {
    /// The rule as written after `coins`: `mock`, `sub {1,3,4}`.
    pub fn name(&self) -> String {
        match self {
            RowRule::Named(rule) => rule.name().to_string(),
            RowRule::Subtract(set) => {
                let written: Vec<String> = set.iter().map(u64::to_string).collect();
                format!("sub {{{}}}", written.join(","))
            }
        }
    }

    /// The values of a lone head at positions `1..=len` (index `n − 1`).
    fn head_values(&self, len: usize) -> Vec<u64> {
        match self {
            RowRule::Named(rule) => (1..=len as u64).map(|n| rule.head_value(n)).collect(),
            RowRule::Subtract(set) => {
                // g(0) = 0 (the head turned alone leaves nothing), g(n) = mex g(n − s).
                let mut g = vec![0u64; len + 1];
                for n in 1..=len {
                    let seen: Vec<u64> = set
                        .iter()
                        .filter(|&&s| s as usize <= n)
                        .map(|&s| g[n - s as usize])
                        .collect();
                    g[n] = (0..).find(|v| !seen.contains(v)).unwrap_or(0);
                }
                g.split_off(1)
            }
        }
    }

    /// The sets of positions (0-based, increasing) a move turns with `right` rightmost.
    fn sets(&self, right: usize) -> Vec<Vec<usize>> {
        match self {
            RowRule::Named(rule) => rule.sets(right),
            RowRule::Subtract(set) => set
                .iter()
                .filter_map(|&s| {
                    let s = usize::try_from(s).ok()?;
                    match (right + 1).checked_sub(s)? {
                        0 => Some(vec![right]),
                        n => Some(vec![n - 1, right]),
                    }
                })
                .collect(),
        }
    }
}

/// The most elements of a `sub` set, and its largest element.
pub const MAX_SUB_SET: usize = 64;

/// One row of coins under one rule.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Coins {
    /// The rule.
    pub rule: RowRule,
    /// `heads[i]`: whether coin `i + 1` shows heads.
    pub heads: Vec<bool>,
}

impl Coins {
    /// The value of each heads-up coin alone, `(position, value)`, positions 1-based.
    pub fn head_values(&self) -> Vec<(u64, u64)> {
        let values = self.rule.head_values(self.heads.len());
        self.heads
            .iter()
            .enumerate()
            .filter(|&(_, &h)| h)
            .map(|(i, _)| (i as u64 + 1, values[i]))
            .collect()
    }

    /// The xor of the heads' values: the SG value.
    pub fn value(&self) -> u64 {
        self.head_values().iter().fold(0, |acc, (_, v)| acc ^ v)
    }

    /// Every move: the coins it turns (0-based) and the row after it.
    fn moves(&self) -> Vec<(Vec<usize>, Coins)> {
        let mut out = Vec::new();
        for right in (0..self.heads.len()).filter(|&i| self.heads[i]) {
            for set in self.rule.sets(right) {
                let mut heads = self.heads.clone();
                for &i in &set {
                    heads[i] = !heads[i];
                }
                out.push((
                    set,
                    Coins {
                        rule: self.rule.clone(),
                        heads,
                    },
                ));
            }
        }
        out
    }

    /// The number of moves, without building them.
    fn move_count(&self) -> u128 {
        (0..self.heads.len())
            .filter(|&i| self.heads[i])
            .map(|right| {
                let r = right as u128;
                match &self.rule {
                    RowRule::Named(CoinRule::One) => 1,
                    RowRule::Named(CoinRule::Turtles) => 1 + r,
                    RowRule::Named(CoinRule::Twins) => r,
                    RowRule::Named(CoinRule::Mock) => 1 + r + r * r.saturating_sub(1) / 2,
                    RowRule::Named(CoinRule::Ruler) => r + 1,
                    RowRule::Subtract(set) => set.len() as u128,
                }
            })
            .sum()
    }
}

impl Play for Coins {
    const MERGES: bool = false;

    fn write_head(&self, out: &mut String) {
        out.push_str("coins ");
        out.push_str(&self.rule.name());
    }

    fn write_args(&self, out: &mut String) {
        out.extend(self.heads.iter().map(|&h| if h { 'H' } else { 'T' }));
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        charge_options(budget, self.move_count())?;
        Ok(self
            .moves()
            .into_iter()
            .map(|(_, after)| vec![Atom::Coins(after)])
            .collect())
    }

    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        Ok(Some(self.value()))
    }

    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        charge_moves(context.budget, self.move_count())?;
        Ok(Some(MoveList::listing(
            max,
            self.moves(),
            |(_, after)| after.value() == target,
            |(_, after)| vec![Atom::Coins(after)],
        )))
    }
}

/// The most coins of a two-dimensional row (the rows times the columns).
pub const MAX_GRID_COINS: usize = 400;

/// A two-dimensional coin-turning game, the product of two rules (Winning Ways ch. 14):
/// a move picks a move of the row rule among the rows and one of the column rule among
/// the columns and turns every coin where they cross; the coin at the largest row and the
/// largest column of the move goes from heads to tails.
///
/// Theorem (the tartan theorem, Winning Ways ch. 14): a lone head at row `i`, column `j`
/// is worth `g(i) ⊗ h(j)` ([`nim_mul`]), `g` and `h` the rules' values of a lone head;
/// the position is worth the xor over its heads.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tartan {
    /// The rule among the rows.
    pub rows: CoinRule,
    /// The rule among the columns.
    pub columns: CoinRule,
    /// `grid[i][j]`: whether the coin at row `i + 1`, column `j + 1` shows heads.
    pub grid: Vec<Vec<bool>>,
}

impl Tartan {
    /// Each head alone: `(row, column, value)`, 1-based.
    pub fn head_values(&self) -> Vec<(u64, u64, u64)> {
        let mut out = Vec::new();
        for (i, row) in self.grid.iter().enumerate() {
            for (j, &head) in row.iter().enumerate() {
                if head {
                    let (r, c) = (i as u64 + 1, j as u64 + 1);
                    out.push((
                        r,
                        c,
                        nim_mul(self.rows.head_value(r), self.columns.head_value(c)),
                    ));
                }
            }
        }
        out
    }

    /// The xor of the heads' values: the SG value.
    pub fn value(&self) -> u64 {
        self.head_values().iter().fold(0, |acc, (_, _, v)| acc ^ v)
    }

    fn moves(&self) -> Vec<Tartan> {
        let mut out = Vec::new();
        for (i, row) in self.grid.iter().enumerate() {
            for (j, &head) in row.iter().enumerate() {
                if !head {
                    continue;
                }
                for rows in self.rows.sets(i) {
                    for columns in self.columns.sets(j) {
                        let mut grid = self.grid.clone();
                        for &r in &rows {
                            for &c in &columns {
                                grid[r][c] = !grid[r][c];
                            }
                        }
                        out.push(Tartan {
                            rows: self.rows,
                            columns: self.columns,
                            grid,
                        });
                    }
                }
            }
        }
        out
    }

    fn move_count(&self) -> u128 {
        let mut total: u128 = 0;
        for (i, row) in self.grid.iter().enumerate() {
            for (j, &head) in row.iter().enumerate() {
                if head {
                    total += self.rows.sets(i).len() as u128 * self.columns.sets(j).len() as u128;
                }
            }
        }
        total
    }
}

impl Play for Tartan {
    const MERGES: bool = false;

    fn write_head(&self, out: &mut String) {
        out.push_str("coins ");
        out.push_str(self.rows.name());
        out.push('*');
        out.push_str(self.columns.name());
    }

    fn write_args(&self, out: &mut String) {
        let rows: Vec<String> = self
            .grid
            .iter()
            .map(|row| row.iter().map(|&h| if h { 'H' } else { 'T' }).collect())
            .collect();
        out.push_str(&rows.join("/"));
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        charge_options(budget, self.move_count())?;
        Ok(self
            .moves()
            .into_iter()
            .map(|after| vec![Atom::Tartan(after)])
            .collect())
    }

    fn sg_by_theorem(&self, _context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        Ok(Some(self.value()))
    }

    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        charge_moves(context.budget, self.move_count())?;
        Ok(Some(MoveList::listing(
            max,
            self.moves(),
            |after| after.value() == target,
            |after| vec![Atom::Tartan(after)],
        )))
    }
}

/// Nim multiplication `a ⊗ b` (Conway, *On Numbers and Games* ch. 6): on the Fermat
/// 2-powers `F = 2^(2^k)`, `F ⊗ F = F ⊕ F/2` and `x ⊗ F = xF` for `x < F`; by bilinearity
/// over the halves of each number, recursively.
///
/// ```
/// use sglab_core::games::coins::nim_mul;
/// assert_eq!(nim_mul(2, 2), 3);
/// assert_eq!(nim_mul(4, 4), 6);
/// assert_eq!(nim_mul(16, 16), 24);
/// ```
pub fn nim_mul(a: u64, b: u64) -> u64 {
    fn mul(a: u64, b: u64, half: u32) -> u64 {
        if a < 2 || b < 2 {
            return a * b;
        }
        // Split both at F = 2^half: a = a1·F ⊕ a0.
        let f = 1u64 << half;
        let (a1, a0) = (a >> half, a & (f - 1));
        let (b1, b0) = (b >> half, b & (f - 1));
        let next = half / 2;
        let low = mul(a0, b0, next);
        let high = mul(a1, b1, next);
        let cross = mul(a1 ^ a0, b1 ^ b0, next) ^ low;
        // (a1 F + a0)(b1 F + b0) = a1b1 F² + (a1b0 + a0b1) F + a0b0, with F² = F + F/2.
        let half_f = mul(high, f >> 1, next);
        ((cross) << half) ^ low ^ half_f
    }
    let bits = 64 - (a | b).leading_zeros();
    let mut half = 32;
    while half > 1 && bits <= half {
        half /= 2;
    }
    mul(a, b, half.max(1))
}

/// Parses `RULE WORD` after `coins`.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let rule_token = row.word(Expected::CoinRule)?;
    let named = |name: &str| CoinRule::ALL.into_iter().find(|r| r.name() == name);
    let bad_rule = || rule_token.error(ParseErrorKind::Expected(Expected::CoinRule));
    if let Some((rows, columns)) = rule_token.text.split_once('*') {
        let (Some(rows), Some(columns)) = (named(rows), named(columns)) else {
            return Err(bad_rule());
        };
        let word = row.word(Expected::Word)?;
        let grid: Option<Vec<Vec<bool>>> = word
            .text
            .split('/')
            .map(|line| {
                line.chars()
                    .map(|c| match c {
                        'H' | 'h' => Some(true),
                        'T' | 't' => Some(false),
                        _ => None,
                    })
                    .collect()
            })
            .collect();
        let rectangular = grid.as_ref().is_some_and(|g| {
            g.iter()
                .all(|line| !line.is_empty() && line.len() == g[0].len())
        });
        let Some(grid) = grid.filter(|_| rectangular) else {
            return Err(word.error(ParseErrorKind::Invalid(Invalid::BadCoins)));
        };
        if grid.len() * grid[0].len() > MAX_GRID_COINS {
            return Err(word.error(ParseErrorKind::Invalid(Invalid::TooBig)));
        }
        row.finish()?;
        return Ok(vec![Atom::Tartan(Tartan {
            rows,
            columns,
            grid,
        })]);
    }
    let rule = if rule_token.text == "sub" {
        let token = match row.peek() {
            Some(token) if token.kind == TokenKind::Braces => *token,
            _ => return Err(row.error_here(ParseErrorKind::Expected(Expected::Set))),
        };
        let set = parse_set(&token, MAX_SUB_SET, MAX_SUB_SET as u64)?;
        row.take();
        RowRule::Subtract(set.into())
    } else {
        let Some(rule) = named(rule_token.text) else {
            return Err(bad_rule());
        };
        RowRule::Named(rule)
    };
    let word = row.word(Expected::Word)?;
    let heads: Option<Vec<bool>> = word
        .text
        .chars()
        .map(|c| match c {
            'H' | 'h' => Some(true),
            'T' | 't' => Some(false),
            _ => None,
        })
        .collect();
    let Some(heads) = heads else {
        return Err(word.error(ParseErrorKind::Invalid(Invalid::BadCoins)));
    };
    if heads.len() > MAX_COINS {
        return Err(word.error(ParseErrorKind::Invalid(Invalid::TooBig)));
    }
    row.finish()?;
    Ok(vec![Atom::Coins(Coins { rule, heads })])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Search;
    use crate::Limits;

    #[test]
    fn every_rule_matches_search_on_every_word_up_to_8_coins() {
        let mut search = Search::new();
        for rule in CoinRule::ALL {
            for len in 1..=8usize {
                for mask in 0u32..(1 << len) {
                    let heads = (0..len).map(|i| mask & (1 << i) != 0).collect();
                    let atom = Atom::Coins(Coins {
                        rule: RowRule::Named(rule),
                        heads,
                    });
                    search.check(&atom, 16);
                }
            }
        }
    }

    #[test]
    fn the_tartan_theorem_matches_search_on_small_grids() {
        // Every product of two rules, every grid of 2 × 3 and 3 × 2 coins.
        let mut search = Search::new();
        for rows in CoinRule::ALL {
            for columns in CoinRule::ALL {
                for (h, w) in [(2usize, 3usize), (3, 2)] {
                    for mask in 0u32..(1 << (h * w)) {
                        let grid = (0..h)
                            .map(|i| (0..w).map(|j| mask & (1 << (i * w + j)) != 0).collect())
                            .collect();
                        let atom = Atom::Tartan(Tartan {
                            rows,
                            columns,
                            grid,
                        });
                        search.check(&atom, 10);
                    }
                }
            }
        }
        // Turning Corners (twins × twins) on 3 × 3 grids.
        for mask in 0u32..(1 << 9) {
            let grid = (0..3)
                .map(|i| (0..3).map(|j| mask & (1 << (i * 3 + j)) != 0).collect())
                .collect();
            let atom = Atom::Tartan(Tartan {
                rows: CoinRule::Twins,
                columns: CoinRule::Twins,
                grid,
            });
            search.check(&atom, 4);
        }
    }

    #[test]
    fn the_subtraction_rule_is_its_subtraction_game_and_matches_search() {
        let mut search = Search::new();
        for set in [&[1u64, 3, 4][..], &[2, 5], &[1, 2], &[3]] {
            let rule = RowRule::Subtract(set.into());
            // A lone head at n is worth the subtraction game's heap of n.
            let heaps = crate::tables::sequence(
                &format!(
                    "subtract {{{}}}",
                    set.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
                ),
                12,
                &Limits::default(),
            )
            .unwrap();
            assert_eq!(rule.head_values(12), heaps[1..]);
            for len in 1..=8usize {
                for mask in 0u32..(1 << len) {
                    let heads = (0..len).map(|i| mask & (1 << i) != 0).collect();
                    let atom = Atom::Coins(Coins {
                        rule: rule.clone(),
                        heads,
                    });
                    search.check(&atom, 8);
                }
            }
        }
        let game = crate::parse("coins sub {4,1,3} THHT").unwrap();
        assert_eq!(game.to_string(), "coins sub {1,3,4} THHT");
    }

    #[test]
    fn lone_heads_have_the_published_values() {
        // Mock Turtles: the odious numbers, OEIS A000069 (1, 2, 4, 7, 8, 11, 13, 14, ...).
        let odious: Vec<u64> = (1..=8).map(|n| CoinRule::Mock.head_value(n)).collect();
        assert_eq!(odious, [1, 2, 4, 7, 8, 11, 13, 14]);
        // Ruler: OEIS A006519 (1, 2, 1, 4, 1, 2, 1, 8, ...).
        let ruler: Vec<u64> = (1..=8).map(|n| CoinRule::Ruler.head_value(n)).collect();
        assert_eq!(ruler, [1, 2, 1, 4, 1, 2, 1, 8]);
    }

    #[test]
    fn words_and_rules_are_checked() {
        let game = crate::parse("coins turtles thhth").unwrap();
        assert_eq!(game.to_string(), "coins turtles THHTH");
        assert!(crate::parse("coins flip HT").is_err());
        let error = crate::parse("coins ruler HXT").unwrap_err();
        assert_eq!(error.kind, ParseErrorKind::Invalid(Invalid::BadCoins));
    }
}

#[cfg(test)]
mod nim_mul_tests {
    use super::nim_mul;

    /// Nim multiplication by its definition: the mex of `a'b ⊕ ab' ⊕ a'b'` over `a' < a`,
    /// `b' < b`.
    fn by_definition(limit: u64) -> Vec<Vec<u64>> {
        let n = limit as usize;
        let mut table = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                // Values below 32 lie in the field of size 256: products stay below it.
                let mut seen = vec![false; 257];
                for x in 0..a {
                    for y in 0..b {
                        let v = (table[x][b] ^ table[a][y] ^ table[x][y]) as usize;
                        if v < seen.len() {
                            seen[v] = true;
                        }
                    }
                }
                table[a][b] = seen.iter().position(|s| !s).unwrap_or(seen.len()) as u64;
            }
        }
        table
    }

    #[test]
    fn matches_the_definition_below_32() {
        let table = by_definition(32);
        for a in 0..32u64 {
            for b in 0..32u64 {
                assert_eq!(nim_mul(a, b), table[a as usize][b as usize], "{a} ⊗ {b}");
            }
        }
    }

    #[test]
    fn is_a_field_on_large_values() {
        // Associative, commutative, distributive over xor, with 1 the unit.
        let samples = [
            3u64,
            5,
            255,
            256,
            65_537,
            1 << 40,
            u64::MAX,
            0xdead_beef_1234,
        ];
        for &a in &samples {
            assert_eq!(nim_mul(a, 1), a);
            for &b in &samples {
                assert_eq!(nim_mul(a, b), nim_mul(b, a));
                for &c in &samples {
                    assert_eq!(nim_mul(nim_mul(a, b), c), nim_mul(a, nim_mul(b, c)));
                    assert_eq!(nim_mul(a, b ^ c), nim_mul(a, b) ^ nim_mul(a, c));
                }
            }
        }
    }
}
