//! The minimum excludant (mex), the step of the Sprague–Grundy theorem: a position's value
//! is the least natural number that no option's value equals. Shared by the engine's
//! search and the games' table builders.

/// Scratch space for the mex of one position after another, as the heap games' table
/// builders need: marks carry the number of the current position, so starting the next
/// position clears nothing.
///
/// ```
/// let mut scratch = sglab_core::mex::MexScratch::default();
/// scratch.start(3);
/// for value in [0, 1, 3] {
///     scratch.mark(value);
/// }
/// assert_eq!(scratch.mex(), 2);
/// scratch.start(3);
/// assert_eq!(scratch.mex(), 0);
/// ```
#[derive(Clone, Debug, Default)]
pub struct MexScratch {
    // Invariant: seen[v] == position exactly when v was marked since the last `start`.
    seen: Vec<u64>,
    position: u64,
}

impl MexScratch {
    /// Starts a position with at most `n_options` options, whose mex is then at most
    /// `n_options`: values above that are ignored by [`MexScratch::mark`].
    pub fn start(&mut self, n_options: usize) {
        self.position += 1;
        let size = n_options.saturating_add(1);
        if self.seen.len() < size {
            self.seen.resize(size, 0);
        }
    }

    /// Records that some option has SG value `value`.
    pub fn mark(&mut self, value: u64) {
        if let Some(slot) = usize::try_from(value)
            .ok()
            .and_then(|v| self.seen.get_mut(v))
        {
            *slot = self.position;
        }
    }

    /// The least value not marked since [`MexScratch::start`].
    pub fn mex(&self) -> u64 {
        let unmarked = self.seen.iter().position(|&at| at != self.position);
        u64::try_from(unmarked.unwrap_or(self.seen.len())).unwrap_or(u64::MAX)
    }
}

/// The minimum excludant: the least natural number not in `values`.
///
/// ```
/// assert_eq!(sglab_core::mex::mex(vec![0, 1, 3]), 2);
/// ```
pub fn mex(mut values: Vec<u64>) -> u64 {
    values.sort_unstable();
    values.dedup();
    let mut candidate = 0;
    for value in values {
        if value == candidate {
            candidate += 1;
        } else if value > candidate {
            break;
        }
    }
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_of_empty_is_zero() {
        assert_eq!(mex(vec![]), 0);
        assert_eq!(mex(vec![1, 2]), 0);
        assert_eq!(mex(vec![2, 0, 1, 1]), 3);
    }
}
