//! Value tables of one component: the computations behind `sg sequence`, `sg grid` and
//! `sg period` (NOTATION.md, "The `sg` command").
//!
//! Everything here is generic over [`Atom`]: a component is named by its row text without
//! its arguments (`bash m=3`, `subtract {1,3,4}`, `kayles`), parsed by the game's own
//! parser, and varied through [`Atom::with_heap`]; the two-number games are varied by
//! formatting their row text and parsing it, so the games' parsers stay the one source of
//! truth about which texts are positions. One [`Engine`] serves a whole table, so its
//! memo and its cached heap tables are shared by every cell.

use std::fmt;

use crate::engine::Engine;
use crate::game::Rule;
use crate::games::{Atom, PeriodReport};
use crate::limits::{LimitError, Limits};
use crate::notation::{ParseError, ParseErrorKind};
use crate::period::Certificate;

/// The largest last heap of [`sequence`]: a million values (about 8 MB of values, more in
/// the engine's memo). The work budget of [`Limits`] bounds the computation further.
pub const MAX_SEQUENCE_TO: u64 = 1_000_000;

mod grid;

pub use grid::{Grid, Row};

/// The largest side of [`grid`]: 16384 x 16384 cells, whose values fit in two bytes each
/// ([`crate::games::wythoff::sg_grid`]). The work and memory limits of the budget bound it
/// further: by default `wythoff` fits up to side 11313 (the work limit; 8192 takes about
/// a second) and the errors name the largest side that fits.
pub const MAX_GRID_SIZE: u64 = crate::games::wythoff::GRID_SIDE_MAX;

/// The components that [`grid`] accepts: the games whose position is two numbers.
pub const TWO_NUMBER_GAMES: &[&str] = &["wythoff", "euclid", "cut"];

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
    let component = component.trim();
    if TWO_NUMBER_GAMES.contains(&component) {
        return Some(component.to_string());
    }
    let game = crate::parse(&format!("{component} 0 0")).ok()?;
    match game.atoms.as_slice() {
        [atom @ Atom::Custom(custom)] if custom.definition.arity == 2 => Some(atom.head()),
        _ => None,
    }
}

/// The text of the position `(a, b)` of the two-number row `row` (`cut` writes `AxB`).
pub fn pair_position(row: &str, a: u64, b: u64) -> String {
    if row == "cut" {
        format!("cut {a}x{b}")
    } else {
        format!("{row} {a} {b}")
    }
}

/// The row and the two numbers of a two-number game's atom.
pub fn pair_cell(atom: &Atom) -> Option<(String, u64, u64)> {
    match atom {
        Atom::Wythoff(w) => Some(("wythoff".to_string(), w.a, w.b)),
        Atom::Euclid(e) => Some(("euclid".to_string(), e.a, e.b)),
        Atom::Cut(c) => Some(("cut".to_string(), c.width, c.height)),
        Atom::Custom(custom) => match custom.numbers.as_slice() {
            [a, b] => Some((atom.head(), *a, *b)),
            _ => None,
        },
        _ => None,
    }
}

/// Why a table could not be computed.
///
/// ```
/// use sglab_core::{tables::sequence, Limits};
/// let error = sequence("nim", 2_000_000, &Limits::default()).unwrap_err();
/// assert_eq!(error.to_string(), "the last heap is 2000000, more than the largest allowed, 1000000");
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
    /// `sg sequence --to`: the last heap.
    LastHeap,
    /// `sg grid --size`: the side of the grid.
    GridSize,
    /// `sg pairs --count`: the number of pairs.
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
        f.write_str(&self.render(crate::i18n::Lang::En))
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
            TableError::TooLarge { .. } => "table.too_large",
        }
    }

    /// The message in `lang`.
    pub fn render(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::format;
        use crate::notation::excerpt;
        match self {
            TableError::Parse(error) => error.render(lang),
            TableError::Limit(error) => error.render(lang),
            // The component is the caller's text, of any length: quoted short.
            TableError::NotAComponent { component } | TableError::NotAHeapGame { component } => {
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
/// atom of that game, ready for [`Atom::with_heap`].
///
/// The text is parsed with a heap appended (`0`, else `1`, else `1 1` so that two-number
/// games are recognised and refused as such); an error inside the appended heap is
/// reported at the end of the component text, where the user's text stopped.
///
/// ```
/// use sglab_core::{games::{nim::Nim, Atom}, tables::heap_component};
/// assert_eq!(heap_component("nim"), Ok(Atom::Nim(Nim { heap: 0 })));
/// assert!(heap_component("nim 3").is_err());
/// ```
pub fn heap_component(component: &str) -> Result<Atom, TableError> {
    let mut errors = Vec::new();
    for suffix in ["0", "1", "1 1"] {
        match crate::parse(&format!("{component} {suffix}")) {
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

/// The SG values of the one-heap positions `0..=to` of a heap game.
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
    if to > MAX_SEQUENCE_TO {
        return Err(TableError::TooLarge {
            what: TableSize::LastHeap,
            max: MAX_SEQUENCE_TO,
            asked: to,
        });
    }
    let template = heap_component(component)?;
    // The splitting games read their compact table directly.
    match &template {
        Atom::Octal(octal) => {
            let head = template.head();
            return Ok(crate::games::octal::octal_sequence(
                &octal.code,
                &head,
                to,
                engine,
            )?);
        }
        Atom::Grundy(_) => return Ok(crate::games::grundy::grundy_sequence(to, engine)?),
        _ => {}
    }
    let mut values = Vec::with_capacity(usize::try_from(to).unwrap_or(0).saturating_add(1));
    for heap in 0..=to {
        // One unit per heap, so that even a table answered wholly by theorems is bounded.
        engine.budget.charge(1)?;
        let atom = template
            .with_heap(heap)
            .ok_or_else(|| TableError::NotAHeapGame {
                component: component.to_string(),
            })?;
        values.push(engine.sg(&atom)?);
    }
    Ok(values)
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
    let Some(pair) = pair_row(component) else {
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
    match grid::by_rule(&pair, size, engine) {
        Some(built) => Ok(built?),
        None => Ok(grid::by_engine(&pair, size, engine)?),
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

/// [`period_with`], growing the table of an octal game or of Grundy's game at most to heap
/// `max_heap` (when given); other games' detectors have their own bounds. Without it only
/// the work and memory limits of the engine's budget stop the table.
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
    let head = template.head();
    let report = match &template {
        Atom::Octal(octal) => Some(crate::games::octal::octal_period(
            &octal.code,
            &head,
            max_heap,
            engine,
        )),
        Atom::Grundy(_) => Some(crate::games::grundy::grundy_period(max_heap, engine)),
        _ => template.period(engine),
    };
    match report {
        Some(report) => Ok(report?),
        None => Ok(PeriodReport {
            period: None,
            checked_to: 0,
            certificate: Certificate::new("period.no_detector").param("game", template.head()),
        }),
    }
}

/// The most Wythoff pairs [`pairs`] lists.
pub const MAX_PAIRS: u64 = 100_000;

/// The first `count` P-positions of Wythoff's game, `(a_k, b_k)` for `k = 0..count`
/// (Wythoff 1907: `a_k = floor(k phi)`, `b_k = a_k + k`).
///
/// ```
/// use sglab_core::tables::pairs;
/// assert_eq!(pairs(4), Ok(vec![(0, 0), (1, 2), (3, 5), (4, 7)]));
/// ```
pub fn pairs(count: u64) -> Result<Vec<(u64, u64)>, TableError> {
    if count > MAX_PAIRS {
        return Err(TableError::TooLarge {
            what: TableSize::PairCount,
            max: MAX_PAIRS,
            asked: count,
        });
    }
    // For k <= MAX_PAIRS, b_k is far below u64::MAX, so every pair exists.
    Ok((0..count).filter_map(crate::games::wythoff::pair).collect())
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
    fn sequence_is_bounded() {
        assert_eq!(
            sequence("nim", MAX_SEQUENCE_TO + 1, &Limits::default()),
            Err(TableError::TooLarge {
                what: TableSize::LastHeap,
                max: MAX_SEQUENCE_TO,
                asked: MAX_SEQUENCE_TO + 1
            })
        );
        let small = Limits {
            max_work: 10,
            ..Limits::default()
        };
        assert_eq!(
            sequence("nim", 100, &small),
            Err(TableError::Limit(LimitError::TooLarge { limit: 10 }))
        );
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
            "\"nim\" is not a two-number game: the grid is defined for wythoff, euclid, cut"
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
        let listed = pairs(9).unwrap();
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
        for (a, b) in pairs(200).unwrap() {
            assert!(crate::games::wythoff::is_p_position(a, b));
        }
        assert!(matches!(
            pairs(MAX_PAIRS + 1),
            Err(TableError::TooLarge { .. })
        ));
        assert_eq!(pairs(0), Ok(vec![]));
    }

    #[test]
    fn table_errors_render_in_both_languages() {
        use crate::i18n::Lang;
        let errors = [
            sequence("nim 3", 4, &Limits::default()).unwrap_err(),
            sequence("wythoff", 4, &Limits::default()).unwrap_err(),
            grid("nim", 3, &Limits::default()).unwrap_err(),
            pairs(u64::MAX).unwrap_err(),
            sequence(
                "nim",
                100,
                &Limits {
                    max_work: 10,
                    ..Limits::default()
                },
            )
            .unwrap_err(),
            sequence("chess", 4, &Limits::default()).unwrap_err(),
        ];
        for error in errors {
            assert!(
                crate::i18n::message(error.key()).is_some(),
                "{}",
                error.key()
            );
            let (en, zh) = (error.render(Lang::En), error.render(Lang::Zh));
            assert_eq!(en, error.to_string());
            assert_ne!(en, zh);
        }
        assert_eq!(
            pairs(u64::MAX).unwrap_err().render(Lang::En),
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
        let kayles = sequence("kayles", MAX_SEQUENCE_TO, &Limits::default()).unwrap();
        assert_eq!(kayles.len() as u64, MAX_SEQUENCE_TO + 1);
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
            report.certificate.render(crate::i18n::Lang::Zh),
            "nim 没有周期检测，所以不声称有周期"
        );
    }
}
