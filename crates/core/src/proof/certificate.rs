//! The certificate of a P-position: every option, each with the reply that brings the game
//! back to a P-position, listed up to [`MAX_LISTED`], and the general argument for the rest.

use super::{listable_options, more_step, Reply, Step, StepKind, MAX_LISTED};
use crate::analysis::{analyze_with, Outcome};
use crate::engine::Engine;
use crate::game::{Game, Rule};
use crate::limits::LimitError;

/// The certificate steps of a P-position under normal or misère play (a move changes one
/// component). Under Every-SG only the general argument is given.
pub(crate) fn certificate(game: &Game, engine: &mut Engine) -> Result<Vec<Step>, LimitError> {
    let general = match game.rule {
        Rule::Normal => "proof.p.general_normal",
        Rule::Misere => "proof.p.general_misere",
        Rule::Every => return Ok(vec![Step::fact("proof.p.general_every")]),
    };
    let mut replies = Vec::new();
    let mut more: u128 = 0;
    let mut unlisted = false;
    for (index, atom) in game.atoms.iter().enumerate() {
        let Some(options) = listable_options(atom, engine)? else {
            unlisted = true;
            continue;
        };
        for option in options {
            if replies.len() >= MAX_LISTED {
                more += 1;
                continue;
            }
            let after = game.after(index, &option);
            let answer = analyze_with(&after, engine, 1)?;
            let reply = match answer.outcome {
                Outcome::N => answer.winning_moves.first().map(|g| g.to_string()),
                Outcome::P | Outcome::D => None,
            };
            replies.push(Reply {
                option: after.to_string(),
                reply,
                sg: answer.sg,
            });
        }
    }
    let mut steps = Vec::new();
    if replies.is_empty() && !unlisted {
        steps.push(Step::fact("proof.p.no_move").param("game", game));
        return Ok(steps);
    }
    let count = replies.len();
    let mut step = Step::new(StepKind::Certificate { replies, more }, "proof.certificate")
        .param("game", game)
        .param("count", count);
    if let Some(more) = more_step(more) {
        step = step.child(more);
    }
    steps.push(step);
    if unlisted || more > 0 {
        steps.push(Step::fact(general));
    }
    Ok(steps)
}
