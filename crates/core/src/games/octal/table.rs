//! The growing table of a splitting game (an octal code or Grundy's game): compact values,
//! the method that computes the next ones, and the periodicity test that stops the table.
//!
//! No heap bound is fixed: a table grows until its period is proved, until it covers the
//! heap asked for, or until a limit of the [`Budget`] stops it: the work limit (table steps
//! charged [`TABLE_STEPS_PER_WORK_UNIT`] to a unit, progress and cancellation as for every
//! search) or the memory limit ([`Budget::max_table_bytes`]). Either error names the limit
//! and the largest heap that fits within it.
//!
//! Without the cargo feature `record` (the light wasm module) only the plain mex computes,
//! on one thread: the same values.
#![cfg_attr(not(feature = "record"), allow(dead_code, unused_imports))]

use super::method::Method;
#[cfg(feature = "record")]
use super::pipeline::run_two;
use super::plain::Scratch;
#[cfg(feature = "record")]
use super::rare::Sparse;
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
    /// The rare/common method from `SPARSE_FROM` heaps on, whatever the share of rare
    /// values (tests: the method is exact for every mask).
    Sparse,
}

/// Heaps computed by two threads between two reports to the budget (fewer under test, so
/// that the tests' tables of a few thousand heaps take many turns).
const PIPELINE_SEGMENT: usize = if cfg!(test) { 300 } else { 1 << 16 };

/// The mean table steps per heap from which two threads take the heaps in turn: below it a
/// heap costs less than the hand-over between threads (measured: see PERFORMANCE.md).
const PIPELINE_MIN_STEPS: u64 = if cfg!(test) { 1 } else { 2048 };

/// Heaps over which the mean steps per heap are measured before choosing one or two threads.
const PIPELINE_PROBE: usize = if cfg!(test) { 64 } else { 1024 };

/// Heaps computed by one thread after two threads were first found no faster (the other
/// core is busy), before two are tried again; doubled at each further failure (never
/// under test, so that the tests run two threads whatever the machine's load).
const PIPELINE_BACK_OFF: usize = 8 * PIPELINE_SEGMENT;

/// How fast one thread went lately (picoseconds per table step, since heaps differ in
/// steps), so that two are used only while they are faster: on a machine whose second
/// core is busy, two threads wait for each other and are slower than one. Timing decides
/// only the speed; the values never depend on it.
#[derive(Clone, Copy, Debug, Default)]
struct Pace {
    one: Option<u64>,
    /// One thread until the table reaches this heap.
    one_until: usize,
    /// Heaps of one thread after the next failure of two.
    back_off: usize,
}

/// A clock where there are threads to choose between (never in WebAssembly, whose
/// `Instant` is not there without a host).
#[derive(Clone, Copy)]
struct Clock(#[cfg(not(target_arch = "wasm32"))] std::time::Instant);

impl Clock {
    fn start(threads: usize) -> Option<Clock> {
        #[cfg(not(target_arch = "wasm32"))]
        if threads >= 2 {
            return Some(Clock(std::time::Instant::now()));
        }
        let _ = threads;
        None
    }

    /// Picoseconds per step since the start, over `steps` table steps.
    fn per_step(self, steps: u64) -> u64 {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let picos = self.0.elapsed().as_nanos().saturating_mul(1000);
            u64::try_from(picos / u128::from(steps.max(1))).unwrap_or(u64::MAX)
        }
        #[cfg(target_arch = "wasm32")]
        {
            let _ = steps;
            0
        }
    }
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
    /// Mean table steps of the last heaps measured (it decides one thread or two).
    mean_steps: u64,
    pace: Pace,
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
            mean_steps: 0,
            pace: Pace::default(),
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
    /// the periodicity test); errors as `SplitTable::grow`.
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
            #[cfg(feature = "record")]
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
        // Without a periodicity test the table must hold every heap asked for: a heap past
        // what the memory limit holds (at the table's current value width) is refused at
        // once, instead of after hours of filling the table up to the limit.
        let fits = budget.max_table_bytes() / self.values.width();
        let fits = usize::try_from(fits).unwrap_or(usize::MAX);
        if !self.detect && want_len.is_some_and(|want| want > fits) {
            return Err(LimitError::TableMemory {
                max_bytes: budget.max_table_bytes(),
                largest_heap: (fits as u64).saturating_sub(1),
            });
        }
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
            #[cfg(not(feature = "record"))]
            self.within_plain()?;
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
    #[cfg(feature = "record")]
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

    /// Without the record kernels: the plain mex throughout.
    #[cfg(not(feature = "record"))]
    fn choose_method(&mut self) {}

    /// Without the record kernels, a table stops where [`Self::choose_method`] would first
    /// weigh the rare/common-value method ([`LimitError::NeedsFull`]): up to there both
    /// builds compute alike, values and work charged, so the light module's every answer is
    /// the full module's.
    #[cfg(not(feature = "record"))]
    fn within_plain(&self) -> Result<(), LimitError> {
        let weighed = self.policy != TableMethod::Plain && !self.rule.splits.is_empty();
        match weighed && self.values.len() >= SPARSE_FROM {
            true => Err(LimitError::NeedsFull),
            false => Ok(()),
        }
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
                mean_steps,
                pace,
                ..
            } = self;
            let kernel = Kernel {
                rule,
                method,
                scratch,
                uncharged,
                mean_steps,
                pace,
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
        self.method.admit(n, value);
    }
}

/// Fields of the table that the kernel borrows while the values are borrowed mutably.
struct Kernel<'a> {
    rule: &'a SplitRule,
    method: &'a mut Method,
    scratch: &'a mut Scratch,
    uncharged: &'a mut u64,
    mean_steps: &'a mut u64,
    pace: &'a mut Pace,
}

impl Kernel<'_> {
    /// Charges the steps of heap `n` (computed, not stored yet) to `budget`, as the table's
    /// work; errors name the largest heap computed.
    fn charge(&mut self, n: usize, steps: u64, budget: &mut Budget) -> Result<(), LimitError> {
        *self.uncharged += steps + 1;
        if *self.uncharged >= TABLE_STEPS_PER_WORK_UNIT << 10 {
            let units = *self.uncharged / TABLE_STEPS_PER_WORK_UNIT;
            *self.uncharged %= TABLE_STEPS_PER_WORK_UNIT;
            budget.note_table(n as u64, self.method.rare_count());
            budget.charge(units).map_err(|error| match error {
                LimitError::TooLarge { limit } => LimitError::TableWork {
                    limit,
                    largest_heap: (n as u64).saturating_sub(1),
                },
                other => other,
            })?;
        }
        Ok(())
    }

    /// Stores the value of heap `cells.len()`.
    fn store<T: Cell>(&mut self, cells: &mut Vec<T>, cell: T) {
        let n = cells.len();
        cells.push(cell);
        self.scratch.admit(cell.get());
        self.method.admit(n, cell.get());
    }

    /// Whether two threads should take the next heaps: a second core, heaps costing more
    /// than a hand-over, and room for a second copy of the table within the memory limit.
    fn two_threads<T: Cell>(&self, cells: &[T], end: usize, budget: &Budget) -> bool {
        let bytes = (end as u64).saturating_mul(2 * std::mem::size_of::<T>() as u64);
        budget.threads() >= 2
            && cells.len() >= self.pace.one_until
            && !self.rule.splits.is_empty()
            && *self.mean_steps >= PIPELINE_MIN_STEPS
            && end.saturating_sub(cells.len()) >= 2 * PIPELINE_PROBE.min(PIPELINE_SEGMENT)
            && bytes <= budget.max_table_bytes()
    }
}

/// Appends values to `cells` up to `end`; `Some(value)` when a value does not fit in `T`
/// (it is not stored; the caller widens). Heaps are computed one after another, or by two
/// threads in turn (`pipeline.rs`) where heaps are costly and a second core is there.
// Not inlined: each value width is a function of its own, so the light wasm module's
// split (xtask/light/split.mjs) takes only the widths a first view ran.
#[inline(never)]
fn run<T: Cell>(
    cells: &mut Vec<T>,
    end: usize,
    mut kernel: Kernel<'_>,
    budget: &mut Budget,
) -> Result<Option<u32>, LimitError> {
    // Exactly: `reserve` may double the allocation past the heaps asked for.
    cells.reserve_exact(end.saturating_sub(cells.len()));
    // The second thread's copy of the table, made when first needed.
    #[cfg(feature = "record")]
    let mut twin: Vec<T> = Vec::new();
    while cells.len() < end {
        #[cfg(feature = "record")]
        if kernel.two_threads(cells, end, budget) {
            if twin.len() > cells.len() {
                twin.truncate(cells.len());
            }
            twin.extend_from_slice(&cells[twin.len()..]);
            let start = cells.len();
            let stop = end.min(start.saturating_add(PIPELINE_SEGMENT));
            let rule = kernel.rule;
            let clock = Clock::start(budget.threads());
            if let Some(segment) =
                run_two(rule, kernel.method, kernel.scratch, cells, &mut twin, stop)
            {
                let done = cells.len();
                let total: u64 = segment.steps.iter().map(|&steps| steps + 1).sum();
                let two = clock.map(|clock| clock.per_step(total));
                if let (Some(one), Some(two)) = (kernel.pace.one, two) {
                    // Two threads must be at least a tenth faster to be worth their core.
                    let pace = &mut *kernel.pace;
                    if two.saturating_mul(10) > one.saturating_mul(9) && !cfg!(test) {
                        pace.back_off = pace.back_off.max(PIPELINE_BACK_OFF);
                        pace.one_until = done.saturating_add(pace.back_off);
                        pace.back_off = pace.back_off.saturating_mul(2).min(1 << 24);
                    } else {
                        pace.back_off = PIPELINE_BACK_OFF;
                    }
                }
                // The budget hears of each heap in order, as if computed one by one.
                for (i, &steps) in segment.steps.iter().enumerate() {
                    let n = start + i;
                    if let Err(error) = kernel.charge(n, steps, budget) {
                        cells.truncate(n);
                        return Err(error);
                    }
                    let value = cells[n].get();
                    kernel.scratch.admit(value);
                    kernel.method.admit(n, value);
                }
                *kernel.mean_steps = total / (done - start).max(1) as u64;
                if let Some(value) = segment.overflow {
                    return Ok(Some(value));
                }
                continue;
            }
        }
        // One thread: a probe of heaps measuring their mean cost, or up to `end`.
        let probe_end = end.min(cells.len().saturating_add(PIPELINE_PROBE));
        let mut total = 0u64;
        let probe_start = cells.len();
        let clock = Clock::start(budget.threads());
        while cells.len() < probe_end {
            let n = cells.len();
            let (value, steps) = kernel.method.value(kernel.rule, cells, n, kernel.scratch);
            kernel.charge(n, steps, budget)?;
            total += steps + 1;
            let Some(cell) = T::narrow(value) else {
                return Ok(Some(value));
            };
            kernel.store(cells, cell);
        }
        let heaps = cells.len() - probe_start;
        *kernel.mean_steps = total / heaps.max(1) as u64;
        if let Some(clock) = clock.filter(|_| heaps >= PIPELINE_PROBE) {
            kernel.pace.one = Some(clock.per_step(total));
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

    /// A table of `policy` grown to `len` heaps by `threads` threads.
    fn grown(mut table: SplitTable, policy: TableMethod, threads: usize, len: u64) -> Vec<u64> {
        table.policy = policy;
        let mut budget = Budget::new(u64::MAX).with_threads(threads);
        table.grow_to(len, &mut budget).unwrap();
        assert_eq!(table.len(), len);
        table.values_u64()
    }

    /// Two threads taking heaps in turn (`pipeline.rs`) give the same values as one, heap by
    /// heap, for Grundy's game and octal codes with and without a move to `n - 1`, with both
    /// methods (segments of 300 heaps under test, so each table takes ten turns). One thread's
    /// table is grown once, by the rare/common method (checked against the plain mex by
    /// `fast_tables_equal_plain_tables_to_3000` and the tests below).
    #[test]
    fn two_threads_agree_with_one() {
        let codes = [
            "0.354", "0.376", "0.16", "0.56", "0.1777", "0.127", "0.644", "0.77", "0.137", "0.7",
            "0.4", "0.05", "0.165", "4.07", "0.6", "0.007",
        ];
        let tables = codes
            .iter()
            .map(|&code| {
                let code = super::super::OctalCode::parse(code).unwrap();
                SplitTable::octal(&code, TableMethod::Auto, false)
            })
            .chain([SplitTable::grundy(TableMethod::Auto)]);
        for (table, name) in tables.zip(codes.iter().chain(&["grundy"])) {
            let one = grown(table.clone(), TableMethod::Sparse, 1, 3000);
            for policy in [TableMethod::Plain, TableMethod::Sparse] {
                let two = grown(table.clone(), policy, 2, 3000);
                let first = one.iter().zip(&two).position(|(a, b)| a != b);
                assert_eq!(first, None, "{name}: {policy:?} with two threads");
            }
        }
    }

    /// Grundy's game past its first value of 64: the plain mex with values below 256 (four
    /// words in four lanes) agrees with the rare/common method heap by heap.
    #[test]
    fn plain_mex_of_byte_values_agrees_with_the_rare_common_method() {
        let plain = grown(
            SplitTable::grundy(TableMethod::Plain),
            TableMethod::Plain,
            1,
            12_000,
        );
        let sparse = grown(
            SplitTable::grundy(TableMethod::Sparse),
            TableMethod::Sparse,
            1,
            12_000,
        );
        let max = plain.iter().copied().max().unwrap_or(0);
        assert!((64..256).contains(&max), "{max}");
        let first = plain.iter().zip(&sparse).position(|(a, b)| a != b);
        assert_eq!(first, None);
    }

    /// A value too wide for the cells met by one of two threads: both stop there, the table
    /// widens, and the values still agree with one thread's.
    #[test]
    fn two_threads_widen_the_table() {
        let rule = SplitRule {
            singles: (1..=300).map(|k| (k, false, true)).collect(),
            splits: vec![0],
            unequal: false,
            t: 300,
        };
        let table = SplitTable::new(rule, false);
        for policy in [TableMethod::Plain, TableMethod::Sparse] {
            let one = grown(table.clone(), policy, 1, 2500);
            let two = grown(table.clone(), policy, 2, 2500);
            let first = one.iter().zip(&two).position(|(a, b)| a != b);
            assert_eq!(first, None, "{policy:?}");
        }
    }

    /// The work limit stops two threads as it stops one: a table-work error naming the
    /// largest heap held, and the values held are the right ones.
    #[test]
    fn two_threads_stop_at_the_work_limit() {
        let reference = grown(
            SplitTable::grundy(TableMethod::Sparse),
            TableMethod::Sparse,
            1,
            6000,
        );
        let mut table = SplitTable::grundy(TableMethod::Sparse);
        let mut budget = Budget::new(20_000).with_threads(2);
        match table.grow_to(6000, &mut budget) {
            Err(LimitError::TableWork {
                limit,
                largest_heap,
            }) => {
                assert_eq!(limit, 20_000);
                assert_eq!(largest_heap + 1, table.len());
            }
            other => panic!("{other:?}"),
        }
        let held = table.values_u64();
        assert!(held.len() > 1000 && held.len() < 6000, "{}", held.len());
        assert_eq!(held[..], reference[..held.len()]);
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

    /// The kernel's value of heap `n` without heap `n - 1` (what one thread computes while
    /// the other finishes `n - 1`) is heap `n`'s value unless an option through `n - 1`
    /// has it: the identity `pipeline.rs` rests on, heap by heap for Grundy's game.
    #[test]
    fn value_without_the_last_heaps_stands_unless_an_option_through_them_has_it() {
        let table = grown(
            SplitTable::grundy(TableMethod::Sparse),
            TableMethod::Sparse,
            1,
            3000,
        );
        let all: Vec<u8> = table.iter().map(|&v| u8::try_from(v).unwrap()).collect();
        let rule = SplitRule::grundy();
        // One heap lacking (two threads in lockstep), and as many as a thread runs ahead.
        for lag in [1, 5] {
            let mut recomputed = 0;
            for n in 1100..3000usize {
                let known = n - lag;
                let mut sparse = Sparse::choose(&all[..1024]);
                let mut scratch = Scratch::default();
                for (m, &v) in all[..known].iter().enumerate() {
                    scratch.admit(u32::from(v));
                    if m >= 1024 {
                        sparse.admit(m, u32::from(v));
                    }
                }
                let (mex, _) = sparse.value(&rule, &all[..known], n, &mut scratch);
                if super::super::plain::is_option_through(&rule, &all[..n], known, n, mex) {
                    recomputed += 1;
                } else {
                    assert_eq!(mex, u32::from(all[n]), "heap {n}, lacking {lag}");
                }
            }
            assert!(
                recomputed > 0 && recomputed < 1900 / 4,
                "{lag}: {recomputed}"
            );
        }
    }
}
