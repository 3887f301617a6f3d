//! Complete answers: on every small sum, under each rule, `analyze` lists exactly the
//! winning moves that an exhaustive search of the whole sum finds (same moves, same
//! order-free multiset, same total), and a capped list is the start of the full one with
//! the same total.
//!
//! The search here is independent of the library's theorems: it plays the literal rule on
//! the whole sum (under `every:` every component that can move makes one move, all
//! combinations), memoised on the sum as a multiset.

use std::collections::HashMap;

use sglab_core::analysis::analyze;
use sglab_core::games::Atom;
use sglab_core::limits::Budget;
use sglab_core::{parse, Game, Limits, Outcome, Rule};

/// Components small enough that sums of three of them stay cheap to search.
const POOL: &[&str] = &[
    "nim 0",
    "nim 1",
    "nim 2",
    "nim 3",
    "nim 1 1",
    "nim 1 2",
    "nim 2 3",
    "nim 1 1 1",
    "kayles 3",
    "kayles 2 2",
    "dawson 4",
    "lasker 3",
    "grundy 5",
    "bash m=2 3",
    "subtract {1,3} 4 2",
    "wythoff 1 2",
    "wythoff 2 2",
    "cut 2x4",
    "circle 4",
    "knight n=4 3 4",
    "knight n=4 4 4 3 3",
    "tree 1-2 2-3 1-4",
    "staircase 1 2",
    "palindrome ababa",
];

/// The components of a sum for the search: each a list of atoms, one row of the text.
fn components_of(game: &Game) -> Vec<Vec<Atom>> {
    game.components()
        .into_iter()
        .map(<[Atom]>::to_vec)
        .collect()
}

fn options_of(atom: &Atom) -> Vec<Vec<Atom>> {
    atom.options(&mut Budget::new(1_000_000))
        .expect("small atoms have few options")
}

/// Every move of one component: one atom replaced in place by one of its options.
fn component_moves(component: &[Atom]) -> Vec<Vec<Atom>> {
    let mut out = Vec::new();
    for (index, atom) in component.iter().enumerate() {
        for option in options_of(atom) {
            let mut next = component[..index].to_vec();
            next.extend(option);
            next.extend_from_slice(&component[index + 1..]);
            out.push(next);
        }
    }
    out
}

/// Every position one turn leaves, by the literal rule.
fn turns(rule: Rule, components: &[Vec<Atom>]) -> Vec<Vec<Vec<Atom>>> {
    match rule {
        Rule::Normal | Rule::Misere => {
            let mut out = Vec::new();
            for (c, component) in components.iter().enumerate() {
                for next in component_moves(component) {
                    let mut after = components.to_vec();
                    after[c] = next;
                    out.push(after);
                }
            }
            out
        }
        Rule::Every => {
            let choices: Vec<Vec<Vec<Atom>>> = components
                .iter()
                .map(|component| {
                    let moves = component_moves(component);
                    if moves.is_empty() {
                        vec![component.clone()]
                    } else {
                        moves
                    }
                })
                .collect();
            if components
                .iter()
                .all(|component| component_moves(component).is_empty())
            {
                return Vec::new();
            }
            let mut out = vec![Vec::new()];
            for choice in &choices {
                let mut longer = Vec::new();
                for prefix in &out {
                    for option in choice {
                        let mut next: Vec<Vec<Atom>> = prefix.clone();
                        next.push(option.clone());
                        longer.push(next);
                    }
                }
                out = longer;
            }
            out
        }
    }
}

/// The sum as a multiset: under normal and misère play all atoms together, under
/// `every:` each component a multiset (empty components dropped), and those a multiset.
fn key(rule: Rule, components: &[Vec<Atom>]) -> Vec<Vec<Atom>> {
    if rule != Rule::Every {
        let mut all = components.concat();
        all.sort();
        return vec![all];
    }
    let mut key: Vec<Vec<Atom>> = components
        .iter()
        .filter(|c| !c.is_empty())
        .map(|c| {
            let mut c = c.clone();
            c.sort();
            c
        })
        .collect();
    key.sort();
    key
}

/// Whether the player to move wins, by exhaustive search of the whole sum.
fn first_wins(
    rule: Rule,
    components: &[Vec<Atom>],
    memo: &mut HashMap<Vec<Vec<Atom>>, bool>,
) -> bool {
    let k = key(rule, components);
    if let Some(&known) = memo.get(&k) {
        return known;
    }
    let next = turns(rule, components);
    let wins = if next.is_empty() {
        rule == Rule::Misere
    } else {
        next.iter().any(|after| !first_wins(rule, after, memo))
    };
    memo.insert(k, wins);
    wins
}

/// Checks one game: outcome, the full list of winning moves and its total, and capped lists.
fn check(text: &str, memos: &mut HashMap<Rule, HashMap<Vec<Vec<Atom>>, bool>>) -> usize {
    let game = parse(text).unwrap_or_else(|error| panic!("{text}: {error}"));
    let components = components_of(&game);
    let memo = memos.entry(game.rule).or_default();
    let wins = first_wins(game.rule, &components, memo);
    let mut expected: Vec<String> = turns(game.rule, &components)
        .into_iter()
        .filter(|after| !first_wins(game.rule, after, memo))
        .map(|after| Game::from_components(game.rule, after).to_string())
        .collect();
    expected.sort();
    let all = Limits {
        max_listed_moves: usize::MAX,
        ..Limits::default()
    };
    let analysis = analyze(&game, &all).unwrap_or_else(|error| panic!("{text}: {error}"));
    assert_eq!(analysis.outcome == Outcome::N, wins, "outcome of {text}");
    let full: Vec<String> = analysis.winning_moves.iter().map(Game::to_string).collect();
    let mut sorted = full.clone();
    sorted.sort();
    assert_eq!(sorted, expected, "winning moves of {text}");
    assert_eq!(
        analysis.winning_moves_total,
        Some(expected.len() as u128),
        "total of {text}"
    );
    for cap in 0..=2 {
        let capped = Limits {
            max_listed_moves: cap,
            ..Limits::default()
        };
        let analysis = analyze(&game, &capped).unwrap();
        let listed: Vec<String> = analysis.winning_moves.iter().map(Game::to_string).collect();
        assert_eq!(
            listed,
            full[..cap.min(full.len())],
            "{text} capped at {cap}"
        );
        assert_eq!(analysis.winning_moves_total, Some(expected.len() as u128));
    }
    expected.len()
}

/// Every sum of one, two and three components of the pool (three from its first part),
/// under `rule`; returns how many winning moves were compared.
fn check_rule(rule: &str) -> usize {
    let mut memos = HashMap::new();
    let mut compared = 0;
    for (i, a) in POOL.iter().enumerate() {
        compared += check(&format!("{rule}: {a}"), &mut memos);
        for b in &POOL[i..] {
            compared += check(&format!("{rule}: {a} + {b}"), &mut memos);
        }
    }
    let small = &POOL[..12];
    for (i, a) in small.iter().enumerate() {
        for (j, b) in small.iter().enumerate().skip(i) {
            for c in &small[j..] {
                compared += check(&format!("{rule}: {a} + {b} + {c}"), &mut memos);
            }
        }
    }
    compared
}

#[test]
fn every_sums_list_exactly_the_winning_turns_of_exhaustive_search() {
    let compared = check_rule("every");
    assert!(compared > 1000, "only {compared} winning turns compared");
}

#[test]
fn normal_sums_list_exactly_the_winning_moves_of_exhaustive_search() {
    let compared = check_rule("normal");
    assert!(compared > 1000, "only {compared} winning moves compared");
}

#[test]
fn misere_sums_list_exactly_the_winning_moves_of_exhaustive_search() {
    let compared = check_rule("misere");
    assert!(compared > 500, "only {compared} winning moves compared");
}

#[test]
fn misere_nim_counts_winning_moves_past_the_listing_cap() {
    // An even number of heaps of 1: taking any one of them wins.
    let game = parse(&format!("misere: nim{}", " 1".repeat(300))).unwrap();
    let analysis = analyze(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.winning_moves.len(), 256);
    assert_eq!(analysis.winning_moves_total, Some(300));
}

#[test]
fn components_of_every_stay_apart() {
    let separate = parse("every: nim 9 + nim 4").unwrap();
    let together = parse("every: nim 9 4").unwrap();
    assert_ne!(separate, together);
    let limits = Limits::default();
    // Two components: both heaps are taken at once, one turn.
    let moves: Vec<String> = analyze(&separate, &limits)
        .unwrap()
        .winning_moves
        .iter()
        .map(Game::to_string)
        .collect();
    assert_eq!(moves, ["every: nim 0 + nim 0"]);
    // One component, a Nim sum: the only winning move is to the Nim P-position 4 4.
    let moves: Vec<String> = analyze(&together, &limits)
        .unwrap()
        .winning_moves
        .iter()
        .map(Game::to_string)
        .collect();
    assert_eq!(moves, ["every: nim 4 4"]);
    let knights = parse("every: knight n=8 5 5 + knight n=8 3 3").unwrap();
    assert_eq!(
        knights.to_string(),
        "every: knight n=8 5 5 + knight n=8 3 3"
    );
}
