//! Every-SG: every component that can move must move each turn.
//!
//! A component is one `+`-separated part of the sum (NOTATION.md): `every: nim 9 + nim 4`
//! has two components, both of which move each turn; `every: nim 9 4` has one, a Nim sum
//! of two heaps in which one move is made per turn. Each component is a game of its own
//! (its positions are multisets of atoms, one atom moves per turn), and its step number
//! comes from its own game tree.
//!
//! Theorem (Every-SG step numbers, Winning Ways ch. 9 "remote" games; 贾志豪 2009): define
//! `step(x) = 0` at a terminal position; if some option has an even step (a loss for the
//! player who moves there), `step(x) = 1 + max` of those even steps; otherwise
//! `step(x) = 1 + min` over all options. A sum of components lasts as long as its longest
//! component, so its step is the maximum of its components' steps, and the player to move
//! wins exactly when that maximum is odd. A turn is therefore winning exactly when the
//! largest step among the components it leaves is even; [`solve`] lists and counts all
//! such turns.

use std::collections::{HashMap, HashSet};

use crate::engine::Engine;
use crate::game::Game;
use crate::games::Atom;
use crate::limits::{Budget, LimitError};

/// Step numbers of component positions, memoised (a position is the sorted multiset of its
/// atoms) and computed by an iterative search.
///
/// ```
/// use sglab_core::{engine::Engine, every::Steps, parse, Limits};
/// let mut engine = Engine::new(&Limits::default());
/// let game = parse("every: nim 1 1").unwrap();
/// // One component of two heaps of 1: two moves, one per turn, so the mover loses.
/// assert_eq!(Steps::default().step(&game.atoms, &mut engine), Ok(2));
/// ```
#[derive(Debug, Default)]
pub struct Steps {
    memo: HashMap<Vec<Atom>, u64>,
}

/// An Every-SG answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EveryAnswer {
    /// The step number of each component, in order.
    pub steps: Vec<u64>,
    /// True when the player to move wins (the largest step is odd).
    pub first_player_wins: bool,
    /// Winning turns, at most the listing cap: for each, what every component becomes
    /// (its atoms after its move; unchanged if it cannot move; empty if nothing is left).
    pub winning_moves: Vec<Vec<Vec<Atom>>>,
    /// How many winning turns there are in all; `None` when the count exceeds u128.
    pub total: Option<u128>,
}

/// Every option of a component position, in order: for each atom (in the order written)
/// and each of its options, the component with that atom replaced in place.
pub fn component_options(
    component: &[Atom],
    budget: &mut Budget,
) -> Result<Vec<Vec<Atom>>, LimitError> {
    let mut out = Vec::new();
    for (index, atom) in component.iter().enumerate() {
        for option in atom.options(budget)? {
            let mut next = Vec::with_capacity(component.len() + option.len());
            next.extend_from_slice(&component[..index]);
            next.extend(option);
            next.extend_from_slice(&component[index + 1..]);
            out.push(next);
        }
    }
    Ok(out)
}

/// The options of a sorted component position, each sorted; an atom repeated in the
/// position is moved once (its copies give the same positions).
fn sorted_options(state: &[Atom], budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
    let mut out = Vec::new();
    for (index, atom) in state.iter().enumerate() {
        if index > 0 && state[index - 1] == *atom {
            continue;
        }
        for option in atom.options(budget)? {
            let mut next = Vec::with_capacity(state.len() + option.len());
            next.extend_from_slice(&state[..index]);
            next.extend_from_slice(&state[index + 1..]);
            next.extend(option);
            next.sort();
            out.push(next);
        }
    }
    Ok(out)
}

impl Steps {
    /// The step number of a component position (a sum of atoms, one move per turn).
    pub fn step(&mut self, component: &[Atom], engine: &mut Engine) -> Result<u64, LimitError> {
        let mut root = component.to_vec();
        root.sort();
        if let Some(step) = self.known(&root, engine) {
            return Ok(step);
        }
        struct Frame {
            state: Vec<Atom>,
            options: Vec<Vec<Atom>>,
            next: usize,
            steps: Vec<u64>,
        }
        let open = |state: Vec<Atom>, engine: &mut Engine| -> Result<Frame, LimitError> {
            engine.budget.charge(1)?;
            let options = sorted_options(&state, &mut engine.budget)?;
            crate::engine::charge_held(&mut engine.budget, &options)?;
            Ok(Frame {
                state,
                steps: Vec::with_capacity(options.len()),
                options,
                next: 0,
            })
        };
        let mut on_stack = HashSet::new();
        on_stack.insert(root.clone());
        let mut stack = vec![open(root.clone(), engine)?];
        while let Some(top) = stack.last_mut() {
            let mut descend = None;
            while let Some(option) = top.options.get(top.next) {
                match self.known(option, engine) {
                    Some(step) => {
                        top.steps.push(step);
                        top.next += 1;
                    }
                    None => {
                        descend = Some(option.clone());
                        break;
                    }
                }
            }
            if let Some(state) = descend {
                if !on_stack.insert(state.clone()) {
                    let mut position = String::new();
                    crate::game::write_atoms(&mut position, &state);
                    return Err(LimitError::Loopy { position });
                }
                let frame = open(state, engine)?;
                stack.push(frame);
                continue;
            }
            let Some(done) = stack.pop() else { break };
            crate::engine::release_held(&mut engine.budget, &done.options);
            crate::engine::hold_position(&mut engine.budget, &done.state)?;
            on_stack.remove(&done.state);
            self.memo.insert(done.state, step_from_options(&done.steps));
        }
        Ok(self.memo.get(&root).copied().unwrap_or(0))
    }

    /// The step of a sorted position if memoised, given by a theorem (a lone atom, when
    /// the engine uses theorems), or empty (0); `None` when a search is needed.
    fn known(&mut self, state: &[Atom], engine: &Engine) -> Option<u64> {
        if let Some(&step) = self.memo.get(state) {
            return Some(step);
        }
        match state {
            [] => Some(0),
            [only] if engine.uses_theorems() => only.step_by_theorem(),
            _ => None,
        }
    }

    /// The step of a whole game: the largest step of its components (0 for none).
    pub fn step_of_game(&mut self, game: &Game, engine: &mut Engine) -> Result<u64, LimitError> {
        let mut longest = 0;
        for component in game.components() {
            longest = longest.max(self.step(component, engine)?);
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

/// The most atoms the listed winning turns of one answer hold in all: a sum of thousands
/// of components lists fewer turns than the listing cap (their number stays exact), so
/// that the answer's memory stays bounded.
pub const MAX_LISTED_ATOMS: usize = 200_000;

/// What one component can do this turn: each choice is what the component becomes and its
/// step number. A component that cannot move has the one choice of staying as it is.
struct Choices {
    options: Vec<(Vec<Atom>, u64)>,
    // The smallest step among `options` (they are never empty).
    least: u64,
}

/// Solves a game under the Every-SG rule: the step of each component, the outcome, every
/// winning turn up to `max_listed` and their exact number.
///
/// ```
/// use sglab_core::{engine::Engine, every, parse, Limits};
/// let game = parse("every: nim 9 + nim 4").unwrap();
/// let answer = every::solve(&game, &mut Engine::new(&Limits::default()), 10).unwrap();
/// // Each heap alone lasts one turn: take it all, both at once.
/// assert_eq!((answer.steps.as_slice(), answer.first_player_wins), ([1, 1].as_slice(), true));
/// assert_eq!(answer.total, Some(1));
/// ```
pub fn solve(
    game: &Game,
    engine: &mut Engine,
    max_listed: usize,
) -> Result<EveryAnswer, LimitError> {
    let mut steps = Steps::default();
    let components = game.components();
    let mut component_steps = Vec::with_capacity(components.len());
    for component in &components {
        component_steps.push(steps.step(component, engine)?);
    }
    let longest = component_steps.iter().copied().max().unwrap_or(0);
    let first_player_wins = longest % 2 == 1;
    let mut answer = EveryAnswer {
        steps: component_steps,
        first_player_wins,
        winning_moves: Vec::new(),
        total: Some(0),
    };
    if !first_player_wins {
        return Ok(answer);
    }
    let mut all = Vec::with_capacity(components.len());
    for (component, &step) in components.iter().zip(&answer.steps) {
        let mut options = Vec::new();
        if step > 0 {
            for option in component_options(component, &mut engine.budget)? {
                let option_step = steps.step(&option, engine)?;
                options.push((option, option_step));
            }
        }
        if options.is_empty() {
            options.push((component.to_vec(), 0));
        }
        let least = options.iter().map(|(_, s)| *s).min().unwrap_or(0);
        all.push(Choices { options, least });
    }
    answer.total = count_winning(&all);
    answer.winning_moves = list_winning(&all, max_listed, &mut engine.budget)?;
    Ok(answer)
}

/// How many choices of one option per component leave a largest step that is even:
/// the sum over even `m` of (turns with every step at most `m`) minus (turns with every
/// step below `m`). The products are kept up to date as `m` grows through the steps, in
/// time linear in the number of options (after sorting them). `None` when a product
/// exceeds u128.
fn count_winning(all: &[Choices]) -> Option<u128> {
    let mut events: Vec<(u64, usize)> = all
        .iter()
        .enumerate()
        .flat_map(|(i, choices)| choices.options.iter().map(move |(_, s)| (*s, i)))
        .collect();
    events.sort_unstable();
    // `at_most[i]`: the options of component `i` with step at most the current `m`;
    // `product`: the product of the non-zero ones; `zeros`: how many are zero.
    let mut at_most = vec![0u128; all.len()];
    let mut zeros = all.len();
    let mut product: u128 = 1;
    let mut total: u128 = 0;
    let mut start = 0;
    while let Some(&(m, _)) = events.get(start) {
        let before = if zeros == 0 { product } else { 0 };
        let mut end = start;
        while let Some(&(step, i)) = events.get(end) {
            if step != m {
                break;
            }
            let count = &mut at_most[i];
            match product.checked_div(*count) {
                Some(quotient) => product = quotient,
                // The component's first option at most `m`.
                None => zeros -= 1,
            }
            *count += 1;
            product = product.checked_mul(*count)?;
            end += 1;
        }
        if m % 2 == 0 {
            let now = if zeros == 0 { product } else { 0 };
            total = total.checked_add(now.checked_sub(before)?)?;
        }
        start = end;
    }
    Some(total)
}

/// The first `max_listed` winning turns in order (components in order, each component's
/// options in order), by a search that only enters choices that can still be completed
/// into a winning turn, so that each turn listed costs one pass over the components.
/// Each listed turn charges `budget` one unit per component, and listing stops early
/// once the turns listed hold [`MAX_LISTED_ATOMS`] atoms in all (the count stays exact).
fn list_winning(
    all: &[Choices],
    max_listed: usize,
    budget: &mut Budget,
) -> Result<Vec<Vec<Vec<Atom>>>, LimitError> {
    let n = all.len();
    // For the components from `j` on: the largest of their least steps, and the largest
    // even step any of them has (a turn of these components alone can end with largest
    // step `v` exactly when `v` is one of their steps and at least `floor[j]`).
    let mut floor = vec![0u64; n + 1];
    let mut top_even: Vec<Option<u64>> = vec![None; n + 1];
    for j in (0..n).rev() {
        floor[j] = floor[j + 1].max(all[j].least);
        let even_here = all[j]
            .options
            .iter()
            .map(|(_, s)| *s)
            .filter(|s| s % 2 == 0)
            .max();
        top_even[j] = top_even[j + 1].max(even_here);
    }
    // Whether the components from `j` on can complete a turn whose largest step so far is
    // `so_far` into one whose largest step is even.
    let completes = |j: usize, so_far: u64| -> bool {
        if j == n {
            return so_far.is_multiple_of(2);
        }
        (so_far.is_multiple_of(2) && floor[j] <= so_far)
            || top_even[j].is_some_and(|even| even >= floor[j] && even > so_far)
    };
    let mut listed = Vec::new();
    if max_listed == 0 || !completes(0, 0) {
        return Ok(listed);
    }
    let mut held_in_all: usize = 0;
    let mut chosen: Vec<usize> = Vec::with_capacity(n);
    let mut so_far: Vec<u64> = vec![0];
    let mut next_try = 0;
    loop {
        let level = chosen.len();
        if level == n {
            let held: usize = chosen
                .iter()
                .zip(all)
                .map(|(&i, choices)| choices.options[i].0.len())
                .sum();
            held_in_all = held_in_all.saturating_add(held);
            if held_in_all > MAX_LISTED_ATOMS && !listed.is_empty() {
                break;
            }
            budget.charge(n as u64)?;
            listed.push(
                chosen
                    .iter()
                    .zip(all)
                    .map(|(&i, choices)| choices.options[i].0.clone())
                    .collect(),
            );
            if listed.len() >= max_listed {
                break;
            }
        } else {
            let before = so_far[level];
            let found = all[level].options[next_try.min(all[level].options.len())..]
                .iter()
                .position(|(_, s)| completes(level + 1, before.max(*s)));
            if let Some(offset) = found {
                let index = next_try + offset;
                chosen.push(index);
                so_far.push(before.max(all[level].options[index].1));
                next_try = 0;
                continue;
            }
        }
        // Back up one component and try its next option.
        match chosen.pop() {
            Some(index) => {
                so_far.pop();
                next_try = index + 1;
            }
            None => break,
        }
    }
    Ok(listed)
}

#[cfg(test)]
mod tests;
