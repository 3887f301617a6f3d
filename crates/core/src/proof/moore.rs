//! Moore's Nim_k: the heaps in binary, each column's digit sum modulo k + 1.

use super::{Step, StepKind, XorRow};
use crate::games::moore::{self, Moore};

/// Moore's theorem on the heaps' binary columns.
pub(crate) fn atom_steps(position: &Moore, sg: Option<u64>) -> Vec<Step> {
    let modulus = position.k.saturating_add(1);
    let width = position
        .heaps
        .iter()
        .map(|heap| 64 - heap.leading_zeros())
        .max()
        .unwrap_or(0)
        .max(1);
    let sums: Vec<u64> = (0..width)
        .rev()
        .map(|bit| {
            position
                .heaps
                .iter()
                .filter(|&&heap| heap >> bit & 1 == 1)
                .count() as u64
        })
        .collect();
    let rows = position
        .heaps
        .iter()
        .enumerate()
        .map(|(index, &heap)| XorRow {
            label: format!("H{}", index + 1),
            value: heap,
        })
        .collect();
    let mut steps = vec![Step::theorem("moore", "proof.moore.theorem")
        .param("k", position.k)
        .param("modulus", modulus)];
    let columns = Step::new(
        StepKind::Columns {
            rows,
            sums: sums.clone(),
            modulus,
        },
        "proof.moore.columns",
    )
    .param("modulus", modulus);
    steps.push(columns);
    if moore::is_p_position(position.k, &position.heaps) {
        steps.push(Step::fact("proof.moore.all_divisible").param("modulus", modulus));
    } else {
        // The highest column whose sum is not a multiple of k + 1.
        let (offset, sum) = sums
            .iter()
            .enumerate()
            .find(|&(_, &sum)| sum % modulus != 0)
            .map(|(offset, &sum)| (offset, sum))
            .unwrap_or((0, 0));
        let bit = width as usize - 1 - offset;
        steps.push(
            Step::fact("proof.moore.not_divisible")
                .param("bit", bit)
                .param("sum", sum)
                .param("modulus", modulus)
                .param("rest", sum % modulus),
        );
    }
    if let (Some(value), true) = (sg, position.k >= 2) {
        steps.push(Step::fact("proof.moore.sg_search").param("value", value));
    }
    steps
}
