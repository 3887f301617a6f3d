//! Misère play (反尼姆, anti-SG): the player who cannot move wins.
//!
//! Misère outcomes do not follow from SG values in general, so a sum is solved by theorem
//! where one applies and otherwise by exhaustive search over the sum's positions.
//!
//! Theorem (Bouton 1901; the SJ theorem of anti-SG games, 贾志豪 2009): in misère Nim the
//! player to move wins exactly when either some heap exceeds 1 and the xor is not 0, or
//! every heap is at most 1 and the xor is 0.

use std::collections::HashMap;

use crate::engine::Engine;
use crate::games::{nim::Nim, Atom};
use crate::limits::LimitError;

/// How a misère outcome was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MisereMethod {
    /// Bouton's misère Nim / the SJ theorem.
    SjTheorem,
    /// Exhaustive search of the sum.
    Search,
}

/// A misère answer: whether the player to move wins, and the winning moves found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereAnswer {
    /// True when the player to move wins.
    pub first_player_wins: bool,
    /// Winning moves: the index of the atom moved and the atoms it becomes.
    pub winning_moves: Vec<(usize, Vec<Atom>)>,
    /// How many winning moves there are in all, when known.
    pub total: Option<u128>,
    /// How it was decided.
    pub method: MisereMethod,
}

/// Whether the player to move wins misère Nim with these heaps (SJ theorem).
pub fn misere_nim_first_wins(heaps: &[u64]) -> bool {
    let xor = heaps.iter().fold(0, |acc, h| acc ^ h);
    if heaps.iter().any(|&h| h > 1) {
        xor != 0
    } else {
        xor == 0
    }
}

/// Solves a sum under misère play.
pub fn solve(
    atoms: &[Atom],
    engine: &mut Engine,
    max_listed: usize,
) -> Result<MisereAnswer, LimitError> {
    let heaps: Option<Vec<u64>> = atoms
        .iter()
        .map(|atom| match atom {
            Atom::Nim(Nim { heap }) => Some(*heap),
            _ => None,
        })
        .collect();
    if let (Some(heaps), true) = (heaps, engine.uses_theorems()) {
        return Ok(solve_nim(&heaps, max_listed));
    }
    solve_by_search(atoms, engine, max_listed)
}

/// Whether the player to move wins the sum `atoms` under misère play, with a memo of
/// searched sums (sorted) that the caller keeps between calls, so that many related
/// positions (the nodes of a state graph) cost one search in all.
pub fn first_player_wins(
    atoms: &[Atom],
    engine: &mut Engine,
    memo: &mut HashMap<Vec<Atom>, bool>,
) -> Result<bool, LimitError> {
    let heaps: Option<Vec<u64>> = atoms
        .iter()
        .map(|atom| match atom {
            Atom::Nim(Nim { heap }) => Some(*heap),
            _ => None,
        })
        .collect();
    if let (Some(heaps), true) = (heaps, engine.uses_theorems()) {
        return Ok(misere_nim_first_wins(&heaps));
    }
    first_wins(sorted(atoms.to_vec()), engine, memo)
}

fn solve_nim(heaps: &[u64], max_listed: usize) -> MisereAnswer {
    let first_player_wins = misere_nim_first_wins(heaps);
    let mut winning_moves = Vec::new();
    let mut total: u128 = 0;
    if first_player_wins {
        let big = heaps.iter().filter(|&&h| h > 1).count();
        let xor = heaps.iter().fold(0, |acc, h| acc ^ h);
        for (index, &heap) in heaps.iter().enumerate() {
            // The position after the move must be a misère P-position.
            let candidates: Vec<u64> = if big == 1 && heap > 1 {
                // Leave only heaps of at most 1, an odd number of 1s.
                let ones_elsewhere = heaps
                    .iter()
                    .enumerate()
                    .filter(|&(i, &h)| i != index && h == 1)
                    .count();
                vec![if ones_elsewhere % 2 == 0 { 1 } else { 0 }]
            } else if big == 0 {
                // All heaps at most 1 with xor 0 (an even number of 1s): take a 1.
                if heap == 1 {
                    vec![0]
                } else {
                    vec![]
                }
            } else {
                let target = heap ^ xor;
                if target < heap {
                    vec![target]
                } else {
                    vec![]
                }
            };
            for target in candidates {
                let mut after = heaps.to_vec();
                after[index] = target;
                if !misere_nim_first_wins(&after) {
                    total += 1;
                    if winning_moves.len() < max_listed {
                        winning_moves.push((index, vec![Atom::Nim(Nim { heap: target })]));
                    }
                }
            }
        }
    }
    MisereAnswer {
        first_player_wins,
        winning_moves,
        total: Some(total),
        method: MisereMethod::SjTheorem,
    }
}

fn sorted(mut atoms: Vec<Atom>) -> Vec<Atom> {
    atoms.sort();
    atoms
}

/// Options of a sorted sum: for each atom and each of its options, the new sum, sorted.
fn sum_options(state: &[Atom], engine: &mut Engine) -> Result<Vec<Vec<Atom>>, LimitError> {
    let mut out = Vec::new();
    for (index, atom) in state.iter().enumerate() {
        if index > 0 && state[index - 1] == *atom {
            continue;
        }
        for option in atom.options(&mut engine.budget)? {
            let mut next = Vec::with_capacity(state.len() + option.len());
            next.extend_from_slice(&state[..index]);
            next.extend_from_slice(&state[index + 1..]);
            next.extend(option.iter().cloned());
            out.push(sorted(next));
        }
    }
    Ok(out)
}

/// Whether the player to move wins the sorted sum `root` under misère play, by an
/// iterative search that stops at the first winning option.
fn first_wins(
    root: Vec<Atom>,
    engine: &mut Engine,
    memo: &mut HashMap<Vec<Atom>, bool>,
) -> Result<bool, LimitError> {
    struct Frame {
        state: Vec<Atom>,
        children: Vec<Vec<Atom>>,
        next: usize,
    }
    if let Some(&known) = memo.get(&root) {
        return Ok(known);
    }
    let root_key = root.clone();
    let open = |state: Vec<Atom>, engine: &mut Engine| -> Result<Frame, LimitError> {
        engine.budget.charge(1)?;
        let children = sum_options(&state, engine)?;
        crate::engine::charge_held(&mut engine.budget, &children)?;
        Ok(Frame {
            state,
            children,
            next: 0,
        })
    };
    let mut stack = vec![open(root, engine)?];
    let mut on_stack = std::collections::HashSet::new();
    while let Some(top) = stack.last_mut() {
        if top.children.is_empty() {
            // No move: the player to move wins under misère play.
            let done = stack.pop().map(|f| f.state).unwrap_or_default();
            crate::engine::hold_position(&mut engine.budget, &done)?;
            on_stack.remove(&done);
            memo.insert(done, true);
            continue;
        }
        let mut result = None;
        let mut descend = None;
        while top.next < top.children.len() {
            match memo.get(&top.children[top.next]) {
                Some(false) => {
                    result = Some(true);
                    break;
                }
                Some(true) => top.next += 1,
                None => {
                    descend = Some(top.children[top.next].clone());
                    break;
                }
            }
        }
        if result.is_none() && descend.is_none() {
            result = Some(false);
        }
        if let Some(child) = descend {
            if !on_stack.insert(child.clone()) {
                let mut position = String::new();
                crate::game::write_atoms(&mut position, &child);
                return Err(LimitError::Loopy { position });
            }
            let frame = open(child, engine)?;
            stack.push(frame);
            continue;
        }
        let Some(frame) = stack.pop() else { break };
        crate::engine::release_held(&mut engine.budget, &frame.children);
        crate::engine::hold_position(&mut engine.budget, &frame.state)?;
        let done = frame.state;
        on_stack.remove(&done);
        memo.insert(done, result.unwrap_or(false));
    }
    // The loop ends only after the root's frame is popped and memoised.
    Ok(memo.get(&root_key).copied().unwrap_or(false))
}

fn solve_by_search(
    atoms: &[Atom],
    engine: &mut Engine,
    max_listed: usize,
) -> Result<MisereAnswer, LimitError> {
    let mut memo = HashMap::new();
    let root = sorted(atoms.to_vec());
    let first_player_wins = first_wins(root, engine, &mut memo)?;
    let mut winning_moves = Vec::new();
    let mut total: u128 = 0;
    if first_player_wins {
        for (index, atom) in atoms.iter().enumerate() {
            for option in atom.options(&mut engine.budget)? {
                let mut next = atoms.to_vec();
                next.splice(index..=index, option.iter().cloned());
                let next = sorted(next);
                if !first_wins(next, engine, &mut memo)? {
                    total += 1;
                    if winning_moves.len() < max_listed {
                        winning_moves.push((index, option));
                    }
                }
            }
        }
    }
    Ok(MisereAnswer {
        first_player_wins,
        winning_moves,
        total: Some(total),
        method: MisereMethod::Search,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Limits;

    fn nims(heaps: &[u64]) -> Vec<Atom> {
        heaps.iter().map(|&heap| Atom::Nim(Nim { heap })).collect()
    }

    #[test]
    fn sj_theorem_matches_search_on_small_nim() {
        let limits = Limits::default();
        for a in 0..5u64 {
            for b in a..5 {
                for c in b..5 {
                    let atoms = nims(&[a, b, c]);
                    let by_theorem = solve(&atoms, &mut Engine::new(&limits), usize::MAX).unwrap();
                    let by_search =
                        solve(&atoms, &mut Engine::brute_force(&limits), usize::MAX).unwrap();
                    assert_eq!(by_search.method, MisereMethod::Search);
                    assert_eq!(
                        by_theorem.first_player_wins, by_search.first_player_wins,
                        "{a} {b} {c}"
                    );
                    let mut x = by_theorem.winning_moves.clone();
                    let mut y = by_search.winning_moves.clone();
                    x.sort();
                    y.sort();
                    assert_eq!(x, y, "winning moves of misère nim {a} {b} {c}");
                }
            }
        }
    }

    #[test]
    fn tutorial_example_misere_nim_1_1_2() {
        let answer = solve(&nims(&[1, 1, 2]), &mut Engine::new(&Limits::default()), 10).unwrap();
        assert!(answer.first_player_wins);
        assert_eq!(answer.winning_moves, vec![(2, nims(&[1]))]);
    }
}
