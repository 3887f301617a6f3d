//! One-heap value tables with a proved period, shared by the heap games.
//!
//! A [`HeapTable`] holds the SG values of heaps `0..values.len()`; when a period is proved
//! (by the rule of the game's own module), the value of any u64 heap follows from it.

/// The values of the cached table of `key`, taken out of the cache (which gets an empty
/// table in their place) so that they grow in place, without a copy when no one else
/// holds them.
pub(crate) fn take_table_values(tables: &mut crate::context::Tables, key: &str) -> Vec<u64> {
    let Some(cached) = tables.get::<HeapTable>(key) else {
        return Vec::new();
    };
    tables.insert(
        key.to_string(),
        std::sync::Arc::new(HeapTable {
            values: Vec::new(),
            period: None,
        }),
    );
    match std::sync::Arc::try_unwrap(cached) {
        Ok(table) => table.values,
        Err(shared) => shared.values.clone(),
    }
}

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

/// The arithmetic period a theorem states for a heap game's values:
/// `g(n + period) = g(n) + saltus` for every `n >= preperiod`, with the theorem
/// ([`Play::arithmetic_period`](crate::games::Play::arithmetic_period)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArithmeticPeriod {
    /// The first heap from which the law holds.
    pub preperiod: u64,
    /// The period.
    pub period: u64,
    /// The increase over each period.
    pub saltus: u64,
    /// The theorem, in either language.
    pub certificate: Certificate,
}

/// Why a period holds, or how far the search for one got: a message key with its
/// parameters, written in either language by [`Certificate::render`] (English by
/// `Display`, the text of `sglab period`).
///
/// ```
/// use sglab_core::i18n::Lang;
/// use sglab_core::period::Certificate;
/// let note = Certificate::new("period.bash").param("period", 4);
/// assert_eq!(note.to_string(), "Bash theorem: g(n) = n mod 4 for every n (Winning Ways ch. 4)");
/// assert!(note.render(Lang::Zh.words()).starts_with("巴什博弈定理"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    /// The message key, e.g. `period.guy_smith`.
    pub key: &'static str,
    /// The parameters of the message.
    pub params: Vec<(&'static str, CertificateParam)>,
}

/// One parameter of a [`Certificate`]: text as it is, or a message rendered in the
/// certificate's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CertificateParam {
    /// Numbers and notation, the same in every language.
    Text(String),
    /// Another message of the table (e.g. `period.largest_asked`).
    Message(&'static str),
    /// The limit that stopped a table.
    Limit(crate::limits::LimitError),
}

impl Certificate {
    /// The certificate of message `key`, without parameters yet.
    pub fn new(key: &'static str) -> Certificate {
        Certificate {
            key,
            params: Vec::new(),
        }
    }

    /// Adds parameter `name` as text.
    pub fn param(mut self, name: &'static str, value: impl ToString) -> Certificate {
        self.params
            .push((name, CertificateParam::Text(value.to_string())));
        self
    }

    /// Adds parameter `name` as the message `key`, rendered in the certificate's language.
    pub fn message(mut self, name: &'static str, key: &'static str) -> Certificate {
        self.params.push((name, CertificateParam::Message(key)));
        self
    }

    /// Adds parameter `name` as the message of `error`.
    pub fn limit(mut self, name: &'static str, error: crate::limits::LimitError) -> Certificate {
        self.params.push((name, CertificateParam::Limit(error)));
        self
    }

    /// The certificate in `lang`.
    pub fn render(&self, lang: crate::i18n::Words<'_>) -> String {
        let values: Vec<(&str, String)> = self
            .params
            .iter()
            .map(|(name, value)| {
                let text = match value {
                    CertificateParam::Text(text) => text.clone(),
                    CertificateParam::Message(key) => crate::i18n::format(lang, key, &[]),
                    CertificateParam::Limit(error) => error.render(lang),
                };
                (*name, text)
            })
            .collect();
        let borrowed: Vec<(&str, &str)> = values.iter().map(|(n, v)| (*n, v.as_str())).collect();
        crate::i18n::format(lang, self.key, &borrowed)
    }
}

impl std::fmt::Display for Certificate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        crate::i18n::display(f, self.key, |lang| self.render(lang))
    }
}

/// Values of heaps in the narrowest width that holds them all (1, 2, 4 or 8 bytes each),
/// widened as larger values are pushed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cells {
    /// Every value below 2^8.
    U8(Vec<u8>),
    /// Every value below 2^16.
    U16(Vec<u16>),
    /// Every value below 2^32.
    U32(Vec<u32>),
    /// Any value.
    U64(Vec<u64>),
}

impl Default for Cells {
    fn default() -> Self {
        Cells::U8(Vec::new())
    }
}

impl Cells {
    /// The values of `values`, in the narrowest width that holds them.
    ///
    /// ```
    /// use sglab_core::period::Cells;
    /// let cells = Cells::from_slice(&[0, 1, 300]);
    /// assert_eq!((cells.width(), cells.get(2)), (2, Some(300)));
    /// ```
    pub fn from_slice(values: &[u64]) -> Cells {
        let mut cells = Cells::with_capacity(values.len(), values.iter().copied().max());
        for &value in values {
            cells.push(value);
        }
        cells
    }

    /// Empty cells with room for `len` values, as wide as `max` needs.
    pub fn with_capacity(len: usize, max: Option<u64>) -> Cells {
        match max.unwrap_or(0) {
            m if m <= u64::from(u8::MAX) => Cells::U8(Vec::with_capacity(len)),
            m if m <= u64::from(u16::MAX) => Cells::U16(Vec::with_capacity(len)),
            m if m <= u64::from(u32::MAX) => Cells::U32(Vec::with_capacity(len)),
            _ => Cells::U64(Vec::with_capacity(len)),
        }
    }

    /// How many values are held.
    pub fn len(&self) -> usize {
        match self {
            Cells::U8(v) => v.len(),
            Cells::U16(v) => v.len(),
            Cells::U32(v) => v.len(),
            Cells::U64(v) => v.len(),
        }
    }

    /// Whether no value is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes per value.
    pub fn width(&self) -> u64 {
        match self {
            Cells::U8(_) => 1,
            Cells::U16(_) => 2,
            Cells::U32(_) => 4,
            Cells::U64(_) => 8,
        }
    }

    /// The value at `i`.
    #[inline]
    pub fn get(&self, i: usize) -> Option<u64> {
        match self {
            Cells::U8(v) => v.get(i).map(|&x| u64::from(x)),
            Cells::U16(v) => v.get(i).map(|&x| u64::from(x)),
            Cells::U32(v) => v.get(i).map(|&x| u64::from(x)),
            Cells::U64(v) => v.get(i).copied(),
        }
    }

    /// Appends `value`, widening every value first when it does not fit.
    pub fn push(&mut self, value: u64) {
        loop {
            match self {
                Cells::U8(v) => match u8::try_from(value) {
                    Ok(x) => return v.push(x),
                    Err(_) => *self = Cells::U16(v.iter().map(|&x| u16::from(x)).collect()),
                },
                Cells::U16(v) => match u16::try_from(value) {
                    Ok(x) => return v.push(x),
                    Err(_) => *self = Cells::U32(v.iter().map(|&x| u32::from(x)).collect()),
                },
                Cells::U32(v) => match u32::try_from(value) {
                    Ok(x) => return v.push(x),
                    Err(_) => *self = Cells::U64(v.iter().map(|&x| u64::from(x)).collect()),
                },
                Cells::U64(v) => return v.push(value),
            }
        }
    }

    /// The largest value held (0 when empty).
    pub fn max(&self) -> u64 {
        match self {
            Cells::U8(v) => v.iter().copied().max().map_or(0, u64::from),
            Cells::U16(v) => v.iter().copied().max().map_or(0, u64::from),
            Cells::U32(v) => v.iter().copied().max().map_or(0, u64::from),
            Cells::U64(v) => v.iter().copied().max().unwrap_or(0),
        }
    }

    /// The largest value among the first `len` values.
    fn max_of_first(&self, len: usize) -> u64 {
        let len = len.min(self.len());
        match self {
            Cells::U8(v) => v[..len].iter().copied().max().map_or(0, u64::from),
            Cells::U16(v) => v[..len].iter().copied().max().map_or(0, u64::from),
            Cells::U32(v) => v[..len].iter().copied().max().map_or(0, u64::from),
            Cells::U64(v) => v[..len].iter().copied().max().unwrap_or(0),
        }
    }
}

/// The SG values of the heaps `0..=last` of one heap game, held compactly: a table of
/// values in the narrowest width (folded through a proved period past its end), or a
/// closed form. Nothing is stored per heap beyond the table, so a periodic game answers
/// 10^8 heaps from one period.
///
/// ```
/// use sglab_core::period::{Cells, HeapValues, Periodicity};
/// let values = HeapValues::periodic(Cells::from_slice(&[0, 1, 2, 3]), Periodicity { preperiod: 0, period: 4 }, 1_000_000_000);
/// assert_eq!(values.get(999_999_999), Some(3));
/// assert_eq!(values.get(1_000_000_001), None);
/// assert_eq!(values.iter().take(6).collect::<Vec<_>>(), [0, 1, 2, 3, 0, 1]);
/// ```
#[derive(Clone, Debug)]
pub struct HeapValues {
    last: u64,
    source: Source,
}

#[derive(Clone, Debug)]
enum Source {
    /// `cells[n]` for `n < cells.len()`; past it, folded through the period (which the
    /// cells cover: `preperiod + period <= cells.len()`).
    Table {
        cells: Cells,
        period: Option<Periodicity>,
    },
    /// A closed form `value(n, parameter)`, with `max(n, parameter)` the largest value of
    /// heaps `0..=n`.
    Formula {
        value: fn(u64, u64) -> u64,
        max: fn(u64, u64) -> u64,
        parameter: u64,
    },
}

impl HeapValues {
    /// The values `cells` of heaps `0..=last` (the cells hold at least `last + 1` values,
    /// or are cut to them).
    pub fn table(mut cells: Cells, last: u64) -> HeapValues {
        if let Ok(len) = usize::try_from(last.saturating_add(1)) {
            match &mut cells {
                Cells::U8(v) => v.truncate(len),
                Cells::U16(v) => v.truncate(len),
                Cells::U32(v) => v.truncate(len),
                Cells::U64(v) => v.truncate(len),
            }
        }
        let last = last.min((cells.len() as u64).saturating_sub(1));
        HeapValues {
            last,
            source: Source::Table {
                cells,
                period: None,
            },
        }
    }

    /// Heaps `0..=last` of a table with a proved period; only the cells up to the end of
    /// the first period (`preperiod + period`) are kept. When the cells do not cover the
    /// first period (or it is 0), or `last` lies before its end, the plain table.
    pub fn periodic(mut cells: Cells, period: Periodicity, last: u64) -> HeapValues {
        let end = period.preperiod.saturating_add(period.period);
        let covered = period.period > 0 && (cells.len() as u64) >= end;
        if !covered || last < end {
            return HeapValues::table(cells, last);
        }
        // end <= cells.len(), so it fits in usize.
        let keep = usize::try_from(end).unwrap_or(usize::MAX);
        match &mut cells {
            Cells::U8(v) => v.truncate(keep),
            Cells::U16(v) => v.truncate(keep),
            Cells::U32(v) => v.truncate(keep),
            Cells::U64(v) => v.truncate(keep),
        }
        HeapValues {
            last,
            source: Source::Table {
                cells,
                period: Some(period),
            },
        }
    }

    /// Heaps `0..=last` of a closed form with a game's parameter: `value(n, parameter)`,
    /// and `max(n, parameter)` the largest value of heaps `0..=n`.
    ///
    /// ```
    /// use sglab_core::period::HeapValues;
    /// let bash = HeapValues::formula(|n, m| n % (m + 1), |n, m| n.min(m), 3, 1_000_000_000_000);
    /// assert_eq!((bash.get(999_999_999_999), bash.max()), (Some(3), 3));
    /// ```
    pub fn formula(
        value: fn(u64, u64) -> u64,
        max: fn(u64, u64) -> u64,
        parameter: u64,
        last: u64,
    ) -> HeapValues {
        HeapValues {
            last,
            source: Source::Formula {
                value,
                max,
                parameter,
            },
        }
    }

    /// The last heap (the values are those of heaps `0..=last()`).
    pub fn last(&self) -> u64 {
        self.last
    }

    /// The value of heap `n`, `None` past the last heap.
    #[inline]
    pub fn get(&self, n: u64) -> Option<u64> {
        if n > self.last {
            return None;
        }
        match &self.source {
            Source::Formula {
                value, parameter, ..
            } => Some(value(n, *parameter)),
            Source::Table { cells, period } => {
                if let Some(value) = usize::try_from(n).ok().and_then(|i| cells.get(i)) {
                    return Some(value);
                }
                let Periodicity { preperiod, period } = (*period)?;
                let folded =
                    preperiod.checked_add(n.checked_sub(preperiod)?.checked_rem(period)?)?;
                cells.get(usize::try_from(folded).ok()?)
            }
        }
    }

    /// The largest value of heaps `0..=last()`.
    pub fn max(&self) -> u64 {
        match &self.source {
            Source::Formula { max, parameter, .. } => max(self.last, *parameter),
            Source::Table { cells, .. } => cells
                .max_of_first(usize::try_from(self.last.saturating_add(1)).unwrap_or(usize::MAX)),
        }
    }

    /// The bytes the values take in memory.
    pub fn stored_bytes(&self) -> u64 {
        match &self.source {
            Source::Formula { .. } => 0,
            Source::Table { cells, .. } => (cells.len() as u64).saturating_mul(cells.width()),
        }
    }

    /// The proved period the values are read through, if any.
    pub fn period(&self) -> Option<Periodicity> {
        match &self.source {
            Source::Table { period, .. } => *period,
            Source::Formula { .. } => None,
        }
    }

    /// The values of heaps `0..=last()` in order, without allocating.
    pub fn iter(&self) -> HeapValuesIter<'_> {
        let (cycle_start, cycle_end) = match &self.source {
            Source::Table {
                cells,
                period: Some(p),
            } => (
                usize::try_from(p.preperiod).unwrap_or(usize::MAX),
                cells.len(),
            ),
            Source::Table { cells, .. } => (cells.len(), cells.len()),
            Source::Formula { .. } => (0, 0),
        };
        HeapValuesIter {
            values: self,
            next: 0,
            done: false,
            index: 0,
            cycle_start,
            cycle_end,
        }
    }

    /// Every value, widened to u64 (8 bytes per heap: callers charge it first).
    pub fn to_vec(&self) -> Vec<u64> {
        self.iter().collect()
    }
}

/// The values of a [`HeapValues`], heap by heap: a periodic table is read by walking its
/// cells and jumping back to the preperiod, with no division per heap.
#[derive(Clone, Debug)]
pub struct HeapValuesIter<'a> {
    values: &'a HeapValues,
    /// The next heap.
    next: u64,
    done: bool,
    /// The cell of the next heap (tables).
    index: usize,
    cycle_start: usize,
    cycle_end: usize,
}

impl Iterator for HeapValuesIter<'_> {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        if self.done {
            return None;
        }
        let heap = self.next;
        let value = match &self.values.source {
            Source::Formula {
                value, parameter, ..
            } => value(heap, *parameter),
            Source::Table { cells, .. } => {
                let value = cells.get(self.index)?;
                self.index += 1;
                if self.index == self.cycle_end {
                    self.index = self.cycle_start;
                }
                value
            }
        };
        if heap == self.values.last {
            self.done = true;
        } else {
            self.next = heap + 1;
        }
        Some(value)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        if self.done {
            return (0, Some(0));
        }
        let left = usize::try_from(self.values.last - self.next)
            .ok()
            .and_then(|n| n.checked_add(1));
        (left.unwrap_or(usize::MAX), left)
    }
}
