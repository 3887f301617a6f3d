//! Octal games (八进制游戏, Multi-SG): `octal CODE H...`, with the aliases `kayles H...`
//! (`octal 0.77`) and `dawson H...` (`octal 0.07`).
//!
//! Rule (Winning Ways convention, Berlekamp–Conway–Guy, *Winning Ways* ch. 4): the code is
//! `d0.d1d2...dt`. A move removes `k` tokens from one heap, where digit `dk` allows it:
//! bit 1 if that leaves no heap (the heap had exactly `k`), bit 2 if it leaves one
//! non-empty heap, bit 4 if the rest is split into two non-empty heaps. `d0` is 0 or 4
//! (4: a heap may be split in two without removing anything). Kayles is `0.77`, Dawson's
//! Kayles `0.07`, Dawson's chess `0.137`.
//!
//! Values are computed by a table (the options of heap `n` are heaps `n-k` and pairs
//! `a+b = n-k`, whose values xor), and a period is proved by the periodicity theorem of
//! Guy and Smith (1956; *Winning Ways* ch. 4): if `t` is the last non-zero digit and
//! `g(n+p) = g(n)` for all `e <= n < 2e+p+t`, then `g(n+p) = g(n)` for every `n >= e`.
//! (This module checks the slightly longer window `e <= n < 2max(e,1)+p+t`, which keeps the
//! proof's heap `b-p` non-empty when `e = 0`.) Once proved, any u64 heap is answered.

use std::sync::Arc;

use crate::engine::{Engine, MexScratch};
use crate::games::{charge_options, Atom, MoveList, PeriodReport, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, ParseErrorKind, RowParser, Token, TokenKind};
use crate::period::{HeapTable, Periodicity};

/// The largest heap whose value the table method computes while no period is proved.
/// Beyond it an unproved game answers [`LimitError::TooLarge`].
pub const OCTAL_SEARCH_BOUND: u64 = 10_000;

/// The most code digits after the point (so `t <= 32`).
pub const MAX_CODE_DIGITS: usize = 32;

/// Table steps (one xor and one lookup) charged as one unit of work: such a step costs
/// about a thirty-second of an engine option (which allocates its sum).
pub(crate) const TABLE_STEPS_PER_WORK_UNIT: u64 = 32;

/// The smallest table built; it then doubles up to the search bound.
const FIRST_TABLE_LEN: usize = 64;

/// An octal code, normalised: `digits[0]` is `d0` (0 or 4) and there is no trailing zero
/// digit after it, so equal games have equal codes.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OctalCode {
    digits: Vec<u8>,
}

/// Where and why a code text is not an octal code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadCode {
    /// Character offset of the offending character, or `None` for the whole text.
    pub at: Option<usize>,
}

impl OctalCode {
    /// Kayles, `0.77`.
    pub fn kayles() -> Self {
        OctalCode {
            digits: vec![0, 7, 7],
        }
    }

    /// Dawson's Kayles, `0.07`.
    pub fn dawson() -> Self {
        OctalCode {
            digits: vec![0, 0, 7],
        }
    }

    /// Parses `d0.d1d2...` (or `.d1d2...`): `d0` is 0 or 4, then octal digits, at most
    /// [`MAX_CODE_DIGITS`] of them once trailing zeros are dropped.
    pub fn parse(text: &str) -> Result<Self, BadCode> {
        let chars: Vec<char> = text.chars().collect();
        let mut digits = Vec::new();
        let mut at = 0;
        match chars.first() {
            Some('.') => digits.push(0),
            Some('0') => digits.push(0),
            Some('4') => digits.push(4),
            Some(_) => return Err(BadCode { at: Some(0) }),
            None => return Err(BadCode { at: None }),
        }
        if chars.first() != Some(&'.') {
            at = 1;
            match chars.get(1) {
                Some('.') => {}
                Some(_) => return Err(BadCode { at: Some(1) }),
                None => return Err(BadCode { at: None }),
            }
        }
        // The token is at most MAX_INPUT_LEN bytes, so this vector is bounded too.
        for (index, &c) in chars.iter().enumerate().skip(at + 1) {
            let digit = match c.to_digit(8) {
                Some(digit) => digit as u8,
                None => return Err(BadCode { at: Some(index) }),
            };
            digits.push(digit);
        }
        // Trailing zeros name no move, so they do not count towards the limit.
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.len() > MAX_CODE_DIGITS + 1 {
            // Point at the first digit past the limit.
            return Err(BadCode {
                at: Some(at + 1 + MAX_CODE_DIGITS),
            });
        }
        Ok(OctalCode { digits })
    }

    /// The digit `dk` (0 past the end).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// `t`: the index of the last non-zero digit (0 if there is none).
    pub fn last_digit(&self) -> usize {
        self.digits.len().saturating_sub(1)
    }

    /// Writes the code, e.g. `0.77`, `4.07`, `0.0`.
    pub fn write(&self, out: &mut String) {
        out.push(char::from(b'0' + self.digit(0)));
        out.push('.');
        if self.digits.len() <= 1 {
            out.push('0');
        }
        for &digit in self.digits.iter().skip(1) {
            out.push(char::from(b'0' + digit));
        }
    }

    /// The text of the code.
    pub fn text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    /// The moves `(k, digit)` with a non-zero digit, in increasing `k`.
    fn moves(&self) -> impl Iterator<Item = (u64, u8)> + '_ {
        self.digits
            .iter()
            .enumerate()
            .filter(|(_, &d)| d != 0)
            .map(|(k, &d)| (k as u64, d))
    }

    /// How many options a heap of `heap` has (u128: exact for every u64 heap).
    fn option_count(&self, heap: u64) -> u128 {
        let mut count: u128 = 0;
        for (k, digit) in self.moves() {
            if digit & 1 != 0 && heap == k {
                count += 1;
            }
            if digit & 2 != 0 && heap > k {
                count += 1;
            }
            if digit & 4 != 0 && heap >= k.saturating_add(2) {
                count += u128::from((heap - k) / 2);
            }
        }
        count
    }
}

/// One heap of an octal game.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Octal {
    /// The game's code, shared by all heaps of the game.
    pub code: Arc<OctalCode>,
    /// Tokens in the heap.
    pub heap: u64,
}

impl Octal {
    /// A heap of Kayles (`octal 0.77`).
    pub fn kayles(heap: u64) -> Self {
        Octal {
            code: Arc::new(OctalCode::kayles()),
            heap,
        }
    }

    fn atom(&self, heap: u64) -> Atom {
        Atom::Octal(Octal {
            code: Arc::clone(&self.code),
            heap,
        })
    }

    fn head(&self) -> String {
        let mut out = String::new();
        self.write_head(&mut out);
        out
    }
}

impl Play for Octal {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        if *self.code == OctalCode::kayles() {
            out.push_str("kayles");
        } else if *self.code == OctalCode::dawson() {
            out.push_str("dawson");
        } else {
            out.push_str("octal ");
            self.code.write(out);
        }
    }

    fn write_args(&self, out: &mut String) {
        out.push_str(&self.heap.to_string());
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        charge_options(budget, self.code.option_count(self.heap))?;
        let n = self.heap;
        let mut options = Vec::new();
        for (k, digit) in self.code.moves() {
            if digit & 1 != 0 && n == k {
                options.push(vec![]);
            }
            if digit & 2 != 0 && n > k {
                options.push(vec![self.atom(n - k)]);
            }
            if digit & 4 != 0 && n >= k.saturating_add(2) {
                let rest = n - k;
                for a in 1..=rest / 2 {
                    options.push(vec![self.atom(a), self.atom(rest - a)]);
                }
            }
        }
        Ok(options)
    }

    fn sg_by_theorem(&self, engine: &mut Engine) -> Option<Result<u64, LimitError>> {
        Some(heap_value(&self.code, &self.head(), self.heap, engine))
    }

    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        engine: &mut Engine,
    ) -> Option<Result<MoveList, LimitError>> {
        Some(self.moves_to_value(target, max, engine))
    }

    fn with_heap(&self, heap: u64) -> Option<Self> {
        Some(Octal {
            code: Arc::clone(&self.code),
            heap,
        })
    }

    fn period(&self, engine: &mut Engine) -> Option<Result<PeriodReport, LimitError>> {
        let head = self.head();
        let t = self.code.last_digit() as u64;
        let grown = grow_table(&self.code, &head, engine, None);
        let table = match (grown, engine.table(&head)) {
            (Ok(table), _) => table,
            (Err(LimitError::TooLarge { .. }), Some(table)) if !table.values.is_empty() => table,
            (Err(error), _) => return Some(Err(error)),
        };
        let checked_to = (table.values.len() as u64).saturating_sub(1);
        let certificate = match table.period {
            Some(found) => guy_smith_certificate(found, t, checked_to),
            None if checked_to >= OCTAL_SEARCH_BOUND => format!(
                "no period proved by the Guy-Smith theorem with values up to heap {checked_to}"
            ),
            None => format!(
                "no period proved with values up to heap {checked_to} (the work limit stopped the search before heap {OCTAL_SEARCH_BOUND})"
            ),
        };
        Some(Ok(PeriodReport {
            period: table.period,
            checked_to,
            certificate,
        }))
    }
}

impl Octal {
    fn moves_to_value(
        &self,
        target: u64,
        max: usize,
        engine: &mut Engine,
    ) -> Result<MoveList, LimitError> {
        let table = table_covering(&self.code, &self.head(), self.heap, engine)?;
        let limit = engine.budget.limit();
        let value = |heap: u64| table.value(heap).ok_or(LimitError::TooLarge { limit });
        let n = self.heap;
        let mut found = MoveList::default();
        let mut total: u128 = 0;
        for (k, digit) in self.code.moves() {
            if digit & 1 != 0 && n == k && target == 0 {
                total += 1;
                if found.options.len() < max {
                    found.options.push(vec![]);
                }
            }
            if digit & 2 != 0 && n > k && value(n - k)? == target {
                total += 1;
                if found.options.len() < max {
                    found.options.push(vec![self.atom(n - k)]);
                }
            }
            if digit & 4 != 0 && n >= k.saturating_add(2) {
                let splits = count_splits(&table, n - k, target, &mut engine.budget)?;
                total += splits.total;
                let room = max.saturating_sub(found.options.len());
                for a in splits.list(room, &table, &mut engine.budget)? {
                    found.options.push(vec![self.atom(a), self.atom(n - k - a)]);
                }
            }
        }
        found.total = Some(total);
        Ok(found)
    }
}

/// The splits `a + b = rest`, `1 <= a <= b`, whose values xor to a target: counted exactly,
/// and listed on demand in increasing `a`.
struct Splits {
    rest: u64,
    target: u64,
    total: u128,
}

/// Counts the splits of `rest` into two non-empty heaps whose values xor to `target`.
/// Heaps up to the table length are read one by one; past it (only when a period is
/// proved) the values depend on `a mod p` alone, so each residue class is counted at once.
fn count_splits(
    table: &HeapTable,
    rest: u64,
    target: u64,
    budget: &mut Budget,
) -> Result<Splits, LimitError> {
    let half = rest / 2;
    let explicit_end = half.min(table.values.len() as u64);
    budget.charge(explicit_end / TABLE_STEPS_PER_WORK_UNIT + 1)?;
    let too_large = LimitError::TooLarge {
        limit: budget.limit(),
    };
    let value = |heap: u64| table.value(heap).ok_or(too_large.clone());
    let mut total: u128 = 0;
    for a in 1..=explicit_end {
        if value(a)? ^ value(rest - a)? == target {
            total += 1;
        }
    }
    if half > explicit_end {
        let period = table.period.map_or(0, |p| p.period);
        if period == 0 {
            return Err(too_large);
        }
        budget.charge(period / TABLE_STEPS_PER_WORK_UNIT + 1)?;
        // Every a > explicit_end and b = rest - a >= a lie past the preperiod.
        for offset in 0..period {
            let Some(a) = (explicit_end + 1).checked_add(offset) else {
                break;
            };
            if a > half {
                break;
            }
            if value(a)? ^ value(rest - a)? == target {
                total += u128::from((half - a) / period) + 1;
            }
        }
    }
    Ok(Splits {
        rest,
        target,
        total,
    })
}

impl Splits {
    /// The first `room` values of `a`, in increasing order.
    fn list(
        &self,
        room: usize,
        table: &HeapTable,
        budget: &mut Budget,
    ) -> Result<Vec<u64>, LimitError> {
        let wanted = u128::try_from(room).unwrap_or(u128::MAX).min(self.total);
        if wanted == 0 {
            return Ok(vec![]);
        }
        charge_options(budget, wanted)?;
        let too_large = LimitError::TooLarge {
            limit: budget.limit(),
        };
        let mut listed = Vec::new();
        let mut a: u64 = 1;
        while (listed.len() as u128) < wanted && a <= self.rest / 2 {
            let left = table.value(a).ok_or(too_large.clone())?;
            let right = table.value(self.rest - a).ok_or(too_large.clone())?;
            if left ^ right == self.target {
                listed.push(a);
            }
            a += 1;
        }
        Ok(listed)
    }
}

/// The value of one heap from the game's table, growing it (and proving its period) as needed.
pub(crate) fn heap_value(
    code: &OctalCode,
    head: &str,
    heap: u64,
    engine: &mut Engine,
) -> Result<u64, LimitError> {
    let table = table_covering(code, head, heap, engine)?;
    table.value(heap).ok_or(LimitError::TooLarge {
        limit: engine.budget.limit(),
    })
}

/// The game's table, grown until it gives the value of `heap`.
fn table_covering(
    code: &OctalCode,
    head: &str,
    heap: u64,
    engine: &mut Engine,
) -> Result<Arc<HeapTable>, LimitError> {
    let table = grow_table(code, head, engine, Some(heap))?;
    if table.value(heap).is_some() {
        Ok(table)
    } else {
        Err(LimitError::TooLarge {
            limit: engine.budget.limit(),
        })
    }
}

/// Grows the cached table of the game with row head `head` (doubling from
/// [`FIRST_TABLE_LEN`] up to [`OCTAL_SEARCH_BOUND`]) until it covers `heap`, or, for `None`,
/// until a period is proved or the bound is reached. Partial progress is cached even when
/// the budget runs out.
fn grow_table(
    code: &OctalCode,
    head: &str,
    engine: &mut Engine,
    heap: Option<u64>,
) -> Result<Arc<HeapTable>, LimitError> {
    let mut table = engine.table(head).unwrap_or_else(|| {
        Arc::new(HeapTable {
            values: vec![],
            period: None,
        })
    });
    let t = code.last_digit() as u64;
    let bound_len = usize::try_from(OCTAL_SEARCH_BOUND).unwrap_or(usize::MAX) + 1;
    loop {
        let covered = heap.is_some_and(|heap| table.value(heap).is_some());
        if covered || table.period.is_some() || table.values.len() >= bound_len {
            return Ok(table);
        }
        let len = table.values.len();
        let next_len = len.saturating_mul(2).max(FIRST_TABLE_LEN).min(bound_len);
        let mut values = table.values.clone();
        let grown = extend_octal_values(code, &mut values, next_len, &mut engine.budget);
        let period = find_period(&values, t);
        table = Arc::new(HeapTable { values, period });
        engine.store_table(head.to_string(), Arc::clone(&table));
        grown?;
    }
}

/// Appends the values of heaps `values.len()..len` by mex over the options, charging
/// `budget` one unit per [`TABLE_STEPS_PER_WORK_UNIT`] table steps before each heap.
pub(crate) fn extend_octal_values(
    code: &OctalCode,
    values: &mut Vec<u64>,
    len: usize,
    budget: &mut Budget,
) -> Result<(), LimitError> {
    let mut scratch = MexScratch::default();
    while values.len() < len {
        let n = values.len();
        let heap = n as u64;
        let count = code.option_count(heap);
        budget.charge(u64::try_from(count).unwrap_or(u64::MAX) / TABLE_STEPS_PER_WORK_UNIT + 1)?;
        scratch.start(usize::try_from(count).unwrap_or(usize::MAX));
        for (k, digit) in code.moves() {
            let k = k as usize;
            if digit & 1 != 0 && n == k {
                scratch.mark(0);
            }
            if digit & 2 != 0 && n > k {
                scratch.mark(values[n - k]);
            }
            if digit & 4 != 0 && n >= k + 2 {
                let rest = n - k;
                for a in 1..=rest / 2 {
                    scratch.mark(values[a] ^ values[rest - a]);
                }
            }
        }
        values.push(scratch.mex());
    }
    Ok(())
}

/// The least period `p` and least preperiod `e` that the Guy–Smith theorem proves from
/// `values` (heaps `0..values.len()`) for a game whose last non-zero code digit is `t`:
/// the values must agree with period `p` on `e <= n < 2max(e,1)+p+t`, which the table
/// must cover. The least such `p` is the least period of the whole sequence.
pub(crate) fn find_period(values: &[u64], t: u64) -> Option<Periodicity> {
    let len = values.len() as u64;
    let mut p: u64 = 1;
    // The window needs 2max(e,1) + 2p + t <= len.
    while p.saturating_mul(2).saturating_add(t).saturating_add(2) <= len {
        if let Some(e) = least_preperiod(values, p, t) {
            return Some(Periodicity {
                preperiod: e,
                period: p,
            });
        }
        p += 1;
    }
    None
}

/// The least `e` with `values[n+p] == values[n]` for all `e <= n < len-p`, if its
/// Guy–Smith window fits in the table.
fn least_preperiod(values: &[u64], p: u64, t: u64) -> Option<u64> {
    let len = values.len() as u64;
    let fits = |e: u64| {
        e.max(1)
            .saturating_mul(2)
            .saturating_add(p.saturating_mul(2))
            .saturating_add(t)
            <= len
    };
    let p_index = usize::try_from(p).ok()?;
    let mut n = values.len().checked_sub(p_index)?;
    while n > 0 {
        if values.get(n - 1) != values.get(n - 1 + p_index) {
            let e = n as u64;
            return fits(e).then_some(e);
        }
        n -= 1;
    }
    fits(0).then_some(0)
}

/// The one-line certificate of a period proved by [`find_period`].
pub(crate) fn guy_smith_certificate(found: Periodicity, t: u64, checked_to: u64) -> String {
    let Periodicity { preperiod, period } = found;
    let window_end = preperiod
        .max(1)
        .saturating_mul(2)
        .saturating_add(period)
        .saturating_add(t);
    format!(
        "Guy-Smith periodicity theorem (Winning Ways ch. 4): g(n+{period}) = g(n) for {preperiod} <= n < {window_end} = 2*{}+{period}+{t} (t = {t}), so for all n >= {preperiod}; values computed to heap {checked_to}",
        preperiod.max(1)
    )
}

/// The value of a Kayles heap (`octal 0.77`), for games built on Kayles lines (`circle`).
pub(crate) fn kayles_value(heap: u64, engine: &mut Engine) -> Result<u64, LimitError> {
    heap_value(&OctalCode::kayles(), "kayles", heap, engine)
}

/// The proved Kayles table (with its period), for games built on Kayles lines.
pub(crate) fn kayles_table(engine: &mut Engine) -> Result<Arc<HeapTable>, LimitError> {
    grow_table(&OctalCode::kayles(), "kayles", engine, None)
}

/// Parses `CODE H1 H2 ...` after `octal`.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let token = match row.peek() {
        Some(token)
            if token.kind == TokenKind::Word
                && token
                    .text
                    .starts_with(|c: char| c.is_ascii_digit() || c == '.') =>
        {
            *token
        }
        _ => return Err(row.error_here(ParseErrorKind::Expected(Expected::OctalCode))),
    };
    let code = OctalCode::parse(token.text).map_err(|bad| code_error(&token, bad))?;
    row.take();
    heaps(row, Arc::new(code))
}

/// The error at the offending character of a code token (or at the whole token).
fn code_error(token: &Token<'_>, bad: BadCode) -> ParseError {
    let kind = ParseErrorKind::Invalid(Invalid::BadOctalCode);
    let Some(at) = bad.at else {
        return token.error(kind);
    };
    let Some((offset, c)) = token.text.char_indices().nth(at) else {
        return token.error(kind);
    };
    let start = token.span.0 + offset;
    ParseError {
        span: start..start + c.len_utf8(),
        column: token.column + at,
        found: c.to_string(),
        kind,
    }
}

fn heaps(row: &mut RowParser<'_>, code: Arc<OctalCode>) -> Result<Vec<Atom>, ParseError> {
    Ok(row
        .numbers_to_end(Expected::HeapSize)?
        .into_iter()
        .map(|heap| {
            Atom::Octal(Octal {
                code: Arc::clone(&code),
                heap,
            })
        })
        .collect())
}

/// Parses `H1 H2 ...` after `kayles` (Kayles, `octal 0.77`).
pub fn parse_kayles(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    heaps(row, Arc::new(OctalCode::kayles()))
}

/// Parses `H1 H2 ...` after `dawson` (Dawson's Kayles, `octal 0.07`).
pub fn parse_dawson(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    heaps(row, Arc::new(OctalCode::dawson()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Limits;

    fn code(text: &str) -> Arc<OctalCode> {
        Arc::new(OctalCode::parse(text).expect("a valid code"))
    }

    fn heap(code: &Arc<OctalCode>, heap: u64) -> Atom {
        Atom::Octal(Octal {
            code: Arc::clone(code),
            heap,
        })
    }

    /// Values of heaps `0..len` computed straight from the rule with no period.
    fn long_table(code: &OctalCode, len: usize) -> Vec<u64> {
        let mut values = Vec::new();
        extend_octal_values(code, &mut values, len, &mut Budget::new(u64::MAX)).unwrap();
        values
    }

    const CODES: &[&str] = &[
        "0.77", "0.07", "0.137", "4.07", "0.6", "0.51", "0.4", "4.0", "0.1", "0.3", "0.71", "4.37",
        "0.007", "0.15",
    ];

    #[test]
    fn table_and_moves_match_brute_force_on_heaps_up_to_60() {
        for text in CODES {
            let code = code(text);
            let mut brute = Engine::brute_force(&Limits::default());
            let mut fast = Engine::new(&Limits::default());
            for n in 0..=60 {
                let atom = heap(&code, n);
                let value = brute.sg(&atom).unwrap();
                assert_eq!(fast.sg(&atom), Ok(value), "{text} heap {n}");
                for target in 0..=value + 8 {
                    let by_table = fast.moves_to_value(&atom, target, usize::MAX).unwrap();
                    let by_search = brute.moves_to_value(&atom, target, usize::MAX).unwrap();
                    assert_eq!(by_table, by_search, "{text} heap {n} to value {target}");
                    let short = fast.moves_to_value(&atom, target, 2).unwrap();
                    assert_eq!(short.total, by_search.total);
                    assert_eq!(short.options[..], by_search.options[..short.options.len()]);
                    assert!(short.options.len() <= 2);
                }
            }
        }
    }

    #[test]
    fn proved_periods_agree_with_long_tables() {
        for text in CODES {
            let code = code(text);
            let mut engine = Engine::new(&Limits::default());
            let report = heap(&code, 0).period(&mut engine).unwrap().unwrap();
            let table = engine.table(&heap(&code, 0).head()).unwrap();
            if report.period.is_some() {
                let long = long_table(&code, 1500);
                for (n, &value) in long.iter().enumerate() {
                    assert_eq!(table.value(n as u64), Some(value), "{text} heap {n}");
                }
            }
        }
    }

    // OEIS A002186, Sprague-Grundy values for Kayles (octal game .77), n = 0..104, as
    // listed on oeis.org/A002186 (Winning Ways p. 91).
    const A002186: [u64; 105] = [
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4,
        7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4,
        7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1,
    ];

    // OEIS A002187, Sprague-Grundy values for Dawson's chess (octal game .137), n = 0..121,
    // as listed on oeis.org/A002187; Dawson's Kayles (.07) has the values a(n-1) (same page).
    const A002187: [u64; 122] = [
        0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
        5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2,
        1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1,
        1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9,
        3, 3,
    ];

    #[test]
    fn published_values_of_kayles_and_dawson() {
        let mut engine = Engine::new(&Limits::default());
        let kayles = code("0.77");
        let chess = code("0.137");
        let dawson = code("0.07");
        for (n, &value) in A002186.iter().enumerate() {
            assert_eq!(engine.sg(&heap(&kayles, n as u64)), Ok(value), "kayles {n}");
        }
        for (n, &value) in A002187.iter().enumerate() {
            assert_eq!(engine.sg(&heap(&chess, n as u64)), Ok(value), "0.137 {n}");
            assert_eq!(
                engine.sg(&heap(&dawson, n as u64 + 1)),
                Ok(value),
                "0.07 {n}"
            );
        }
    }

    #[test]
    fn kayles_and_dawson_periods() {
        let mut engine = Engine::new(&Limits::default());
        let kayles = heap(&code("0.77"), 0).period(&mut engine).unwrap().unwrap();
        assert_eq!(
            kayles.period,
            Some(Periodicity {
                preperiod: 71,
                period: 12
            })
        );
        assert!(kayles.certificate.contains("Guy-Smith"));
        let dawson = heap(&code("0.07"), 0).period(&mut engine).unwrap().unwrap();
        assert_eq!(
            dawson.period,
            Some(Periodicity {
                preperiod: 53,
                period: 34
            })
        );
        let chess = heap(&code("0.137"), 0)
            .period(&mut engine)
            .unwrap()
            .unwrap();
        assert_eq!(
            chess.period,
            Some(Periodicity {
                preperiod: 52,
                period: 34
            })
        );
    }

    #[test]
    fn huge_heaps_answer_by_the_period() {
        let mut engine = Engine::new(&Limits::default());
        let kayles = code("0.77");
        for n in [1_000_000_000_000, u64::MAX, u64::MAX - 5] {
            let folded = 71 + (n - 71) % 12;
            let expected = A002186[folded as usize];
            let atom = heap(&kayles, n);
            assert_eq!(engine.sg(&atom), Ok(expected));
            for target in 0..10 {
                let found = engine.moves_to_value(&atom, target, 20).unwrap();
                let total = found.total.unwrap();
                assert_eq!(found.options.len() as u128, total.min(20));
                for option in &found.options {
                    assert_eq!(engine.sg_of_sum(option), Ok(target));
                }
            }
        }
        let mut brute = Engine::brute_force(&Limits::default());
        assert!(matches!(
            brute.sg(&heap(&kayles, u64::MAX)),
            Err(LimitError::TooLarge { .. })
        ));
    }

    #[test]
    fn periodic_counting_matches_direct_counting() {
        for text in ["0.77", "0.07", "0.137", "4.07"] {
            let code = code(text);
            let long = long_table(&code, 1400);
            let mut engine = Engine::new(&Limits::default());
            for n in (1000..1400).step_by(7) {
                let atom = heap(&code, n);
                for target in 0..12 {
                    let found = engine.moves_to_value(&atom, target, 3).unwrap();
                    let mut expected: Vec<Vec<Atom>> = Vec::new();
                    let mut total = 0u128;
                    for (k, digit) in code.moves() {
                        let (n, k) = (n as usize, k as usize);
                        if digit & 2 != 0 && long[n - k] == target {
                            total += 1;
                            expected.push(vec![heap(&code, (n - k) as u64)]);
                        }
                        if digit & 4 != 0 {
                            for a in 1..=(n - k) / 2 {
                                if long[a] ^ long[n - k - a] == target {
                                    total += 1;
                                    expected.push(vec![
                                        heap(&code, a as u64),
                                        heap(&code, (n - k - a) as u64),
                                    ]);
                                }
                            }
                        }
                    }
                    expected.truncate(3);
                    assert_eq!(found.total, Some(total), "{text} {n} {target}");
                    assert_eq!(found.options, expected, "{text} {n} {target}");
                }
            }
        }
    }

    #[test]
    fn unproved_games_stop_cleanly() {
        let mut engine = Engine::new(&Limits::default());
        let code = code("0.6");
        assert!(matches!(
            engine.sg(&heap(&code, 1_000_000_000_000)),
            Err(LimitError::TooLarge { .. })
        ));
        let report = heap(&code, 0).period(&mut engine).unwrap().unwrap();
        assert_eq!(report.period, None);
        assert_eq!(report.checked_to, OCTAL_SEARCH_BOUND);
        let mut small = Engine::with_budget(Budget::new(5_000));
        let report = heap(&code, 0).period(&mut small).unwrap().unwrap();
        assert_eq!(report.period, None);
        assert!(report.checked_to < OCTAL_SEARCH_BOUND);
        assert!(report.certificate.contains("work limit"));
        let mut tiny = Engine::with_budget(Budget::new(0));
        assert!(matches!(
            heap(&code, 0).period(&mut tiny),
            Some(Err(LimitError::TooLarge { .. }))
        ));
    }

    #[test]
    fn analysis_of_a_huge_kayles_sum_lists_winning_moves() {
        let limits = Limits::default();
        let analysis =
            crate::analysis::analyze_text("kayles 1000000000000 + nim 3", &limits).unwrap();
        assert_eq!(
            analysis.sg,
            Some(A002186[71 + (1_000_000_000_000 - 71) % 12] ^ 3)
        );
        assert_eq!(analysis.winning_moves.len(), limits.max_listed_moves);
        let mut engine = Engine::new(&limits);
        for game in &analysis.winning_moves {
            let again = crate::parse(&game.to_string()).unwrap();
            assert_eq!(&again, game);
            assert_eq!(engine.sg_of_sum(&again.atoms), Ok(0), "{game}");
        }
    }

    #[test]
    fn the_code_message_states_the_digit_limit() {
        // The message states the limit.
        let message = Invalid::BadOctalCode.describe(crate::i18n::Lang::En);
        assert!(message.contains(&MAX_CODE_DIGITS.to_string()), "{message}");
    }
}
