//! A game's closed forms against exhaustive search: the one check every game module's
//! tests run on their small positions (and `tests/theorems.rs` on every game of the
//! notation), so that a theorem cannot drift from the rules it summarises.

use std::fmt;

use crate::engine::Engine;
use crate::games::{Atom, MoveList};
use crate::limits::LimitError;

/// Where a closed form disagreed with exhaustive search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// The SG value differs.
    Value {
        /// The position, in notation.
        position: String,
        /// By the engine with its theorems.
        theorem: u64,
        /// By exhaustive search.
        search: u64,
    },
    /// The moves to a value differ (which moves, or how many).
    Moves {
        /// The position, in notation.
        position: String,
        /// The value the moves reach.
        target: u64,
        /// At most how many moves were listed.
        listed: usize,
        /// By the engine with its theorems.
        theorem: Box<MoveList>,
        /// By exhaustive search (all listed).
        search: Box<MoveList>,
    },
    /// Either engine stopped at a limit.
    Limit(LimitError),
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Value {
                position,
                theorem,
                search,
            } => write!(
                f,
                "{position}: SG {theorem} by theorem, {search} by search"
            ),
            Mismatch::Moves {
                position,
                target,
                listed,
                theorem,
                search,
            } => write!(
                f,
                "{position}: moves to {target} (at most {listed} listed): {theorem:?} by theorem, {search:?} by search"
            ),
            Mismatch::Limit(error) => write!(f, "{error}"),
        }
    }
}

impl From<LimitError> for Mismatch {
    fn from(error: LimitError) -> Self {
        Mismatch::Limit(error)
    }
}

/// Checks `atom` with `fast` (theorems on) against `brute` (exhaustive search): the SG
/// value, and for every target `0..=max_target` the moves to it, all listed (in any order)
/// with their count; then listing at most 0, 1 and 2 of them, which must list that many moves
/// to the value and keep the exact count (or say it is unknown when the list was cut).
pub fn against_brute_force(
    fast: &mut Engine,
    brute: &mut Engine,
    atom: &Atom,
    max_target: u64,
) -> Result<(), Mismatch> {
    let position = atom.to_string();
    let theorem = fast.sg(atom)?;
    let search = brute.sg(atom)?;
    if theorem != search {
        return Err(Mismatch::Value {
            position,
            theorem,
            search,
        });
    }
    for target in 0..=max_target {
        let all = brute.moves_to_value(atom, target, usize::MAX)?;
        let count = all.options.len() as u128;
        let moves = |listed: usize, theorem: MoveList| Mismatch::Moves {
            position: position.clone(),
            target,
            listed,
            theorem: Box::new(theorem),
            search: Box::new(all.clone()),
        };
        let full = fast.moves_to_value(atom, target, usize::MAX)?;
        if sorted(&full) != sorted(&all) || full.total != Some(count) {
            return Err(moves(usize::MAX, full));
        }
        for listed in [0, 1, 2] {
            let some = fast.moves_to_value(atom, target, listed)?;
            // The exact count, or none when the list was cut: a theorem may stop counting
            // where listing stops (Moore's Nim_k), the analysis then says "and more".
            let right_count =
                some.total == Some(count) || (some.total.is_none() && (listed as u128) < count);
            let right_length = some.options.len() as u128 == count.min(listed as u128);
            let all_moves = some.options.iter().all(|o| all.options.contains(o));
            if !(right_count && right_length && all_moves) {
                return Err(moves(listed, some));
            }
        }
    }
    Ok(())
}

/// [`against_brute_force`], and the full list of moves to each target in the same order as
/// search generates them: for games whose theorem promises the generator's order (a table
/// read in heap order, a split list), so a reordering is caught too.
pub fn against_brute_force_in_order(
    fast: &mut Engine,
    brute: &mut Engine,
    atom: &Atom,
    max_target: u64,
) -> Result<(), Mismatch> {
    against_brute_force(fast, brute, atom, max_target)?;
    for target in 0..=max_target {
        let theorem = fast.moves_to_value(atom, target, usize::MAX)?;
        let search = brute.moves_to_value(atom, target, usize::MAX)?;
        if theorem.options != search.options {
            return Err(Mismatch::Moves {
                position: atom.to_string(),
                target,
                listed: usize::MAX,
                theorem: Box::new(theorem),
                search: Box::new(search),
            });
        }
    }
    Ok(())
}

/// [`against_brute_force_in_order`], and the lists cut at 0, 1 and 2 in order too: each must
/// be the start of search's list and keep the exact count. For theorems that count every
/// move and list them in the generator's order (a heap table, a split list, a tree's edges),
/// where [`against_brute_force`] would also accept another subset or "and more".
pub fn against_brute_force_cut_in_order(
    fast: &mut Engine,
    brute: &mut Engine,
    atom: &Atom,
    max_target: u64,
) -> Result<(), Mismatch> {
    against_brute_force_in_order(fast, brute, atom, max_target)?;
    for target in 0..=max_target {
        let search = brute.moves_to_value(atom, target, usize::MAX)?;
        let count = search.options.len();
        for listed in [0, 1, 2] {
            let theorem = fast.moves_to_value(atom, target, listed)?;
            if theorem.options[..] != search.options[..count.min(listed)]
                || theorem.total != Some(count as u128)
            {
                return Err(Mismatch::Moves {
                    position: atom.to_string(),
                    target,
                    listed,
                    theorem: Box::new(theorem),
                    search: Box::new(search),
                });
            }
        }
    }
    Ok(())
}

/// The options of `list`, sorted (theorems may list moves in another order than search).
fn sorted(list: &MoveList) -> Vec<Vec<Atom>> {
    let mut options = list.options.clone();
    options.sort();
    options
}
