//! Record-size tables, each run once and timed (too long for criterion's ten samples):
//! `.354` to its proved period (published: preperiod 10,061,916, period 1180), 2^20 and
//! 2^24 heaps of `.16`, `.56` and `.1777`, Grundy's game to 2^20 heaps, and the plain mex
//! loop beside the fast method at 2^16 heaps (the ratio). docs/PERFORMANCE.md records the
//! figures beside those of the published solver `ogsolve` on the same machine.
//!
//! `cargo bench -p sglab-core --bench record` runs them all; `-- quick` skips the 2^24
//! tables and `.354`.

use std::time::Instant;

use sglab_core::games::octal::{OctalCode, SplitTable, TableMethod};
use sglab_core::limits::Budget;

/// Grows a fresh table and prints one line: game, heaps, method, seconds, what it found.
fn run(game: &str, len: u64, method: TableMethod, detect: bool) -> f64 {
    let mut table = match OctalCode::parse(game) {
        Ok(code) => SplitTable::octal(&code, method, detect),
        Err(_) => SplitTable::grundy(method),
    };
    let mut budget = Budget::new(u64::MAX).with_max_table_bytes(1 << 32);
    let start = Instant::now();
    let grown = table.grow_to(len, &mut budget);
    let seconds = start.elapsed().as_secs_f64();
    let found = match (grown, table.period()) {
        (Err(error), _) => format!("stopped: {error}"),
        (Ok(()), Some(p)) => format!("period {} from heap {}", p.period, p.preperiod),
        (Ok(()), None) => String::from("no period in range"),
    };
    let rare = table
        .rare_count()
        .map_or(String::from("plain"), |count| format!("{count} rare heaps"));
    println!(
        "{game:>8} {:>10} heaps {method:>6?}: {seconds:>8.3} s  ({rare}, {} byte/value; {found})",
        table.len(),
        table.value_bytes()
    );
    seconds
}

fn main() {
    let quick = std::env::args().any(|arg| arg == "quick");
    println!("plain mex loop beside the rare/common method, 2^16 heaps:");
    for game in ["0.16", "0.56", "0.1777", "0.354", "grundy"] {
        let plain = run(game, 1 << 16, TableMethod::Plain, false);
        let fast = run(game, 1 << 16, TableMethod::Auto, false);
        println!("{game:>8} ratio plain/fast: {:.0}x", plain / fast);
    }
    println!("large tables:");
    let sizes: &[u32] = if quick { &[20] } else { &[20, 24] };
    for &log in sizes {
        for game in ["0.16", "0.56", "0.1777"] {
            run(game, 1 << log, TableMethod::Auto, false);
        }
    }
    run("grundy", 1 << 20, TableMethod::Auto, false);
    println!("periods proved (the table stops at 2max(e,1)+2p+t):");
    for game in ["0.16", "0.56", "0.127"] {
        run(game, u64::MAX, TableMethod::Auto, true);
    }
    if !quick {
        run("0.354", u64::MAX, TableMethod::Auto, true);
    }
}
