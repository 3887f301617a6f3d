//! Coin-turning games (翻硬币, seed 002; Winning Ways ch. 14, "Turn and Turn About"):
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
//!
//! Theorem (seed 002: "a position's SG value is the xor of the SG values of its heads-up
//! coins taken alone"; Winning Ways ch. 14): a move turning coins `x1 < ... < xk` acts on
//! each coin's game separately, heads and tails alike, since turning a tails coin up is the
//! same as adding a game that a second turn removes. So the value is the xor, over the
//! heads, of the value of that head alone; the table gives each rule's value, each checked
//! against exhaustive search of every word in the tests.

use crate::engine::Engine;
use crate::games::{charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, ParseErrorKind, RowParser};

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

/// One row of coins under one rule.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Coins {
    /// The rule.
    pub rule: CoinRule,
    /// `heads[i]`: whether coin `i + 1` shows heads.
    pub heads: Vec<bool>,
}

impl Coins {
    /// The value of each heads-up coin alone, `(position, value)`, positions 1-based.
    pub fn head_values(&self) -> Vec<(u64, u64)> {
        self.heads
            .iter()
            .enumerate()
            .filter(|(_, &h)| h)
            .map(|(i, _)| {
                let n = i as u64 + 1;
                (n, self.rule.head_value(n))
            })
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
                        rule: self.rule,
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
                match self.rule {
                    CoinRule::One => 1,
                    CoinRule::Turtles => 1 + r,
                    CoinRule::Twins => r,
                    CoinRule::Mock => 1 + r + r * r.saturating_sub(1) / 2,
                    CoinRule::Ruler => r + 1,
                }
            })
            .sum()
    }
}

impl Play for Coins {
    const MERGES: bool = false;

    fn write_head(&self, out: &mut String) {
        out.push_str("coins ");
        out.push_str(self.rule.name());
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

    fn sg_by_theorem(&self, _engine: &mut Engine) -> Option<Result<u64, LimitError>> {
        Some(Ok(self.value()))
    }

    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        engine: &mut Engine,
    ) -> Option<Result<MoveList, LimitError>> {
        if let Err(error) = charge_options(&mut engine.budget, self.move_count()) {
            return Some(Err(error));
        }
        let mut options = Vec::new();
        let mut total: u128 = 0;
        for (_, after) in self.moves() {
            if after.value() == target {
                total += 1;
                if options.len() < max {
                    options.push(vec![Atom::Coins(after)]);
                }
            }
        }
        Some(Ok(MoveList {
            options,
            total: Some(total),
        }))
    }
}

/// Parses `RULE WORD` after `coins`.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let rule_token = row.word(Expected::CoinRule)?;
    let Some(rule) = CoinRule::ALL
        .into_iter()
        .find(|r| r.name() == rule_token.text)
    else {
        return Err(rule_token.error(ParseErrorKind::Expected(Expected::CoinRule)));
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
    use crate::games::check::against_brute_force;
    use crate::Limits;

    #[test]
    fn every_rule_matches_search_on_every_word_up_to_8_coins() {
        let mut brute = Engine::brute_force(&Limits::default());
        let mut fast = Engine::new(&Limits::default());
        for rule in CoinRule::ALL {
            for len in 1..=8usize {
                for mask in 0u32..(1 << len) {
                    let heads = (0..len).map(|i| mask & (1 << i) != 0).collect();
                    let atom = Atom::Coins(Coins { rule, heads });
                    against_brute_force(&mut fast, &mut brute, &atom, 16)
                        .unwrap_or_else(|mismatch| panic!("{mismatch}"));
                }
            }
        }
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
