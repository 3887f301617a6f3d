//! The README's commands run (issue 37): every line of every `sh` block of README.md and
//! docs/PERFORMANCE.md, in a smoke form that takes seconds, and each must exit with the
//! code the documents give it. Run by `cargo xtask test` (stage "README commands", after
//! its builds), so a documented command that stops working fails the tests.
//!
//! The smoke forms reuse the tests' builds instead of the release's (LTO, minutes): the
//! native build of `cargo test --workspace --exclude sglab-wasm --exclude xtask --no-run`
//! in `target/debug` (run once before the lines, a no-op after the "native build" stage),
//! and `pkg/` in profile `wasm-test`. A line runs through `bash -c`, from the repository's
//! root, with a scratch `HOME` and the scratch install folder first on `PATH`. Its smoke
//! form:
//!
//! - `cargo xtask test`: not run (it is the command running this);
//! - `cargo xtask serve ...`: started on a free port with `SGLAB_PKG=test` (`pkg/` built
//!   as the tests build it), passes when it serves the page, then stopped;
//! - `cargo xtask bench ...`: with `--smoke` added (the smallest workloads, one round, on
//!   the tests' builds); two lines whose smoke forms differ only by `--quick` (which
//!   `--smoke` overrides) run once;
//! - `cargo build ...`: the tests' native build;
//! - `cargo bench ... --bench contest ...`: run by `cargo test` on the tests' build, at
//!   2000 heaps; any other `cargo bench`: built only (`cargo test --benches --no-run`),
//!   since criterion's benchmarks take minutes each;
//! - `cargo run ... --example NAME -- ARGS`: the tests' build of the example
//!   (`target/debug/examples/NAME`); for the `workloads` example, each workload named
//!   replaced by the smallest of its family (`grundy-2^24` by `grundy-2^14`), run once
//!   (`--runs 1`);
//! - `cargo install --path DIR [--features F]`: the package and its features checked by
//!   `cargo tree` (no build), and the tests' build of its binaries copied into the scratch
//!   install folder, where the lines after it find them;
//! - `target/release/...`: `target/debug/...`;
//! - `--max-work N` with N above [`SMOKE_WORK`] (the record runs of docs/PERFORMANCE.md),
//!   and `sglab period` with no `--max-work` (seconds in release, minutes unoptimised):
//!   the work limit becomes [`SMOKE_WORK`], and the exit code may also be 3 (a limit
//!   reached) or 1 (`sg period`'s answer "no period proved up to heap N", where the work
//!   ran out), which still checks that the command and its arguments are understood;
//! - `--size N` above [`SMOKE_SIZE`]: [`SMOKE_SIZE`];
//! - a line of the installed `sglab` runs in a scratch folder (its `-o FILE` stays out of
//!   the repository); `... < FILE` where FILE is not in the repository (`sg judge
//!   ceoi2008 < knights.in`) there too, with a small input of that problem's format
//!   ([`INPUTS`]).
//!
//! The exit code expected is 0, or the one the line's comment gives as `(exit code N)`.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::test::MEMBERS_TEST;
use crate::{root, TaskError};

/// The documents whose `sh` blocks are run, from the repository's root.
pub const DOCUMENTS: &[&str] = &["README.md", "docs/PERFORMANCE.md"];

/// The work limit of a long run's smoke form.
pub const SMOKE_WORK: u64 = 100_000;

/// The largest `--size` of a smoke form (a Wythoff grid of 1024² takes a second
/// unoptimised; 8192² a minute).
pub const SMOKE_SIZE: u64 = 1024;

/// The heaps of the contest benchmark's smoke form.
const SMOKE_HEAPS: &str = "2000";

/// Small inputs for `sg judge PROBLEM < FILE`, in each problem's own format.
const INPUTS: &[(&str, &str)] = &[
    // K knights on an N × N board, then their squares.
    ("ceoi2008", "2 8\n1 1\n4 6\n"),
    ("p2252", "2 1\n3 5\n"),
    ("poj2311", "2 2\n3 2\n"),
];

/// How long one command may take (seconds are expected; a cold first build takes minutes).
const TIMEOUT: Duration = Duration::from_secs(15 * 60);

/// The environment variable, and its value, with which `cargo xtask serve` builds `pkg/`
/// as the tests do (main.rs).
const TEST_PKG: (&str, &str) = ("SGLAB_PKG", "test");

/// Whether `cargo xtask serve` runs as its smoke form (see [`TEST_PKG`]).
pub fn serves_test_pkg() -> bool {
    std::env::var_os(TEST_PKG.0).is_some_and(|value| value == TEST_PKG.1)
}

/// The tests' native build, as a shell line.
fn tests_build(extra: &str) -> String {
    format!("cargo {} {extra}", MEMBERS_TEST.join(" "))
}

/// One documented command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Documented {
    /// `README.md:93`.
    pub place: String,
    /// The command as written, its comment removed.
    pub line: String,
    /// The exit code its comment gives (`(exit code N)`), else 0.
    pub expect: i32,
}

/// What the test does with a documented command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Smoke {
    /// Not run, and why.
    Skip(&'static str),
    /// Started, and passes once it serves `/` (the line, with a port to add).
    Serve(String),
    /// `cargo install --path DIR` with these feature arguments: checked and copied from
    /// the tests' build.
    Install { dir: String, features: Vec<String> },
    /// Run through `bash -c` and expected to exit with one of `expect`; in the scratch
    /// folder if `scratch`, which must then hold `input` (name, contents) if any.
    Run {
        line: String,
        expect: Vec<i32>,
        scratch: bool,
        input: Option<(String, String)>,
    },
}

/// Where `#` starts a comment in a shell line: at the start or after a blank, outside quotes.
fn comment_start(line: &str) -> Option<usize> {
    let mut quote = None;
    let mut previous = ' ';
    for (at, c) in line.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '"' || c == '\'' => quote = Some(c),
            None if c == '#' && previous.is_whitespace() => return Some(at),
            None => {}
        }
        previous = c;
    }
    None
}

/// The exit code a comment gives: `(exit code N)`.
fn expected_code(comment: &str) -> Option<i32> {
    let (_, after) = comment.split_once("exit code ")?;
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Every command of the `sh` blocks of `text` (the document `name`).
pub fn commands(name: &str, text: &str) -> Vec<Documented> {
    let mut out = Vec::new();
    let mut in_sh = false;
    let mut fence = "";
    for (index, raw) in text.lines().enumerate() {
        let trimmed = raw.trim_start();
        if !in_sh {
            if let Some(info) = trimmed.strip_prefix("```")
                && (info.trim() == "sh" || info.trim() == "bash")
            {
                in_sh = true;
                fence = "```";
            }
            continue;
        }
        if trimmed.starts_with(fence) && trimmed.trim_matches('`').is_empty() {
            in_sh = false;
            continue;
        }
        let (command, comment) = match comment_start(raw) {
            Some(at) => (&raw[..at], &raw[at..]),
            None => (raw, ""),
        };
        let command = command.trim();
        if command.is_empty() {
            continue;
        }
        out.push(Documented {
            place: format!("{name}:{}", index + 1),
            line: command.to_string(),
            expect: expected_code(comment).unwrap_or(0),
        });
    }
    out
}

/// The words of a shell line (quotes kept), for the rewrites below.
fn words(line: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut quote = None;
    for c in line.chars() {
        match quote {
            Some(q) if c == q => {
                quote = None;
                current.push(c);
            }
            Some(_) => current.push(c),
            None if c == '"' || c == '\'' => {
                quote = Some(c);
                current.push(c);
            }
            None if c.is_whitespace() => {
                if !current.is_empty() {
                    out.push(std::mem::take(&mut current));
                }
            }
            None => current.push(c),
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// The smallest workload of the family of `name` (the part before its first `-`).
fn smallest_workload(name: &str) -> Option<&'static str> {
    let family = name.split('-').next()?;
    let known = sglab_core::workload::find(name)?;
    sglab_core::workload::WORKLOADS
        .iter()
        .find(|w| w.name.split('-').next() == Some(family))
        .map(|w| w.name)
        .or(Some(known.name))
}

/// Whether `word` runs the `sglab` command (installed, or a build of it).
fn is_sglab(word: &str) -> bool {
    let name = word.rsplit('/').next().unwrap_or(word);
    name == "sglab" || name == "sg"
}

/// The value after `flag` (`--flag VALUE` or `--flag=VALUE`).
fn value_of<'a>(words: &'a [String], flag: &str) -> Option<&'a str> {
    words.iter().enumerate().find_map(|(at, word)| {
        if word == flag {
            words.get(at + 1).map(String::as_str)
        } else {
            word.strip_prefix(flag)?.strip_prefix('=')
        }
    })
}

/// The smoke form of `cargo xtask ...`.
fn smoke_xtask(command: &Documented, words: &[String]) -> Smoke {
    let run = |line: String| Smoke::Run {
        line,
        expect: vec![command.expect],
        scratch: false,
        input: None,
    };
    match words.get(2).map(String::as_str) {
        Some("test") => Smoke::Skip("the command that runs this test"),
        Some("serve") => Smoke::Serve(command.line.clone()),
        Some("bench") if words.iter().any(|w| w == "--smoke") => run(command.line.clone()),
        Some("bench") => run(format!("{} --smoke", command.line)),
        _ => run(command.line.clone()),
    }
}

/// The smoke form of `cargo bench ...`: the tests' build of the benchmarks, the contest
/// run at [`SMOKE_HEAPS`] heaps, any other built only.
fn smoke_bench(words: &[String]) -> String {
    let dashes = words.iter().position(|w| w == "--").unwrap_or(words.len());
    let bench = value_of(&words[..dashes], "--bench");
    match bench {
        Some("contest") => {
            let mut args: Vec<String> = words[(dashes + 1).min(words.len())..].to_vec();
            match args.iter().position(|w| w.parse::<u64>().is_ok()) {
                Some(at) => args[at] = SMOKE_HEAPS.into(),
                None => args.insert(0, SMOKE_HEAPS.into()),
            }
            tests_build(&format!("--bench contest -- {}", args.join(" ")))
        }
        Some(name) => tests_build(&format!("--bench {name} --no-run")),
        None => tests_build("--benches --no-run"),
    }
}

/// The smoke form of `cargo run ... --example NAME -- ARGS`: the tests' build of the
/// example; the `workloads` example runs each once, and each workload is replaced by the
/// smallest of its family.
fn smoke_example(name: &str, words: &[String]) -> String {
    let dashes = words.iter().position(|w| w == "--").unwrap_or(words.len());
    let mut line = vec![format!("target/debug/examples/{name}")];
    if name == "workloads" {
        line.extend(["--runs".into(), "1".into()]);
    }
    line.extend(
        words[(dashes + 1).min(words.len())..]
            .iter()
            .map(|w| smallest_workload(w).map(String::from).unwrap_or(w.clone())),
    );
    line.join(" ")
}

/// The smoke form of `cargo install ...`: `--path DIR` and the feature arguments.
fn smoke_install(words: &[String]) -> Option<Smoke> {
    let mut dir = None;
    let mut features = Vec::new();
    let mut rest = words[2..].iter();
    while let Some(word) = rest.next() {
        match word.as_str() {
            "--path" => dir = Some(rest.next()?.clone()),
            "--features" | "-F" => {
                features.push("--features".into());
                features.push(rest.next()?.clone());
            }
            "--all-features" | "--no-default-features" => features.push(word.clone()),
            _ => return None,
        }
    }
    Some(Smoke::Install {
        dir: dir?,
        features,
    })
}

/// The smoke form of a documented command (see the module's documentation).
pub fn smoke(command: &Documented, root: &Path) -> Smoke {
    let words = words(&command.line);
    let word = |i: usize| words.get(i).map(String::as_str).unwrap_or("");
    if word(0) == "cargo" {
        match word(1) {
            "xtask" => return smoke_xtask(command, &words),
            "install" => {
                return smoke_install(&words).unwrap_or(Smoke::Skip(
                    "the smoke form of cargo install knows --path and --features only",
                ))
            }
            _ => {}
        }
        let line = match (word(1), value_of(&words, "--example")) {
            ("build", _) => tests_build("--no-run"),
            ("bench", _) => smoke_bench(&words),
            ("run", Some(example)) => smoke_example(example, &words),
            _ => command.line.clone(),
        };
        return Smoke::Run {
            line,
            expect: vec![command.expect],
            scratch: false,
            input: None,
        };
    }
    let mut words: Vec<String> = words
        .iter()
        .map(|w| match w.strip_prefix("target/release/") {
            Some(rest) => format!("target/debug/{rest}"),
            None => w.clone(),
        })
        .collect();
    let mut expect = vec![command.expect];
    let sglab = words.iter().position(|w| is_sglab(w));
    let long = |expect: &mut Vec<i32>| {
        for code in [3, 1] {
            if !expect.contains(&code) {
                expect.push(code);
            }
        }
    };
    match words.iter().position(|w| w == "--max-work") {
        Some(at) => {
            if words
                .get(at + 1)
                .and_then(|n| n.parse::<u64>().ok())
                .is_some_and(|n| n > SMOKE_WORK)
            {
                words[at + 1] = SMOKE_WORK.to_string();
                expect = vec![3, 1];
            }
        }
        None => {
            if sglab.is_some_and(|at| words[at + 1..].iter().any(|w| w == "period")) {
                // Before a redirection, if any.
                let end = words
                    .iter()
                    .position(|w| w.starts_with('<') || w.starts_with('>'))
                    .unwrap_or(words.len());
                words.splice(end..end, ["--max-work".to_string(), SMOKE_WORK.to_string()]);
                long(&mut expect);
            }
        }
    }
    if let Some(at) = words.iter().position(|w| w == "--size")
        && words
            .get(at + 1)
            .and_then(|n| n.parse::<u64>().ok())
            .is_some_and(|n| n > SMOKE_SIZE)
    {
        words[at + 1] = SMOKE_SIZE.to_string();
    }
    // `< FILE` with FILE not in the repository: a small input of the judge's format.
    let input = words
        .iter()
        .position(|w| w == "<")
        .and_then(|at| words.get(at + 1))
        .filter(|file| !root.join(file.as_str()).exists())
        .and_then(|file| {
            let judge = words.iter().position(|w| w == "judge")?;
            let problem = words.get(judge + 1)?;
            let (_, text) = INPUTS.iter().find(|(id, _)| id == problem)?;
            Some((file.clone(), text.to_string()))
        });
    Smoke::Run {
        line: words.join(" "),
        expect,
        scratch: input.is_some() || words.first().is_some_and(|w| is_sglab(w)),
        input,
    }
}

/// The last `n` lines of `text`.
fn tail(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

/// A command for `line` under the scratch `HOME` and `PATH`, in its own process group.
fn shell(line: &str, scratch: &Path, cwd: &Path) -> Command {
    let path = format!(
        "{}:{}",
        scratch.join("install/bin").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut command = Command::new("bash");
    command
        .args(["-c", line])
        .current_dir(cwd)
        .env("HOME", scratch.join("home"))
        .env("PATH", path)
        .env("SGLAB_SCRATCH", scratch)
        // The user's cargo and rustup (HOME is the scratch folder's).
        .env(
            "CARGO_HOME",
            std::env::var_os("CARGO_HOME").unwrap_or_else(|| home().join(".cargo").into()),
        )
        .env(
            "RUSTUP_HOME",
            std::env::var_os("RUSTUP_HOME").unwrap_or_else(|| home().join(".rustup").into()),
        )
        .stdin(Stdio::null())
        .process_group(0);
    command
}

fn home() -> PathBuf {
    std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_default()
}

/// Kills a process group started by [`shell`].
fn kill_group(pid: u32) {
    // SAFETY: kill with a negative pid signals the group this module started.
    unsafe {
        libc::kill(-(pid as i32), libc::SIGKILL);
    }
}

/// Runs `line` to its end (at most [`TIMEOUT`]): its exit code and its output (both streams).
fn run_line(line: &str, scratch: &Path, cwd: &Path) -> Result<(Option<i32>, String), TaskError> {
    let log = scratch.join("output.log");
    let file = std::fs::File::create(&log)?;
    let mut child = shell(line, scratch, cwd)
        .stdout(file.try_clone()?)
        .stderr(file)
        .spawn()
        .map_err(|e| TaskError(format!("cannot start bash: {e}")))?;
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if started.elapsed() > TIMEOUT {
            kill_group(child.id());
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let output = std::fs::read_to_string(&log).unwrap_or_default();
    Ok((status.and_then(|s| s.code()), output))
}

/// Whether a server answers `GET /` with 200 at `port`.
fn serves(port: u16) -> bool {
    let Ok(mut stream) = TcpStream::connect((Ipv4Addr::LOCALHOST, port)) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
    if stream
        .write_all(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        .is_err()
    {
        return false;
    }
    let mut head = [0u8; 12];
    stream.read_exact(&mut head).is_ok() && head.starts_with(b"HTTP/1.1 200")
}

/// Starts `line --port P`, waits until it serves the page, stops it.
fn run_server(line: &str, scratch: &Path) -> Result<Result<(), String>, TaskError> {
    let port = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))?
        .local_addr()?
        .port();
    let log = scratch.join("serve.log");
    let file = std::fs::File::create(&log)?;
    let mut child = shell(&format!("{line} --port {port}"), scratch, &root())
        .env(TEST_PKG.0, TEST_PKG.1)
        .stdout(file.try_clone()?)
        .stderr(file)
        .spawn()?;
    let started = Instant::now();
    let outcome = loop {
        if serves(port) {
            break Ok(());
        }
        if let Some(status) = child.try_wait()? {
            break Err(format!("it stopped ({status}) before serving the page"));
        }
        if started.elapsed() > TIMEOUT {
            break Err(format!("nothing served at port {port} after {TIMEOUT:?}"));
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    kill_group(child.id());
    let _ = child.wait();
    Ok(outcome.map_err(|message| {
        let output = std::fs::read_to_string(&log).unwrap_or_default();
        format!("{message}\n{}", tail(&output, 20))
    }))
}

/// `cargo xtask readme [--only TEXT]`: runs the documented commands (those whose line holds
/// TEXT, and the `cargo install` and `mkdir` lines), as the test stage does, and fails if
/// one fails.
pub fn readme(args: &[String]) -> Result<(), TaskError> {
    let only = match args {
        [] => None,
        [flag, text] if flag == "--only" => Some(text.as_str()),
        _ => return Err(TaskError("usage: cargo xtask readme [--only TEXT]".into())),
    };
    let (passed, failed) = run_documented(only)?;
    println!("README commands: {passed} passed, {failed} failed");
    match failed {
        0 => Ok(()),
        _ => Err(TaskError(format!("{failed} documented commands failed"))),
    }
}

/// The bins of the package of `dir` (its manifest read by `cargo metadata`), each with the
/// features it requires.
fn package_bins(dir: &Path) -> Result<Vec<(String, Vec<String>)>, String> {
    let manifest = dir.join("Cargo.toml");
    let output = Command::new("cargo")
        .args([
            "metadata",
            "--no-deps",
            "--format-version",
            "1",
            "--manifest-path",
        ])
        .arg(&manifest)
        .output()
        .map_err(|e| format!("cannot start cargo metadata: {e}"))?;
    let value: serde_json::Value = serde_json::from_slice(&output.stdout)
        .map_err(|e| format!("cargo metadata printed no JSON ({e})"))?;
    let wanted = std::fs::canonicalize(&manifest).map_err(|e| format!("{manifest:?}: {e}"))?;
    let package = value["packages"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|p| {
            p["manifest_path"]
                .as_str()
                .and_then(|m| std::fs::canonicalize(m).ok())
                .is_some_and(|m| m == wanted)
        })
        .ok_or_else(|| format!("no package at {}", dir.display()))?;
    let strings = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .into_iter()
            .flatten()
            .filter_map(|s| s.as_str().map(String::from))
            .collect()
    };
    Ok(package["targets"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|t| strings(&t["kind"]).iter().any(|k| k == "bin"))
        .map(|t| {
            (
                t["name"].as_str().unwrap_or_default().to_string(),
                strings(&t["required-features"]),
            )
        })
        .collect())
}

/// The smoke form of `cargo install --path DIR FEATURES`: `cargo tree` checks the package
/// and the features, then the tests' build of each binary these features build is copied
/// into the scratch install folder. What it installed, or why it failed.
fn install(dir: &str, features: &[String], scratch: &Path) -> Result<String, String> {
    let root = root();
    let (code, output) = run_line(
        &format!(
            "cargo tree --manifest-path {dir}/Cargo.toml --depth 0 --edges normal {}",
            features.join(" ")
        ),
        scratch,
        &root,
    )
    .map_err(|TaskError(e)| e)?;
    if code != Some(0) {
        return Err(format!("cargo tree failed: {}", tail(&output, 10)));
    }
    let asked: Vec<&str> = features
        .iter()
        .enumerate()
        .filter(|(at, _)| *at > 0 && features[at - 1] == "--features")
        .flat_map(|(_, list)| list.split([',', ' ']))
        .map(|f| f.trim_matches(['"', '\'']))
        .collect();
    let all = features.iter().any(|f| f == "--all-features");
    let mut done = Vec::new();
    for (bin, required) in package_bins(&root.join(dir))? {
        if !all && !required.iter().all(|f| asked.contains(&f.as_str())) {
            continue;
        }
        let built = root.join("target/debug").join(&bin);
        if built.exists() {
            std::fs::copy(&built, scratch.join("install/bin").join(&bin))
                .map_err(|e| format!("cannot copy {}: {e}", built.display()))?;
            done.push(bin);
        } else if required.is_empty() {
            return Err(format!(
                "{} is missing: the tests' native build makes it",
                built.display()
            ));
        } else {
            done.push(format!(
                "not {bin} (features {required:?}: not in the tests' build)"
            ));
        }
    }
    Ok(done.join(", "))
}

/// A key for the work a smoke form does: `cargo xtask bench --smoke` lines differing
/// only by `--quick` (which `--smoke` overrides) do the same.
fn work_key(smoke: &Smoke) -> String {
    match smoke {
        Smoke::Run { line, expect, .. } if line.starts_with("cargo xtask bench ") => {
            let mut flags: Vec<&str> = line.split_whitespace().skip(3).collect();
            flags.retain(|f| *f != "--quick");
            flags.sort_unstable();
            flags.dedup();
            format!("bench {} {expect:?}", flags.join(" "))
        }
        other => format!("{other:?}"),
    }
}

/// Runs every documented command (or those whose line holds `only`) in its smoke form:
/// (passed, failed), each printed.
pub fn run_documented(only: Option<&str>) -> Result<(u64, u64), TaskError> {
    let root = root();
    let scratch = std::env::temp_dir().join(format!("sglab-readme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    for folder in ["home", "install/bin", "inputs"] {
        std::fs::create_dir_all(scratch.join(folder))?;
    }
    let mut all = Vec::new();
    for name in DOCUMENTS {
        let text = std::fs::read_to_string(root.join(name))
            .map_err(|e| TaskError(format!("cannot read {name}: {e}")))?;
        all.extend(commands(name, &text));
    }
    let (mut passed, mut failed) = (0, 0);
    let whole = only.is_none();
    // `cargo install` and `mkdir` lines stay: the commands after them need what they make.
    all.retain(|command| {
        only.is_none_or(|text| command.line.contains(text))
            || command.line.starts_with("cargo install")
            || command.line.starts_with("mkdir ")
    });
    // The builds the smoke forms use (a no-op after `cargo xtask test`'s builds).
    let build = tests_build("--no-run");
    println!("build {build}  (the tests' native build, which the smoke forms use)");
    let (code, output) = run_line(&build, &scratch, &root)?;
    if code != Some(0) {
        return Err(TaskError(format!(
            "{build} failed ({code:?}): {}",
            tail(&output, 30)
        )));
    }
    // The work of each smoke form already run, where it was written and whether it passed.
    let mut done: Vec<(String, String, bool)> = Vec::new();
    for command in &all {
        let started = Instant::now();
        let form = smoke(command, &root);
        let key = work_key(&form);
        if let Some((_, place, ok)) = done.iter().find(|(k, _, _)| *k == key) {
            println!(
                "same  {}  {}  (as {place}, which {})",
                command.place,
                command.line,
                if *ok { "passed" } else { "failed" }
            );
            if *ok {
                passed += 1;
            } else {
                failed += 1;
            }
            continue;
        }
        let result = match form {
            Smoke::Skip(why) => {
                println!("skip  {}  {}  ({why})", command.place, command.line);
                continue;
            }
            Smoke::Serve(line) => {
                println!(
                    "serve {}  {line} --port P  ({}={})",
                    command.place, TEST_PKG.0, TEST_PKG.1
                );
                run_server(&line, &scratch)?
            }
            Smoke::Install { dir, features } => {
                println!(
                    "install {}  {}  (checked by cargo tree, binaries from target/debug)",
                    command.place, command.line
                );
                install(&dir, &features, &scratch).map(|what| println!("  installed {what}"))
            }
            Smoke::Run {
                line,
                expect,
                scratch: in_scratch,
                input,
            } => {
                println!(
                    "run   {}  {line}  (exit code {expect:?} expected)",
                    command.place
                );
                if let Some((file, text)) = &input {
                    std::fs::write(scratch.join("inputs").join(file), text)?;
                }
                let cwd = match in_scratch {
                    true => scratch.join("inputs"),
                    false => root.clone(),
                };
                let (code, output) = run_line(&line, &scratch, &cwd)?;
                if code.is_some_and(|code| expect.contains(&code)) {
                    Ok(())
                } else {
                    Err(format!(
                        "exit code {} (expected {expect:?}); its output ends:\n{}",
                        code.map_or("none (killed or timed out)".into(), |c| c.to_string()),
                        tail(&output, 30)
                    ))
                }
            }
        };
        let seconds = started.elapsed().as_secs_f64();
        done.push((key, command.place.clone(), result.is_ok()));
        match result {
            Ok(()) => {
                passed += 1;
                println!("  ok ({seconds:.1} s)");
            }
            Err(message) => {
                failed += 1;
                println!(
                    "  FAILED ({seconds:.1} s): {}: {}\n  {message}",
                    command.place, command.line
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    if whole && passed + failed < 20 {
        return Err(TaskError(format!(
            "only {} commands found in {}: the sh blocks were not read",
            passed + failed,
            DOCUMENTS.join(", ")
        )));
    }
    Ok((passed, failed))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn documented(line: &str) -> Documented {
        Documented {
            place: "README.md:1".into(),
            line: line.into(),
            expect: 0,
        }
    }

    #[test]
    fn reads_the_sh_blocks_with_comments_and_codes() {
        let text = "intro\n```sh\ncargo xtask test      # runs every test\n\n# a comment line\nsg check wythoff \"P iff a # b\" --to 9   # fails at wythoff 1 2 (exit code 1)\n```\n```html\n<p>no</p>\n```\n";
        let found = commands("README.md", text);
        assert_eq!(
            found,
            vec![
                Documented {
                    place: "README.md:3".into(),
                    line: "cargo xtask test".into(),
                    expect: 0
                },
                Documented {
                    place: "README.md:6".into(),
                    line: "sg check wythoff \"P iff a # b\" --to 9".into(),
                    expect: 1
                },
            ]
        );
    }

    #[test]
    fn smoke_forms() {
        let root = Path::new("/nowhere");
        let line = |smoke: Smoke| match smoke {
            Smoke::Run {
                line,
                expect,
                scratch,
                ..
            } => (line, expect, scratch),
            other => panic!("{other:?}"),
        };
        let tests = "cargo test --workspace --exclude sglab-wasm --exclude xtask";
        assert_eq!(
            smoke(&documented("cargo xtask test"), root),
            Smoke::Skip("the command that runs this test")
        );
        assert!(matches!(
            smoke(&documented("cargo xtask serve"), root),
            Smoke::Serve(_)
        ));
        assert_eq!(
            line(smoke(&documented("cargo xtask bench --quick"), root)),
            ("cargo xtask bench --quick --smoke".into(), vec![0], false)
        );
        assert_eq!(
            line(smoke(&documented("cargo xtask bench --smoke"), root)).0,
            "cargo xtask bench --smoke"
        );
        assert_eq!(
            line(smoke(
                &documented("cargo bench -p sglab-core --bench contest -- 1000000 grundy 0.376"),
                root
            ))
            .0,
            format!("{tests} --bench contest -- 2000 grundy 0.376")
        );
        assert_eq!(
            line(smoke(
                &documented("cargo bench -p sglab-core --bench contest"),
                root
            ))
            .0,
            format!("{tests} --bench contest -- 2000")
        );
        assert_eq!(
            line(smoke(
                &documented("cargo bench -p sglab-core --bench record"),
                root
            ))
            .0,
            format!("{tests} --bench record --no-run")
        );
        assert_eq!(
            line(smoke(
                &documented("cargo build --release -p sglab-cli"),
                root
            ))
            .0,
            format!("{tests} --no-run")
        );
        assert_eq!(
            line(smoke(
                &documented("cargo run --release -p sglab-core --example workloads -- --threads 1 grundy-2^24"),
                root
            ))
            .0,
            "target/debug/examples/workloads --runs 1 --threads 1 grundy-2^14"
        );
        assert_eq!(
            smoke(
                &documented("cargo install --path crates/cli --features short-name"),
                root
            ),
            Smoke::Install {
                dir: "crates/cli".into(),
                features: vec!["--features".into(), "short-name".into()]
            }
        );
        assert!(matches!(
            smoke(&documented("cargo install sglab --locked"), root),
            Smoke::Skip(_)
        ));
        assert_eq!(
            line(smoke(
                &documented(
                    "/usr/bin/time -f \"%U user\" target/release/sglab period \"octal 0.1777\" --max-work 100000000000000"
                ),
                root
            )),
            (
                "/usr/bin/time -f \"%U user\" target/debug/sglab period \"octal 0.1777\" --max-work 100000".into(),
                vec![3, 1],
                false
            )
        );
        assert_eq!(
            line(smoke(
                &documented("target/release/sglab grid wythoff --size 8192 > /dev/null"),
                root
            ))
            .0,
            "target/debug/sglab grid wythoff --size 1024 > /dev/null"
        );
        assert_eq!(
            line(smoke(&documented("sglab period \"octal 0.354\""), root)),
            (
                "sglab period \"octal 0.354\" --max-work 100000".into(),
                vec![0, 3, 1],
                true
            )
        );
        assert_eq!(
            line(smoke(
                &documented("sglab sequence kayles --to 100 -o kayles.cpp"),
                root
            )),
            (
                "sglab sequence kayles --to 100 -o kayles.cpp".into(),
                vec![0],
                true
            )
        );
        match smoke(&documented("sg judge ceoi2008 < knights.in"), root) {
            Smoke::Run {
                input: Some((file, text)),
                scratch: true,
                ..
            } => {
                assert_eq!(file, "knights.in");
                assert!(text.starts_with("2 8"));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn bench_lines_differing_by_quick_do_the_same_work() {
        let root = Path::new("/nowhere");
        let key = |line: &str| work_key(&smoke(&documented(line), root));
        assert_eq!(key("cargo xtask bench --quick"), key("cargo xtask bench"));
        assert_eq!(key("cargo xtask bench"), key("cargo xtask bench --smoke"));
        assert_ne!(
            key("cargo xtask bench"),
            key("cargo xtask bench --criterion")
        );
        assert_ne!(key("sglab analyze kayles"), key("sglab analyze nim"));
    }

    #[test]
    fn the_documents_have_commands() {
        for name in DOCUMENTS {
            let text = std::fs::read_to_string(root().join(name)).unwrap();
            assert!(commands(name, &text).len() >= 5, "{name}");
        }
    }
}
