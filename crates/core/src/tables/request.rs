//! A whole table of one component, as `sglab sequence`, `sglab grid` and `sglab pairs` ask for it
//! and the page's 打表 export (the wasm `tableText`) does: the one place that maps a kind
//! of table to its computation and to its export, so that the adapters only convert.

use std::fmt;

use crate::engine::Engine;
use crate::export::{command, export_into, Format, Table};
use crate::period::HeapValues;

use super::{grid_with, heap_values_with, pairs, Grid, TableError};

/// Which table a request asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The values of heaps `0..=n` of a heap game (`sglab sequence`).
    Sequence,
    /// The values of `(a, b)`, `0 <= a, b < n`, of a two-number game (`sglab grid`).
    Grid,
    /// The first `n` P-positions of Wythoff's game (`sglab pairs`).
    Pairs,
}

impl Kind {
    /// Every kind with its name, as the CLI's commands and the page spell them.
    pub const ALL: [(Kind, &'static str); 3] = [
        (Kind::Sequence, "sequence"),
        (Kind::Grid, "grid"),
        (Kind::Pairs, "pairs"),
    ];

    /// The kind called `name` (`sequence`, `grid`, `pairs`).
    ///
    /// ```
    /// use sglab_core::tables::Kind;
    /// assert_eq!(Kind::from_name("grid"), Some(Kind::Grid));
    /// assert_eq!(Kind::from_name("strip"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(kind, _)| *kind)
    }
}

/// A table computed for a request, held as compactly as its kind allows.
#[derive(Clone, Debug)]
pub enum Computed {
    /// Heap values, read one by one as they are written ([`HeapValues`]).
    Sequence(HeapValues),
    /// A grid of values, `None` where a cell is not a position.
    Grid(Grid),
    /// Wythoff's P-positions `(a_k, b_k)`.
    Pairs(Vec<(u64, u64)>),
}

/// Computes the table `kind` of `component` up to `n` (the last heap, the side of the
/// grid, or the number of pairs). `sglab pairs` has one game: any component but `wythoff` is
/// [`TableError::NoPairs`].
///
/// ```
/// use sglab_core::{engine::Engine, export::Format, tables::{compute, Kind}, Limits};
/// let mut engine = Engine::new(&Limits::default());
/// let table = compute(Kind::Sequence, "bash m=3", 5, &mut engine).unwrap();
/// assert_eq!(
///     table.export("bash m=3", Format::Python, ""),
///     "# sglab sequence bash m=3 --to 5 --format py\nsg = [0, 1, 2, 3, 0, 1]\n"
/// );
/// ```
pub fn compute(
    kind: Kind,
    component: &str,
    n: u64,
    engine: &mut Engine,
) -> Result<Computed, TableError> {
    Ok(match kind {
        Kind::Sequence => Computed::Sequence(heap_values_with(component, n, engine)?),
        Kind::Grid => Computed::Grid(grid_with(component, n, engine)?),
        Kind::Pairs => Computed::Pairs(pairs(component, n)?),
    })
}

impl Computed {
    /// The table, as [`crate::export`] writes it.
    pub fn table(&self) -> Table<'_> {
        match self {
            Computed::Sequence(values) => Table::Sequence(values),
            Computed::Grid(grid) => Table::Grid(grid),
            Computed::Pairs(pairs) => Table::Pairs(pairs),
        }
    }

    /// The table of `component` written in `format` to `out` as it goes, headed by the
    /// `sg` command that prints the same text and, when `link` is not empty, ` | link`
    /// (the page that shows the table).
    pub fn export_into(
        &self,
        component: &str,
        format: Format,
        link: &str,
        out: &mut impl fmt::Write,
    ) -> fmt::Result {
        let table = self.table();
        let mut source = command(table, component, format);
        if !link.is_empty() {
            source.push_str(" | ");
            source.push_str(link);
        }
        export_into(table, format, &source, out)
    }

    /// [`Computed::export_into`] as one string.
    pub fn export(&self, component: &str, format: Format, link: &str) -> String {
        let mut out = String::new();
        // Writing to a String does not fail.
        let _ = self.export_into(component, format, link, &mut out);
        out
    }
}
