//! Tests of `loopy`: the retrograde analysis and the generalized SG values against an
//! exhaustive fixpoint on random graphs with cycles and on the product graph of two tokens.

use std::collections::{BTreeMap, BTreeSet};

use proptest::prelude::*;

use super::*;
use crate::analysis::analyze_text;
use crate::retrograde::{label, nim_sum, sum_outcome};
use crate::{Game, Limits};

/// A random graph on nodes `n0..n{size-1}`: its edges as pairs of indices (loops allowed).
fn graphs() -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (1usize..=6).prop_flat_map(|size| {
        (
            Just(size),
            proptest::collection::vec(proptest::bool::weighted(0.3), size * size),
        )
            .prop_map(|(size, bits)| {
                let mut edges: Vec<(usize, usize)> = (0..size * size)
                    .filter(|&cell| bits[cell])
                    .map(|cell| (cell / size, cell % size))
                    .collect();
                if edges.is_empty() {
                    edges.push((0, size - 1));
                }
                (size, edges)
            })
    })
}

fn text(edges: &[(usize, usize)], tokens: &[usize]) -> String {
    let edges: Vec<String> = edges.iter().map(|(u, v)| format!("n{u}>n{v}")).collect();
    let tokens: Vec<String> = tokens.iter().map(|t| format!("n{t}")).collect();
    format!("loopy {} @ {}", edges.join(" "), tokens.join(" "))
}

/// The reference: the outcome of every state of a graph by the plain fixpoint (a state
/// with a move to a P is N; one whose moves all lead to N, none included, is P; repeat
/// until nothing changes; the rest are draws), with no queue and no counting.
fn fixpoint(successors: &[Vec<usize>]) -> Vec<Outcome> {
    let mut outcome = vec![Outcome::D; successors.len()];
    loop {
        let mut changed = false;
        for state in 0..successors.len() {
            if outcome[state] != Outcome::D {
                continue;
            }
            let next = &successors[state];
            if next.iter().any(|&n| outcome[n] == Outcome::P) {
                outcome[state] = Outcome::N;
                changed = true;
            } else if next.iter().all(|&n| outcome[n] == Outcome::N) {
                outcome[state] = Outcome::P;
                changed = true;
            }
        }
        if !changed {
            return outcome;
        }
    }
}

/// The nodes an edge mentions, and each node's successors.
fn mentioned(size: usize, edges: &[(usize, usize)]) -> (Vec<usize>, Vec<Vec<usize>>) {
    let mut successors = vec![Vec::new(); size];
    let mut nodes = BTreeSet::new();
    for &(u, v) in edges {
        successors[u].push(v);
        nodes.insert(u);
        nodes.insert(v);
    }
    (nodes.into_iter().collect(), successors)
}

/// The values of every node by name, through the parsed game.
fn values_by_node(edges: &[(usize, usize)], first: usize) -> BTreeMap<String, Generalized> {
    let game = crate::parse(&text(edges, &[first])).unwrap();
    let Atom::Loopy(token) = &game.atoms[0] else {
        panic!("not a loopy token")
    };
    token
        .nodes()
        .into_iter()
        .map(|(name, _, value)| (name.to_string(), value.clone()))
        .collect()
}

/// The two token nodes of a two-token game, sorted.
fn pair_of(game: &Game) -> Vec<String> {
    let mut pair: Vec<String> = game
        .atoms
        .iter()
        .map(|atom| match atom {
            Atom::Loopy(token) => token.node_name().to_string(),
            _ => String::new(),
        })
        .collect();
    pair.sort();
    pair
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn one_token_agrees_with_the_fixpoint((size, edges) in graphs()) {
        let (nodes, successors) = mentioned(size, &edges);
        let reference = fixpoint(&successors);
        let values = values_by_node(&edges, nodes[0]);
        for &node in &nodes {
            let analysis = analyze_text(&text(&edges, &[node]), &Limits::default()).unwrap();
            prop_assert_eq!(analysis.outcome, reference[node], "n{} in {:?}", node, edges);
            let game = crate::parse(&text(&edges, &[node])).unwrap();
            let Atom::Loopy(token) = &game.atoms[0] else { panic!() };
            // Retrograde analysis and the generalized value tell the same outcome.
            prop_assert_eq!(token.outcome(), reference[node]);
            prop_assert_eq!(values[&format!("n{node}")].outcome(), reference[node]);
            // The winning moves are exactly the moves to a P; the drawing moves to a D.
            let wins: Vec<String> = analysis.winning_moves.iter().map(|g| pair_of(g)[0].clone()).collect();
            let draws: Vec<String> = analysis.drawing_moves.iter().map(|g| pair_of(g)[0].clone()).collect();
            let to = |from: Outcome, wanted: Outcome| -> Vec<String> {
                successors[node]
                    .iter()
                    .filter(|&&n| reference[node] == from && reference[n] == wanted)
                    .map(|n| format!("n{n}"))
                    .collect()
            };
            prop_assert_eq!(wins, to(Outcome::N, Outcome::P));
            prop_assert_eq!(draws, to(Outcome::D, Outcome::D));
        }
    }

    #[test]
    fn two_tokens_agree_with_the_product_graph((size, edges) in graphs()) {
        let (nodes, successors) = mentioned(size, &edges);
        // The product graph: state u * size + v, a move of either token.
        let state = |u: usize, v: usize| u * size + v;
        let mut product = vec![Vec::new(); size * size];
        for u in 0..size {
            for v in 0..size {
                for &w in &successors[u] {
                    product[state(u, v)].push(state(w, v));
                }
                for &w in &successors[v] {
                    product[state(u, v)].push(state(u, w));
                }
            }
        }
        let reference = fixpoint(&product);
        let values = values_by_node(&edges, nodes[0]);
        let value = |node: usize| values[&format!("n{node}")].clone();
        // The generalized values of the product graph, labelled on their own.
        let product_edges: Vec<(usize, usize)> = product
            .iter()
            .enumerate()
            .flat_map(|(from, next)| next.iter().map(move |&to| (from, to)))
            .collect();
        let (product_values, _) = label(&Digraph::new(size * size, &product_edges), &mut Budget::new(u64::MAX)).unwrap();
        for &u in &nodes {
            for &v in &nodes {
                let expected = reference[state(u, v)];
                // Smith's rule on the two values predicts the product's outcome.
                prop_assert_eq!(sum_outcome(&[value(u), value(v)]), expected, "n{} n{} in {:?}", u, v, edges);
                // And the sum's value is the generalized Nim sum of the two.
                prop_assert_eq!(&product_values[state(u, v)], &nim_sum(&[value(u), value(v)]));
                let analysis = analyze_text(&text(&edges, &[u, v]), &Limits::default()).unwrap();
                prop_assert_eq!(analysis.outcome, expected);
                let mut wins: Vec<Vec<String>> = analysis.winning_moves.iter().map(pair_of).collect();
                let mut draws: Vec<Vec<String>> = analysis.drawing_moves.iter().map(pair_of).collect();
                wins.sort();
                draws.sort();
                let mut to_p = Vec::new();
                let mut to_d = Vec::new();
                for &next in &product[state(u, v)] {
                    let mut pair = vec![format!("n{}", next / size), format!("n{}", next % size)];
                    pair.sort();
                    match (expected, reference[next]) {
                        (Outcome::N, Outcome::P) => to_p.push(pair),
                        (Outcome::D, Outcome::D) => to_d.push(pair),
                        _ => {}
                    }
                }
                to_p.sort();
                to_d.sort();
                prop_assert_eq!(&wins, &to_p);
                prop_assert_eq!(analysis.winning_moves_total, Some(to_p.len() as u128));
                prop_assert_eq!(&draws, &to_d);
                prop_assert_eq!(analysis.drawing_moves_total, Some(to_d.len() as u128));
            }
        }
    }

    #[test]
    fn values_satisfy_the_definition((size, edges) in graphs()) {
        // Smith's definition: a finite m has no option m, an option of each smaller value,
        // and every option of a larger or ∞ value has an option of value m; ∞(K) has K the
        // finite values of its options.
        let (nodes, successors) = mentioned(size, &edges);
        let values = values_by_node(&edges, nodes[0]);
        let value = |node: usize| values[&format!("n{node}")].clone();
        for &node in &nodes {
            let options: Vec<Generalized> = successors[node].iter().map(|&n| value(n)).collect();
            match value(node) {
                Generalized::Finite(m) => {
                    prop_assert!(!options.contains(&Generalized::Finite(m)));
                    for smaller in 0..m {
                        prop_assert!(options.contains(&Generalized::Finite(smaller)));
                    }
                    for &next in &successors[node] {
                        if value(next).finite().is_none_or(|x| x > m) {
                            prop_assert!(successors[next].iter().any(|&n| value(n) == Generalized::Finite(m)));
                        }
                    }
                }
                Generalized::Infinite(set) => {
                    let finite: BTreeSet<u64> = options.iter().filter_map(Generalized::finite).collect();
                    prop_assert_eq!(set, finite.into_iter().collect::<Vec<_>>());
                }
            }
        }
    }
}

#[test]
fn the_issues_examples() {
    let outcome = |text: &str| analyze_text(text, &Limits::default()).unwrap().outcome;
    assert_eq!(outcome("loopy 1>2 2>1 @ 1"), Outcome::D);
    assert_eq!(outcome("loopy 1>2 2>1 1>3 @ 1"), Outcome::N);
    assert_eq!(outcome("loopy 1>2 2>1 1>3 @ 2"), Outcome::P);
    // A loop alone is a draw; with an exit the exit wins.
    assert_eq!(outcome("loopy a>a @ a"), Outcome::D);
    assert_eq!(outcome("loopy a>a a>b @ a"), Outcome::N);
    // Two draws never add up to a win: two or more ∞ are a draw.
    assert_eq!(outcome("loopy a>a a>b @ a a"), Outcome::D);
    // A finite value plays as a Nim heap beside other games: 1 here, and nim 1 cancels it.
    assert_eq!(outcome("loopy 1>2 2>1 1>3 @ 1 + nim 1"), Outcome::P);
    let analysis = analyze_text("loopy 1>2 2>1 @ 1 + nim 3", &Limits::default()).unwrap();
    assert_eq!(analysis.outcome, Outcome::D);
    let (total, values) = analysis.generalized.unwrap();
    assert_eq!(total.to_string(), "∞{}");
    assert_eq!(
        values.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["∞{}", "3"]
    );
    // Every move keeps the draw: the token's and each of nim's three.
    assert_eq!(analysis.drawing_moves_total, Some(4));
}

#[test]
fn a_value_with_its_set() {
    // b has no move (0); c moves to b (1); a moves to b, c and itself: ∞{0,1}. With nim 1
    // beside it the only winning move is a>c, leaving 1 + 1.
    let analysis = analyze_text("loopy a>a a>b a>c c>b @ a + nim 1", &Limits::default()).unwrap();
    let (total, values) = analysis.generalized.clone().unwrap();
    assert_eq!(values[0].to_string(), "∞{0,1}");
    assert_eq!(total.to_string(), "∞{0,1}");
    assert_eq!(analysis.outcome, Outcome::N);
    let moves: Vec<String> = analysis
        .winning_moves
        .iter()
        .map(|g| g.to_string())
        .collect();
    assert_eq!(moves, ["loopy a>a a>b a>c c>b @ c + nim 1"]);
    assert_eq!((analysis.sg, analysis.component_sg), (None, None));
}

#[test]
fn canonical_text_and_errors() {
    let game = crate::parse("loopy b>a a>b a>a @ b a").unwrap();
    assert_eq!(game.to_string(), "loopy a>a a>b b>a @ b a");
    let error = |text: &str| crate::parse(text).unwrap_err();
    assert_eq!(
        error("loopy a>b a>b @ a").kind,
        ParseErrorKind::Invalid(Invalid::BadEdge)
    );
    assert_eq!(
        error("loopy a>b @ c").kind,
        ParseErrorKind::Invalid(Invalid::UnknownNode)
    );
    for rule in ["misere", "every"] {
        let found = error(&format!("{rule}: loopy a>b @ a"));
        assert_eq!(
            (found.kind, found.column),
            (ParseErrorKind::Invalid(Invalid::LoopyRule), 1)
        );
        assert!(found.to_string().contains("normal play only"), "{found}");
        let chinese = found.render(crate::i18n::Lang::Zh.words());
        assert!(chinese.contains("只按正常规则进行"), "{chinese}");
    }
    let edges: Vec<String> = (0..=MAX_LOOPY_EDGES).map(|n| format!("a>b{n}")).collect();
    let found = error(&format!("loopy {} @ a", edges.join(" ")));
    assert_eq!(
        found.kind,
        ParseErrorKind::Invalid(Invalid::TooManyEdges(MAX_LOOPY_EDGES as u64))
    );
    assert!(found.to_string().contains("at most 1000 edges"), "{found}");
    let tokens = vec!["a"; MAX_LOOPY_TOKENS + 1].join(" ");
    let found = error(&format!("loopy a>b @ {tokens}"));
    assert!(found.to_string().contains("at most 100 tokens"), "{found}");
}

#[test]
fn the_largest_graph_is_solved_quickly_and_without_recursion() {
    // A long cycle with an exit at its end, and a dense corner: the largest row allowed.
    let mut edges: Vec<String> = (0..900).map(|n| format!("{n}>{}", n + 1)).collect();
    edges.push("900>0".into());
    edges.push("900>exit".into());
    for u in 0..9 {
        for v in 0..11 {
            if edges.len() < MAX_LOOPY_EDGES {
                edges.push(format!("d{u}>d{v}"));
            }
        }
    }
    let text = format!("loopy {} @ 0 d0", edges.join(" "));
    let started = std::time::Instant::now();
    let analysis = analyze_text(&text, &Limits::default()).unwrap();
    assert!(started.elapsed().as_secs() < 5);
    // 900 wins by the exit, 899 loses, ... alternately down to 0 (900 even: 0 wins).
    let game = crate::parse(&format!("loopy {} @ 0", edges.join(" "))).unwrap();
    assert_eq!(
        analyze_text(&game.to_string(), &Limits::default())
            .unwrap()
            .outcome,
        Outcome::N
    );
    assert!(analysis.generalized.is_some());
}

#[test]
fn a_rule_other_than_normal_play_stops_the_analysis() {
    // The parser refuses `misere:` and `every:` here; a game built without it stops too.
    let game = crate::parse("loopy 1>2 2>1 @ 1").unwrap();
    for rule in [crate::Rule::Misere, crate::Rule::Every] {
        let built = Game::new(rule, game.atoms.clone());
        assert!(matches!(
            crate::analyze(&built, &Limits::default()),
            Err(LimitError::Loopy { .. })
        ));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn the_state_graph_of_two_tokens_agrees_with_the_product_graph((size, edges) in graphs()) {
        let (nodes, successors) = mentioned(size, &edges);
        let state = |u: usize, v: usize| u * size + v;
        let mut product = vec![Vec::new(); size * size];
        for u in 0..size {
            for v in 0..size {
                for &w in &successors[u] {
                    product[state(u, v)].push(state(w, v));
                }
                for &w in &successors[v] {
                    product[state(u, v)].push(state(u, w));
                }
            }
        }
        let reference = fixpoint(&product);
        let (u, v) = (nodes[0], nodes[nodes.len() - 1]);
        let game = crate::parse(&text(&edges, &[u, v])).unwrap();
        let graph = crate::explore::graph(&game, 2000, &Limits::default(), &mut Budget::new).unwrap();
        for node in &graph.nodes {
            let pair = pair_of(&node.game);
            let index = |name: &str| name[1..].parse::<usize>().unwrap();
            let expected = reference[state(index(&pair[0]), index(&pair[1]))];
            prop_assert_eq!(node.outcome, expected, "{}", node.game);
        }
        // Every move of the product is an edge, cycles included.
        let moves: usize = graph.nodes.iter().map(|node| {
            let pair = pair_of(&node.game);
            let index = |name: &str| name[1..].parse::<usize>().unwrap();
            product[state(index(&pair[0]), index(&pair[1]))].len()
        }).sum();
        prop_assert!(graph.edges.len() <= moves);
        prop_assert!(!graph.truncated);
    }

}
