//! Normal play: a lone component is explained by its family's theorem; a sum by the
//! Sprague–Grundy theorem, the xor of the components' values in binary columns, and the
//! component to change.

use super::family::atom_steps;
use super::xor::xor_step;
use super::{atom_text, conclusion, more_step, Step, XorRow, MAX_LISTED};
use crate::analysis::Analysis;
use crate::engine::Engine;
use crate::game::Game;
use crate::games::Atom;
use crate::limits::LimitError;

/// Components whose own explanation is included inline; the rest are only expandable.
const INLINE_COMPONENTS: usize = 16;

/// The steps of a normal-play proof.
pub(crate) fn explain(
    game: &Game,
    analysis: &Analysis,
    engine: &mut Engine,
) -> Result<Vec<Step>, LimitError> {
    let mut steps = Vec::new();
    match (game.atoms.as_slice(), analysis.component_sg.as_deref()) {
        ([atom], _) => steps.extend(atom_steps(atom, analysis.sg, engine)?),
        (atoms, Some(values)) => {
            let all_nim = atoms.iter().all(|atom| matches!(atom, Atom::Nim(_)));
            let rows: Vec<XorRow> = atoms
                .iter()
                .zip(values)
                .map(|(atom, &value)| XorRow {
                    label: atom_text(atom),
                    value,
                })
                .collect();
            if all_nim {
                steps.push(Step::theorem("bouton", "proof.nim.bouton").param("count", atoms.len()));
            } else {
                let mut theorem = Step::theorem("sprague_grundy", "proof.sum.sprague_grundy")
                    .param("count", atoms.len());
                for (index, (atom, row)) in atoms.iter().zip(&rows).enumerate() {
                    if index >= MAX_LISTED {
                        break;
                    }
                    let mut component = Step::fact("proof.sum.component")
                        .param("component", &row.label)
                        .param("sg", row.value)
                        .expand(&row.label);
                    if index < INLINE_COMPONENTS {
                        component = component.children(atom_steps(atom, Some(row.value), engine)?);
                    }
                    theorem = theorem.child(component);
                }
                if let Some(more) = more_step(atoms.len().saturating_sub(MAX_LISTED) as u128) {
                    theorem = theorem.child(more);
                }
                steps.push(theorem);
            }
            steps.push(xor_step(rows));
        }
        // A sum always has its values (analysis fails otherwise); nothing more to say.
        (_, None) => {}
    }
    steps.extend(conclusion(game, analysis, engine)?);
    Ok(steps)
}
