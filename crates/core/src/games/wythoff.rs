//! STUB: `wythoff` is not implemented yet; its parser rejects every row.

use crate::games::{Atom, Play};
use crate::limits::{Budget, LimitError};
use crate::notation::{Expected, ParseError, ParseErrorKind, RowParser};

/// Placeholder position.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Wythoff {
    /// Placeholder.
    pub value: u64,
}

impl Play for Wythoff {
    const MERGES: bool = true;
    fn write_head(&self, out: &mut String) {
        out.push_str("wythoff");
    }
    fn write_args(&self, out: &mut String) {
        out.push_str(&self.value.to_string());
    }
    fn options(&self, _budget: &mut Budget) -> Result<Vec<Vec<Atom>>, LimitError> {
        Ok(vec![])
    }
}

/// Placeholder parser: rejects the row.
pub fn parse(row: &mut RowParser<'_>) -> Result<Vec<Atom>, ParseError> {
    Err(row.error_here(ParseErrorKind::Expected(Expected::GameName)))
}

/// STUB: the `k`-th P-position `(a_k, b_k)` of Wythoff's game, for `sg pairs`; the real
/// function comes with the `wythoff` module. Returns `None` (not available) in this stub.
pub fn pair(_k: u64) -> Option<(u64, u64)> {
    None
}
