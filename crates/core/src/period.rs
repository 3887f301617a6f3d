//! One-heap value tables with a proved period, shared by the heap games.
//!
//! A [`HeapTable`] holds the SG values of heaps `0..values.len()`; when a period is proved
//! (by the rule of the game's own module), the value of any u64 heap follows from it.

/// A proved eventual period: `g(n + period) = g(n)` for every `n >= preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Periodicity {
    /// The first heap from which the values repeat.
    pub preperiod: u64,
    /// The length of the repeating block.
    pub period: u64,
}

/// SG values of heaps `0..values.len()` of one heap game, and its period when proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapTable {
    /// `values[n]` is the SG value of a heap of `n`.
    pub values: Vec<u64>,
    /// The proved period, if any.
    pub period: Option<Periodicity>,
}

impl HeapTable {
    /// The value of heap `n`, from the table or the period; `None` if neither covers it.
    ///
    /// ```
    /// use sglab_core::period::{HeapTable, Periodicity};
    /// let table = HeapTable { values: vec![0, 1, 2, 0, 1, 2], period: Some(Periodicity { preperiod: 0, period: 3 }) };
    /// assert_eq!(table.value(1_000_000_000_000), Some(1));
    /// ```
    pub fn value(&self, n: u64) -> Option<u64> {
        if let Some(&value) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Some(value);
        }
        let Periodicity { preperiod, period } = self.period?;
        if period == 0 || n < preperiod {
            return None;
        }
        let folded = preperiod + (n - preperiod) % period;
        self.values.get(usize::try_from(folded).ok()?).copied()
    }
}
