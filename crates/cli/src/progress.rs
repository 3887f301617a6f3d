//! The progress line of long work: on a terminal, `sglab` redraws one line on standard error
//! while a request runs (heaps computed, rare values, heaps a second, seconds so far, and
//! the time left where the last heap is known), as the page's "Compute further" panel
//! does, and clears it before the answer is printed.
//!
//! The line comes from core's progress reports ([`sglab_core::limits::Progress`], which the
//! budget's callback receives every 2^16 units of work); it appears only after
//! [`FIRST_DRAW_AFTER`] (quick answers never flicker), is redrawn at most every
//! [`REDRAW_EVERY`] (ten times a second), and never shows on a pipe, with `--json` or with
//! `--quiet` ([`wanted`]).

use std::cell::RefCell;
use std::io::{IsTerminal, Write};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use sglab_core::i18n::{self, Lang, Words};
use sglab_core::limits::{Budget, Progress};
use sglab_core::Limits;

/// No line before this much time has passed: a quick answer prints no progress at all.
pub const FIRST_DRAW_AFTER: Duration = Duration::from_millis(500);

/// The line is redrawn at most this often.
pub const REDRAW_EVERY: Duration = Duration::from_millis(100);

/// Moves to the start of the line and erases it (ANSI: carriage return, erase to the end).
pub const CLEAR_LINE: &str = "\r\x1b[K";

/// The widest line drawn, in terminal columns, so that it never wraps on a terminal of 80
/// columns (a wrapped line cannot be redrawn in place).
const MAX_COLUMNS: usize = 79;

/// Whether a progress line is wanted: standard error is a terminal, and neither `--json`
/// nor `--quiet` was given.
pub fn wanted(json: bool, quiet: bool) -> bool {
    !json && !quiet && std::io::stderr().is_terminal()
}

/// What the line knows between two reports.
#[derive(Debug)]
struct State {
    start: Instant,
    last_draw: Option<Instant>,
    /// The number of heaps the table will hold when done, where known (`--to N`: N + 1).
    expected_heaps: Option<u64>,
}

/// Draws the progress line of one run. Cloning shares the line.
#[derive(Clone, Debug)]
pub struct Reporter {
    enabled: bool,
    lang: Words<'static>,
    state: Rc<RefCell<State>>,
    /// True while a line is on the screen (read by the `--timeout` thread to clear it).
    drawn: Arc<AtomicBool>,
}

impl Reporter {
    /// A reporter that draws when `enabled`, in `lang`; its clock starts now.
    pub fn new(enabled: bool, lang: Words<'static>) -> Reporter {
        Reporter {
            enabled,
            lang,
            state: Rc::new(RefCell::new(State {
                start: Instant::now(),
                last_draw: None,
                expected_heaps: None,
            })),
            drawn: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Says how many heaps the table will hold when done, so that the line can tell the
    /// time left.
    pub fn expect_heaps(&self, heaps: u64) {
        self.state.borrow_mut().expected_heaps = Some(heaps);
    }

    /// Whether a line is on the screen now, shared with other threads.
    pub fn line_flag(&self) -> Arc<AtomicBool> {
        self.drawn.clone()
    }

    /// A budget with `limits` (work, memory, threads) that reports to this line.
    pub fn budget(&self, limits: &Limits) -> Budget {
        let budget = Budget::new(limits.max_work)
            .with_max_held_bytes(limits.max_memory)
            .with_threads(limits.threads);
        if !self.enabled {
            return budget;
        }
        let reporter = self.clone();
        budget.with_progress(move |progress| {
            reporter.report(progress);
            true
        })
    }

    /// Redraws the line for `progress` when it is due.
    fn report(&self, progress: &Progress) {
        let now = Instant::now();
        let line = {
            let mut state = self.state.borrow_mut();
            let elapsed = now.duration_since(state.start);
            let due = state
                .last_draw
                .is_none_or(|last| now.duration_since(last) >= REDRAW_EVERY);
            if elapsed < FIRST_DRAW_AFTER || !due {
                return;
            }
            state.last_draw = Some(now);
            line(progress, elapsed, state.expected_heaps, self.lang)
        };
        // Marked drawn before it is written: a Ctrl-C that comes as soon as the line shows
        // finds the mark and clears it (clearing a line not yet written clears nothing).
        self.drawn.store(true, Ordering::SeqCst);
        let mut stderr = std::io::stderr().lock();
        let _ = write!(stderr, "{CLEAR_LINE}{line}");
        let _ = stderr.flush();
    }

    /// Clears the line, if one is drawn, so that the answer or the error starts clean.
    pub fn finish(&self) {
        if self.drawn.swap(false, Ordering::SeqCst) {
            let mut stderr = std::io::stderr().lock();
            let _ = write!(stderr, "{CLEAR_LINE}");
            let _ = stderr.flush();
        }
    }
}

/// The text of the line: the heaps of a growing table (with its rare values, its rate and
/// the time left where the last heap is known), or the work done when no table grows; then
/// the seconds so far and how to stop. Parts are dropped from the end to fit
/// [`MAX_COLUMNS`].
fn line(progress: &Progress, elapsed: Duration, expected: Option<u64>, lang: Words<'_>) -> String {
    let say = |key: &str, name: &str, value: &str| i18n::format(lang, key, &[(name, value)]);
    let seconds = elapsed.as_secs_f64();
    let mut parts = Vec::new();
    if progress.heaps > 0 {
        parts.push(say(
            "cli.progress.heaps",
            "heaps",
            &progress.heaps.to_string(),
        ));
        if let Some(rare) = progress.rare {
            parts.push(say("cli.progress.rare", "rare", &rare.to_string()));
        }
        let rate = progress.heaps as f64 / seconds.max(1e-3);
        parts.push(say("cli.progress.rate", "rate", &format!("{rate:.0}")));
    } else {
        parts.push(say("cli.progress.work", "work", &progress.work.to_string()));
    }
    parts.push(say(
        "cli.progress.elapsed",
        "seconds",
        &format!("{seconds:.1}"),
    ));
    if let Some(expected) = expected.filter(|&e| e > progress.heaps && progress.heaps > 0) {
        // The rate so far, applied to the heaps still to come: a rough estimate, since a
        // table's cost a heap can grow.
        let left = (expected - progress.heaps) as f64 * seconds / progress.heaps as f64;
        parts.push(say("cli.progress.left", "seconds", &format!("{left:.0}")));
    }
    parts.push(i18n::format(lang, "cli.progress.hint", &[]));
    let separator = if lang.is(Lang::Zh) { "，" } else { " · " };
    while parts.len() > 1 && columns(&parts.join(separator)) > MAX_COLUMNS {
        parts.pop();
    }
    parts.join(separator)
}

/// The columns a text takes on a terminal: two for a wide (CJK) character, one otherwise.
fn columns(text: &str) -> usize {
    text.chars()
        .map(|c| if c >= '\u{1100}' { 2 } else { 1 })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_names_heaps_rare_values_rate_and_time_left() {
        let progress = Progress {
            work: 1 << 20,
            heaps: 100_000,
            rare: Some(42),
        };
        let text = line(
            &progress,
            Duration::from_secs(2),
            Some(300_000),
            Lang::En.words(),
        );
        // The hint ("Ctrl-C stops") is dropped: the line would pass 79 columns.
        assert_eq!(
            text,
            "100000 heaps · 42 rare values · 50000 heaps/s · 2.0 s · about 4 s left"
        );
        let zh = line(&progress, Duration::from_secs(2), None, Lang::Zh.words());
        assert_eq!(
            zh,
            "已算 100000 堆，42 个稀有值，每秒 50000 堆，2.0 秒，Ctrl-C 停止"
        );
    }

    #[test]
    fn without_a_table_the_line_counts_work() {
        let progress = Progress {
            work: 5 << 16,
            heaps: 0,
            rare: None,
        };
        let text = line(
            &progress,
            Duration::from_millis(1500),
            Some(10),
            Lang::En.words(),
        );
        assert_eq!(text, "327680 units of work · 1.5 s · Ctrl-C stops");
    }

    #[test]
    fn a_disabled_reporter_never_draws() {
        let reporter = Reporter::new(false, Lang::En.words());
        let mut budget = reporter.budget(&Limits::terminal());
        assert_eq!(budget.charge(1 << 20), Ok(()));
        assert!(!reporter.line_flag().load(Ordering::SeqCst));
    }
}
