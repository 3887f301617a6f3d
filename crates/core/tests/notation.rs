//! Notation cases as data (STYLE.md §8): every file under `tests/data/notation/ok/` and
//! `tests/data/notation/err/` holds one case a line, `INPUT => EXPECTED`.
//!
//! - In `ok/`, EXPECTED is the canonical text the input parses to; the canonical text must
//!   also parse back to the same game and print the same (a fixed point).
//! - In `err/`, EXPECTED is the error message exactly as `Display` prints it.
//!
//! The input is everything before the first ` => `, untrimmed (a line ` => ...` is the
//! empty input); in it `\t`, `\n` and `\\` stand for a tab, a newline and a backslash.
//! Lines that are blank or start with `#` are comments.
//!
//! `UPDATE_EXPECT=1 cargo test -p sglab-core --test notation` rewrites every EXPECTED part
//! with what the parser does today; review the diff before committing it. A case that
//! lands in the wrong folder (an `ok/` input that fails, an `err/` input that parses) fails
//! the test even then.

use std::fs;
use std::path::{Path, PathBuf};

use sglab_core::parse;

/// Which folder a case file is in, and so what its EXPECTED part means.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Folder {
    Ok,
    Err,
}

fn unescape(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('\\') => out.push('\\'),
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

/// What the parser does with `input`, written as an EXPECTED part of `folder`, and whether
/// that result belongs in `folder`.
fn actual(folder: Folder, input: &str) -> (String, bool) {
    match parse(input) {
        Ok(game) => {
            let canonical = game.to_string();
            assert!(
                !canonical.contains("  ") && canonical.trim() == canonical,
                "canonical text {canonical:?} has stray white space"
            );
            let again = parse(&canonical)
                .unwrap_or_else(|error| panic!("{canonical:?} does not parse back: {error}"));
            assert_eq!(again, game, "{canonical:?} parses back to another game");
            assert_eq!(
                again.to_string(),
                canonical,
                "canonical text is not a fixed point"
            );
            match folder {
                Folder::Ok => (canonical, true),
                Folder::Err => (format!("ok: {canonical}"), false),
            }
        }
        Err(error) => match folder {
            Folder::Ok => (format!("error: {error}"), false),
            Folder::Err => (error.to_string(), true),
        },
    }
}

fn case_files(folder: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/notation")
        .join(folder);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no case files in {}", dir.display());
    files
}

fn check_folder(folder: Folder) {
    let update = std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v == "1");
    let name = match folder {
        Folder::Ok => "ok",
        Folder::Err => "err",
    };
    let mut failures = Vec::new();
    let mut n_cases = 0;
    for path in case_files(name) {
        let text = fs::read_to_string(&path).expect("a case file is UTF-8");
        let mut rewritten = String::with_capacity(text.len());
        for (index, line) in text.lines().enumerate() {
            let place = format!("{}:{}", path.display(), index + 1);
            let Some((raw_input, expected)) = line
                .split_once(" => ")
                .filter(|_| !line.trim().is_empty() && !line.starts_with('#'))
            else {
                if !line.trim().is_empty() && !line.starts_with('#') {
                    failures.push(format!("{place}: no \" => \" in {line:?}"));
                }
                rewritten.push_str(line);
                rewritten.push('\n');
                continue;
            };
            n_cases += 1;
            let (got, in_place) = actual(folder, &unescape(raw_input));
            if !in_place {
                failures.push(format!("{place}: {raw_input:?} belongs elsewhere: {got}"));
            } else if got != expected && !update {
                failures.push(format!(
                    "{place}: {raw_input:?}\n  expected: {expected}\n  actual:   {got}"
                ));
            }
            rewritten.push_str(raw_input);
            rewritten.push_str(" => ");
            rewritten.push_str(&got);
            rewritten.push('\n');
        }
        if update && rewritten != text {
            fs::write(&path, rewritten).expect("the case file is writable");
        }
    }
    assert!(n_cases > 0, "no cases in {name}/");
    assert!(
        failures.is_empty(),
        "{} of {n_cases} cases in {name}/ failed (UPDATE_EXPECT=1 rewrites expectations):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn ok_cases_print_their_canonical_text() {
    check_folder(Folder::Ok);
}

#[test]
fn err_cases_print_their_error_message() {
    check_folder(Folder::Err);
}

#[test]
fn unescape_knows_tab_newline_and_backslash() {
    assert_eq!(unescape(r"a\tb\nc\\d\q"), "a\tb\nc\\d\\q");
}
