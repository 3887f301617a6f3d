//! What a game's closed forms may use of the engine: the request's [`Budget`] and a cache
//! of [`Tables`] shared by every atom of the request, nothing else.
//!
//! The games sit below the engine: [`crate::engine::Engine`] lends its budget and tables
//! as a [`Context`] to [`crate::games::Play::sg_by_theorem`] and the other closed forms,
//! which never search (no closed form needs the value of another atom). The cache is keyed
//! by the table's type and a name (the row head), so it knows no game: one-heap tables
//! ([`crate::period::HeapTable`]), the growing tables of the splitting games
//! ([`crate::games::octal::SplitTable`]) and the square tables of the two-number games
//! ([`PairTable`]) each live in their own map.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use crate::limits::Budget;

/// The part of the engine a game's closed forms reach: the budget they charge and the
/// tables they build once and read for every atom of the same game.
///
/// ```
/// use sglab_core::context::{Context, Tables};
/// use sglab_core::games::{nim::Nim, Play};
/// use sglab_core::limits::Budget;
/// let (mut budget, mut tables) = (Budget::new(1000), Tables::default());
/// let mut context = Context { budget: &mut budget, tables: &mut tables };
/// assert_eq!(Nim { heap: 5 }.sg_by_theorem(&mut context), Ok(Some(5)));
/// ```
#[derive(Debug)]
pub struct Context<'a> {
    /// The work (and memory) left to the request.
    pub budget: &'a mut Budget,
    /// The tables built so far for this request.
    pub tables: &'a mut Tables,
}

/// Tables kept for a whole request, each under its type and a name (a game's row head,
/// such as `kayles` or `subtract {1,3,4}`), shared through [`Arc`] so that a reader can
/// keep one while the cache grows another.
///
/// ```
/// use std::sync::Arc;
/// use sglab_core::context::Tables;
/// use sglab_core::period::HeapTable;
/// let mut tables = Tables::default();
/// tables.insert("bash m=3".to_string(), Arc::new(HeapTable { values: vec![0, 1, 2, 3], period: None }));
/// assert_eq!(tables.get::<HeapTable>("bash m=3").unwrap().values.len(), 4);
/// assert!(tables.get::<HeapTable>("kayles").is_none());
/// ```
#[derive(Default)]
pub struct Tables {
    // Invariant: every value in `by_type[&TypeId::of::<T>()]` is an `Arc<T>`.
    by_type: HashMap<TypeId, HashMap<String, Arc<dyn Any + Send + Sync>>>,
}

impl Tables {
    /// The table of type `T` named `key`, if built.
    pub fn get<T: Any + Send + Sync>(&self, key: &str) -> Option<Arc<T>> {
        let table = self.by_type.get(&TypeId::of::<T>())?.get(key)?;
        Arc::clone(table).downcast::<T>().ok()
    }

    /// Keeps `table` as the table of type `T` named `key`, replacing any before it.
    pub fn insert<T: Any + Send + Sync>(&mut self, key: String, table: Arc<T>) {
        self.by_type
            .entry(TypeId::of::<T>())
            .or_default()
            .insert(key, table);
    }

    /// Removes the table of type `T` named `key` (to grow it in place) and returns it.
    pub fn remove<T: Any + Send + Sync>(&mut self, key: &str) -> Option<Arc<T>> {
        let table = self.by_type.get_mut(&TypeId::of::<T>())?.remove(key)?;
        table.downcast::<T>().ok()
    }
}

impl fmt::Debug for Tables {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut names: Vec<&str> = self
            .by_type
            .values()
            .flat_map(|tables| tables.keys().map(String::as_str))
            .collect();
        names.sort_unstable();
        f.debug_struct("Tables").field("names", &names).finish()
    }
}

/// The values of a two-number game's positions `(a, b)` for `a, b < side`, row by row:
/// the table Wythoff's game and Cut cache (the two-number counterpart of a one-heap
/// [`crate::period::HeapTable`], with no period).
///
/// ```
/// use sglab_core::context::PairTable;
/// let table = PairTable::square(vec![0, 1, 1, 2]);
/// assert_eq!((table.side(), table.value(1, 0), table.value(0, 2)), (2, Some(1), None));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairTable {
    // Invariant: `values.len() >= side * side`; `values[a * side + b]` is the value of (a, b).
    side: u64,
    values: Vec<u64>,
}

impl PairTable {
    /// The table whose rows, of equal length, follow each other in `values`: the side is
    /// the integer square root of its length.
    pub fn square(values: Vec<u64>) -> PairTable {
        PairTable {
            side: values.len().isqrt() as u64,
            values,
        }
    }

    /// The number of rows and of columns.
    pub fn side(&self) -> u64 {
        self.side
    }

    /// The value of `(a, b)`, `None` outside the square.
    pub fn value(&self, a: u64, b: u64) -> Option<u64> {
        if a >= self.side || b >= self.side {
            return None;
        }
        let index = usize::try_from(a * self.side + b).ok()?;
        self.values.get(index).copied()
    }
}
