//! Tests of the state graph, the option list and the computer's move: every node's
//! outcome agrees with `analyze` of its own text, every edge is a real move, caps hold.

use super::*;
use crate::analysis::analyze_text;
use crate::parse;

fn limits() -> Limits {
    Limits::default()
}

fn build(text: &str, max_nodes: usize) -> StateGraph {
    let game = parse(text).unwrap();
    graph(&game, max_nodes, &limits(), &mut Budget::new).unwrap()
}

/// The multisets of atoms one move from `game` leaves, generated independently of
/// `moves`: one atom replaced (normal, misère), or by `moves` for Every-SG.
/// For a position too large to enumerate: the winning moves `analyze` lists.
fn successor_keys(game: &Game) -> HashSet<Vec<Vec<Atom>>> {
    let mut budget = Budget::new(MAX_NODE_MOVES);
    let huge = || {
        let analysis = crate::analysis::analyze(game, &limits()).unwrap();
        analysis.winning_moves.iter().map(key_of).collect()
    };
    if moves(game, &mut Engine::new(&limits()), false)
        .unwrap()
        .is_none()
    {
        return huge();
    }
    match game.rule {
        Rule::Normal | Rule::Misere => {
            let mut out = HashSet::new();
            for (index, atom) in game.atoms.iter().enumerate() {
                let Ok(options) = atom.options(&mut budget) else {
                    return huge();
                };
                for option in options {
                    out.insert(key_of(&game.after(index, &option)));
                }
            }
            out
        }
        Rule::Every => {
            let mut engine = Engine::new(&limits());
            match moves(game, &mut engine, false).unwrap() {
                Some(found) => found.iter().map(key_of).collect(),
                None => huge(),
            }
        }
    }
}

/// Checks one complete or truncated graph against `analyze` and the rules of moves.
fn check(graph: &StateGraph) {
    assert_eq!(graph.nodes[0].depth, 0);
    for node in &graph.nodes {
        let text = node.game.to_string();
        let analysis = analyze_text(&text, &limits()).unwrap();
        assert_eq!(node.outcome, analysis.outcome, "outcome of {text}");
        assert_eq!(node.sg, analysis.sg, "SG value of {text}");
        assert_eq!(parse(&text).unwrap(), node.game, "{text} round-trips");
    }
    let mut out_edges: HashMap<usize, HashSet<Vec<Vec<Atom>>>> = HashMap::new();
    let successors: Vec<HashSet<Vec<Vec<Atom>>>> = graph
        .nodes
        .iter()
        .map(|n| successor_keys(&n.game))
        .collect();
    for edge in &graph.edges {
        let from = &graph.nodes[edge.from];
        let to = &graph.nodes[edge.to];
        assert!(
            successors[edge.from].contains(&key_of(&to.game)),
            "{} -> {} is a move",
            from.game,
            to.game
        );
        assert!(to.depth <= from.depth + 1, "breadth-first depth");
        assert_eq!(
            edge.winning,
            from.outcome == Outcome::N && to.outcome == Outcome::P
        );
        assert!(
            out_edges
                .entry(edge.from)
                .or_default()
                .insert(key_of(&to.game)),
            "one edge per move"
        );
    }
    for (id, node) in graph.nodes.iter().enumerate() {
        if node.expanded {
            let drawn = out_edges.get(&id).cloned().unwrap_or_default();
            assert_eq!(
                drawn, successors[id],
                "every move of {} is drawn",
                node.game
            );
            assert_eq!(node.terminal, successors[id].is_empty());
        }
        // A terminal position is lost by the player to move, except under misère play.
        if node.terminal {
            let expected = if node.game.rule == Rule::Misere {
                Outcome::N
            } else {
                Outcome::P
            };
            assert_eq!(node.outcome, expected, "terminal {}", node.game);
        }
    }
    let keys: HashSet<Vec<Vec<Atom>>> = graph.nodes.iter().map(|n| key_of(&n.game)).collect();
    assert_eq!(keys.len(), graph.nodes.len(), "positions are deduplicated");
}

#[test]
fn complete_graphs_agree_with_analyze() {
    for text in [
        "nim 0",
        "nim 2",
        "nim 3 4 5",
        "nim 1 1 2",
        "kayles 6",
        "dawson 7",
        "bash m=3 7",
        "subtract {1,3,4} 9",
        "wythoff 3 4",
        "grundy 9",
        "misere: nim 1 2 3",
        "misere: kayles 5",
        "misere: nim 2 2 + kayles 3",
        "every: nim 2 3",
        "every: nim 2 + nim 3",
        "every: kayles 4 + nim 2",
        "every: kayles 2 2 + nim 1 1",
    ] {
        let graph = build(text, MAX_GRAPH_NODES);
        check(&graph);
        assert!(!graph.truncated, "{text} is small");
        assert!(graph.notes.is_empty(), "{text}");
        assert_eq!(graph.total, Some(graph.nodes.len() as u64), "{text}");
        assert!(graph.nodes.iter().all(|n| n.expanded), "{text}");
        assert_eq!(graph.nodes[0].game.to_string(), text);
    }
}

#[test]
fn nim_3_4_5_has_every_heap_triple_below_it() {
    let graph = build("nim 3 4 5", MAX_GRAPH_NODES);
    // Positions are multisets of heaps: count the sorted triples below (3, 4, 5).
    let mut triples = HashSet::new();
    for a in 0..=3u64 {
        for b in 0..=4u64 {
            for c in 0..=5u64 {
                let mut t = [a, b, c];
                t.sort_unstable();
                triples.insert(t);
            }
        }
    }
    assert_eq!(graph.total, Some(triples.len() as u64));
    // The one winning move of the root: nim 1 4 5.
    let winning: Vec<String> = graph
        .edges
        .iter()
        .filter(|e| e.from == 0 && e.winning)
        .map(|e| graph.nodes[e.to].game.to_string())
        .collect();
    assert_eq!(winning, ["nim 1 4 5"]);
    let terminal: Vec<String> = graph
        .nodes
        .iter()
        .filter(|n| n.terminal)
        .map(|n| n.game.to_string())
        .collect();
    assert_eq!(terminal, ["nim 0 0 0"]);
    assert_eq!(graph.nodes.iter().map(|n| n.depth).max(), Some(3));
}

#[test]
fn sums_have_one_graph_per_atom() {
    let graph = build("nim 1 2 + kayles 3", MAX_GRAPH_NODES);
    let components = graph.components.as_ref().unwrap();
    let roots: Vec<String> = components
        .iter()
        .map(|c| c.nodes[0].game.to_string())
        .collect();
    assert_eq!(roots, ["nim 1", "nim 2", "kayles 3"]);
    for component in components {
        check(component);
        assert!(component.components.is_none());
    }
    assert_eq!(components[1].total, Some(3));
    // One atom: no component graphs.
    assert!(build("nim 5", 10).components.is_none());
}

#[test]
fn the_node_cap_holds_and_the_total_is_still_counted() {
    let graph = build("nim 30 30", 50);
    check(&graph);
    assert_eq!(graph.nodes.len(), 50);
    assert!(graph.truncated);
    assert_eq!(graph.notes, [GraphNote::NodeCap]);
    // Unordered pairs of heaps 0..=30: 31 * 32 / 2.
    assert_eq!(graph.total, Some(496));
    // Asking for more than the core's cap gets the cap.
    // 71 * 72 / 2 = 2556 positions.
    let graph = build("nim 70 70", usize::MAX);
    assert_eq!(graph.nodes.len(), MAX_GRAPH_NODES);
    assert_eq!(graph.total, Some(2556));
    assert!(graph
        .edges
        .iter()
        .all(|e| e.from < MAX_GRAPH_NODES && e.to < MAX_GRAPH_NODES));
    // Zero nodes asked still shows the root.
    assert_eq!(build("nim 3", 0).nodes.len(), 1);
}

#[test]
fn the_node_cap_stops_the_search_early() {
    // nim 1 2 … 20 reaches 21! / … millions of positions; a 150-node picture must not
    // pay for them. The work charged is a clock that does not depend on the machine:
    // the 150 shown positions' moves (about 150 * 210) plus MAX_COUNTING_WORK of counting.
    let heaps: Vec<String> = (1..=20).map(|h| h.to_string()).collect();
    let game = parse(&format!("nim {}", heaps.join(" "))).unwrap();
    let mut engine = Engine::new(&limits());
    let graph = graph_with(&game, 150, &mut engine).unwrap();
    check(&graph);
    assert_eq!(graph.nodes.len(), 150);
    assert_eq!((graph.total, graph.truncated), (None, true));
    assert_eq!(graph.notes, [GraphNote::NodeCap]);
    assert!(engine.budget.used() < 100_000, "{}", engine.budget.used());

    // 500 heaps of one: equal heaps give one move, not 500 (501 positions in all).
    let game = parse(&format!("nim {}", vec!["1"; 500].join(" "))).unwrap();
    let mut engine = Engine::new(&limits());
    let graph = graph_with(&game, 150, &mut engine).unwrap();
    assert_eq!(graph.nodes.len(), 150);
    assert_eq!(graph.edges.len(), 149);
    assert!(graph
        .nodes
        .iter()
        .enumerate()
        .all(|(i, n)| n.depth == i as u32));
    assert!(engine.budget.used() < 100_000, "{}", engine.budget.used());
}

#[test]
fn too_many_positions_to_count_leave_the_total_unknown() {
    // 496 positions: more than a counting cap of 100.
    let game = parse("nim 30 30").unwrap();
    let graph = explore(&game, 10, 100, &mut Engine::new(&limits())).unwrap();
    assert_eq!(graph.nodes.len(), 10);
    assert_eq!(graph.total, None);
    assert!(graph.truncated);
}

#[test]
fn huge_positions_draw_only_their_winning_moves() {
    let started = std::time::Instant::now();
    let graph = build("nim 1000000000000000000", MAX_GRAPH_NODES);
    check(&graph);
    let texts: Vec<String> = graph.nodes.iter().map(|n| n.game.to_string()).collect();
    assert_eq!(texts, ["nim 1000000000000000000", "nim 0"]);
    assert!(!graph.nodes[0].expanded);
    assert!(graph.nodes[1].terminal && graph.nodes[1].expanded);
    assert!(graph.edges[0].winning);
    assert_eq!(graph.notes, [GraphNote::HugePosition]);
    assert_eq!((graph.total, graph.truncated), (None, true));

    // A huge P-position: no winning move to draw, only the root.
    let graph = build("nim 18446744073709551615 18446744073709551615", 100);
    assert_eq!(graph.nodes.len(), 1);
    assert_eq!(graph.nodes[0].outcome, Outcome::P);
    assert_eq!(graph.components.as_ref().map(Vec::len), Some(2));

    // A huge Wythoff position: the outcome by theorem, the moves to P-positions.
    let graph = build("wythoff 1000000000000000000 1000000000000000001", 100);
    check(&graph);
    assert_eq!(graph.nodes[0].outcome, Outcome::N);
    assert!(graph.nodes.len() > 1);
    assert!(graph
        .edges
        .iter()
        .filter(|e| e.from == 0)
        .all(|e| e.winning));

    // Every-SG needs every option of a huge heap: a clean limit error.
    let game = parse("every: nim 1000000000000000000").unwrap();
    assert!(matches!(
        graph_with(&game, 100, &mut Engine::new(&limits())),
        Err(LimitError::TooLarge { .. })
    ));
    assert!(started.elapsed().as_secs() < 20, "huge positions are quick");
}

#[test]
fn a_small_budget_gives_a_truncated_graph_or_a_clean_error() {
    let game = parse("kayles 40").unwrap();
    let mut engine = Engine::brute_force(&Limits {
        max_work: 2_000,
        ..limits()
    });
    match graph_with(&game, MAX_GRAPH_NODES, &mut engine) {
        Ok(graph) => {
            assert!(graph.truncated);
            assert!(graph.notes.contains(&GraphNote::Budget));
        }
        Err(error) => assert!(matches!(error, LimitError::TooLarge { .. })),
    }
    let mut engine = Engine::new(&Limits {
        max_work: 300,
        ..limits()
    });
    let graph = graph_with(&parse("nim 20 20").unwrap(), MAX_GRAPH_NODES, &mut engine).unwrap();
    assert!(graph.truncated && graph.total.is_none());
    assert_eq!(graph.notes, [GraphNote::Budget]);
}

#[test]
fn progress_can_cancel_a_graph() {
    let game = parse("nim 200 200").unwrap();
    let result = graph(&game, MAX_GRAPH_NODES, &limits(), &mut |limit| {
        Budget::new(limit).with_progress(|_: &_| false)
    });
    assert_eq!(result, Err(LimitError::Cancelled));
}

#[test]
fn options_list_every_move_with_its_value() {
    let mut engine = Engine::new(&limits());
    let list = options(
        &parse("nim 3 4 5").unwrap(),
        MAX_LISTED_OPTIONS,
        &mut engine,
    )
    .unwrap();
    assert_eq!(list.total, Some(12));
    assert!(!list.truncated && !list.only_winning);
    for item in &list.moves {
        let analysis = analyze_text(&item.game.to_string(), &limits()).unwrap();
        assert_eq!((item.outcome, item.sg), (analysis.outcome, analysis.sg));
    }
    let p_moves: Vec<String> = list
        .moves
        .iter()
        .filter(|m| m.outcome == Outcome::P)
        .map(|m| m.game.to_string())
        .collect();
    assert_eq!(p_moves, ["nim 1 4 5"]);
    // Capped listing, exact total.
    let list = options(&parse("nim 1000").unwrap(), 10_000, &mut engine).unwrap();
    assert_eq!(
        (list.moves.len(), list.total, list.truncated),
        (MAX_LISTED_OPTIONS, Some(1000), true)
    );
    // Terminal: nothing.
    let list = options(&parse("nim 0").unwrap(), 10, &mut engine).unwrap();
    assert_eq!((list.moves.len(), list.total), (0, Some(0)));
    // Every-SG: both components move at once.
    let list = options(&parse("every: nim 1 + nim 2").unwrap(), 10, &mut engine).unwrap();
    let texts: Vec<String> = list.moves.iter().map(|m| m.game.to_string()).collect();
    assert_eq!(texts, ["every: nim 0 + nim 0", "every: nim 0 + nim 1"]);
    // One component of two heaps: one move a turn.
    let list = options(&parse("every: nim 1 2").unwrap(), 10, &mut engine).unwrap();
    let texts: Vec<String> = list.moves.iter().map(|m| m.game.to_string()).collect();
    assert_eq!(
        texts,
        ["every: nim 0 2", "every: nim 1 0", "every: nim 1 1"]
    );
    // Huge: the winning moves only.
    let list = options(
        &parse("nim 1000000000000000000 1").unwrap(),
        10,
        &mut engine,
    )
    .unwrap();
    let texts: Vec<String> = list.moves.iter().map(|m| m.game.to_string()).collect();
    assert_eq!(texts, ["nim 1 1"]);
    assert!(list.only_winning && list.truncated && list.total.is_none());
}

#[test]
fn the_computer_wins_when_it_can_and_prolongs_otherwise() {
    let mut engine = Engine::new(&limits());
    let mut reply = |text: &str| {
        computer_move(&parse(text).unwrap(), &mut engine, Strength::PERFECT)
            .unwrap()
            .map(|m| (m.game.to_string(), m.winning))
    };
    assert_eq!(reply("nim 3 4 5"), Some(("nim 1 4 5".into(), true)));
    assert_eq!(reply("nim 2 2"), Some(("nim 1 2".into(), false)));
    assert_eq!(reply("nim 0"), None);
    assert_eq!(reply("nim 0 0"), None);
    assert_eq!(
        reply("misere: nim 1"),
        Some(("misere: nim 0".into(), false))
    );
    assert_eq!(
        reply("misere: nim 1 1"),
        Some(("misere: nim 0 1".into(), true))
    );
    assert_eq!(
        reply("every: nim 2 + nim 3"),
        Some(("every: nim 0 + nim 0".into(), true))
    );
    // Too large for the remoteness search: the SG heuristic prolongs.
    assert_eq!(
        reply("nim 18446744073709551615 18446744073709551615"),
        Some((
            "nim 18446744073709551614 18446744073709551615".into(),
            false
        ))
    );
    let (text, winning) = reply("nim 1000000000000000000 1").unwrap();
    assert_eq!((text.as_str(), winning), ("nim 1 1", true));
    // Wythoff P-position (3, 5): every move loses; the longest is chosen.
    let (text, winning) = reply("wythoff 3 5").unwrap();
    assert!(!winning);
    assert_eq!(analyze_text(&text, &limits()).unwrap().outcome, Outcome::N);
}

/// Remoteness by its definition (Winning Ways ch. 9), recursively over the successors
/// [`successor_keys`] generates independently: `(player to move wins, remoteness)`.
fn brute_remoteness(game: &Game, memo: &mut HashMap<Vec<Vec<Atom>>, (bool, u64)>) -> (bool, u64) {
    if let Some(&known) = memo.get(&key_of(game)) {
        return known;
    }
    let successors = successor_keys(game);
    let answers: Vec<(bool, u64)> = successors
        .iter()
        .map(|atoms| brute_remoteness(&Game::from_components(game.rule, atoms.clone()), memo))
        .collect();
    let answer = if answers.is_empty() {
        (game.rule == Rule::Misere, 0)
    } else if let Some(fastest) = answers.iter().filter(|a| !a.0).map(|a| a.1).min() {
        (true, fastest + 1)
    } else {
        (false, answers.iter().map(|a| a.1).max().unwrap() + 1)
    };
    memo.insert(key_of(game), answer);
    answer
}

/// Small positions under the three rules whose every reachable position is checked.
const SMALL: [&str; 12] = [
    "nim 3 4 5",
    "nim 1 1 2 2",
    "kayles 7",
    "dawson 6 + nim 2",
    "wythoff 3 4",
    "subtract {1,3,4} 9",
    "grundy 8",
    "misere: nim 1 2 3",
    "misere: kayles 5 + nim 1",
    "every: nim 2 3",
    "every: kayles 4 + nim 2",
    "misere: wythoff 2 3",
];

#[test]
fn remoteness_agrees_with_its_definition() {
    for text in SMALL {
        let graph = build(text, MAX_GRAPH_NODES);
        assert!(!graph.truncated, "{text} is small");
        let mut memo = HashMap::new();
        let rule = graph.nodes[0].game.rule;
        let mut search = Remoteness::new(rule, MAX_REMOTENESS_WORK);
        let mut engine = Engine::new(&limits());
        for node in &graph.nodes {
            let (wins, remoteness) = brute_remoteness(&node.game, &mut memo);
            let known = search.of(&node.game, &mut engine).unwrap().unwrap();
            assert_eq!(
                (known.wins, known.remoteness),
                (wins, remoteness),
                "{}",
                node.game
            );
            assert_eq!(wins, node.outcome == Outcome::N, "outcome of {}", node.game);
            if rule == Rule::Normal {
                // Under normal play the parity is the outcome: P even, N odd.
                assert_eq!(remoteness % 2 == 1, wins, "parity of {}", node.game);
            }
        }
    }
    // nim 1 4 5: the loser delays by taking one token at a time and the winner can
    // answer in kind, so all ten tokens are taken.
    let mut memo = HashMap::new();
    assert_eq!(
        brute_remoteness(&parse("nim 1 4 5").unwrap(), &mut memo),
        (false, 10)
    );
}

#[test]
fn remoteness_beyond_its_allowance_is_unknown() {
    let mut engine = Engine::new(&limits());
    let mut search = Remoteness::new(Rule::Normal, 1_000);
    assert_eq!(
        search.of(&parse("nim 30 30 30").unwrap(), &mut engine),
        Ok(None)
    );
    // Given up for good: even a small position is not searched any more.
    assert_eq!(search.of(&parse("nim 1").unwrap(), &mut engine), Ok(None));
    // A huge heap cannot be enumerated.
    let mut search = Remoteness::new(Rule::Normal, MAX_REMOTENESS_WORK);
    let huge = parse("nim 1000000000000000000").unwrap();
    assert_eq!(search.of(&huge, &mut engine), Ok(None));
    assert!(search
        .of(&parse("nim 2").unwrap(), &mut engine)
        .unwrap()
        .is_some());
    // The option list carries what is known; a huge position's list has none.
    let list = options(&parse("nim 3 4 5").unwrap(), 500, &mut engine).unwrap();
    assert_eq!(list.remoteness, Some(11));
    let winning: Vec<_> = list
        .moves
        .iter()
        .filter(|m| m.outcome == Outcome::P)
        .map(|m| (m.game.to_string(), m.remoteness))
        .collect();
    assert_eq!(winning, [("nim 1 4 5".to_string(), Some(10))]);
    let list = options(&huge, 10, &mut engine).unwrap();
    assert_eq!(list.remoteness, None);
    assert_eq!(list.moves[0].remoteness, Some(0));
}

#[test]
fn options_carry_the_remoteness_of_their_definition() {
    let mut engine = Engine::new(&limits());
    for text in SMALL {
        let game = parse(text).unwrap();
        let list = options(&game, MAX_LISTED_OPTIONS, &mut engine).unwrap();
        let mut memo = HashMap::new();
        assert_eq!(
            list.remoteness,
            Some(brute_remoteness(&game, &mut memo).1),
            "{text}"
        );
        for item in &list.moves {
            let expected = brute_remoteness(&item.game, &mut memo).1;
            assert_eq!(item.remoteness, Some(expected), "{text} -> {}", item.game);
        }
    }
}

#[test]
fn the_perfect_computer_wins_fastest_and_loses_slowest() {
    for text in SMALL {
        let graph = build(text, MAX_GRAPH_NODES);
        let mut memo = HashMap::new();
        let mut engine = Engine::new(&limits());
        for node in &graph.nodes {
            let reply = computer_move(&node.game, &mut engine, Strength::PERFECT).unwrap();
            let successors = successor_keys(&node.game);
            let Some(reply) = reply else {
                assert!(successors.is_empty(), "{} has a move", node.game);
                continue;
            };
            assert!(
                successors.contains(&key_of(&reply.game)),
                "{} is legal",
                reply.game
            );
            assert!(!reply.random);
            let (after_wins, after) = brute_remoteness(&reply.game, &mut memo);
            assert_eq!(reply.remoteness, Some(after));
            assert_eq!(reply.winning, !after_wins);
            let answers: Vec<(bool, u64)> = successors
                .iter()
                .map(|atoms| {
                    brute_remoteness(
                        &Game::from_components(node.game.rule, atoms.clone()),
                        &mut memo,
                    )
                })
                .collect();
            if node.outcome == Outcome::N {
                // From N the computer always reaches P, by a fastest win.
                assert!(reply.winning, "{} wins", node.game);
                let fastest = answers.iter().filter(|a| !a.0).map(|a| a.1).min();
                assert_eq!(Some(after), fastest, "{} wins fastest", node.game);
            } else {
                // From P it takes a move of the largest remoteness.
                let longest = answers.iter().map(|a| a.1).max();
                assert_eq!(Some(after), longest, "{} lasts longest", node.game);
            }
        }
    }
}

#[test]
fn a_weaker_computer_plays_random_legal_moves_by_its_seed() {
    let mut engine = Engine::new(&limits());
    let game = parse("nim 3 4 5").unwrap();
    let successors = successor_keys(&game);
    let mut seen = HashSet::new();
    for seed in 0..200 {
        let reply = computer_move(&game, &mut engine, Strength::new(1000, seed))
            .unwrap()
            .unwrap();
        assert!(reply.random);
        assert!(successors.contains(&key_of(&reply.game)));
        let analysis = analyze_text(&reply.game.to_string(), &limits()).unwrap();
        assert_eq!(reply.winning, analysis.outcome == Outcome::P);
        seen.insert(reply.game.to_string());
        // The same seed gives the same move.
        let again = computer_move(&game, &mut engine, Strength::new(1000, seed)).unwrap();
        assert_eq!(again, Some(reply));
    }
    // 200 draws over the 12 moves of nim 3 4 5 meet them all.
    assert_eq!(seen.len(), 12);
    // A chance of one half: about half the replies are random (the count is fixed by
    // the seeds, so the test is deterministic).
    let random = (0..1000)
        .filter(|&seed| {
            computer_move(&game, &mut engine, Strength::new(500, seed))
                .unwrap()
                .unwrap()
                .random
        })
        .count();
    assert!((400..=600).contains(&random), "{random} random replies");
    // No move, whatever the strength.
    let none = computer_move(
        &parse("nim 0").unwrap(),
        &mut engine,
        Strength::new(1000, 1),
    );
    assert_eq!(none, Ok(None));
    // Too large to enumerate: the perfect move.
    let huge = parse("nim 1000000000000000000 1").unwrap();
    let reply = computer_move(&huge, &mut engine, Strength::new(1000, 3))
        .unwrap()
        .unwrap();
    assert!(!reply.random && reply.winning);
}

/// `nim 1 2 … n` in notation.
fn staircase_of_heaps(n: u64) -> String {
    let heaps: Vec<String> = (1..=n).map(|h| h.to_string()).collect();
    format!("nim {}", heaps.join(" "))
}

#[test]
fn a_position_whose_moves_hold_too_many_atoms_is_not_enumerated() {
    // 79,800 moves of 400 atoms each took 1.1 GB to build; now it is a huge position
    // whose winning moves (by theorem) are drawn.
    let game = parse(&staircase_of_heaps(400)).unwrap();
    let mut engine = Engine::new(&limits());
    assert!(moves(&game, &mut engine, true).unwrap().is_none());
    let graph = graph(&game, MAX_GRAPH_NODES, &limits(), &mut Budget::new).unwrap();
    assert!(
        graph.notes.contains(&GraphNote::HugePosition),
        "{:?}",
        graph.notes
    );
    let winning = analyze_text(&game.to_string(), &limits())
        .unwrap()
        .winning_moves;
    assert!(!winning.is_empty());
    assert_eq!(
        graph.nodes.len(),
        1 + winning.len().min(MAX_HUGE_WINNING_MOVES)
    );
    check(&graph);
    // Play lists the winning moves only.
    let list = options(&game, 500, &mut engine).unwrap();
    assert!(list.only_winning && list.total.is_none());
    // Below the bound, every move is built.
    let small = parse(&staircase_of_heaps(40)).unwrap();
    assert_eq!(
        moves(&small, &mut engine, true).unwrap().map(|m| m.len()),
        Some(820)
    );
}

#[test]
fn the_computer_moves_in_forty_thousand_heaps_of_one() {
    // Each of the 40,000 moves built a position of 40,000 atoms: out of memory in wasm.
    let text = format!("nim{}", " 1".repeat(40_000));
    let game = parse(&text).unwrap();
    let mut engine = Engine::new(&limits());
    let reply = computer_move(&game, &mut engine, Strength::PERFECT)
        .unwrap()
        .expect("a move");
    assert_eq!(reply.game.to_string().matches(" 1").count(), 39_999);
    // 40,000 heaps of one is P: whoever moves leaves an N-position.
    assert!(!reply.winning);
    let random = computer_move(&game, &mut engine, Strength::new(1000, 7)).unwrap();
    assert!(random.is_some());
}

#[test]
fn a_graph_of_many_large_positions_stops_at_its_scan_bound() {
    // Every position of `nim 1 … 60` has about 1,800 moves of 60 atoms: without the
    // bound on atoms read, the 2,000-node graph read them all for every node.
    let graph = build(&staircase_of_heaps(60), MAX_GRAPH_NODES);
    assert_eq!(graph.nodes.len(), MAX_GRAPH_NODES);
    assert!(graph.truncated);
    assert!(
        graph.notes.contains(&GraphNote::Budget),
        "{:?}",
        graph.notes
    );
    // The node cap alone notes only NodeCap: Budget says the scan bound stopped it.
    assert!(
        graph.notes.contains(&GraphNote::NodeCap),
        "{:?}",
        graph.notes
    );
}

/// The option list's own outcome and SG value: those `analyze` gives, over every small
/// position of a few games under each rule; with no move left, P under normal play and
/// Every-SG, N under misère play; under normal play the SG value is the mex of the moves'.
#[test]
fn options_state_the_position_own_value_under_each_rule() {
    let mut texts = Vec::new();
    for rule in ["", "misere: ", "every: "] {
        for a in 0..=3 {
            for b in 0..=3 {
                texts.push(format!("{rule}nim {a} {b}"));
                texts.push(format!("{rule}nim {a} + kayles {b}"));
            }
        }
    }
    for text in texts {
        let game = parse(&text).unwrap();
        let mut engine = Engine::new(&limits());
        let list = options(&game, MAX_LISTED_OPTIONS, &mut engine).unwrap();
        let analysis = analyze_text(&text, &limits()).unwrap();
        assert_eq!(list.outcome, Some(analysis.outcome), "{text}");
        assert_eq!(list.sg, analysis.sg, "{text}");
        if list.total == Some(0) {
            let expected = if game.rule == Rule::Misere {
                Outcome::N
            } else {
                Outcome::P
            };
            assert_eq!(list.outcome, Some(expected), "{text}");
        }
        // The stars: the moves to a P-position, which exist exactly from an N-position that
        // has a move (under misère play a position without one is N: its player has won).
        for info in &list.moves {
            assert_eq!(
                info.best,
                info.outcome == Outcome::P,
                "{text} -> {}",
                info.game
            );
        }
        assert_eq!(
            list.moves.iter().any(|m| m.best),
            list.outcome == Some(Outcome::N) && list.total != Some(0),
            "{text}"
        );
        if game.rule == Rule::Normal {
            let values: HashSet<u64> = list.moves.iter().map(|m| m.sg.unwrap()).collect();
            let mex = (0..).find(|v| !values.contains(v)).unwrap();
            assert_eq!(list.sg, Some(mex), "{text}");
        }
    }
}

#[test]
fn the_computer_wins_from_n_and_holds_the_draw_from_d() {
    let mut engine = crate::engine::Engine::new(&Limits::default());
    // From N it moves to a P that makes progress (to 3, which ends the game: the P at 2
    // only returns to 1); from D it never moves to an N (from a, the move to b would let
    // the opponent win by b>d; the loop a>a keeps the draw).
    for (text, expected, winning) in [
        ("loopy 1>2 2>1 1>3 @ 1", "loopy 1>2 1>3 2>1 @ 3", true),
        (
            "loopy a>a a>b b>c c>b b>d @ a",
            "loopy a>a a>b b>c b>d c>b @ a",
            false,
        ),
    ] {
        let game = crate::parse(text).unwrap();
        let reply = computer_move(&game, &mut engine, Strength::PERFECT)
            .unwrap()
            .unwrap();
        assert_eq!(
            (reply.game.to_string(), reply.winning),
            (expected.to_string(), winning)
        );
        // The hints: each move's outcome, P, N or D.
        let list = options(&game, 10, &mut engine).unwrap();
        for info in &list.moves {
            let analysis = crate::analyze(&info.game, &Limits::default()).unwrap();
            assert_eq!(info.outcome, analysis.outcome, "{}", info.game);
        }
    }
    let list = options(
        &crate::parse("loopy a>a a>b b>c c>b b>d @ a").unwrap(),
        10,
        &mut engine,
    )
    .unwrap();
    let letters: Vec<&str> = list.moves.iter().map(|m| m.outcome.letter()).collect();
    assert_eq!(letters, ["D", "N"]);
    // From a draw no move wins: the best keep the draw.
    let stars: Vec<bool> = list.moves.iter().map(|m| m.best).collect();
    assert_eq!(stars, [true, false]);
    // From a P every move loses; the computer still moves, and at the end there is none.
    let game = crate::parse("loopy 1>2 2>1 1>3 @ 2").unwrap();
    let reply = computer_move(&game, &mut engine, Strength::PERFECT)
        .unwrap()
        .unwrap();
    assert!(!reply.winning);
    let game = crate::parse("loopy 1>2 @ 2").unwrap();
    assert_eq!(
        computer_move(&game, &mut engine, Strength::PERFECT).unwrap(),
        None
    );
}

/// A random graph on nodes `n0..n{size-1}` (loops allowed), as `loopy` edges: its size
/// and its edges.
fn loopy_graphs() -> impl proptest::strategy::Strategy<Value = (usize, Vec<(usize, usize)>)> {
    use proptest::prelude::*;
    (1usize..=5).prop_flat_map(|size| {
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

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(100))]

    #[test]
    fn the_computer_wins_every_loopy_game_it_can((_, edges) in loopy_graphs()) {
        let mut nodes: Vec<usize> = edges.iter().flat_map(|&(u, v)| [u, v]).collect();
        nodes.sort_unstable();
        nodes.dedup();
        let text = |tokens: &[usize]| {
            let edges: Vec<String> = edges.iter().map(|(u, v)| format!("n{u}>n{v}")).collect();
            let tokens: Vec<String> = tokens.iter().map(|t| format!("n{t}")).collect();
            format!("loopy {} @ {}", edges.join(" "), tokens.join(" "))
        };
        let mut engine = Engine::new(&Limits::default());
        let mut starts = Vec::new();
        for &u in &nodes {
            starts.push(vec![u]);
            for &v in &nodes {
                if u <= v {
                    starts.push(vec![u, v]);
                }
            }
        }
        for tokens in starts {
            let game = crate::parse(&text(&tokens)).unwrap();
            match analyze_text(&text(&tokens), &Limits::default()).unwrap().outcome {
                Outcome::N => proptest::prop_assert!(
                    computer_always_wins(&game, &mut engine),
                    "{} in {:?}", game, edges
                ),
                Outcome::D => {
                    let reply = computer_move(&game, &mut engine, Strength::PERFECT).unwrap().unwrap();
                    let left = crate::analyze(&reply.game, &Limits::default()).unwrap().outcome;
                    proptest::prop_assert_eq!(left, Outcome::D, "{} -> {}", game, reply.game);
                }
                Outcome::P => {}
            }
        }
    }
}

/// Whether the computer, to move from `game`, wins against every reply: the positions its
/// perfect moves and all the opponent's replies reach hold no cycle, and each ends with
/// the opponent to move and no move left (a depth-first search with the path's states).
fn computer_always_wins(game: &Game, engine: &mut Engine) -> bool {
    // A state: the position's multiset of atoms and whether the computer is to move.
    type State = (Vec<Vec<Atom>>, bool);
    fn visit(
        game: &Game,
        computer: bool,
        engine: &mut Engine,
        path: &mut HashSet<State>,
        won: &mut HashSet<State>,
    ) -> bool {
        let state = (game.multiset_key(), computer);
        if won.contains(&state) {
            return true;
        }
        if !path.insert(state.clone()) {
            return false;
        }
        let ok = if computer {
            match computer_move(game, engine, Strength::PERFECT).unwrap() {
                Some(reply) => reply.winning && visit(&reply.game, false, engine, path, won),
                None => false,
            }
        } else {
            let list = options(game, 500, engine).unwrap();
            list.moves
                .iter()
                .all(|info| visit(&info.game, true, engine, path, won))
        };
        path.remove(&state);
        if ok {
            won.insert(state);
        }
        ok
    }
    visit(game, true, engine, &mut HashSet::new(), &mut HashSet::new())
}
