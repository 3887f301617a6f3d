//! Step-by-step proofs: why a position is P or N, as data that the page, the widgets and
//! `sglab explain` all render.
//!
//! A [`Proof`] is a list of typed [`Step`]s; each step carries the data of its kind (a mex
//! derivation, a xor in binary columns, a theorem on the concrete numbers, a reduction, a
//! certificate of replies, a winning move), a message key with parameters (never a finished
//! sentence: [`render`] fills the templates of `i18n/proof.rs` in either language), children,
//! and optionally the text of a position whose own proof can be asked for later
//! ([`Step::expand`]). Proofs are lazy: the top is cheap, every list is cut at
//! [`MAX_LISTED`] with a "and N more" step, and deeper proofs are produced on request.
//!
//! The mathematics is not repeated here: each family's builder calls its game module's
//! public functions (e.g. `games::wythoff::pair`) and the [`Engine`]. One file per family.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::analysis::{analyze_with, Analysis, AnalysisError, Outcome};
use crate::engine::Engine;
use crate::game::{write_atoms, Game, Rule};
use crate::games::Atom;
use crate::limits::{Budget, LimitError, Limits};

mod beans;
mod certificate;
mod circle;
mod coins;
mod euclid;
mod every;
mod family;
mod generic;
mod georgia;
mod hackenbush;
mod loopy;
pub mod markdown;
mod misere;
mod moore;
mod multi;
mod nim;
pub mod render;
mod staircase;
mod subtraction;
mod sum;
mod why;
mod wythoff;
mod xor;

pub use why::{why, why_text};

#[cfg(test)]
mod tests;

/// The most options, rows, moves or components one step lists; the rest are counted.
pub const MAX_LISTED: usize = 64;

/// The work allowed for listing one atom's options in a proof: beyond it the proof gives
/// the general argument instead of the list.
const LISTING_BUDGET: u64 = 4096;

/// The proof of one position's outcome.
///
/// ```
/// let proof = sglab_core::proof::explain_text("nim 3 4 5", &sglab_core::Limits::default()).unwrap();
/// assert_eq!(proof.outcome, "N");
/// assert!(proof.steps.iter().any(|step| step.key == "proof.nim.bouton"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Proof {
    /// The position in canonical notation.
    pub game: String,
    /// `"normal"`, `"misere"` or `"every"`.
    pub rule: &'static str,
    /// `"P"` or `"N"`.
    pub outcome: &'static str,
    /// The SG value, under normal play when it is known.
    pub sg: Option<u64>,
    /// The argument, in reading order.
    pub steps: Vec<Step>,
}

/// One step of a proof: typed data, a message with parameters, sub-steps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// What the step shows, with its data (serialised as `kind` and `data`).
    #[serde(flatten)]
    pub kind: StepKind,
    /// The message key in `i18n/proof.rs`.
    pub key: &'static str,
    /// The message's `{name}` parameters, already written as text.
    pub params: BTreeMap<&'static str, String>,
    /// Sub-steps (one level down of the argument).
    pub children: Vec<Step>,
    /// A position, in notation with its rule, whose own proof backs this step and can be
    /// requested with [`explain_text`] when the reader opens it.
    pub expand: Option<String>,
}

/// The kinds of steps and their data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "data", rename_all = "snake_case")]
pub enum StepKind {
    /// A plain statement: everything is in the message and its parameters.
    Fact,
    /// The mex over the options' SG values.
    Mex {
        /// The options listed (at most [`MAX_LISTED`]).
        options: Vec<MexOption>,
        /// Options not listed.
        more: u128,
        /// The mex, the position's SG value.
        value: u64,
    },
    /// A xor of SG values shown in binary columns.
    Xor {
        /// One row per component.
        rows: Vec<XorRow>,
        /// The xor of all rows.
        total: u64,
        /// The highest set bit of `total` (bit 0 is the units), when it is not 0.
        highest_bit: Option<u32>,
        /// The index of the row to change (its value has `highest_bit` set).
        component: Option<usize>,
        /// The value that row must become: its value xor `total`, which is smaller.
        target: Option<u64>,
    },
    /// Binary column sums modulo a number (Moore's Nim_k).
    Columns {
        /// One row per heap.
        rows: Vec<XorRow>,
        /// The digit sum of each column, from the highest bit used down to bit 0.
        sums: Vec<u64>,
        /// The modulus k + 1.
        modulus: u64,
    },
    /// A theorem applied to the concrete numbers (in the parameters).
    Theorem {
        /// The theorem's stable name, e.g. `bouton`, `wythoff`, `sj`.
        name: &'static str,
    },
    /// The position equals (has the value or outcome of) another game.
    Reduction {
        /// The position, in notation.
        from: String,
        /// The game it reduces to, in notation.
        to: String,
    },
    /// A P-position's certificate: every option, each with the reply back to a P-position.
    Certificate {
        /// The options listed, each with its reply.
        replies: Vec<Reply>,
        /// Options not listed.
        more: u128,
    },
    /// A winning move: the position after it is P.
    WinningMove {
        /// The index of the component moved, when the move is in one component.
        component: Option<usize>,
        /// The whole position after the move, in notation with its rule.
        after: String,
    },
    /// Every-SG step numbers of the components.
    StepNumbers {
        /// One row per component: its text and step number.
        rows: Vec<XorRow>,
        /// The largest step number.
        longest: u64,
    },
}

impl StepKind {
    /// The kind's name as serialised, e.g. `"winning_move"`.
    pub fn name(&self) -> &'static str {
        match self {
            StepKind::Fact => "fact",
            StepKind::Mex { .. } => "mex",
            StepKind::Xor { .. } => "xor",
            StepKind::Columns { .. } => "columns",
            StepKind::Theorem { .. } => "theorem",
            StepKind::Reduction { .. } => "reduction",
            StepKind::Certificate { .. } => "certificate",
            StepKind::WinningMove { .. } => "winning_move",
            StepKind::StepNumbers { .. } => "step_numbers",
        }
    }
}

/// The rests of a `Columns` step's digit sums modulo `modulus` (Moore's theorem: the
/// position is P exactly when every rest is 0); a modulus of 0 is read as 1.
///
/// ```
/// assert_eq!(sglab_core::proof::column_rests(&[2, 3, 0], 2), [0, 1, 0]);
/// ```
pub fn column_rests(sums: &[u64], modulus: u64) -> Vec<u64> {
    sums.iter().map(|sum| sum % modulus.max(1)).collect()
}

/// One option in a mex derivation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MexOption {
    /// The position the move leaves, in notation.
    pub position: String,
    /// Its SG value.
    pub sg: u64,
    /// When the move leaves several components (Multi-SG): each part's SG value, whose xor
    /// is `sg`.
    pub parts: Vec<u64>,
}

/// One labelled number in a table (xor rows, column rows, step numbers).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct XorRow {
    /// The component, in notation.
    pub label: String,
    /// Its value.
    pub value: u64,
}

/// One option of a P-position and the reply that wins against it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reply {
    /// The whole position after the option, in notation with its rule.
    pub option: String,
    /// The whole position after the reply (a P-position), when one was found.
    pub reply: Option<String>,
    /// The option's SG value under normal play.
    pub sg: Option<u64>,
}

impl Step {
    /// A step of `kind` with message `key` and nothing else yet.
    ///
    /// ```
    /// use sglab_core::proof::{Step, StepKind};
    /// let step = Step::new(StepKind::Fact, "proof.nim.heap").param("heap", 3);
    /// assert_eq!(step.params["heap"], "3");
    /// ```
    pub fn new(kind: StepKind, key: &'static str) -> Step {
        Step {
            kind,
            key,
            params: BTreeMap::new(),
            children: Vec::new(),
            expand: None,
        }
    }

    /// A [`StepKind::Fact`] step with message `key`.
    pub fn fact(key: &'static str) -> Step {
        Step::new(StepKind::Fact, key)
    }

    /// A [`StepKind::Theorem`] step named `name` with message `key`.
    pub fn theorem(name: &'static str, key: &'static str) -> Step {
        Step::new(StepKind::Theorem { name }, key)
    }

    /// Sets the parameter `name` of the message.
    pub fn param(mut self, name: &'static str, value: impl ToString) -> Step {
        self.params.insert(name, value.to_string());
        self
    }

    /// Appends a sub-step.
    pub fn child(mut self, step: Step) -> Step {
        self.children.push(step);
        self
    }

    /// Appends sub-steps.
    pub fn children(mut self, steps: impl IntoIterator<Item = Step>) -> Step {
        self.children.extend(steps);
        self
    }

    /// Names the position whose proof backs this step.
    pub fn expand(mut self, game: impl ToString) -> Step {
        self.expand = Some(game.to_string());
        self
    }

    /// This step and all its descendants, depth first.
    pub fn walk(&self) -> Vec<&Step> {
        let mut out = vec![self];
        for child in &self.children {
            out.extend(child.walk());
        }
        out
    }
}

/// The text of a sum of atoms (`nim 0` for the empty sum).
pub(crate) fn atoms_text(atoms: &[Atom]) -> String {
    let mut out = String::new();
    write_atoms(&mut out, atoms);
    out
}

/// The text of one atom on its own.
pub(crate) fn atom_text(atom: &Atom) -> String {
    atom.to_string()
}

/// The options of `atom` when listing them costs at most [`LISTING_BUDGET`]; `None` when
/// there are too many to list (the proof then gives the general argument). The work is
/// charged to the engine's budget too.
pub(crate) fn listable_options(
    atom: &Atom,
    engine: &mut Engine,
) -> Result<Option<Vec<Vec<Atom>>>, LimitError> {
    let mut small = Budget::new(LISTING_BUDGET);
    match atom.options(&mut small) {
        Ok(options) => {
            engine.budget.charge(small.used())?;
            Ok(Some(options))
        }
        Err(LimitError::TooLarge { .. }) => Ok(None),
        Err(error) => Err(error),
    }
}

/// The "and N more" step, when `more` is not 0.
pub(crate) fn more_step(more: u128) -> Option<Step> {
    (more > 0).then(|| Step::fact("proof.more").param("count", more))
}

/// Parses and explains a game within `limits`.
pub fn explain_text(text: &str, limits: &Limits) -> Result<Proof, AnalysisError> {
    let game = crate::parse(text)?;
    Ok(explain(&game, limits)?)
}

/// The proof of a game's outcome, within `limits`.
pub fn explain(game: &Game, limits: &Limits) -> Result<Proof, LimitError> {
    let mut engine = Engine::new(limits);
    explain_with(game, &mut engine)
}

/// The proof of a game's outcome with a given engine.
pub fn explain_with(game: &Game, engine: &mut Engine) -> Result<Proof, LimitError> {
    let analysis = analyze_with(game, engine, MAX_LISTED)?;
    let steps = match game.rule {
        Rule::Normal if analysis.generalized.is_some() => loopy::explain(game, &analysis, engine)?,
        Rule::Normal => sum::explain(game, &analysis, engine)?,
        Rule::Misere => misere::explain(game, &analysis, engine)?,
        Rule::Every => every::explain(game, &analysis, engine)?,
    };
    Ok(Proof {
        game: game.to_string(),
        rule: game.rule.keyword(),
        outcome: analysis.outcome.letter(),
        sg: analysis.sg,
        steps,
    })
}

/// The closing steps shared by every rule: for N, the winning moves (each expandable to
/// the proof that the position reached is P); for P, the certificate of replies.
pub(crate) fn conclusion(
    game: &Game,
    analysis: &Analysis,
    engine: &mut Engine,
) -> Result<Vec<Step>, LimitError> {
    let mut steps = Vec::new();
    match analysis.outcome {
        Outcome::N => {
            steps.extend(winning_moves(game, analysis));
            steps.push(Step::fact("proof.conclusion.n").param("game", game));
        }
        Outcome::P => {
            steps.extend(certificate::certificate(game, engine)?);
            steps.push(Step::fact("proof.conclusion.p").param("game", game));
        }
        Outcome::D => {
            steps.push(Step::fact("proof.conclusion.d").param("game", game));
        }
    }
    Ok(steps)
}

/// The winning-move steps of an N-position: one step when there is one winning move;
/// otherwise one step announcing how many there are (exactly, when counted), whose
/// children list the moves (at most [`MAX_LISTED`], then "and N more"), each expandable.
fn winning_moves(game: &Game, analysis: &Analysis) -> Vec<Step> {
    let mut items: Vec<Step> = analysis
        .winning_moves
        .iter()
        .map(|after| {
            let component = match game.rule {
                Rule::Every => None,
                _ => moved_component(game, after),
            };
            Step::new(
                StepKind::WinningMove {
                    component,
                    after: after.to_string(),
                },
                "proof.winning_move",
            )
            .param("after", after)
            .expand(after)
        })
        .collect();
    let listed = items.len() as u128;
    if listed == 1 && analysis.winning_moves_total.is_none_or(|total| total <= 1) {
        return items;
    }
    if listed == 0 {
        return Vec::new();
    }
    for item in &mut items {
        item.key = "proof.winning_move.item";
    }
    let group = match analysis.winning_moves_total {
        Some(total) => match more_step(total.saturating_sub(listed)) {
            Some(more) => {
                items.push(more);
                Step::fact("proof.winning_moves")
                    .param("total", total)
                    .param("count", listed)
            }
            None => Step::fact("proof.winning_moves.all").param("total", total),
        },
        None => Step::fact("proof.winning_moves.uncounted").param("count", listed),
    };
    vec![group.children(items)]
}

/// The index of the one component that differs between `game` and `after`, when the
/// move changed a single component of a sum and left the others in place.
fn moved_component(game: &Game, after: &Game) -> Option<usize> {
    let before = &game.atoms;
    let after = &after.atoms;
    let prefix = before
        .iter()
        .zip(after.iter())
        .take_while(|(a, b)| a == b)
        .count();
    (prefix < before.len()).then_some(prefix)
}
