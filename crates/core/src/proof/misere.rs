//! Misère play (反尼姆, Anti-SG): misère Nim by the SJ theorem and its cases; any other sum
//! by exhaustive search, with the winning moves or the certificate of replies.

use super::{conclusion, Step, XorRow};
use crate::analysis::Analysis;
use crate::engine::Engine;
use crate::game::Game;
use crate::games::Atom;
use crate::limits::LimitError;

/// The steps of a misère proof.
pub(crate) fn explain(
    game: &Game,
    analysis: &Analysis,
    engine: &mut Engine,
) -> Result<Vec<Step>, LimitError> {
    let heaps: Option<Vec<u64>> = game
        .atoms
        .iter()
        .map(|atom| match atom {
            Atom::Nim(nim) => Some(nim.heap),
            _ => None,
        })
        .collect();
    let mut steps = Vec::new();
    match heaps {
        Some(heaps) => {
            steps.push(Step::theorem("sj", "proof.misere.sj"));
            let rows = heaps
                .iter()
                .map(|&heap| XorRow {
                    label: format!("nim {heap}"),
                    value: heap,
                })
                .collect();
            let xor = heaps.iter().fold(0, |acc, heap| acc ^ heap);
            let big = heaps.iter().filter(|&&heap| heap > 1).count();
            let ones = heaps.iter().filter(|&&heap| heap == 1).count();
            let case = match big {
                0 if ones % 2 == 0 => Step::fact("proof.misere.case_small_even"),
                0 => Step::fact("proof.misere.case_small_odd"),
                1 => {
                    let heap = heaps.iter().copied().find(|&heap| heap > 1).unwrap_or(0);
                    let leave = if ones % 2 == 0 { 1 } else { 0 };
                    Step::fact("proof.misere.case_one_big")
                        .param("heap", heap)
                        .param("leave", leave)
                        .param("left", ones + leave as usize)
                }
                _ if xor != 0 => Step::fact("proof.misere.case_big_nonzero"),
                _ => Step::fact("proof.misere.case_big_zero"),
            };
            if big >= 2 {
                steps.push(super::xor::xor_step(rows));
            }
            steps.push(case.param("ones", ones).param("big", big).param("xor", xor));
        }
        None => steps.push(Step::fact("proof.misere.search")),
    }
    steps.extend(conclusion(game, analysis, engine)?);
    Ok(steps)
}
