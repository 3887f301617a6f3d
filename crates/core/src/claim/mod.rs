//! 打表找规律's last step: check a conjecture over a range of positions (`sglab check`).
//!
//! A claim is written in the small language of [`parse`] over a position's numbers (`n`
//! for a heap game, `a` and `b` for a two-number game), its outcome (`P`, `N`) and SG
//! values (`sg(...)`), with exact arithmetic ([`number`]): `P iff min(a, b) ==
//! floor(abs(b - a) * phi)` holds for Wythoff's game, the contest tutorials' shortcut with `1.618`
//! does not, and the checker names the first position where it fails.
//!
//! For a heap game whose period is proved, a claim that reads `n` only through `n mod c`
//! (and the position's own value and outcome) is itself periodic, so checking one full
//! period of both past the preperiod proves it for every heap: `for_all`.

pub mod eval;
pub mod number;
pub mod parse;

use std::fmt;

use eval::{Env, EvalError};
use number::{Number, NumberError};
use parse::{Expr, Func, Op, SyntaxError, SyntaxKind, Var};

use crate::engine::Engine;
use crate::games::Atom;
use crate::i18n::{self, Words};
use crate::limits::LimitError;
use crate::tables::{self, TableError, MAX_GRID_SIZE};

/// The largest last heap a claim is checked to: the claim is evaluated heap by heap.
pub const MAX_CHECK_TO: u64 = 1_000_000;

/// The default last heap checked.
pub const DEFAULT_HEAP_TO: u64 = 1000;

/// The default largest number of a two-number game checked.
pub const DEFAULT_GRID_TO: u64 = 100;

/// What `sglab check` reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    /// Whether the claim held on every position checked.
    pub holds: bool,
    /// The last heap, or the largest number, checked.
    pub checked_to: u64,
    /// The first position where the claim fails, in notation.
    pub counterexample: Option<String>,
    /// Whether the claim is proved for every position (a proved period covers it).
    pub for_all: bool,
}

/// Why a claim could not be checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError {
    /// The claim is not in the language.
    Syntax(SyntaxError),
    /// The claim uses a number the game does not have (`a` in a heap game).
    WrongVariable {
        /// The column of the variable.
        column: usize,
        /// The variables the game has.
        has: &'static str,
    },
    /// The claim is a number, not a yes/no statement (or mixes the two).
    Type {
        /// The column of the operator or function that got the wrong kind of value.
        column: usize,
    },
    /// Arithmetic failed at a position.
    Arithmetic {
        /// The position, in notation.
        position: String,
        /// What failed.
        error: NumberError,
    },
    /// The component, or the range asked.
    Table(TableError),
}

impl From<TableError> for CheckError {
    fn from(error: TableError) -> Self {
        CheckError::Table(error)
    }
}

impl From<LimitError> for CheckError {
    fn from(error: LimitError) -> Self {
        CheckError::Table(TableError::Limit(error))
    }
}

impl CheckError {
    /// A stable key for translations.
    pub fn key(&self) -> &'static str {
        match self {
            CheckError::Syntax(error) => match error.kind {
                SyntaxKind::Character(_) => "claim.character",
                SyntaxKind::UnknownName(_) => "claim.unknown_name",
                SyntaxKind::Expected(_) => "claim.expected",
                SyntaxKind::Arity { .. } => "claim.arity",
                SyntaxKind::BadNumber => "claim.bad_number",
                SyntaxKind::TooLong => "claim.too_long",
            },
            CheckError::WrongVariable { .. } => "claim.wrong_variable",
            CheckError::Type { .. } => "claim.type",
            CheckError::Arithmetic { .. } => "claim.arithmetic",
            CheckError::Table(error) => error.key(),
        }
    }

    /// The message in `lang`.
    pub fn render(&self, lang: Words<'_>) -> String {
        let f = |key: &str, params: &[(&str, &str)]| i18n::format(lang, key, params);
        match self {
            CheckError::Syntax(error) => {
                let column = error.column.to_string();
                let detail = match &error.kind {
                    SyntaxKind::Character(c) => {
                        f(self.key(), &[("char", &c.escape_debug().to_string())])
                    }
                    SyntaxKind::UnknownName(name) => f(self.key(), &[("name", name)]),
                    SyntaxKind::Expected(what) => f(self.key(), &[("what", &f(what, &[]))]),
                    SyntaxKind::Arity { name, expected } => {
                        f(self.key(), &[("name", name), ("count", expected)])
                    }
                    SyntaxKind::BadNumber => f(self.key(), &[]),
                    SyntaxKind::TooLong => f(
                        self.key(),
                        &[
                            ("max", &parse::MAX_CLAIM_LEN.to_string()),
                            ("depth", &parse::MAX_DEPTH.to_string()),
                        ],
                    ),
                };
                f(
                    "claim.at_column",
                    &[("column", &column), ("detail", &detail)],
                )
            }
            CheckError::WrongVariable { column, has } => {
                f(self.key(), &[("column", &column.to_string()), ("has", has)])
            }
            CheckError::Type { column } => f(self.key(), &[("column", &column.to_string())]),
            CheckError::Arithmetic { position, error } => {
                let what = match error {
                    NumberError::Overflow => "claim.number.overflow",
                    NumberError::DivisionByZero => "claim.number.division_by_zero",
                    NumberError::TwoRoots => "claim.number.two_roots",
                    NumberError::BadRoot => "claim.number.bad_root",
                    NumberError::NotWhole => "claim.number.not_whole",
                };
                f(
                    self.key(),
                    &[("position", position), ("what", &f(what, &[]))],
                )
            }
            CheckError::Table(error) => error.render(lang),
        }
    }
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        i18n::display(f, self.key(), |lang| self.render(lang))
    }
}

impl std::error::Error for CheckError {}

/// The game a claim is about: a heap game's one-heap template, or a two-number keyword.
enum Subject {
    Heap(Atom),
    /// A two-number game's row (`wythoff`, or `moves "(a, b) -> ..."`).
    Pair(String),
}

impl Subject {
    /// The position with these numbers, `None` when they name no position.
    fn position(&self, numbers: &[u64]) -> Option<Atom> {
        match (self, numbers) {
            (Subject::Heap(template), [n]) => template.with_heap(*n),
            (Subject::Pair(row), [a, b]) => tables::pair_template(row)?.with_pair(*a, *b),
            _ => None,
        }
    }
}

/// One position being checked: what a claim reads.
struct Point<'a> {
    subject: &'a Subject,
    numbers: Vec<u64>,
    atom: Atom,
    engine: &'a mut Engine,
}

impl Env for Point<'_> {
    fn var(&mut self, var: Var, column: usize) -> Result<Number, EvalError> {
        let index = match (var, self.subject) {
            (Var::N, Subject::Heap(_)) | (Var::A, Subject::Pair(_)) => 0,
            (Var::B, Subject::Pair(_)) => 1,
            _ => return Err(EvalError::Variable(column)),
        };
        Ok(Number::int(i128::from(self.numbers[index])))
    }

    fn outcome(&mut self, p: bool, _column: usize) -> Result<bool, EvalError> {
        let is_p = match self.atom.outcome_by_theorem() {
            Some(wins) => !wins,
            None => self.engine.sg(&self.atom)? == 0,
        };
        Ok(is_p == p)
    }

    fn sg(&mut self, numbers: Option<Vec<u64>>, _column: usize) -> Result<u64, EvalError> {
        let atom = match numbers {
            None => self.atom.clone(),
            Some(numbers) => self
                .subject
                .position(&numbers)
                .ok_or(EvalError::NotAPosition)?,
        };
        Ok(self.engine.sg(&atom)?)
    }

    fn charge(&mut self, units: u64) -> Result<(), EvalError> {
        Ok(self.engine.budget.charge(units)?)
    }
}

/// A failed evaluation as the checker reports it, at `position`.
fn eval_error(error: EvalError, subject: &Subject, position: &str) -> CheckError {
    let has = match subject {
        Subject::Heap(_) => "n",
        Subject::Pair(_) => "a, b",
    };
    match error {
        EvalError::Type(column) => CheckError::Type { column },
        EvalError::Variable(column) => CheckError::WrongVariable { column, has },
        EvalError::Number(error) => CheckError::Arithmetic {
            position: position.to_string(),
            error,
        },
        EvalError::NotAPosition | EvalError::NoValues(_) => CheckError::Arithmetic {
            position: position.to_string(),
            error: NumberError::NotWhole,
        },
        EvalError::Limit(error) => CheckError::Table(TableError::Limit(error)),
    }
}

/// The moduli a claim reads `n` through, when `n` appears only as `n mod c` (c a whole
/// constant) and `sg` only of the position itself; `None` otherwise.
fn periodic_moduli(expr: &Expr, out: &mut Vec<u64>) -> bool {
    match expr {
        Expr::Number(_) | Expr::Bool(_) | Expr::Outcome(..) => true,
        Expr::Var(..) => false,
        Expr::Parity(inner, ..) if matches!(inner.as_ref(), Expr::Var(Var::N, _)) => {
            out.push(2);
            true
        }
        Expr::Neg(inner, _) | Expr::Not(inner, _) | Expr::Parity(inner, ..) => {
            periodic_moduli(inner, out)
        }
        Expr::Binary(Op::Mod, left, right, _) => match (left.as_ref(), right.as_ref()) {
            (Expr::Var(Var::N, _), Expr::Number(m)) => match m.whole() {
                Ok(m) if m > 0 => {
                    out.push(m as u64);
                    true
                }
                _ => false,
            },
            _ => periodic_moduli(left, out) && periodic_moduli(right, out),
        },
        Expr::Binary(_, left, right, _) => {
            periodic_moduli(left, out) && periodic_moduli(right, out)
        }
        Expr::Call(Func::Sg, args, _) => matches!(args.as_slice(), [] | [Expr::Var(Var::N, _)]),
        Expr::Call(_, args, _) => args.iter().all(|arg| periodic_moduli(arg, out)),
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Checks `claim` on the positions of `component` up to `to`: heaps `0..=to` of a heap
/// game (default [`DEFAULT_HEAP_TO`]), or every position with both numbers at most `to`
/// of `wythoff`, `euclid` or `cut` (default [`DEFAULT_GRID_TO`]).
///
/// ```
/// use sglab_core::{claim::check, engine::Engine, Limits};
/// let mut engine = Engine::new(&Limits::default());
/// let bash = check("bash m=3", "P iff n mod 4 == 0", Some(1000), &mut engine).unwrap();
/// assert!(bash.holds && bash.for_all);
/// let wythoff = check("wythoff", "P iff min(a, b) == floor(abs(b - a) * 1.618)", Some(1000), &mut engine).unwrap();
/// assert!(!wythoff.holds);
/// ```
pub fn check(
    component: &str,
    claim: &str,
    to: Option<u64>,
    engine: &mut Engine,
) -> Result<CheckReport, CheckError> {
    let expr = parse::parse(claim).map_err(CheckError::Syntax)?;
    let (subject, to, max) = match tables::pair_row(component) {
        Some(row) => (
            Subject::Pair(row),
            to.unwrap_or(DEFAULT_GRID_TO),
            MAX_GRID_SIZE - 1,
        ),
        None => (
            Subject::Heap(tables::heap_component(component)?),
            to.unwrap_or(DEFAULT_HEAP_TO),
            MAX_CHECK_TO,
        ),
    };
    if to > max {
        let what = match subject {
            Subject::Heap(_) => tables::TableSize::LastHeap,
            Subject::Pair(_) => tables::TableSize::GridSize,
        };
        return Err(TableError::TooLarge {
            what,
            max,
            asked: to,
        }
        .into());
    }
    // A heap game with a proved period and a claim periodic in n: one period past the
    // preperiod decides every heap.
    let mut moduli = Vec::new();
    let mut cover = None;
    if let Subject::Heap(_) = &subject
        && periodic_moduli(&expr, &mut moduli)
    {
        let most = to.max(crate::pattern::PERIOD_SEARCH_HEAPS);
        let report = tables::period_within(component, Some(most), engine)?;
        if let Some(found) = report.period {
            let lcm = moduli
                .iter()
                .try_fold(found.period, |l, &m| l.checked_mul(m / gcd(l, m)));
            cover = lcm
                .and_then(|l| found.preperiod.checked_add(l))
                .filter(|end| *end <= MAX_CHECK_TO);
        }
    }
    let last = match cover {
        Some(end) => to.max(end),
        None => to,
    };
    let mut holds = true;
    let mut counterexample = None;
    let grid = matches!(subject, Subject::Pair(_));
    'outer: for x in 0..=last {
        let range = if grid { 0..=last } else { 0..=0 };
        for y in range {
            engine.budget.charge(1)?;
            let numbers = if grid { vec![x, y] } else { vec![x] };
            let Some(atom) = subject.position(&numbers) else {
                continue;
            };
            let text = atom.to_string();
            let mut point = Point {
                subject: &subject,
                numbers,
                atom,
                engine,
            };
            let verdict = eval::boolean(&expr, 1, &mut point)
                .map_err(|error| eval_error(error, &subject, &text))?;
            if !verdict {
                holds = false;
                counterexample = Some(text);
                break 'outer;
            }
        }
    }
    Ok(CheckReport {
        holds,
        checked_to: last,
        counterexample,
        for_all: holds && cover.is_some_and(|end| last >= end),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::Limits;

    fn run(component: &str, claim: &str, to: u64) -> CheckReport {
        check(
            component,
            claim,
            Some(to),
            &mut Engine::new(&Limits::default()),
        )
        .unwrap()
    }

    #[test]
    fn true_claims_hold_and_periodic_ones_for_every_heap() {
        let bash = run("bash m=3", "P iff n mod 4 == 0", 100);
        let parity = run("bash m=1", "P iff n even", 100);
        assert!(parity.holds && parity.for_all);
        assert_eq!(
            (bash.holds, bash.for_all, bash.counterexample),
            (true, true, None)
        );
        let sg = run("subtract {1,3,4}", "sg(n) == sg(n mod 7)", 300);
        assert!(
            sg.holds && !sg.for_all,
            "sg(n mod 7) reads n outside a plain mod: checked only"
        );
        let kayles = run("kayles", "sg == sg(n)", 200);
        assert!(kayles.holds && kayles.for_all);
        let nim = run("nim", "sg(n) == n", 500);
        assert!(nim.holds && !nim.for_all);
        let wythoff = run("wythoff", "P iff min(a, b) == floor(abs(b - a) * phi)", 200);
        assert!(wythoff.holds, "{wythoff:?}");
        let xor = run("wythoff", "P iff a xor b == 0", 10);
        assert_eq!(xor.counterexample.as_deref(), Some("wythoff 1 1"));
    }

    #[test]
    fn the_tutorials_shortcut_with_1_618_fails_and_the_first_failure_is_named() {
        // The usual contest tutorial warns that 1.618 needs care: k·1.618 and k·φ first floor differently
        // at the k below, so the pair (⌊kφ⌋, ⌊kφ⌋ + k) is misjudged.
        let report = run(
            "wythoff",
            "P iff min(a, b) == floor(abs(b - a) * 1.618)",
            1000,
        );
        assert!(!report.holds);
        let position = report.counterexample.unwrap();
        let numbers: Vec<u64> = position
            .split_whitespace()
            .skip(1)
            .map(|x| x.parse().unwrap())
            .collect();
        let (low, high) = (numbers[0].min(numbers[1]), numbers[0].max(numbers[1]));
        let d = high - low;
        let shortcut = d * 1618 / 1000;
        let exact = crate::pattern::floor_k_alpha(d, 1).unwrap();
        assert!(
            (low == shortcut) != (low == exact),
            "{position}: the shortcut and the exact rule agree here"
        );
    }

    #[test]
    fn a_planted_counterexample_is_found_first() {
        let values = crate::tables::sequence("kayles", 2000, &Limits::default()).unwrap();
        let first = (1000..=2000).find(|&n| values[n] == 7).unwrap();
        let report = run("kayles", "sg(n) != 7 or n < 1000", 2000);
        assert_eq!(report.counterexample, Some(format!("kayles {first}")));
        assert!(!report.holds && !report.for_all);
    }

    #[test]
    fn square_roots_of_large_numbers_are_charged_to_the_budget() {
        // Up to 10^6 trial divisions a root (15625 units): a budget of 10^5 stops the check
        // after a few heaps, where one unit a heap would have let it run 1000 roots.
        let limits = Limits {
            max_work: 100_000,
            ..Limits::default()
        };
        let error = check(
            "nim",
            "sqrt(n + 1000000000000000003) > 0",
            Some(1000),
            &mut Engine::new(&limits),
        )
        .unwrap_err();
        assert_eq!(
            error,
            CheckError::Table(TableError::Limit(LimitError::TooLarge { limit: 100_000 }))
        );
        // Small roots cost a unit or two (n² below 2^20: 128 divisions at most).
        let report = run("nim", "sqrt(n * n) == n", 1000);
        assert!(report.holds);
    }

    #[test]
    fn errors_name_the_column_and_the_position() {
        let mut engine = Engine::new(&Limits::default());
        let error = check("nim", "P iff a == 0", None, &mut engine).unwrap_err();
        assert_eq!(
            error,
            CheckError::WrongVariable {
                column: 7,
                has: "n"
            }
        );
        let error = check("nim", "P iff n ==", None, &mut engine).unwrap_err();
        assert!(
            matches!(error, CheckError::Syntax(SyntaxError { column: 11, .. })),
            "{error:?}"
        );
        let error = check("nim", "n + 1", None, &mut engine).unwrap_err();
        assert!(matches!(error, CheckError::Type { .. }));
        let error = check("nim", "1 / n == 1", None, &mut engine).unwrap_err();
        assert_eq!(error.to_string(), "at nim 0: division by zero");
        let error = check("nim", "foo(n)", None, &mut engine).unwrap_err();
        assert_eq!(
            error.render(Lang::En.words()),
            "column 1: unknown name \"foo\""
        );
        assert!(error.render(Lang::Zh.words()).contains("第 1 列"));
        assert!(check("nim", &"(".repeat(100), None, &mut engine).is_err());
        assert!(check("nim", &"1+".repeat(2000), None, &mut engine).is_err());
    }
}
