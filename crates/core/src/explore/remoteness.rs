//! Remoteness: how many moves a game lasts when the winner hurries and the loser delays.
//!
//! Definition (Winning Ways, ch. 9 "Remoteness"; Steinhaus): a position with no move has
//! remoteness 0; otherwise, if some option is lost for the player who moves there, the
//! remoteness is 1 + the smallest remoteness of such options (the winner hurries), else
//! 1 + the largest remoteness of all options (the loser delays). Under normal play a
//! P-position's remoteness is even and an N-position's odd.
//!
//! The same game-tree length is computed for every rule, over the rule's own moves: under
//! misère play a position with no move is won by the player to move (so the parity no
//! longer tells the outcome), and under Every-SG a move moves every component at once.
//! The Every-SG remoteness of a whole position is therefore not its step number: the
//! step number (`every.rs`) is the suspense of one component, which the winner of a sum
//! prolongs; here the winner of the whole game hurries.
//!
//! No closed form covers sums, so the search is exhaustive, memoised by the multiset of
//! atoms, iterative (no recursion), and bounded by its own allowance
//! ([`MAX_REMOTENESS_WORK`]): past it the answer is "unknown", never an error.

use std::collections::{HashMap, HashSet};

use crate::engine::Engine;
use crate::game::{Game, Rule};
use crate::limits::LimitError;

use super::{key_of, moves, Key};

/// The most work (positions opened plus moves generated) one remoteness search spends,
/// shared by every position it is asked about; past it remoteness is unknown.
pub const MAX_REMOTENESS_WORK: u64 = 200_000;

/// The most atoms one remoteness search holds (the positions it opens and the moves it
/// builds, 32 bytes each); past it remoteness is unknown. A chain of long positions, such
/// as 40,000 heaps of one, opens few positions but each holds 40,000 atoms: counting
/// positions alone let it take gigabytes.
pub const MAX_REMOTENESS_ATOMS: u64 = 1 << 21;

/// What the search knows of one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Known {
    /// True when the player to move wins.
    pub wins: bool,
    /// The number of moves left with the winner hurrying and the loser delaying.
    pub remoteness: u64,
}

/// A memoised remoteness search under one rule, with an allowance of work.
pub(crate) struct Remoteness {
    rule: Rule,
    memo: HashMap<Key, Known>,
    work: u64,
    limit: u64,
    /// Atoms held so far, against [`MAX_REMOTENESS_ATOMS`].
    atoms: u64,
    // Invariant: once true, no new position is opened (memoised answers still are).
    gave_up: bool,
}

/// A position being searched: its moves and what is known of those finished so far.
struct Frame {
    key: Key,
    moves: Vec<Game>,
    next: usize,
    /// The smallest remoteness of an option lost for the player who moves there.
    fastest_win: Option<u64>,
    /// The largest remoteness of all options.
    longest: u64,
}

impl Frame {
    fn absorb(&mut self, known: Known) {
        if !known.wins {
            self.fastest_win = Some(
                self.fastest_win
                    .map_or(known.remoteness, |r| r.min(known.remoteness)),
            );
        }
        self.longest = self.longest.max(known.remoteness);
        self.next += 1;
    }

    fn finish(&self, rule: Rule) -> Known {
        if self.moves.is_empty() {
            // No move: lost for the player to move, except under misère play.
            return Known {
                wins: rule == Rule::Misere,
                remoteness: 0,
            };
        }
        match self.fastest_win {
            Some(fastest) => Known {
                wins: true,
                remoteness: fastest.saturating_add(1),
            },
            None => Known {
                wins: false,
                remoteness: self.longest.saturating_add(1),
            },
        }
    }
}

impl Remoteness {
    /// A search under `rule` that spends at most `limit` units of work.
    pub fn new(rule: Rule, limit: u64) -> Self {
        Remoteness {
            rule,
            memo: HashMap::new(),
            work: 0,
            limit,
            atoms: 0,
            gave_up: false,
        }
    }

    /// What is known of a position already searched (by multiset of atoms).
    pub fn known(&self, game: &Game) -> Option<Known> {
        self.memo.get(&key_of(game)).copied()
    }

    /// The remoteness of `game` (whose rule must be this search's), `None` when the
    /// allowance runs out, a position is too large to enumerate, the engine's budget is
    /// spent or the game repeats a position. Fails only when the request is cancelled.
    pub fn of(&mut self, game: &Game, engine: &mut Engine) -> Result<Option<Known>, LimitError> {
        let root = key_of(game);
        if let Some(&known) = self.memo.get(&root) {
            return Ok(Some(known));
        }
        if self.gave_up || game.rule != self.rule {
            return Ok(None);
        }
        let mut on_stack: HashSet<Key> = HashSet::new();
        let Some(first) = self.open(root, game, engine)? else {
            return Ok(None);
        };
        on_stack.insert(first.key.clone());
        let mut stack = vec![first];
        while let Some(top) = stack.last_mut() {
            if let Some(next) = top.moves.get(top.next) {
                let key = key_of(next);
                if let Some(&known) = self.memo.get(&key) {
                    top.absorb(known);
                    continue;
                }
                if on_stack.contains(&key) {
                    // A repeated position: the game is not finite, no remoteness.
                    return Ok(None);
                }
                let next = next.clone();
                let Some(frame) = self.open(key, &next, engine)? else {
                    return Ok(None);
                };
                on_stack.insert(frame.key.clone());
                stack.push(frame);
                continue;
            }
            let known = top.finish(self.rule);
            let Some(done) = stack.pop() else { break };
            on_stack.remove(&done.key);
            self.memo.insert(done.key, known);
            match stack.last_mut() {
                Some(parent) => parent.absorb(known),
                None => return Ok(Some(known)),
            }
        }
        Ok(None)
    }

    /// Generates the moves of a position to search, charging the allowance; `None` when
    /// that is not possible (the search is given up for good when the allowance is spent).
    fn open(
        &mut self,
        key: Key,
        game: &Game,
        engine: &mut Engine,
    ) -> Result<Option<Frame>, LimitError> {
        let found = match moves(game, engine, true) {
            Ok(found) => found,
            Err(LimitError::Cancelled) => return Err(LimitError::Cancelled),
            Err(_) => None,
        };
        let Some(found) = found else {
            return Ok(None);
        };
        self.work = self.work.saturating_add(found.len() as u64 + 1);
        let held: u64 = found.iter().map(|g| g.atoms.len() as u64).sum();
        self.atoms = self
            .atoms
            .saturating_add(held)
            .saturating_add(game.atoms.len() as u64);
        if self.work > self.limit || self.atoms > MAX_REMOTENESS_ATOMS {
            self.gave_up = true;
            return Ok(None);
        }
        Ok(Some(Frame {
            key,
            moves: found,
            next: 0,
            fastest_win: None,
            longest: 0,
        }))
    }
}
