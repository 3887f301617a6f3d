//! Moore's Nim, Nim_k (Nim-k 游戏): `moore k=K H1 H2 ...`; a move takes tokens from 1 to K
//! heaps at once, at least one token in all (each chosen heap loses at least one, so the
//! heaps that change are the chosen ones). The whole row is one position.
//!
//! Theorem (E. H. Moore 1910, "A generalization of the game called Nim", Ann. of Math. 11;
//! "Nim-k 游戏" in contest tutorials): a position is P exactly when, writing the heaps in binary, every
//! column's digit sum is divisible by K + 1. This decides the outcome of any u64 position,
//! and the moves to P-positions are found by a search over the bit columns (most significant
//! first) that follows the theorem. For K = 1 it is Nim and the SG value is the xor
//! (Bouton 1901). For K >= 2 the SG value of an N-position has no known formula: it is
//! found by exhaustive search within the budget, else the analysis of a lone Moore row
//! reports the outcome and the moves to P without it.

use crate::context::Context;
use crate::games::{charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, ParseError, RowParser};

/// One Nim_k position.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Moore {
    /// At most this many heaps change in one move (K >= 1).
    pub k: u64,
    /// The heaps, in the order written.
    pub heaps: Vec<u64>,
}

/// Whether the heaps form a P-position of Nim_k (Moore's theorem).
///
/// ```
/// use sglab_core::games::moore::is_p_position;
/// assert!(is_p_position(2, &[1, 2, 3]) == false);
/// assert!(is_p_position(2, &[5, 5, 5]));
/// ```
pub fn is_p_position(k: u64, heaps: &[u64]) -> bool {
    let modulus = u128::from(k) + 1;
    (0..64).all(|bit| {
        let ones = heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() as u128;
        ones.is_multiple_of(modulus)
    })
}

/// The number of options: the sum over sets of 1..=K heaps of the product of their sizes
/// (elementary symmetric sums), saturating.
fn option_count(k: u64, heaps: &[u64]) -> u128 {
    let k = usize::try_from(k).unwrap_or(usize::MAX).min(heaps.len());
    // sums[j] = e_j of the heaps seen so far.
    let mut sums = vec![0u128; k + 1];
    sums[0] = 1;
    for &heap in heaps {
        for j in (1..=k).rev() {
            sums[j] = sums[j].saturating_add(sums[j - 1].saturating_mul(u128::from(heap)));
        }
    }
    sums[1..]
        .iter()
        .fold(0u128, |acc, &s| acc.saturating_add(s))
}

/// The search for moves to P-positions, column by column from the top bit.
struct PSearch<'a> {
    heaps: &'a [u64],
    modulus: usize,
    k: usize,
    max: usize,
    /// The game's own `k`, for the options found.
    rule: u64,
    found: MoveList,
    /// False once the listing stopped early (more than `max` found).
    complete: bool,
    budget: &'a mut Budget,
}

impl PSearch<'_> {
    /// Column `bit` and below; `free[i]`: heap `i` is already below its old size.
    fn column(
        &mut self,
        bit: i32,
        values: &mut Vec<u64>,
        free: &mut Vec<bool>,
    ) -> Result<(), LimitError> {
        if !self.complete {
            return Ok(());
        }
        self.budget.charge(1)?;
        if bit < 0 {
            if free.iter().any(|&f| f) {
                // One more than `max`: the count stops with the search.
                self.complete = self.found.options.len() < self.max;
                let option = Atom::Moore(Moore {
                    k: self.rule,
                    heaps: values.clone(),
                });
                self.found.add(self.max, 1, |_| Ok(vec![vec![option]]))?;
            }
            return Ok(());
        }
        let tight_ones: Vec<usize> = (0..self.heaps.len())
            .filter(|&i| !free[i] && self.heaps[i] >> bit & 1 == 1)
            .collect();
        let frees: Vec<usize> = (0..self.heaps.len()).filter(|&i| free[i]).collect();
        let room = self.k - frees.len();
        for drops in 0..=room.min(tight_ones.len()) {
            let staying = tight_ones.len() - drops;
            let needed = (self.modulus - staying % self.modulus) % self.modulus;
            if needed > frees.len() {
                continue;
            }
            for dropped in combinations(&tight_ones, drops) {
                for raised in combinations(&frees, needed) {
                    let saved = values.clone();
                    for &i in tight_ones.iter().filter(|i| !dropped.contains(i)) {
                        values[i] |= 1 << bit;
                    }
                    for &i in &raised {
                        values[i] |= 1 << bit;
                    }
                    for &i in &dropped {
                        free[i] = true;
                    }
                    let result = self.column(bit - 1, values, free);
                    for &i in &dropped {
                        free[i] = false;
                    }
                    *values = saved;
                    result?;
                    if !self.complete {
                        return Ok(());
                    }
                }
            }
        }
        Ok(())
    }
}

/// All subsets of `items` of size `size`, in lexicographic order, generated lazily.
fn combinations(items: &[usize], size: usize) -> Combinations<'_> {
    Combinations {
        items,
        indices: (0..size).collect(),
        done: size > items.len(),
    }
}

/// The lazy iterator behind [`combinations`].
struct Combinations<'a> {
    items: &'a [usize],
    indices: Vec<usize>,
    done: bool,
}

impl Iterator for Combinations<'_> {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        if self.done {
            return None;
        }
        let current = self.indices.iter().map(|&i| self.items[i]).collect();
        // Advance: the rightmost index that can still move right, then reset the rest.
        let (n, size) = (self.items.len(), self.indices.len());
        match (0..size).rev().find(|&p| self.indices[p] < n - size + p) {
            Some(place) => {
                self.indices[place] += 1;
                for later in place + 1..size {
                    self.indices[later] = self.indices[later - 1] + 1;
                }
            }
            None => self.done = true,
        }
        Some(current)
    }
}

/// Every move of a Nim_k position to a P-position (at most `max` listed; the total is
/// `None` when the listing stopped early). Charges one unit per search node.
pub fn moves_to_p(
    k: u64,
    heaps: &[u64],
    max: usize,
    budget: &mut Budget,
) -> Result<MoveList, LimitError> {
    let k_heaps = usize::try_from(k).unwrap_or(usize::MAX).min(heaps.len());
    let mut search = PSearch {
        heaps,
        // Column sums never exceed the number of heaps, so a larger modulus acts like it.
        modulus: usize::try_from(k).map_or(usize::MAX, |k| k.saturating_add(1)),
        k: k_heaps,
        max,
        rule: k,
        found: MoveList::counted(),
        complete: true,
        budget,
    };
    let mut values = vec![0u64; heaps.len()];
    let mut free = vec![false; heaps.len()];
    search.column(63, &mut values, &mut free)?;
    if !search.complete {
        search.found.total = None;
    }
    Ok(search.found)
}

impl Play for Moore {
    const MERGES: bool = false;

    fn write_head(&self, out: &mut String) {
        out.push_str(&format!("moore k={}", self.k));
    }

    fn numbers(&self) -> Vec<u64> {
        self.heaps.clone()
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        charge_options(budget, option_count(self.k, &self.heaps))?;
        let nonzero: Vec<usize> = (0..self.heaps.len())
            .filter(|&i| self.heaps[i] > 0)
            .collect();
        let largest = usize::try_from(self.k)
            .unwrap_or(usize::MAX)
            .min(nonzero.len());
        let mut options = Vec::new();
        for size in 1..=largest {
            for chosen in combinations(&nonzero, size) {
                // An odometer over the new sizes of the chosen heaps, each below its old size.
                let mut heaps = self.heaps.clone();
                for &i in &chosen {
                    heaps[i] = 0;
                }
                loop {
                    options.push(vec![Atom::Moore(Moore {
                        k: self.k,
                        heaps: heaps.clone(),
                    })]);
                    let mut carried = true;
                    for &i in chosen.iter().rev() {
                        if heaps[i] + 1 < self.heaps[i] {
                            heaps[i] += 1;
                            carried = false;
                            break;
                        }
                        heaps[i] = 0;
                    }
                    if carried {
                        break;
                    }
                }
            }
        }
        Ok(options)
    }

    fn sg_by_theorem(&self, context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        if self.k == 1 {
            return Ok(Some(self.heaps.iter().fold(0, |acc, h| acc ^ h)));
        }
        if is_p_position(self.k, &self.heaps) {
            return Ok(Some(0));
        }
        // The positions below this one; too many for the budget means no exhaustive search.
        let positions = self
            .heaps
            .iter()
            .fold(1u128, |acc, &h| acc.saturating_mul(u128::from(h) + 1));
        if positions > u128::from(context.budget.remaining()) {
            return Err(LimitError::TooLarge {
                limit: context.budget.limit(),
            });
        }
        Ok(None)
    }

    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        let as_option = |heaps: Vec<u64>| vec![Atom::Moore(Moore { k: self.k, heaps })];
        if self.k == 1 {
            // Nim: lower heap i to h_i ^ X ^ target when that is smaller.
            let xor = self.heaps.iter().fold(0, |acc, h| acc ^ h);
            let heaps = self.heaps.iter().enumerate();
            return Ok(Some(MoveList::listing(
                max,
                heaps.map(|(index, &heap)| (index, heap, heap ^ xor ^ target)),
                |&(_, heap, wanted)| wanted < heap,
                |(index, _, wanted)| {
                    let mut heaps = self.heaps.clone();
                    heaps[index] = wanted;
                    as_option(heaps)
                },
            )));
        }
        if target != 0 {
            return Ok(None);
        }
        moves_to_p(self.k, &self.heaps, max, context.budget).map(Some)
    }

    fn outcome_by_theorem(&self) -> Option<bool> {
        Some(!is_p_position(self.k, &self.heaps))
    }
}

/// Parses `k=K H1 H2 ...` after `moore` (K >= 1, one or more heaps).
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let k = row.parameter("k", 1)?;
    let heaps = row.numbers_to_end(Expected::HeapSize)?;
    Ok(vec![Atom::Moore(Moore { k, heaps })])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{analyze_text, Outcome};
    use crate::testing::Search;
    use crate::Limits;

    #[test]
    fn moore_matches_brute_force_up_to_three_heaps_of_six() {
        let mut search = Search::new();
        for k in 1..=3 {
            let mut positions = Vec::new();
            for a in 0..=6 {
                positions.push(vec![a]);
                for b in 0..=6 {
                    positions.push(vec![a, b]);
                    for c in 0..=6 {
                        positions.push(vec![a, b, c]);
                    }
                }
            }
            for heaps in positions {
                let position = Atom::Moore(Moore {
                    k,
                    heaps: heaps.clone(),
                });
                let value = search.brute.sg(&position).unwrap();
                assert_eq!(is_p_position(k, &heaps), value == 0, "k={k} {heaps:?}");
                // Nim_k's theorem gives the P-positions (and Nim's every value for k = 1).
                let max_target = if k == 1 { 8 } else { 0 };
                search.check(&position, max_target);
            }
        }
    }

    #[test]
    fn four_heaps_and_listing_limits() {
        let mut search = Search::new();
        for heaps in [vec![3, 5, 6, 7], vec![1, 2, 4, 7], vec![4, 4, 2, 6]] {
            for k in 2..=4 {
                let position = Atom::Moore(Moore {
                    k,
                    heaps: heaps.clone(),
                });
                search.check(&position, 0);
                // Listing stops counting where it stops listing: "and more".
                let all = search
                    .brute
                    .moves_to_value(&position, 0, usize::MAX)
                    .unwrap();
                if all.options.len() > 1 {
                    let cut = search.fast.moves_to_value(&position, 0, 1).unwrap();
                    assert_eq!((cut.options.len(), cut.total), (1, None));
                }
            }
        }
    }

    #[test]
    fn huge_positions_use_the_theorem() {
        let limits = Limits::default();
        let p = analyze_text(
            "moore k=2 18446744073709551615 18446744073709551615 18446744073709551615",
            &limits,
        )
        .unwrap();
        assert_eq!((p.outcome, p.sg), (Outcome::P, Some(0)));
        let n = analyze_text("moore k=2 1000000000000 300000000000 7", &limits).unwrap();
        assert_eq!((n.outcome, n.sg), (Outcome::N, None));
        assert!(!n.winning_moves.is_empty());
        for game in &n.winning_moves {
            let Atom::Moore(after) = &game.atoms[0] else {
                panic!("{game}")
            };
            assert!(is_p_position(2, &after.heaps), "{game}");
            let changed = after
                .heaps
                .iter()
                .zip([1000000000000u64, 300000000000, 7])
                .filter(|(new, old)| *new != old)
                .count();
            assert!((1..=2).contains(&changed));
        }
        let nim = analyze_text("moore k=1 18446744073709551615 3", &limits).unwrap();
        assert_eq!(nim.sg, Some(u64::MAX ^ 3));
        assert_eq!(nim.winning_moves[0].to_string(), "moore k=1 3 3");
    }

    #[test]
    fn many_heaps_stay_bounded() {
        let text = format!("moore k=3{}", " 1".repeat(1001));
        let analysis = analyze_text(&text, &Limits::default()).unwrap();
        assert_eq!((analysis.outcome, analysis.sg), (Outcome::N, None));
        // Any one heap emptied leaves 1000 ones: 1000 is a multiple of 4.
        assert_eq!(
            analysis.winning_moves.len(),
            Limits::default().max_listed_moves
        );
        assert_eq!(analysis.winning_moves_total, None);
    }
}
