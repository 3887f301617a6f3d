//! The board view checked against core's move generator: for many positions of every
//! kind, in both languages, every `data-game` in the drawing is one of the game's options
//! (the whole game after one move of one atom, by `Atom::options` and `Game::after`), and
//! for positions drawn in full every option has a part; every part names its move
//! (`data-move`, `<title>`); the SVG parses as XML and holds nothing active or external.

#[path = "support/safe_svg.rs"]
mod safe_svg;

use std::collections::{BTreeSet, HashSet};

use roxmltree::Document;
use safe_svg::check_safe;
use sglab_core::game::{write_atoms, Game, Rule};
use sglab_core::i18n::Lang;
use sglab_core::limits::Budget;
use sglab_core::{parse, Limits};
use sglab_draw::board::MAX_PARTS;
use sglab_draw::{draw_svg, DrawOptions, View};

fn options(lang: Lang) -> DrawOptions<'static> {
    DrawOptions {
        lang: lang.words(),
        id_prefix: "b".to_string(),
        ..DrawOptions::default()
    }
}

/// Every option of each atom, `None` for an atom with too many to list here.
fn atom_options(game: &Game) -> Vec<Option<Vec<Vec<sglab_core::games::Atom>>>> {
    game.atoms
        .iter()
        .map(|atom| atom.options(&mut Budget::new(1_000_000)).ok())
        .collect()
}

fn sum_text(atoms: &[sglab_core::games::Atom]) -> String {
    let mut out = String::new();
    write_atoms(&mut out, atoms);
    out
}

/// The positions one move of one atom leaves, as whole games.
fn whole_options(game: &Game) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (index, options) in atom_options(game).iter().enumerate() {
        for option in options.iter().flatten() {
            out.insert(game.after(index, option).to_string());
        }
    }
    out
}

/// A position as the sorted texts of its atoms (a sum does not depend on their order).
fn position(text: &str) -> Vec<String> {
    let game = parse(text).unwrap();
    let mut atoms: Vec<String> = game
        .atoms
        .iter()
        .map(|atom| {
            format!("{} {}", atom.head(), {
                let mut args = String::new();
                atom.write_args(&mut args);
                args
            })
        })
        .collect();
    atoms.sort();
    atoms.insert(0, game.rule.keyword().to_string());
    atoms
}

/// What a drawing's parts say.
struct Parts {
    games: Vec<String>,
    options: Vec<(usize, String)>,
    count: usize,
}

fn parts_of(xml: &str) -> Parts {
    let document = Document::parse(xml).unwrap();
    let mut parts = Parts {
        games: Vec::new(),
        options: Vec::new(),
        count: 0,
    };
    for node in document
        .descendants()
        .filter(|n| n.has_attribute("data-move"))
    {
        parts.count += 1;
        assert!(
            node.attribute("class")
                .is_some_and(|c| c.contains("sg-part")),
            "a part without its class"
        );
        assert!(!node.attribute("data-move").unwrap().is_empty());
        let title = node
            .children()
            .find(|c| c.has_tag_name("title"))
            .and_then(|t| t.text())
            .unwrap_or("");
        assert!(title.contains(" → "), "part without a title: {title:?}");
        let atom: usize = node.attribute("data-atom").unwrap().parse().unwrap();
        match node.attribute("data-game") {
            Some(game) => parts.games.push(game.to_string()),
            None => parts
                .options
                .push((atom, node.attribute("data-option").unwrap().to_string())),
        }
    }
    parts
}

/// Whether the drawing of `game` is expected to offer every option: no documented cap
/// applies (heaps and rows of more than 40, Moore moves in several heaps, Wythoff boards of
/// 16 and more, more than 40 Euclid results, stacks of more than 12 coins, sheets wider
/// than 30, knight boards larger than 12, words longer than 200, more than `MAX_PARTS`).
fn drawn_in_full(game: &Game) -> bool {
    use sglab_core::games::Atom;
    let capped = |(index, atom): (usize, &Atom)| match atom {
        Atom::Moore(m) => {
            (m.k >= 2 && m.heaps.iter().filter(|&&h| h > 0).count() >= 2)
                || m.heaps.iter().any(|&h| h > 40)
        }
        Atom::Wythoff(w) => w.a.max(w.b) >= 16,
        Atom::Euclid(_) => atom_options(game)[index]
            .as_ref()
            .is_none_or(|o| o.len() > 40),
        Atom::Staircase(s) => s.coins.iter().any(|&c| c > 12),
        Atom::Cut(c) => c.width.max(c.height) > 30,
        Atom::Knight(k) => k.n > 12,
        Atom::Palindrome(p) => p.word().len() > 200,
        Atom::Tree(_) | Atom::Graph(_) | Atom::Dag(_) | Atom::Loopy(_) | Atom::Circle(_) => false,
        _ => {
            let mut args = String::new();
            atom.write_args(&mut args);
            args.parse::<u64>().map_or(true, |heap| heap > 40)
        }
    };
    whole_options(game).len() <= MAX_PARTS && !game.atoms.iter().enumerate().any(capped)
}

/// Draws `text` in both languages and checks every part against core.
fn check(text: &str) -> usize {
    let limits = Limits::default();
    let game = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let expected = whole_options(&game);
    let per_atom = atom_options(&game);
    let movable = per_atom
        .iter()
        .filter(|o| o.as_ref().is_none_or(|o| !o.is_empty()))
        .count();
    let whole = game.rule != Rule::Every || movable <= 1;
    let mut count = 0;
    for lang in [Lang::En, Lang::Zh] {
        let xml = draw_svg(text, View::Board, &options(lang), &limits)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        check_safe(&xml);
        if lang == Lang::Zh {
            assert!(
                xml.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{text}: no Chinese"
            );
        }
        let parts = parts_of(&xml);
        assert!(parts.count <= MAX_PARTS, "{text}: {} parts", parts.count);
        for game_text in &parts.games {
            assert!(
                whole,
                "{text}: a data-game under every: with {movable} movable atoms"
            );
            assert!(
                expected.contains(game_text),
                "{text}: {game_text} is not an option; options: {expected:?}"
            );
        }
        for (atom, option) in &parts.options {
            assert!(!whole, "{text}: data-option where data-game was due");
            let listed: HashSet<String> = per_atom[*atom]
                .iter()
                .flatten()
                .map(|o| sum_text(o))
                .collect();
            assert!(
                listed.contains(option),
                "{text}: atom {atom} has no option {option}"
            );
        }
        if whole && drawn_in_full(&game) {
            // Positions, not texts: moving either of two tokens on one node is one move.
            let drawn: HashSet<Vec<String>> = parts.games.iter().map(|g| position(g)).collect();
            let missing: Vec<&String> = expected
                .iter()
                .filter(|o| !drawn.contains(&position(o)))
                .collect();
            assert!(
                missing.is_empty(),
                "{text}: options without a part: {missing:?}"
            );
        }
        if !whole && drawn_in_full(&game) {
            for (atom, options) in per_atom.iter().enumerate() {
                for option in options.iter().flatten() {
                    let key = (atom, sum_text(option));
                    assert!(parts.options.contains(&key), "{text}: no part for {key:?}");
                }
            }
        }
        count += parts.count;
    }
    count
}

#[test]
fn heap_games_take_and_split_by_core() {
    let mut parts = 0;
    for n in 0..=14 {
        for head in [
            "nim",
            "bash m=1",
            "bash m=3",
            "subtract {1,3,4}",
            "subtract {2..3}",
            "powers b=2",
            "powers b=3",
            "lasker",
            "grundy",
            "split f=1",
            "split f=3",
        ] {
            parts += check(&format!("{head} {n}"));
            parts += check(&format!("{head} {n} 3"));
        }
    }
    for text in [
        "nim 57 3",
        "lasker 45",
        "bash m=4 100",
        "split f=2 50",
        "nim 1000000000000",
    ] {
        check(text);
    }
    assert!(parts > 1000, "{parts}");
}

#[test]
fn moore_draws_the_single_heap_moves() {
    for text in [
        "moore k=2 3 5 2",
        "moore k=1 2 3",
        "moore k=3 1 0 2",
        "moore k=2 0 4",
        "moore k=2 0 0",
    ] {
        check(text);
    }
    // Every single-heap move is there.
    let xml = draw_svg(
        "moore k=2 3 5 2",
        View::Board,
        &options(Lang::En),
        &Limits::default(),
    )
    .unwrap();
    assert_eq!(parts_of(&xml).games.len(), 3 + 5 + 2);
}

#[test]
fn pins_knock_down_what_the_code_allows() {
    for n in 0..=14 {
        for head in [
            "kayles",
            "dawson",
            "octal 0.137",
            "octal 4.07",
            "octal 0.007",
            "octal 0.6",
            "octal 0.4",
        ] {
            check(&format!("{head} {n}"));
        }
    }
    check("kayles 7 2");
    check("kayles 60");
    check("dawson 41 + kayles 3");
}

#[test]
fn two_number_games_move_by_core() {
    for a in 0..=9 {
        for b in 0..=9 {
            check(&format!("wythoff {a} {b}"));
            if a + b > 0 {
                check(&format!("euclid {a} {b}"));
            }
        }
    }
    for text in [
        "wythoff 40 65",
        "wythoff 12 20",
        "euclid 100 3",
        "euclid 1 1000",
        "wythoff 1000000 1618034",
    ] {
        check(text);
    }
}

#[test]
fn staircase_circle_and_cut_move_by_core() {
    for text in [
        "staircase 3 0 2 5",
        "staircase 1",
        "staircase 0 0 4",
        "staircase 2 2 2 2 2 2",
        "staircase 20 1",
        "staircase 0",
    ] {
        check(text);
    }
    for n in 0..=14 {
        check(&format!("circle {n}"));
    }
    check("circle 100");
    for w in 1..=9 {
        for h in 1..=9 {
            check(&format!("cut {w}x{h}"));
        }
    }
    for text in ["cut 60x3", "cut 200x200", "cut 2x3 4x5", "cut 31x31"] {
        check(text);
    }
}

#[test]
fn hackenbush_plants_delete_edges_by_core() {
    for text in [
        "tree",
        "tree 1-2",
        "tree 1-2 1-3 2-4 2-5 3-6",
        "tree 1-2 2-3 3-4 4-5",
        "tree 1-2 1-3 1-4 1-5",
        "tree a-b b-c b-d d-e d-f",
        "graph 1-1",
        "graph 1-2 1-2",
        "graph 1-2 2-3 3-1 3-4 1-1 2-3",
        "graph 1-2 2-3 3-4 4-1 2-2 4-5 5-5",
        "graph 1-2 2-3 3-1 + tree 1-2",
        "nim 2 + tree 1-2 1-3",
    ] {
        check(text);
    }
    // A large tree: parts are capped, and the drawing says so.
    let edges: Vec<String> = (2..=450).map(|v| format!("{}-{v}", v / 2)).collect();
    let text = format!("tree {}", edges.join(" "));
    check(&text);
    let xml = draw_svg(&text, View::Board, &options(Lang::En), &Limits::default()).unwrap();
    assert_eq!(parts_of(&xml).count, MAX_PARTS);
    assert!(xml.contains(&format!("Only the first {MAX_PARTS} moves")));
}

#[test]
fn dags_knights_and_words_move_by_core() {
    for text in [
        "dag a>b a>c b>d c>d d>e @ a a c",
        "dag 1>2 1>3 2>3 @ 1",
        "dag 1>2 @ 2",
        "dag 1>2 2>3 @ 1 2 3 + dag x>y @ x",
        // Graphs with cycles: arrows back up and loops are moves too.
        "loopy 1>2 2>1 @ 1",
        "loopy a>a a>b b>c c>b b>d @ a",
        "loopy a>b b>a b>c c>d d>c a>e @ a b c",
        "loopy a>a a>b @ a a + nim 2",
        "palindrome abacabadaba",
        "palindrome aaaaa",
        "palindrome abc",
        "palindrome abcba xyx",
        "palindrome a",
    ] {
        check(text);
    }
    for x in 1..=8 {
        for y in 1..=8 {
            check(&format!("knight n=8 {x} {y}"));
        }
    }
    for text in [
        "knight n=8 5 6 3 3",
        "knight n=1000 500 400 3 3",
        "knight n=20 15 15",
        "knight n=1 1 1",
    ] {
        check(text);
    }
    let long = "ab".repeat(150) + "a";
    check(&format!("palindrome {long}"));
}

#[test]
fn rules_and_sums_keep_the_rest_of_the_game() {
    for text in [
        "misere: nim 1 2 + wythoff 1 2",
        "nim 3 + wythoff 1 2 + kayles 5",
        "every: nim 3 + kayles 4",
        "every: nim 3 + nim 0",
        "every: nim 9 4",
        "every: wythoff 2 3",
        "misere: staircase 1 2 + circle 4 + cut 4x4",
    ] {
        check(text);
    }
    // The move keeps the rule and the other components.
    let xml = draw_svg(
        "misere: nim 1 2 + wythoff 1 2",
        View::Board,
        &options(Lang::En),
        &Limits::default(),
    )
    .unwrap();
    let games = parts_of(&xml).games;
    assert!(
        games.contains(&"misere: nim 0 2 + wythoff 1 2".to_string()),
        "{games:?}"
    );
    assert!(
        games.contains(&"misere: nim 1 2 + wythoff 0 1".to_string()),
        "{games:?}"
    );
}

#[test]
fn many_moves_are_capped_and_said() {
    let text = format!("nim {}", ["40"; 12].join(" "));
    let xml = draw_svg(&text, View::Board, &options(Lang::Zh), &Limits::default()).unwrap();
    let parts = parts_of(&xml);
    assert_eq!(parts.count, MAX_PARTS);
    assert!(xml.contains(&format!("只有前 {MAX_PARTS} 步")));
    check(&text);
}

/// Under `every:`, one part per component assembles, as the page does (each component's
/// `data-after` in place, components with nothing left dropped), into a whole turn that
/// core lists: every combination of parts is checked for small sums.
#[test]
fn every_parts_assemble_into_whole_turns() {
    let limits = Limits::default();
    for text in [
        "every: nim 2 + kayles 3",
        "every: nim 2 1 + bash m=2 3",
        "every: nim 1 + wythoff 1 2 + nim 0",
        "every: tree 1-2 1-3 + nim 1",
    ] {
        let game = parse(text).unwrap();
        let mut engine = sglab_core::engine::Engine::new(&limits);
        let turns: BTreeSet<String> = sglab_core::explore::options(&game, 500, &mut engine)
            .unwrap()
            .moves
            .iter()
            .map(|m| m.game.to_string())
            .collect();
        let xml = draw_svg(text, View::Board, &options(Lang::En), &limits).unwrap();
        let document = Document::parse(&xml).unwrap();
        let components: Vec<String> = game
            .components()
            .iter()
            .map(|atoms| {
                let mut out = String::new();
                write_atoms(&mut out, atoms);
                out
            })
            .collect();
        let mut choices: Vec<Vec<String>> = vec![Vec::new(); components.len()];
        for node in document
            .descendants()
            .filter(|n| n.has_attribute("data-option"))
        {
            let index: usize = node
                .attribute("data-component-index")
                .unwrap()
                .parse()
                .unwrap();
            choices[index].push(node.attribute("data-after").unwrap().to_string());
        }
        // Every combination: one part of each component that has parts.
        let mut assembled = vec![components.clone()];
        for (index, list) in choices.iter().enumerate().filter(|(_, l)| !l.is_empty()) {
            assembled = assembled
                .iter()
                .flat_map(|texts| {
                    list.iter().map(move |after| {
                        let mut texts = texts.clone();
                        texts[index] = after.clone();
                        texts
                    })
                })
                .collect();
        }
        assert!(assembled.len() > 1, "{text}: no parts");
        for texts in assembled {
            let kept: Vec<&String> = texts.iter().filter(|t| !t.is_empty()).collect();
            let joined = kept
                .iter()
                .map(|t| t.as_str())
                .collect::<Vec<_>>()
                .join(" + ");
            let turn = parse(&format!(
                "every: {}",
                if joined.is_empty() { "nim 0" } else { &joined }
            ))
            .unwrap()
            .to_string();
            assert!(
                turns.contains(&turn),
                "{text}: {turn} is not a turn; turns: {turns:?}"
            );
        }
    }
}
