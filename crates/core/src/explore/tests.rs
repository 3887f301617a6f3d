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
            match moves(game, &mut engine).unwrap() {
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
        Budget::new(limit).with_progress(|_| false)
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
        computer_move(&parse(text).unwrap(), &mut engine)
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
    assert_eq!(
        reply("nim 18446744073709551615 18446744073709551615"),
        Some((
            "nim 18446744073709551614 18446744073709551615".into(),
            false
        ))
    );
    // Wythoff P-position (3, 5): every atom has value 0, any legal move.
    let (text, winning) = reply("wythoff 3 5").unwrap();
    assert!(!winning);
    assert_eq!(analyze_text(&text, &limits()).unwrap().outcome, Outcome::N);
}
