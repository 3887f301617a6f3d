//! Times the state graph of positions with many reachable positions under a small node
//! cap, the case of issue 10 item 1: the picture shows 150 nodes, so the search should
//! stop soon after it has them. Also times the move list and the computer's move for
//! play, which search remoteness within `MAX_REMOTENESS_WORK`. Run with
//! `cargo bench -p sglab-core --bench graph_cap`; it prints figures and asserts nothing
//! about time (machines differ).

use std::time::{Duration, Instant};

use sglab_core::engine::Engine;
use sglab_core::explore::{computer_move, graph, options, Strength};
use sglab_core::limits::Budget;
use sglab_core::{parse, Limits};

/// The cap the explorer's graph view asks for.
const CAP: usize = 150;

/// How many times each case runs; the fastest run is reported.
const RUNS: usize = 3;

fn main() {
    let ones = vec!["1"; 500].join(" ");
    let cases = [
        (
            "nim 1 2 … 20",
            (1..=20)
                .map(|h| h.to_string())
                .collect::<Vec<_>>()
                .join(" "),
        ),
        ("nim + 500 heaps of one", ones),
        ("nim 30 30", "30 30".to_string()),
        ("nim 3 + wythoff 1 2 + kayles 5", String::new()),
    ];
    for (name, heaps) in cases {
        let text = if heaps.is_empty() {
            name.to_string()
        } else {
            format!("nim {heaps}")
        };
        let game = match parse(&text) {
            Ok(game) => game,
            Err(error) => {
                println!("{name}: not a game ({error})");
                continue;
            }
        };
        let mut best = Duration::MAX;
        let mut summary = String::new();
        for _ in 0..RUNS {
            let started = Instant::now();
            let result = graph(&game, CAP, &Limits::default(), &mut Budget::new);
            best = best.min(started.elapsed());
            summary = match result {
                Ok(g) => format!(
                    "{} nodes, {} edges, total {:?}, truncated {}",
                    g.nodes.len(),
                    g.edges.len(),
                    g.total,
                    g.truncated
                ),
                Err(error) => format!("error: {error}"),
            };
        }
        println!(
            "{name:<32} {:>9.1} ms  ({summary})",
            best.as_secs_f64() * 1e3
        );
    }
    println!();
    for text in [
        "nim 3 4 5",
        "kayles 30",
        "nim 1000",
        "nim 10 10 10 10",
        "every: kayles 9 + nim 5",
    ] {
        let Ok(game) = parse(text) else { continue };
        let limits = Limits::default();
        let started = Instant::now();
        let list = options(&game, 500, &mut Engine::new(&limits));
        let listed = started.elapsed();
        let started = Instant::now();
        let reply = computer_move(&game, &mut Engine::new(&limits), Strength::PERFECT);
        let replied = started.elapsed();
        let remoteness = list.ok().and_then(|l| l.remoteness);
        let reply = reply.ok().flatten().map(|m| m.game.to_string());
        println!(
            "{text:<24} options {:>6.1} ms, computer move {:>6.1} ms  (remoteness {remoteness:?}, reply {reply:?})",
            listed.as_secs_f64() * 1e3,
            replied.as_secs_f64() * 1e3
        );
    }
}
