//! Normal play: a lone component is explained by its family's theorem; a sum by the
//! Sprague–Grundy theorem, the xor of the components' values in binary columns, and the
//! component to change.

use super::{atom_text, conclusion, more_step, Step, StepKind, XorRow, MAX_LISTED};
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

/// The xor of `rows` in binary columns: the total, its highest set bit, the first row
/// having that bit, and the value that row must take.
pub(crate) fn xor_step(rows: Vec<XorRow>) -> Step {
    let total = rows.iter().fold(0, |acc, row| acc ^ row.value);
    if total == 0 {
        return Step::new(
            StepKind::Xor {
                rows,
                total,
                highest_bit: None,
                component: None,
                target: None,
            },
            "proof.xor.zero",
        );
    }
    let bit = 63 - total.leading_zeros();
    let index = rows.iter().position(|row| row.value >> bit & 1 == 1);
    let (label, value) = index
        .and_then(|i| rows.get(i))
        .map(|row| (row.label.clone(), row.value))
        .unwrap_or_default();
    let target = value ^ total;
    Step::new(
        StepKind::Xor {
            rows,
            total,
            highest_bit: Some(bit),
            component: index,
            target: Some(target),
        },
        "proof.xor.nonzero",
    )
    .param("total", total)
    .param("bit", bit)
    .param("power", 1u64 << bit)
    .param("component", label)
    .param("value", value)
    .param("target", target)
}

/// The explanation of one component's SG value (or outcome, when its value is out of
/// reach), by its family's theorem, or by the mex of its options.
pub(crate) fn atom_steps(
    atom: &Atom,
    sg: Option<u64>,
    engine: &mut Engine,
) -> Result<Vec<Step>, LimitError> {
    match atom {
        Atom::Nim(nim) => Ok(super::nim::atom_steps(nim.heap)),
        Atom::Wythoff(position) => super::wythoff::atom_steps(position, sg),
        Atom::Staircase(position) => Ok(super::staircase::atom_steps(position)),
        Atom::Moore(position) => Ok(super::moore::atom_steps(position, sg)),
        Atom::Euclid(position) => Ok(super::euclid::atom_steps(position)),
        Atom::Circle(position) => super::circle::atom_steps(atom, position, engine),
        Atom::Tree(_) | Atom::Graph(_) => super::hackenbush::atom_steps(atom, sg, engine),
        Atom::Octal(_) | Atom::Lasker(_) | Atom::Grundy(_) | Atom::Palindrome(_) => {
            super::multi::atom_steps(atom, engine)
        }
        Atom::Bash(_) | Atom::Powers(_) | Atom::Subtract(_) | Atom::Split(_) => {
            super::subtraction::atom_steps(atom, engine)
        }
        _ => super::generic::atom_steps(atom, engine),
    }
}
