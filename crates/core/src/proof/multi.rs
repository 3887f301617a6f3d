//! Multi-SG games, whose moves may split a heap (octal games, Lasker's Nim, Grundy's game,
//! palindrome cutting): the mex shows the xor of the parts of every split; a closed form or
//! a proved period gives the value of a large heap.

use super::Step;
use crate::engine::Engine;
use crate::games::lasker::lasker_value;
use crate::games::Atom;
use crate::limits::LimitError;

/// The family's theorem when one applies, and the mex over the options with their parts.
pub(crate) fn atom_steps(atom: &Atom, engine: &mut Engine) -> Result<Vec<Step>, LimitError> {
    let mut steps = Vec::new();
    match atom {
        Atom::Lasker(lasker) if lasker.heap > 0 => {
            let heap = lasker.heap;
            if let Some(value) = lasker_value(heap) {
                steps.push(
                    Step::theorem("lasker", "proof.lasker.closed_form")
                        .param("heap", heap)
                        .param("k", (heap - 1) / 4)
                        .param("r", (heap - 1) % 4 + 1)
                        .param("value", value),
                );
            }
        }
        Atom::Octal(octal) => {
            if let Ok(Some(report)) = atom.period(&mut engine.context()) {
                // The period is the argument only for a heap beyond the computed values.
                let beyond = octal.heap > report.checked_to;
                if let (Some(period), true) = (report.period, beyond) {
                    let head = atom.head();
                    let heap = octal.heap;
                    let folded = if heap >= period.preperiod && period.period > 0 {
                        period.preperiod + (heap - period.preperiod) % period.period
                    } else {
                        heap
                    };
                    steps.push(
                        Step::theorem("guy_smith", "proof.octal.period")
                            .param("head", head)
                            .param("period", period.period)
                            .param("preperiod", period.preperiod)
                            .param("checked", report.checked_to)
                            .param("heap", heap)
                            .param("folded", folded),
                    );
                }
            }
        }
        _ => {}
    }
    steps.push(super::generic::mex_step(atom, engine)?);
    Ok(steps)
}
