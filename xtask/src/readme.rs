//! The README's commands run (issue 37): every line of every `sh` block of README.md and
//! docs/PERFORMANCE.md, in a smoke form that takes seconds once built, and each must exit
//! with the code the documents give it. Run by `cargo xtask test` (stage "README
//! commands"), so a documented command that stops working fails the tests.
//!
//! A line runs as written, through `bash -c`, from the repository's root, with a scratch
//! `HOME` and the scratch install folder first on `PATH` (so `cargo install --path ...`
//! and the commands it installs are the user's, whatever their names). Its smoke form:
//!
//! - `cargo xtask test`: not run (it is the command running this);
//! - `cargo xtask serve ...`: started on a free port, passes when it serves the page, then
//!   stopped;
//! - `cargo xtask bench ...`: with `--smoke` added (the smallest workloads, one round);
//! - `cargo bench ... --bench contest ...`: at 2000 heaps; any other `cargo bench`: built
//!   (`--no-run`), since criterion's benchmarks take minutes each;
//! - `cargo run ... --example workloads -- ... NAME`: each workload named replaced by the
//!   smallest of its family (`grundy-2^24` by `grundy-2^14`);
//! - `cargo install ...`: into the scratch folder, reusing the workspace's `target/`;
//! - `--max-work N` with N above [`SMOKE_WORK`] (the record runs of docs/PERFORMANCE.md):
//!   N becomes [`SMOKE_WORK`] and the exit code expected is 3 (a limit reached) or 1 (`sg
//!   period`'s answer "no period proved up to heap N", where the work ran out), which
//!   still checks that the command and its arguments are understood;
//! - `... < FILE` where FILE is not in the repository (`sg judge ceoi2008 < knights.in`):
//!   run in a scratch folder holding a small input of that problem's format ([`INPUTS`]).
//!
//! The exit code expected is 0, or the one the line's comment gives as `(exit code N)`.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::{root, TaskError};

/// The documents whose `sh` blocks are run, from the repository's root.
pub const DOCUMENTS: &[&str] = &["README.md", "docs/PERFORMANCE.md"];

/// The work limit of a record run's smoke form.
pub const SMOKE_WORK: u64 = 1_000_000;

/// Small inputs for `sg judge PROBLEM < FILE`, in each problem's own format.
const INPUTS: &[(&str, &str)] = &[
    // K knights on an N × N board, then their squares.
    ("ceoi2008", "2 8\n1 1\n4 6\n"),
    ("p2252", "2 1\n3 5\n"),
    ("poj2311", "2 2\n3 2\n"),
];

/// How long one command may take (the first bench installs ogsolve and builds in release).
const TIMEOUT: Duration = Duration::from_secs(40 * 60);

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
    /// Run through `bash -c` and expected to exit with `expect`; `input` is a file the
    /// scratch folder must hold (name, contents), and then the command runs there.
    Run {
        line: String,
        expect: Vec<i32>,
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
            if let Some(info) = trimmed.strip_prefix("```") {
                if info.trim() == "sh" || info.trim() == "bash" {
                    in_sh = true;
                    fence = "```";
                }
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

/// `words` with `extra` put before the first `--` (or at the end), joined again.
fn before_dashes(words: &[String], extra: &str) -> String {
    let at = words.iter().position(|w| w == "--").unwrap_or(words.len());
    let mut out = words[..at].to_vec();
    out.push(extra.to_string());
    out.extend_from_slice(&words[at..]);
    out.join(" ")
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

/// The smoke form of a documented command (see the module's documentation).
pub fn smoke(command: &Documented, root: &Path) -> Smoke {
    let words = words(&command.line);
    let word = |i: usize| words.get(i).map(String::as_str).unwrap_or("");
    let mut expect = vec![command.expect];
    if word(0) == "cargo" && word(1) == "xtask" {
        return match word(2) {
            "test" => Smoke::Skip("the command that runs this test"),
            "serve" => Smoke::Serve(command.line.clone()),
            "bench" => Smoke::Run {
                line: format!("{} --smoke", command.line),
                expect,
                input: None,
            },
            _ => Smoke::Run {
                line: command.line.clone(),
                expect,
                input: None,
            },
        };
    }
    let mut line = command.line.clone();
    if word(0) == "cargo" && word(1) == "bench" {
        if words.iter().any(|w| w == "contest") {
            let mut rewritten = words.clone();
            match rewritten.iter().position(|w| w == "--") {
                Some(dashes) => {
                    match rewritten[dashes..]
                        .iter()
                        .position(|w| w.parse::<u64>().is_ok())
                    {
                        Some(at) => rewritten[dashes + at] = "2000".into(),
                        None => rewritten.insert(dashes + 1, "2000".into()),
                    }
                }
                None => rewritten.extend(["--".into(), "2000".into()]),
            }
            line = rewritten.join(" ");
        } else {
            line = before_dashes(&words, "--no-run");
        }
    } else if word(0) == "cargo" && word(1) == "install" {
        line = format!(
            "{} --root \"$SGLAB_SCRATCH/install\" --target-dir {}",
            command.line,
            root.join("target").display()
        );
    } else if words.iter().any(|w| w == "workloads") && word(0) == "cargo" {
        line = words
            .iter()
            .map(|w| smallest_workload(w).map(String::from).unwrap_or(w.clone()))
            .collect::<Vec<_>>()
            .join(" ");
    } else if let Some(at) = words.iter().position(|w| w == "--max-work") {
        if words
            .get(at + 1)
            .and_then(|n| n.parse::<u64>().ok())
            .is_some_and(|n| n > SMOKE_WORK)
        {
            let mut rewritten = words.clone();
            rewritten[at + 1] = SMOKE_WORK.to_string();
            line = rewritten.join(" ");
            expect = vec![3, 1];
        }
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
        line,
        expect,
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
/// TEXT, and the `cargo install` lines), as the test stage does, and fails if one fails.
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
    // `cargo install` lines stay: the commands after them need what they install.
    all.retain(|command| {
        only.is_none_or(|text| command.line.contains(text))
            || command.line.starts_with("cargo install")
    });
    for command in &all {
        let started = Instant::now();
        let result = match smoke(command, &root) {
            Smoke::Skip(why) => {
                println!("skip  {}  {}  ({why})", command.place, command.line);
                continue;
            }
            Smoke::Serve(line) => {
                println!("serve {}  {line} --port P", command.place);
                run_server(&line, &scratch)?
            }
            Smoke::Run {
                line,
                expect,
                input,
            } => {
                println!(
                    "run   {}  {line}  (exit code {expect:?} expected)",
                    command.place
                );
                let cwd = match &input {
                    Some((file, text)) => {
                        std::fs::write(scratch.join("inputs").join(file), text)?;
                        scratch.join("inputs")
                    }
                    None => root.clone(),
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
            Smoke::Run { line, expect, .. } => (line, expect),
            other => panic!("{other:?}"),
        };
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
            ("cargo xtask bench --quick --smoke".into(), vec![0])
        );
        assert_eq!(
            line(smoke(
                &documented("cargo bench -p sglab-core --bench contest -- 1000000 grundy 0.376"),
                root
            ))
            .0,
            "cargo bench -p sglab-core --bench contest -- 2000 grundy 0.376"
        );
        assert_eq!(
            line(smoke(
                &documented("cargo bench -p sglab-core --bench contest"),
                root
            ))
            .0,
            "cargo bench -p sglab-core --bench contest -- 2000"
        );
        assert_eq!(
            line(smoke(
                &documented("cargo bench -p sglab-core --bench record"),
                root
            ))
            .0,
            "cargo bench -p sglab-core --bench record --no-run"
        );
        assert_eq!(
            line(smoke(
                &documented("cargo run --release -p sglab-core --example workloads -- --threads 1 grundy-2^24"),
                root
            ))
            .0,
            "cargo run --release -p sglab-core --example workloads -- --threads 1 grundy-2^14"
        );
        assert_eq!(
            line(smoke(
                &documented(
                    "target/release/sglab period \"octal 0.1777\" --max-work 100000000000000"
                ),
                root
            )),
            (
                "target/release/sglab period \"octal 0.1777\" --max-work 1000000".into(),
                vec![3, 1]
            )
        );
        match smoke(&documented("sg judge ceoi2008 < knights.in"), root) {
            Smoke::Run {
                input: Some((file, text)),
                ..
            } => {
                assert_eq!(file, "knights.in");
                assert!(text.starts_with("2 8"));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_documents_have_commands() {
        for name in DOCUMENTS {
            let text = std::fs::read_to_string(root().join(name)).unwrap();
            assert!(commands(name, &text).len() >= 5, "{name}");
        }
    }
}
