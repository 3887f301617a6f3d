//! Benchmarks of one-heap tables (issue 12): `tables::heap_values` (a subtraction game's
//! period proved first, then every heap read from it; Kayles through its Guy–Smith
//! period) beside the two baselines contest solutions write: the plain mex loop with a
//! `vis[]` array (`baseline/`, shared with `contest.rs`; stamped per heap, it was cleared per
//! heap until the two were made one), and the recursive dfs with a `HashSet` for the mex
//! and a memo.
//!
//! `cargo bench -p sglab-core --bench heap_tables` prints criterion's figures, then one
//! line per pair with both times measured in the same run and their ratio at the same
//! number of heaps (the baselines are O(n |S|) and O(n^2), so they run on fewer heaps:
//! the ratio is taken there, and sglab alone goes to 10^8 and 10^6 heaps).

mod baseline;

use std::collections::{HashMap, HashSet};
use std::hint::black_box;
use std::time::Instant;

use baseline::plain_table;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use sglab_core::tables::heap_values;
use sglab_core::Limits;

/// sglab: the values of heaps `0..=last`, read through (the sum keeps every read).
fn sglab(component: &str, last: u64) -> u64 {
    let limits = Limits {
        max_work: u64::MAX,
        ..Limits::default()
    };
    let values = heap_values(component, last, &limits).expect("within the limits");
    values.iter().fold(0u64, |sum, v| sum.wrapping_add(v))
}

/// Contest-style plain loop for `subtract {1..k}`: for each heap, `vis[g[n - s]]` for each `s`.
fn plain_subtract(k: usize, last: usize) -> u64 {
    let set: Vec<usize> = (1..=k).collect();
    let g = plain_table(last, |n, g, vis| {
        for &s in &set {
            if s <= n {
                vis.mark(g[n - s] as usize);
            }
        }
    });
    g.iter()
        .fold(0u64, |sum, &v| sum.wrapping_add(u64::from(v)))
}

/// Contest-style recursive dfs for `subtract {1..k}`: a memo and a `HashSet` of the options.
fn dfs_subtract(k: usize, last: usize) -> u64 {
    fn sg(n: usize, k: usize, memo: &mut HashMap<usize, usize>) -> usize {
        if let Some(&v) = memo.get(&n) {
            return v;
        }
        let mut seen = HashSet::new();
        for s in 1..=k.min(n) {
            seen.insert(sg(n - s, k, memo));
        }
        let mut m = 0;
        while seen.contains(&m) {
            m += 1;
        }
        memo.insert(n, m);
        m
    }
    let mut memo = HashMap::new();
    (0..=last).fold(0u64, |sum, n| sum.wrapping_add(sg(n, k, &mut memo) as u64))
}

/// Contest-style plain loop for Kayles: remove 1 or 2 pins, leaving rows `a` and `rest - a`.
fn plain_kayles(last: usize) -> u64 {
    let g = plain_table(last, |n, g, vis| {
        for take in 1..=2.min(n) {
            let rest = n - take;
            for a in 0..=rest / 2 {
                vis.mark((g[a] ^ g[rest - a]) as usize);
            }
        }
    });
    g.iter()
        .fold(0u64, |sum, &v| sum.wrapping_add(u64::from(v)))
}

/// Contest-style recursive dfs for Kayles with a `HashSet` mex and a memo.
fn dfs_kayles(last: usize) -> u64 {
    fn sg(n: usize, memo: &mut HashMap<usize, usize>) -> usize {
        if let Some(&v) = memo.get(&n) {
            return v;
        }
        let mut seen = HashSet::new();
        for take in 1..=2.min(n) {
            let rest = n - take;
            for a in 0..=rest / 2 {
                seen.insert(sg(a, memo) ^ sg(rest - a, memo));
            }
        }
        let mut m = 0;
        while seen.contains(&m) {
            m += 1;
        }
        memo.insert(n, m);
        m
    }
    let mut memo = HashMap::new();
    (0..=last).fold(0u64, |sum, n| sum.wrapping_add(sg(n, &mut memo) as u64))
}

/// Runs `f` on a thread with a large stack (the dfs recurses once per heap).
fn deep<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(f)
        .expect("a thread")
        .join()
        .expect("no panic")
}

fn figures(c: &mut Criterion) {
    let mut group = c.benchmark_group("heap_tables");
    group.sample_size(10);
    group.bench_function(
        BenchmarkId::new("sglab", "subtract {1..1000} to 10^8"),
        |b| b.iter(|| sglab(black_box("subtract {1..1000}"), 100_000_000)),
    );
    group.bench_function(
        BenchmarkId::new("plain", "subtract {1..1000} to 10^5"),
        |b| b.iter(|| plain_subtract(1000, black_box(100_000))),
    );
    group.bench_function(BenchmarkId::new("sglab", "kayles to 10^6"), |b| {
        b.iter(|| sglab(black_box("kayles"), 1_000_000))
    });
    group.bench_function(BenchmarkId::new("plain", "kayles to 10^4"), |b| {
        b.iter(|| plain_kayles(black_box(10_000)))
    });
    group.finish();
}

/// The best of `runs` timings of `f`, in seconds.
fn best(runs: usize, mut f: impl FnMut() -> u64) -> f64 {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            black_box(f());
            start.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

fn line(what: &str, ours: f64, theirs: f64) {
    println!(
        "{what}: sglab {:.6} s, baseline {:.6} s, ratio {:.0}x",
        ours,
        theirs,
        theirs / ours
    );
}

fn ratios(_: &mut Criterion) {
    println!("\nratios (best of 3, same run, same heaps):");
    let ours = best(3, || sglab("subtract {1..1000}", 100_000));
    let plain = best(3, || plain_subtract(1000, 100_000));
    line("subtract {1..1000} to 10^5, plain loop", ours, plain);
    let ours = best(3, || sglab("subtract {1..1000}", 10_000));
    let dfs = best(3, || deep(|| dfs_subtract(1000, 10_000)));
    line("subtract {1..1000} to 10^4, dfs + HashSet", ours, dfs);
    let ours = best(3, || sglab("kayles", 10_000));
    let plain = best(3, || plain_kayles(10_000));
    line("kayles to 10^4, plain loop", ours, plain);
    let ours = best(3, || sglab("kayles", 3_000));
    let dfs = best(3, || deep(|| dfs_kayles(3_000)));
    line("kayles to 3000, dfs + HashSet", ours, dfs);
    let big = best(3, || sglab("subtract {1..1000}", 100_000_000));
    let per_heap = best(3, || plain_subtract(1000, 100_000)) / 100_001.0;
    println!(
        "subtract {{1..1000}} to 10^8: sglab {big:.3} s; the plain loop at its rate of 10^5 heaps would take {:.0} s (ratio {:.0}x)",
        per_heap * 1e8,
        per_heap * 1e8 / big
    );
    let kayles = best(3, || sglab("kayles", 1_000_000));
    println!("kayles to 10^6: sglab {kayles:.4} s");
}

criterion_group!(benches, figures, ratios);
criterion_main!(benches);
