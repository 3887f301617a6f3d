//! sglab beside the contest solutions: every octal game with a split and Grundy's game, computed to
//! 10^5 heaps the way the contest solutions compute a table (the plain mex loop of
//! `baseline/`: for each heap, mark the value of every option in a `vis[]` array, then
//! scan for the first unmarked value; `O(n^2)` for `n` heaps), and by sglab
//! (`tables::sequence`, the rare/common-value method with the plain method kept where it
//! wins). Each game is timed at
//! n/2 and n heaps by both, so the growth exponent `log2(t(n) / t(n/2))` of each method is
//! printed beside the ratio. Both must agree on every value: the bench stops otherwise.
//!
//! `cargo bench -p sglab-core --bench contest` (`-- 20000` for a smaller n; `-- 1000000
//! grundy 0.376` for some games only, named as in `sg`).

mod baseline;

use std::time::Instant;

use baseline::plain_table;
use sglab_core::{tables, Limits};

/// The octal games of the published tables (Winning Ways ch. 4; Flammenkamp) with a split,
/// Kayles and Dawson's Kayles among them.
const OCTAL: &[&str] = &[
    "0.77", "0.137", "0.07", "0.16", "0.56", "0.1777", "0.354", "0.376", "0.356", "0.165", "0.127",
    "0.45", "0.156", "0.644",
];

/// The contest solutions' table of an octal game: digit d_k lets a move take k tokens leaving no heap
/// (bit 1), one heap (bit 2) or two heaps (bit 4).
fn contest_octal(code: &str, n: usize) -> Vec<u32> {
    let digits: Vec<u32> = code[2..].bytes().map(|b| u32::from(b - b'0')).collect();
    plain_table(n, |i, sg, vis| {
        for (k, &d) in digits.iter().enumerate() {
            let k = k + 1;
            if k > i {
                break;
            }
            let rest = i - k;
            if d & 1 != 0 && rest == 0 {
                vis.mark(0);
            }
            if d & 2 != 0 && rest > 0 {
                vis.mark(sg[rest] as usize);
            }
            if d & 4 != 0 {
                let mut a = 1;
                while 2 * a <= rest {
                    vis.mark((sg[a] ^ sg[rest - a]) as usize);
                    a += 1;
                }
            }
        }
    })
}

/// The contest solutions' table of Grundy's game: split a heap into two unequal heaps.
fn contest_grundy(n: usize) -> Vec<u32> {
    plain_table(n, |i, sg, vis| {
        let mut a = 1;
        while 2 * a < i {
            vis.mark((sg[a] ^ sg[i - a]) as usize);
            a += 1;
        }
    })
}

fn sglab(component: &str, n: usize) -> Vec<u32> {
    let limits = Limits {
        max_work: u64::MAX,
        ..Limits::default()
    };
    match tables::sequence(component, n as u64, &limits) {
        Ok(values) => values.into_iter().map(|v| v as u32).collect(),
        Err(error) => panic!("{component}: {error}"),
    }
}

fn timed(f: impl FnOnce() -> Vec<u32>) -> (f64, Vec<u32>) {
    let start = Instant::now();
    let values = f();
    (start.elapsed().as_secs_f64(), values)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = args.iter().find_map(|a| a.parse().ok()).unwrap_or(100_000);
    // Games named on the command line (cargo passes `--bench` too), else all of them.
    let chosen: Vec<&String> = args
        .iter()
        .filter(|a| !a.starts_with('-') && a.parse::<usize>().is_err())
        .collect();
    println!("n = {n} heaps; seconds (wall); exponent = log2(t(n) / t(n/2))");
    println!(
        "| game | contest loop | sglab | contest / sglab | contest exponent | sglab exponent |"
    );
    println!("|---|---|---|---|---|---|");
    let games: Vec<(String, String)> = OCTAL
        .iter()
        .map(|code| (format!(".{}", &code[2..]), format!("octal {code}")))
        .chain([(String::from("Grundy's game"), String::from("grundy"))])
        .filter(|(_, component)| {
            let code = component.strip_prefix("octal ").unwrap_or(component);
            chosen.is_empty() || chosen.iter().any(|c| c.as_str() == code)
        })
        .collect();
    for (label, component) in games {
        let contest = |size: usize| match component.strip_prefix("octal ") {
            Some(code) => contest_octal(code, size),
            None => contest_grundy(size),
        };
        let (contest_half, _) = timed(|| contest(n / 2));
        let (sglab_half, _) = timed(|| sglab(&component, n / 2));
        let (contest_full, plain) = timed(|| contest(n));
        let (sglab_full, fast) = timed(|| sglab(&component, n));
        assert_eq!(plain, fast, "{label}: sglab and the contest loop disagree");
        println!(
            "| {label} | {contest_full:.3} | {sglab_full:.4} | {:.0}x | {:.2} | {:.2} |",
            contest_full / sglab_full,
            (contest_full / contest_half).log2(),
            (sglab_full / sglab_half).log2(),
        );
    }
}
