//! A game of your own (自定义游戏): `moves "RULES" H...` for games whose position is one
//! number per heap, `moves "RULES" A B` for games whose position is two numbers.
//!
//! RULES are moves separated by `;`, each `POSITION -> RESULT [for NAME in DOMAIN]... [if
//! CONDITION]`, in the expression language of [`crate::claim::parse`] (exact numbers, `+ -
//! * / mod xor`, comparisons, `and or not`, `even`/`odd`, `floor ceil abs min max sqrt`):
//!
//! - `n -> n - s for s in {1, 3, 4}`: a subtraction game; a move whose numbers are not
//!   whole numbers from 0 up (here `n - s < 0`) is not a move;
//! - `n -> n / 2 if n even`;
//! - `n -> (i, n - 1 - i) for i in 0..n-1`: take one token and split the rest into two
//!   heaps (a result of several numbers is several heaps; ranges include both ends);
//! - `(a, b) -> (a - k, b) for k in 1..a; (a, b) -> (a, b - k) for k in 1..b`.
//!
//! No theorem is known for such a game: its values come from the engine's exhaustive
//! search (mex of the options), with its budget, and a game whose moves loop is reported
//! with the position where the loop closes (`limit.loopy`). Rules are parsed into trees
//! and evaluated, never run as code.

use std::sync::Arc;

use crate::claim::eval::{self, Env, EvalError};
use crate::claim::number::Number;
use crate::claim::parse::{parse_with, Expr, SyntaxError, Var};
use crate::games::{Atom, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, ParseErrorKind, RowParser, TokenKind};

/// The most moves a definition may have.
pub const MAX_MOVES: usize = 16;
/// The most loops one move may have.
pub const MAX_LOOPS: usize = 3;
/// The most numbers one result may have.
pub const MAX_PARTS: usize = 8;

/// Where a loop's name takes its values.
#[derive(Debug)]
enum Domain {
    /// `LOW..HIGH`, both ends included.
    Range(Expr, Expr),
    /// `{x, y, ...}`.
    Set(Vec<Expr>),
}

/// One move: its result, its loops (outermost first) and its condition.
#[derive(Debug)]
struct Move {
    result: Vec<Expr>,
    loops: Vec<Domain>,
    condition: Option<Expr>,
}

/// A parsed definition. Two definitions are the same game when their canonical texts are.
#[derive(Debug)]
pub struct Definition {
    /// The rules with white space collapsed: the canonical text inside the quotes.
    pub text: String,
    /// 1 (a heap game) or 2 (a two-number game).
    pub arity: usize,
    moves: Vec<Move>,
}

impl PartialEq for Definition {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}
impl Eq for Definition {}
impl PartialOrd for Definition {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Definition {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.text.cmp(&other.text)
    }
}
impl std::hash::Hash for Definition {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

/// A problem in a definition: the message key and the byte offset in the rules.
#[derive(Debug, PartialEq, Eq)]
pub struct RuleError {
    /// A `rule.*` or `claim.*` message key.
    pub key: &'static str,
    /// Where, in bytes from the start of the rules.
    pub offset: usize,
}

fn fail<T>(key: &'static str, offset: usize) -> Result<T, RuleError> {
    Err(RuleError { key, offset })
}

/// Splits `text` at `separator` where it is not inside parentheses or braces; each part
/// with its byte offset.
fn split_top(text: &str, separator: char) -> Vec<(usize, &str)> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '(' | '{' => depth += 1,
            ')' | '}' => depth -= 1,
            c if c == separator && depth == 0 => {
                parts.push((start, &text[start..i]));
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push((start, &text[start..]));
    parts
}

/// The byte offset of the top-level word `word` in `text` at or after `from`.
fn find_word(text: &str, word: &str, from: usize) -> Option<usize> {
    let mut depth = 0i32;
    let bytes = text.as_bytes();
    for (i, c) in text.char_indices().filter(|(i, _)| *i >= from) {
        match c {
            '(' | '{' => depth += 1,
            ')' | '}' => depth -= 1,
            _ if depth == 0 && text[i..].starts_with(word) => {
                let before = i == 0 || !bytes[i - 1].is_ascii_alphanumeric();
                let after = bytes
                    .get(i + word.len())
                    .is_none_or(|b| !b.is_ascii_alphanumeric());
                if before && after {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Parses an expression at `offset`, with `names` bound; no `P`, `N` or `sg`.
fn expression(text: &str, offset: usize, names: &[&str]) -> Result<Expr, RuleError> {
    let expr = parse_with(text, names).map_err(|SyntaxError { column, .. }| RuleError {
        key: "rule.syntax",
        offset: offset
            + text
                .char_indices()
                .nth(column.saturating_sub(1))
                .map_or(text.len(), |(i, _)| i),
    })?;
    if mentions_values(&expr) {
        return fail("rule.values", offset);
    }
    Ok(expr)
}

fn mentions_values(expr: &Expr) -> bool {
    match expr {
        Expr::Outcome(..) | Expr::Call(crate::claim::parse::Func::Sg, ..) => true,
        Expr::Number(_) | Expr::Bool(_) | Expr::Var(..) => false,
        Expr::Neg(inner, _) | Expr::Not(inner, _) | Expr::Parity(inner, ..) => {
            mentions_values(inner)
        }
        Expr::Binary(_, left, right, _) => mentions_values(left) || mentions_values(right),
        Expr::Call(_, args, _) => args.iter().any(mentions_values),
    }
}

impl Definition {
    /// Parses the rules (the text between the quotes).
    ///
    /// ```
    /// use sglab_core::games::custom::Definition;
    /// let def = Definition::parse("n -> n - s  for s in {1,3,4}").unwrap();
    /// assert_eq!((def.arity, def.text.as_str()), (1, "n -> n - s for s in {1,3,4}"));
    /// assert_eq!(Definition::parse("n => n - 1").unwrap_err().key, "rule.arrow");
    /// ```
    pub fn parse(rules: &str) -> Result<Definition, RuleError> {
        if rules.len() > crate::claim::parse::MAX_CLAIM_LEN {
            return fail("rule.too_big", 0);
        }
        let parts = split_top(rules, ';');
        if parts.len() > MAX_MOVES {
            return fail("rule.too_big", 0);
        }
        let mut arity = None;
        let mut moves = Vec::new();
        for (offset, text) in parts {
            if text.trim().is_empty() {
                continue;
            }
            let Some(arrow) = text.find("->") else {
                return fail("rule.arrow", offset);
            };
            let pattern: String = text[..arrow]
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect();
            let this = match pattern.as_str() {
                "n" => 1,
                "(a,b)" => 2,
                _ => return fail("rule.position", offset),
            };
            if arity.is_some_and(|a| a != this) {
                return fail("rule.position", offset);
            }
            arity = Some(this);
            moves.push(Move::parse(&text[arrow + 2..], offset + arrow + 2, this)?);
        }
        let Some(arity) = arity else {
            return fail("rule.arrow", 0);
        };
        Ok(Definition {
            text: rules.split_whitespace().collect::<Vec<_>>().join(" "),
            arity,
            moves,
        })
    }

    /// Every option of the position `numbers`: each the list of positions it leaves (one
    /// or several heaps, or one two-number position). Charges `budget` per value tried.
    fn options(
        &self,
        numbers: &[u64],
        budget: &mut Budget,
    ) -> Result<Vec<Vec<Vec<u64>>>, LimitError> {
        let mut out = Vec::new();
        for m in &self.moves {
            let mut bound = Vec::new();
            m.expand(self.arity, numbers, &mut bound, budget, &mut out)?;
        }
        out.sort();
        out.dedup();
        Ok(out)
    }
}

impl Move {
    fn parse(text: &str, offset: usize, arity: usize) -> Result<Move, RuleError> {
        // RESULT [for NAME in DOMAIN]... [if CONDITION]
        let if_at = find_word(text, "if", 0);
        let head_end = if_at.unwrap_or(text.len());
        let mut cuts = Vec::new();
        let mut from = 0;
        while let Some(at) = find_word(&text[..head_end], "for", from) {
            cuts.push(at);
            from = at + 3;
        }
        if cuts.len() > MAX_LOOPS {
            return fail("rule.too_big", offset);
        }
        let result_end = cuts.first().copied().unwrap_or(head_end);
        let mut names: Vec<&str> = match arity {
            1 => vec!["n"],
            _ => vec!["a", "b"],
        };
        let mut loops = Vec::new();
        for (k, &at) in cuts.iter().enumerate() {
            let end = cuts.get(k + 1).copied().unwrap_or(head_end);
            let clause = &text[at + 3..end];
            let clause_offset = offset + at + 3;
            let Some(in_at) = find_word(clause, "in", 0) else {
                return fail("rule.loop", clause_offset);
            };
            let name = clause[..in_at].trim();
            let reserved = [
                "n", "a", "b", "P", "N", "phi", "sg", "floor", "ceil", "abs", "min", "max", "sqrt",
                "mod", "xor", "and", "or", "not", "iff", "even", "odd", "true", "false", "for",
                "in", "if",
            ];
            let valid = !name.is_empty()
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                && !reserved.contains(&name)
                && !names.contains(&name);
            if !valid {
                let leading = clause.len() - clause.trim_start().len();
                return fail("rule.name", clause_offset + leading);
            }
            let domain_text = &clause[in_at + 2..];
            let domain_offset = clause_offset + in_at + 2;
            let trimmed = domain_text.trim();
            let domain =
                if let Some(inner) = trimmed.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
                    let inner_offset = domain_offset + domain_text.find('{').map_or(0, |i| i + 1);
                    let mut items = Vec::new();
                    for (o, item) in split_top(inner, ',') {
                        items.push(expression(item, inner_offset + o, &names)?);
                    }
                    Domain::Set(items)
                } else if let Some(dots) = domain_text.find("..") {
                    Domain::Range(
                        expression(&domain_text[..dots], domain_offset, &names)?,
                        expression(&domain_text[dots + 2..], domain_offset + dots + 2, &names)?,
                    )
                } else {
                    return fail("rule.loop", domain_offset);
                };
            loops.push(domain);
            names.push(name);
        }
        let result_text = &text[..result_end];
        let trimmed = result_text.trim();
        let inner_offset = offset + result_text.find('(').map_or(0, |i| i + 1);
        let tuple = trimmed
            .strip_prefix('(')
            .and_then(|t| t.strip_suffix(')'))
            .filter(|inner| split_top(inner, ',').len() > 1);
        let result = match tuple {
            Some(inner) => {
                let parts = split_top(inner, ',');
                if parts.len() > MAX_PARTS {
                    return fail("rule.too_big", offset);
                }
                let mut result = Vec::new();
                for (o, part) in parts {
                    result.push(expression(part, inner_offset + o, &names)?);
                }
                result
            }
            None => vec![expression(result_text, offset, &names)?],
        };
        if arity == 2 && result.len() != 2 {
            return fail("rule.result", offset);
        }
        let condition = match if_at {
            Some(at) => Some(expression(&text[at + 2..], offset + at + 2, &names)?),
            None => None,
        };
        Ok(Move {
            result,
            loops,
            condition,
        })
    }

    /// Runs the loops from `bound.len()`, adding each result to `out`.
    fn expand(
        &self,
        arity: usize,
        numbers: &[u64],
        bound: &mut Vec<Number>,
        budget: &mut Budget,
        out: &mut Vec<Vec<Vec<u64>>>,
    ) -> Result<(), LimitError> {
        let depth = bound.len();
        let Some(domain) = self.loops.get(depth) else {
            budget.charge(1)?;
            let mut env = Bindings {
                numbers,
                bound,
                budget,
            };
            let allowed = match &self.condition {
                Some(condition) => or_none(eval::boolean(condition, 1, &mut env))?.unwrap_or(false),
                None => true,
            };
            if !allowed {
                return Ok(());
            }
            let mut values = Vec::with_capacity(self.result.len());
            for part in &self.result {
                // A number that is not whole, or below 0, or an error: not a move.
                let value = eval::number(part, 1, &mut env).and_then(|x| eval::natural(&x));
                match or_none(value)? {
                    Some(value) => values.push(value),
                    None => return Ok(()),
                }
            }
            out.push(match arity {
                1 => values.into_iter().map(|v| vec![v]).collect(),
                _ => vec![values],
            });
            return Ok(());
        };
        let values: Vec<Number> = {
            let mut env = Bindings {
                numbers,
                bound,
                budget: &mut *budget,
            };
            match domain {
                Domain::Set(items) => {
                    let mut values = Vec::with_capacity(items.len());
                    for item in items {
                        values.extend(or_none(eval::number(item, 1, &mut env))?);
                    }
                    values
                }
                Domain::Range(low, high) => {
                    let ends = eval::number(low, 1, &mut env)
                        .and_then(|l| Ok((l.floor()?, eval::number(high, 1, &mut env)?.floor()?)));
                    match or_none(ends)? {
                        Some((low, high)) if low <= high => {
                            let count = high
                                .checked_sub(low)
                                .and_then(|width| u64::try_from(width).ok())
                                .unwrap_or(u64::MAX)
                                .saturating_add(1);
                            budget.charge(count)?;
                            (low..=high).map(Number::int).collect()
                        }
                        _ => Vec::new(),
                    }
                }
            }
        };
        for value in values {
            bound.push(value);
            let result = self.expand(arity, numbers, bound, budget, out);
            bound.pop();
            result?;
        }
        Ok(())
    }
}

/// What a rule's evaluation failing means: not a move (`None`), unless a limit stopped it,
/// which stops the whole search (the budget's refusal must not pass for "no move").
fn or_none<T>(result: Result<T, EvalError>) -> Result<Option<T>, LimitError> {
    match result {
        Ok(value) => Ok(Some(value)),
        Err(EvalError::Limit(error)) => Err(error),
        Err(_) => Ok(None),
    }
}

/// The variables of one evaluation: the position's numbers and the loops' values, and the
/// budget its square roots are charged to.
struct Bindings<'a> {
    numbers: &'a [u64],
    bound: &'a [Number],
    budget: &'a mut Budget,
}

impl Env for Bindings<'_> {
    fn var(&mut self, var: Var, column: usize) -> Result<Number, EvalError> {
        let value = match var {
            Var::N | Var::A => self.numbers.first(),
            Var::B => self.numbers.get(1),
            // Index 0 is the position's name (or names): loops come after.
            Var::Bound(index) => {
                let skip = if self.numbers.len() == 1 { 1 } else { 2 };
                return match index.checked_sub(skip) {
                    None => Ok(Number::int(i128::from(self.numbers[index]))),
                    Some(loop_index) => self
                        .bound
                        .get(loop_index)
                        .copied()
                        .ok_or(EvalError::Variable(column)),
                };
            }
        };
        value
            .map(|&v| Number::int(i128::from(v)))
            .ok_or(EvalError::Variable(column))
    }

    fn outcome(&mut self, _p: bool, column: usize) -> Result<bool, EvalError> {
        Err(EvalError::NoValues(column))
    }

    fn sg(&mut self, _numbers: Option<Vec<u64>>, column: usize) -> Result<u64, EvalError> {
        Err(EvalError::NoValues(column))
    }

    fn charge(&mut self, units: u64) -> Result<(), EvalError> {
        Ok(self.budget.charge(units)?)
    }
}

/// One position of a user-defined game: one heap, or two numbers.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Custom {
    /// The rules, shared by every position of the row.
    pub definition: Arc<Definition>,
    /// The heap (`arity` 1: one number) or the two numbers.
    pub numbers: Vec<u64>,
}

impl Play for Custom {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str("moves \"");
        out.push_str(&self.definition.text);
        out.push('"');
    }

    fn numbers(&self) -> Vec<u64> {
        self.numbers.clone()
    }

    fn pair(&self) -> Option<(u64, u64)> {
        match self.numbers.as_slice() {
            [a, b] if self.definition.arity == 2 => Some((*a, *b)),
            _ => None,
        }
    }

    fn with_pair(&self, a: u64, b: u64) -> Option<Self> {
        (self.definition.arity == 2).then(|| Custom {
            definition: Arc::clone(&self.definition),
            numbers: vec![a, b],
        })
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let options = self.definition.options(&self.numbers, budget)?;
        Ok(options
            .into_iter()
            .map(|positions| {
                positions
                    .into_iter()
                    .map(|numbers| {
                        Atom::Custom(Custom {
                            definition: Arc::clone(&self.definition),
                            numbers,
                        })
                    })
                    .collect()
            })
            .collect())
    }

    fn with_heap(&self, heap: u64) -> Option<Self> {
        (self.definition.arity == 1).then(|| Custom {
            definition: Arc::clone(&self.definition),
            numbers: vec![heap],
        })
    }
}

/// Parses `"RULES" H...` (heaps) or `"RULES" A B` after `moves`.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let token = match row.peek() {
        Some(token) if token.kind == TokenKind::Quoted => *token,
        _ => return Err(row.error_here(ParseErrorKind::Expected(Expected::Quoted))),
    };
    let rules = &token.text[1..token.text.len() - 1];
    let definition = Definition::parse(rules).map_err(|RuleError { key, offset }| {
        let offset = offset.min(rules.len());
        let start = token.span.0 + 1 + offset;
        ParseError {
            span: start..token.span.1 - 1,
            column: token.column + 1 + rules[..offset].chars().count(),
            found: rules[offset..].trim().to_string(),
            kind: ParseErrorKind::Invalid(Invalid::Rule(key)),
        }
    })?;
    let definition = Arc::new(definition);
    row.take();
    match definition.arity {
        1 => row.heaps(|heap| {
            Atom::Custom(Custom {
                definition: Arc::clone(&definition),
                numbers: vec![heap],
            })
        }),
        _ => {
            let (a, b) = row.two_numbers(Expected::Number)?;
            Ok(vec![Atom::Custom(Custom {
                definition,
                numbers: vec![a, b],
            })])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::Limits;

    fn values(text: &str, to: u64) -> Vec<u64> {
        crate::tables::sequence(text, to, &Limits::default()).unwrap()
    }

    #[test]
    fn a_user_defined_game_agrees_with_the_built_in_one_it_restates() {
        // Subtraction {1, 3, 4}, Bash m = 3, Kayles (.77: take 1 or 2 adjacent pins,
        // leaving two rows), Grundy's game (split into two unequal heaps).
        let pairs = [
            ("moves \"n -> n - s for s in {1, 3, 4}\"", "subtract {1,3,4}"),
            ("moves \"n -> n - k for k in 1..3\"", "bash m=3"),
            (
                "moves \"n -> (i, n - 1 - i) for i in 0..n-1; n -> (i, n - 2 - i) for i in 0..n-2\"",
                "kayles",
            ),
            ("moves \"n -> (i, n - i) for i in 1..n-1 if 2 * i != n\"", "grundy"),
            ("moves \"n -> n - k for k in {1, 2, 4, 8, 16, 32}\"", "powers b=2"),
        ];
        for (custom, built_in) in pairs {
            assert_eq!(values(custom, 60), values(built_in, 60), "{custom}");
        }
        // Wythoff's game as two numbers.
        let mut engine = Engine::new(&Limits::default());
        let rules = "moves \"(a, b) -> (a - k, b) for k in 1..a; (a, b) -> (a, b - k) for k in 1..b; (a, b) -> (a - k, b - k) for k in 1..min(a, b)\"";
        for a in 0..12 {
            for b in 0..12 {
                let custom = crate::parse(&format!("{rules} {a} {b}")).unwrap();
                let wythoff = crate::parse(&format!("wythoff {a} {b}")).unwrap();
                assert_eq!(
                    engine.sg_of_sum(&custom.atoms),
                    engine.sg_of_sum(&wythoff.atoms),
                    "({a}, {b})"
                );
            }
        }
    }

    #[test]
    fn a_two_number_game_of_your_own_has_a_grid_a_pattern_and_claims() {
        // Wythoff's game restated: its grid equals Wythoff's and its pattern is Beatty's.
        let rules = "moves \"(a, b) -> (a - k, b) for k in 1..a; (a, b) -> (a, b - k) for k in 1..b; (a, b) -> (a - k, b - k) for k in 1..min(a, b)\"";
        let limits = Limits::default();
        assert_eq!(
            crate::tables::grid(rules, 12, &limits).unwrap(),
            crate::tables::grid("wythoff", 12, &limits).unwrap()
        );
        let mut engine = Engine::new(&limits);
        let found = crate::pattern::find(rules, Some(20), &mut engine).unwrap();
        assert!(
            matches!(
                &found,
                crate::pattern::Pattern::Rule {
                    rule: crate::pattern::Rule::Beatty { t: 1 },
                    proved: false,
                    ..
                }
            ),
            "{found:?}"
        );
        let report = crate::claim::check(
            rules,
            "P iff min(a, b) == floor(abs(b - a) * phi)",
            Some(20),
            &mut engine,
        )
        .unwrap();
        assert!(report.holds);
        let description =
            crate::describe::describe(&crate::parse(&format!("{rules} 3 5")).unwrap());
        assert!(matches!(
            &description.components[0].table,
            crate::describe::TableKind::Grid { cell: (3, 5), .. }
        ));
    }

    #[test]
    fn halving_and_conditions() {
        // n -> n / 2 if n even (and positive: 0 -> 0 would loop), and n -> n - 1.
        let game = "moves \"n -> n / 2 if n even and n > 0; n -> n - 1\"";
        let got = values(game, 20);
        let mut brute = vec![0u64; 21];
        for n in 1..=20usize {
            let mut seen = vec![brute[n - 1]];
            if n % 2 == 0 {
                seen.push(brute[n / 2]);
            }
            brute[n] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
        assert_eq!(got, brute);
    }

    #[test]
    fn canonical_text_parses_back_and_sums_work() {
        let game = crate::parse("moves \"n  ->  n - s for s in {1,3,4}\" 5 7 + nim 2").unwrap();
        assert_eq!(
            game.to_string(),
            "moves \"n -> n - s for s in {1,3,4}\" 5 7 + nim 2"
        );
        assert_eq!(crate::parse(&game.to_string()).unwrap(), game);
        let analysis = crate::analysis::analyze(&game, &Limits::default()).unwrap();
        // g(5) = 3, g(7) = 0 for {1,3,4}; nim 2 = 2: xor 1.
        assert_eq!(analysis.sg, Some(1));
        let misere = crate::parse("misere: moves \"n -> n - 1\" 3").unwrap();
        assert!(crate::analysis::analyze(&misere, &Limits::default()).is_ok());
    }

    #[test]
    fn errors_name_the_column_inside_the_rules() {
        let error = crate::parse("moves \"n -> n -\" 5").unwrap_err();
        assert_eq!(error.key(), "invalid.rule");
        assert!(
            error
                .to_string()
                .contains("an expression is not understood"),
            "{error}"
        );
        let error = crate::parse("moves \"n => n - 1\" 5").unwrap_err();
        assert_eq!(error.column, 8);
        let error = crate::parse("moves \"n -> n - k for n in 1..3\" 5").unwrap_err();
        assert!(error.to_string().contains("a loop's name"), "{error}");
        let error = crate::parse("moves \"n -> n - 1 if P\" 5").unwrap_err();
        assert!(error.to_string().contains("P, N and sg"), "{error}");
        let error = crate::parse("moves \"n -> n - 1").unwrap_err();
        assert_eq!(error.kind, ParseErrorKind::Expected(Expected::Quoted));
        assert!(crate::parse("moves \"(a, b) -> (a - 1, b)\" 5").is_err());
    }

    #[test]
    fn a_loop_is_reported_and_an_endless_game_stops_at_a_limit() {
        // 0 -> 0: the search names the position where the loop closes.
        let game = crate::parse("moves \"n -> n / 2 if n even; n -> n - 1\" 6").unwrap();
        let error = crate::analysis::analyze(&game, &Limits::default()).unwrap_err();
        assert!(
            matches!(&error, LimitError::Loopy { position } if position.ends_with("\" 0")),
            "{error:?}"
        );
        // n -> n + 1 never repeats and never ends: a limit stops it, and says which.
        let game = crate::parse("moves \"n -> n + 1\" 0").unwrap();
        let error = crate::analysis::analyze(&game, &Limits::default()).unwrap_err();
        assert!(
            matches!(
                error,
                LimitError::Memory { .. } | LimitError::TooLarge { .. }
            ),
            "{error:?}"
        );
    }
    #[test]
    fn square_roots_and_ranges_of_any_size_are_charged_to_the_budget() {
        // A root of a number near 10^18 tries up to 10^6 divisors: 15625 units each, so a
        // budget of 10^5 stops the search after a few positions, not after hours.
        let limits = Limits {
            max_work: 100_000,
            ..Limits::default()
        };
        let game =
            crate::parse("moves \"n -> n - 1 if sqrt(n + 1000000000000000003) > 0\" 50").unwrap();
        let error = crate::analysis::analyze(&game, &limits).unwrap_err();
        assert_eq!(error, LimitError::TooLarge { limit: 100_000 });
        // A range from -10^38 to 10^38 (numbers are at most 30 digits, products are not):
        // charged, not subtracted past i128.
        let big = "100000000000000000000000000000 * 1000000000";
        let rules = format!("n -> n - 1 for k in (0 - {big})..({big})");
        let game = crate::parse(&format!("moves \"{rules}\" 3")).unwrap();
        let error = crate::analysis::analyze(&game, &Limits::default()).unwrap_err();
        assert!(matches!(error, LimitError::TooLarge { .. }), "{error:?}");
    }
}
