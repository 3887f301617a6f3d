//! The grid a two-number game computes by its own rule (`sglab grid`,
//! [`Play::grid_by_theorem`](crate::games::Play::grid_by_theorem)): `side * side` cells of
//! two bytes, row by row, [`HOLE`] where a cell is not a position; its limits and its work,
//! charged as Wythoff's grid charges them, so that every grid of a rule costs the same.

use crate::limits::{Budget, LimitError};

/// The largest side of every grid (`sg grid`): its values are stored as u16, and Wythoff's,
/// the fastest-growing, stay below [`HOLE`] up to it ([`crate::games::wythoff::sg_grid`]).
pub const GRID_SIDE_MAX: u64 = 16384;

/// Cells of a grid charged as one unit of work: a cell costs a few bit-set words, about a
/// thirty-second of an engine option (as the octal tables' steps, 32 to a unit).
pub const GRID_CELLS_PER_WORK_UNIT: u64 = 32;

/// The work a grid of `side` is charged (every grid of a rule, [`crate::games::wythoff::sg_grid`] too): one unit per [`GRID_CELLS_PER_WORK_UNIT`] cells.
pub fn grid_work(side: u64) -> u64 {
    side.saturating_mul(side).div_ceil(GRID_CELLS_PER_WORK_UNIT)
}

/// Fails unless a grid of `side` fits in both limits of `budget`: the work still available
/// (`work(side)` units) and the memory of one table (`bytes(side)`); the error names the
/// limit and the largest side that fits within it.
pub fn check_grid_fits(
    side: u64,
    budget: &Budget,
    work: impl Fn(u64) -> u64,
    bytes: impl Fn(u64) -> u64,
) -> Result<(), LimitError> {
    // Both costs grow with the side, so the largest side that fits is found by bisection.
    let largest = |fits: &dyn Fn(u64) -> bool| {
        let (mut low, mut high) = (0u64, side);
        while low < high {
            let middle = low + (high - low).div_ceil(2);
            if fits(middle) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        low
    };
    if bytes(side) > budget.max_table_bytes() {
        return Err(LimitError::GridMemory {
            max_bytes: budget.max_table_bytes(),
            largest_side: largest(&|s| bytes(s) <= budget.max_table_bytes()),
        });
    }
    if work(side) > budget.remaining() {
        return Err(LimitError::GridWork {
            limit: budget.limit(),
            largest_side: largest(&|s| work(s) <= budget.remaining()),
        });
    }
    Ok(())
}

/// A cell that is not a position (every value of a grid is below it).
pub const HOLE: u16 = u16::MAX;

/// Checks the limits of a grid of `side` filled cell by cell: two bytes and one work unit
/// per [`GRID_CELLS_PER_WORK_UNIT`] cells, as [`crate::games::wythoff::sg_grid`].
pub(crate) fn narrow_fits(side: u64, budget: &Budget) -> Result<usize, LimitError> {
    if side > GRID_SIDE_MAX {
        return Err(LimitError::GridMemory {
            max_bytes: budget.max_table_bytes(),
            largest_side: GRID_SIDE_MAX,
        });
    }
    let bytes = |side: u64| side.saturating_mul(side).saturating_mul(2);
    check_grid_fits(side, budget, grid_work, bytes)?;
    Ok(side as usize)
}

/// The work of a grid filled row by row: each row's whole units charged when it is done,
/// the cells left over at the end, rounded up ([`grid_work`] in all).
#[derive(Default)]
pub(crate) struct RowCharge {
    uncharged: u64,
}

impl RowCharge {
    /// Charges the whole units of one more row of `side` cells.
    pub(crate) fn row(&mut self, side: usize, budget: &mut Budget) -> Result<(), LimitError> {
        self.uncharged += side as u64;
        let units = self.uncharged / GRID_CELLS_PER_WORK_UNIT;
        self.uncharged %= GRID_CELLS_PER_WORK_UNIT;
        budget.charge(units)
    }

    /// Charges the cells left over, rounded up to a unit.
    pub(crate) fn finish(self, budget: &mut Budget) -> Result<(), LimitError> {
        budget.charge(self.uncharged.div_ceil(GRID_CELLS_PER_WORK_UNIT))
    }
}
