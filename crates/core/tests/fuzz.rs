//! Fuzzing of the notation parser and the analysis, with proptest: grammatical games of
//! every kind under every rule, the same games mutated into (mostly) ungrammatical text,
//! and shapeless strings of the notation's tokens, punctuation and unicode; then the
//! corpus of `tests/data/fuzz/corpus.txt` (seed inputs and every regression found).
//!
//! For every text: parsing does not panic and an error points inside the text; a game's
//! canonical text parses back to the same game and is a fixed point; its analysis, proof,
//! state graph and move list do not panic and stay within their work budget (the deadline
//! of a request is counted in work units, never in wall time, so what is checked does not
//! depend on the machine's speed); the canonical text's analysis is the same analysis
//! (outcome, SG values, winning moves, total) or the same error; winning moves parse back
//! to the games they name; and an N-position lists a winning move, a P-position none.
//!
//! The run is deterministic (a fixed seed and a fixed number of cases) and takes well under
//! a minute in a debug build. `SGLAB_FUZZ_CASES=N` runs N cases of each generator and
//! `SGLAB_FUZZ_SEED=S` another seed, for longer runs by hand. A failing case is shrunk by
//! proptest and printed; add it to the corpus with the fix.
//!
//! A watchdog thread aborts the run if one case takes more than [`HANG`] of wall time:
//! work that is not charged to a budget would show up there. It only ever fails a run; it
//! never skips a case.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use sglab_core::analysis::{analyze_with, Analysis};
use sglab_core::engine::Engine;
use sglab_core::limits::Budget;
use sglab_core::{explore, parse, proof, tables, Game, LimitError, Limits, Outcome, Rule};

/// The work budget of each request: its deadline, in units of work.
const WORK: u64 = 5_000;

/// Winning moves listed per analysis.
const LISTED: usize = 6;

/// Cases of each generator in the default run.
const CASES: u32 = 1_200;

/// One case running longer than this in wall time is taken for a hang (uncharged work).
const HANG: Duration = Duration::from_secs(60);

// ---------------------------------------------------------------------------------------
// Generators.

fn heap() -> impl Strategy<Value = String> {
    prop_oneof![
        8 => (0u64..13).prop_map(|h| h.to_string()),
        1 => (13u64..200).prop_map(|h| h.to_string()),
        1 => prop::sample::select(vec![
            "1000000",
            "18446744073709551615",
            "18446744073709551616",
            "007",
        ])
        .prop_map(str::to_string),
    ]
}

fn heaps(max: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(heap(), 1..=max).prop_map(|hs| hs.join(" "))
}

fn small(range: std::ops::Range<u64>) -> impl Strategy<Value = String> {
    range.prop_map(|v| v.to_string())
}

fn subtraction_set() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::collection::vec(0u64..8, 1..4).prop_map(|s| {
            let parts: Vec<String> = s.iter().map(u64::to_string).collect();
            format!("{{{}}}", parts.join(","))
        }),
        (0u64..5, 0u64..8).prop_map(|(a, b)| format!("{{{a}..{b}}}")),
        (1u64..3, 3u64..6, 7u64..9).prop_map(|(a, b, c)| format!("{{{a},{b}..{c}}}")),
    ]
}

fn octal_code() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "0.77", "0.07", "0.137", "4.07", "0.6", "0.51", "0.4", "0.3", "0.0", "4.0", "0.777", ".6",
        "0.",
    ])
    .prop_map(str::to_string)
}

/// A tree's edges: node `i` hangs from an earlier node.
fn tree_edges() -> impl Strategy<Value = String> {
    prop::collection::vec(any::<u8>(), 0..6).prop_map(|parents| {
        let edges: Vec<String> = parents
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{}-{}", usize::from(*p) % (i + 1) + 1, i + 2))
            .collect();
        edges.join(" ")
    })
}

fn graph_edges() -> impl Strategy<Value = String> {
    prop::collection::vec((1u8..5, 1u8..5), 0..5).prop_map(|edges| {
        let edges: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        edges.join(" ")
    })
}

/// A DAG: edges from lower to higher nodes, tokens on any nodes.
fn dag_row() -> impl Strategy<Value = String> {
    (
        prop::collection::vec((1u8..5, 1u8..4), 1..6),
        prop::collection::vec(1u8..7, 1..4),
    )
        .prop_map(|(edges, tokens)| {
            let edges: Vec<String> = edges
                .iter()
                .map(|(a, gap)| format!("{a}>{}", a + gap))
                .collect();
            let tokens: Vec<String> = tokens.iter().map(u8::to_string).collect();
            format!("{} @ {}", edges.join(" "), tokens.join(" "))
        })
}

fn knight_row() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (1u64..7).prop_flat_map(|n| {
            prop::collection::vec((1..=n, 1..=n), 1..3).prop_map(move |squares| {
                let squares: Vec<String> =
                    squares.iter().map(|(x, y)| format!("{x} {y}")).collect();
                format!("n={n} {}", squares.join(" "))
            })
        }),
        1 => (1u64..=10_000).prop_flat_map(|n| {
            (1..=n, 1..=n).prop_map(move |(x, y)| format!("n={n} {x} {y}"))
        }),
    ]
}

fn word() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(vec!['a', 'b', 'c']), 1..8)
        .prop_map(|letters| letters.into_iter().collect())
}

/// One grammatical component row, of any kind of the notation.
fn component() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => heaps(4).prop_map(|h| format!("nim {h}")),
        1 => (small(1..5), heaps(3)).prop_map(|(m, h)| format!("bash m={m} {h}")),
        1 => (subtraction_set(), heaps(3)).prop_map(|(s, h)| format!("subtract {s} {h}")),
        1 => (small(2..4), heaps(2)).prop_map(|(b, h)| format!("powers b={b} {h}")),
        1 => (octal_code(), heaps(2)).prop_map(|(c, h)| format!("octal {c} {h}")),
        1 => heaps(3).prop_map(|h| format!("kayles {h}")),
        1 => heaps(3).prop_map(|h| format!("dawson {h}")),
        1 => heaps(2).prop_map(|h| format!("lasker {h}")),
        1 => heaps(2).prop_map(|h| format!("grundy {h}")),
        1 => (small(2..4), heaps(2)).prop_map(|(f, h)| format!("split f={f} {h}")),
        1 => (heap(), heap()).prop_map(|(a, b)| format!("wythoff {a} {b}")),
        1 => heaps(4).prop_map(|h| format!("staircase {h}")),
        1 => (small(1..4), heaps(4)).prop_map(|(k, h)| format!("moore k={k} {h}")),
        1 => (heap(), heap()).prop_map(|(a, b)| format!("euclid {a} {b}")),
        1 => heap().prop_map(|h| format!("circle {h}")),
        1 => prop::collection::vec((1u64..7, 1u64..7), 1..3).prop_map(|sheets| {
            let sheets: Vec<String> = sheets.iter().map(|(w, h)| format!("{w}x{h}")).collect();
            format!("cut {}", sheets.join(" "))
        }),
        1 => tree_edges().prop_map(|e| format!("tree {e}")),
        1 => graph_edges().prop_map(|e| format!("graph {e}")),
        1 => dag_row().prop_map(|d| format!("dag {d}")),
        2 => knight_row().prop_map(|k| format!("knight {k}")),
        1 => prop::collection::vec(word(), 1..3).prop_map(|w| format!("palindrome {}", w.join(" "))),
    ]
}

/// A grammatical game: an optional rule, components joined by `+` with varied spacing.
fn grammatical() -> impl Strategy<Value = String> {
    let rule = prop::sample::select(vec![
        "", "", "normal: ", "misere: ", "every: ", "every: ", "every:", "misere :",
    ]);
    let plus = prop::sample::select(vec![" + ", "+", " +", "+ ", "\t+\n"]);
    (
        rule,
        prop::collection::vec((component(), plus), 1..4),
        prop::sample::select(vec!["", " ", "\n"]),
    )
        .prop_map(|(rule, parts, tail)| {
            let mut out = rule.to_string();
            for (index, (component, plus)) in parts.iter().enumerate() {
                if index > 0 {
                    out.push_str(plus);
                }
                out.push_str(component);
            }
            out.push_str(tail);
            out
        })
}

/// Pieces that mutations insert: the notation's own alphabet and some unicode.
const PIECES: &[&str] = &[
    "+",
    ":",
    "@",
    "{",
    "}",
    ",",
    "..",
    "=",
    "x",
    "-",
    ">",
    ".",
    " ",
    "\t",
    "0",
    "1",
    "9",
    "18446744073709551616",
    "nim",
    "every:",
    "misere:",
    "m=",
    "k=0",
    "n=0",
    "{}",
    "中",
    "é",
    "😀",
    "\u{0}",
    "\u{200b}",
    "\u{202e}",
    "３",
    "\u{feff}",
    "<script>",
    "&amp;",
];

/// One edit of a text: an operation, a place (taken modulo the text's length) and a piece.
#[derive(Clone, Debug)]
enum Edit {
    Insert(usize, usize),
    Delete(usize, usize),
    Replace(usize, usize),
    Duplicate(usize, usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), 0..PIECES.len()).prop_map(|(at, piece)| Edit::Insert(at, piece)),
        (any::<usize>(), 1usize..4).prop_map(|(at, len)| Edit::Delete(at, len)),
        (any::<usize>(), 0..PIECES.len()).prop_map(|(at, piece)| Edit::Replace(at, piece)),
        (any::<usize>(), 1usize..12).prop_map(|(at, len)| Edit::Duplicate(at, len)),
    ]
}

/// Applies an edit at character boundaries, so the result is valid UTF-8.
fn apply(text: &str, edit: &Edit) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let place = |at: usize, len: usize| if len == 0 { 0 } else { at % (len + 1) };
    match *edit {
        Edit::Insert(at, piece) => {
            let at = place(at, chars.len());
            chars.splice(at..at, PIECES[piece].chars());
        }
        Edit::Delete(at, len) => {
            let at = place(at, chars.len());
            let end = (at + len).min(chars.len());
            chars.drain(at..end);
        }
        Edit::Replace(at, piece) => {
            let at = place(at, chars.len());
            let end = (at + 1).min(chars.len());
            chars.splice(at..end, PIECES[piece].chars());
        }
        Edit::Duplicate(at, len) => {
            let at = place(at, chars.len());
            let end = (at + len).min(chars.len());
            let copy: Vec<char> = chars[at..end].to_vec();
            chars.splice(end..end, copy);
        }
    }
    chars.into_iter().collect()
}

/// A grammatical game with one to three edits: mostly ungrammatical, sometimes a game.
fn mutated() -> impl Strategy<Value = String> {
    (grammatical(), prop::collection::vec(edit(), 1..4))
        .prop_map(|(text, edits)| edits.iter().fold(text, |text, edit| apply(&text, edit)))
}

/// Tokens in any order.
fn shapeless() -> impl Strategy<Value = String> {
    let keyword = prop::sample::select(
        sglab_core::games::KINDS
            .iter()
            .map(|kind| kind.keyword)
            .chain(["normal", "misere", "every"])
            .collect::<Vec<_>>(),
    );
    let token = prop_oneof![
        keyword.prop_map(str::to_string),
        heap(),
        prop::sample::select(PIECES).prop_map(str::to_string),
        prop::sample::select(vec![
            "m=3", "b=2", "f=2", "k=2", "n=8", "2x3", "1-2", "1>2", "aba"
        ])
        .prop_map(str::to_string),
    ];
    prop::collection::vec((token, prop::sample::select(vec![" ", "", "  "])), 1..10).prop_map(
        |tokens| {
            tokens
                .into_iter()
                .map(|(token, separator)| token + separator)
                .collect()
        },
    )
}

// ---------------------------------------------------------------------------------------
// The property.

/// What is compared between a game and its canonical text's reparse.
#[derive(Debug, PartialEq, Eq)]
struct Summary {
    outcome: Outcome,
    sg: Option<u64>,
    component_sg: Option<Vec<u64>>,
    winning_moves: Vec<String>,
    total: Option<u128>,
}

fn summary(analysis: &Analysis) -> Summary {
    Summary {
        outcome: analysis.outcome,
        sg: analysis.sg,
        component_sg: analysis.component_sg.clone(),
        winning_moves: analysis.winning_moves.iter().map(Game::to_string).collect(),
        total: analysis.winning_moves_total,
    }
}

fn fail(text: &str, problem: impl std::fmt::Display) -> TestCaseError {
    TestCaseError::fail(format!("{text:?}: {problem}"))
}

/// Analyses `game` with a budget of [`WORK`] units and checks it kept to it.
fn analyse_within_budget(
    text: &str,
    game: &Game,
) -> Result<Result<Analysis, LimitError>, TestCaseError> {
    let mut engine = Engine::with_budget(Budget::new(WORK));
    let answer = analyze_with(game, &mut engine, LISTED);
    if engine.budget.used() > WORK {
        return Err(fail(
            text,
            format!("used {} work units of {WORK}", engine.budget.used()),
        ));
    }
    Ok(answer)
}

/// Checks one text; see the module header.
fn check_text(text: &str) -> Result<(), TestCaseError> {
    // The tables read component text too.
    let small = Limits {
        max_work: WORK,
        ..Limits::default()
    };
    if tables::heap_component(text).is_ok() {
        let _ = tables::sequence(text, 40, &small);
        let _ = tables::period(text, &small);
    }
    let game = match parse(text) {
        Ok(game) => game,
        Err(error) => {
            if error.column < 1 || error.column > text.chars().count() + 1 {
                return Err(fail(
                    text,
                    format!("column {} is outside the text", error.column),
                ));
            }
            if text.get(error.span.clone()).is_none() {
                return Err(fail(
                    text,
                    format!("span {:?} is not a range of it", error.span),
                ));
            }
            return Ok(());
        }
    };
    let canonical = game.to_string();
    let again = parse(&canonical)
        .map_err(|error| fail(text, format!("{canonical:?} does not parse: {error}")))?;
    if again != game {
        return Err(fail(text, format!("{canonical:?} parses to another game")));
    }
    if again.to_string() != canonical {
        return Err(fail(text, format!("{canonical:?} is not a fixed point")));
    }
    let answer = analyse_within_budget(text, &game)?;
    let answer_again = analyse_within_budget(&canonical, &again)?;
    match (&answer, &answer_again) {
        (Ok(a), Ok(b)) if summary(a) == summary(b) => {}
        (Err(a), Err(b)) if a == b => {}
        _ => {
            return Err(fail(
                text,
                format!("{canonical:?} analyses differently: {answer:?} / {answer_again:?}"),
            ))
        }
    }
    if let Ok(analysis) = &answer {
        check_analysis(text, &game, analysis)?;
    }
    // The proof, the state graph and the move list stay within their budgets too.
    let _ = proof::explain(&game, &small);
    let graph_limits = Limits {
        max_work: WORK / 4,
        ..Limits::default()
    };
    let _ = explore::graph(&game, 30, &graph_limits, &mut Budget::new);
    let _ = explore::options(&game, 10, &mut Engine::with_budget(Budget::new(WORK)));
    Ok(())
}

fn check_analysis(text: &str, game: &Game, analysis: &Analysis) -> Result<(), TestCaseError> {
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
        return Err(fail(text, "an N-position without a winning move"));
    }
    if analysis.outcome == Outcome::P && !analysis.winning_moves.is_empty() {
        return Err(fail(text, "a P-position with a winning move"));
    }
    if let Some(total) = analysis.winning_moves_total
        && total < analysis.winning_moves.len() as u128
    {
        return Err(fail(text, format!("total {total} below the moves listed")));
    }
    for after in &analysis.winning_moves {
        let moved = after.to_string();
        match parse(&moved) {
            Ok(again) if again == *after => {}
            Ok(_) => {
                return Err(fail(
                    text,
                    format!("winning move {moved:?} names another game"),
                ))
            }
            Err(error) => return Err(fail(text, format!("winning move {moved:?}: {error}"))),
        }
        if after.rule != game.rule {
            return Err(fail(
                text,
                format!("winning move {moved:?} changes the rule"),
            ));
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------
// The runs.

/// Runs `check` on a case, with the watchdog told when it starts.
struct Watchdog {
    started_ms: Arc<AtomicU64>,
    current: Arc<Mutex<String>>,
    origin: Instant,
}

impl Watchdog {
    fn start() -> Watchdog {
        let started_ms = Arc::new(AtomicU64::new(u64::MAX));
        let current = Arc::new(Mutex::new(String::new()));
        let origin = Instant::now();
        let (seen, case) = (Arc::clone(&started_ms), Arc::clone(&current));
        std::thread::spawn(move || loop {
            std::thread::sleep(Duration::from_millis(500));
            let started = seen.load(Ordering::Relaxed);
            let now = origin.elapsed().as_millis() as u64;
            if started != u64::MAX && now.saturating_sub(started) > HANG.as_millis() as u64 {
                let text = case.lock().map(|t| t.clone()).unwrap_or_default();
                eprintln!("fuzz: {text:?} ran for more than {HANG:?}: a hang");
                std::process::abort();
            }
        });
        Watchdog {
            started_ms,
            current,
            origin,
        }
    }

    fn check(&self, text: &str) -> Result<(), TestCaseError> {
        if let Ok(mut current) = self.current.lock() {
            current.clear();
            current.push_str(text);
        }
        self.started_ms
            .store(self.origin.elapsed().as_millis() as u64, Ordering::Relaxed);
        let verdict = catch_unwind(AssertUnwindSafe(|| check_text(text)))
            .unwrap_or_else(|_| Err(fail(text, "panicked")));
        self.started_ms.store(u64::MAX, Ordering::Relaxed);
        verdict
    }
}

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok()?.parse().ok()
}

fn runner() -> TestRunner {
    let cases = env_u64("SGLAB_FUZZ_CASES").map_or(CASES, |n| u32::try_from(n).unwrap_or(u32::MAX));
    let config = Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 2_000,
        ..Config::default()
    };
    let rng = match env_u64("SGLAB_FUZZ_SEED") {
        Some(seed) => {
            let mut bytes = [0u8; 32];
            bytes[..8].copy_from_slice(&seed.to_le_bytes());
            TestRng::from_seed(RngAlgorithm::ChaCha, &bytes)
        }
        None => TestRng::deterministic_rng(RngAlgorithm::ChaCha),
    };
    TestRunner::new_with_rng(config, rng)
}

fn run(name: &str, strategy: impl Strategy<Value = String>) {
    let watchdog = Watchdog::start();
    let started = Instant::now();
    let result = runner().run(&strategy, |text| watchdog.check(&text));
    eprintln!("fuzz {name}: {:?}", started.elapsed());
    if let Err(failure) = result {
        panic!("fuzz {name} found: {failure}");
    }
}

#[test]
fn fuzz_grammatical_games() {
    run("grammatical", grammatical());
}

#[test]
fn fuzz_mutated_games() {
    run("mutated", mutated());
}

#[test]
fn fuzz_shapeless_text() {
    run("shapeless", shapeless());
}

/// Undoes the corpus escapes: `\t`, `\n`, `\0`, `\\` and `\u{HEX}`.
fn unescape(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('0') => out.push('\0'),
            Some('\\') => out.push('\\'),
            Some('u') if chars.peek() == Some(&'{') => {
                let hex: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                let decoded = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32);
                out.push(decoded.expect("a \\u{HEX} escape names a character"));
            }
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

/// The corpus: `tests/data/fuzz/corpus.txt` (one input a line, escaped as [`unescape`]
/// reads, `#` lines are comments) and every input of the notation cases.
fn corpus() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut inputs = Vec::new();
    let own =
        std::fs::read_to_string(root.join("fuzz/corpus.txt")).expect("the corpus is readable");
    for line in own.lines() {
        if !(line.starts_with('#') || line.is_empty()) {
            inputs.push(unescape(line));
        }
    }
    for folder in ["ok", "err"] {
        let dir = root.join("notation").join(folder);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("the notation cases are readable")
            .map(|entry| entry.expect("a directory entry").path())
            .collect();
        files.sort();
        for path in files {
            let text = std::fs::read_to_string(&path).expect("a case file is UTF-8");
            for line in text.lines() {
                if let Some((input, _)) = line.split_once(" => ")
                    && !line.starts_with('#')
                {
                    inputs.push(unescape(input));
                }
            }
        }
    }
    inputs
}

#[test]
fn fuzz_corpus() {
    let watchdog = Watchdog::start();
    let inputs = corpus();
    for text in &inputs {
        if let Err(failure) = watchdog.check(text) {
            panic!("corpus case {text:?}: {failure}");
        }
    }
    assert!(inputs.len() >= 300, "only {} corpus cases", inputs.len());
}

#[test]
fn generators_produce_games_often() {
    // The grammatical generator must give games (else the analysis is barely fuzzed).
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::deterministic_rng(RngAlgorithm::ChaCha),
    );
    let strategy = grammatical();
    let mut parsed = 0;
    for _ in 0..200 {
        let text = strategy.new_tree(&mut runner).expect("a value").current();
        parsed += usize::from(parse(&text).is_ok());
    }
    assert!(
        parsed >= 150,
        "only {parsed} of 200 grammatical texts parse"
    );
}
