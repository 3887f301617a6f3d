//! `cargo xtask test`: every test of the project, as stages (stages.rs) that start as soon
//! as what they wait for is done: the installs, the native build and the wasm build
//! overlap; then the native tests (in one pool by cargo-nextest where it is installed), the
//! wasm tests in headless Chromium and `dist/`; then the end-to-end tests of the served
//! page, their files in parallel, then the files that time the page, alone; then the
//! commands of the README (readme.rs, on the tests' builds), and last the blog engines. The
//! summary gives each stage's seconds and the counts.
//!
//! `pkg/` is built here once for the tests, in profile `wasm-test` (no LTO, incremental),
//! which the wasm tests share; `cargo xtask build`, `serve`, `dist` and `bench` build the
//! release modules whose size and speed the README and docs/PERFORMANCE.md give.
//!
//! A stage is one line of [`STAGES`]: its name, the stages it waits for, its function.

use std::process::Command;
use std::time::Instant;

use crate::stages::{Counts, Done, Stage};
use crate::toolchain::{
    ensure_apt, ensure_bundler, ensure_npm, ensure_wasm_bindgen, output, run_capturing,
    run_capturing_both, rustup_builds_wasm, tools_bin, wasm_cargo, DEBIAN_WASM,
};
use crate::{build, dist, root, serve, stages, TaskError};

/// Every stage of `cargo xtask test`, each after the stages it names. The wasm build does
/// not wait for wasm-bindgen's CLI, which only `pkg` and the wasm tests run; the end-to-end
/// tests wait for the native build, whose `sglab` fences-post.test.mjs compares with the
/// plugins (built there otherwise, behind the native build's lock).
const STAGES: &[Stage] = &[
    stage("apt", &[], install_system),
    stage("npm", &[], install_npm),
    stage("wasm-bindgen", &[], install_wasm_bindgen),
    stage("wasm build", &["apt"], wasm_build),
    stage("native build", &[], native_build),
    stage("pkg", &["wasm build", "wasm-bindgen"], pkg),
    stage("native", &["native build", "apt", "npm"], native),
    stage("wasm", &["wasm build", "wasm-bindgen"], wasm),
    stage("dist", &["pkg", "npm"], dist),
    stage("e2e", &["dist", "apt", "native build"], end_to_end),
    stage("e2e timed", &["e2e", "native", "wasm"], end_to_end_timed),
    stage("ogsolve", &[], install_ogsolve),
    stage(
        "README commands",
        &["e2e timed", "ogsolve"],
        readme_commands,
    ),
    stage("engines install", &["apt"], install_engines),
    stage("engines", &["README commands", "engines install"], engines),
];

const fn stage(
    name: &'static str,
    after: &'static [&'static str],
    run: fn() -> Result<Done, TaskError>,
) -> Stage {
    Stage { name, after, run }
}

/// The Debian packages the stages need: the browser and its driver (wasm tests), its
/// headless shell (end-to-end tests, tests/e2e/browser.mjs); g++ and python3 (the CLI's
/// tests compile and read the 打表 exports, and the tutorials' code blocks run with them);
/// the fonts of the pictures' tests (Chinese text, and Latin text alone); hugo (the Hugo
/// recipe of the Markdown fences); binaryen (`wasm-split`, split.rs).
const SYSTEM_PACKAGES: &[&str] = &[
    "chromium",
    "chromium-driver",
    "chromium-headless-shell",
    "g++",
    "python3",
    "fonts-noto-cjk",
    "fonts-dejavu-core",
    "hugo",
    "binaryen",
    // The engine tests: MkDocs in a virtual environment, Firefox ESR, WebKitGTK on a
    // virtual display.
    "python3-venv",
    "firefox-esr",
    "webkit2gtk-driver",
    "xvfb",
    // docs/PERFORMANCE.md times its long runs with /usr/bin/time (the README stage).
    "time",
];

/// The end-to-end files that time the page (a task's length, a second's deadline): run
/// alone, after everything else, so no other stage or browser shares the cores.
/// (Named without their `.test.mjs`.)
const TIMED_FILES: &[&str] = &["far", "supersede", "cross-origin"];

/// The file of an end-to-end test named `stem`.
fn test_file(stem: &str) -> String {
    format!("{stem}.test.mjs")
}

/// How many end-to-end files run at once (each launches its own browser).
const E2E_CONCURRENCY: usize = 2;

/// The untimed end-to-end files that take longest, longest first (each run alone on
/// 2026-12-02, docs/PERFORMANCE.md "The test loop"): they start first.
const LONGEST_FILES: &[&str] = &[
    "newcomer",
    "tables",
    "iframe-heights",
    "phone",
    "no-jump",
    "theme",
    "narrow-captions",
    "light-full",
    "hostile-page",
    "state",
    "pictures",
    "widgets",
];

fn install_system() -> Result<Done, TaskError> {
    let mut packages = SYSTEM_PACKAGES.to_vec();
    if !rustup_builds_wasm() {
        packages.extend(DEBIAN_WASM);
    }
    ensure_apt(&packages)?;
    Ok(Done::Note(format!("{} Debian packages", packages.len())))
}

fn install_npm() -> Result<Done, TaskError> {
    ensure_npm()?;
    ensure_bundler()?;
    Ok(Done::Note("tests/e2e and xtask/bundle".into()))
}

fn install_wasm_bindgen() -> Result<Done, TaskError> {
    let binary = ensure_wasm_bindgen()?;
    Ok(Done::Note(format!(
        "{}",
        binary.strip_prefix(root()).unwrap_or(&binary).display()
    )))
}

fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// The arguments of cargo that test the members but xtask and the wasm crate: with them,
/// `--no-run` is the tests' native build (`target/debug`), which `cargo xtask bench
/// --smoke` and the README's commands (readme.rs) reuse. Another selection (`-p
/// sglab-cli`, `--release`) would unify other features and compile most crates again.
pub const MEMBERS_TEST: &[&str] = &[
    "test",
    "--workspace",
    "--exclude",
    "sglab-wasm",
    "--exclude",
    "xtask",
];

/// The native test commands, `extra` (`--no-run`) added to each: xtask's own tests apart,
/// so its dependencies keep the features they have in `cargo xtask` (compiled once for
/// both: built with the whole workspace, cargo would unify their features with the other
/// members' and compile tokio, hyper and the rest a second time).
pub fn native_commands(extra: &[&str]) -> [Command; 2] {
    split_commands(&["test"], extra)
}

/// `cargo WORDS` over the members (as [`MEMBERS_TEST`] selects them) and over xtask, each
/// with `extra`.
fn split_commands(words: &[&str], extra: &[&str]) -> [Command; 2] {
    let mut members = cargo();
    members.args(words).args(&MEMBERS_TEST[1..]);
    let mut xtask = cargo();
    xtask.args(words).args(["--package", "xtask"]);
    for command in [&mut members, &mut xtask] {
        command.current_dir(root()).args(extra);
    }
    [members, xtask]
}

fn native_build() -> Result<Done, TaskError> {
    for mut command in native_commands(&["--no-run"]) {
        let (_, status) = run_capturing(&mut command)?;
        if !status.success() {
            return Err(TaskError(format!("{command:?} failed with {status}")));
        }
    }
    Ok(Done::Note("cargo test --no-run".into()))
}

/// Whether cargo-nextest is installed (`cargo nextest`).
fn has_nextest() -> bool {
    output(cargo().args(["nextest", "--version"])).is_some()
}

/// The native tests, on the binaries of the native build. With cargo-nextest, every test
/// of every binary in one pool of the cores' size (`cargo test` runs the binaries one
/// after the other, and a binary's last long test leaves a core idle), then the
/// documentation's examples, which nextest does not run (`cargo test --doc`); without it,
/// `cargo test`. The same tests either way.
fn native() -> Result<Done, TaskError> {
    let mut counts = Counts::default();
    let mut ok = true;
    let mut add = |more: Counts, status: std::process::ExitStatus| {
        counts.passed += more.passed;
        counts.failed += more.failed;
        ok &= status.success();
    };
    let what = if has_nextest() {
        for mut command in
            split_commands(&["nextest", "run"], &["--no-fail-fast", "--color", "never"])
        {
            let (stdout, stderr, status) = run_capturing_both(&mut command)?;
            add(nextest_counts(&format!("{stdout}{stderr}")), status);
        }
        let mut doc = cargo();
        doc.current_dir(root())
            .args(MEMBERS_TEST)
            .args(["--doc", "--no-fail-fast"]);
        let (output, status) = run_capturing(&mut doc)?;
        add(cargo_counts(&output), status);
        "native tests (cargo nextest, cargo test --doc)"
    } else {
        for mut command in native_commands(&["--no-fail-fast"]) {
            let (output, status) = run_capturing(&mut command)?;
            add(cargo_counts(&output), status);
        }
        "native cargo test"
    };
    finish(what, counts, ok)
}

/// Both modules compiled in their test profiles (build.rs), while wasm-bindgen's CLI is
/// still being installed.
fn wasm_build() -> Result<Done, TaskError> {
    build::compile_for_tests()?;
    Ok(Done::Note(format!("profile {}", build::TEST_PROFILE)))
}

/// `pkg/` from the wasm build: the glue, the message tables, the light module's parts.
fn pkg() -> Result<Done, TaskError> {
    build::bind_for_tests()?;
    Ok(Done::Note("glue, messages, parts".into()))
}

fn wasm() -> Result<Done, TaskError> {
    let cargo = wasm_cargo()?;
    let runner = tools_bin().join("wasm-bindgen-test-runner");
    let (output, status) = run_capturing(
        cargo
            .command()
            .args([
                "test",
                "--package",
                "sglab-wasm",
                "--target",
                "wasm32-unknown-unknown",
                "--profile",
                build::TEST_PROFILE,
                "--tests",
            ])
            .env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER", runner)
            .env("CHROMEDRIVER", "/usr/bin/chromedriver")
            .env("WASM_BINDGEN_TEST_TIMEOUT", "120"),
    )?;
    finish("wasm tests", cargo_counts(&output), status.success())
}

fn dist() -> Result<Done, TaskError> {
    let report = dist::write_dist(dist::Effort::Quick)?;
    dist::check_npm_pack(&report.files)?;
    Ok(Done::Note(format!(
        "{} files, npm pack agrees",
        report.files.len()
    )))
}

/// The end-to-end files of tests/e2e, by name, but for the timed ones.
fn untimed_files() -> Result<Vec<String>, TaskError> {
    let mut files: Vec<String> = std::fs::read_dir(root().join("tests/e2e"))?
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| {
            name.strip_suffix(".test.mjs")
                .is_some_and(|stem| !TIMED_FILES.contains(&stem))
        })
        .collect();
    // The longest first, the rest by name: the two lanes then end close together (run
    // alone, the file first took 181 s, the twelfth 37 s, most others under 20 s).
    files.sort_by_key(|name| {
        let stem = name.trim_end_matches(".test.mjs");
        let rank = LONGEST_FILES.iter().position(|long| *long == stem);
        (rank.unwrap_or(LONGEST_FILES.len()), name.clone())
    });
    Ok(files)
}

/// One run of end-to-end files: its counts, whether node's runner succeeded, its output.
struct NodeRun {
    counts: Counts,
    ok: bool,
    output: String,
}

/// Runs end-to-end files against the page served from a port of its own.
fn node_run(files: &[String], concurrency: usize) -> Result<NodeRun, TaskError> {
    let (runtime, address) = serve::in_background()?;
    let result = run_capturing(
        Command::new("node")
            .current_dir(root().join("tests/e2e"))
            .args([
                "--test".to_string(),
                "--test-reporter=tap".to_string(),
                format!("--test-concurrency={concurrency}"),
            ])
            .args(files)
            .env("SGLAB_URL", format!("http://{address}/")),
    );
    runtime.shutdown_background();
    let (output, status) = result?;
    Ok(NodeRun {
        counts: tap_counts(&output),
        ok: status.success(),
        output,
    })
}

/// The stage's result of a run: its counts, or an error naming each failing test's place.
fn node_finish(run: &NodeRun, counts: Counts) -> Result<Done, TaskError> {
    finish("end-to-end tests", counts, run.ok).map_err(|TaskError(message)| {
        let failing: Vec<&str> = run
            .output
            .lines()
            .filter(|line| line.contains("location: '"))
            .collect();
        TaskError(format!("{message}\n{}", failing.join("\n")))
    })
}

fn node_test(files: &[String], concurrency: usize) -> Result<Done, TaskError> {
    let run = node_run(files, concurrency)?;
    node_finish(&run, run.counts)
}

fn end_to_end() -> Result<Done, TaskError> {
    let files = untimed_files()?;
    let first = node_run(&files, E2E_CONCURRENCY)?;
    let failed = failed_files(&first.output);
    if (first.ok && first.counts.failed == 0) || failed.is_empty() {
        return node_finish(&first, first.counts);
    }
    // A file that failed among others is run once more alone, and the failure is printed
    // either way: a test that passes alone but not beside another is a flake to mend (the
    // closing note names them), not a reason to lose every other result.
    let first_error = node_finish(&first, first.counts)
        .err()
        .map_or_else(String::new, |TaskError(message)| message);
    println!("xtask: e2e failed ({first_error}); running {failed:?} once more, alone");
    let again = node_run(&failed, 1)?;
    if again.ok && again.counts.failed == 0 {
        println!(
            "xtask: FLAKY: {failed:?} failed beside the other files and passed alone; mend them"
        );
    }
    node_finish(&again, rerun_counts(first.counts, again.counts))
        .map_err(|TaskError(alone)| TaskError(format!("{first_error}; alone: {alone}")))
}

/// The whole stage's counts after the files that failed were run again alone: every test
/// counted once, the files run again by their second run. The first run's failures are all
/// in those files, so with `t` their tests, `first.passed` counts `t - first.failed` of them,
/// which `again` (`t` tests) replaces.
fn rerun_counts(first: Counts, again: Counts) -> Counts {
    Counts {
        passed: (first.passed + first.failed).saturating_sub(again.failed),
        failed: again.failed,
    }
}

/// The end-to-end files named in a failed run's output (`location: '.../x.test.mjs:3:1'`).
fn failed_files(output: &str) -> Vec<String> {
    let mut files: Vec<String> = output
        .lines()
        .filter_map(|line| line.split("location: '").nth(1))
        .filter_map(|rest| rest.split(':').next())
        .filter_map(|path| path.rsplit('/').next())
        .filter(|name| name.ends_with(".test.mjs"))
        .map(str::to_string)
        .collect();
    files.sort();
    files.dedup();
    files
}

fn end_to_end_timed() -> Result<Done, TaskError> {
    let files: Vec<String> = TIMED_FILES.iter().map(|stem| test_file(stem)).collect();
    node_test(&files, 1)
}

/// `ogsolve`, which the README's `cargo xtask bench` runs beside sglab (bench.rs), into
/// `.tools/` from crates.io (once), while the builds run.
fn install_ogsolve() -> Result<Done, TaskError> {
    let binary = crate::bench::ensure_ogsolve()?;
    Ok(Done::Note(format!(
        "{}",
        binary.strip_prefix(root()).unwrap_or(&binary).display()
    )))
}

/// Every command of the README's and docs/PERFORMANCE.md's `sh` blocks in its smoke form
/// (readme.rs), on the builds of the stages before it; after the timed files, so that it
/// shares the cores with no browser test.
fn readme_commands() -> Result<Done, TaskError> {
    let (passed, failed) = crate::readme::run_documented(None)?;
    finish("README commands", Counts { passed, failed }, true)
}

/// The engines' pinned packages (`npm ci` per engine, MkDocs' venv; tests/engines/install.mjs),
/// beside the builds rather than at the end, where nothing runs beside them (measured in
/// docs/PERFORMANCE.md, "The test loop": the engines' stage 338 -> 185 s, the builds about
/// 90 s longer, npm's extraction taking CPU). Kept in tests/engines and redone only when
/// their pins change.
///
/// At a low priority (`nice -n 10`, about a tenth of a core against the builds): the
/// engines come on top of the other tests, so their install takes mostly the CPU the
/// builds and tests leave idle (its downloads go on meanwhile).
fn install_engines() -> Result<Done, TaskError> {
    let dir = root().join("tests/engines");
    crate::toolchain::run(Command::new("nice").current_dir(&dir).args([
        "-n",
        "10",
        "node",
        "install.mjs",
    ]))?;
    Ok(Done::Note("tests/engines".into()))
}

/// The engine tests (tests/engines): a small real site built by each engine's pinned
/// package (Hexo, VitePress, VuePress, Docusaurus, Astro from npm, MkDocs Material from
/// PyPI, Hugo from Debian) with sglab's recipe and a copy of `dist/`, its posts checked in
/// headless Chromium, and in Firefox ESR and WebKitGTK (on a virtual display). Last,
/// alone: the builds take both cores.
fn engines() -> Result<Done, TaskError> {
    let dir = root().join("tests/engines");
    let (output, status) = run_capturing(Command::new("node").current_dir(&dir).args([
        "--test",
        "--test-reporter=tap",
        "--test-concurrency=1",
        "engines.test.mjs",
    ]))?;
    finish("engine tests", tap_counts(&output), status.success())
}

/// Sums the `test result: ok. N passed; M failed` lines of cargo test and wasm-bindgen-test.
fn cargo_counts(output: &str) -> Counts {
    let mut counts = Counts::default();
    for line in output.lines().filter(|l| l.starts_with("test result:")) {
        let number_before = |word: &str| {
            line.split(';')
                .find_map(|part| {
                    part.trim()
                        .strip_suffix(word)
                        .and_then(|n| n.split_whitespace().last()?.parse::<u64>().ok())
                })
                .unwrap_or(0)
        };
        counts.passed += number_before(" passed");
        counts.failed += number_before(" failed");
    }
    counts
}

/// Reads cargo-nextest's closing line (`Summary [ 9.1s] 425 tests run: 423 passed (3
/// slow), 2 failed, 0 skipped`): every test that neither passed nor was skipped (failed,
/// timed out, did not start) counts as failed.
fn nextest_counts(output: &str) -> Counts {
    let mut counts = Counts::default();
    for line in output.lines() {
        let Some((_, results)) = line
            .trim_start()
            .strip_prefix("Summary [")
            .and_then(|rest| rest.split_once("run:"))
        else {
            continue;
        };
        // Without the notes in parentheses, `(1 flaky, 3 slow)`.
        let mut plain = String::new();
        let mut depth = 0;
        for c in results.chars() {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        for part in plain.split(',') {
            let mut words = part.split_whitespace();
            let (Some(n), Some(what)) = (
                words.next().and_then(|n| n.parse::<u64>().ok()),
                words.next(),
            ) else {
                continue;
            };
            match what {
                "passed" => counts.passed += n,
                "skipped" => {}
                _ => counts.failed += n,
            }
        }
    }
    counts
}

/// Reads the `# pass N` and `# fail N` lines of node's TAP reporter.
fn tap_counts(output: &str) -> Counts {
    let read = |prefix: &str| {
        output
            .lines()
            .rev()
            .find_map(|l| l.strip_prefix(prefix)?.trim().parse::<u64>().ok())
            .unwrap_or(0)
    };
    Counts {
        passed: read("# pass "),
        failed: read("# fail "),
    }
}

fn finish(what: &str, counts: Counts, ok: bool) -> Result<Done, TaskError> {
    if !ok || counts.failed > 0 {
        return Err(TaskError(format!(
            "{what} failed: {} passed, {} failed",
            counts.passed, counts.failed
        )));
    }
    if counts.passed == 0 {
        return Err(TaskError(format!("{what} ran no test")));
    }
    Ok(Done::Tests(counts))
}

/// Runs every stage, prints the summary; fails when a stage did.
pub fn run_all() -> Result<(), TaskError> {
    let started = Instant::now();
    let outcomes = stages::run(STAGES)?;
    let total = stages::summary(&outcomes, started.elapsed().as_secs_f64());
    if total.failed > 0 {
        return Err(TaskError(format!("{} failed", total.failed)));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_files_of_failed_tests_once() {
        let output = "not ok 1 - x\n  location: '/w/tests/e2e/phone.test.mjs:103:3'\nok 2 - y\n  location: '/w/tests/e2e/phone.test.mjs:9:1'\n  location: '/w/tests/e2e/a.test.mjs:1:1'\n";
        assert_eq!(failed_files(output), ["a.test.mjs", "phone.test.mjs"]);
        assert!(failed_files("ok 1 - fine\n").is_empty());
    }

    /// 976 tests, 2 failed in files of 30 tests: run alone, the 30 pass (a flake) or 1 fails.
    #[test]
    fn a_rerun_replaces_its_files_counts() {
        let first = Counts {
            passed: 974,
            failed: 2,
        };
        let all_pass = Counts {
            passed: 30,
            failed: 0,
        };
        let one_fails = Counts {
            passed: 29,
            failed: 1,
        };
        assert_eq!(
            rerun_counts(first, all_pass),
            Counts {
                passed: 976,
                failed: 0
            }
        );
        assert_eq!(
            rerun_counts(first, one_fails),
            Counts {
                passed: 975,
                failed: 1
            }
        );
    }

    /// The stage list is valid: unique names, known stages, no circle.
    #[test]
    fn the_longest_files_start_first_and_exist() {
        let files = untimed_files().unwrap();
        let first: Vec<&str> = files[..LONGEST_FILES.len()]
            .iter()
            .map(|name| name.trim_end_matches(".test.mjs"))
            .collect();
        assert_eq!(first, LONGEST_FILES);
        assert!(files[LONGEST_FILES.len()..].is_sorted());
    }

    #[test]
    fn the_stage_list_is_valid() {
        assert_eq!(stages::check(STAGES), Ok(()));
        for file in TIMED_FILES.iter().map(|stem| test_file(stem)) {
            assert!(
                root().join("tests/e2e").join(&file).exists(),
                "{file} is not in tests/e2e"
            );
        }
    }

    #[test]
    fn counts_cargo_results() {
        let output = "test result: ok. 13 passed; 0 failed; 0 ignored\nnoise\ntest result: FAILED. 2 passed; 1 failed; 0 ignored\n";
        assert_eq!(
            cargo_counts(output),
            Counts {
                passed: 15,
                failed: 1
            }
        );
    }

    #[test]
    fn counts_nextest_results() {
        let passed = "        PASS [   0.010s] sglab-core x\n     Summary [ 100.724s] 425 tests run: 425 passed (3 slow), 0 skipped\n";
        assert_eq!(
            nextest_counts(passed),
            Counts {
                passed: 425,
                failed: 0
            }
        );
        let failed = "     Summary [   9.1s] 12 tests run: 8 passed (1 flaky, 2 slow), 2 failed, 1 timed out, 1 skipped\nerror: test run failed\n";
        assert_eq!(
            nextest_counts(failed),
            Counts {
                passed: 8,
                failed: 3
            }
        );
        assert_eq!(nextest_counts("noise\n"), Counts::default());
    }

    #[test]
    fn counts_tap_results() {
        assert_eq!(
            tap_counts("ok 1 - a\n# tests 3\n# pass 3\n# fail 0\n"),
            Counts {
                passed: 3,
                failed: 0
            }
        );
    }
}
