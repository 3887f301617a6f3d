//! The growing table of a splitting game (an octal code or Grundy's game): compact values,
//! the method that computes the next ones, and the periodicity test that stops the table.
//!
//! No heap bound is fixed: a table grows until its period is proved, until it covers the
//! heap asked for, or until a limit of the [`Budget`] stops it: the work limit (table steps
//! charged [`TABLE_STEPS_PER_WORK_UNIT`] to a unit, progress and cancellation as for every
//! search) or the memory limit ([`Budget::max_table_bytes`]). Either error names the limit
//! and the largest heap that fits within it.

use super::rare::{plain_value, Scratch, Sparse};
use super::rule::SplitRule;
use super::values::{Cell, Values};
use super::watch::Watch;
use crate::limits::{Budget, LimitError};
use crate::period::Periodicity;

/// Table steps (one xor and one lookup) charged as one unit of work: such a step costs
/// about a thirty-second of an engine option (which allocates its sum).
pub(crate) const TABLE_STEPS_PER_WORK_UNIT: u64 = 32;

/// The table length from which the rare/common method is considered.
const SPARSE_FROM: usize = 1024;

/// The rare/common method is used while at most this share (1/8) of recent heaps is rare.
const SPARSE_SHARE: usize = 8;

/// Which methods a table may use.
///
/// ```
/// use sglab_core::{games::octal::{SplitTable, TableMethod}, limits::Budget};
/// let mut plain = SplitTable::grundy(TableMethod::Plain);
/// let mut fast = SplitTable::grundy(TableMethod::Auto);
/// plain.grow_to(3000, &mut Budget::new(u64::MAX)).unwrap();
/// fast.grow_to(3000, &mut Budget::new(u64::MAX)).unwrap();
/// assert_eq!(plain.values_u64(), fast.values_u64());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableMethod {
    /// The rare/common method where it wins, else the plain one.
    Auto,
    /// Only the plain method (the reference of the tests and the benchmarks' baseline).
    Plain,
    /// The rare/common method from [`SPARSE_FROM`] heaps on, whatever the share of rare
    /// values (tests: the method is exact for every mask).
    Sparse,
}

/// How the next values are computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Method {
    /// Mex over every option.
    Plain,
    /// Rare and common values (see `rare.rs`).
    Sparse(Box<Sparse>),
}

/// The values of a splitting game's heaps `0..len()`, with its proved period once found.
///
/// ```
/// use sglab_core::{engine::Engine, games::{Atom, octal::{Octal, SplitTable}}, Limits};
/// let mut engine = Engine::new(&Limits::default());
/// assert_eq!(engine.sg(&Atom::Octal(Octal::kayles(1_000_000))), Ok(1));
/// let table = engine.tables().get::<SplitTable>("kayles").unwrap();
/// assert_eq!(table.period().map(|p| p.period), Some(12));
/// ```
#[derive(Clone, Debug)]
pub struct SplitTable {
    rule: SplitRule,
    values: Values,
    period: Option<Periodicity>,
    /// Whether the Guy–Smith test applies (not for Grundy's game).
    detect: bool,
    method: Method,
    policy: TableMethod,
    /// The length at which the method was last chosen.
    chosen_at: usize,
    watch: Watch,
    scratch: Scratch,
    /// Table steps done and not yet charged (fewer than a work unit's worth).
    uncharged: u64,
}

impl SplitTable {
    /// An empty table of `rule`; `detect` runs the periodicity test.
    pub(crate) fn new(rule: SplitRule, detect: bool) -> Self {
        SplitTable {
            rule,
            values: Values::default(),
            period: None,
            detect,
            method: Method::Plain,
            policy: TableMethod::Auto,
            chosen_at: 0,
            watch: Watch::default(),
            scratch: Scratch::default(),
            uncharged: 0,
        }
    }

    /// An empty table of the octal game `code`, computed by `method`; `detect` runs the
    /// periodicity test, so that growth stops once the period is proved.
    ///
    /// ```
    /// use sglab_core::{games::octal::{OctalCode, SplitTable, TableMethod}, limits::Budget};
    /// let code = OctalCode::parse("0.16").unwrap();
    /// let mut table = SplitTable::octal(&code, TableMethod::Auto, false);
    /// table.grow_to(1000, &mut Budget::new(u64::MAX)).unwrap();
    /// assert_eq!(table.len(), 1000);
    /// assert_eq!(table.value(1000), None);
    /// ```
    pub fn octal(code: &super::OctalCode, method: TableMethod, detect: bool) -> Self {
        let mut table = SplitTable::new(SplitRule::octal(code), detect);
        table.policy = method;
        table
    }

    /// An empty table of Grundy's game, computed by `method`.
    pub fn grundy(method: TableMethod) -> Self {
        let mut table = SplitTable::new(SplitRule::grundy(), false);
        table.policy = method;
        table
    }

    /// Grows the table to `len` heaps, or until its period is proved (when the table runs
    /// the periodicity test); errors as [`SplitTable::grow`].
    pub fn grow_to(&mut self, len: u64, budget: &mut Budget) -> Result<(), LimitError> {
        let len = usize::try_from(len).unwrap_or(usize::MAX);
        self.grow(Some(len), Some(len), budget)
    }

    /// How many heaps have computed values (heaps `0..len()`).
    pub fn len(&self) -> u64 {
        self.values.len() as u64
    }

    /// Whether no value is computed yet.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The proved period, if any.
    pub fn period(&self) -> Option<Periodicity> {
        self.period
    }

    /// Bytes per stored value (1, 2 or 4).
    pub fn value_bytes(&self) -> u64 {
        self.values.width()
    }

    /// How many heaps `>= 1` have a rare value, when the rare/common method is in use.
    pub fn rare_count(&self) -> Option<usize> {
        match &self.method {
            Method::Plain => None,
            Method::Sparse(sparse) => Some(sparse.rare.len()),
        }
    }

    /// The value of heap `n`, from the table or the proved period; `None` if neither covers it.
    pub fn value(&self, n: u64) -> Option<u64> {
        if let Some(value) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Some(u64::from(value));
        }
        let Periodicity { preperiod, period } = self.period?;
        if period == 0 || n < preperiod {
            return None;
        }
        let folded = preperiod + (n - preperiod) % period;
        self.values
            .get(usize::try_from(folded).ok()?)
            .map(u64::from)
    }

    /// Every computed value, widened.
    pub fn values_u64(&self) -> Vec<u64> {
        self.values.to_u64()
    }

    /// Grows the table until its period is proved, until it holds `want_len` heaps (if
    /// given), or until it holds `max_len` heaps. Stops with
    /// [`LimitError::TableWork`] or [`LimitError::TableMemory`] when a limit of `budget` is
    /// reached first (the values computed so far stay in the table), or
    /// [`LimitError::Cancelled`].
    pub(crate) fn grow(
        &mut self,
        want_len: Option<usize>,
        max_len: Option<usize>,
        budget: &mut Budget,
    ) -> Result<(), LimitError> {
        loop {
            let len = self.values.len();
            let wanted = want_len.is_some_and(|want| len >= want);
            let capped = max_len.is_some_and(|max| len >= max);
            if self.period.is_some() || wanted || capped {
                return Ok(());
            }
            let fits = budget.max_table_bytes() / self.values.width();
            let fits = usize::try_from(fits).unwrap_or(usize::MAX);
            if len >= fits {
                return Err(LimitError::TableMemory {
                    max_bytes: budget.max_table_bytes(),
                    largest_heap: (fits as u64).saturating_sub(1),
                });
            }
            let mut end = len.saturating_add((len / 16).max(256));
            if self.detect {
                if len < super::watch::SMALL_LEN {
                    end = end.min((len + 1).next_power_of_two().max(64));
                }
                if let Some(target) = self.watch.target(self.rule.t).filter(|&t| t > len) {
                    end = end.min(target);
                }
            }
            for limit in [want_len, max_len].into_iter().flatten() {
                end = end.min(limit);
            }
            end = end.min(fits);
            self.choose_method();
            self.extend(end, budget)?;
            if self.detect {
                // The periodicity test's scratch counts against the same memory limit.
                let table_bytes = (self.values.len() as u64).saturating_mul(self.values.width());
                let spare = budget.max_table_bytes().saturating_sub(table_bytes);
                self.period = match &self.values {
                    Values::U8(v) => self.watch.update(v, self.rule.t, spare),
                    Values::U16(v) => self.watch.update(v, self.rule.t, spare),
                    Values::U32(v) => self.watch.update(v, self.rule.t, spare),
                };
            }
        }
    }

    /// Chooses the method at each doubling of the table from [`SPARSE_FROM`] heaps: the
    /// rare/common split when the game splits heaps and few recent values are rare.
    fn choose_method(&mut self) {
        let len = self.values.len();
        let no_choice = self.policy == TableMethod::Plain || self.rule.splits.is_empty();
        if no_choice || len < SPARSE_FROM || len < self.chosen_at * 2 {
            return;
        }
        self.chosen_at = len;
        let sparse = match &self.values {
            Values::U8(v) => Sparse::choose(v),
            Values::U16(v) => Sparse::choose(v),
            Values::U32(v) => Sparse::choose(v),
        };
        let recent = len - len / 2;
        let recent_rare = sparse.rare.iter().filter(|&&n| n >= len / 2).count();
        self.method = if recent_rare * SPARSE_SHARE <= recent || self.policy == TableMethod::Sparse
        {
            Method::Sparse(Box::new(sparse))
        } else {
            Method::Plain
        };
    }

    /// Computes heaps up to `end`, widening the values when one does not fit.
    fn extend(&mut self, end: usize, budget: &mut Budget) -> Result<(), LimitError> {
        loop {
            let SplitTable {
                rule,
                values,
                method,
                scratch,
                uncharged,
                ..
            } = self;
            let kernel = Kernel {
                rule,
                method,
                scratch,
                uncharged,
            };
            let outcome = match values {
                Values::U8(v) => run(v, end, kernel, budget),
                Values::U16(v) => run(v, end, kernel, budget),
                Values::U32(v) => run(v, end, kernel, budget),
            }?;
            let Some(value) = outcome else {
                return Ok(());
            };
            // The value did not fit: widen, then store it.
            self.values.widen();
            match &mut self.values {
                Values::U8(_) => {}
                Values::U16(v) => v.push(u16::narrow(value).unwrap_or(u16::MAX)),
                Values::U32(v) => v.push(value),
            }
            self.admit(value);
        }
    }

    /// Records a new value of heap `len()-1` in the method's state.
    fn admit(&mut self, value: u32) {
        self.scratch.admit(value);
        let n = self.values.len() - 1;
        if let Method::Sparse(sparse) = &mut self.method {
            sparse.admit(n, value);
        }
    }
}

/// Fields of the table that the kernel borrows while the values are borrowed mutably.
struct Kernel<'a> {
    rule: &'a SplitRule,
    method: &'a mut Method,
    scratch: &'a mut Scratch,
    uncharged: &'a mut u64,
}

/// Appends values to `cells` up to `end`; `Some(value)` when a value does not fit in `T`
/// (it is not stored; the caller widens).
fn run<T: Cell>(
    cells: &mut Vec<T>,
    end: usize,
    kernel: Kernel<'_>,
    budget: &mut Budget,
) -> Result<Option<u32>, LimitError> {
    let Kernel {
        rule,
        method,
        scratch,
        uncharged,
    } = kernel;
    // Exactly: `reserve` may double the allocation past the heaps asked for.
    cells.reserve_exact(end.saturating_sub(cells.len()));
    while cells.len() < end {
        let n = cells.len();
        let (value, steps) = match method {
            Method::Plain => plain_value(rule, cells, scratch),
            Method::Sparse(sparse) => sparse.value(rule, cells, scratch),
        };
        *uncharged += steps + 1;
        if *uncharged >= TABLE_STEPS_PER_WORK_UNIT << 10 {
            let units = *uncharged / TABLE_STEPS_PER_WORK_UNIT;
            *uncharged %= TABLE_STEPS_PER_WORK_UNIT;
            let rare = match method {
                Method::Plain => None,
                Method::Sparse(sparse) => Some(sparse.rare.len() as u64),
            };
            budget.note_table(n as u64, rare);
            budget.charge(units).map_err(|error| match error {
                LimitError::TooLarge { limit } => LimitError::TableWork {
                    limit,
                    largest_heap: (n as u64).saturating_sub(1),
                },
                other => other,
            })?;
        }
        let Some(cell) = T::narrow(value) else {
            return Ok(Some(value));
        };
        cells.push(cell);
        scratch.admit(value);
        if let Method::Sparse(sparse) = method {
            sparse.admit(n, value);
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rule with values past 255 (remove 1 to 300, or split the heap in two): the table
    /// widens to two bytes, and both methods agree on every heap.
    #[test]
    fn wide_values_agree_between_methods() {
        let rule = SplitRule {
            singles: (1..=300).map(|k| (k, false, true)).collect(),
            splits: vec![0],
            unequal: false,
            t: 300,
        };
        let mut plain = SplitTable::new(rule.clone(), false);
        plain.policy = TableMethod::Plain;
        let mut sparse = SplitTable::new(rule, false);
        sparse.policy = TableMethod::Sparse;
        for table in [&mut plain, &mut sparse] {
            table.grow_to(2500, &mut Budget::new(u64::MAX)).unwrap();
        }
        assert_eq!(plain.value_bytes(), 2);
        assert!(plain.values_u64().iter().any(|&v| v > 255));
        assert_eq!(plain.values_u64(), sparse.values_u64());
        assert!(sparse.rare_count().is_some());
    }

    /// Progress reports carry the heaps computed and the rare values counted so far, the
    /// figures the page shows while Grundy's game grows.
    #[test]
    fn progress_reports_heaps_and_rare_values() {
        use crate::limits::Progress;
        use std::cell::Cell as Slot;
        use std::rc::Rc;
        let last = Rc::new(Slot::new(Progress::default()));
        let sink = last.clone();
        let mut budget = Budget::new(u64::MAX).with_progress(move |progress| {
            sink.set(*progress);
            true
        });
        let mut table = SplitTable::grundy(TableMethod::Sparse);
        table.grow_to(20_000, &mut budget).unwrap();
        let seen = last.get();
        assert!(
            seen.work > 0 && seen.heaps > 0 && seen.heaps < 20_000,
            "{seen:?}"
        );
        let rare = seen.rare.unwrap();
        assert!(
            rare > 0 && rare <= table.rare_count().unwrap() as u64,
            "{seen:?}"
        );
    }
}
