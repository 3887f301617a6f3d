//! Even splitting (HNOI2014 江南乐, Luogu P3235): `split f=F H1 H2 ...`; a move picks a
//! heap of at least F tokens, chooses `m >= 2` (and `m <= n`, so no part is empty) and
//! splits the heap of `n = q m + r` (`0 <= r < m`) into `r` heaps of `q+1` and `m-r` heaps
//! of `q`. A heap below F (or below 2) cannot move.
//!
//! Theorem (Sprague–Grundy; the quotient-block method of the HNOI2014 solutions):
//! the option for `m` has value `(r odd ? g(q+1) : 0) xor ((m-r) odd ? g(q) : 0)`, since
//! equal heaps cancel in pairs. For a fixed `n`, `q = n / m` takes O(sqrt n) values, each on
//! a block of consecutive `m`; inside a block `r = n - q m` changes by `q` per step, so the
//! parities of `r` and `m - r` depend only on the parity of `m`, and the block contributes
//! just the values of its first two `m`. So `g(0..N)` costs O(N sqrt N) integer operations.
//! The tests check this against brute force on every heap 0..=60 for F in 1..=5.
//!
//! Bounds: the table of values is cached per F and extended exactly to the heap asked for;
//! heap `n` costs one unit of the budget plus one per [`BLOCKS_PER_UNIT`] of its about
//! `2 sqrt n` evaluated options (the default budget thus reaches heaps of about 2 * 10^5;
//! 10^5 costs about 1.4 * 10^6 units). The table (8 bytes a value) is bounded by the
//! budget's table memory limit, and below [`MAX_TABLE_LEN`] heaps, where the divisor table
//! stays within u32; past either, [`LimitError::TableMemory`] names the largest heap that
//! fits (heaps below F are answered directly: 0).

use std::sync::Arc;

use crate::context::Context;
use crate::games::{charge_options, Atom, MoveList, Play};
use crate::limits::{Budget, LimitError};
use crate::mex::MexScratch;
use crate::notation::{ParseError, RowParser};
use crate::period::HeapTable;

/// The most heaps whose values are tabulated (heaps `0..MAX_TABLE_LEN`): the divisor
/// table counts in u32. The table memory limit (8 bytes a value) is reached first by
/// default (1 GiB: 134,217,728 heaps).
pub const MAX_TABLE_LEN: usize = 1 << 31;

/// Bytes per value of the table, charged against the table memory limit.
const VALUE_BYTES: u64 = 8;

/// The error for a heap the table cannot reach: the largest that fits in memory.
fn table_memory(budget: &Budget) -> LimitError {
    let max_bytes = budget.max_table_bytes();
    let fits = (max_bytes / VALUE_BYTES).min(MAX_TABLE_LEN as u64);
    LimitError::TableMemory {
        max_bytes,
        largest_heap: fits.saturating_sub(1),
    }
}

/// Options evaluated per unit of budget: one is a few integer operations, far cheaper
/// than one position of the generic engine, which allocates.
pub const BLOCKS_PER_UNIT: u64 = 32;

/// One heap of the even-splitting game with its threshold `f`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Split {
    /// The least heap that may be split (at least 1).
    pub f: u64,
    /// Tokens in the heap.
    pub heap: u64,
}

/// The blocks of `m` in `2..=n` with equal `q = n / m`, as `(first m, last m, q)`.
fn blocks(n: u64) -> impl Iterator<Item = (u64, u64, u64)> {
    let mut m: u64 = 2;
    std::iter::from_fn(move || {
        if m > n {
            return None;
        }
        let q = n / m;
        // q >= 1 since m <= n, and n / q >= m.
        let last = n / q;
        let block = (m, last, q);
        m = last + 1;
        Some(block)
    })
}

/// The value of the option of `n` for `m`, given the values of smaller heaps.
fn option_value(n: u64, m: u64, value: impl Fn(u64) -> u64) -> u64 {
    let q = n / m;
    let r = n % m;
    let big = if r % 2 == 1 { value(q + 1) } else { 0 };
    let small = if (m - r) % 2 == 1 { value(q) } else { 0 };
    big ^ small
}

/// `n / j` and `n % j` for `j` in `1..=len`, advanced from `n` to `n + 1` without dividing.
struct SmallDivisors {
    quotient: Vec<u32>,
    remainder: Vec<u32>,
    divisor: Vec<u32>,
}

impl SmallDivisors {
    /// The table for `n`, with divisors `1..=count`.
    fn new(n: u32, count: u32) -> Self {
        let mut table = SmallDivisors {
            quotient: vec![0],
            remainder: vec![0],
            divisor: vec![0],
        };
        table.grow(n, count);
        table
    }

    /// Adds divisors up to `count` for the current `n`.
    fn grow(&mut self, n: u32, count: u32) {
        for j in self.quotient.len() as u32..=count {
            self.quotient.push(n / j);
            self.remainder.push(n % j);
            self.divisor.push(j);
        }
    }

    /// From `n` to `n + 1`, branch-free so that it vectorises. (Index 0 only counts up:
    /// below `MAX_TABLE_LEN` it never reaches u32::MAX.)
    fn advance(&mut self) {
        for ((quotient, remainder), &j) in self
            .quotient
            .iter_mut()
            .zip(self.remainder.iter_mut())
            .zip(self.divisor.iter())
        {
            let next = *remainder + 1;
            let wrap = u32::from(next == j);
            *quotient += wrap;
            *remainder = next - wrap * j;
        }
    }

    /// `(n / j, n % j)`; `j` must be within the table.
    fn get(&self, j: u32) -> (u32, u32) {
        let j = j as usize;
        (
            self.quotient.get(j).copied().unwrap_or(0),
            self.remainder.get(j).copied().unwrap_or(0),
        )
    }
}

/// Extends `values` to `len` heaps by the quotient-block method, charging the budget.
/// On failure `values` keeps every heap completed.
///
/// For heap `n` with `t = isqrt(n)`: each `m` in `2..=t` is taken alone, and the `m > t`
/// are grouped by `q = n / m <= t` into the block `n/(q+1) < m <= n/q`, of which only
/// the first two `m` matter. All the quotients and remainders by `1..=t+1` come from
/// [`SmallDivisors`], so the loop does no division.
fn extend_table(
    f: u64,
    values: &mut Vec<u64>,
    len: usize,
    budget: &mut Budget,
) -> Result<(), LimitError> {
    let len = len.min(MAX_TABLE_LEN);
    let mut scratch = MexScratch::default();
    let mut divisors: Option<SmallDivisors> = None;
    let mut root: u32 = 0;
    while values.len() < len {
        let index = values.len();
        let Some(n) = u32::try_from(index)
            .ok()
            .filter(|&n| u64::from(n) >= f.max(2))
        else {
            budget.charge(1)?;
            values.push(0);
            continue;
        };
        while u64::from(root + 1) * u64::from(root + 1) <= u64::from(n) {
            root += 1;
        }
        let divisors = match divisors.as_mut() {
            Some(divisors) => {
                divisors.grow(n, root + 1);
                divisors
            }
            None => divisors.insert(SmallDivisors::new(n, root + 1)),
        };
        let g = values.as_slice();
        let lookup = |i: u32| g.get(i as usize).copied().unwrap_or(0);
        let value = |r: u32, rest: u32, q: u32| {
            let big = if r & 1 == 1 { lookup(q + 1) } else { 0 };
            let small = if rest & 1 == 1 { lookup(q) } else { 0 };
            big ^ small
        };
        // At most root - 1 options below the root and two per quotient block above it.
        scratch.start(3 * root as usize);
        for m in 2..=root {
            let (q, r) = divisors.get(m);
            scratch.mark(value(r, m - r, q));
        }
        for q in 1..=root {
            let first = (divisors.get(q + 1).0 + 1).max(root + 1);
            let last = divisors.get(q).0;
            if first > last {
                continue;
            }
            // q = n / first, so first * q <= n.
            let r = n - q * first;
            scratch.mark(value(r, first - r, q));
            if first < last {
                // n = q (first + 1) + (r - q), and r >= q because n / (first + 1) = q.
                let r = r - q;
                scratch.mark(value(r, first + 1 - r, q));
            }
        }
        budget.charge(1 + 2 * u64::from(root) / BLOCKS_PER_UNIT)?;
        values.push(scratch.mex());
        divisors.advance();
    }
    Ok(())
}

impl Split {
    /// The heap `n` split into `m` parts as equally as possible: `r` heaps of `q+1`, then
    /// `m-r` heaps of `q`.
    fn split_into(&self, m: u64) -> Vec<Atom> {
        let (q, r) = (self.heap / m, self.heap % m);
        let part = |heap| Atom::Split(Split { f: self.f, heap });
        let mut atoms = Vec::with_capacity(usize::try_from(m).unwrap_or(0));
        atoms.extend((0..r).map(|_| part(q + 1)));
        atoms.extend((r..m).map(|_| part(q)));
        atoms
    }

    /// The row head, the key of the cached table.
    fn head_text(&self) -> String {
        let mut head = String::new();
        self.write_head(&mut head);
        head
    }

    /// Whether a heap of this size can move.
    fn can_move(&self) -> bool {
        self.heap >= self.f.max(2)
    }

    /// The cached or extended table of this F, covering heap `need`.
    fn table(&self, context: &mut Context<'_>, need: u64) -> Result<Arc<HeapTable>, LimitError> {
        let fits = (context.budget.max_table_bytes() / VALUE_BYTES).min(MAX_TABLE_LEN as u64);
        let need = usize::try_from(need)
            .ok()
            .filter(|&n| (n as u64) < fits)
            .ok_or_else(|| table_memory(context.budget))?;
        let mut head = String::new();
        self.write_head(&mut head);
        let cached = context.tables.get::<HeapTable>(&head);
        if let Some(table) = &cached
            && need < table.values.len()
        {
            return Ok(Arc::clone(table));
        }
        drop(cached);
        // Taken out of the cache and grown in place, exactly to the heap asked for.
        let mut values = crate::period::take_table_values(context.tables, &head);
        let len = (need + 1).min(MAX_TABLE_LEN);
        values.reserve_exact(len.saturating_sub(values.len()));
        let outcome = extend_table(self.f, &mut values, len, context.budget);
        let covered = need < values.len();
        let table = Arc::new(HeapTable {
            values,
            period: None,
        });
        context.tables.insert(head, Arc::clone(&table));
        match outcome {
            Err(error) if !covered => Err(error),
            _ => Ok(table),
        }
    }
}

impl Play for Split {
    const MERGES: bool = true;

    fn write_head(&self, out: &mut String) {
        out.push_str("split f=");
        out.push_str(&self.f.to_string());
    }

    fn numbers(&self) -> Vec<u64> {
        vec![self.heap]
    }

    fn options(&self, budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        if !self.can_move() {
            return Ok(vec![]);
        }
        let n = u128::from(self.heap);
        // n - 1 options holding 2 + 3 + ... + n atoms in all.
        charge_options(budget, (n - 1) + (n * (n + 1) / 2 - 1))?;
        Ok((2..=self.heap).map(|m| self.split_into(m)).collect())
    }

    fn sg_by_theorem(&self, context: &mut Context<'_>) -> Result<Option<u64>, LimitError> {
        if !self.can_move() {
            return Ok(Some(0));
        }
        self.table(context, self.heap)
            .map(|table| Some(table.value(self.heap).unwrap_or(0)))
    }

    /// Every split to value `target` in increasing `m`, counted block by block and listed
    /// up to `max` (each listed option charged by its number of heaps).
    fn moves_to_value_by_theorem(
        &self,
        target: u64,
        max: usize,
        context: &mut Context<'_>,
    ) -> Result<Option<MoveList>, LimitError> {
        let mut found = MoveList::counted();
        if !self.can_move() {
            return Ok(Some(found));
        }
        let n = self.heap;
        // Options reach heaps of at most n / 2 + 1.
        let table = self.table(context, n / 2 + 1)?;
        let value = |i: u64| table.value(i).unwrap_or(0);
        for (first, last, _) in blocks(n) {
            context.budget.charge(1)?;
            let first_matches = option_value(n, first, value) == target;
            let second = first < last && option_value(n, first + 1, value) == target;
            // m in first..=last with the parity of `first`, then with the other parity.
            let with_first = u128::from((last - first) / 2 + 1);
            let with_second = u128::from((last - first).div_ceil(2));
            let count = u128::from(first_matches) * with_first + u128::from(second) * with_second;
            let (start, step) = match (first_matches, second) {
                (true, true) => (first, 1usize),
                (true, false) => (first, 2),
                _ => (first + 1, 2),
            };
            found.add(max, count, |room| {
                let listed = (start..=last).step_by(step).take(room);
                listed
                    .map(|m| {
                        charge_options(context.budget, u128::from(m))?;
                        Ok(self.split_into(m))
                    })
                    .collect()
            })?;
        }
        Ok(Some(found))
    }

    fn with_heap(&self, heap: u64) -> Option<Self> {
        Some(Split { f: self.f, heap })
    }

    fn heap_values(
        &self,
        last: u64,
        context: &mut Context<'_>,
    ) -> Result<Option<crate::period::HeapValues>, LimitError> {
        match self.table(context, last) {
            Ok(table) => Ok(Some(crate::period::HeapValues::table(
                crate::period::Cells::from_slice(&table.values),
                last,
            ))),
            Err(LimitError::TooLarge { limit }) => Err(LimitError::TableWork {
                limit,
                largest_heap: context
                    .tables
                    .get::<HeapTable>(&self.head_text())
                    .map_or(0, |table| (table.values.len() as u64).saturating_sub(1)),
            }),
            Err(error) => Err(error),
        }
    }
}

/// Parses `f=F H1 H2 ...` after `split`; `F` must be at least 1.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    let f = row.parameter("f", 1)?;
    row.heaps(|heap| Atom::Split(Split { f, heap }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::testing::Search;
    use crate::Limits;

    #[test]
    fn quotient_blocks_match_brute_force_on_heaps_to_60() {
        for f in 1..=5 {
            let mut search = Search::new();
            let mut largest = 0;
            let mut values = vec![];
            for heap in 0..=60 {
                let atom = Atom::Split(Split { f, heap });
                let value = search.brute.sg(&atom).unwrap();
                assert_eq!(search.fast.sg(&atom), Ok(value), "f={f} heap {heap}");
                largest = largest.max(value);
                values.push(value);
            }
            for heap in 0..=60 {
                let atom = Atom::Split(Split { f, heap });
                search.check(&atom, largest + 1);
            }
        }
    }

    #[test]
    fn hnoi2014_sample() {
        // Luogu P3235 (HNOI2014 江南乐) sample, F = 3, four games of one heap: 1, 2, 3, 5,
        // answers 0 0 1 1. By hand: 1 and 2 cannot move; 3 splits only into heaps below 3
        // (value 0), so g(3) = 1; 5 splits into 3+2 (value 1) or parts below 3, so g(5) = 2.
        let mut engine = Engine::new(&Limits::default());
        let answers: Vec<u8> = [1, 2, 3, 5]
            .iter()
            .map(|&heap| {
                let value = engine.sg(&Atom::Split(Split { f: 3, heap })).unwrap();
                u8::from(value != 0)
            })
            .collect();
        assert_eq!(answers, [0, 0, 1, 1]);
        assert_eq!(engine.sg(&Atom::Split(Split { f: 3, heap: 5 })), Ok(2));
    }

    #[test]
    fn table_agrees_with_the_naive_mex_to_1200() {
        // The quotient blocks against a plain loop over every m, further than brute force.
        for f in [1, 2, 7, 50] {
            let mut values: Vec<u64> = Vec::new();
            for n in 0..1200u64 {
                let value = if n < f.max(2) {
                    0
                } else {
                    let options = (2..=n)
                        .map(|m| option_value(n, m, |i| values[i as usize]))
                        .collect();
                    crate::engine::mex(options)
                };
                values.push(value);
            }
            let mut engine = Engine::new(&Limits::default());
            for (n, &value) in values.iter().enumerate() {
                let atom = Atom::Split(Split { f, heap: n as u64 });
                assert_eq!(engine.sg(&atom), Ok(value), "f={f} heap {n}");
            }
        }
    }

    #[test]
    fn huge_heaps_fail_cleanly() {
        let mut engine = Engine::new(&Limits::default());
        let huge = Atom::Split(Split {
            f: 1,
            heap: u64::MAX,
        });
        let past_memory = Err(LimitError::TableMemory {
            max_bytes: 1 << 30,
            largest_heap: (1 << 27) - 1,
        });
        assert_eq!(engine.sg(&huge), past_memory);
        assert!(matches!(
            engine.moves_to_value(&huge, 0, 10),
            Err(LimitError::TableMemory { .. })
        ));
        // Below F nothing moves, however large.
        let idle = Atom::Split(Split {
            f: u64::MAX,
            heap: u64::MAX - 1,
        });
        assert_eq!(engine.sg(&idle), Ok(0));
        assert_eq!(engine.moves_to_value(&idle, 0, 10).unwrap().total, Some(0));
        let mut brute = Engine::brute_force(&Limits::default());
        assert!(matches!(brute.sg(&huge), Err(LimitError::TooLarge { .. })));
        // A large heap lists winning moves without building every split.
        let atom = Atom::Split(Split { f: 1, heap: 20_000 });
        let mut engine = Engine::new(&Limits::default());
        let value = engine.sg(&atom).unwrap();
        let moves = engine.moves_to_value(&atom, 0, 2).unwrap();
        assert_eq!(moves.total.unwrap() > 0, value != 0);
        assert!(moves.options.len() <= 2);
    }
}
