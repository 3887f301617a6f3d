//! `cargo xtask bench`: every speed figure of docs/PERFORMANCE.md in one run, each beside
//! its baseline run in the same session, printed as a figure and as a ratio.
//!
//! 1. **Native beside the published solver.** `sg` (release) and `ogsolve` (crates.io,
//!    installed into `.tools/` on first use, never vendored) on the same octal games and
//!    sizes; CPU seconds (user + system, from `getrusage` of the children) and wall seconds.
//! 2. **Native beside wasm beside plain JavaScript.** The workloads of
//!    `sglab_core::workload`, natively (the `workloads` example) and in headless Chromium
//!    (web/bench.html through tests/e2e/run-bench.mjs: wasm in a Web Worker and the plain
//!    JavaScript twins), each workload on both sides in turn and in two rounds (the
//!    machine's speed drifts), with the second core measured by two workers at once, and
//!    natively by one thread beside two (`--threads 1`).
//! 3. With `--criterion`, the criterion benchmarks of `crates/core/benches` (each beside
//!    its contest-style baseline).
//!
//! `--quick` keeps the workloads that take seconds (no `.354` proof, no 2^24 heaps);
//! `--smoke` checks that every part runs, in seconds once built: its smallest workloads,
//! one round, on the tests' builds instead of the release's (`sg` and the `workloads`
//! example from `cargo test --no-run` in `target/debug`, `pkg/` in profile `wasm-test`, the
//! criterion benchmarks only built, by `cargo test --benches --no-run`), so its figures
//! are not the release's. `cargo xtask test` runs the README's commands that way after its
//! own builds (`readme.rs`).
//!
//! `sg` is read by its answers (`--json`), not only its exit code: `sg period` answers
//! "no period up to N" with exit code 1, and that answer is a figure (the work to heap N).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Instant;

use crate::toolchain::{ensure_browser, ensure_npm, run, tools_bin};
use crate::{root, serve, TaskError};

/// The version of `ogsolve` the figures are measured against.
const OGSOLVE_VERSION: &str = "0.0.7";

/// Workloads too long for `--quick`.
const LONG: &[&str] = &["period-0.354", "grundy-2^24", "subtract-1000-10^8"];

/// How much of the bench runs: `--smoke`, `--quick`, or everything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Size {
    /// The smallest workloads (those with a plain JavaScript twin), one round: seconds.
    Smoke,
    /// Everything but [`LONG`].
    Quick,
    Full,
}

impl Size {
    /// The workloads of this size, by name.
    fn workloads(self) -> Vec<String> {
        sglab_core::workload::WORKLOADS
            .iter()
            .filter(|w| match self {
                Size::Smoke => w.plain_js,
                Size::Quick => !LONG.contains(&w.name),
                Size::Full => true,
            })
            .map(|w| w.name.to_string())
            .collect()
    }

    /// The build the native figures come from.
    fn build(self) -> &'static str {
        match self {
            Size::Smoke => "the tests' build, target/debug",
            _ => "release",
        }
    }

    fn rounds(self) -> usize {
        match self {
            Size::Smoke => 1,
            _ => ROUNDS,
        }
    }
}

/// One comparison of `sg` with `ogsolve`: a label, `sg`'s arguments (or `["workload",
/// NAME]`: the named workload run by the `workloads` example, for the same work as
/// ogsolve's where `sg` would stop at a proved period), ogsolve's arguments.
struct Versus {
    label: &'static str,
    sg: &'static [&'static str],
    ogsolve: &'static [&'static str],
    /// The sizes of the bench that run it.
    sizes: &'static [Size],
}

/// The comparisons that take a second or less each.
const QUICK: &[Size] = &[Size::Quick, Size::Full];

const VERSUS: &[Versus] = &[
    // `--smoke`: a proof and an answer "no period", in tables of thousands of heaps.
    Versus {
        label: ".156 proved (period 349 from 3,479; ogsolve to the same heap, 7,658)",
        sg: &["period", "octal 0.156", "--max-work", "1000000000000"],
        ogsolve: &["-m", "rc2", "-n", "7658", "0.156"],
        sizes: &[Size::Smoke],
    },
    Versus {
        label: ".1777 to 2^14 heaps",
        sg: &[
            "period",
            "octal 0.1777",
            "--max-heap",
            "16383",
            "--max-work",
            "1000000000000",
        ],
        ogsolve: &["-m", "rc2", "-n", "16383", "0.1777"],
        sizes: &[Size::Smoke],
    },
    Versus {
        label: ".16 proved (period 149,459 from 105,351; ogsolve to the same heap, 626,661)",
        sg: &["period", "octal 0.16", "--max-work", "1000000000000"],
        ogsolve: &["-m", "rc2", "-n", "626661", "0.16"],
        sizes: QUICK,
    },
    Versus {
        label: ".1777 to 2^20 heaps",
        sg: &[
            "period",
            "octal 0.1777",
            "--max-heap",
            "1048575",
            "--max-work",
            "1000000000000",
        ],
        ogsolve: &["-m", "rc2", "-n", "1048575", "0.1777"],
        sizes: QUICK,
    },
    Versus {
        label: ".16, a table of 2^24 heaps (no period stop)",
        sg: &["workload", "table-0.16-2^24"],
        ogsolve: &["-m", "rc2", "-n", "16777215", "0.16"],
        sizes: &[Size::Full],
    },
    Versus {
        label: ".56, a table of 2^24 heaps (no period stop)",
        sg: &["workload", "table-0.56-2^24"],
        ogsolve: &["-m", "rc2", "-n", "16777215", "0.56"],
        sizes: &[Size::Full],
    },
    Versus {
        label: ".1777, a table of 2^24 heaps (no period stop)",
        sg: &["workload", "table-0.1777-2^24"],
        ogsolve: &["-m", "rc2", "-n", "16777215", "0.1777"],
        sizes: &[Size::Full],
    },
    Versus {
        label: ".354 proved (period 1180 from 10,061,916; 20,126,195 heaps)",
        sg: &["period", "octal 0.354", "--max-work", "100000000000000"],
        ogsolve: &["-m", "rc2", "-n", "20126194", "0.354"],
        sizes: &[Size::Full],
    },
];

/// CPU seconds (user + system) used by this process's waited-for children so far.
fn children_cpu() -> f64 {
    // SAFETY: getrusage writes one plain struct we own; RUSAGE_CHILDREN is always valid.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage);
        usage
    };
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// One timed run of a command: CPU and wall seconds, its exit code and standard output.
struct Timed {
    cpu: f64,
    wall: f64,
    code: Option<i32>,
    stdout: String,
}

/// Runs `command`, its standard output kept (ogsolve's is discarded, being large).
fn timed(command: &mut Command, keep_output: bool) -> Result<Timed, TaskError> {
    let cpu = children_cpu();
    let start = Instant::now();
    let output = command
        .stdout(if keep_output {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .output()
        .map_err(|e| TaskError(format!("cannot start {command:?}: {e}")))?;
    Ok(Timed {
        cpu: children_cpu() - cpu,
        wall: start.elapsed().as_secs_f64(),
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
    })
}

/// What `sg period ... --json` answered, for the table: exit code 0 with a proved period,
/// or exit code 1 with `"period": null` (no period proved up to `checked_to`: the work
/// to that heap is the figure). Anything else (a limit, an error, no JSON) is a failure.
fn period_answer(code: Option<i32>, stdout: &str) -> Result<String, String> {
    let value: serde_json::Value = serde_json::from_str(stdout.trim())
        .map_err(|e| format!("exit code {code:?} and no JSON answer ({e}): {stdout:?}"))?;
    let checked = value.get("checked_to").and_then(|c| c.as_u64());
    match (code, value.get("period"), checked) {
        (Some(0), Some(period), Some(checked)) if !period.is_null() => {
            let text = |v: Option<&serde_json::Value>| {
                v.map(|v| v.to_string().replace('"', ""))
                    .unwrap_or_default()
            };
            Ok(format!(
                "period {} from {} (checked to {checked})",
                text(Some(period)),
                text(value.get("preperiod"))
            ))
        }
        (Some(1), Some(serde_json::Value::Null), Some(checked)) => {
            Ok(format!("no period up to heap {checked}"))
        }
        _ => Err(format!("exit code {code:?} with the answer {}", value)),
    }
}

/// Reads a run's answer from its exit code and standard output.
type ReadAnswer = fn(Option<i32>, &str) -> Result<String, String>;

/// What the `workloads` example printed for one workload: its summary, or the error.
fn workload_answer(code: Option<i32>, stdout: &str) -> Result<String, String> {
    let value: serde_json::Value = serde_json::from_str(stdout.trim())
        .map_err(|e| format!("exit code {code:?} and no JSON line ({e}): {stdout:?}"))?;
    if let Some(error) = value.get("error") {
        return Err(format!("{error}"));
    }
    if code != Some(0) {
        return Err(format!("exit code {code:?}"));
    }
    Ok(figure(&value, "seconds", "first").summary)
}

/// Installs `ogsolve` into `.tools/` unless it is there; its path.
pub fn ensure_ogsolve() -> Result<PathBuf, TaskError> {
    let binary = tools_bin().join("ogsolve");
    if !binary.exists() {
        println!("installing ogsolve {OGSOLVE_VERSION} from crates.io into .tools/");
        run(Command::new("cargo")
            .args([
                "install",
                "ogsolve",
                "--locked",
                "--version",
                OGSOLVE_VERSION,
                "--root",
            ])
            .arg(root().join(".tools")))?;
    }
    Ok(binary)
}

/// One workload's figures from one side (native, wasm or plain JavaScript).
#[derive(Clone, Debug, Default)]
struct Figure {
    /// The fastest run (of `Workload::runs` in one process or worker).
    seconds: f64,
    /// The first run, where there were several.
    first: Option<f64>,
    checksum: Option<u64>,
    summary: String,
}

/// The figure of a JSON line or bench-page row: seconds under `seconds_key`, the first of
/// several runs under `first_key`.
fn figure(value: &serde_json::Value, seconds_key: &str, first_key: &str) -> Figure {
    let outcome = value.get("outcome").unwrap_or(value);
    let period = outcome.get("period").and_then(|p| p.as_array()).map(|p| {
        let text = |v: &serde_json::Value| {
            v.as_str()
                .map(String::from)
                .unwrap_or_else(|| v.to_string())
        };
        format!("period {} from {}", text(&p[1]), text(&p[0]))
    });
    Figure {
        seconds: value
            .get(seconds_key)
            .and_then(|s| s.as_f64())
            .unwrap_or(f64::NAN),
        first: value.get(first_key).and_then(|s| s.as_f64()),
        checksum: outcome.get("checksum").and_then(|c| c.as_u64()),
        summary: period.unwrap_or_else(|| {
            let count = outcome
                .get("count")
                .map(|c| c.to_string().replace('"', ""))
                .unwrap_or_default();
            format!("{count} values")
        }),
    }
}

/// The native programs the bench runs.
struct Native {
    /// The `sglab` command.
    sg: PathBuf,
    /// The `workloads` example of crates/core.
    workloads: PathBuf,
    /// Its runs of each workload, where not the workload's own count (`--smoke`: one).
    runs: Option<u32>,
}

impl Native {
    /// The `workloads` example, with its `--runs` if any.
    fn workloads(&self) -> Command {
        let mut command = Command::new(&self.workloads);
        if let Some(runs) = self.runs {
            command.args(["--runs", &runs.to_string()]);
        }
        command
    }
}

/// Builds the native programs: in release, or with `--smoke` the tests' native build
/// (`target/debug`; a no-op after `cargo xtask test`'s "native build" stage).
fn build_native(size: Size) -> Result<Native, TaskError> {
    if size == Size::Smoke {
        let [mut members, _] = crate::test::native_commands(&["--no-run", "--quiet"]);
        run(&mut members)?;
        let debug = root().join("target/debug");
        return Ok(Native {
            sg: debug.join("sglab"),
            workloads: debug.join("examples/workloads"),
            runs: Some(1),
        });
    }
    run(Command::new("cargo").args(["build", "--release", "-p", "sglab-cli"]))?;
    run(Command::new("cargo").args([
        "build",
        "--release",
        "-p",
        "sglab-core",
        "--example",
        "workloads",
    ]))?;
    let release = root().join("target/release");
    Ok(Native {
        sg: release.join("sglab"),
        workloads: release.join("examples/workloads"),
        runs: None,
    })
}

/// The JSON line of the `workloads` example for workload `name` with `threads` threads.
fn native_line(native: &Native, threads: &str, name: &str) -> Result<serde_json::Value, TaskError> {
    let output = native
        .workloads()
        .args(["--threads", threads, name])
        .output()?;
    let line = String::from_utf8_lossy(&output.stdout);
    serde_json::from_str(line.trim())
        .map_err(|e| TaskError(format!("workloads {name}: {e}: {line}")))
}

/// The second core natively: each of `names` with `--threads 1` and with the default
/// (two threads where heaps are costly, `games/octal/pipeline.rs`), one after the other.
fn native_threads(native: &Native, names: &[&str]) -> Result<(), TaskError> {
    if names.is_empty() {
        return Ok(());
    }
    println!("\n== the second core natively (wall seconds, one thread beside two, same run) ==");
    println!("| workload | one thread | two threads | ratio |");
    println!("|---|---|---|---|");
    for name in names {
        let mut seconds = Vec::new();
        for threads in ["1", "2"] {
            seconds.push(figure(
                &native_line(native, threads, name)?,
                "seconds",
                "first",
            ));
        }
        let agree = seconds[0].checksum.is_some() && seconds[0].checksum == seconds[1].checksum;
        println!(
            "| {name} | {:.3} | {:.3} | {} |",
            seconds[0].seconds,
            seconds[1].seconds,
            if agree {
                format!("{:.2}x", seconds[0].seconds / seconds[1].seconds)
            } else {
                "values DISAGREE".to_string()
            }
        );
    }
    Ok(())
}

/// Rounds of native and wasm in turn (see [`side_by_side`]).
const ROUNDS: usize = 2;

/// The figures of each side, by workload: the fastest run of all rounds, the first run of
/// the first round.
#[derive(Default)]
struct Sides {
    native: BTreeMap<String, Figure>,
    wasm: BTreeMap<String, Figure>,
    js: BTreeMap<String, Figure>,
    cores: Option<serde_json::Value>,
}

/// Keeps the faster of `figure` and the one already under `name` (the first run stays the
/// first round's; a checksum that differs between rounds is dropped, so no ratio is shown).
fn keep_fastest(figures: &mut BTreeMap<String, Figure>, name: &str, figure: Figure) {
    let Some(old) = figures.get_mut(name) else {
        figures.insert(name.to_string(), figure);
        return;
    };
    if old.checksum != figure.checksum {
        old.checksum = None;
    }
    if figure.seconds < old.seconds {
        old.seconds = figure.seconds;
    }
}

/// Each workload natively (one thread, as in the browser; the second core is measured
/// apart) and in headless Chromium (web/bench.html: wasm and the plain JavaScript twin,
/// each in a worker of its own), in turn, for [`ROUNDS`] rounds: the two sides of a ratio
/// run within seconds of each other, since this machine's speed swings by a third within
/// the hour. Then the second core in the browser.
fn side_by_side(
    native: &Native,
    names: &[String],
    browser: bool,
    size: Size,
) -> Result<Sides, TaskError> {
    println!("\n== native (crates/core/examples/workloads.rs, {}, one thread) and wasm (web/bench.html), in turn ==", size.build());
    let server = if browser {
        if size == Size::Smoke {
            crate::build::build_for_tests()?;
        } else {
            crate::build::build_pkg()?;
        }
        ensure_browser()?;
        ensure_npm()?;
        Some(serve::in_background()?)
    } else {
        None
    };
    let mut sides = Sides::default();
    // Each workload in a page of its own, right after its native run; with `--smoke`, which
    // only checks that each part runs, one page for every workload and the second core
    // (one browser start instead of six).
    let batches: Vec<Vec<String>> = match size {
        Size::Smoke => vec![names.to_vec()],
        _ => names.iter().map(|name| vec![name.clone()]).collect(),
    };
    let cores = match size {
        Size::Smoke => "octal-0.16-2^15",
        _ => "octal-0.16-2^20",
    };
    for round in 1..=size.rounds() {
        for batch in &batches {
            let mut lines = Vec::new();
            for name in batch {
                let value = native_line(native, "1", name)?;
                if let Some(error) = value.get("error") {
                    return Err(TaskError(format!("native {name}: {error}")));
                }
                let native = figure(&value, "seconds", "first");
                lines.push(format!(
                    "round {round}, {name}: native {:.3} s",
                    native.seconds
                ));
                keep_fastest(&mut sides.native, name, native);
            }
            if let Some((_, address)) = &server {
                let with_cores = (size == Size::Smoke).then_some(cores);
                let page = bench_page(address, &batch.join(","), with_cores, native.runs)?;
                for (line, name) in lines.iter_mut().zip(batch) {
                    if let Some(wasm) = page.wasm.get(name) {
                        *line += &format!(", wasm {:.3} s", wasm.seconds);
                    }
                }
                if with_cores.is_some() {
                    sides.cores = page.cores;
                }
                for (figures, page) in [(&mut sides.wasm, page.wasm), (&mut sides.js, page.js)] {
                    for (name, figure) in page {
                        keep_fastest(figures, &name, figure);
                    }
                }
            }
            for line in lines {
                println!("{line}");
            }
        }
    }
    if let Some((runtime, address)) = server {
        if size != Size::Smoke {
            sides.cores = bench_page(&address, "", Some(cores), None)?.cores;
        }
        runtime.shutdown_background();
    }
    Ok(sides)
}

struct Browser {
    wasm: BTreeMap<String, Figure>,
    js: BTreeMap<String, Figure>,
    cores: Option<serde_json::Value>,
}

/// One visit of web/bench.html (tests/e2e/run-bench.mjs) served at `address`: the workloads
/// `names` (comma-separated) and, with `cores`, the second core measured on that workload.
fn bench_page(
    address: &std::net::SocketAddr,
    names: &str,
    cores: Option<&str>,
    runs: Option<u32>,
) -> Result<Browser, TaskError> {
    let runs = runs.map(|r| r.to_string()).unwrap_or_default();
    let output = Command::new("node")
        .current_dir(root().join("tests/e2e"))
        .args(["run-bench.mjs", names, cores.unwrap_or(""), &runs])
        .env("SGLAB_URL", format!("http://{address}/"))
        .stderr(Stdio::inherit())
        .output()?;
    let text = String::from_utf8_lossy(&output.stdout);
    let value: serde_json::Value = serde_json::from_str(text.trim())
        .map_err(|e| TaskError(format!("run-bench.mjs printed no results ({e}): {text}")))?;
    if let Some(error) = value.get("error").filter(|e| !e.is_null()) {
        return Err(TaskError(format!("the bench page failed: {error}")));
    }
    let mut wasm = BTreeMap::new();
    let mut js = BTreeMap::new();
    if let Some(rows) = value.get("rows").and_then(|r| r.as_object()) {
        for (name, row) in rows {
            wasm.insert(name.clone(), figure(row, "wasm", "wasmFirst"));
            if row.get("js").is_some() {
                let mut plain = figure(row, "js", "jsFirst");
                // The page checked the plain twin's checksum against the wasm one.
                if row.get("agree") != Some(&serde_json::Value::Bool(true)) {
                    plain.checksum = None;
                }
                js.insert(name.clone(), plain);
            }
        }
    }
    Ok(Browser {
        wasm,
        js,
        cores: value.get("cores").cloned(),
    })
}

fn versus(native: &Native, size: Size) -> Result<(), TaskError> {
    println!("\n== sg ({}) beside ogsolve {OGSOLVE_VERSION} (CPU seconds, user + system; wall in brackets) ==", size.build());
    let ogsolve = ensure_ogsolve()?;
    println!("| workload | sg | ogsolve -m rc2 | ogsolve / sg | sg's answer |");
    println!("|---|---|---|---|---|");
    for case in VERSUS.iter().filter(|case| case.sizes.contains(&size)) {
        let (mut ours, read): (Command, ReadAnswer) = match case.sg {
            ["workload", name] => {
                let mut command = native.workloads();
                command.arg(name);
                (command, workload_answer)
            }
            args => {
                let mut command = Command::new(&native.sg);
                command.args(args).arg("--json");
                (command, period_answer)
            }
        };
        let ours = timed(&mut ours, true)?;
        let answer = read(ours.code, &ours.stdout)
            .map_err(|e| TaskError(format!("{}: sg {:?}: {e}", case.label, case.sg)))?;
        let theirs = timed(Command::new(&ogsolve).args(case.ogsolve), false)?;
        if theirs.code != Some(0) {
            return Err(TaskError(format!(
                "{}: ogsolve {:?} failed (exit code {:?})",
                case.label, case.ogsolve, theirs.code
            )));
        }
        println!(
            "| {} | {:.2} s ({:.2}) | {:.2} s ({:.2}) | {:.2} | {answer} |",
            case.label,
            ours.cpu,
            ours.wall,
            theirs.cpu,
            theirs.wall,
            theirs.cpu / ours.cpu
        );
    }
    Ok(())
}

/// `cargo xtask bench --first-paint [--runs N] [--only WORDS]`: builds `dist/`, then
/// tests/e2e/first-paint.mjs measures the first paint of each widget, a tutorial page and
/// the explorer under Lighthouse's mobile profile (docs/PERFORMANCE.md, "First paint").
fn first_paint(args: &[String]) -> Result<(), TaskError> {
    crate::dist::dist()?;
    ensure_npm()?;
    ensure_browser()?;
    let passed: Vec<&String> = args.iter().filter(|a| *a != "--first-paint").collect();
    run(Command::new("node")
        .arg("first-paint.mjs")
        .args(passed)
        .current_dir(root().join("tests/e2e")))
}

/// `cargo xtask bench [--quick | --smoke] [--criterion] [--no-browser] [--no-ogsolve]`, or
/// `cargo xtask bench --first-paint [--runs N]`.
pub fn bench(args: &[String]) -> Result<(), TaskError> {
    let has = |flag: &str| args.iter().any(|a| a == flag);
    if has("--first-paint") {
        return first_paint(args);
    }
    let known = [
        "--quick",
        "--smoke",
        "--criterion",
        "--no-browser",
        "--no-ogsolve",
    ];
    if let Some(unknown) = args.iter().find(|a| !known.contains(&a.as_str())) {
        return Err(TaskError(format!(
            "bench: unknown argument {unknown:?} (expected {})",
            known.join(", ")
        )));
    }
    let size = if has("--smoke") {
        Size::Smoke
    } else if has("--quick") {
        Size::Quick
    } else {
        Size::Full
    };
    let native = build_native(size)?;
    if !has("--no-ogsolve") {
        versus(&native, size)?;
    }
    let names = size.workloads();
    let browser = !has("--no-browser");
    let sides = side_by_side(&native, &names, browser, size)?;
    native_threads(
        &native,
        match size {
            Size::Smoke => &["grundy-2^14"],
            Size::Quick => &["grundy-2^20"],
            Size::Full => &["grundy-2^20", "grundy-2^24", "period-0.354"],
        },
    )?;
    if browser {
        let Sides {
            native,
            wasm,
            js,
            cores,
        } = sides;
        println!("\n== native, wasm and plain JavaScript (wall seconds, in turn; each side the fastest of its runs in all rounds) ==");
        println!("| workload | native | wasm | wasm / native | plain JS | JS / wasm | result |");
        println!("|---|---|---|---|---|---|---|");
        for name in &names {
            let n = native.get(name).cloned().unwrap_or_default();
            let w = wasm.get(name).cloned().unwrap_or_default();
            let agree = n.checksum.is_some() && n.checksum == w.checksum;
            let (js, js_ratio) = match js.get(name) {
                Some(j) if j.checksum.is_some() => (
                    format!("{:.3}", j.seconds),
                    format!("{:.1}", j.seconds / w.seconds),
                ),
                Some(_) => ("disagrees".into(), "-".into()),
                None => ("-".into(), "-".into()),
            };
            println!(
                "| {name} | {:.3} | {:.3} | {:.2} | {js} | {js_ratio} | {}{} |",
                n.seconds,
                w.seconds,
                w.seconds / n.seconds,
                n.summary,
                if agree {
                    ""
                } else {
                    " (native and wasm DISAGREE)"
                }
            );
        }
        println!("\nThe workloads run more than once (fastest run above): their first runs in the first round, which in the browser include compiling the code.");
        println!(
            "| workload | native first | wasm first | wasm / native | plain JS first | JS / wasm |"
        );
        println!("|---|---|---|---|---|---|");
        for name in &names {
            let (Some(n), Some(w)) = (native.get(name), wasm.get(name)) else {
                continue;
            };
            let (Some(n_first), Some(w_first)) = (n.first, w.first) else {
                continue;
            };
            if n_first == n.seconds && w_first == w.seconds {
                continue;
            }
            let (js, js_ratio) = match js.get(name).and_then(|j| j.first) {
                Some(j) => (format!("{j:.3}"), format!("{:.1}", j / w_first)),
                None => ("-".into(), "-".into()),
            };
            println!(
                "| {name} | {n_first:.3} | {w_first:.3} | {:.2} | {js} | {js_ratio} |",
                w_first / n_first
            );
        }
        if let Some(cores) = cores {
            println!("\nsecond core in the browser: {cores}");
        }
    }
    if has("--criterion") {
        if size == Size::Smoke {
            println!("\n== criterion benchmarks (crates/core/benches), built only, in the tests' profile (--smoke) ==");
            let [mut members, _] = crate::test::native_commands(&["--benches", "--no-run"]);
            run(&mut members)?;
        } else {
            println!("\n== criterion benchmarks (crates/core/benches) ==");
            run(Command::new("cargo").args(["bench", "-p", "sglab-core"]))?;
        }
    }
    Ok(())
}
