//! sglab's task runner: the two commands of the README are doors into it.
//!
//! - `cargo xtask serve [--port N]`: installs what is missing, builds `pkg/`, serves the
//!   explorer at http://127.0.0.1:8000 until stopped (with `SGLAB_PKG=test` in the
//!   environment, `pkg/` is built as `cargo xtask test` builds it, without LTO).
//! - `cargo xtask dist`: builds `dist/`, the widgets ready for a static host or npm, and
//!   prints what one widget costs gzipped.
//! - `cargo xtask test`: installs what is missing, builds `pkg/`, runs the native tests,
//!   the wasm tests in headless Chromium and the end-to-end tests, and prints the counts.
//! - `cargo xtask learn`: writes the tutorials' pages `web/learn/` from `web/learn/src/`
//!   (see `learn.rs`); with `--check`, and in a test, fails when the committed pages
//!   are out of date, and runs every code block of the tutorials against sglab.
//! - `cargo xtask preload [--check]`: rewrites the preload tags of `web/index.html` and the
//!   tutorial pages from their modules' static import graph (see `preload.rs`).
//! - `cargo xtask readme [--only TEXT]`: runs every command of the README's and
//!   docs/PERFORMANCE.md's `sh` blocks in a smoke form (see `readme.rs`); also a stage
//!   of `cargo xtask test`.
//! - `cargo xtask bench`: every speed figure of docs/PERFORMANCE.md, each beside its
//!   baseline in the same run (see `bench.rs`); `--first-paint`: the widgets' first paint
//!   under Lighthouse's mobile profile.
//!
//! Everything it installs goes to the system package manager (Debian's packages: the
//! browser, and on machines without a rustup wasm32 target, Debian's wasm-capable rustc)
//! or inside the repository (`.tools/`, `tests/e2e/node_modules/`). Every step is
//! idempotent and skipped when already in place.

mod bench;
mod build;
mod dist;
mod learn;
mod light_parts;
mod preload;
mod readme;
mod serve;
mod split;
mod stages;
mod test;
mod toolchain;

use std::path::PathBuf;
use std::process::ExitCode;

/// The repository root (the parent of this crate's folder).
pub fn root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map(PathBuf::from).unwrap_or(manifest)
}

/// A task's failure, with a message for the person who ran it.
#[derive(Debug)]
pub struct TaskError(pub String);

impl<E: std::fmt::Display> From<E> for TaskError {
    fn from(error: E) -> Self {
        TaskError(error.to_string())
    }
}

const USAGE: &str = "usage: cargo xtask <serve [--port N] | build | dist | learn [--check] | preload [--check] | test | readme [--only TEXT] | bench [--quick | --smoke] [--criterion] [--no-browser] [--no-ogsolve] | bench --first-paint [--runs N]>";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => {
            let port = match args
                .iter()
                .position(|a| a == "--port")
                .and_then(|i| args.get(i + 1))
            {
                Some(port) => match port.parse::<u16>() {
                    Ok(port) => port,
                    Err(_) => {
                        eprintln!("xtask: --port needs a number from 0 to 65535, found {port:?}");
                        return ExitCode::from(2);
                    }
                },
                None => 8000,
            };
            // The smoke form of `cargo xtask serve` (readme.rs): `pkg/` as the tests build it.
            let built = if readme::serves_test_pkg() {
                build::build_for_tests()
            } else {
                build::build_pkg()
            };
            built.and_then(|()| serve::serve_forever(port))
        }
        Some("build") => build::build_pkg(),
        Some("dist") => dist::dist().map(|_| ()),
        Some("learn") => learn::learn(args.get(1).map(String::as_str)),
        Some("preload") => {
            let flag = args.get(1).map(String::as_str);
            preload::index(flag).and_then(|()| learn::preload(flag))
        }
        Some("test") => test::run_all(),
        Some("bench") => bench::bench(&args[1..]),
        Some("readme") => readme::readme(&args[1..]),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(TaskError(message)) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}
