//! What the tests of the `sglab` binary share: running it and reading what it printed, a
//! scratch folder, and the SVG safety check of `sglab-draw`'s tests. Each test file
//! includes it with `mod common;` and uses what it needs.

#![allow(dead_code)]

use std::path::PathBuf;
use std::process::Command;

#[path = "../../../draw/tests/support/safe_svg.rs"]
mod safe_svg;

#[allow(unused_imports)]
pub use safe_svg::check_safe;

/// The output of one run of `sglab`, stdout as bytes (a picture) or text.
pub struct Run<Out = String> {
    pub stdout: Out,
    pub stderr: String,
    pub code: Option<i32>,
}

/// Runs `sglab` with `args`; stdout as bytes.
pub fn sg_bytes(args: &[&str]) -> Run<Vec<u8>> {
    let output = Command::new(env!("CARGO_BIN_EXE_sglab"))
        .args(args)
        .output()
        .expect("the sg binary runs");
    Run {
        stdout: output.stdout,
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
        code: output.status.code(),
    }
}

/// Runs `sglab` with `args`; stdout as text.
pub fn sg(args: &[&str]) -> Run {
    let run = sg_bytes(args);
    Run {
        stdout: String::from_utf8(run.stdout).expect("stdout is UTF-8"),
        stderr: run.stderr,
        code: run.code,
    }
}

/// Runs `sglab` expecting success and nothing on stderr; returns stdout.
pub fn sg_ok(args: &[&str]) -> String {
    let run = sg(args);
    assert_eq!(run.code, Some(0), "sg {args:?} failed: {}", run.stderr);
    assert_eq!(run.stderr, "", "sg {args:?} wrote to stderr");
    run.stdout
}

/// [`sg_ok`] for a command that prints bytes (a PNG, a GIF).
pub fn sg_ok_bytes(args: &[&str]) -> Vec<u8> {
    let run = sg_bytes(args);
    assert_eq!(run.code, Some(0), "sg {args:?} failed: {}", run.stderr);
    assert_eq!(run.stderr, "", "sg {args:?} wrote to stderr");
    run.stdout
}

/// Runs `sglab` expecting the answer "not found" or "no" (exit code 1) on stdout and nothing
/// on stderr; returns stdout.
pub fn sg_no(args: &[&str]) -> String {
    let run = sg(args);
    assert_eq!(
        run.code,
        Some(1),
        "sg {args:?} should answer no: {}",
        run.stderr
    );
    assert_eq!(run.stderr, "", "sg {args:?} wrote to stderr");
    run.stdout
}

/// [`sg_no`] with `--json`: the one JSON value.
pub fn sg_json_no(args: &[&str]) -> serde_json::Value {
    let mut with_json = args.to_vec();
    with_json.push("--json");
    serde_json::from_str(&sg_no(&with_json)).expect("stdout is one JSON value")
}

/// Runs `sglab` expecting a limit reached (exit code 3) and nothing on stdout; returns stderr.
pub fn sg_limit(args: &[&str]) -> String {
    let run = sg(args);
    assert_eq!(
        run.code,
        Some(3),
        "sg {args:?} should reach a limit: {}",
        run.stdout
    );
    assert_eq!(run.stdout, "", "sg {args:?} wrote to stdout at a limit");
    run.stderr
}

/// Runs `sglab` expecting exit code 2 and nothing on stdout; returns stderr.
pub fn sg_fails(args: &[&str]) -> String {
    let run = sg_bytes(args);
    assert_eq!(run.code, Some(2), "sg {args:?} should fail: {}", run.stderr);
    assert!(
        run.stdout.is_empty(),
        "sg {args:?} wrote to stdout on failure"
    );
    run.stderr
}

/// Runs `sglab ... --json` and parses stdout as exactly one JSON value.
pub fn sg_json(args: &[&str]) -> serde_json::Value {
    let mut with_json = args.to_vec();
    with_json.push("--json");
    let stdout = sg_ok(&with_json);
    assert!(stdout.ends_with('\n') && stdout.matches('\n').count() == 1);
    serde_json::from_str(&stdout).expect("stdout is one JSON value")
}

/// A fresh, empty scratch folder for the files one test writes.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sglab-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}
