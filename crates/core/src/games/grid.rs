//! The grid a two-number game computes by its own rule (`sglab grid`,
//! [`Play::grid_by_theorem`](crate::games::Play::grid_by_theorem)): `side * side` cells of
//! two bytes, row by row, [`HOLE`] where a cell is not a position; its limits and its work,
//! charged as Wythoff's grid charges them, so that every grid of a rule costs the same.

use crate::games::wythoff::{check_grid_fits, grid_work, GRID_CELLS_PER_WORK_UNIT, GRID_SIDE_MAX};
use crate::limits::{Budget, LimitError};

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
