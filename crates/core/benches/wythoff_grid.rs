//! Benchmarks of Wythoff's SG grid (issue 12): the tiled bit sets with the mirror
//! (`wythoff::sg_grid`) against the implementation it replaced (`wythoff::previous_sg_grid`: a
//! row, a column and a diagonal bit set per cell, each mex scanned from 0, the whole
//! square) and against the baseline written the way contest solutions write it (`for i:
//! for j: memset(vis); mark the row, the column and the diagonal; mex`), measured in one run so that their ratios hold on
//! any machine; and the P/N grid by the contest solutions' floating-point test
//! `a == (int)((b - a) * (1 + sqrt(5)) / 2)` against the exact one from `wythoff::pair`.
//!
//! `cargo bench -p sglab-core --bench wythoff_grid` (criterion measures wall-clock time:
//! `tiled_2_threads` against `tiled` is what the second thread buys).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use sglab_core::games::wythoff::{is_p_position, pair, previous_sg_grid, sg_grid_with_threads};
use sglab_core::limits::Budget;

/// The contest solutions' triple loop: a `bool vis[]` cleared for every cell, the row to the left,
/// the column above and the diagonal marked, then the first unmarked value.
fn contest_sg_grid(side: usize) -> Vec<u32> {
    let mut sg = vec![0u32; side * side];
    let mut vis = vec![false; 3 * side + 1];
    for i in 0..side {
        for j in 0..side {
            vis.iter_mut().for_each(|v| *v = false);
            for k in 0..i {
                vis[sg[k * side + j] as usize] = true;
            }
            for k in 0..j {
                vis[sg[i * side + k] as usize] = true;
            }
            for k in 1..=i.min(j) {
                vis[sg[(i - k) * side + j - k] as usize] = true;
            }
            sg[i * side + j] = vis.iter().position(|&v| !v).unwrap_or(0) as u32;
        }
    }
    sg
}

fn grid(side: usize, threads: usize) -> Vec<u16> {
    sg_grid_with_threads(side as u64, &mut Budget::new(u64::MAX), threads)
        .expect("an unlimited budget")
}

/// The contest solutions' P/N grid: `a == (int)((b - a) * (1 + sqrt(5)) / 2)` for `a <= b`, in doubles.
fn contest_float_p_grid(side: usize) -> Vec<bool> {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let mut p = vec![false; side * side];
    for a in 0..side {
        for b in 0..side {
            let (low, high) = (a.min(b), a.max(b));
            p[a * side + b] = low == ((high - low) as f64 * phi) as usize;
        }
    }
    p
}

/// The exact P/N grid: the P-positions `(a_k, b_k)` and `(b_k, a_k)` from `pair(k)`.
fn exact_p_grid(side: usize) -> Vec<bool> {
    let mut p = vec![false; side * side];
    for k in 0.. {
        match pair(k) {
            Some((a, b)) if (b as usize) < side => {
                let (a, b) = (a as usize, b as usize);
                p[a * side + b] = true;
                p[b * side + a] = true;
            }
            _ => break,
        }
    }
    p
}

/// The exact P/N grid cell by cell, `is_p_position(a, b)` (integer square roots).
fn exact_p_grid_by_cell(side: usize) -> Vec<bool> {
    (0..side * side)
        .map(|i| is_p_position((i / side) as u64, (i % side) as u64))
        .collect()
}

fn sg_grids(c: &mut Criterion) {
    // The three agree where all three run.
    for side in [1, 2, 64, 100, 300] {
        let fast = grid(side, 1);
        assert_eq!(fast, grid(side, 2));
        let previous = previous_sg_grid(side);
        let contest = contest_sg_grid(side);
        for i in 0..side * side {
            assert_eq!(u64::from(fast[i]), previous[i]);
            assert_eq!(u64::from(fast[i]), u64::from(contest[i]));
        }
        assert_eq!(exact_p_grid(side), contest_float_p_grid(side));
        assert_eq!(exact_p_grid(side), exact_p_grid_by_cell(side));
        assert!(exact_p_grid(side)
            .iter()
            .zip(&fast)
            .all(|(&p, &v)| p == (v == 0)));
    }
    let mut group = c.benchmark_group("wythoff_grid");
    group.sample_size(10);
    for side in [512usize, 1024] {
        group.bench_with_input(BenchmarkId::new("contest_vis", side), &side, |b, &side| {
            b.iter(|| contest_sg_grid(side))
        });
    }
    for side in [1024usize, 2048] {
        group.bench_with_input(BenchmarkId::new("previous", side), &side, |b, &side| {
            b.iter(|| previous_sg_grid(side))
        });
    }
    for side in [512usize, 1024, 2048, 4096, 8192] {
        group.bench_with_input(BenchmarkId::new("tiled", side), &side, |b, &side| {
            b.iter(|| grid(side, 1))
        });
    }
    for side in [1024usize, 4096, 8192] {
        group.bench_with_input(
            BenchmarkId::new("tiled_2_threads", side),
            &side,
            |b, &side| b.iter(|| grid(side, 2)),
        );
    }
    group.finish();

    let mut group = c.benchmark_group("wythoff_p_grid");
    group.sample_size(10);
    for side in [1024usize, 8192] {
        group.bench_with_input(
            BenchmarkId::new("contest_float", side),
            &side,
            |b, &side| b.iter(|| contest_float_p_grid(side)),
        );
        group.bench_with_input(BenchmarkId::new("exact_pairs", side), &side, |b, &side| {
            b.iter(|| exact_p_grid(side))
        });
    }
    group.bench_with_input(
        BenchmarkId::new("exact_by_cell", 1024),
        &1024,
        |b, &side| b.iter(|| exact_p_grid_by_cell(side)),
    );
    group.finish();
}

criterion_group!(benches, sg_grids);
criterion_main!(benches);
