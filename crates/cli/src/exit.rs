//! The exit codes of `sglab` and the time limit (`--timeout`) that can end a run.
//!
//! Every run ends with one of four codes (NOTATION.md, "Exit codes"), so that a script can
//! tell an answer from a refusal: 0 answered, 1 answered "not found" or "no" (the answer is
//! still printed on stdout), 2 a usage or notation error, 3 a limit reached before an
//! answer (`--max-work`, `--max-memory`, a table's memory, `--timeout`).

use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use sglab_core::i18n::{self, Words};

/// How a run of `sglab` ended: its exit code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The question is answered (code 0).
    Answered = 0,
    /// The answer is "not found" or "no": `sglab period` proved no period within the limits,
    /// `sglab check` found a counterexample, `sglab pattern` found no pattern (code 1).
    NotFound = 1,
    /// The command line or the notation is wrong, or the game has no value (a loop): the
    /// error names what and where (code 2).
    Usage = 2,
    /// A limit stopped the request before it had an answer: the work (`--max-work`), the
    /// memory (`--max-memory`, a table's 1 GiB), or the time (`--timeout`) (code 3).
    Limit = 3,
}

impl From<Status> for ExitCode {
    fn from(status: Status) -> ExitCode {
        ExitCode::from(status as u8)
    }
}

/// The end of `sglab --help`: the defaults that no single option states, and the exit codes.
pub const AFTER_HELP: &str = "\
Limits: without --max-work or --timeout only memory bounds a request (1024 MiB for an \
exhaustive search, 1024 MiB for a table); Ctrl-C stops it. On a terminal, long work shows \
a progress line on standard error (never on a pipe or with --json; --quiet turns it off).

Exit codes:
  0  answered
  1  answered \"not found\" or \"no\": no period proved, a claim that fails, no pattern \
(the answer is printed)
  2  usage or notation error (the message names the column)
  3  a limit reached before an answer (--max-work, --max-memory, a table's memory, --timeout)";

/// Parses `--timeout SECONDS`: a positive number of seconds, decimals allowed.
pub fn parse_timeout(text: &str) -> Result<Duration, String> {
    let seconds: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("\"{text}\" is not a number of seconds"))?;
    if seconds.is_nan() || seconds <= 0.0 {
        return Err("the time limit must be more than 0 seconds".to_string());
    }
    Duration::try_from_secs_f64(seconds).map_err(|error| error.to_string())
}

/// Ends the process with [`Status::Limit`] once `timeout` has passed, from a thread of
/// its own, so that every command (also one that never reports progress) obeys it. The
/// progress line, if one is drawn (`line_drawn`), is cleared first.
pub fn stop_after(timeout: Duration, line_drawn: Arc<AtomicBool>, lang: Words<'static>) {
    std::thread::spawn(move || {
        std::thread::sleep(timeout);
        let clear = if line_drawn.load(Ordering::SeqCst) {
            crate::progress::CLEAR_LINE
        } else {
            ""
        };
        let seconds = format!("{}", timeout.as_secs_f64());
        let message = i18n::format(lang, "cli.timeout", &[("seconds", &seconds)]);
        eprintln!(
            "{clear}{}",
            i18n::format(lang, "cli.error", &[("message", &message)])
        );
        std::process::exit(Status::Limit as i32);
    });
}

/// The exit code after Ctrl-C: 128 + SIGINT, what a shell reports for a command it
/// interrupted.
pub const INTERRUPTED: i32 = 130;

/// When a progress line may be drawn (`enabled`: standard error is a terminal), lets
/// Ctrl-C (SIGINT) clear the line, if one is on the screen (`line_drawn`), before the
/// process ends with [`INTERRUPTED`]: the shell's prompt then starts on a clean line
/// instead of after "12000 heaps · 3.1 s · Ctrl-C stops". Elsewhere Ctrl-C ends `sglab` as
/// the system does.
pub fn clear_line_on_interrupt(enabled: bool, line_drawn: Arc<AtomicBool>) {
    if !enabled {
        return;
    }
    // Without a handler (the call fails only if one is installed already) Ctrl-C still
    // ends the run, with the line left on the screen.
    let _ = ctrlc::set_handler(move || {
        if line_drawn.load(Ordering::SeqCst) {
            eprint!("{}", crate::progress::CLEAR_LINE);
        }
        std::process::exit(INTERRUPTED);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timeouts_are_positive_seconds() {
        assert_eq!(parse_timeout("2"), Ok(Duration::from_secs(2)));
        assert_eq!(parse_timeout("0.5"), Ok(Duration::from_millis(500)));
        assert!(parse_timeout("0").is_err());
        assert!(parse_timeout("-1").is_err());
        assert!(parse_timeout("NaN").is_err());
        assert!(parse_timeout("soon").is_err());
        assert!(parse_timeout("1e300").is_err());
    }
}
