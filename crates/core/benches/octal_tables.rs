//! Benchmarks of the splitting games' tables (issue 12): the rare/common-value method and
//! the periodicity test against the plain mex loop, the baseline written the way contest
//! solutions write it (`for n: for a in 1..=n/2: mark(g[a] ^ g[n-a])`), measured in one
//! run so that their ratio holds on any machine.
//!
//! `cargo bench -p sglab-core --bench octal_tables` prints, per game, the time of `n` heaps
//! by each method (ratio = plain / fast at the same `n`), the fast method alone at 2^20
//! heaps, and the time to prove the published periods of `.16` and `.56`. The record-size
//! figures (`.354` to its period, 2^24 heaps) take seconds each and are measured with the
//! `sg` binary as docs/PERFORMANCE.md says.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use sglab_core::games::octal::{OctalCode, SplitTable, TableMethod};
use sglab_core::limits::Budget;

fn table(game: &str, method: TableMethod, detect: bool) -> SplitTable {
    match OctalCode::parse(game) {
        Ok(code) => SplitTable::octal(&code, method, detect),
        Err(_) => SplitTable::grundy(method),
    }
}

/// Grows a fresh table of `game` to `len` heaps (or to its proved period) and returns it.
fn grow(game: &str, method: TableMethod, detect: bool, len: u64) -> SplitTable {
    let mut built = table(game, method, detect);
    let mut budget = Budget::new(u64::MAX).with_max_table_bytes(1 << 32);
    built
        .grow_to(len, &mut budget)
        .expect("an unlimited budget");
    built
}

const GAMES: &[&str] = &["0.16", "0.56", "0.1777", "0.354", "grundy"];

fn against_plain(c: &mut Criterion) {
    let mut group = c.benchmark_group("plain_vs_rare_common");
    group.sample_size(10);
    let len = 1 << 15;
    for game in GAMES {
        for (name, method) in [("plain", TableMethod::Plain), ("fast", TableMethod::Auto)] {
            group.bench_with_input(
                BenchmarkId::new(name, format!("{game} 2^15")),
                game,
                |b, game| b.iter(|| grow(game, method, false, len)),
            );
        }
    }
    group.finish();
}

fn large_tables(c: &mut Criterion) {
    let mut group = c.benchmark_group("fast_2^20");
    group.sample_size(10);
    for game in GAMES {
        group.bench_with_input(BenchmarkId::from_parameter(game), game, |b, game| {
            b.iter(|| grow(game, TableMethod::Auto, false, 1 << 20))
        });
    }
    group.finish();
}

fn proofs(c: &mut Criterion) {
    let mut group = c.benchmark_group("prove_period");
    group.sample_size(10);
    // Published: .16 period 149459 from heap 105351, .56 period 144 from heap 326640.
    for game in ["0.16", "0.56"] {
        group.bench_with_input(BenchmarkId::from_parameter(game), &game, |b, game| {
            b.iter(|| {
                let proved = grow(game, TableMethod::Auto, true, u64::MAX);
                assert!(proved.period().is_some());
                proved
            })
        });
    }
    group.finish();
}

criterion_group!(benches, against_plain, large_tables, proofs);
criterion_main!(benches);
