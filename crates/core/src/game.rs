//! A whole game: a play rule and a disjunctive sum of atoms, with its canonical text.

use std::fmt;

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

/// A position: a rule and the atoms of its disjunctive sum, in the order written.
///
/// ```
/// let game = sglab_core::parse("nim 3 4 5").unwrap();
/// assert_eq!(game.to_string(), "nim 3 4 5");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    /// The play rule.
    pub rule: Rule,
    /// The components, each indecomposable.
    pub atoms: Vec<Atom>,
}

impl Game {
    /// A game of `atoms` under `rule`. The empty sum, which a move that leaves nothing
    /// produces, is stored as one empty Nim heap, so that a game equals its text `nim 0`.
    pub fn new(rule: Rule, mut atoms: Vec<Atom>) -> Game {
        if atoms.is_empty() {
            atoms.push(Atom::Nim(crate::games::nim::Nim { heap: 0 }));
        }
        Game { rule, atoms }
    }

    /// The same game with atom `index` replaced by the atoms of `option` (a move there).
    /// When nothing is left, the position is that atom's empty form ([`Atom::emptied`],
    /// e.g. `kayles 0`), or the empty sum `nim 0` when its notation has none.
    pub fn after(&self, index: usize, option: &[Atom]) -> Game {
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
        Game::new(self.rule, atoms)
    }
}

/// Writes a sum of atoms in canonical notation: consecutive atoms of a merging kind with
/// the same head share a row (`nim 3 4 5`), rows are joined by ` + `. An empty slice is
/// written `nim 0`, the text of the empty sum (see [`Game::new`]).
pub fn write_atoms(out: &mut String, atoms: &[Atom]) {
    if atoms.is_empty() {
        out.push_str("nim 0");
        return;
    }
    let mut previous: Option<(String, bool)> = None;
    for atom in atoms {
        let head = atom.head();
        let merges = atom.merges();
        match &previous {
            Some((last, true)) if merges && *last == head => {}
            Some(_) => {
                out.push_str(" + ");
                out.push_str(&head);
            }
            None => out.push_str(&head),
        }
        // An atom with no arguments (`tree`, the root alone) adds no space: `tree + nim 1`.
        let mut args = String::new();
        atom.write_args(&mut args);
        if !args.is_empty() {
            out.push(' ');
            out.push_str(&args);
        }
        previous = Some((head, merges));
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        if self.rule != Rule::Normal {
            out.push_str(self.rule.keyword());
            out.push_str(": ");
        }
        write_atoms(&mut out, &self.atoms);
        f.write_str(out.trim_end())
    }
}
