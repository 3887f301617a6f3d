//! `sglab` as a terminal user meets it: the default limits let seconds of work finish, the
//! exit codes tell an answer from a refusal, `--timeout` stops a run, and no progress line
//! ever reaches a pipe.

mod common;

use common::sg;

use std::time::{Duration, Instant};

#[test]
fn the_default_budget_lets_work_past_the_page_s_budget_finish() {
    // The page's budget (4,000,000 units) stopped `octal 0.16` at heap 552488, before its
    // period is proved at heap 626661; the terminal has no work limit by default.
    let run = sg(&["period", "octal 0.16", "--json"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let report: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(
        (&report["preperiod"], &report["period"]),
        (&105351.into(), &149459.into())
    );
    // The page's budget stopped Grundy's game at heap 39199.
    let run = sg(&["sequence", "grundy", "--to", "45000", "--json"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let values: Vec<u64> = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(values.len(), 45001);
    // Grundy's game: heaps 0 to 9 (Winning Ways ch. 4).
    assert_eq!(values[..10], [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
    // Nothing on stderr: a pipe never gets a progress line.
    assert_eq!(run.stderr, "");
}

#[test]
fn an_explicit_work_limit_still_applies() {
    let run = sg(&["period", "octal 0.16", "--max-work", "4000000"]);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stdout.starts_with(
        "octal 0.16: no period proved with values up to heap 552488: the work limit of 4000000 units ran out"
    ), "{}", run.stdout);
    // The period is not found: said once.
    assert_eq!(run.stdout.matches("no period proved").count(), 1);
}

#[test]
fn sequence_without_to_shows_heaps_0_to_100() {
    let run = sg(&["sequence", "kayles"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 11);
    assert!(run.stdout.starts_with("  0 | 0 1 2 3 1 4 3 2 1 4\n"));
    assert!(run.stdout.ends_with("100 | 1\n"), "{}", run.stdout);
}

#[test]
fn exit_codes_tell_answers_from_refusals() {
    // 0: answered.
    assert_eq!(sg(&["analyze", "nim 1 2 3"]).code, Some(0));
    assert_eq!(sg(&["period", "kayles"]).code, Some(0));
    assert_eq!(
        sg(&["check", "bash m=3", "P iff n mod 4 == 0"]).code,
        Some(0)
    );
    // 1: answered "no": a claim that fails, no period, no pattern; the answer is printed.
    let run = sg(&["check", "bash m=3", "P iff n mod 3 == 0"]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stdout.starts_with("fails at bash m=3 3"),
        "{}",
        run.stdout
    );
    assert_eq!(sg(&["period", "nim"]).code, Some(1));
    assert_eq!(sg(&["pattern", "grundy", "--to", "300"]).code, Some(1));
    // 2: usage and notation errors, and a game with a loop.
    assert_eq!(sg(&["analyze", "nim 3 x"]).code, Some(2));
    assert_eq!(sg(&["bogus"]).code, Some(2));
    assert_eq!(sg(&["sequence", "nim", "--to", "-1"]).code, Some(2));
    assert_eq!(sg(&["judge", "nosuchproblem"]).code, Some(2));
    assert_eq!(
        sg(&["--timeout", "0", "analyze", "nim 1"]).code,
        Some(2),
        "a time limit of 0 is a usage error"
    );
    // 3: a limit reached before an answer.
    let run = sg(&["analyze", "--max-work", "10", "every: kayles 30"]);
    assert_eq!(run.code, Some(3));
    assert_eq!(run.stdout, "");
    assert_eq!(
        sg(&["--max-memory", "0", "analyze", "every: kayles 30"]).code,
        Some(3)
    );
    assert_eq!(
        sg(&[
            "sequence",
            "lasker",
            "--to",
            "100000000",
            "--max-work",
            "1000"
        ])
        .code,
        Some(3)
    );
}

#[test]
fn timeout_stops_a_long_run_with_code_3() {
    let start = Instant::now();
    // Grundy's game has no known period: without a limit this runs until memory stops it.
    let run = sg(&["--timeout", "0.3", "period", "grundy"]);
    assert!(start.elapsed() < Duration::from_secs(20));
    assert_eq!(run.code, Some(3));
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "error: the time limit of 0.3 s (--timeout) ran out before an answer\n"
    );
    // A quick answer is not affected.
    let run = sg(&["--timeout", "30", "analyze", "nim 3 4 5"]);
    assert_eq!(run.code, Some(0));
}

#[test]
fn help_states_every_default_and_the_exit_codes() {
    let help = sg(&["--help"]).stdout;
    for needed in [
        "--max-work",
        "default: none",
        "--max-memory",
        "default 1024",
        "--timeout",
        "no time limit",
        "--quiet",
        "--threads",
        "Exit codes:",
        "0  answered",
        "1  answered \"not found\"",
        "2  usage or notation error",
        "3  a limit reached",
    ] {
        assert!(help.contains(needed), "--help lacks {needed:?}:\n{help}");
    }
    let sequence = sg(&["sequence", "--help"]).stdout;
    assert!(sequence.contains("[default: 100]"), "{sequence}");
}

#[test]
fn completions_and_the_manual_page_are_generated() {
    for (shell, marker) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef sglab"),
        ("fish", "complete -c sglab"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let run = sg(&["completions", shell]);
        assert_eq!(run.code, Some(0), "{shell}: {}", run.stderr);
        assert!(run.stdout.contains(marker), "{shell} lacks {marker:?}");
        // Every subcommand and the global options are completed.
        for word in [
            "analyze",
            "sequence",
            "judge",
            "completions",
            "--max-work",
            "--timeout",
        ] {
            assert!(run.stdout.contains(word), "{shell} lacks {word}");
        }
    }
    assert_eq!(sg(&["completions", "tcsh"]).code, Some(2));
    let man = sg(&["man"]);
    assert_eq!(man.code, Some(0));
    assert!(man.stdout.contains(".TH sglab 1"), "{}", &man.stdout[..200]);
    for word in [
        "analyze",
        "judge",
        "max\\-work",
        "Exit codes",
        "3  a limit reached",
    ] {
        assert!(man.stdout.contains(word), "the manual page lacks {word}");
    }
}

#[test]
fn knights_boards_reach_ceoi_2008_s_size_under_every() {
    let run = sg(&["analyze", "every: knight n=1000000 500000 500000", "--json"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let analysis: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(analysis["outcome"], "N");
    // One more is refused, naming the column.
    let run = sg(&["analyze", "every: knight n=1000001 5 5"]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("column 15"), "{}", run.stderr);
    // Normal play searches the squares below the knight: a limit, not a hang.
    let run = sg(&[
        "analyze",
        "knight n=1000000 1000000 1000000",
        "--max-work",
        "100000",
    ]);
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    // The board view draws a window of the large board.
    let run = sg(&[
        "svg",
        "every: knight n=1000000 500000 500000",
        "--view",
        "board",
    ]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.starts_with("<svg"));
}

#[test]
fn typos_get_a_suggestion_and_capitals_are_accepted() {
    let run = sg(&["analyze", "Nim 3 4 5"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.starts_with("nim 3 4 5: N (SG 2)\n"),
        "{}",
        run.stdout
    );
    for (input, expected) in [
        (
            "nmi 3 4 5",
            "error: column 1: expected a game name, found \"nmi\": did you mean \"nim\"?\n  nmi 3 4 5\n  ^\n",
        ),
        (
            "hackenbush 1-2",
            "error: column 1: expected a game name, found \"hackenbush\": did you mean \"tree\"? (sglab's keyword for that game)\n  hackenbush 1-2\n  ^\n",
        ),
        (
            "misere nim 1 1 2",
            "error: column 1: expected a game name, found \"misere\": did you mean \"misere:\"? (a rule ends with a colon)\n  misere nim 1 1 2\n  ^\n",
        ),
    ] {
        let run = sg(&["analyze", input]);
        assert_eq!(run.code, Some(2));
        assert_eq!(run.stderr, expected);
    }
    // In Chinese too (every command takes --lang), the word quoted, no Markdown backticks.
    let run = sg(&["explain", "nmi 3", "--lang", "zh"]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("你是不是想写“nim”？") && !run.stderr.contains('`'),
        "{}",
        run.stderr
    );
}

#[test]
fn ctrl_c_clears_the_progress_line() {
    use std::io::{Read, Write};
    use std::process::{Command, Stdio};
    // A real Ctrl-C on a terminal: `script` (util-linux, in every Debian) runs sg on a
    // pseudo-terminal, so that the progress line shows, and passes the ^C written to its
    // input to that terminal, which sends SIGINT to sg. `--timeout` ends sg anyway should
    // the test fail before its Ctrl-C.
    let command = format!(
        "{} sequence grundy --to 16777216 --timeout 120",
        env!("CARGO_BIN_EXE_sglab")
    );
    let mut child = Command::new("script")
        .args(["-qefc", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("script runs");
    let mut stdout = child.stdout.take().expect("stdout");
    let (sender, receiver) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut seen = Vec::new();
        let mut buffer = [0u8; 4096];
        while let Ok(read) = stdout.read(&mut buffer) {
            if read == 0 {
                break;
            }
            seen.extend_from_slice(&buffer[..read]);
            let _ = sender.send(String::from_utf8_lossy(&seen).contains(" heaps"));
        }
        seen
    });
    // Wait for the progress line, then press Ctrl-C.
    let start = Instant::now();
    while !receiver
        .recv_timeout(Duration::from_secs(60))
        .expect("the progress line shows within a minute")
    {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no progress line"
        );
    }
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(b"\x03").expect("^C written");
    let status = child.wait().expect("script ends");
    drop(stdin);
    let seen = String::from_utf8_lossy(&reader.join().expect("reader")).into_owned();
    assert_eq!(status.code(), Some(130), "{seen:?}");
    // The terminal's echo of ^C, then the line cleared: nothing of it stays on screen.
    assert!(seen.ends_with("\r\x1b[K"), "{seen:?}");
}
