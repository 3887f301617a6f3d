//! Hostile input: many thousands of pseudo-random strings built from the notation's own
//! keywords, numbers (u64::MAX and beyond), punctuation, white space and unicode.
//!
//! For every string: `parse` does not panic. For every string that parses: its canonical
//! text parses back to an equal game and is a fixed point, and `analyze` with a small work
//! budget answers or fails cleanly, without panicking. The value tables (`sg sequence`,
//! `sg period`) are fed the same strings as component text. The generator is a fixed
//! xorshift, so the strings are the same on every run, and every one of them is checked:
//! each request's deadline is its work budget, counted in units of work, so what the test
//! covers does not depend on the machine's speed. A generous wall-time limit per analysis
//! only turns a hang (work that no budget counts) into a failure instead of a stalled run.
//! The proptest-driven fuzzing with shrinking and a corpus is in `fuzz.rs`.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::mpsc;
use std::time::Duration;

use sglab_core::analysis::analyze;
use sglab_core::games::KINDS;
use sglab_core::limits::Budget;
use sglab_core::tables;
use sglab_core::{parse, Game, Limits, Outcome, Rule};

/// How many strings are generated.
const N_STRINGS: usize = 30_000;

/// The work budget of each analysis (its deadline, in units of work).
const WORK: u64 = 5_000;

/// One analysis taking longer than this in wall time is taken for a hang.
const HANG: Duration = Duration::from_secs(60);

/// Marsaglia's xorshift64: deterministic and dependency-free.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "7",
    "8",
    "10",
    "13",
    "64",
    "100",
    "1000",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "007",
];

const ARGUMENTS: &[&str] = &[
    "m=3",
    "m=1",
    "m=0",
    "k=2",
    "k=1",
    "b=2",
    "b=3",
    "b=1",
    "f=2",
    "f=1",
    "n=8",
    "n=3",
    "n=18446744073709551615",
    "m=",
    "k=x",
    "{1,3,4}",
    "{1..3}",
    "{2..2}",
    "{0}",
    "{}",
    "{1,,2}",
    "{3..1}",
    "{1..18446744073709551615}",
    "0.77",
    "0.07",
    "0.137",
    "4.07",
    "0.8",
    "0.",
    "1.2",
    "1-2",
    "1-3",
    "2-3",
    "1-1",
    "a-b",
    "1>2",
    "2>3",
    "1>1",
    "2>1",
    "2x3",
    "1x1",
    "0x5",
    "3x18446744073709551615",
    "x",
    "@",
    "aba",
    "racecar",
    "abacaba",
    "ABA",
];

const PUNCTUATION: &[&str] = &[
    "+", ":", "@", "{", "}", ",", "..", "=", "x", "-", ">", ".", "{1,2", "}{",
];

const UNICODE: &[&str] = &[
    "中", "é", "😀", "\u{3000}", "\u{0}", "\u{200b}", "３", "\u{feff}", "ﬀ", "İ",
];

const SEPARATORS: &[&str] = &[" ", " ", " ", " ", "", "", "\t", "\n", "  "];

fn keyword(rng: &mut XorShift) -> &'static str {
    match rng.below(8) {
        0 => rng.pick(&["normal", "misere", "every"]),
        _ => KINDS[rng.below(KINDS.len())].keyword,
    }
}

/// Any token of the notation's alphabet.
fn token(rng: &mut XorShift) -> &'static str {
    match rng.below(10) {
        0..=2 => keyword(rng),
        3..=5 => rng.pick(NUMBERS),
        6 | 7 => rng.pick(ARGUMENTS),
        8 => rng.pick(PUNCTUATION),
        _ => rng.pick(UNICODE),
    }
}

/// Tokens in any order.
fn shapeless(rng: &mut XorShift) -> String {
    let mut out = String::new();
    for _ in 0..1 + rng.below(10) {
        out.push_str(token(rng));
        out.push_str(rng.pick(SEPARATORS));
    }
    out
}

/// Something shaped like a game: an optional rule, rows of a keyword and a few arguments
/// joined by `+`, with an occasional stray token.
fn game_shaped(rng: &mut XorShift) -> String {
    let mut out = String::new();
    if rng.below(3) == 0 {
        out.push_str(rng.pick(&["normal", "misere", "every"]));
        out.push_str(rng.pick(&[": ", ":", " : "]));
    }
    for row in 0..1 + rng.below(3) {
        if row > 0 {
            out.push_str(rng.pick(&[" + ", "+", " +", "+ "]));
        }
        // Nim rows often (mostly well formed), so that sums of several games are common.
        if rng.below(3) == 0 {
            out.push_str("nim");
            for _ in 0..1 + rng.below(4) {
                out.push(' ');
                out.push_str(match rng.below(20) {
                    0 => token(rng),
                    _ => rng.pick(NUMBERS),
                });
            }
            continue;
        }
        out.push_str(KINDS[rng.below(KINDS.len())].keyword);
        for _ in 0..rng.below(5) {
            out.push(' ');
            out.push_str(match rng.below(12) {
                0..=5 => rng.pick(NUMBERS),
                6..=10 => rng.pick(ARGUMENTS),
                _ => token(rng),
            });
        }
    }
    out
}

/// What the analysing thread reports about one game.
type Verdict = Result<(), String>;

/// Analyses a game and checks the answer's own consistency; a panic becomes an error.
fn check_analysis(game: &Game) -> Verdict {
    let limits = Limits {
        max_work: WORK,
        max_listed_moves: 8,
        ..Limits::default()
    };
    let answer = catch_unwind(AssertUnwindSafe(|| analyze(game, &limits)))
        .map_err(|_| "analyze panicked".to_string())?;
    let Ok(analysis) = answer else {
        // A clean limit error is an acceptable answer.
        return Ok(());
    };
    // Under misère play a position without moves is won by doing nothing.
    let terminal = || {
        game.atoms.iter().all(|atom| {
            atom.options(&mut Budget::new(1_000))
                .is_ok_and(|options| options.is_empty())
        })
    };
    if analysis.outcome == Outcome::N
        && analysis.winning_moves.is_empty()
        && !(game.rule == Rule::Misere && terminal())
    {
        return Err("an N-position without a winning move".into());
    }
    if analysis.outcome == Outcome::P && !analysis.winning_moves.is_empty() {
        return Err("a P-position with a winning move".into());
    }
    // A lone atom whose SG value is out of reach may still be decided by theorem (a huge
    // Wythoff or Moore position); a sum under normal play always has its SG value.
    if game.rule == Rule::Normal && !(game.atoms.len() == 1 && analysis.sg.is_none()) {
        let (Some(sg), Some(parts)) = (analysis.sg, &analysis.component_sg) else {
            return Err("normal play without an SG value".into());
        };
        if parts.iter().fold(0, |acc, v| acc ^ v) != sg
            || (sg == 0) != (analysis.outcome == Outcome::P)
        {
            return Err(format!(
                "SG {sg} disagrees with its parts {parts:?} or the outcome"
            ));
        }
    }
    for after in &analysis.winning_moves {
        let text = after.to_string();
        match parse(&text) {
            Ok(again) if again == *after => {}
            Ok(again) => return Err(format!("winning move {text:?} parses to {again}")),
            Err(error) => return Err(format!("winning move {text:?} does not parse: {error}")),
        }
    }
    Ok(())
}

#[test]
fn random_text_never_panics_and_parsed_games_round_trip_and_analyse() {
    let (jobs, job_receiver) = mpsc::channel::<Game>();
    let (verdicts, verdict_receiver) = mpsc::channel::<Verdict>();
    let worker = std::thread::spawn(move || {
        for game in job_receiver {
            if verdicts.send(check_analysis(&game)).is_err() {
                break;
            }
        }
    });

    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let (mut n_parsed, mut n_analysed) = (0, 0);
    for _ in 0..N_STRINGS {
        let text = if rng.below(2) == 0 {
            shapeless(&mut rng)
        } else {
            game_shaped(&mut rng)
        };
        // The tables read component text too: they must fail as cleanly.
        let small = Limits {
            max_work: 2_000,
            ..Limits::default()
        };
        catch_unwind(|| {
            if tables::heap_component(&text).is_ok() {
                let _ = tables::sequence(&text, 40, &small);
                let _ = tables::period(&text, &small);
            }
        })
        .unwrap_or_else(|_| panic!("a table panicked on {text:?}"));
        let parsed =
            catch_unwind(|| parse(&text)).unwrap_or_else(|_| panic!("parse panicked on {text:?}"));
        let game = match parsed {
            Ok(game) => game,
            Err(error) => {
                assert!(
                    error.column >= 1 && error.column <= text.chars().count() + 1,
                    "{text:?}: column {} is outside the text",
                    error.column
                );
                assert!(
                    text.get(error.span.clone()).is_some(),
                    "{text:?}: span {:?} is not a range of the text",
                    error.span
                );
                continue;
            }
        };
        n_parsed += 1;
        let canonical = game.to_string();
        let again = catch_unwind(|| parse(&canonical))
            .unwrap_or_else(|_| panic!("parse panicked on canonical {canonical:?}"));
        match again {
            Ok(again) => {
                assert_eq!(again, game, "{text:?} -> {canonical:?} names another game");
                assert_eq!(
                    again.to_string(),
                    canonical,
                    "{canonical:?} is not a fixed point"
                );
            }
            Err(error) => panic!("{text:?} -> {canonical:?} does not parse back: {error}"),
        }
        jobs.send(game).expect("the analysing thread is alive");
        match verdict_receiver.recv_timeout(HANG) {
            Ok(Ok(())) => n_analysed += 1,
            Ok(Err(problem)) => panic!("{text:?}: {problem}"),
            Err(_) => panic!("{text:?}: analyze took more than {HANG:?} (a hang?)"),
        }
    }
    drop(jobs);
    worker.join().expect("the analysing thread ends cleanly");
    eprintln!("{n_parsed} of {N_STRINGS} strings parsed, {n_analysed} analysed");
    // The generator must keep producing real games, or the test checks little.
    assert!(
        n_parsed >= 500,
        "only {n_parsed} of {N_STRINGS} strings parsed"
    );
    assert_eq!(n_analysed, n_parsed, "every game parsed is analysed");
}

#[test]
fn overlong_and_control_text_fails_cleanly() {
    let long = "nim 1 ".repeat(20_000);
    let error = parse(&long).unwrap_err();
    assert_eq!(
        error.to_string(),
        "column 100001: the end of the text: the text is longer than 100000 bytes"
    );
    for text in ["\u{0}", "nim \u{0}", "nim 1\u{7f}", "\u{feff}nim 1"] {
        assert!(parse(text).is_err(), "{text:?} parsed");
    }
}

#[test]
fn a_long_or_invisible_bad_token_is_quoted_short_and_visible() {
    // Issue 10.5: a 5,000-character token was quoted whole and ran off the page.
    let token = "x".repeat(5_000);
    let message = parse(&format!("nim {token}")).unwrap_err().to_string();
    assert_eq!(
        message,
        format!(
            "column 5: expected a heap size, found \"{}…\"",
            "x".repeat(40)
        )
    );
    // Direction and zero-width characters are named, not obeyed.
    let message = parse("nim 1\u{202e}2\u{200b}").unwrap_err().to_string();
    assert!(message.contains(r"\u{202e}"), "{message}");
    assert!(message.contains(r"\u{200b}"), "{message}");
    assert!(!message.contains('\u{202e}'), "{message}");
    // The span still covers the whole token, so the page can mark it.
    let error = parse(&format!("nim {token}")).unwrap_err();
    assert_eq!(error.span, 4..5_004);
}
