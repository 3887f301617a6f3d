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
//!
//! The table ([`SplitTable`], in `octal/`) has no fixed heap bound: it grows until its period
//! is proved, by the plain mex or by the rare/common-value method (`octal/rare.rs`), with the
//! periodicity test run as it grows (`octal/watch.rs`), and only the work and memory limits
//! of the [`Budget`] stop it.

mod method;
// The record kernels (cargo feature `record`, on by default, in both wasm modules): the
// rare/common-value method and the two-thread pipeline. Without them the plain mex computes
// the same values, slower, and a table stops where they would take over (`light.needs_full`).
#[cfg(feature = "record")]
mod pipeline;
#[cfg_attr(not(feature = "record"), allow(dead_code))]
mod plain;
#[cfg(feature = "record")]
mod rare;
mod rule;
mod table;
#[cfg_attr(not(feature = "record"), allow(dead_code))]
mod values;
mod watch;
#[cfg_attr(not(feature = "record"), allow(dead_code))]
mod witness;

use std::sync::Arc;

use crate::context::Context;
use crate::games::{charge_options, Atom, MoveList, PeriodReport, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, Invalid, ParseError, ParseErrorKind, RowParser, Token, TokenKind};
use crate::period::{Certificate, HeapTable, HeapValues, Periodicity};

pub(crate) use rule::SplitRule;
pub(crate) use table::TABLE_STEPS_PER_WORK_UNIT;
pub use table::{SplitTable, TableMethod};

/// The most code digits after the point (so `t <= 32`).
pub const MAX_CODE_DIGITS: usize = 32;

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

    /// Dawson's chess, `0.137` (OEIS A002187).
    pub fn dawsons_chess() -> Self {
        OctalCode {
            digits: vec![0, 1, 3, 7],
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
    pub(crate) fn moves(&self) -> impl Iterator<Item = (u64, u8)> + '_ {
        self.digits
            .iter()
            .enumerate()
            .filter(|&(_, &d)| d != 0)
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

    fn numbers(&self) -> Vec<u64> {
        vec![self.heap]
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

    fn sg_by_theorem(&self, context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        heap_value(&self.code, &self.head(), self.heap, context).map(Some)
    }

    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        let table = table_covering(&self.head(), || octal_table(&self.code), self.heap, context)?;
        let limit = context.budget.limit();
        let value = |heap: u64| table.value(heap).ok_or(LimitError::TooLarge { limit });
        let n = self.heap;
        let mut found = MoveList::counted();
        for (k, digit) in self.code.moves() {
            if digit & 1 != 0 && n == k && target == 0 {
                found.add(max, 1, |_| Ok::<_, LimitError>(vec![vec![]]))?;
            }
            if digit & 2 != 0 && n > k && value(n - k)? == target {
                found.add(max, 1, |_| {
                    Ok::<_, LimitError>(vec![vec![self.atom(n - k)]])
                })?;
            }
            if digit & 4 != 0 && n >= k.saturating_add(2) {
                let splits = count_splits(&table, n - k, target, context.budget)?;
                found.add(max, splits.total, |room| {
                    let listed = splits.list(room, &table, context.budget)?;
                    Ok::<_, LimitError>(
                        listed
                            .into_iter()
                            .map(|a| vec![self.atom(a), self.atom(n - k - a)])
                            .collect(),
                    )
                })?;
            }
        }
        Ok(Some(found))
    }

    fn with_heap(&self, heap: u64) -> Option<Self> {
        Some(Octal {
            code: Arc::clone(&self.code),
            heap,
        })
    }

    fn period(&self, context: &mut Context<'_>) -> Result<Option<PeriodReport>, LimitError> {
        self.period_within(None, context)
    }

    fn period_within(
        &self,
        max_heap: Option<u64>,
        context: &mut Context<'_>,
    ) -> Result<Option<PeriodReport>, LimitError> {
        octal_period(&self.code, &self.head(), max_heap, context).map(Some)
    }

    fn heap_values(
        &self,
        last: u64,
        context: &mut Context<'_>,
    ) -> Result<Option<HeapValues>, LimitError> {
        split_heap_values(self, last, context).map(Some)
    }

    fn heap_sequence(
        &self,
        to: u64,
        context: &mut Context<'_>,
    ) -> Result<Option<Vec<u64>>, LimitError> {
        octal_sequence(&self.code, &self.head(), to, context).map(Some)
    }
}

/// The values of heaps `0..=last` of a splitting game (an octal game, Grundy's game): its
/// split table is grown to `last` (or to its proved period) through the game's own value
/// of heap `last`, then read into cells, keeping one period when it is proved.
pub(crate) fn split_heap_values<P: Play>(
    game: &P,
    last: u64,
    context: &mut Context<'_>,
) -> Result<HeapValues, LimitError> {
    let too_large = |context: &Context<'_>| LimitError::TooLarge {
        limit: context.budget.limit(),
    };
    let mut head = String::new();
    game.write_head(&mut head);
    let atom = game.with_heap(last).ok_or_else(|| too_large(context))?;
    atom.sg_by_theorem(context)?;
    let Some(table) = context.tables.get::<SplitTable>(&head) else {
        return Err(too_large(context));
    };
    let end = match table.period() {
        Some(p) => last.min(p.preperiod.saturating_add(p.period).saturating_sub(1)),
        None => last,
    };
    let mut cells = crate::period::Cells::with_capacity(
        usize::try_from(end.saturating_add(1)).unwrap_or(0),
        None,
    );
    for heap in 0..=end {
        cells.push(table.value(heap).ok_or_else(|| too_large(context))?);
    }
    Ok(match table.period() {
        Some(period) => HeapValues::periodic(cells, period, last),
        None => HeapValues::table(cells, last),
    })
}

/// The period of an octal game as the Guy–Smith theorem proves it, growing the table at
/// most to heap `max_heap` (if given). A table stopped by the work or memory limit, or by
/// `max_heap`, reports no period with the heaps computed and the limit that stopped it.
pub(crate) fn octal_period(
    code: &OctalCode,
    head: &str,
    max_heap: Option<u64>,
    context: &mut Context<'_>,
) -> Result<PeriodReport, LimitError> {
    let t = code.last_digit() as u64;
    let max_len =
        max_heap.map(|heap| usize::try_from(heap.saturating_add(1)).unwrap_or(usize::MAX));
    let (table, grown) = grow_split_table(context, head, || octal_table(code), None, max_len);
    let stopped_by = match grown {
        Ok(()) => None,
        Err(error @ (LimitError::TableWork { .. } | LimitError::TableMemory { .. }))
            if !table.is_empty() =>
        {
            Some(error)
        }
        Err(error) => return Err(error),
    };
    let checked_to = table.len().saturating_sub(1);
    let certificate = match (table.period(), stopped_by) {
        (Some(found), _) => guy_smith_certificate(found, t, checked_to),
        (None, Some(error)) => Certificate::new("period.octal_stopped")
            .param("checked", checked_to)
            .limit("reason", error),
        (None, None) => Certificate::new("period.octal_asked").param("checked", checked_to),
    };
    Ok(PeriodReport {
        period: table.period(),
        checked_to,
        certificate,
    })
}

/// An empty table of an octal code, with the periodicity test.
fn octal_table(code: &OctalCode) -> SplitTable {
    SplitTable::new(SplitRule::octal(code), true)
}

/// The cached table of the splitting game with row head `head` (made by `make` if new),
/// grown until it holds `want_len` heaps or its period is proved, at most to `max_len`
/// heaps. The table is cached again even when a limit stops it, with the values so far.
pub(crate) fn grow_split_table(
    context: &mut Context<'_>,
    head: &str,
    make: impl FnOnce() -> SplitTable,
    want_len: Option<usize>,
    max_len: Option<usize>,
) -> (Arc<SplitTable>, Result<(), LimitError>) {
    if let Some(table) = context.tables.get::<SplitTable>(head) {
        let covered = table.period().is_some()
            || want_len.is_some_and(|want| table.len() >= want as u64)
            || max_len.is_some_and(|max| table.len() >= max as u64);
        if covered {
            return (table, Ok(()));
        }
    }
    let mut shared = context
        .tables
        .remove::<SplitTable>(head)
        .unwrap_or_else(|| Arc::new(make()));
    let grown = Arc::make_mut(&mut shared).grow(want_len, max_len, context.budget);
    context.tables.insert(head.to_string(), Arc::clone(&shared));
    (shared, grown)
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
    table: &SplitTable,
    rest: u64,
    target: u64,
    budget: &mut Budget,
) -> Result<Splits, LimitError> {
    let half = rest / 2;
    let explicit_end = half.min(table.len());
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
        let period = table.period().map_or(0, |p| p.period);
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
        table: &SplitTable,
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
    context: &mut Context<'_>,
) -> Result<u64, LimitError> {
    let table = table_covering(head, || octal_table(code), heap, context)?;
    table.value(heap).ok_or(LimitError::TooLarge {
        limit: context.budget.limit(),
    })
}

/// The values of heaps `0..=to`, read from the game's table (no engine memo, no atoms).
pub(crate) fn octal_sequence(
    code: &OctalCode,
    head: &str,
    to: u64,
    context: &mut Context<'_>,
) -> Result<Vec<u64>, LimitError> {
    let table = table_covering(head, || octal_table(code), to, context)?;
    read_sequence(&table, to, context)
}

/// Heaps `0..=to` of a table that covers `to`, one unit of work per heap.
pub(crate) fn read_sequence(
    table: &SplitTable,
    to: u64,
    context: &mut Context<'_>,
) -> Result<Vec<u64>, LimitError> {
    context.budget.charge(to.saturating_add(1))?;
    let too_large = || LimitError::TooLarge {
        limit: context.budget.limit(),
    };
    (0..=to)
        .map(|heap| table.value(heap).ok_or_else(too_large))
        .collect()
}

/// The cached table of the splitting game `head` (made by `make` the first time), grown
/// until it gives the value of `heap` (by its values or its period); partial progress is
/// kept in the context's tables.
pub(crate) fn table_covering(
    head: &str,
    make: impl FnOnce() -> SplitTable,
    heap: u64,
    context: &mut Context<'_>,
) -> Result<Arc<SplitTable>, LimitError> {
    // A heap past what usize counts is wanted all the same (never covered): the table
    // then stops at its memory limit, at once when it has no periodicity test.
    let want_len = usize::try_from(heap).map_or(usize::MAX, |heap| heap.saturating_add(1));
    let (table, grown) = grow_split_table(context, head, make, Some(want_len), None);
    if table.value(heap).is_some() {
        return Ok(table);
    }
    grown?;
    Err(LimitError::TableMemory {
        max_bytes: context.budget.max_table_bytes(),
        largest_heap: (context.budget.max_table_bytes() / table.value_bytes()).saturating_sub(1),
    })
}

/// The one-line certificate of a period proved by the Guy–Smith test.
pub(crate) fn guy_smith_certificate(found: Periodicity, t: u64, checked_to: u64) -> Certificate {
    let Periodicity { preperiod, period } = found;
    let window_end = preperiod
        .max(1)
        .saturating_mul(2)
        .saturating_add(period)
        .saturating_add(t);
    Certificate::new("period.guy_smith")
        .param("period", period)
        .param("preperiod", preperiod)
        .param("window_end", window_end)
        .param("start", preperiod.max(1))
        .param("t", t)
        .param("checked", checked_to)
}

/// The value of a Kayles heap (`octal 0.77`), for games built on Kayles lines (`circle`).
pub(crate) fn kayles_value(heap: u64, context: &mut Context<'_>) -> Result<u64, LimitError> {
    heap_value(&OctalCode::kayles(), "kayles", heap, context)
}

/// The proved Kayles table (with its period), for games built on Kayles lines.
pub(crate) fn kayles_table(context: &mut Context<'_>) -> Result<Arc<HeapTable>, LimitError> {
    let code = OctalCode::kayles();
    let (table, grown) = grow_split_table(context, "kayles", || octal_table(&code), None, None);
    grown?;
    Ok(Arc::new(HeapTable {
        values: table.values_u64(),
        period: table.period(),
    }))
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
    row.heaps(|heap| {
        Atom::Octal(Octal {
            code: Arc::clone(&code),
            heap,
        })
    })
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
    use crate::engine::Engine;
    use crate::testing::{period_of, periodic, Search};
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

    /// Values of heaps `0..len` computed straight from the rule (plain mex) with no period.
    fn long_table(code: &OctalCode, len: usize) -> Vec<u64> {
        let mut table = SplitTable::octal(code, TableMethod::Plain, false);
        table
            .grow_to(len as u64, &mut Budget::new(u64::MAX))
            .unwrap();
        table.values_u64()
    }

    const CODES: &[&str] = &[
        "0.77", "0.07", "0.137", "4.07", "0.6", "0.51", "0.4", "4.0", "0.1", "0.3", "0.71", "4.37",
        "0.007", "0.15",
    ];

    #[test]
    fn table_and_moves_match_brute_force_on_heaps_up_to_60() {
        for text in CODES {
            let code = code(text);
            let mut search = Search::new();
            for n in 0..=60 {
                let atom = heap(&code, n);
                let max_target = search.brute.sg(&atom).unwrap() + 8;
                search.check_cut_in_order(&atom, max_target);
            }
        }
    }

    /// Codes of [`CODES`] whose period is an open problem: `.6` (Officers) and `.007`
    /// (Treblecross), Winning Ways ch. 4 and Flammenkamp's table of octal games.
    const UNSOLVED: &[&str] = &["0.6", "0.007"];

    #[test]
    fn proved_periods_agree_with_long_tables() {
        for text in CODES {
            let code = code(text);
            let mut engine = Engine::new(&Limits::default());
            let report = heap(&code, 0)
                .period(&mut engine.context())
                .unwrap()
                .unwrap();
            let table = engine
                .tables()
                .get::<SplitTable>(&heap(&code, 0).head())
                .unwrap();
            let long = long_table(&code, 1500);
            if UNSOLVED.contains(text) {
                // No period is known, so none may be claimed; the values computed agree.
                assert_eq!(report.period, None, "{text} claims a period");
                assert!(report.checked_to >= 1500, "{text}: {}", report.checked_to);
            } else {
                // A missing period is a failure here, not a skipped check.
                let period = report.period.unwrap_or_else(|| panic!("{text}: no period"));
                assert!(period.period >= 1, "{text}");
            }
            // Past its computed part the table answers by the period: checked too.
            for (n, &value) in long.iter().enumerate() {
                assert_eq!(table.value(n as u64), Some(value), "{text} heap {n}");
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
        assert_eq!(period_of(heap(&code("0.77"), 0)), periodic(71, 12));
        let mut engine = Engine::new(&Limits::default());
        let kayles = heap(&code("0.77"), 0).period(&mut engine.context());
        let certificate = kayles.unwrap().unwrap().certificate.to_string();
        assert!(certificate.contains("Guy-Smith"));
        assert_eq!(period_of(heap(&code("0.07"), 0)), periodic(53, 34));
        assert_eq!(period_of(heap(&code("0.137"), 0)), periodic(52, 34));
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
    fn unproved_games_stop_cleanly_at_the_limit_that_stopped_them() {
        // .6 is not known to be periodic: only the limits stop its table.
        let code = code("0.6");
        let mut engine = Engine::new(&Limits::default());
        let error = engine.sg(&heap(&code, 1_000_000_000_000)).unwrap_err();
        let LimitError::TableWork {
            limit,
            largest_heap,
        } = error
        else {
            panic!("{error:?}")
        };
        assert_eq!(limit, Limits::default().max_work);
        assert!(largest_heap > 10_000, "{largest_heap}");
        // The heaps that fit are answered by the same engine.
        assert!(engine.sg(&heap(&code, largest_heap)).is_ok());
        let report = heap(&code, 0)
            .period(&mut engine.context())
            .unwrap()
            .unwrap();
        assert_eq!(report.period, None);
        assert!(report.checked_to >= largest_heap);
        assert!(
            report.certificate.to_string().contains("work limit"),
            "{}",
            report.certificate
        );
        // A small budget stops earlier and says so.
        let mut small = Engine::with_budget(Budget::new(5_000));
        let report = heap(&code, 0)
            .period(&mut small.context())
            .unwrap()
            .unwrap();
        assert_eq!(report.period, None);
        assert!(report.checked_to < largest_heap);
        // Work is charged a thousand units at a time, so even no budget stops a table early.
        let mut tiny = Engine::with_budget(Budget::new(0));
        let report = heap(&code, 0).period(&mut tiny.context()).unwrap().unwrap();
        assert!(report.checked_to < 5000, "{}", report.checked_to);
        assert!(report
            .certificate
            .to_string()
            .contains("work limit of 0 units"));
        // The memory limit names the largest heap whose table fits.
        let mut narrow = Engine::with_budget(Budget::new(u64::MAX).with_max_table_bytes(3000));
        assert_eq!(
            narrow.sg(&heap(&code, 5000)),
            Err(LimitError::TableMemory {
                max_bytes: 3000,
                largest_heap: 2999
            })
        );
        assert!(narrow.sg(&heap(&code, 2999)).is_ok());
        let message = LimitError::TableMemory {
            max_bytes: 3000,
            largest_heap: 2999,
        };
        assert!(message.to_string().contains("2999"));
        assert_ne!(
            message.render(crate::i18n::Lang::Zh.words()),
            message.render(crate::i18n::Lang::En.words())
        );
    }

    #[test]
    fn max_heap_caps_the_period_search() {
        let mut engine = Engine::new(&Limits::default());
        let report = octal_period(
            &code("0.16"),
            "octal 0.16",
            Some(5000),
            &mut engine.context(),
        )
        .unwrap();
        assert_eq!(report.period, None);
        assert_eq!(report.checked_to, 5000);
        assert!(report
            .certificate
            .to_string()
            .contains("largest heap asked for"));
        let kayles =
            octal_period(&code("0.77"), "kayles", Some(5000), &mut engine.context()).unwrap();
        assert_eq!(kayles.period.map(|p| p.period), Some(12));
    }

    /// Codes with splitting digits (bit 4), whose tables the rare/common method computes.
    const SPLITTING_CODES: &[&str] = &[
        "0.77", "0.07", "0.137", "4.07", "0.6", "0.4", "4.0", "0.16", "0.56", "0.354", "0.1777",
        "0.127", "0.356", "0.165", "0.376", "0.45", "0.156", "0.644", "0.26", "0.36", "0.64",
        "0.74", "4.4", "0.06", "0.0007", "0.3407", "4.1604",
    ];

    #[test]
    fn fast_tables_equal_plain_tables_to_3000() {
        for text in SPLITTING_CODES {
            let code = code(text);
            let plain = long_table(&code, 3000);
            for method in [TableMethod::Auto, TableMethod::Sparse] {
                let mut fast = SplitTable::octal(&code, method, false);
                fast.grow_to(3000, &mut Budget::new(u64::MAX)).unwrap();
                assert_eq!(fast.values_u64(), plain, "{text} {method:?}");
            }
        }
    }

    #[test]
    fn the_sparse_method_is_chosen_where_it_wins() {
        for (text, sparse) in [
            ("0.16", true),
            ("0.354", true),
            ("0.07", false),
            ("0.137", false),
        ] {
            let mut table = SplitTable::octal(&code(text), TableMethod::Auto, false);
            table.grow_to(5000, &mut Budget::new(u64::MAX)).unwrap();
            assert_eq!(table.rare_count().is_some(), sparse, "{text}");
        }
    }

    /// Published periods (Winning Ways ch. 4; OEIS A071430 for .16, A071464 for .127, from
    /// Gangolli and Plambeck 1989): OEIS states the last exception `n`, so the preperiod
    /// (first heap of the periodic part) is `n + 1`.
    #[test]
    fn published_long_periods() {
        for (text, preperiod, period) in [("0.16", 105_351, 149_459), ("0.127", 46_578, 4)] {
            let mut engine = Engine::with_budget(Budget::new(u64::MAX));
            let report = heap(&code(text), 0)
                .period(&mut engine.context())
                .unwrap()
                .unwrap();
            assert_eq!(
                report.period,
                Some(Periodicity { preperiod, period }),
                "{text}"
            );
        }
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
        let message = Invalid::BadOctalCode.describe(crate::i18n::Lang::En.words());
        assert!(message.contains(&MAX_CODE_DIGITS.to_string()), "{message}");
    }
}
