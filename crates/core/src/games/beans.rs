//! The bean-splitting game (分裂游戏, HNOI2007, a common contest tutorial's example after the SG theorem):
//! `beans P1 P2 ... Pn`; pile `i` holds `Pi` beans. A move takes one bean from a pile `i`
//! and adds one bean to each of piles `j` and `k` with `i < j <= k <= n` (to pile `j`
//! twice when `j = k`); the player who cannot move loses. The whole row is one position.
//!
//! Theorem (each bean is a game of its own; HNOI2007's usual solution): a bean whose pile is `d` piles
//! before the last has value `b(d) = mex { b(x) ^ b(y) : 0 <= y <= x < d }`, `b(0) = 0`
//! (it splits into two beans nearer the end), and by Sprague–Grundy the position's value
//! is the xor of `b(n − i)` over every bean, i.e. over the piles holding an odd number of
//! beans. A move `(i, j, k)` changes the xor by `b(n−i) ^ b(n−j) ^ b(n−k)` (by `b(n−i)`
//! alone when `j = k`), which finds every move to a value without search. Moves are listed
//! in the order `(i, j, k)` increases, so the first winning move is the problem's answer.

use crate::context::Context;
use crate::games::{charge_moves, charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, RowParser};

/// The most piles a row may have.
pub const MAX_PILES: usize = 200;

/// One row of piles.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Beans {
    /// `piles[i]` beans on pile `i + 1`.
    pub piles: Vec<u64>,
}

/// `b(0), b(1), ..., b(len − 1)`: the value of one bean `d` piles before the last.
///
/// ```
/// assert_eq!(sglab_core::games::beans::bean_values(5), [0, 1, 2, 4, 7]);
/// ```
pub fn bean_values(len: usize) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::with_capacity(len);
    for d in 0..len {
        let mut seen = vec![false; 2 * d.next_power_of_two().max(1) + 2];
        for x in 0..d {
            for y in 0..=x {
                let v = (values[x] ^ values[y]) as usize;
                if v < seen.len() {
                    seen[v] = true;
                }
            }
        }
        values.push(seen.iter().position(|s| !s).unwrap_or(seen.len()) as u64);
    }
    values
}

impl Beans {
    /// The value of a bean on each pile (pile `i + 1` at index `i`).
    pub fn pile_values(&self) -> Vec<u64> {
        let mut values = bean_values(self.piles.len());
        values.reverse();
        values
    }

    /// The xor of the bean values of the piles holding an odd number of beans.
    pub fn value(&self) -> u64 {
        self.pile_values()
            .iter()
            .zip(&self.piles)
            .filter(|&(_, &count)| count % 2 == 1)
            .fold(0, |acc, (&v, _)| acc ^ v)
    }

    /// The position after the move `(i, j, k)` (0-based piles).
    pub fn after(&self, i: usize, j: usize, k: usize) -> Beans {
        let mut piles = self.piles.clone();
        piles[i] -= 1;
        piles[j] = piles[j].saturating_add(1);
        piles[k] = piles[k].saturating_add(1);
        Beans { piles }
    }

    /// Every move `(i, j, k)` (0-based) in increasing order, with the xor change it makes.
    fn moves(&self) -> impl Iterator<Item = ((usize, usize, usize), u64)> + '_ {
        let n = self.piles.len();
        let values = self.pile_values();
        (0..n)
            .filter(|&i| self.piles[i] > 0)
            .flat_map(move |i| (i + 1..n).flat_map(move |j| (j..n).map(move |k| (i, j, k))))
            .map(move |(i, j, k)| {
                let change = if j == k {
                    values[i]
                } else {
                    values[i] ^ values[j] ^ values[k]
                };
                ((i, j, k), change)
            })
    }

    /// The number of moves.
    fn move_count(&self) -> u128 {
        let n = self.piles.len() as u128;
        self.piles
            .iter()
            .enumerate()
            .filter(|&(_, &count)| count > 0)
            .map(|(i, _)| {
                let rest = n - i as u128 - 1;
                rest * (rest + 1) / 2
            })
            .sum()
    }

    /// The first move `(i, j, k)` (1-based, as the problem prints it) to value `target`,
    /// and how many there are.
    pub fn first_move_to(&self, target: u64) -> (Option<(usize, usize, usize)>, u64) {
        let x = self.value();
        let mut first = None;
        let mut count = 0;
        for ((i, j, k), change) in self.moves() {
            if x ^ change == target {
                count += 1;
                first.get_or_insert((i + 1, j + 1, k + 1));
            }
        }
        (first, count)
    }
}

impl Play for Beans {
    const MERGES: bool = false;

    fn write_head(&self, out: &mut String) {
        out.push_str("beans");
    }

    fn numbers(&self) -> Vec<u64> {
        self.piles.clone()
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        charge_options(budget, self.move_count())?;
        Ok(self
            .moves()
            .map(|((i, j, k), _)| vec![Atom::Beans(self.after(i, j, k))])
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
        let x = self.value();
        Ok(Some(MoveList::listing(
            max,
            self.moves(),
            |&(_, change)| x ^ change == target,
            |((i, j, k), _)| vec![Atom::Beans(self.after(i, j, k))],
        )))
    }
}

/// Parses `P1 P2 ... Pn` after `beans` (at most [`MAX_PILES`] piles).
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let piles = row.numbers_to_end_checked(Expected::Number, |piles, _| {
        (piles.len() < MAX_PILES)
            .then_some(())
            .ok_or(Invalid::TooBig)
    })?;
    Ok(vec![Atom::Beans(Beans { piles })])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::testing::Search;
    use crate::Limits;

    /// The usual 打表 for one bean, as HNOI2007's solutions describe it: a bean `d` piles from the end
    /// splits into two beans nearer the end (pairs `x <= y`), values by a `vis` array.
    fn tutorial_bean_values(n: usize) -> Vec<u64> {
        let mut sg = vec![0u64; n];
        for d in 1..n {
            let mut vis = [false; 256];
            for x in 0..d {
                for y in x..d {
                    vis[(sg[x] ^ sg[y]) as usize] = true;
                }
            }
            sg[d] = (0..).find(|&v| !vis[v]).unwrap() as u64;
        }
        sg
    }

    #[test]
    fn bean_values_match_the_tutorial_table() {
        assert_eq!(bean_values(60), tutorial_bean_values(60));
    }

    #[test]
    fn the_theorem_matches_search_on_every_small_row() {
        // Every row of up to 4 piles of up to 2 beans.
        let limits = Limits {
            max_work: u64::MAX,
            ..Limits::default()
        };
        let mut search = Search::within(&limits);
        let mut checked = 0;
        for n in 1..=4u32 {
            for code in 0..3u64.pow(n) {
                let piles: Vec<u64> = (0..n).map(|i| code / 3u64.pow(i) % 3).collect();
                let atom = Atom::Beans(Beans { piles });
                search.check_in_order(&atom, 8);
                checked += 1;
            }
        }
        assert_eq!(checked, 3 + 9 + 27 + 81);
    }

    #[test]
    fn the_first_winning_move_is_the_least_triple() {
        // Checked against a direct scan of the triples in order, by search.
        let mut brute = Engine::brute_force(&Limits::default());
        for piles in [
            vec![1, 0, 1],
            vec![0, 1, 0, 1],
            vec![2, 1, 0, 0],
            vec![1, 1, 1],
        ] {
            let beans = Beans {
                piles: piles.clone(),
            };
            let (first, count) = beans.first_move_to(0);
            let mut by_search = Vec::new();
            for ((i, j, k), _) in beans.moves() {
                let after = Atom::Beans(beans.after(i, j, k));
                if brute.sg(&after).unwrap() == 0 {
                    by_search.push((i + 1, j + 1, k + 1));
                }
            }
            assert_eq!(first, by_search.first().copied(), "{piles:?}");
            assert_eq!(count as usize, by_search.len(), "{piles:?}");
        }
    }
}
