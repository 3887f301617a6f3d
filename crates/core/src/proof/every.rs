//! Every-SG: every component that can move must move; each component's step number (how
//! long it lasts under best play, from its own game tree) decides, through the largest of
//! them. A component is one `+`-separated part of the sum, possibly several atoms.

use super::{atoms_text, conclusion, Step, StepKind, XorRow};
use crate::analysis::Analysis;
use crate::engine::Engine;
use crate::every::Steps;
use crate::game::Game;
use crate::limits::LimitError;

/// The steps of an Every-SG proof.
pub(crate) fn explain(
    game: &Game,
    analysis: &Analysis,
    engine: &mut Engine,
) -> Result<Vec<Step>, LimitError> {
    let mut numbers = Steps::default();
    let components = game.components();
    let mut rows = Vec::with_capacity(components.len());
    for component in components {
        rows.push(XorRow {
            label: atoms_text(component),
            value: numbers.step(component, engine)?,
        });
    }
    let longest = rows.iter().map(|row| row.value).max().unwrap_or(0);
    let mut steps = vec![
        Step::theorem("every_sg", "proof.every.theorem"),
        Step::new(StepKind::StepNumbers { rows, longest }, "proof.every.steps")
            .param("longest", longest),
    ];
    let key = if longest % 2 == 1 {
        "proof.every.odd"
    } else {
        "proof.every.even"
    };
    steps.push(Step::fact(key).param("longest", longest));
    steps.extend(conclusion(game, analysis, engine)?);
    Ok(steps)
}
