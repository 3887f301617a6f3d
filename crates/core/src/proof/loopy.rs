//! The proof for a game that may never end (`loopy`, normal play): the retrograde analysis
//! of each graph step by step (which nodes become P, then N, and what is left a draw), the
//! labelling of the generalized SG values when the sum has several components, Smith's
//! rule on those values, and the closing steps (winning moves, the certificate of a P, or
//! the moves that keep a draw).

use super::{atom_text, conclusion, more_step, Step, MAX_LISTED};
use crate::analysis::{Analysis, Outcome};
use crate::engine::Engine;
use crate::game::Game;
use crate::games::loopy::Token;
use crate::games::Atom;
use crate::limits::LimitError;
use crate::retrograde::{nim_sum, Generalized};

/// The steps of the proof of a sum with a `loopy` token.
pub(crate) fn explain(
    game: &Game,
    analysis: &Analysis,
    engine: &mut Engine,
) -> Result<Vec<Step>, LimitError> {
    let mut steps = Vec::new();
    let mut graphs: Vec<String> = Vec::new();
    for atom in &game.atoms {
        let Atom::Loopy(token) = atom else { continue };
        let head = atom.head();
        if graphs.contains(&head) {
            continue;
        }
        graphs.push(head.clone());
        steps.push(retrograde(token, &head));
        if game.atoms.len() > 1 {
            steps.push(labelling(token, &head));
        }
    }
    if let (Some((_, values)), true) = (&analysis.generalized, game.atoms.len() > 1) {
        steps.push(smith(&game.atoms, values));
    }
    if analysis.outcome == Outcome::D {
        steps.extend(drawing_moves(analysis));
    }
    steps.extend(conclusion(game, analysis, engine)?);
    Ok(steps)
}

/// Children listed at most, then "and N more".
fn listed(mut items: Vec<Step>) -> Vec<Step> {
    let more = items.len().saturating_sub(MAX_LISTED);
    items.truncate(MAX_LISTED);
    items.extend(more_step(more as u128));
    items
}

/// Retrograde analysis, one child a node decided, then the draws.
fn retrograde(token: &Token, head: &str) -> Step {
    let mut items: Vec<Step> = token
        .retrograde_steps()
        .into_iter()
        .map(|(node, outcome, by)| match (outcome, by) {
            (Outcome::N, Some(to)) => Step::fact("proof.loopy.win")
                .param("node", node)
                .param("to", to),
            _ => Step::fact("proof.loopy.loss").param("node", node),
        })
        .collect();
    let draws: Vec<&str> = token
        .nodes()
        .into_iter()
        .filter(|&(_, outcome, _)| outcome == Outcome::D)
        .map(|(name, _, _)| name)
        .collect();
    let mut items = listed(std::mem::take(&mut items));
    if !draws.is_empty() {
        items.push(Step::fact("proof.loopy.draws").param("nodes", draws.join(", ")));
    }
    Step::theorem("retrograde", "proof.loopy.retrograde")
        .param("graph", head.trim_end_matches(" @"))
        .children(items)
}

/// The labelling of the generalized SG values, one child a node labelled.
fn labelling(token: &Token, head: &str) -> Step {
    let values: Vec<(&str, String)> = token
        .nodes()
        .into_iter()
        .map(|(name, _, value)| (name, value.to_string()))
        .collect();
    let items: Vec<Step> = token
        .labelling_steps()
        .into_iter()
        .map(|(node, round, finite)| {
            if finite {
                Step::fact("proof.loopy.label.finite")
                    .param("node", node)
                    .param("round", round)
            } else {
                let value = values
                    .iter()
                    .find(|(name, _)| *name == node)
                    .map_or(String::new(), |(_, value)| value.clone());
                Step::fact("proof.loopy.label.infinite")
                    .param("node", node)
                    .param("round", round)
                    .param("value", value)
            }
        })
        .collect();
    Step::theorem("generalized_sg", "proof.loopy.labelling")
        .param("graph", head.trim_end_matches(" @"))
        .children(listed(items))
}

/// Smith's rule on the components' generalized values.
fn smith(atoms: &[Atom], values: &[Generalized]) -> Step {
    let components: Vec<Step> = atoms
        .iter()
        .zip(values)
        .map(|(atom, value)| {
            Step::fact("proof.loopy.component")
                .param("component", atom_text(atom))
                .param("value", value)
        })
        .collect();
    let infinite: Vec<&Generalized> = values.iter().filter(|v| v.finite().is_none()).collect();
    let rule = match infinite.as_slice() {
        [] => Step::fact("proof.loopy.rule.finite").param("sg", nim_sum(values)),
        [one] => {
            let rest: Vec<Generalized> = values
                .iter()
                .filter(|v| v.finite().is_some())
                .cloned()
                .collect();
            let x = nim_sum(&rest);
            let hit = matches!((one, &x), (Generalized::Infinite(set), Generalized::Finite(x)) if set.contains(x));
            Step::fact(if hit {
                "proof.loopy.rule.one_in"
            } else {
                "proof.loopy.rule.one_out"
            })
            .param("value", one)
            .param("x", x)
        }
        _ => Step::fact("proof.loopy.rule.several").param("count", infinite.len()),
    };
    let mut items = listed(components);
    items.push(rule);
    Step::theorem("smith", "proof.loopy.smith")
        .param("count", atoms.len())
        .children(items)
}

/// The moves that keep a draw, each expandable.
fn drawing_moves(analysis: &Analysis) -> Vec<Step> {
    let items: Vec<Step> = analysis
        .drawing_moves
        .iter()
        .map(|after| {
            Step::fact("proof.loopy.drawing_move")
                .param("after", after)
                .expand(after)
        })
        .collect();
    if items.is_empty() {
        return Vec::new();
    }
    let total = analysis
        .drawing_moves_total
        .map_or(String::from("?"), |total| total.to_string());
    let mut items = items;
    let more = analysis
        .drawing_moves_total
        .unwrap_or(0)
        .saturating_sub(items.len() as u128);
    items.extend(more_step(more));
    if analysis.drawing_moves_total == Some(1) {
        return vec![Step::fact("proof.loopy.drawing_moves.one").children(items)];
    }
    vec![Step::fact("proof.loopy.drawing_moves")
        .param("total", total)
        .children(items)]
}
