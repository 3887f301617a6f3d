//! A whole game: a play rule and a disjunctive sum of atoms, with its canonical text.

use std::fmt;

pub use crate::games::write_atoms;
use crate::games::Atom;

/// Who wins at the end, and how components move (NOTATION.md, "Play rules").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    /// The player who cannot move loses.
    Normal,
    /// The player who cannot move wins (anti-SG).
    Misere,
    /// Every component that can move must move each turn (Every-SG).
    Every,
}

impl Rule {
    /// The keyword of the rule in notation.
    pub fn keyword(self) -> &'static str {
        match self {
            Rule::Normal => "normal",
            Rule::Misere => "misere",
            Rule::Every => "every",
        }
    }

    /// The rule named by `keyword`, if any.
    pub fn from_keyword(keyword: &str) -> Option<Rule> {
        match keyword {
            "normal" => Some(Rule::Normal),
            "misere" => Some(Rule::Misere),
            "every" => Some(Rule::Every),
            _ => None,
        }
    }
}

/// A position: a rule and the atoms of its disjunctive sum, in the order written, grouped
/// into components (the `+`-separated parts of NOTATION.md's grammar).
///
/// The grouping matters under `every:` only, where each component that can move makes one
/// move each turn: `every: nim 9 + nim 4` (two components, both move) is another game than
/// `every: nim 9 4` (one component, a Nim sum in which one move is made per turn), and the
/// canonical text keeps the components as written. Under normal and misère play a sum of
/// atoms is the same game however it is grouped, so the grouping is normalised to the
/// canonical rows (consecutive atoms of a merging kind with the same head share a row):
/// `nim 1 + nim 2` and `nim 1 2` are one game with one text, `nim 1 2`.
///
/// ```
/// let game = sglab_core::parse("nim 3 4 5").unwrap();
/// assert_eq!(game.to_string(), "nim 3 4 5");
/// let every = sglab_core::parse("every: nim 9 + nim 4").unwrap();
/// assert_eq!(every.to_string(), "every: nim 9 + nim 4");
/// assert_ne!(every, sglab_core::parse("every: nim 9 4").unwrap());
/// assert_eq!(sglab_core::parse("nim 9 + nim 4").unwrap().to_string(), "nim 9 4");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    /// The play rule.
    pub rule: Rule,
    /// The atoms of the sum, each indecomposable, components one after another.
    pub atoms: Vec<Atom>,
    // Invariant: under `every:`, the number of atoms of each component, in order; every
    // length is at least 1 and they add up to `atoms.len()`. Under normal and misère play,
    // empty: the components are the canonical rows of `atoms` ([`canonical_rows`]),
    // computed when asked, so that building a position (a move in a search) stays cheap.
    // Only the constructors set it.
    lengths: Vec<usize>,
}

impl Game {
    /// A game of `atoms` under `rule`, grouped into the canonical rows (the grouping its
    /// canonical text has when every row is a component). The empty sum, which a move that
    /// leaves nothing produces, is stored as one empty Nim heap, so that a game equals its
    /// text `nim 0`.
    pub fn new(rule: Rule, mut atoms: Vec<Atom>) -> Game {
        if atoms.is_empty() {
            atoms.push(Atom::Nim(crate::games::nim::Nim { heap: 0 }));
        }
        let lengths = match rule {
            Rule::Every => canonical_rows(&atoms),
            Rule::Normal | Rule::Misere => Vec::new(),
        };
        Game {
            rule,
            atoms,
            lengths,
        }
    }

    /// A game of the given components under `rule`. Under `every:` the components are kept
    /// as given, except that an empty one (a component whose last atom moved to nothing,
    /// which can never move again) is dropped; under normal and misère play the atoms are
    /// regrouped into canonical rows (see [`Game`]).
    ///
    /// ```
    /// use sglab_core::{games::{nim::Nim, Atom}, Game, Rule};
    /// let heap = |heap| Atom::Nim(Nim { heap });
    /// let game = Game::from_components(Rule::Every, vec![vec![heap(9)], vec![], vec![heap(4)]]);
    /// assert_eq!(game.to_string(), "every: nim 9 + nim 4");
    /// ```
    pub fn from_components(rule: Rule, components: Vec<Vec<Atom>>) -> Game {
        if rule != Rule::Every {
            return Game::new(rule, components.concat());
        }
        let mut atoms = Vec::new();
        let mut lengths = Vec::new();
        for component in components {
            if !component.is_empty() {
                lengths.push(component.len());
                atoms.extend(component);
            }
        }
        if atoms.is_empty() {
            return Game::new(rule, atoms);
        }
        Game {
            rule,
            atoms,
            lengths,
        }
    }

    /// The components of the sum, in order, each a non-empty run of [`Game::atoms`].
    pub fn components(&self) -> Vec<&[Atom]> {
        let canonical;
        let lengths = if self.rule == Rule::Every {
            &self.lengths
        } else {
            canonical = canonical_rows(&self.atoms);
            &canonical
        };
        let mut out = Vec::with_capacity(lengths.len());
        let mut start: usize = 0;
        for &length in lengths {
            let end = start.saturating_add(length).min(self.atoms.len());
            if let Some(component) = self.atoms.get(start..end) {
                out.push(component);
            }
            start = end;
        }
        out
    }

    /// Which component atom `index` belongs to, and its place in that component.
    pub fn component_of(&self, index: usize) -> Option<(usize, usize)> {
        let canonical;
        let lengths = if self.rule == Rule::Every {
            &self.lengths
        } else {
            canonical = canonical_rows(&self.atoms);
            &canonical
        };
        let mut start = 0;
        for (component, &length) in lengths.iter().enumerate() {
            if index < start + length {
                return Some((component, index - start));
            }
            start += length;
        }
        None
    }

    /// The same game with atom `index` replaced by the atoms of `option` (a move there),
    /// in the same component. Under normal and misère play, when nothing is left, the
    /// position is that atom's empty form ([`Atom::emptied`], e.g. `kayles 0`), or the empty
    /// sum `nim 0` when its notation has none; under `every:` a component that moved to
    /// nothing is dropped (it can never move again).
    pub fn after(&self, index: usize, option: &[Atom]) -> Game {
        if self.rule != Rule::Every {
            let mut atoms = Vec::with_capacity(self.atoms.len() + option.len());
            atoms.extend_from_slice(&self.atoms[..index.min(self.atoms.len())]);
            atoms.extend_from_slice(option);
            if index < self.atoms.len() {
                atoms.extend_from_slice(&self.atoms[index + 1..]);
            }
            if atoms.is_empty() {
                // Nothing is left: name it as the game moved in (`kayles 0`), not `nim 0`.
                atoms.extend(self.atoms.get(index).and_then(Atom::emptied));
            }
            return Game::new(self.rule, atoms);
        }
        let mut components: Vec<Vec<Atom>> = self
            .components()
            .into_iter()
            .map(<[Atom]>::to_vec)
            .collect();
        if let Some((component, place)) = self.component_of(index)
            && let Some(atoms) = components.get_mut(component)
        {
            atoms.splice(place..=place, option.iter().cloned());
        }
        Game::from_components(self.rule, components)
    }

    /// The key positions are told apart by: the atoms of each component as a multiset,
    /// and the components as a multiset (a sum does not depend on the order of its parts).
    /// Under normal and misère play the whole sum is one multiset, however it is grouped.
    pub fn multiset_key(&self) -> Vec<Vec<Atom>> {
        if self.rule != Rule::Every {
            let mut atoms = self.atoms.clone();
            atoms.sort();
            return vec![atoms];
        }
        let mut key: Vec<Vec<Atom>> = self
            .components()
            .into_iter()
            .map(|component| {
                let mut atoms = component.to_vec();
                atoms.sort();
                atoms
            })
            .collect();
        key.sort();
        key
    }
}

/// The canonical rows of a sum of atoms, as the number of atoms in each: consecutive atoms
/// of a merging kind with the same head share a row (`nim 3 4 5` is one row of three).
pub fn canonical_rows(atoms: &[Atom]) -> Vec<usize> {
    let mut lengths: Vec<usize> = Vec::new();
    let mut previous: Option<(String, bool)> = None;
    for atom in atoms {
        let head = atom.head();
        let merges = atom.merges();
        match (&previous, lengths.last_mut()) {
            (Some((last, true)), Some(length)) if merges && *last == head => *length += 1,
            _ => lengths.push(1),
        }
        previous = Some((head, merges));
    }
    lengths
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        if self.rule != Rule::Normal {
            out.push_str(self.rule.keyword());
            out.push_str(": ");
        }
        for (index, component) in self.components().into_iter().enumerate() {
            if index > 0 {
                out.push_str(" + ");
            }
            // A component is one row (its atoms share a head); `write_atoms` writes it so.
            write_atoms(&mut out, component);
        }
        f.write_str(out.trim_end())
    }
}
