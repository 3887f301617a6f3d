//! The subtraction family: Bash (`n = q (M+1) + r`), powers of B (`n mod (B+1)`, and
//! `n mod 3` for B = 2), finite subtraction sets (Golomb's periodicity), and even splitting
//! (Multi-SG: the xor of equal parts cancels in pairs). Values come from the engine, that is
//! from the games' own closed forms and tables; here they are only put into words.

use super::Step;
use crate::engine::Engine;
use crate::games::Atom;
use crate::limits::LimitError;

/// The family's theorem on the concrete numbers, then the mex over the options.
pub(crate) fn atom_steps(atom: &Atom, engine: &mut Engine) -> Result<Vec<Step>, LimitError> {
    let value = engine.sg(atom)?;
    let mut steps = Vec::new();
    match atom {
        Atom::Bash(bash) => {
            let modulus = u128::from(bash.m) + 1;
            let heap = u128::from(bash.heap);
            let key = if heap % modulus == 0 {
                "proof.bash.multiple"
            } else {
                "proof.bash.remainder"
            };
            steps.push(
                Step::theorem("bash", key)
                    .param("m", bash.m)
                    .param("modulus", modulus)
                    .param("heap", heap)
                    .param("q", heap / modulus)
                    .param("r", heap % modulus)
                    .param("value", value),
            );
        }
        Atom::Powers(powers) => {
            let step = if powers.b % 2 == 1 {
                Step::theorem("powers", "proof.powers.odd").param("r", powers.heap % 2)
            } else {
                let modulus = u128::from(powers.b) + 1;
                let key = if powers.b == 2 {
                    "proof.powers.two"
                } else {
                    "proof.powers.even"
                };
                Step::theorem("powers", key)
                    .param("modulus", modulus)
                    .param("r", u128::from(powers.heap) % modulus)
            };
            steps.push(
                step.param("b", powers.b)
                    .param("heap", powers.heap)
                    .param("value", value),
            );
        }
        Atom::Subtract(subtract) => {
            if let Ok(Some(report)) = atom.period(&mut engine.context())
                && let (Some(period), true) = (report.period, subtract.heap > report.checked_to)
            {
                let folded = if subtract.heap >= period.preperiod && period.period > 0 {
                    period.preperiod + (subtract.heap - period.preperiod) % period.period
                } else {
                    subtract.heap
                };
                steps.push(
                    Step::theorem("golomb", "proof.subtract.period")
                        .param("head", atom.head())
                        .param("period", period.period)
                        .param("preperiod", period.preperiod)
                        .param("heap", subtract.heap)
                        .param("folded", folded),
                );
            }
        }
        Atom::Split(split) => {
            steps.push(Step::theorem("split_pairs", "proof.split.pairs").param("f", split.f));
        }
        _ => {}
    }
    steps.push(super::generic::mex_step(atom, engine)?);
    Ok(steps)
}
