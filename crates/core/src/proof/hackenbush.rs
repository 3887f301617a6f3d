//! Green Hackenbush: a tree becomes bamboo stalks by the colon principle; a graph becomes a
//! tree by the fusion principle.

use super::{atom_text, Step, StepKind, XorRow};
use crate::engine::Engine;
use crate::games::Atom;
use crate::limits::LimitError;

/// The edges up to which the mex over every deletion is shown as well.
const MEX_EDGES: usize = 64;

/// The colon principle for a tree, the fusion principle for a graph, and for small ones
/// the mex over the edge deletions.
pub(crate) fn atom_steps(
    atom: &Atom,
    sg: Option<u64>,
    engine: &mut Engine,
) -> Result<Vec<Step>, LimitError> {
    let text = atom_text(atom);
    let mut steps = Vec::new();
    match atom {
        Atom::Tree(tree) => {
            let branches = tree.root_branch_values();
            let heaps: Vec<String> = branches.iter().map(u64::to_string).collect();
            let to = if heaps.is_empty() {
                "nim 0".to_string()
            } else {
                format!("nim {}", heaps.join(" "))
            };
            steps.push(
                Step::new(
                    StepKind::Reduction {
                        from: text.clone(),
                        to: to.clone(),
                    },
                    "proof.hackenbush.colon",
                )
                .param("from", &text)
                .param("to", &to)
                .expand(&to),
            );
            let rows = branches
                .iter()
                .enumerate()
                .map(|(index, &value)| XorRow {
                    label: format!("B{}", index + 1),
                    value,
                })
                .collect();
            steps.push(super::xor::xor_step(rows));
            if tree.edge_count() <= MEX_EDGES {
                steps.push(super::generic::mex_step(atom, engine)?);
            }
        }
        Atom::Graph(graph) => {
            let value = match sg {
                Some(value) => value,
                None => engine.sg(atom)?,
            };
            steps.push(
                Step::theorem("fusion", "proof.hackenbush.fusion")
                    .param("position", &text)
                    .param("value", value),
            );
            if graph.edge_count() <= MEX_EDGES {
                steps.push(super::generic::mex_step(atom, engine)?);
            }
        }
        _ => steps.push(super::generic::mex_step(atom, engine)?),
    }
    Ok(steps)
}
