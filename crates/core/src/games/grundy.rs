//! Grundy's game: `grundy H...`; a move splits one heap into two non-empty heaps of
//! different sizes.
//!
//! Grundy's game has no known closed form or period (Winning Ways ch. 4; OEIS A002188):
//! values come from a table computed by mex over the splits, by the rare/common-value method
//! of `octal/rare.rs` once the table is long (its rare values are those with an even number
//! of bits under a mask, *Winning Ways* ch. 4), with no fixed heap bound: the work and
//! memory limits of the [`Budget`] stop it.

use std::sync::Arc;

use crate::context::Context;
use crate::games::octal::{grow_split_table, table_covering, SplitRule, SplitTable};
use crate::games::{charge_options, Atom, MoveList, PeriodReport, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{ParseError, RowParser};
use crate::period::Certificate;

/// One heap of Grundy's game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Grundy {
    /// Tokens in the heap.
    pub heap: u64,
}

impl Play for Grundy {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str("grundy");
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.heap]
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        let n = self.heap;
        let count = n.saturating_sub(1) / 2;
        charge_options(budget, u128::from(count))?;
        Ok((1..=count)
            .map(|a| {
                vec![
                    Atom::Grundy(Grundy { heap: a }),
                    Atom::Grundy(Grundy { heap: n - a }),
                ]
            })
            .collect())
    }

    fn sg_by_theorem(&self, context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        let table = grundy_table_to(context, self.heap)?;
        table
            .value(self.heap)
            .map(Some)
            .ok_or(LimitError::TooLarge {
                limit: context.budget.limit(),
            })
    }

    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        let n = self.heap;
        let table = grundy_table_to(context, n)?;
        let limit = context.budget.limit();
        // The splits a < n - a, with their values.
        let splits =
            (1..=n.saturating_sub(1) / 2).map(|a| match (table.value(a), table.value(n - a)) {
                (Some(left), Some(right)) => Ok((a, left ^ right)),
                _ => Err(LimitError::TooLarge { limit }),
            });
        MoveList::try_listing(
            max,
            splits,
            |&(_, value)| value == target,
            |(a, _)| {
                Ok(vec![
                    Atom::Grundy(Grundy { heap: a }),
                    Atom::Grundy(Grundy { heap: n - a }),
                ])
            },
        )
        .map(Some)
    }

    fn with_heap(&self, heap: u64) -> Option<Self> {
        Some(Grundy { heap })
    }

    fn period(&self, context: &mut Context<'_>) -> Result<Option<PeriodReport>, LimitError> {
        grundy_period(None, context).map(Some)
    }

    fn period_within(
        &self,
        max_heap: Option<u64>,
        context: &mut Context<'_>,
    ) -> Result<Option<PeriodReport>, LimitError> {
        grundy_period(max_heap, context).map(Some)
    }

    fn heap_values(
        &self,
        last: u64,
        context: &mut Context<'_>,
    ) -> Result<Option<crate::period::HeapValues>, LimitError> {
        crate::games::octal::split_heap_values(self, last, context).map(Some)
    }

    fn heap_sequence(
        &self,
        to: u64,
        context: &mut Context<'_>,
    ) -> Result<Option<Vec<u64>>, LimitError> {
        grundy_sequence(to, context).map(Some)
    }
}

/// The report on Grundy's game: no period is claimed; the table grows until the work or
/// memory limit stops it, or to heap `max_heap` (if given), and says how far it got and
/// how many heaps had a rare value.
pub(crate) fn grundy_period(
    max_heap: Option<u64>,
    context: &mut Context<'_>,
) -> Result<PeriodReport, LimitError> {
    let max_len =
        max_heap.map(|heap| usize::try_from(heap.saturating_add(1)).unwrap_or(usize::MAX));
    let (table, grown) = grow_split_table(context, "grundy", grundy_table, None, max_len);
    let checked_to = table.len().saturating_sub(1);
    let certificate = match table.rare_count() {
        Some(count) => Certificate::new("period.grundy_rare").param("rare", count),
        None => Certificate::new("period.grundy"),
    }
    .param("checked", checked_to);
    let certificate = match grown {
        Ok(()) => certificate.message("reason", "period.largest_asked"),
        Err(error @ (LimitError::TableWork { .. } | LimitError::TableMemory { .. }))
            if !table.is_empty() =>
        {
            certificate.limit("reason", error)
        }
        Err(error) => return Err(error),
    };
    Ok(PeriodReport {
        period: None,
        checked_to,
        certificate,
    })
}

/// An empty table of Grundy's game (no periodicity test).
fn grundy_table() -> SplitTable {
    SplitTable::new(SplitRule::grundy(), false)
}

/// The values of Grundy's game for heaps `0..=to`, read from its table.
pub(crate) fn grundy_sequence(to: u64, context: &mut Context<'_>) -> Result<Vec<u64>, LimitError> {
    let table = grundy_table_to(context, to)?;
    crate::games::octal::read_sequence(&table, to, context)
}

/// The cached table of Grundy's game, grown until it holds `heap`.
fn grundy_table_to(context: &mut Context<'_>, heap: u64) -> Result<Arc<SplitTable>, LimitError> {
    table_covering("grundy", grundy_table, heap, context)
}

/// Parses `H1 H2 ...` after `grundy`.
pub fn parse_grundy(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    row.heaps(|heap| Atom::Grundy(Grundy { heap }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::testing::Search;
    use crate::Limits;

    // OEIS A002188, Sprague-Grundy values for Grundy's game, n = 0..104, as listed on
    // oeis.org/A002188 (Guy and Smith 1956, Table 4).
    const A002188: [u64; 105] = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
        3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
        2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3,
        7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
    ];

    #[test]
    fn grundy_matches_brute_force_and_oeis() {
        let mut search = Search::new();
        for heap in 0..=60 {
            let atom = Atom::Grundy(Grundy { heap });
            let max_target = search.brute.sg(&atom).unwrap() + 6;
            search.check_cut_in_order(&atom, max_target);
        }
        for (heap, &value) in A002188.iter().enumerate() {
            let atom = Atom::Grundy(Grundy { heap: heap as u64 });
            assert_eq!(search.fast.sg(&atom), Ok(value), "heap {heap}");
        }
    }

    #[test]
    fn grundy_grows_past_the_old_bound_and_stops_at_the_limits() {
        let mut engine = Engine::new(&Limits::default());
        assert!(engine.sg(&Atom::Grundy(Grundy { heap: 20_000 })).is_ok());
        let error = engine
            .sg(&Atom::Grundy(Grundy { heap: 1 << 29 }))
            .unwrap_err();
        assert!(
            matches!(error, LimitError::TableWork { limit, .. } if limit == Limits::default().max_work),
            "{error:?}"
        );
        // A heap past what the table's memory holds is refused at once, naming the largest
        // that fits (one byte a value at least), whatever the work left.
        for heap in [1 << 40, u64::MAX] {
            let error = Engine::with_budget(Budget::new(u64::MAX))
                .sg(&Atom::Grundy(Grundy { heap }))
                .unwrap_err();
            assert_eq!(
                error,
                LimitError::TableMemory {
                    max_bytes: crate::limits::DEFAULT_MAX_TABLE_BYTES,
                    largest_heap: crate::limits::DEFAULT_MAX_TABLE_BYTES - 1,
                }
            );
        }
        let mut small = Engine::with_budget(Budget::new(2_000));
        let report = Grundy { heap: 0 }
            .period(&mut small.context())
            .unwrap()
            .unwrap();
        assert_eq!(report.period, None);
        assert!(report.checked_to > 60, "{}", report.checked_to);
        assert!(report.certificate.to_string().contains("work limit"));
        let capped =
            grundy_period(Some(4000), &mut Engine::new(&Limits::default()).context()).unwrap();
        assert_eq!(capped.checked_to, 4000);
        assert!(capped
            .certificate
            .to_string()
            .contains("largest heap asked for"));
        // Work is charged a thousand units at a time: no budget stops the table early.
        let mut tiny = Engine::with_budget(Budget::new(0));
        let report = Grundy { heap: 0 }
            .period(&mut tiny.context())
            .unwrap()
            .unwrap();
        assert!(report.checked_to < 5000, "{}", report.checked_to);
    }

    #[test]
    fn grundy_fast_table_equals_the_plain_one_to_5000() {
        use crate::games::octal::TableMethod;
        let mut plain = SplitTable::grundy(TableMethod::Plain);
        plain.grow_to(5000, &mut Budget::new(u64::MAX)).unwrap();
        for method in [TableMethod::Auto, TableMethod::Sparse] {
            let mut fast = SplitTable::grundy(method);
            fast.grow_to(5000, &mut Budget::new(u64::MAX)).unwrap();
            assert_eq!(fast.values_u64(), plain.values_u64(), "{method:?}");
        }
    }
}
