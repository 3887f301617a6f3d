//! What the games' tests share (test builds only): each closed form checked against exhaustive search on small
//! positions, a heap game's proved period, and a game's winning moves as notation.

use crate::engine::Engine;
use crate::games::Atom;
use crate::period::Periodicity;
use crate::theorem_check::{self, Mismatch};
use crate::Limits;

/// The engine with its theorems (`fast`) beside exhaustive search (`brute`), both under the
/// same limits: every game's tests compare the two on its small positions.
pub(crate) struct Search {
    /// The engine with every theorem on.
    pub fast: Engine,
    /// Exhaustive search, no theorem (the tests' reference).
    pub brute: Engine,
}

/// One of [`crate::theorem_check`]'s comparisons.
type Check = fn(&mut Engine, &mut Engine, &Atom, u64) -> Result<(), Mismatch>;

impl Search {
    /// Both engines under the default limits.
    pub fn new() -> Search {
        Search::within(&Limits::default())
    }

    /// Both engines under `limits` (more work for the larger positions).
    pub fn within(limits: &Limits) -> Search {
        Search {
            fast: Engine::new(limits),
            brute: Engine::brute_force(limits),
        }
    }

    /// [`theorem_check::against_brute_force`] on `atom` for the targets `0..=max_target`;
    /// panics with the mismatch.
    pub fn check(&mut self, atom: &Atom, max_target: u64) {
        self.expect(theorem_check::against_brute_force, atom, max_target);
    }

    /// [`Search::check`], the full lists in search's order too.
    pub fn check_in_order(&mut self, atom: &Atom, max_target: u64) {
        let check: Check = theorem_check::against_brute_force_in_order;
        self.expect(check, atom, max_target);
    }

    /// [`Search::check_in_order`], the lists cut at 0, 1 and 2 in order too.
    pub fn check_cut_in_order(&mut self, atom: &Atom, max_target: u64) {
        let check: Check = theorem_check::against_brute_force_cut_in_order;
        self.expect(check, atom, max_target);
    }

    fn expect(&mut self, check: Check, atom: &Atom, max_target: u64) {
        if let Err(mismatch) = check(&mut self.fast, &mut self.brute, atom, max_target) {
            panic!("{mismatch}");
        }
    }
}

/// The period `sglab period` proves for the heaps of `game`'s heap game (default limits).
pub(crate) fn period_of(game: impl Into<Atom>) -> Option<Periodicity> {
    let mut engine = Engine::new(&Limits::default());
    let report = game.into().period(&mut engine.context());
    report.ok().flatten().and_then(|report| report.period)
}

/// `Some` period `period` from heap `preperiod` on: what [`period_of`] is compared with.
pub(crate) fn periodic(preperiod: u64, period: u64) -> Option<Periodicity> {
    Some(Periodicity { preperiod, period })
}

/// Games in notation, e.g. an analysis's winning moves.
pub(crate) fn texts(games: &[crate::Game]) -> Vec<String> {
    games.iter().map(ToString::to_string).collect()
}
