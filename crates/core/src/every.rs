//! Every-SG: every component that can move must move each turn.
//!
//! Theorem (Every-SG step numbers, Winning Ways ch. 9 "remote" games; 贾志豪 2009): define
//! `step(x) = 0` at a terminal position; if some option has an even step (a loss for the
//! player who moves there), `step(x) = 1 + max` of those even steps; otherwise
//! `step(x) = 1 + min` over all options. A sum lasts as long as its longest component, so
//! its step is the maximum of its parts' steps, and the player to move wins exactly when
//! that maximum is odd.

use std::collections::HashMap;

use crate::engine::Engine;
use crate::games::Atom;
use crate::limits::LimitError;

/// Computes step numbers of atoms, memoised and iterative.
#[derive(Debug, Default)]
pub struct Steps {
    memo: HashMap<Atom, u64>,
}

/// An Every-SG answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EveryAnswer {
    /// The step number of each atom, in order.
    pub steps: Vec<u64>,
    /// True when the player to move wins (the largest step is odd).
    pub first_player_wins: bool,
    /// Winning moves: for each, the replacement of every atom (unchanged if it cannot move).
    pub winning_moves: Vec<Vec<Vec<Atom>>>,
    /// How many such combined moves the per-atom optimal choices give.
    pub total: Option<u128>,
}

impl Steps {
    /// The step number of one atom.
    pub fn step(&mut self, atom: &Atom, engine: &mut Engine) -> Result<u64, LimitError> {
        struct Frame {
            atom: Atom,
            options: Vec<Vec<Atom>>,
            next: usize,
            steps: Vec<u64>,
        }
        if let Some(&step) = self.memo.get(atom) {
            return Ok(step);
        }
        let open = |atom: Atom, engine: &mut Engine| -> Result<Frame, LimitError> {
            engine.budget.charge(1)?;
            let options = atom.options(&mut engine.budget)?;
            crate::engine::charge_held(&mut engine.budget, &options)?;
            Ok(Frame {
                atom,
                steps: Vec::with_capacity(options.len()),
                options,
                next: 0,
            })
        };
        let mut on_stack = std::collections::HashSet::new();
        on_stack.insert(atom.clone());
        let mut stack = vec![open(atom.clone(), engine)?];
        while let Some(top) = stack.last_mut() {
            let mut descend = None;
            while top.next < top.options.len() {
                let mut longest = 0;
                for part in &top.options[top.next] {
                    match self.memo.get(part) {
                        Some(&step) => longest = longest.max(step),
                        None => {
                            descend = Some(part.clone());
                            break;
                        }
                    }
                }
                if descend.is_some() {
                    break;
                }
                top.steps.push(longest);
                top.next += 1;
            }
            if let Some(part) = descend {
                if !on_stack.insert(part.clone()) {
                    let mut position = String::new();
                    crate::game::write_atoms(&mut position, std::slice::from_ref(&part));
                    return Err(LimitError::Loopy { position });
                }
                let frame = open(part, engine)?;
                stack.push(frame);
                continue;
            }
            let Some(done) = stack.pop() else { break };
            let step = step_from_options(&done.steps);
            on_stack.remove(&done.atom);
            self.memo.insert(done.atom, step);
        }
        Ok(self.memo.get(atom).copied().unwrap_or(0))
    }

    /// The step of a sum: the largest step of its parts (0 for the empty sum).
    pub fn step_of_sum(&mut self, atoms: &[Atom], engine: &mut Engine) -> Result<u64, LimitError> {
        let mut longest = 0;
        for atom in atoms {
            longest = longest.max(self.step(atom, engine)?);
        }
        Ok(longest)
    }
}

/// The step number of a position whose options have the given steps.
pub fn step_from_options(option_steps: &[u64]) -> u64 {
    if option_steps.is_empty() {
        return 0;
    }
    match option_steps.iter().filter(|s| *s % 2 == 0).max() {
        Some(even) => even + 1,
        None => option_steps.iter().min().map_or(0, |s| s + 1),
    }
}

/// Solves a sum under the Every-SG rule.
pub fn solve(
    atoms: &[Atom],
    engine: &mut Engine,
    max_listed: usize,
) -> Result<EveryAnswer, LimitError> {
    let mut steps = Steps::default();
    let mut atom_steps = Vec::with_capacity(atoms.len());
    for atom in atoms {
        atom_steps.push(steps.step(atom, engine)?);
    }
    let longest = atom_steps.iter().copied().max().unwrap_or(0);
    let first_player_wins = longest % 2 == 1;
    let mut winning_moves = Vec::new();
    let mut total = None;
    if first_player_wins {
        // In each atom that can move, the optimal replies: stretch a won component
        // (largest even step), shorten a lost one (smallest step).
        let mut choices: Vec<Vec<Vec<Atom>>> = Vec::with_capacity(atoms.len());
        for (atom, &step) in atoms.iter().zip(&atom_steps) {
            if step == 0 {
                choices.push(vec![vec![atom.clone()]]);
                continue;
            }
            let mut best = Vec::new();
            for option in atom.options(&mut engine.budget)? {
                if steps.step_of_sum(&option, engine)? == step - 1 {
                    best.push(option);
                }
            }
            choices.push(best);
        }
        total = Some(
            choices
                .iter()
                .fold(1u128, |acc, c| acc.saturating_mul(c.len() as u128)),
        );
        let mut odometer = vec![0usize; choices.len()];
        'outer: while winning_moves.len() < max_listed {
            if choices.iter().any(|c| c.is_empty()) {
                break;
            }
            winning_moves.push(
                choices
                    .iter()
                    .zip(&odometer)
                    .map(|(c, &i)| c[i].clone())
                    .collect(),
            );
            for position in (0..odometer.len()).rev() {
                odometer[position] += 1;
                if odometer[position] < choices[position].len() {
                    continue 'outer;
                }
                odometer[position] = 0;
            }
            break;
        }
    }
    Ok(EveryAnswer {
        steps: atom_steps,
        first_player_wins,
        winning_moves,
        total,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn step_rule_on_small_cases() {
        assert_eq!(step_from_options(&[]), 0);
        assert_eq!(step_from_options(&[0]), 1);
        assert_eq!(step_from_options(&[1, 3]), 2);
        assert_eq!(step_from_options(&[0, 2, 1]), 3);
    }
}
