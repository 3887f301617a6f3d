//! Running every test: native `cargo test`, the wasm crate's tests in headless Chromium,
//! and the end-to-end tests of the served page; then the counts of each.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Instant;

use crate::dist;
use crate::toolchain::{ensure_browser, ensure_npm, tools_bin, wasm_cargo};
use crate::{build, root, serve, TaskError};

/// Passed and failed counts of one kind of tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Counts {
    passed: u64,
    failed: u64,
}

/// Runs a command, echoing its standard output, and returns that output and whether it succeeded.
fn run_capturing(command: &mut Command) -> Result<(String, bool), TaskError> {
    let mut child = command
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| TaskError(format!("cannot start {command:?}: {e}")))?;
    let mut captured = String::new();
    if let Some(stdout) = child.stdout.take() {
        for line in BufReader::new(stdout).lines() {
            let line = line?;
            println!("{line}");
            captured.push_str(&line);
            captured.push('\n');
        }
    }
    let status = child.wait()?;
    Ok((captured, status.success()))
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

fn native() -> Result<Counts, TaskError> {
    println!("\n== native: cargo test --workspace ==");
    // The 打表 exports are compiled (g++) and read back (python3) by the CLI's tests, and the
    // tutorials' code blocks run with them (xtask's own tests, see learn/blocks.rs); the
    // pictures' tests draw Chinese text (fonts-noto-cjk) and Latin text alone (DejaVu).
    crate::toolchain::ensure_apt(&["g++", "python3", "fonts-noto-cjk", "fonts-dejavu-core"])?;
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let (output, ok) = run_capturing(Command::new(cargo).current_dir(root()).args([
        "test",
        "--workspace",
        "--exclude",
        "sglab-wasm",
    ]))?;
    finish("native cargo test", cargo_counts(&output), ok)
}

fn wasm() -> Result<Counts, TaskError> {
    println!("\n== wasm: wasm-bindgen-test in headless Chromium ==");
    let cargo = wasm_cargo()?;
    let runner = tools_bin().join("wasm-bindgen-test-runner");
    let (output, ok) = run_capturing(
        cargo
            .command()
            .args([
                "test",
                "--package",
                "sglab-wasm",
                "--target",
                "wasm32-unknown-unknown",
                "--tests",
            ])
            .env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER", runner)
            .env("CHROMEDRIVER", "/usr/bin/chromedriver")
            .env("WASM_BINDGEN_TEST_TIMEOUT", "120"),
    )?;
    finish("wasm tests", cargo_counts(&output), ok)
}

fn end_to_end() -> Result<Counts, TaskError> {
    println!("\n== end-to-end: Playwright against the served page ==");
    ensure_npm()?;
    let (runtime, address) = serve::in_background()?;
    let e2e = root().join("tests/e2e");
    let (output, ok) = run_capturing(
        Command::new("node")
            .current_dir(&e2e)
            .args(["--test", "--test-reporter=tap", "--test-concurrency=1"])
            .env("SGLAB_URL", format!("http://{address}/")),
    )?;
    runtime.shutdown_background();
    finish("end-to-end tests", tap_counts(&output), ok)
}

/// The engine tests (tests/engines): a small real site built by each engine's pinned
/// package (Hexo, VitePress, VuePress, Docusaurus, Astro from npm, MkDocs Material from
/// PyPI, Hugo from Debian) with sglab's recipe, its posts checked in headless Chromium,
/// and in Firefox ESR and WebKitGTK (on a virtual display). The installs are kept in
/// tests/engines and redone only when their pins change.
fn engines() -> Result<Counts, TaskError> {
    println!(
        "\n== engines: real sites built by each engine, in Chromium, Firefox ESR and WebKitGTK =="
    );
    ensure_npm()?;
    crate::toolchain::ensure_apt(&[
        "hugo",
        "python3-venv",
        "firefox-esr",
        "webkit2gtk-driver",
        "xvfb",
    ])?;
    let dir = root().join("tests/engines");
    crate::toolchain::run(Command::new("node").current_dir(&dir).arg("install.mjs"))?;
    let (output, ok) = run_capturing(Command::new("node").current_dir(&dir).args([
        "--test",
        "--test-reporter=tap",
        "--test-concurrency=1",
        "engines.test.mjs",
    ]))?;
    finish("engine tests", tap_counts(&output), ok)
}

fn finish(what: &str, counts: Counts, ok: bool) -> Result<Counts, TaskError> {
    if !ok || counts.failed > 0 {
        return Err(TaskError(format!(
            "{what} failed: {} passed, {} failed",
            counts.passed, counts.failed
        )));
    }
    if counts.passed == 0 {
        return Err(TaskError(format!("{what} ran no test")));
    }
    Ok(counts)
}

/// Installs what is missing, builds `pkg/`, runs the three kinds of tests, prints the counts.
pub fn run_all() -> Result<(), TaskError> {
    let started = Instant::now();
    ensure_browser()?;
    build::build_pkg()?;
    let report = dist::write_dist()?;
    dist::check_npm_pack(&report.files)?;
    let widget = report.widget_gzip();
    println!(
        "xtask: dist/ checked ({} files, npm pack agrees); one widget: {} bytes gzipped, {:.2} of the {}-byte goal",
        report.files.len(),
        widget,
        widget as f64 / dist::SIZE_GOAL as f64,
        dist::SIZE_GOAL
    );
    type Stage = fn() -> Result<Counts, TaskError>;
    let stages: [(&str, Stage); 4] = [
        ("native (cargo test)", native),
        ("wasm (wasm-bindgen-test, headless Chromium)", wasm),
        ("end-to-end (Playwright, headless Chromium)", end_to_end),
        ("engines (real sites, headless Chromium)", engines),
    ];
    let mut total = Counts::default();
    let mut lines = Vec::new();
    let mut failure = None;
    for (name, stage) in stages {
        match stage() {
            Ok(counts) => {
                total.passed += counts.passed;
                lines.push(format!(
                    "  {name}: {} passed, {} failed",
                    counts.passed, counts.failed
                ));
            }
            Err(TaskError(message)) => {
                lines.push(format!("  {name}: {message}"));
                failure.get_or_insert(message);
                total.failed += 1;
            }
        }
    }
    println!(
        "\n== sglab test summary ({} s) ==",
        started.elapsed().as_secs()
    );
    for line in &lines {
        println!("{line}");
    }
    println!("{} passed, {} failed", total.passed, total.failed);
    match failure {
        None => Ok(()),
        Some(message) => Err(TaskError(message)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
