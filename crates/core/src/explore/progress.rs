//! A win that makes progress in a game that may never end.
//!
//! In a game with cycles a move to a P-position is not enough to win: from
//! `loopy 1>2 2>1 1>3 @ 1` the move to 2 leaves a P-position, but the opponent's only
//! reply returns to 1, and a player who always moves to 2 never wins. Retrograde analysis
//! ([`crate::retrograde::outcomes`]) decides each N-position by a P-position decided
//! before it, and each P-position only after every move from it is known to reach an
//! N-position; so a winner who always moves to the P-position that decided the current
//! one (its `by`) walks down the order in which the positions were decided, and the game
//! ends. This module runs that analysis on the positions reachable from a position, at
//! most [`MAX_PROGRESS_POSITIONS`] of them.

use std::collections::HashMap;

use crate::analysis::Outcome;
use crate::engine::Engine;
use crate::game::Game;
use crate::limits::LimitError;
use crate::retrograde::{self, Digraph};

use super::{key_of, moves, Key};

/// The most positions searched for a win that makes progress; past it the computer falls
/// back to the first winning move, which may let a position repeat.
pub const MAX_PROGRESS_POSITIONS: usize = 20_000;

/// The move from `game` (one of `all`, its moves) to the P-position that decided it, by
/// retrograde analysis of every position reachable from it: `None` when `game` is not an
/// N-position or the search passes [`MAX_PROGRESS_POSITIONS`] or meets a position with
/// too many moves to list. Work is charged to the engine's budget.
pub(super) fn progressing_win(
    game: &Game,
    all: &[Game],
    engine: &mut Engine,
) -> Result<Option<Game>, LimitError> {
    let mut index: HashMap<Key, usize> = HashMap::new();
    let mut keys: Vec<Key> = vec![key_of(game)];
    let mut games: Vec<Game> = vec![game.clone()];
    index.insert(keys[0].clone(), 0);
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let mut head = 0;
    while let Some(position) = games.get(head).cloned() {
        let from = head;
        head += 1;
        let Some(next) = moves(&position, engine, true)? else {
            return Ok(None);
        };
        for after in next {
            let key = key_of(&after);
            let to = match index.get(&key) {
                Some(&to) => to,
                None => {
                    if games.len() >= MAX_PROGRESS_POSITIONS {
                        return Ok(None);
                    }
                    index.insert(key.clone(), games.len());
                    keys.push(key);
                    games.push(after);
                    games.len() - 1
                }
            };
            edges.push((from, to));
        }
    }
    // `moves` with distinct atoms lists a move once per distinct result; equal results
    // (two equal atoms moved alike) are one edge.
    edges.sort_unstable();
    edges.dedup();
    let graph = Digraph::new(games.len(), &edges);
    let (_, decided) = retrograde::outcomes(&graph, &mut engine.budget)?;
    let Some(target) = decided
        .iter()
        .find(|step| step.node == 0 && step.outcome == Outcome::N)
        .and_then(|step| step.by)
    else {
        return Ok(None);
    };
    Ok(all
        .iter()
        .find(|&after| key_of(after) == keys[target])
        .cloned())
}
