//! Georgia and Bob (POJ 1704): the line of pieces is a staircase of its gaps, numbered
//! from the right; then staircase Nim's proof.

use super::{Step, StepKind};
use crate::games::georgia::Georgia;
use crate::games::Atom;

/// The reduction to staircase Nim (the gaps, from the right), then the staircase's steps.
pub(crate) fn atom_steps(position: &Georgia) -> Vec<Step> {
    let staircase = position.staircase();
    let mut from = String::new();
    crate::game::write_atoms(&mut from, &[Atom::Georgia(position.clone())]);
    let mut to = String::new();
    crate::game::write_atoms(&mut to, &[Atom::Staircase(staircase.clone())]);
    let gaps: Vec<String> = position.gaps().iter().map(u64::to_string).collect();
    let reduction = Step::new(
        StepKind::Reduction {
            from: from.clone(),
            to: to.clone(),
        },
        "proof.georgia.reduction",
    )
    .param("from", from)
    .param("gaps", gaps.join(", "))
    .param("to", &to)
    .expand(&to);
    let mut steps = vec![reduction];
    steps.extend(super::staircase::atom_steps(&staircase));
    steps
}
