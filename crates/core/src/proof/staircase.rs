//! Staircase Nim (阶梯博弈): only the odd steps count; the position is Nim on them.

use super::{Step, StepKind, XorRow};
use crate::games::staircase::Staircase;

/// The reduction to Nim on the odd steps, and the xor of those steps.
pub(crate) fn atom_steps(position: &Staircase) -> Vec<Step> {
    let odd: Vec<(usize, u64)> = position
        .coins
        .iter()
        .enumerate()
        .step_by(2)
        .map(|(index, &coins)| (index + 1, coins))
        .collect();
    let heaps: Vec<String> = odd.iter().map(|(_, coins)| coins.to_string()).collect();
    let to = if heaps.is_empty() {
        "nim 0".to_string()
    } else {
        format!("nim {}", heaps.join(" "))
    };
    let mut from = String::new();
    crate::game::write_atoms(
        &mut from,
        &[crate::games::Atom::Staircase(position.clone())],
    );
    let reduction = Step::new(
        StepKind::Reduction {
            from: from.clone(),
            to: to.clone(),
        },
        "proof.staircase.reduction",
    )
    .param("from", from)
    .param("to", &to)
    .expand(&to);
    let rows = odd
        .iter()
        .map(|&(step, coins)| XorRow {
            label: format!("C{step}"),
            value: coins,
        })
        .collect();
    let xor = super::xor::xor_step(rows);
    vec![
        reduction,
        xor,
        Step::fact("proof.staircase.value").param("value", position.odd_xor()),
    ]
}
