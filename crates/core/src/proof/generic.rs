//! The mex derivation that proves any component's value: each option with its SG value
//! (the xor of its parts when the move splits the component), and their mex.

use super::{atom_text, atoms_text, listable_options, MexOption, Step, StepKind, MAX_LISTED};
use crate::engine::Engine;
use crate::games::Atom;
use crate::limits::LimitError;

/// The mex step of `atom`: its options (at most [`MAX_LISTED`]) with their values.
pub(crate) fn mex_step(atom: &Atom, engine: &mut Engine) -> Result<Step, LimitError> {
    let value = engine.sg(atom)?;
    let position = atom_text(atom);
    let Some(all) = listable_options(atom, engine)? else {
        return Ok(Step::fact("proof.mex.too_many")
            .param("position", position)
            .param("value", value));
    };
    let count = all.len();
    let mut options = Vec::with_capacity(count.min(MAX_LISTED));
    for option in all.iter().take(MAX_LISTED) {
        let mut parts = Vec::new();
        for part in option {
            parts.push(engine.sg(part)?);
        }
        let sg = parts.iter().fold(0, |acc, v| acc ^ v);
        if parts.len() < 2 {
            parts.clear();
        }
        options.push(MexOption {
            position: atoms_text(option),
            sg,
            parts,
        });
    }
    let more = count.saturating_sub(MAX_LISTED) as u128;
    let key = if count == 0 {
        "proof.mex.terminal"
    } else if options.iter().any(|option| !option.parts.is_empty()) {
        "proof.mex.multi"
    } else {
        "proof.mex"
    };
    let mut step = Step::new(
        StepKind::Mex {
            options,
            more,
            value,
        },
        key,
    )
    .param("position", position)
    .param("count", count)
    .param("value", value);
    if let Some(more) = super::more_step(more) {
        step = step.child(more);
    }
    Ok(step)
}

/// A component explained by the mex of its options alone.
pub(crate) fn atom_steps(atom: &Atom, engine: &mut Engine) -> Result<Vec<Step>, LimitError> {
    Ok(vec![mex_step(atom, engine)?])
}
