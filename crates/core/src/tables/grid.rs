//! The grid of a two-number game (`sglab grid`): a side x side table of SG values in one flat
//! vector, two bytes a cell when every value fits (always for `wythoff`, `euclid` and
//! `cut`), with the cells that are not positions marked.
//!
//! `wythoff`, `euclid` and `cut` are computed by their own rules (bit sets of rows, columns
//! and diagonals; the chain lemma; the table of cuts), and the two-number games of your own
//! cell by cell with the engine. Each agrees with the engine on every cell (see the tests).

use serde::ser::{Serialize, SerializeSeq, Serializer};

use crate::engine::Engine;
use crate::games::Atom;
use crate::limits::LimitError;

/// A narrow cell that is not a position (values are below it: see [`crate::games::grid`]).
const HOLE: u16 = crate::games::grid::HOLE;

/// The SG values of the positions `(a, b)`, `0 <= a, b < side`, of a two-number game.
///
/// ```
/// use sglab_core::{tables::grid, Limits};
/// let wythoff = grid("wythoff", 3, &Limits::default()).unwrap();
/// assert_eq!(wythoff.get(1, 2), Some(0));
/// assert_eq!(wythoff.row(2).collect::<Vec<_>>(), [Some(2), Some(0), Some(1)]);
/// let euclid = grid("euclid", 2, &Limits::default()).unwrap();
/// assert_eq!(euclid.get(0, 0), None);
/// ```
#[derive(Clone, Debug)]
pub struct Grid {
    side: usize,
    cells: Cells,
}

/// Row-major cells: two bytes each ([`HOLE`] where not a position), or wide values.
#[derive(Clone, Debug)]
enum Cells {
    Narrow(Vec<u16>),
    Wide(Vec<Option<u64>>),
}

impl Grid {
    /// A grid of `side * side` narrow values, row by row (`u16::MAX`: not a position).
    fn narrow(side: usize, values: Vec<u16>) -> Grid {
        debug_assert_eq!(values.len(), side * side);
        Grid {
            side,
            cells: Cells::Narrow(values),
        }
    }

    /// A grid from its rows (shorter rows are completed with cells that are not positions).
    ///
    /// ```
    /// use sglab_core::tables::Grid;
    /// let grid = Grid::from_rows(&[vec![Some(0), Some(1)], vec![None, Some(70000)]]);
    /// assert_eq!((grid.side(), grid.get(1, 1), grid.get(1, 0)), (2, Some(70000), None));
    /// ```
    pub fn from_rows(rows: &[Vec<Option<u64>>]) -> Grid {
        let side = rows.len();
        let cell = |a: usize, b: usize| rows[a].get(b).copied().flatten();
        let all = (0..side).flat_map(|a| (0..side).map(move |b| (a, b)));
        let narrow: Option<Vec<u16>> = all
            .clone()
            .map(|(a, b)| match cell(a, b) {
                None => Some(HOLE),
                Some(value) => u16::try_from(value).ok().filter(|&v| v != HOLE),
            })
            .collect();
        match narrow {
            Some(values) => Grid::narrow(side, values),
            None => Grid {
                side,
                cells: Cells::Wide(all.map(|(a, b)| cell(a, b)).collect()),
            },
        }
    }

    /// The number of rows and of columns.
    pub fn side(&self) -> usize {
        self.side
    }

    /// Whether the grid has no cell.
    pub fn is_empty(&self) -> bool {
        self.side == 0
    }

    /// The SG value of `(a, b)`; `None` when that is not a position or not in the grid.
    pub fn get(&self, a: usize, b: usize) -> Option<u64> {
        if a >= self.side || b >= self.side {
            return None;
        }
        let index = a * self.side + b;
        match &self.cells {
            Cells::Narrow(values) => values
                .get(index)
                .copied()
                .filter(|&v| v != HOLE)
                .map(u64::from),
            Cells::Wide(values) => values.get(index).copied().flatten(),
        }
    }

    /// The cells of row `a` (`(a, 0)`, `(a, 1)`, ...); empty beyond the grid.
    pub fn row(&self, a: usize) -> Row<'_> {
        let range = if a < self.side {
            a * self.side..(a + 1) * self.side
        } else {
            0..0
        };
        match &self.cells {
            Cells::Narrow(values) => Row::Narrow(values[range].iter()),
            Cells::Wide(values) => Row::Wide(values[range].iter()),
        }
    }

    /// The rows, from row 0.
    pub fn rows(&self) -> impl ExactSizeIterator<Item = Row<'_>> + '_ {
        (0..self.side).map(|a| self.row(a))
    }

    /// The rows as vectors, for small grids (16 bytes a cell).
    pub fn to_rows(&self) -> Vec<Vec<Option<u64>>> {
        self.rows().map(Iterator::collect).collect()
    }

    /// The largest value of a position in the grid.
    pub fn max_value(&self) -> Option<u64> {
        match &self.cells {
            Cells::Narrow(values) => values
                .iter()
                .copied()
                .filter(|&v| v != HOLE)
                .max()
                .map(u64::from),
            Cells::Wide(values) => values.iter().flatten().copied().max(),
        }
    }

    /// Whether some cell is not a position.
    pub fn has_holes(&self) -> bool {
        match &self.cells {
            Cells::Narrow(values) => values.contains(&HOLE),
            Cells::Wide(values) => values.iter().any(Option::is_none),
        }
    }
}

impl PartialEq for Grid {
    fn eq(&self, other: &Grid) -> bool {
        self.side == other.side && self.rows().zip(other.rows()).all(|(x, y)| x.eq(y))
    }
}

impl Eq for Grid {}

/// Serialised as its rows: arrays of numbers, `null` where a cell is not a position.
impl Serialize for Grid {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct RowOf<'a>(&'a Grid, usize);
        impl Serialize for RowOf<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_seq(self.0.row(self.1))
            }
        }
        let mut rows = serializer.serialize_seq(Some(self.side))?;
        for a in 0..self.side {
            rows.serialize_element(&RowOf(self, a))?;
        }
        rows.end()
    }
}

/// The cells of one row of a [`Grid`].
#[derive(Clone, Debug)]
pub enum Row<'a> {
    /// Two bytes a cell.
    Narrow(std::slice::Iter<'a, u16>),
    /// Wide values.
    Wide(std::slice::Iter<'a, Option<u64>>),
}

impl Iterator for Row<'_> {
    type Item = Option<u64>;

    fn next(&mut self) -> Option<Option<u64>> {
        match self {
            Row::Narrow(cells) => {
                cells
                    .next()
                    .map(|&v| if v == HOLE { None } else { Some(u64::from(v)) })
            }
            Row::Wide(cells) => cells.next().copied(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match self {
            Row::Narrow(cells) => cells.size_hint(),
            Row::Wide(cells) => cells.size_hint(),
        }
    }
}

impl ExactSizeIterator for Row<'_> {}

/// The grid of a two-number game by its own rule ([`Play::grid_by_theorem`](crate::games::Play::grid_by_theorem):
/// `wythoff`, `euclid`, `cut`), or `Ok(None)` where it has none (a game of your own: the
/// caller asks the engine cell by cell).
pub(crate) fn by_rule(
    template: &Atom,
    side: u64,
    engine: &mut Engine,
) -> Result<Option<Grid>, LimitError> {
    let values = template.grid_by_theorem(side, &mut engine.budget)?;
    Ok(values.map(|values| Grid::narrow(side as usize, values)))
}

/// The grid of the two-number row whose position is `template` cell by cell: each cell's
/// position ([`Play::with_pair`](crate::games::Play::with_pair)) and its value asked of the engine (one unit of work per
/// cell, and the engine's own).
pub(crate) fn by_engine(
    template: &Atom,
    side: u64,
    engine: &mut Engine,
) -> Result<Grid, LimitError> {
    let mut rows = Vec::new();
    for a in 0..side {
        let mut cells = Vec::new();
        for b in 0..side {
            engine.budget.charge(1)?;
            let cell = match template.with_pair(a, b) {
                Some(atom) => Some(engine.sg(&atom)?),
                None => None,
            };
            cells.push(cell);
        }
        rows.push(cells);
    }
    Ok(Grid::from_rows(&rows))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{euclid, wythoff};
    use crate::limits::Budget;
    use crate::tables::grid;
    use crate::Limits;

    fn unlimited() -> Limits {
        Limits {
            max_work: u64::MAX,
            ..Limits::default()
        }
    }

    #[test]
    fn wythoff_grid_equals_brute_force_on_every_cell() {
        let mut brute = Engine::brute_force(&unlimited());
        for side in [0u64, 1, 2, 3, 5, 8, 13, 28] {
            let grid = grid("wythoff", side, &Limits::default()).unwrap();
            assert_eq!(grid.side() as u64, side);
            for a in 0..side {
                for b in 0..side {
                    let position: crate::games::Atom = wythoff::Wythoff { a, b }.into();
                    assert_eq!(
                        grid.get(a as usize, b as usize),
                        Some(brute.sg(&position).unwrap()),
                        "({a}, {b}) of side {side}"
                    );
                }
            }
        }
    }

    #[test]
    fn wythoff_grid_equals_the_previous_implementation() {
        // Sides around the tiles' edges, and 256 (two tiles of 128).
        for side in [127usize, 128, 129, 256, 300, 700] {
            let previous = wythoff::previous_sg_grid(side);
            for threads in [1, 2, 3] {
                let fast =
                    wythoff::sg_grid_with_threads(side as u64, &mut Budget::new(u64::MAX), threads)
                        .unwrap();
                assert!(
                    fast.iter().zip(&previous).all(|(&x, &y)| u64::from(x) == y),
                    "side {side}, {threads} threads"
                );
                assert_eq!(fast.len(), previous.len());
            }
        }
    }

    #[test]
    fn wythoff_p_positions_are_the_beatty_pairs_and_values_are_symmetric_and_bounded() {
        let side = 1024;
        let grid = grid("wythoff", side as u64, &unlimited()).unwrap();
        let mut pairs = std::collections::BTreeSet::new();
        for k in 0.. {
            let (a, b) = wythoff::pair(k).unwrap();
            if b >= side as u64 {
                break;
            }
            pairs.insert((a as usize, b as usize));
            pairs.insert((b as usize, a as usize));
        }
        for a in 0..side {
            for b in 0..side {
                let value = grid.get(a, b).unwrap();
                assert_eq!(value == 0, pairs.contains(&(a, b)), "({a}, {b})");
                assert_eq!(Some(value), grid.get(b, a));
                // The known bounds, for a <= b: b - 2a <= G(a, b) <= a + b.
                let (low, high) = (a.min(b) as i64, a.max(b) as i64);
                assert!(high - 2 * low <= value as i64 && value as i64 <= low + high);
            }
        }
    }

    #[test]
    fn euclid_and_cut_grids_equal_the_engine_cell_by_cell() {
        for (row, side) in [
            ("euclid", 40u64),
            ("cut", 40),
            ("cut", 203),
            ("cut", 1),
            ("euclid", 1),
        ] {
            let fast = grid(row, side, &unlimited()).unwrap();
            let template = crate::tables::pair_template(row).unwrap();
            let by_engine = by_engine(&template, side, &mut Engine::new(&unlimited())).unwrap();
            assert_eq!(fast, by_engine, "{row} {side}");
            assert_eq!(fast.side() as u64, side);
        }
        let cut = grid("cut", 203, &unlimited()).unwrap();
        assert_eq!(
            (cut.get(0, 5), cut.get(201, 3), cut.get(200, 3)),
            (None, None, Some(cut.get(3, 200).unwrap()))
        );
        let side = 300;
        let euclid = grid("euclid", side, &Limits::default()).unwrap();
        for a in 0..side as usize {
            for b in 0..side as usize {
                let value = (a, b) != (0, 0);
                let expected = value.then(|| euclid::sg_value(a as u64, b as u64));
                assert_eq!(euclid.get(a, b), expected, "({a}, {b})");
            }
        }
        assert_eq!(euclid.get(0, 0), None);
        assert_eq!(euclid.get(0, 2), Some(0));
    }

    #[test]
    fn grids_of_your_own_go_cell_by_cell() {
        let rules = "moves \"(a,b) -> (a - 1..0, b), (a, b - 1..0), (a - 1..0 diag, b)\"";
        let _ = grid(rules, 4, &Limits::default());
        let nim_like = "moves \"(a,b) -> (a - 1, b), (a, b - 1)\"";
        if let Ok(own) = grid(nim_like, 6, &Limits::default()) {
            for a in 0..6 {
                for b in 0..6 {
                    assert_eq!(own.get(a, b), Some(((a + b) % 2) as u64));
                }
            }
        }
    }

    #[test]
    fn limits_name_the_largest_side_that_fits() {
        let side = 8192;
        let work = Limits {
            max_work: 1000,
            ..Limits::default()
        };
        let Err(crate::tables::TableError::Limit(LimitError::GridWork {
            limit,
            largest_side,
        })) = grid("wythoff", side, &work)
        else {
            panic!("a work error")
        };
        assert_eq!(limit, 1000);
        assert!(crate::games::grid::grid_work(largest_side) <= 1000);
        assert!(crate::games::grid::grid_work(largest_side + 1) > 1000);
        assert!(grid("wythoff", largest_side, &work).is_ok());
        assert!(grid("euclid", largest_side, &work).is_ok());

        let max_bytes = 1 << 20;
        let mut engine = Engine::with_budget(Budget::new(u64::MAX).with_max_table_bytes(max_bytes));
        for row in ["wythoff", "euclid", "cut"] {
            let Err(crate::tables::TableError::Limit(LimitError::GridMemory {
                largest_side, ..
            })) = crate::tables::grid_with(row, side, &mut engine)
            else {
                panic!("a memory error for {row}")
            };
            assert!(largest_side > 0 && largest_side < side);
            assert!(crate::tables::grid_with(row, largest_side, &mut engine).is_ok());
        }
        assert!(
            wythoff::grid_bytes(crate::games::grid::GRID_SIDE_MAX)
                < crate::limits::DEFAULT_MAX_TABLE_BYTES
        );
        // The default budget: 8192 fits, 16384 names the largest side that does.
        let error = grid("wythoff", 16384, &Limits::default()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "the work limit of 4000000 units holds grids of side up to 11313: a larger grid needs more (a larger work budget, such as sglab's --max-work, reaches further)"
        );
        assert!(crate::i18n::message(error.key()).is_some());
    }

    #[test]
    fn a_grid_can_be_cancelled() {
        let budget = Budget::new(u64::MAX).with_progress(|done| done.work < 1 << 16);
        let mut engine = Engine::with_budget(budget);
        assert_eq!(
            crate::tables::grid_with("wythoff", 4096, &mut engine),
            Err(crate::tables::TableError::Limit(LimitError::Cancelled))
        );
        for threads in [1, 2] {
            let mut budget = Budget::new(u64::MAX).with_progress(|done| done.work < 1 << 12);
            assert_eq!(
                wythoff::sg_grid_with_threads(2048, &mut budget, threads),
                Err(LimitError::Cancelled)
            );
            // A grid charges its work exactly, whatever the threads.
            let mut budget = Budget::new(u64::MAX);
            wythoff::sg_grid_with_threads(1000, &mut budget, threads).unwrap();
            assert_eq!(budget.used(), crate::games::grid::grid_work(1000));
        }
    }

    #[test]
    fn rows_serialise_with_nulls() {
        let grid = Grid::from_rows(&[vec![Some(0), None], vec![Some(1 << 40), Some(2)]]);
        assert_eq!(
            serde_json::to_string(&grid).unwrap(),
            "[[0,null],[1099511627776,2]]"
        );
        assert_eq!(
            grid.to_rows(),
            [vec![Some(0), None], vec![Some(1 << 40), Some(2)]]
        );
        assert_eq!((grid.max_value(), grid.has_holes()), (Some(1 << 40), true));
        assert_eq!(grid.row(5).count(), 0);
        assert_eq!(grid.get(2, 0), None);
    }
}
