//! Runs the named workloads of `sglab_core::workload` natively and prints one JSON line per
//! workload: `{"name", "seconds", "first", "runs", "count", "checksum", "max", "period"}`
//! (each workload runs `Workload::runs` times in this process: `seconds` is the fastest
//! run, `first` the first). `cargo xtask
//! bench` runs it beside the same workloads in the browser (web/bench.html).
//!
//! ```sh
//! cargo run --release -p sglab-core --example workloads -- --list
//! cargo run --release -p sglab-core --example workloads -- kayles-10^7 period-0.354
//! cargo run --release -p sglab-core --example workloads -- --threads 1 grundy-2^20
//! cargo run -p sglab-core --example workloads -- --runs 1 grundy-2^14
//! ```
//!
//! `--runs N` runs each workload N times instead of its own count (`cargo xtask bench
//! --smoke` checks that each runs, once).

use std::process::ExitCode;
use std::time::Instant;

use sglab_core::engine::Engine;
use sglab_core::limits::Budget;
use sglab_core::workload::{find, run, Outcome, Workload, WORKLOADS};

fn main() -> ExitCode {
    let mut names: Vec<String> = std::env::args().skip(1).collect();
    // `--threads N`: the threads a table may use (default: two where there is a second core).
    let mut threads = None;
    if let Some(at) = names.iter().position(|name| name == "--threads") {
        threads = names.get(at + 1).and_then(|n| n.parse::<usize>().ok());
        names.drain(at..(at + 2).min(names.len()));
    }
    // `--runs N`: how many times each workload runs (default: its own `runs`).
    let mut runs = None;
    if let Some(at) = names.iter().position(|name| name == "--runs") {
        match names.get(at + 1).and_then(|n| n.parse::<u32>().ok()) {
            Some(n) if n > 0 => runs = Some(n),
            _ => {
                eprintln!("workloads: --runs needs a number of runs from 1");
                return ExitCode::from(2);
            }
        }
        names.drain(at..at + 2);
    }
    if names.iter().any(|name| name == "--list") {
        for workload in WORKLOADS {
            println!("{}", workload.name);
        }
        return ExitCode::SUCCESS;
    }
    let chosen: Vec<_> = if names.is_empty() {
        WORKLOADS.iter().collect()
    } else {
        let mut chosen = Vec::new();
        for name in &names {
            match find(name) {
                Some(workload) => chosen.push(workload),
                None => {
                    eprintln!("workloads: no workload called {name:?} (see --list)");
                    return ExitCode::from(2);
                }
            }
        }
        chosen
    };
    for workload in chosen {
        println!("{}", measure(workload, threads, runs));
    }
    ExitCode::SUCCESS
}

/// Runs `workload` `runs` times (default `workload.runs`): its JSON line (the fastest
/// run's seconds, the first's, and the outcome, which every run must repeat).
fn measure(workload: &Workload, threads: Option<usize>, runs: Option<u32>) -> serde_json::Value {
    let runs = runs.unwrap_or(workload.runs).max(1);
    let mut first = None;
    let mut fastest = f64::INFINITY;
    let mut found: Option<Outcome> = None;
    for _ in 0..runs {
        let mut budget = Budget::new(workload.max_work)
            .with_max_held_bytes(sglab_core::limits::DEFAULT_MAX_HELD_BYTES);
        if let Some(threads) = threads {
            budget = budget.with_threads(threads);
        }
        let mut engine = Engine::with_budget(budget);
        let start = Instant::now();
        let result = run(workload, &mut engine);
        let seconds = start.elapsed().as_secs_f64();
        first.get_or_insert(seconds);
        fastest = fastest.min(seconds);
        match result {
            Ok(outcome) if found.is_none_or(|earlier| earlier == outcome) => found = Some(outcome),
            Ok(_) => {
                return serde_json::json!({
                    "name": workload.name,
                    "seconds": seconds,
                    "error": "two runs of the workload found different values",
                })
            }
            Err(error) => {
                return serde_json::json!({
                    "name": workload.name,
                    "seconds": seconds,
                    "error": error.render(sglab_core::i18n::Lang::En.words()),
                })
            }
        }
    }
    let outcome = found.unwrap_or_default();
    serde_json::json!({
        "name": workload.name,
        "seconds": fastest,
        "first": first.unwrap_or(fastest),
        "runs": runs,
        "count": outcome.count,
        "checksum": outcome.checksum,
        "max": outcome.max,
        "period": outcome.period.map(|(pre, period)| [pre, period]),
    })
}
