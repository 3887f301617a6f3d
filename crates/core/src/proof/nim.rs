//! Nim (尼姆博弈): a heap's value by mex, and Bouton's theorem on the xor of the heaps.

use super::Step;

/// A heap of `heap` can move to every smaller heap, so its value is `heap` (Bouton 1901).
pub(crate) fn atom_steps(heap: u64) -> Vec<Step> {
    let key = if heap == 0 {
        "proof.nim.empty"
    } else {
        "proof.nim.heap"
    };
    vec![Step::theorem("bouton", key)
        .param("heap", heap)
        .param("below", heap.saturating_sub(1))]
}
