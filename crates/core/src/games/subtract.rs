//! Subtraction game on a finite set (Set-Nim, 集合-Nim, AcWing 891):
//! `subtract {a,b,c} H1 H2 ...` or `subtract {a..b} H1 H2 ...`; a move takes exactly `s`
//! tokens from one heap, for some `s` in the set.
//!
//! Theorem (Golomb 1966, "A mathematical investigation of games of take-away"; Winning Ways
//! ch. 4): the values of a finite subtraction game are eventually periodic. Certificate used
//! here, with `k = max(S)`: for `n >= k` every move is available, so `g(n)` is the mex of
//! `g(n-s)` and depends only on the `k` values before `n`. Hence if the `k` values from `e`
//! equal the `k` values from `e+p`, then `g(n+p) = g(n)` for every `n >= e`. The period is
//! found by Brent's cycle detection on these windows of `k` values (rolling hash, each hash
//! match confirmed by comparing the windows), so it is the least period with the least
//! preperiod. The table up to the end of the first repeated window then answers every u64
//! heap.
//!
//! Bounds, to keep memory and time bounded: a set has at most [`MAX_SET_LEN`] elements
//! written (a range counts its length) and no element above [`MAX_SET_ELEMENT`]; each value
//! computed costs `|S| + 1` units of the budget, and the table (8 bytes a value) is bounded
//! by the budget's table memory limit. When no period is found within these, heaps the
//! partial table covers are still answered and larger ones give a limit error.
//!
//! `sglab sequence` ([`Play::heap_values`]) looks for the period first, computing no more
//! values than the plain table of the heaps asked for, then reads every heap from one
//! period: `subtract {1..1000}` to 10^8 heaps holds 1001 values.

use std::sync::Arc;

use crate::context::Context;
use crate::games::{charge_moves, charge_options, Atom, MoveList, PeriodReport, Play};
use crate::limits::{Budget, LimitError};
use crate::mex::MexScratch;
use crate::notation::set::parse_set;
use crate::notation::{Expected, ParseError, ParseErrorKind, RowParser, TokenKind};
use crate::period::{Cells, Certificate, HeapTable, HeapValues, Periodicity};

/// The most elements a subtraction set may be written with (ranges count their length).
pub const MAX_SET_LEN: usize = 10_000;

/// The largest element a subtraction set may hold.
pub const MAX_SET_ELEMENT: u64 = 100_000;

/// Bytes per value of a subtraction game's table (charged against the table memory limit).
const VALUE_BYTES: u64 = 8;

/// One heap of a subtraction game with its set of allowed moves.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Subtract {
    /// The allowed move sizes: sorted, distinct, positive (shared by all heaps of a row).
    pub set: Arc<[u64]>,
    /// Tokens in the heap.
    pub heap: u64,
}

impl Subtract {
    /// Whether the set is one the period finder accepts: non-empty, strictly increasing,
    /// positive and within [`MAX_SET_LEN`] and [`MAX_SET_ELEMENT`]. The parser only makes
    /// such sets; any other falls back to the engine's exhaustive search.
    fn set_is_valid(&self) -> bool {
        let set = &self.set;
        !set.is_empty()
            && set.len() <= MAX_SET_LEN
            && set.first().is_some_and(|&first| first >= 1)
            && set.last().is_some_and(|&last| last <= MAX_SET_ELEMENT)
            && set.windows(2).all(|pair| pair[0] < pair[1])
    }

    /// The row head, the key of the cached table.
    fn head(&self) -> String {
        let mut out = String::new();
        self.write_head(&mut out);
        out
    }

    /// The cached or newly computed table; succeeds when it has a period or covers `need`.
    /// A heap below `2 max(S) + 4096` is answered from a plain table grown exactly to it,
    /// without looking for the period; a larger heap, or `need = None`, finds the period.
    fn table(
        &self,
        context: &mut Context<'_>,
        need: Option<u64>,
    ) -> Result<Arc<HeapTable>, LimitError> {
        self.table_within(context, need, usize::MAX)
    }

    /// [`Subtract::table`], looking for the period with at most `cap` values.
    fn table_within(
        &self,
        context: &mut Context<'_>,
        need: Option<u64>,
        cap: usize,
    ) -> Result<Arc<HeapTable>, LimitError> {
        let key = self.head();
        let covers = |values: &[u64]| need.is_some_and(|n| n < values.len() as u64);
        if let Some(table) = context.tables.get::<HeapTable>(&key)
            && (table.period.is_some() || covers(&table.values))
        {
            return Ok(table);
        }
        let mut values = crate::period::take_table_values(context.tables, &key);
        let k = self.set.last().copied().unwrap_or(0);
        let direct_limit = k.saturating_mul(2).saturating_add(4096);
        let (outcome, period) = match need.filter(|&n| n < direct_limit) {
            Some(n) => {
                // n < direct_limit <= 2 * MAX_SET_ELEMENT + 4096, so this fits in usize.
                let len = usize::try_from(n + 1).unwrap_or(usize::MAX);
                (
                    extend_table(&self.set, &mut values, len, context.budget),
                    None,
                )
            }
            None => match brent(&self.set, &mut values, cap, context.budget) {
                Ok(period) => (Ok(()), period),
                Err(error) => (Err(error), None),
            },
        };
        let answered = period.is_some() || covers(&values);
        let table = Arc::new(HeapTable { values, period });
        context.tables.insert(key, Arc::clone(&table));
        match outcome {
            Err(error) if !answered => Err(error),
            Ok(()) if !answered => Err(LimitError::TooLarge {
                limit: context.budget.limit(),
            }),
            _ => Ok(table),
        }
    }

    /// The values of heaps `0..=last` for `sglab sequence`: the period is looked for first,
    /// computing at most the `last + 1` values a plain table would (so a period proves
    /// itself within the values the request needs anyway); found, the table keeps one
    /// period and every heap is read from it. A limit that stops the table names the
    /// largest heap computed within it.
    fn values_to(&self, last: u64, context: &mut Context<'_>) -> Result<HeapValues, LimitError> {
        let key = self.head();
        let cached = context.tables.get::<HeapTable>(&key);
        if let Some(table) = &cached {
            match table.period {
                Some(period) => {
                    return Ok(HeapValues::periodic(
                        Cells::from_slice(&table.values),
                        period,
                        last,
                    ))
                }
                None if last < table.values.len() as u64 => {
                    return Ok(HeapValues::table(Cells::from_slice(&table.values), last))
                }
                None => {}
            }
        }
        drop(cached);
        let mut values = crate::period::take_table_values(context.tables, &key);
        let cap = usize::try_from(last.saturating_add(1)).unwrap_or(usize::MAX);
        let found = brent(&self.set, &mut values, cap, context.budget);
        let table = Arc::new(HeapTable {
            values,
            period: found.as_ref().ok().copied().flatten(),
        });
        context.tables.insert(key, Arc::clone(&table));
        let largest_heap = (table.values.len() as u64).saturating_sub(1);
        match found {
            Ok(Some(period)) => Ok(HeapValues::periodic(
                Cells::from_slice(&table.values),
                period,
                last,
            )),
            Ok(None) => Ok(HeapValues::table(Cells::from_slice(&table.values), last)),
            Err(LimitError::TooLarge { limit }) => Err(LimitError::TableWork {
                limit,
                largest_heap,
            }),
            Err(error) => Err(error),
        }
    }

    /// The move sizes that fit in this heap, in increasing order.
    fn moves(&self) -> impl Iterator<Item = u64> + '_ {
        let heap = self.heap;
        self.set.iter().copied().take_while(move |&s| s <= heap)
    }
}

/// Extends `values` (the values of heaps `0..values.len()`) to `len` values by the mex
/// rule, charging `|S| + 1` units per value. The table is bounded by the budget's memory
/// limit of one table ([`Budget::max_table_bytes`], 8 bytes per value), not by a fixed
/// length: past it, [`LimitError::TableMemory`] names the largest heap that fits.
fn extend_table(
    set: &[u64],
    values: &mut Vec<u64>,
    len: usize,
    budget: &mut Budget,
) -> Result<(), LimitError> {
    let fits = budget.max_table_bytes() / VALUE_BYTES;
    if len as u64 > fits {
        return Err(LimitError::TableMemory {
            max_bytes: budget.max_table_bytes(),
            largest_heap: fits.saturating_sub(1),
        });
    }
    values.reserve_exact(len.saturating_sub(values.len()));
    let mut scratch = MexScratch::default();
    let per_value = u64::try_from(set.len())
        .unwrap_or(u64::MAX)
        .saturating_add(1);
    while values.len() < len {
        budget.charge(per_value)?;
        let n = values.len();
        // A heap has at most |S| options, so its value is at most |S|.
        scratch.start(set.len());
        for &s in set {
            let Some(before) = usize::try_from(s).ok().and_then(|s| n.checked_sub(s)) else {
                break;
            };
            if let Some(&value) = values.get(before) {
                scratch.mark(value);
            }
        }
        values.push(scratch.mex());
    }
    Ok(())
}

/// Multiplier of the rolling hash of windows (an odd 64-bit constant, FNV's prime).
const HASH_BASE: u64 = 0x0000_0100_0000_01b3;

/// Brent's cycle detection on the windows `values[i..i+k]`, `k = max(S)`: each window
/// determines the next, so the first repeat gives the period (see the module header).
/// `Ok(None)` when the period would need more than `cap` values (the values then cover
/// heaps `0..cap`).
fn brent(
    set: &[u64],
    values: &mut Vec<u64>,
    cap: usize,
    budget: &mut Budget,
) -> Result<Option<Periodicity>, LimitError> {
    let too_large = LimitError::TooLarge {
        limit: budget.limit(),
    };
    let k = set
        .last()
        .and_then(|&k| usize::try_from(k).ok())
        .ok_or_else(|| too_large.clone())?;
    // Whether the values reach `len` (computing them), or stop at `cap`.
    let ensure = |values: &mut Vec<u64>, len: usize, budget: &mut Budget| {
        if values.len() >= len {
            return Ok(true);
        }
        let reachable = len <= cap;
        extend_table(set, values, len.min(cap), budget)?;
        Ok::<bool, LimitError>(reachable)
    };
    if !ensure(values, k + 1, budget)? {
        return Ok(None);
    }
    let window = |values: &[u64], i: usize| values.get(i..i + k).map(<[u64]>::to_vec);
    let hash_of = |values: &[u64], i: usize| {
        values
            .get(i..i + k)
            .unwrap_or(&[])
            .iter()
            .fold(0u64, |hash, &v| {
                hash.wrapping_mul(HASH_BASE).wrapping_add(v)
            })
    };
    // HASH_BASE^(k-1), the weight of a window's first value.
    let mut top_weight: u64 = 1;
    for _ in 1..k {
        top_weight = top_weight.wrapping_mul(HASH_BASE);
    }
    let mut power: usize = 1;
    let mut lambda: usize = 1;
    let mut tortoise: usize = 0;
    let mut tortoise_hash = hash_of(values, 0);
    let mut hare: usize = 1;
    let mut hare_hash = hash_of(values, 1);
    loop {
        if tortoise_hash == hare_hash {
            let same = match (
                values.get(tortoise..tortoise + k),
                values.get(hare..hare + k),
            ) {
                (Some(a), Some(b)) => a == b,
                _ => false,
            };
            if same {
                break;
            }
        }
        if power == lambda {
            tortoise = hare;
            tortoise_hash = hare_hash;
            power = power.checked_mul(2).ok_or_else(|| too_large.clone())?;
            lambda = 0;
        }
        if !ensure(values, hare + k + 1, budget)? {
            return Ok(None);
        }
        let leaving = values.get(hare).copied().unwrap_or(0);
        let entering = values.get(hare + k).copied().unwrap_or(0);
        hare_hash = hare_hash
            .wrapping_sub(leaving.wrapping_mul(top_weight))
            .wrapping_mul(HASH_BASE)
            .wrapping_add(entering);
        hare += 1;
        lambda += 1;
    }
    // The least preperiod: the first e whose window equals the window at e + lambda, i.e.
    // the start of the first run of k equal pairs values[n] == values[n + lambda].
    let mut run = 0;
    let mut preperiod = tortoise;
    for n in 0..=tortoise + k {
        match (values.get(n), values.get(n + lambda)) {
            (Some(a), Some(b)) if a == b => {
                run += 1;
                if run == k {
                    preperiod = n + 1 - k;
                    break;
                }
            }
            _ => run = 0,
        }
    }
    debug_assert_eq!(
        window(values, preperiod),
        window(values, preperiod + lambda)
    );
    Ok(Some(Periodicity {
        preperiod: preperiod as u64,
        period: lambda as u64,
    }))
}

impl Play for Subtract {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str("subtract {");
        let set = &self.set;
        let contiguous = set.len() >= 3
            && set
                .windows(2)
                .all(|pair| pair[0].checked_add(1) == Some(pair[1]));
        match (set.first(), set.last()) {
            (Some(first), Some(last)) if contiguous => {
                out.push_str(&format!("{first}..{last}"));
            }
            _ => {
                let written: Vec<String> = set.iter().map(u64::to_string).collect();
                out.push_str(&written.join(","));
            }
        }
        out.push('}');
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.heap]
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        charge_options(budget, self.moves().count() as u128)?;
        Ok(self
            .moves()
            .map(|s| {
                vec![Atom::Subtract(Subtract {
                    set: Arc::clone(&self.set),
                    heap: self.heap - s,
                })]
            })
            .collect())
    }

    fn sg_by_theorem(&self, context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        if !self.set_is_valid() {
            return Ok(None);
        }
        let table = self.table(context, Some(self.heap))?;
        Ok(table.value(self.heap))
    }

    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        if !self.set_is_valid() {
            return Ok(None);
        }
        charge_moves(context.budget, self.moves().count() as u128)?;
        let table = self.table(context, Some(self.heap))?;
        // A table that misses an option leaves the moves to the search.
        if self.moves().any(|s| table.value(self.heap - s).is_none()) {
            return Ok(None);
        }
        Ok(Some(MoveList::listing(
            max,
            self.moves().map(|s| self.heap - s),
            |&heap| table.value(heap) == Some(target),
            |heap| {
                vec![Atom::Subtract(Subtract {
                    set: Arc::clone(&self.set),
                    heap,
                })]
            },
        )))
    }

    fn with_heap(&self, heap: u64) -> Option<Self> {
        Some(Subtract {
            set: Arc::clone(&self.set),
            heap,
        })
    }

    fn heap_values(
        &self,
        last: u64,
        context: &mut Context<'_>,
    ) -> Result<Option<HeapValues>, LimitError> {
        if !self.set_is_valid() {
            return Ok(None);
        }
        self.values_to(last, context).map(Some)
    }

    fn period(&self, context: &mut Context<'_>) -> Result<Option<PeriodReport>, LimitError> {
        if !self.set_is_valid() {
            return Ok(None);
        }
        self.golomb_period(None, context).map(Some)
    }

    fn period_within(
        &self,
        max_heap: Option<u64>,
        context: &mut Context<'_>,
    ) -> Result<Option<PeriodReport>, LimitError> {
        match max_heap {
            Some(_) => self.golomb_period(max_heap, context).map(Some),
            None => self.period(context),
        }
    }
}

impl Subtract {
    /// The period by Golomb's certificate, looking at most at heaps `0..=max_heap` (when
    /// given; `sglab period --max-heap`); without it only the work and memory limits stop
    /// the table.
    pub(crate) fn golomb_period(
        &self,
        max_heap: Option<u64>,
        context: &mut Context<'_>,
    ) -> Result<PeriodReport, LimitError> {
        let k = self.set.last().copied().unwrap_or(0);
        let cap = max_heap.map_or(usize::MAX, |heap| {
            usize::try_from(heap.saturating_add(1)).unwrap_or(usize::MAX)
        });
        let clamp = |checked: u64| max_heap.map_or(checked, |heap| checked.min(heap));
        let report = match self.table_within(context, None, cap) {
            Ok(table) => match table.period {
                Some(found) => PeriodReport {
                    period: Some(found),
                    checked_to: (table.values.len() as u64).saturating_sub(1),
                    certificate: Certificate::new("period.golomb")
                        .param("k", k)
                        .param("e", found.preperiod)
                        .param("e_end", found.preperiod.saturating_add(k))
                        .param("f", found.preperiod.saturating_add(found.period))
                        .param(
                            "f_end",
                            found
                                .preperiod
                                .saturating_add(found.period)
                                .saturating_add(k),
                        )
                        .param("p", found.period),
                },
                None => no_period_report(&table, k, clamp),
            },
            Err(LimitError::TooLarge { .. } | LimitError::TableMemory { .. }) => {
                let key = self.head();
                match context
                    .tables
                    .get::<HeapTable>(&key)
                    .filter(|table| !table.values.is_empty())
                {
                    Some(table) => no_period_report(&table, k, clamp),
                    None => PeriodReport {
                        period: None,
                        checked_to: 0,
                        certificate: Certificate::new("period.no_value"),
                    },
                }
            }
            Err(error) => return Err(error),
        };
        Ok(report)
    }
}

/// The report when the budget ran out before any window of `k` values repeated.
fn no_period_report(table: &HeapTable, k: u64, clamp: impl Fn(u64) -> u64) -> PeriodReport {
    let checked_to = clamp((table.values.len() as u64).saturating_sub(1));
    PeriodReport {
        period: None,
        checked_to,
        certificate: Certificate::new("period.no_window")
            .param("k", k)
            .param("checked", checked_to),
    }
}

/// Parses `{set} H1 H2 ...` after `subtract`.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let token = match row.peek() {
        Some(token) if token.kind == TokenKind::Braces => *token,
        _ => return Err(row.error_here(ParseErrorKind::Expected(Expected::Set))),
    };
    let set: Arc<[u64]> = parse_set(&token, MAX_SET_LEN, MAX_SET_ELEMENT)?.into();
    row.take();
    row.heaps(|heap| {
        Atom::Subtract(Subtract {
            set: Arc::clone(&set),
            heap,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::testing::{period_of, periodic, Search};
    use crate::{parse as parse_game, Limits};

    fn heap(set: &[u64], heap: u64) -> Atom {
        Atom::Subtract(Subtract {
            set: set.into(),
            heap,
        })
    }

    /// The values of heaps 0..len by the plain mex rule, independent of the module's code.
    fn naive_values(set: &[u64], len: usize) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::with_capacity(len);
        for n in 0..len {
            let options: Vec<u64> = set
                .iter()
                .filter(|&&s| s as usize <= n)
                .map(|&s| values[n - s as usize])
                .collect();
            values.push(crate::engine::mex(options));
        }
        values
    }

    #[test]
    fn table_matches_brute_force_for_every_subset_of_one_to_six() {
        for mask in 1u32..64 {
            let set: Vec<u64> = (1..=6).filter(|s| mask & (1 << (s - 1)) != 0).collect();
            let mut search = Search::new();
            for n in 0..=60 {
                let atom = heap(&set, n);
                let max_target = set.len() as u64 + 1;
                search.check_cut_in_order(&atom, max_target);
            }
        }
    }

    #[test]
    fn periods_are_least_and_hold_far_beyond_the_certificate() {
        let sets: &[&[u64]] = &[
            &[1, 3, 4],
            &[2, 5],
            &[3, 7, 11],
            &[1, 2, 3],
            &[4, 9, 14, 20],
            &[6, 13],
            &[17],
            &[2, 3, 8, 13],
        ];
        for &set in sets {
            let mut engine = Engine::new(&Limits::default());
            let report = heap(set, 0).period(&mut engine.context()).unwrap().unwrap();
            let Periodicity { preperiod, period } = report.period.unwrap();
            let (e, p) = (preperiod as usize, period as usize);
            let values = naive_values(set, 4000);
            for n in e..values.len() - p {
                assert_eq!(values[n], values[n + p], "set {set:?} n {n}");
            }
            if e > 0 {
                assert_ne!(
                    values[e - 1],
                    values[e - 1 + p],
                    "set {set:?}: preperiod not least"
                );
            }
            for smaller in 1..p {
                assert!(
                    (e..values.len() - smaller).any(|n| values[n] != values[n + smaller]),
                    "set {set:?}: period {smaller} also works"
                );
            }
            // Every u64 heap is answered through the period, with its winning moves.
            let huge = heap(set, u64::MAX);
            let value = engine.sg(&huge).unwrap();
            let folded = e + ((u64::MAX - preperiod) % period) as usize;
            assert_eq!(value, values[folded], "set {set:?}");
            let moves = engine.moves_to_value(&huge, 0, usize::MAX).unwrap();
            let expected = set
                .iter()
                .filter(|&&s| values[e + ((u64::MAX - s - preperiod) % period) as usize] == 0)
                .count();
            assert_eq!(moves.total, Some(expected as u128), "set {set:?}");
        }
    }

    #[test]
    fn published_periods() {
        // Winning Ways ch. 4: S(1,3,4) has values 0 1 0 1 2 3 2 repeating with period 7.
        assert_eq!(period_of(heap(&[1, 3, 4], 0)), periodic(0, 7));
        let mut engine = Engine::new(&Limits::default());
        let values: Vec<u64> = (0..14)
            .map(|n| engine.sg(&heap(&[1, 3, 4], n)).unwrap())
            .collect();
        assert_eq!(values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
        // Benesh et al., INTEGERS 20 (2020) #G5: a two-element set {x, y}, x < y, has
        // period 2x or x + y.
        for x in 1..=8u64 {
            for y in x + 1..=16 {
                let period = period_of(heap(&[x, y], 0)).unwrap().period;
                assert!(period == 2 * x || period == x + y, "{{{x},{y}}}: {period}");
            }
        }
    }

    #[test]
    fn acwing_891_sample() {
        // AcWing 891 sample: S = {2, 5}, heaps 2 4 7: the first player wins ("Yes").
        let game = parse_game("subtract {2,5} 2 4 7").unwrap();
        let mut engine = Engine::new(&Limits::default());
        assert_eq!(engine.sg_of_sum(&game.atoms), Ok(1));
        let mut brute = Engine::brute_force(&Limits::default());
        assert_eq!(brute.sg_of_sum(&game.atoms), Ok(1));
    }

    #[test]
    fn budget_too_small_for_the_period_still_answers_small_heaps() {
        // {1000, 1001} needs thousands of values before its first repeated window.
        let set: &[u64] = &[1000, 1001];
        let mut engine = Engine::with_budget(Budget::new(3_000));
        assert_eq!(engine.sg(&heap(set, 500)), Ok(0));
        let mut engine = Engine::with_budget(Budget::new(3_000));
        assert!(matches!(
            engine.sg(&heap(set, u64::MAX)),
            Err(LimitError::TooLarge { .. })
        ));
        let mut engine = Engine::with_budget(Budget::new(3_000));
        let report = heap(set, 0).period(&mut engine.context()).unwrap().unwrap();
        assert_eq!(report.period, None);
        assert!(report.checked_to > 0);
        // With the default budget it is found.
        let mut engine = Engine::new(&Limits::default());
        let report = heap(set, 0).period(&mut engine.context()).unwrap().unwrap();
        assert!(report.period.is_some());
    }

    #[test]
    fn large_elements_stay_within_bounds() {
        let mut engine = Engine::new(&Limits::default());
        let set: &[u64] = &[MAX_SET_ELEMENT];
        // One move of size k: the values are floor(n / k) mod 2, period 2k.
        assert_eq!(period_of(heap(set, 0)), periodic(0, 2 * MAX_SET_ELEMENT));
        assert_eq!(
            engine.sg(&heap(set, u64::MAX)),
            Ok((u64::MAX / MAX_SET_ELEMENT) % 2)
        );
    }

    #[test]
    fn hand_made_bad_sets_fall_back_to_search() {
        // A set with 0 can only come from code, not the parser: the engine reports the loop.
        let mut engine = Engine::new(&Limits::default());
        assert!(matches!(
            engine.sg(&heap(&[0, 1], 3)),
            Err(LimitError::Loopy { .. })
        ));
    }
}
