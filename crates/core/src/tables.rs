//! Value tables of one component: the computations behind `sglab sequence`, `sglab grid` and
//! `sglab period` (NOTATION.md, "The `sg` command").
//!
//! Everything here is generic over [`Atom`] and names no game: a component is named by its
//! row text without its arguments (`bash m=3`, `subtract {1,3,4}`, `kayles`), parsed by
//! the game's own parser, and varied through [`Play::with_heap`](crate::games::Play::with_heap) or, for the two-number
//! games, [`Play::with_pair`](crate::games::Play::with_pair); each game reads its own table ([`Play::heap_values`](crate::games::Play::heap_values),
//! [`Play::period_within`](crate::games::Play::period_within)). One [`Engine`] serves a whole table, so its memo and its
//! cached heap tables are shared by every cell.

use std::fmt;

use crate::engine::Engine;
use crate::game::Rule;
use crate::games::{self, Atom, PeriodReport};
use crate::limits::{LimitError, Limits};
use crate::notation::{ParseError, ParseErrorKind};
use crate::period::{Certificate, HeapValues};

mod grid;
mod request;

pub use grid::{Grid, Row};
pub use request::{compute, Computed, Kind};

/// The largest side of [`grid`]: 16384 x 16384 cells, whose values fit in two bytes each
/// ([`crate::games::wythoff::sg_grid`]). The work and memory limits of the budget bound it
/// further: by default `wythoff` fits up to side 11313 (the work limit; 8192 takes about
/// a second) and the errors name the largest side that fits.
pub const MAX_GRID_SIZE: u64 = games::grid::GRID_SIDE_MAX;

/// The components that [`grid`] accepts: the games whose position is two numbers.
pub const TWO_NUMBER_GAMES: &[&str] = games::PAIR_GAMES;

/// The row of a two-number game named by `component`: one of [`TWO_NUMBER_GAMES`], or a
/// two-number game of your own (`moves "(a, b) -> ..."`), as its canonical row text.
///
/// ```
/// use sglab_core::tables::pair_row;
/// assert_eq!(pair_row(" wythoff ").as_deref(), Some("wythoff"));
/// assert_eq!(pair_row("moves \"(a,b) -> (a - 1, b)\"").as_deref(), Some("moves \"(a,b) -> (a - 1, b)\""));
/// assert_eq!(pair_row("nim"), None);
/// ```
pub fn pair_row(component: &str) -> Option<String> {
    pair_template(component).map(|atom| atom.head())
}

/// A position of the two-number row `component` (see [`pair_row`]), the template that
/// [`Play::with_pair`](crate::games::Play::with_pair) varies: a keyword of [`TWO_NUMBER_GAMES`] written alone, or a
/// two-number game of your own.
pub fn pair_template(component: &str) -> Option<Atom> {
    let component = component.trim();
    if let Some(atom) = games::pair_game(component) {
        return Some(atom);
    }
    let game = crate::parser::parse_row(component, &[0, 0]).ok()?;
    match game.atoms.as_slice() {
        // The built-in two-number games are named by their keyword alone.
        [atom] if atom.pair().is_some() && games::pair_game(&atom.head()).is_none() => {
            Some(atom.clone())
        }
        _ => None,
    }
}

/// The text of the position `(a, b)` of the two-number row `row` (`cut` writes `AxB`),
/// also where it is not a position (the text a grid's hole names).
pub fn pair_position(row: &str, a: u64, b: u64) -> String {
    let Some(template) = pair_template(row) else {
        return format!("{row} {a} {b}");
    };
    let mut out = template.head();
    out.push(' ');
    template.write_pair(a, b, &mut out);
    out
}

/// The row and the two numbers of a two-number game's atom.
pub fn pair_cell(atom: &Atom) -> Option<(String, u64, u64)> {
    atom.pair().map(|(a, b)| (atom.head(), a, b))
}

/// Why a table could not be computed.
///
/// ```
/// use sglab_core::{tables::pairs, Limits};
/// let error = pairs("wythoff", 2_000_000).unwrap_err();
/// assert_eq!(error.to_string(), "the number of pairs is 2000000, more than the largest allowed, 100000");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// The component text is not notation (columns count in the component text).
    Parse(ParseError),
    /// The table needs more work than the limits allow, or a position is not finite.
    Limit(LimitError),
    /// The text is more than one component without heaps: a rule prefix other than
    /// `normal:`, a sum, or heaps written after the keyword.
    NotAComponent {
        /// The text as given.
        component: String,
    },
    /// The component is a game, but not a heap game (it has no one-heap positions).
    NotAHeapGame {
        /// The text as given.
        component: String,
    },
    /// [`grid`] was asked for a game that is not one of [`TWO_NUMBER_GAMES`].
    NotATwoNumberGame {
        /// The text as given.
        component: String,
    },
    /// [`compute`] was asked for the pairs of a game whose P-positions no theorem lists in
    /// order ([`Play::p_pairs`](crate::games::Play::p_pairs)).
    NoPairs {
        /// The text as given.
        component: String,
    },
    /// A size argument exceeds its bound.
    TooLarge {
        /// What was too large.
        what: TableSize,
        /// The largest value allowed.
        max: u64,
        /// The value asked for.
        asked: u64,
    },
}

/// The size argument of a table request that a [`TableError::TooLarge`] names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableSize {
    /// `sglab sequence --to`: the last heap.
    LastHeap,
    /// `sglab grid --size`: the side of the grid.
    GridSize,
    /// `sglab pairs --count`: the number of pairs.
    PairCount,
}

impl TableSize {
    /// The message key of its name, e.g. `table.what.last_heap`.
    pub fn key(self) -> &'static str {
        match self {
            TableSize::LastHeap => "table.what.last_heap",
            TableSize::GridSize => "table.what.grid_size",
            TableSize::PairCount => "table.what.pair_count",
        }
    }
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::i18n::display(f, self.key(), |lang| self.render(lang))
    }
}

impl TableError {
    /// A stable key for translations, e.g. `table.not_a_heap_game`.
    pub fn key(&self) -> &'static str {
        match self {
            TableError::Parse(error) => error.key(),
            TableError::Limit(error) => error.key(),
            TableError::NotAComponent { .. } => "table.not_a_component",
            TableError::NotAHeapGame { .. } => "table.not_a_heap_game",
            TableError::NotATwoNumberGame { .. } => "table.not_a_two_number_game",
            TableError::NoPairs { .. } => "table.no_pairs",
            TableError::TooLarge { .. } => "table.too_large",
        }
    }

    /// The message in `lang`.
    pub fn render(&self, lang: crate::i18n::Words<'_>) -> String {
        use crate::i18n::format;
        use crate::notation::excerpt;
        match self {
            TableError::Parse(error) => error.render(lang),
            TableError::Limit(error) => error.render(lang),
            // The component is the caller's text, of any length: quoted short.
            TableError::NotAComponent { component }
            | TableError::NotAHeapGame { component }
            | TableError::NoPairs { component } => {
                format(lang, self.key(), &[("component", &excerpt(component))])
            }
            TableError::NotATwoNumberGame { component } => format(
                lang,
                self.key(),
                &[
                    ("component", &excerpt(component)),
                    ("games", &TWO_NUMBER_GAMES.join(", ")),
                ],
            ),
            TableError::TooLarge { what, max, asked } => {
                let what = format(lang, what.key(), &[]);
                let what = what.as_str();
                format(
                    lang,
                    self.key(),
                    &[
                        ("what", what),
                        ("max", &max.to_string()),
                        ("asked", &asked.to_string()),
                    ],
                )
            }
        }
    }
}

impl std::error::Error for TableError {}

impl From<ParseError> for TableError {
    fn from(error: ParseError) -> Self {
        TableError::Parse(error)
    }
}

impl From<LimitError> for TableError {
    fn from(error: LimitError) -> Self {
        TableError::Limit(error)
    }
}

/// Parses a heap game's component text (keyword and parameters, no heaps) into a one-heap
/// atom of that game, ready for [`Play::with_heap`](crate::games::Play::with_heap).
///
/// The text is parsed with a heap appended (`0`, else `1`, else `1 1` so that two-number
/// games are recognised and refused as such); an error inside the appended heap is
/// reported at the end of the component text, where the user's text stopped.
///
/// ```
/// use sglab_core::{games::nim::Nim, tables::heap_component};
/// assert_eq!(heap_component("nim"), Ok(Nim { heap: 0 }.into()));
/// assert!(heap_component("nim 3").is_err());
/// ```
pub fn heap_component(component: &str) -> Result<Atom, TableError> {
    let mut errors = Vec::new();
    // A heap of 0, else 1 (a game whose heaps start at 1), else two numbers (refused below).
    for numbers in [&[0][..], &[1], &[1, 1]] {
        match crate::parser::parse_row(component, numbers) {
            Ok(game) => {
                let [atom] = game.atoms.as_slice() else {
                    return Err(TableError::NotAComponent {
                        component: component.to_string(),
                    });
                };
                if game.rule != Rule::Normal {
                    return Err(TableError::NotAComponent {
                        component: component.to_string(),
                    });
                }
                return match atom.with_heap(0) {
                    Some(_) => Ok(atom.clone()),
                    None => Err(TableError::NotAHeapGame {
                        component: component.to_string(),
                    }),
                };
            }
            Err(error) => errors.push(error),
        }
    }
    // Prefer an error in the user's own text; else one about what the row still needed.
    let in_component = errors.iter().position(|e| e.span.start < component.len());
    let expected = errors
        .iter()
        .position(|e| matches!(e.kind, ParseErrorKind::Expected(_)));
    let chosen = in_component.or(expected).unwrap_or(0);
    let error = errors.swap_remove(chosen);
    Err(TableError::Parse(clip_to_component(component, error)))
}

/// Moves an error that lies in the appended heap to the end of the component text.
fn clip_to_component(component: &str, error: ParseError) -> ParseError {
    if error.span.start < component.len() {
        return error;
    }
    ParseError {
        span: component.len()..component.len(),
        column: component.chars().count() + 1,
        found: String::new(),
        kind: error.kind,
    }
}

/// How many heaps of a computed table one unit of work reads (and `sglab sequence` prints):
/// reading a value is a few nanoseconds, a unit of search work a hundred or more, so the
/// default budget reads about 10^9 heaps. The work limit thus bounds the output of a
/// table as it bounds its computation; no heap bound is fixed.
pub const READS_PER_WORK_UNIT: u64 = 256;

/// Bytes per value of the `Vec<u64>` that [`sequence`] returns, charged against the table
/// memory limit ([`crate::limits::Budget::max_table_bytes`]).
const U64_BYTES: u64 = 8;

/// The SG values of the one-heap positions `0..=to` of a heap game, as a `Vec<u64>` (8
/// bytes a heap, charged against the table memory limit); [`heap_values`] gives them
/// compactly.
///
/// ```
/// use sglab_core::{tables::sequence, Limits};
/// assert_eq!(sequence("nim", 4, &Limits::default()), Ok(vec![0, 1, 2, 3, 4]));
/// ```
pub fn sequence(component: &str, to: u64, limits: &Limits) -> Result<Vec<u64>, TableError> {
    sequence_with(component, to, &mut Engine::new(limits))
}

/// [`sequence`] with a given engine (its budget carries progress and cancellation).
pub fn sequence_with(
    component: &str,
    to: u64,
    engine: &mut Engine,
) -> Result<Vec<u64>, TableError> {
    let max_bytes = engine.budget.max_table_bytes();
    let fits = max_bytes / U64_BYTES;
    if to >= fits {
        return Err(LimitError::TableMemory {
            max_bytes,
            largest_heap: fits.saturating_sub(1),
        }
        .into());
    }
    // The splitting games' tables read themselves out as u64 (one unit of work a heap).
    let template = heap_component(component)?;
    if engine.uses_theorems()
        && let Some(values) = template.heap_sequence(to, &mut engine.context())?
    {
        return Ok(values);
    }
    Ok(heap_values_with(component, to, engine)?.to_vec())
}

/// The SG values of the one-heap positions `0..=last` of a heap game, held compactly
/// ([`HeapValues`]: one period of a periodic game, a closed form, or a table of 1 to 8
/// bytes a heap), each game's values read from its own table: a subtraction game proves
/// its period first, an octal game or Grundy's game grows its split table, Nim and
/// Lasker's Nim use their closed forms, a game with a period theorem (`bash`, `powers`,
/// `circle`) computes one period. Only a game without a table (`moves "..."`) asks the
/// engine heap by heap.
///
/// No heap bound is fixed: the work limit bounds the computation and the reading
/// ([`READS_PER_WORK_UNIT`] heaps a unit), the table memory limit what is stored; past
/// either the error names the limit and the largest heap that fits.
///
/// ```
/// use sglab_core::{tables::heap_values, Limits};
/// let values = heap_values("subtract {1..1000}", 100_000_000, &Limits::default()).unwrap();
/// assert_eq!(values.get(100_000_000), Some(100_000_000 % 1001));
/// assert_eq!(values.iter().step_by(1001).take(3).collect::<Vec<_>>(), [0, 0, 0]);
/// ```
pub fn heap_values(component: &str, last: u64, limits: &Limits) -> Result<HeapValues, TableError> {
    heap_values_with(component, last, &mut Engine::new(limits))
}

/// [`heap_values`] with a given engine (its budget carries progress and cancellation).
pub fn heap_values_with(
    component: &str,
    last: u64,
    engine: &mut Engine,
) -> Result<HeapValues, TableError> {
    let template = heap_component(component)?;
    // The reading is charged first, so that the largest heap a limit error names below is
    // one whose whole request (table and reading) fits.
    charge_reading(last, &mut engine.budget)?;
    let values = match &template {
        // The reference engine of the tests searches every heap.
        _ if !engine.uses_theorems() => values_by_heap(&template, last, engine)?,
        _ => match template.heap_values(last, &mut engine.context())? {
            Some(values) => values,
            None => values_by_heap(&template, last, engine)?,
        },
    };
    let max_bytes = engine.budget.max_table_bytes();
    if values.stored_bytes() > max_bytes {
        let width = (values.stored_bytes() / values.last().saturating_add(1)).max(1);
        return Err(LimitError::TableMemory {
            max_bytes,
            largest_heap: (max_bytes / width).saturating_sub(1),
        }
        .into());
    }
    Ok(values)
}

/// Charges the reading of heaps `0..=last`, [`READS_PER_WORK_UNIT`] heaps a unit.
fn charge_reading(last: u64, budget: &mut crate::limits::Budget) -> Result<(), LimitError> {
    let units = last / READS_PER_WORK_UNIT + 1;
    if units > budget.remaining() {
        return Err(LimitError::TableWork {
            limit: budget.limit(),
            largest_heap: budget
                .remaining()
                .saturating_mul(READS_PER_WORK_UNIT)
                .saturating_sub(1),
        });
    }
    budget.charge(units)
}

/// The values of a heap game without a table of its own, heap by heap: each heap's
/// theorem when it has one (no memo entry), else the engine's search. A game with a
/// period detector (`bash`, `powers`, `circle`) computes only its first period.
fn values_by_heap(
    template: &Atom,
    last: u64,
    engine: &mut Engine,
) -> Result<HeapValues, TableError> {
    let theorems = engine.uses_theorems();
    let report = if theorems {
        template.period(&mut engine.context())?
    } else {
        None
    };
    let period = report
        .and_then(|report| report.period)
        .filter(|p| p.period > 0);
    let end = match period {
        Some(p) => last.min(p.preperiod.saturating_add(p.period).saturating_sub(1)),
        None => last,
    };
    let not_a_heap_game = || TableError::NotAHeapGame {
        component: template.head(),
    };
    let max_bytes = engine.budget.max_table_bytes();
    if end >= max_bytes {
        // Even one byte a value would not fit.
        return Err(LimitError::TableMemory {
            max_bytes,
            largest_heap: max_bytes.saturating_sub(1),
        }
        .into());
    }
    let mut cells = crate::period::Cells::default();
    for heap in 0..=end {
        let stopped = |error: LimitError| match error {
            LimitError::TooLarge { limit } if heap > 0 => LimitError::TableWork {
                limit,
                largest_heap: heap - 1,
            },
            other => other,
        };
        // One unit per heap, so that even a table answered wholly by theorems is bounded.
        engine.budget.charge(1).map_err(stopped)?;
        let atom = template.with_heap(heap).ok_or_else(not_a_heap_game)?;
        let by_theorem = if theorems {
            atom.sg_by_theorem(&mut engine.context())
        } else {
            Ok(None)
        };
        let value = match by_theorem.map_err(stopped)? {
            Some(value) => value,
            None => engine.sg(&atom).map_err(stopped)?,
        };
        cells.push(value);
        let width = cells.width();
        if (cells.len() as u64).saturating_mul(width) > max_bytes {
            return Err(LimitError::TableMemory {
                max_bytes,
                largest_heap: (max_bytes / width).saturating_sub(1),
            }
            .into());
        }
    }
    Ok(match period {
        Some(period) => HeapValues::periodic(cells, period, last),
        None => HeapValues::table(cells, last),
    })
}

/// The SG values of the positions `(a, b)`, `0 <= a, b < size`, of a two-number game
/// (`wythoff a b`, `euclid a b`, `cut axb`, or one of your own); a cell is `None` where
/// that text is not a position.
///
/// ```
/// use sglab_core::{tables::{grid, TableError}, Limits};
/// assert!(matches!(grid("nim", 3, &Limits::default()), Err(TableError::NotATwoNumberGame { .. })));
/// ```
pub fn grid(component: &str, size: u64, limits: &Limits) -> Result<Grid, TableError> {
    grid_with(component, size, &mut Engine::new(limits))
}

/// [`grid`] with a given engine (its budget carries progress and cancellation).
pub fn grid_with(component: &str, size: u64, engine: &mut Engine) -> Result<Grid, TableError> {
    let Some(template) = pair_template(component) else {
        return Err(TableError::NotATwoNumberGame {
            component: component.to_string(),
        });
    };
    if size > MAX_GRID_SIZE {
        return Err(TableError::TooLarge {
            what: TableSize::GridSize,
            max: MAX_GRID_SIZE,
            asked: size,
        });
    }
    match grid::by_rule(&template, size, engine)? {
        Some(built) => Ok(built),
        None => Ok(grid::by_engine(&template, size, engine)?),
    }
}

/// The period of a heap game's values as proved by its module's detector. A game without a
/// detector gets a report with no period, `checked_to` 0 and a certificate saying so.
///
/// ```
/// use sglab_core::{tables::period, Limits};
/// let report = period("nim", &Limits::default()).unwrap();
/// assert_eq!(report.period, None);
/// ```
pub fn period(component: &str, limits: &Limits) -> Result<PeriodReport, TableError> {
    period_with(component, &mut Engine::new(limits))
}

/// [`period`] with a given engine (its budget carries progress and cancellation).
pub fn period_with(component: &str, engine: &mut Engine) -> Result<PeriodReport, TableError> {
    period_within(component, None, engine)
}

/// [`period_with`], growing the table of an octal game, of Grundy's game or of a
/// subtraction game at most to heap `max_heap` (when given); a period proved by a closed
/// form (`bash`, `powers`, `circle`) holds whatever the bound, and every report's
/// `checked_to` is at most `max_heap`. Without it only the work and memory limits of the
/// engine's budget stop the table.
///
/// ```
/// use sglab_core::{engine::Engine, tables::period_within, Limits};
/// let mut engine = Engine::new(&Limits::default());
/// let report = period_within("octal 0.16", Some(1000), &mut engine).unwrap();
/// assert_eq!((report.period, report.checked_to), (None, 1000));
/// ```
pub fn period_within(
    component: &str,
    max_heap: Option<u64>,
    engine: &mut Engine,
) -> Result<PeriodReport, TableError> {
    let template = heap_component(component)?;
    let report = template.period_within(max_heap, &mut engine.context())?;
    match report {
        // A period proved by a theorem holds whatever the bound; the heaps reported as
        // checked are at most `max_heap`.
        Some(mut report) => {
            if let Some(heap) = max_heap {
                report.checked_to = report.checked_to.min(heap);
            }
            Ok(report)
        }
        None => Ok(PeriodReport {
            period: None,
            checked_to: 0,
            certificate: Certificate::new("period.no_detector").param("game", template.head()),
        }),
    }
}

/// The most pairs [`pairs`] lists.
pub const MAX_PAIRS: u64 = 100_000;

/// The first `count` P-positions of the two-number game `component` that a theorem lists in
/// order ([`Play::p_pairs`](crate::games::Play::p_pairs): Wythoff's Beatty pairs), `(a_k, b_k)` for `k = 0..count`;
/// [`TableError::NoPairs`] for a game without such a list.
///
/// ```
/// use sglab_core::tables::pairs;
/// assert_eq!(pairs("wythoff", 4), Ok(vec![(0, 0), (1, 2), (3, 5), (4, 7)]));
/// assert!(pairs("euclid", 4).is_err());
/// ```
pub fn pairs(component: &str, count: u64) -> Result<Vec<(u64, u64)>, TableError> {
    if count > MAX_PAIRS {
        return Err(TableError::TooLarge {
            what: TableSize::PairCount,
            max: MAX_PAIRS,
            asked: count,
        });
    }
    pair_template(component)
        .and_then(|template| template.p_pairs(count))
        .ok_or_else(|| TableError::NoPairs {
            component: component.to_string(),
        })
}

/// The position a two-number game's grid starts from when only its component is named
/// (`wythoff 0 0`, `euclid 1 1`, `cut 1x1`): the first of `(0, 0)` and `(1, 1)` that is a
/// position ([`Play::with_pair`](crate::games::Play::with_pair)); `None` for another component.
///
/// ```
/// use sglab_core::tables::grid_origin;
/// assert_eq!(grid_origin("wythoff").map(|a| a.to_string()).as_deref(), Some("wythoff 0 0"));
/// assert_eq!(grid_origin("cut").map(|a| a.to_string()).as_deref(), Some("cut 1x1"));
/// assert_eq!(grid_origin("nim"), None);
/// ```
pub fn grid_origin(component: &str) -> Option<Atom> {
    let template = pair_template(component)?;
    template
        .with_pair(0, 0)
        .or_else(|| template.with_pair(1, 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nim_sequence_is_the_heap_itself() {
        let values = sequence("nim", 60, &Limits::default()).unwrap();
        assert_eq!(values, (0..=60).collect::<Vec<u64>>());
    }

    #[test]
    fn no_heap_bound_only_the_work_and_memory_limits() {
        use crate::i18n::Lang;
        // Far past any fixed bound: one period of 1001 values answers 10^8 heaps.
        let values = heap_values("subtract {1..1000}", 100_000_000, &Limits::default()).unwrap();
        assert_eq!(values.last(), 100_000_000);
        assert!(values.stored_bytes() <= 1001 * 2);
        assert_eq!(values.get(100_000_000), Some(100_000_000 % 1001));
        // A closed form with a period past the heaps asked for holds nothing either.
        let bash = heap_values("bash m=1000000000", 100_000_000, &Limits::default()).unwrap();
        assert_eq!((bash.stored_bytes(), bash.max()), (0, 100_000_000));
        assert_eq!(bash.get(99_999_999), Some(99_999_999));
        // Reading is charged: a heap past what the work limit reads names the largest.
        let error = heap_values("nim", u64::MAX, &Limits::default()).unwrap_err();
        assert_eq!(
            error,
            TableError::Limit(LimitError::TableWork {
                limit: 4_000_000,
                largest_heap: 4_000_000 * READS_PER_WORK_UNIT - 1
            })
        );
        assert_eq!(
            error.render(Lang::En.words()),
            "the work limit of 4000000 units ran out at heap 1023999999: heaps up to 1023999999 fit within it (a larger work budget, such as sglab's --max-work, reaches further)"
        );
        assert_eq!(
            error.render(Lang::Zh.words()),
            "工作量上限 4000000 在第 1023999999 堆处用完：该上限内可计算到第 1023999999 堆（增大工作量上限，例如 sglab 的 --max-work，可以算得更远）"
        );
        // A table that needs more work than allowed names the largest heap computed, and
        // that request fits.
        let small = Limits {
            max_work: 1_000_000,
            ..Limits::default()
        };
        let error = sequence("subtract {1..1000}", 5000, &small).unwrap_err();
        let TableError::Limit(LimitError::TableWork {
            limit: 1_000_000,
            largest_heap,
        }) = error
        else {
            panic!("{error:?}");
        };
        // 1001 units a value, 20 to read 5001 heaps.
        assert_eq!(largest_heap, (1_000_000 - 20) / 1001 - 1);
        let fits = sequence("subtract {1..1000}", largest_heap, &small).unwrap();
        assert_eq!(fits, (0..=largest_heap).collect::<Vec<u64>>());
        // A game searched heap by heap stops the same way.
        let tiny = Limits {
            max_work: 10,
            ..Limits::default()
        };
        assert!(matches!(
            sequence("moves \"n -> n - 1\"", 100, &tiny),
            Err(TableError::Limit(LimitError::TableWork { limit: 10, .. }))
        ));
        // The u64 values of `sequence` are charged 8 bytes a heap to the table memory limit.
        let error = sequence("nim", 200_000_000, &Limits::default()).unwrap_err();
        assert_eq!(
            error,
            TableError::Limit(LimitError::TableMemory {
                max_bytes: 1 << 30,
                largest_heap: (1 << 27) - 1
            })
        );
        assert_eq!(
            error.render(Lang::En.words()),
            "the memory limit of 1073741824 bytes for one table holds heaps up to 134217727: a larger heap does not fit"
        );
        assert_eq!(
            error.render(Lang::Zh.words()),
            "单个表格的内存上限为 1073741824 字节，最多容纳到第 134217727 堆：更大的堆放不下"
        );
    }

    /// The values of heaps `0..len` by the plain mex loop with a `bool` array per heap.
    fn plain_subtract(set: &[u64], len: usize) -> Vec<u64> {
        let mut values = vec![0u64; len];
        for n in 0..len {
            let mut seen = vec![false; set.len() + 1];
            for &s in set {
                if s as usize <= n {
                    seen[values[n - s as usize] as usize] = true;
                }
            }
            values[n] = seen.iter().position(|&x| !x).unwrap_or(set.len()) as u64;
        }
        values
    }

    #[test]
    fn subtraction_values_read_from_the_period_equal_brute_force() {
        let mut sets: Vec<Vec<u64>> = (1u32..64)
            .map(|mask| (1..=6).filter(|s| mask & (1 << (s - 1)) != 0).collect())
            .collect();
        sets.extend([
            vec![2, 5],
            vec![3, 7, 11],
            vec![4, 9, 14, 20],
            vec![17],
            vec![1000, 1001],
        ]);
        for set in &sets {
            let text: Vec<String> = set.iter().map(u64::to_string).collect();
            let component = format!("subtract {{{}}}", text.join(","));
            let values = heap_values(&component, 5000, &Limits::default()).unwrap();
            let plain = plain_subtract(set, 5001);
            assert_eq!(values.to_vec(), plain, "{component}");
            let mut brute = Engine::brute_force(&Limits::default());
            let template = heap_component(&component).unwrap();
            for heap in 0..=30 {
                let atom = template.with_heap(heap).unwrap();
                assert_eq!(brute.sg(&atom).ok(), values.get(heap), "{component} {heap}");
            }
        }
        // {1..1000}: g(n) = n mod 1001; spot checks against the plain loop near 1000,
        // 2002 and 5000, and far out through the period.
        let set: Vec<u64> = (1..=1000).collect();
        let plain = plain_subtract(&set, 5001);
        let values = heap_values("subtract {1..1000}", 100_000_000, &Limits::default()).unwrap();
        for heap in (990..1010).chain(1995..2010).chain(4990..=5000) {
            assert_eq!(values.get(heap), Some(plain[heap as usize]), "heap {heap}");
        }
        for heap in [10_000_000, 99_999_999, 100_000_000] {
            assert_eq!(values.get(heap), Some(heap % 1001));
        }
        assert_eq!(values.get(100_000_001), None);
    }

    #[test]
    fn every_heap_game_reads_its_table_and_agrees_with_the_engine() {
        let games = [
            "nim",
            "bash m=3",
            "subtract {1,3,4}",
            "subtract {2..5}",
            "powers b=2",
            "powers b=3",
            "powers b=100",
            "bash m=1000000000",
            "kayles",
            "dawson",
            "octal 0.16",
            "lasker",
            "grundy",
            "split f=2",
            "circle",
            "moves \"n -> n - s for s in {1, 3, 4}\"",
        ];
        for component in games {
            let values = heap_values(component, 300, &Limits::default()).unwrap();
            assert_eq!(values.last(), 300);
            assert_eq!(values.to_vec().len(), 301, "{component}");
            let template = heap_component(component).unwrap();
            let mut engine = Engine::new(&Limits::default());
            for heap in 0..=300 {
                let atom = template.with_heap(heap).unwrap();
                assert_eq!(
                    engine.sg(&atom).ok(),
                    values.get(heap),
                    "{component} {heap}"
                );
            }
            let mut brute = Engine::brute_force(&Limits::default());
            for heap in 0..=12 {
                let atom = template.with_heap(heap).unwrap();
                assert_eq!(brute.sg(&atom).ok(), values.get(heap), "{component} {heap}");
            }
            // The iterator and get agree, and the Vec<u64> of `sequence` too.
            let listed = sequence(component, 300, &Limits::default()).unwrap();
            assert!(values.iter().eq(listed.iter().copied()), "{component}");
            assert_eq!(values.max(), listed.iter().copied().max().unwrap_or(0));
        }
    }

    #[test]
    fn component_errors_name_the_component() {
        let error = sequence("nim 3", 4, &Limits::default()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "\"nim 3\" is not one component without heaps: write only a heap game's keyword and parameters, e.g. \"bash m=3\""
        );
        assert!(matches!(
            sequence("misere: nim", 4, &Limits::default()),
            Err(TableError::NotAComponent { .. })
        ));
        assert_eq!(
            sequence("chess", 4, &Limits::default())
                .unwrap_err()
                .to_string(),
            "column 1: expected a game name, found \"chess\""
        );
        // An error is reported in the user's text, not in the heap appended to it.
        assert_eq!(
            sequence("nim +", 4, &Limits::default())
                .unwrap_err()
                .to_string(),
            "column 5: expected a heap size, found \"+\""
        );
        assert_eq!(
            sequence("", 4, &Limits::default()).unwrap_err().to_string(),
            "column 1: expected a game name, found the end of the text"
        );
    }

    #[test]
    fn an_error_in_the_appended_heap_moves_to_the_end_of_the_component() {
        // As `bash 0` would fail at the `0` that the user did not write.
        let in_suffix = crate::parse("nim 3 4 x").unwrap_err();
        let clipped = clip_to_component("nim 3 4", in_suffix);
        assert_eq!(
            clipped.to_string(),
            "column 8: expected a heap size, found the end of the text"
        );
        assert_eq!(clipped.span, 7..7);
        let in_component = crate::parse("nim x 4").unwrap_err();
        assert_eq!(
            clip_to_component("nim x", in_component.clone()),
            in_component
        );
    }

    #[test]
    fn grid_refuses_other_games_and_huge_sizes() {
        let error = grid("nim", 3, &Limits::default()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "\"nim\" is not a two-number game: the grid is defined for wythoff, euclid, cut, divide"
        );
        assert!(matches!(
            grid("wythoff", MAX_GRID_SIZE + 1, &Limits::default()),
            Err(TableError::TooLarge { .. })
        ));
        assert!(grid("wythoff", 0, &Limits::default()).unwrap().is_empty());
    }

    #[test]
    fn wythoff_pairs_are_the_p_positions() {
        // OEIS A000201 (a_k) and A001950 (b_k), from k = 1.
        let listed = pairs("wythoff", 9).unwrap();
        assert_eq!(
            listed,
            [
                (0, 0),
                (1, 2),
                (3, 5),
                (4, 7),
                (6, 10),
                (8, 13),
                (9, 15),
                (11, 18),
                (12, 20)
            ]
        );
        for (a, b) in pairs("wythoff", 200).unwrap() {
            assert!(crate::games::wythoff::is_p_position(a, b));
        }
        assert!(matches!(
            pairs("wythoff", MAX_PAIRS + 1),
            Err(TableError::TooLarge { .. })
        ));
        assert_eq!(pairs("wythoff", 0), Ok(vec![]));
    }

    #[test]
    fn table_errors_render_in_both_languages() {
        use crate::i18n::Lang;
        let errors = [
            sequence("nim 3", 4, &Limits::default()).unwrap_err(),
            sequence("wythoff", 4, &Limits::default()).unwrap_err(),
            grid("nim", 3, &Limits::default()).unwrap_err(),
            pairs("wythoff", u64::MAX).unwrap_err(),
            sequence(
                "subtract {1..1000}",
                100_000,
                &Limits {
                    max_work: 10,
                    ..Limits::default()
                },
            )
            .unwrap_err(),
            sequence("nim", u64::MAX, &Limits::default()).unwrap_err(),
            sequence("chess", 4, &Limits::default()).unwrap_err(),
        ];
        for error in errors {
            assert!(
                crate::i18n::message(error.key()).is_some(),
                "{}",
                error.key()
            );
            let (en, zh) = (
                error.render(Lang::En.words()),
                error.render(Lang::Zh.words()),
            );
            assert_eq!(en, error.to_string());
            assert_ne!(en, zh);
        }
        assert_eq!(
            pairs("wythoff", u64::MAX)
                .unwrap_err()
                .render(Lang::En.words()),
            "the number of pairs is 18446744073709551615, more than the largest allowed, 100000"
        );
    }

    #[test]
    fn splitting_games_read_their_tables_and_agree_with_the_engine() {
        for component in ["kayles", "dawson", "octal 0.16", "octal 4.07", "grundy"] {
            let values = sequence(component, 2000, &Limits::default()).unwrap();
            let mut engine = Engine::brute_force(&Limits::default());
            let template = heap_component(component).unwrap();
            for heap in 0..=40 {
                let atom = template.with_heap(heap).unwrap();
                assert_eq!(
                    engine.sg(&atom),
                    Ok(values[heap as usize]),
                    "{component} {heap}"
                );
            }
            let mut by_atoms = Engine::new(&Limits::default());
            for heap in (0..=2000).step_by(37) {
                let atom = template.with_heap(heap).unwrap();
                assert_eq!(
                    by_atoms.sg(&atom),
                    Ok(values[heap as usize]),
                    "{component} {heap}"
                );
            }
        }
        // Kayles to a million heaps: read through the proved period.
        let kayles = sequence("kayles", 1_000_000, &Limits::default()).unwrap();
        assert_eq!(kayles.len() as u64, 1_000_000 + 1);
        assert_eq!(kayles[999_999], kayles[999_999 - 12 * 1000]);
    }

    #[test]
    fn nim_has_no_period_detector() {
        let report = period("nim", &Limits::default()).unwrap();
        assert_eq!(report.period, None);
        assert_eq!(report.checked_to, 0);
        assert_eq!(
            report.certificate.to_string(),
            "nim has no period detector, so no period is claimed"
        );
        assert_eq!(
            report.certificate.render(crate::i18n::Lang::Zh.words()),
            "nim 没有周期检测，所以不声称有周期"
        );
    }
}

/// How many of the last values a [`FarTable`] keeps.
pub const FAR_TABLE_LAST: usize = 16;

/// A heap game's table computed far (the explorer's 大表 panel): how far, its largest
/// value, its period when proved, and its last values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FarTable {
    /// The last heap computed.
    pub checked_to: u64,
    /// The largest value on heaps `0..=checked_to`.
    pub max: u64,
    /// The proved period, when asked for and found.
    pub period: Option<crate::period::Periodicity>,
    /// The values of the last heaps (at most [`FAR_TABLE_LAST`]), ending at `checked_to`.
    pub last: Vec<u64>,
}

/// The table of the heap game `component` to heap `to`; with `prove`, the table stops as
/// soon as its period is proved (for games whose module detects periods as the table
/// grows), and otherwise at `to`. Bounded by the engine's budget.
///
/// ```
/// use sglab_core::{engine::Engine, tables::far_table, Limits};
/// let mut engine = Engine::new(&Limits::default());
/// let table = far_table("kayles", 100_000, true, &mut engine).unwrap();
/// assert_eq!(table.period.map(|p| (p.preperiod, p.period)), Some((71, 12)));
/// assert_eq!(table.max, 8);
/// ```
pub fn far_table(
    component: &str,
    to: u64,
    prove: bool,
    engine: &mut Engine,
) -> Result<FarTable, TableError> {
    let (period, last_heap) = match prove {
        true => {
            let report = period_within(component, Some(to), engine)?;
            match report.period {
                Some(found) => (Some(found), report.checked_to.min(to)),
                None => (None, to),
            }
        }
        false => (None, to),
    };
    let values = heap_values_with(component, last_heap, engine)?;
    let first = last_heap.saturating_sub(FAR_TABLE_LAST as u64 - 1);
    Ok(FarTable {
        checked_to: last_heap,
        max: values.max(),
        period,
        last: (first..=last_heap).filter_map(|n| values.get(n)).collect(),
    })
}
