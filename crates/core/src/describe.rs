//! What a game's text is made of, for the page and the widgets: its rule, its components
//! as written, and for each the table that can show it (a heap game's strip, a
//! two-number game's grid), so no caller has to re-read notation with patterns.

use crate::game::{Game, Rule};
use crate::games::Atom;
use crate::tables::pair_cell;

/// The table view that can show a component.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableKind {
    /// A heap game: the SG strip of `row` (the component's text without heaps, which
    /// `tables::sequence_with` accepts), with the component's heaps marked.
    Strip {
        /// The component's text without heaps (`bash m=3`).
        row: String,
        /// The component's heaps, marked on the strip.
        heaps: Vec<u64>,
    },
    /// A two-number game (`wythoff`, `euclid`, `cut`): the grid of `keyword`, with the
    /// component's cell marked.
    Grid {
        /// The game's keyword (`wythoff`).
        keyword: String,
        /// The component's cell `(a, b)`, marked on the grid.
        cell: (u64, u64),
    },
    /// No table shows this kind of game.
    None,
}

/// One `+`-separated component of a game, as its canonical text writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Component {
    /// The component's canonical text, without the rule (`nim 3 4`, `wythoff 1 2`).
    pub text: String,
    /// Its keyword (`nim`, `bash`, `wythoff`...).
    pub keyword: String,
    /// The table that shows it.
    pub table: TableKind,
}

/// A game's rule and components.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Description {
    /// The canonical text of the whole game.
    pub game: String,
    /// The play rule.
    pub rule: Rule,
    /// The components, in the order of the canonical text.
    pub components: Vec<Component>,
    /// Whether its positions may repeat (a game that may never end): its positions are P, N
    /// or D by retrograde analysis, and its values generalized SG values (Smith 1966).
    pub may_repeat: bool,
}

/// Describes `game`: its components (rows of the canonical text) and their tables.
///
/// ```
/// use sglab_core::describe::{describe, TableKind};
/// let game = sglab_core::parse("misere: bash m=3 4 5 + wythoff 1 2").unwrap();
/// let description = describe(&game);
/// assert_eq!(description.components.len(), 2);
/// assert_eq!(description.components[0].table, TableKind::Strip { row: "bash m=3".into(), heaps: vec![4, 5] });
/// ```
pub fn describe(game: &Game) -> Description {
    let mut rows: Vec<(String, bool, Vec<&Atom>)> = Vec::new();
    for atom in &game.atoms {
        let head = atom.head();
        let merges = atom.merges();
        match rows.last_mut() {
            Some((last, true, atoms)) if merges && *last == head => atoms.push(atom),
            _ => rows.push((head, merges, vec![atom])),
        }
    }
    let components = rows
        .into_iter()
        .map(|(head, _, atoms)| component(&head, &atoms))
        .collect();
    Description {
        game: game.to_string(),
        rule: game.rule,
        components,
        may_repeat: game.atoms.iter().any(|atom| atom.loopy_value().is_some()),
    }
}

fn component(head: &str, atoms: &[&Atom]) -> Component {
    let owned: Vec<Atom> = atoms.iter().map(|atom| (*atom).clone()).collect();
    let mut text = String::new();
    crate::game::write_atoms(&mut text, &owned);
    let keyword = head
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string();
    let heap_game = atoms.iter().all(|atom| atom.with_heap(0).is_some());
    let table = if heap_game {
        atoms
            .iter()
            .map(|atom| atom.heap())
            .collect::<Option<Vec<u64>>>()
            .map(|heaps| TableKind::Strip {
                row: head.to_string(),
                heaps,
            })
            .unwrap_or(TableKind::None)
    } else if let (Some((row, a, b)), 1) = (atoms.first().and_then(|a| pair_cell(a)), atoms.len()) {
        // `keyword` here is the row `grid` takes: `wythoff`, or a game of your own's rules.
        TableKind::Grid {
            keyword: row,
            cell: (a, b),
        }
    } else {
        TableKind::None
    };
    Component {
        text: text.trim_end().to_string(),
        keyword,
        table,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn described(text: &str) -> Description {
        describe(&crate::parse(text).expect(text))
    }

    #[test]
    fn a_game_whose_positions_may_repeat_says_so() {
        assert!(described("loopy 1>2 2>1 @ 1").may_repeat);
        assert!(described("nim 3 + loopy a>b @ a").may_repeat);
        assert!(!described("dag 1>2 2>3 @ 1").may_repeat);
        assert!(!described("nim 3 4 5").may_repeat);
    }

    #[test]
    fn components_and_tables() {
        let d = described("nim 3 + wythoff 1 2 + kayles 5");
        assert_eq!(d.rule, Rule::Normal);
        let texts: Vec<&str> = d.components.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(texts, ["nim 3", "wythoff 1 2", "kayles 5"]);
        assert_eq!(
            d.components[0].table,
            TableKind::Strip {
                row: "nim".into(),
                heaps: vec![3]
            }
        );
        assert_eq!(
            d.components[1].table,
            TableKind::Grid {
                keyword: "wythoff".into(),
                cell: (1, 2)
            }
        );
        assert_eq!(d.components[2].keyword, "kayles");
    }

    #[test]
    fn rows_with_parameters_and_other_kinds() {
        let d = described("every: subtract {1,3,4} 10 7 + cut 4x5 + tree 1-2 2-3");
        assert_eq!(d.rule, Rule::Every);
        assert_eq!(
            d.components[0].table,
            TableKind::Strip {
                row: "subtract {1,3,4}".into(),
                heaps: vec![10, 7]
            }
        );
        assert_eq!(
            d.components[1].table,
            TableKind::Grid {
                keyword: "cut".into(),
                cell: (4, 5)
            }
        );
        assert_eq!(d.components[2].table, TableKind::None);
        // Every strip row is accepted back by the table builder.
        for text in [
            "octal 0.137 9",
            "bash m=3 10",
            "powers b=2 7",
            "split f=2 9",
            "circle 7",
            "grundy 9",
        ] {
            let d = described(text);
            match &d.components[0].table {
                TableKind::Strip { row, .. } => {
                    assert!(crate::tables::heap_component(row).is_ok(), "{row}")
                }
                other => panic!("{text}: {other:?}"),
            }
        }
    }
}
