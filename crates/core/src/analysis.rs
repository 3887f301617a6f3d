//! The answer to "who wins, and how": outcome, SG value and winning moves of a game under
//! its rule, the data behind `sglab analyze`.

use std::fmt;

use crate::engine::Engine;
use crate::game::{Game, Rule};
use crate::games::Atom;
use crate::limits::Budget;
use crate::limits::{LimitError, Limits};
use crate::notation::ParseError;
use crate::retrograde::{nim_sum, sum_outcome, Generalized};
use crate::{every, misere};

/// P: the player to move loses (必败态). N: the player to move wins (必胜态). D: a draw
/// (平局), in a game that may never end (`loopy`): neither player can force a win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A previous-player win: the player to move loses.
    P,
    /// A next-player win: the player to move wins.
    N,
    /// A draw: with best play the game never ends.
    D,
}

impl Outcome {
    /// `"P"` or `"N"`.
    pub fn letter(self) -> &'static str {
        match self {
            Outcome::P => "P",
            Outcome::N => "N",
            Outcome::D => "D",
        }
    }

    fn from_first_wins(first_player_wins: bool) -> Outcome {
        if first_player_wins {
            Outcome::N
        } else {
            Outcome::P
        }
    }
}

/// Everything `sglab analyze` reports about one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The position, as parsed.
    pub game: Game,
    /// Who wins.
    pub outcome: Outcome,
    /// The SG value, under normal play only.
    pub sg: Option<u64>,
    /// The SG value of each atom, under normal play only.
    pub component_sg: Option<Vec<u64>>,
    /// Positions after each winning move (at most [`Limits::max_listed_moves`]).
    pub winning_moves: Vec<Game>,
    /// How many winning moves there are in all, when known.
    pub winning_moves_total: Option<u128>,
    /// For a game that may never end (a `loopy` token in the sum, normal play): the
    /// generalized SG value of the sum and of each atom ([`crate::retrograde`]); `sg` and
    /// `component_sg` then hold them only where all are finite.
    pub generalized: Option<(Generalized, Vec<Generalized>)>,
    /// For a draw: positions after each move that keeps the draw (at most
    /// [`Limits::max_listed_moves`]); empty otherwise.
    pub drawing_moves: Vec<Game>,
    /// How many moves keep the draw in all, when known.
    pub drawing_moves_total: Option<u128>,
}

/// Why an analysis failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisError {
    /// The text is not a game.
    Parse(ParseError),
    /// The game is too large, not finite, or the request was cancelled.
    Limit(LimitError),
}

impl AnalysisError {
    /// A stable key for translations.
    pub fn key(&self) -> &'static str {
        match self {
            AnalysisError::Parse(error) => error.key(),
            AnalysisError::Limit(error) => error.key(),
        }
    }

    /// The message in `lang`.
    pub fn render(&self, lang: crate::i18n::Words<'_>) -> String {
        match self {
            AnalysisError::Parse(error) => error.render(lang),
            AnalysisError::Limit(error) => error.render(lang),
        }
    }
}

impl fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnalysisError::Parse(error) => error.fmt(f),
            AnalysisError::Limit(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for AnalysisError {}

impl From<ParseError> for AnalysisError {
    fn from(error: ParseError) -> Self {
        AnalysisError::Parse(error)
    }
}

impl From<LimitError> for AnalysisError {
    fn from(error: LimitError) -> Self {
        AnalysisError::Limit(error)
    }
}

/// Parses and analyses a game within `limits`.
///
/// ```
/// let analysis = sglab_core::analysis::analyze_text("nim 3 4 5", &sglab_core::Limits::default()).unwrap();
/// assert_eq!(analysis.outcome, sglab_core::Outcome::N);
/// assert_eq!(analysis.winning_moves[0].to_string(), "nim 1 4 5");
/// ```
pub fn analyze_text(text: &str, limits: &Limits) -> Result<Analysis, AnalysisError> {
    let game = crate::parse(text)?;
    Ok(analyze(&game, limits)?)
}

/// Analyses a game within `limits`.
pub fn analyze(game: &Game, limits: &Limits) -> Result<Analysis, LimitError> {
    let mut engine = Engine::new(limits);
    analyze_with(game, &mut engine, limits.max_listed_moves)
}

/// Analyses a game with a given engine (its budget, its theorems or not).
pub fn analyze_with(
    game: &Game,
    engine: &mut Engine,
    max_listed: usize,
) -> Result<Analysis, LimitError> {
    if let Some(loopy) = game.atoms.iter().find(|atom| atom.loopy_value().is_some()) {
        if game.rule != Rule::Normal {
            // The parser refuses this; a game built otherwise stops here, not in a search.
            return Err(LimitError::Loopy {
                position: loopy.to_string(),
            });
        }
        return loopy_analysis(game, engine, max_listed);
    }
    match game.rule {
        Rule::Normal => {
            let mut values = Vec::with_capacity(game.atoms.len());
            for atom in &game.atoms {
                match engine.sg(atom) {
                    Ok(value) => values.push(value),
                    Err(error @ LimitError::TooLarge { .. }) => {
                        // A single atom whose SG value is out of reach may still have its
                        // outcome and its moves to value 0 by a theorem (huge Wythoff, Moore).
                        let first_wins = match game.atoms.as_slice() {
                            [only] => only.outcome_by_theorem(),
                            _ => None,
                        };
                        return match first_wins {
                            Some(first_wins) => outcome_only(game, first_wins, engine, max_listed),
                            None => Err(error),
                        };
                    }
                    Err(error) => return Err(error),
                }
            }
            let total = values.iter().fold(0, |acc, v| acc ^ v);
            let mut winning_moves = Vec::new();
            let mut count: Option<u128> = Some(0);
            if total != 0 {
                for (index, atom) in game.atoms.iter().enumerate() {
                    let target = values[index] ^ total;
                    let room = max_listed.saturating_sub(winning_moves.len());
                    let found = engine.moves_to_value(atom, target, room)?;
                    count = match (count, found.total) {
                        (Some(a), Some(b)) => Some(a.saturating_add(b)),
                        _ => None,
                    };
                    winning_moves.extend(
                        found
                            .options
                            .iter()
                            .take(room)
                            .map(|option| game.after(index, option)),
                    );
                }
            }
            Ok(Analysis {
                game: game.clone(),
                outcome: Outcome::from_first_wins(total != 0),
                sg: Some(total),
                component_sg: Some(values),
                winning_moves,
                winning_moves_total: count,
                generalized: None,
                drawing_moves: Vec::new(),
                drawing_moves_total: None,
            })
        }
        Rule::Misere => {
            let answer = misere::solve(&game.atoms, engine, max_listed)?;
            Ok(Analysis {
                game: game.clone(),
                outcome: Outcome::from_first_wins(answer.first_player_wins),
                sg: None,
                component_sg: None,
                winning_moves: answer
                    .winning_moves
                    .iter()
                    .map(|(index, option)| game.after(*index, option))
                    .collect(),
                winning_moves_total: answer.total,
                generalized: None,
                drawing_moves: Vec::new(),
                drawing_moves_total: None,
            })
        }
        Rule::Every => {
            let answer = every::solve(game, engine, max_listed)?;
            let winning_moves = answer
                .winning_moves
                .into_iter()
                .map(|components| Game::from_components(game.rule, components))
                .collect();
            Ok(Analysis {
                game: game.clone(),
                outcome: Outcome::from_first_wins(answer.first_player_wins),
                sg: None,
                component_sg: None,
                winning_moves,
                winning_moves_total: answer.total,
                generalized: None,
                drawing_moves: Vec::new(),
                drawing_moves_total: None,
            })
        }
    }
}

/// The analysis of a one-atom game whose outcome a theorem gives without its SG value:
/// the winning moves are the moves to SG value 0.
fn outcome_only(
    game: &Game,
    first_wins: bool,
    engine: &mut Engine,
    max_listed: usize,
) -> Result<Analysis, LimitError> {
    let mut winning_moves = Vec::new();
    let mut total = Some(0);
    if let (true, Some(atom)) = (first_wins, game.atoms.first()) {
        let found = engine.moves_to_value(atom, 0, max_listed)?;
        total = found.total;
        winning_moves = found
            .options
            .iter()
            .take(max_listed)
            .map(|option| game.after(0, option))
            .collect();
    }
    Ok(Analysis {
        game: game.clone(),
        outcome: Outcome::from_first_wins(first_wins),
        sg: None,
        component_sg: None,
        winning_moves,
        winning_moves_total: total,
        generalized: None,
        drawing_moves: Vec::new(),
        drawing_moves_total: None,
    })
}

/// The options of one atom that are enumerated, at most, to find the moves that keep a
/// draw in a component that always ends (a `loopy` token's options are its graph's edges).
pub const MAX_DRAW_OPTIONS: u64 = 100_000;

/// The generalized value of an atom: its own for a game that may never end, its SG value
/// (finite) for one that always ends.
fn generalized_value(atom: &Atom, engine: &mut Engine) -> Result<Generalized, LimitError> {
    match atom.loopy_value() {
        Some(value) => Ok(value),
        None => Ok(Generalized::Finite(engine.sg(atom)?)),
    }
}

/// For a sum with a game that may never end (a [`crate::games::Play::loopy_value`]), under
/// normal play: its outcome by Smith's rule and its generalized SG value; `None` for a sum
/// of games that always end.
///
/// ```
/// use sglab_core::{analysis::loopy_outcome, engine::Engine, Limits, Outcome};
/// let game = sglab_core::parse("loopy 1>2 2>1 @ 1 + nim 3").unwrap();
/// let (outcome, value) = loopy_outcome(&game.atoms, &mut Engine::new(&Limits::default())).unwrap().unwrap();
/// assert_eq!((outcome, value.to_string()), (Outcome::D, "∞{}".to_string()));
/// ```
pub fn loopy_outcome(
    atoms: &[Atom],
    engine: &mut Engine,
) -> Result<Option<(Outcome, Generalized)>, LimitError> {
    if !atoms.iter().any(|atom| atom.loopy_value().is_some()) {
        return Ok(None);
    }
    let mut values = Vec::with_capacity(atoms.len());
    for atom in atoms {
        values.push(generalized_value(atom, engine)?);
    }
    Ok(Some((sum_outcome(&values), nim_sum(&values))))
}

/// The analysis of a sum with a game that may never end, under normal play: each atom's
/// generalized SG value, the outcome by Smith's rule, the winning moves for N (the moves
/// to a P-position: the value that makes the xor 0, in the one ∞ component when there is
/// one) and the moves that keep the draw for D.
fn loopy_analysis(
    game: &Game,
    engine: &mut Engine,
    max_listed: usize,
) -> Result<Analysis, LimitError> {
    let mut values = Vec::with_capacity(game.atoms.len());
    for atom in &game.atoms {
        values.push(generalized_value(atom, engine)?);
    }
    let total = nim_sum(&values);
    let outcome = sum_outcome(&values);
    let infinite: Vec<usize> = (0..values.len())
        .filter(|&index| values[index].finite().is_none())
        .collect();
    let mut winning_moves = Vec::new();
    let mut winning_moves_total = Some(0);
    let mut drawing_moves = Vec::new();
    let mut drawing_moves_total: Option<u128> = Some(0);
    if outcome == Outcome::N {
        // Only the ∞ component may move when there is one: any other move leaves it.
        let movers: Vec<usize> = match infinite.as_slice() {
            [only] => vec![*only],
            _ => (0..values.len()).collect(),
        };
        let mut count: Option<u128> = Some(0);
        for index in movers {
            let rest: Vec<Generalized> = others(&values, index);
            let Generalized::Finite(target) = nim_sum(&rest) else {
                continue;
            };
            let room = max_listed.saturating_sub(winning_moves.len());
            let found = engine.moves_to_value(&game.atoms[index], target, room)?;
            count = match (count, found.total) {
                (Some(a), Some(b)) => Some(a.saturating_add(b)),
                _ => None,
            };
            winning_moves.extend(
                found
                    .options
                    .iter()
                    .take(room)
                    .map(|option| game.after(index, option)),
            );
        }
        winning_moves_total = count;
    } else if outcome == Outcome::D {
        for (index, atom) in game.atoms.iter().enumerate() {
            let rest = nim_sum(&others(&values, index));
            let mut budget = Budget::new(MAX_DRAW_OPTIONS);
            let options = match atom.options(&mut budget) {
                Ok(options) => options,
                Err(_) => {
                    // Too many to look at: the list stays true, its count unknown.
                    drawing_moves_total = None;
                    continue;
                }
            };
            for option in options {
                let mut after = vec![rest.clone()];
                for part in &option {
                    after.push(generalized_value(part, engine)?);
                }
                if sum_outcome(&after) == Outcome::D {
                    drawing_moves_total = drawing_moves_total.map(|total| total + 1);
                    if drawing_moves.len() < max_listed {
                        drawing_moves.push(game.after(index, &option));
                    }
                }
            }
        }
    }
    let all_finite = infinite.is_empty();
    Ok(Analysis {
        game: game.clone(),
        outcome,
        sg: total.finite(),
        component_sg: all_finite.then(|| values.iter().filter_map(Generalized::finite).collect()),
        winning_moves,
        winning_moves_total,
        generalized: Some((total, values)),
        drawing_moves,
        drawing_moves_total,
    })
}

/// The values of all atoms but the one at `index`.
fn others(values: &[Generalized], index: usize) -> Vec<Generalized> {
    values
        .iter()
        .enumerate()
        .filter(|&(other, _)| other != index)
        .map(|(_, value)| value.clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn analyze_str(text: &str) -> Analysis {
        analyze_text(text, &Limits::default()).unwrap()
    }

    #[test]
    fn nim_3_4_5_is_won_by_taking_two_from_the_first_heap() {
        let analysis = analyze_str("nim 3 4 5");
        assert_eq!(analysis.outcome, Outcome::N);
        assert_eq!(analysis.sg, Some(2));
        let moves: Vec<String> = analysis
            .winning_moves
            .iter()
            .map(|g| g.to_string())
            .collect();
        assert_eq!(moves, ["nim 1 4 5"]);
    }

    #[test]
    fn tutorial_example_14_21_39_takes_12_from_39() {
        // A common contest tutorial's Nim example: 14 xor 21 xor 39 = 12, so 39 becomes 39 xor 12 = 27.
        let analysis = analyze_str("nim 14 21 39");
        let moves: Vec<String> = analysis
            .winning_moves
            .iter()
            .map(|g| g.to_string())
            .collect();
        assert_eq!(moves, ["nim 14 21 27"]);
    }

    #[test]
    fn tutorial_example_7_8_9_goes_to_1_8_9() {
        let analysis = analyze_str("nim 7 8 9");
        let moves: Vec<String> = analysis
            .winning_moves
            .iter()
            .map(|g| g.to_string())
            .collect();
        assert_eq!(moves, ["nim 1 8 9"]);
    }

    #[test]
    fn xor_zero_is_p() {
        let analysis = analyze_str("nim 1 2 3");
        assert_eq!(analysis.outcome, Outcome::P);
        assert!(analysis.winning_moves.is_empty());
    }

    #[test]
    fn lone_atom_out_of_table_reach_reports_outcome_without_sg() {
        // Wythoff beyond its SG table: outcome and moves to value 0 by the theorem.
        let analysis = analyze_str("wythoff 5000 5001");
        assert_eq!((analysis.outcome, analysis.sg), (Outcome::N, None));
        assert_eq!(analysis.component_sg, None);
        let moves: Vec<String> = analysis
            .winning_moves
            .iter()
            .map(|g| g.to_string())
            .collect();
        // The difference 1 gives (1, 2): take 4999 from both; 5000 = b_1910 pairs with
        // a_1910 = 3090; 5001 = a_3091 pairs with 8092, above 5000.
        assert_eq!(moves, ["wythoff 1 2", "wythoff 5000 3090"]);
        // In a sum the SG value is needed, so the limit error stands.
        let error = analyze_text("wythoff 5000 5001 + nim 1", &Limits::default()).unwrap_err();
        assert!(matches!(
            error,
            AnalysisError::Limit(LimitError::TooLarge { .. })
        ));
        // A P-position keeps its SG value 0.
        assert_eq!(analyze_str("wythoff 3090 5000").sg, Some(0));
    }

    #[test]
    fn a_wythoff_grid_past_a_small_budget_still_gives_the_outcome() {
        // The grid's own limit errors name the largest side; for one position they mean
        // "the value costs too much", and the Beatty pairs still decide the outcome.
        for (text, work, first) in [
            ("wythoff 30 40", 100, "wythoff 16 26"),
            ("wythoff 500 300", 10, "wythoff 486 300"),
        ] {
            let limits = Limits {
                max_work: work,
                ..Limits::default()
            };
            let analysis = analyze_text(text, &limits).unwrap();
            assert_eq!(
                (analysis.outcome, analysis.sg),
                (Outcome::N, None),
                "{text}"
            );
            assert_eq!(analysis.winning_moves[0].to_string(), first, "{text}");
        }
    }

    #[test]
    fn every_rule_on_nim_heaps() {
        // A non-empty Nim heap alone has step 1 (move to 0 at once): in two components
        // both are emptied in one turn.
        let analysis = analyze_str("every: nim 3 + nim 5");
        assert_eq!(analysis.outcome, Outcome::N);
        let moves: Vec<String> = analysis
            .winning_moves
            .iter()
            .map(|g| g.to_string())
            .collect();
        assert_eq!(moves, ["every: nim 0 + nim 0"]);
        // One component of two heaps is a Nim sum played one move a turn: move to 3 3.
        let analysis = analyze_str("every: nim 3 5");
        let moves: Vec<String> = analysis
            .winning_moves
            .iter()
            .map(|g| g.to_string())
            .collect();
        assert_eq!(moves, ["every: nim 3 3"]);
    }
}
