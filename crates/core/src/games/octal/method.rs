//! Which of the two kernels computes a table's next values: the plain mex (`plain.rs`) or
//! the rare/common-value method (`rare.rs`). Shared by the table (`table.rs`) and its two
//! threads (`pipeline.rs`), which so import neither each other nor a kernel's internals.

use super::plain::{plain_value, Scratch};
#[cfg(feature = "record")]
use super::rare::Sparse;
use super::rule::SplitRule;
use super::values::Cell;

/// How the next values are computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Method {
    /// Mex over every option.
    Plain,
    /// Rare and common values (see `rare.rs`).
    #[cfg(feature = "record")]
    Sparse(Box<Sparse>),
}

impl Method {
    /// The value of heap `n` and the table steps it took; `values` holds heaps `0..n`, or
    /// `0..n-1` for the mex of the options that do not read heap `n - 1` (`pipeline.rs`).
    #[inline(always)]
    pub(crate) fn value<T: Cell>(
        &mut self,
        rule: &SplitRule,
        values: &[T],
        n: usize,
        scratch: &mut Scratch,
    ) -> (u32, u64) {
        match self {
            Method::Plain => plain_value(rule, values, n, scratch),
            #[cfg(feature = "record")]
            Method::Sparse(sparse) => sparse.value(rule, values, n, scratch),
        }
    }

    /// Records the value of heap `n`, the next heap.
    #[cfg_attr(not(feature = "record"), allow(unused_variables))]
    pub(crate) fn admit(&mut self, n: usize, value: u32) {
        #[cfg(feature = "record")]
        if let Method::Sparse(sparse) = self {
            sparse.admit(n, value);
        }
    }

    /// The heaps asked for next will differ by `stride` (2 for each of two threads).
    #[cfg_attr(not(feature = "record"), allow(unused_variables, dead_code))]
    pub(crate) fn set_stride(&mut self, stride: usize) {
        #[cfg(feature = "record")]
        if let Method::Sparse(sparse) = self {
            sparse.set_stride(stride);
        }
    }

    /// Heaps with a rare value, for the rare/common method.
    pub(super) fn rare_count(&self) -> Option<u64> {
        match self {
            Method::Plain => None,
            #[cfg(feature = "record")]
            Method::Sparse(sparse) => Some(sparse.rare.len() as u64),
        }
    }
}
