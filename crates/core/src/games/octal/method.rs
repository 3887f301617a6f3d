//! Which of the two kernels computes a table's next values: the plain mex (`plain.rs`) or
//! the rare/common-value method (`rare.rs`). Shared by the table (`table.rs`) and its two
//! threads (`pipeline.rs`), which so import neither each other nor a kernel's internals.

use super::plain::{plain_value, Scratch};
use super::rare::Sparse;
use super::rule::SplitRule;
use super::values::Cell;

/// How the next values are computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Method {
    /// Mex over every option.
    Plain,
    /// Rare and common values (see `rare.rs`).
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
            Method::Sparse(sparse) => sparse.value(rule, values, n, scratch),
        }
    }

    /// Records the value of heap `n`, the next heap.
    pub(crate) fn admit(&mut self, n: usize, value: u32) {
        if let Method::Sparse(sparse) = self {
            sparse.admit(n, value);
        }
    }

    /// The heaps asked for next will differ by `stride` (2 for each of two threads).
    pub(crate) fn set_stride(&mut self, stride: usize) {
        if let Method::Sparse(sparse) = self {
            sparse.set_stride(stride);
        }
    }

    /// Heaps with a rare value, for the rare/common method.
    pub(super) fn rare_count(&self) -> Option<u64> {
        match self {
            Method::Plain => None,
            Method::Sparse(sparse) => Some(sparse.rare.len() as u64),
        }
    }
}
