//! "Why this value": the SG value of a position derived from the definition alone, what a
//! click on a table cell opens. A component's value is the mex of its options' values (a
//! move that splits it leaves a sum, whose value is the xor of its parts); a sum's value is
//! the xor of its components' (Sprague–Grundy theorem). No closed form is used, so the
//! reader can check every number by hand; the theorems are the explorer's proof's business.
//!
//! SG values are normal-play values whatever the rule: the table shows them under every
//! rule, so the derivation is of the position under normal play.

use super::generic::mex_step;
use super::xor::{xor_normal_value_step, xor_step};
use super::{atom_text, more_step, Proof, Step, XorRow, MAX_LISTED};
use crate::analysis::AnalysisError;
use crate::engine::Engine;
use crate::game::{Game, Rule};
use crate::limits::{LimitError, Limits};

/// Components of a sum whose own mex derivation is included; the rest are only named.
const DERIVED_COMPONENTS: usize = 16;

/// Parses `text` and derives its SG value within `limits`.
///
/// ```
/// let proof = sglab_core::proof::why_text("kayles 3", &sglab_core::Limits::default()).unwrap();
/// assert_eq!(proof.sg, Some(3));
/// assert_eq!(proof.steps[0].kind.name(), "mex");
/// ```
pub fn why_text(text: &str, limits: &Limits) -> Result<Proof, AnalysisError> {
    let game = crate::parse(text)?;
    Ok(why(&game, &mut Engine::new(limits))?)
}

/// The derivation of `game`'s SG value under normal play: one mex step for a lone
/// component; for a sum, the Sprague–Grundy step with each component's mex step, then the
/// xor of the values. Under misère and every: the value is still derived, but no step says
/// what it decides (a P-position exactly when 0, a move back to xor 0): that holds under
/// normal play only.
pub fn why(game: &Game, engine: &mut Engine) -> Result<Proof, LimitError> {
    let normal = game.rule == Rule::Normal;
    let game = Game::new(Rule::Normal, game.atoms.clone());
    let mut steps = Vec::new();
    let value = match game.atoms.as_slice() {
        [atom] => {
            steps.push(mex_step(atom, engine)?);
            engine.sg(atom)?
        }
        atoms => {
            let mut rows = Vec::with_capacity(atoms.len());
            let key = if normal {
                "proof.sum.sprague_grundy"
            } else {
                "proof.sum.sprague_grundy_values"
            };
            let mut theorem = Step::theorem("sprague_grundy", key).param("count", atoms.len());
            for (index, atom) in atoms.iter().enumerate() {
                let value = engine.sg(atom)?;
                let label = atom_text(atom);
                if index < MAX_LISTED {
                    let mut component = Step::fact("proof.sum.component")
                        .param("component", &label)
                        .param("sg", value)
                        .expand(&label);
                    if index < DERIVED_COMPONENTS {
                        component = component.child(mex_step(atom, engine)?);
                    }
                    theorem = theorem.child(component);
                }
                rows.push(XorRow { label, value });
            }
            if let Some(more) = more_step(atoms.len().saturating_sub(MAX_LISTED) as u128) {
                theorem = theorem.child(more);
            }
            steps.push(theorem);
            let total = rows.iter().fold(0, |acc, row| acc ^ row.value);
            steps.push(if normal {
                xor_step(rows)
            } else {
                xor_normal_value_step(rows)
            });
            total
        }
    };
    Ok(Proof {
        game: game.to_string(),
        rule: Rule::Normal.keyword(),
        outcome: if value == 0 { "P" } else { "N" },
        sg: Some(value),
        steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::proof::StepKind;

    fn derive(text: &str) -> Proof {
        why_text(text, &Limits::default()).unwrap()
    }

    /// The mex step's options, values and result agree with the brute-force engine.
    #[test]
    fn a_component_is_the_mex_of_its_options() {
        for text in [
            "kayles 5",
            "wythoff 2 4",
            "nim 0",
            "bash m=3 10",
            "grundy 9",
            "euclid 3 5",
        ] {
            let proof = derive(text);
            let game = crate::parse(text).unwrap();
            let mut brute = Engine::brute_force(&Limits::default());
            let expected = brute.sg(&game.atoms[0]).unwrap();
            assert_eq!(proof.sg, Some(expected), "{text}");
            let StepKind::Mex { options, value, .. } = &proof.steps[0].kind else {
                panic!("{text}: no mex step");
            };
            assert_eq!(*value, expected, "{text}");
            let present: std::collections::BTreeSet<u64> = options.iter().map(|o| o.sg).collect();
            assert!(!present.contains(&expected), "{text}");
            assert!((0..expected).all(|v| present.contains(&v)), "{text}");
        }
    }

    #[test]
    fn a_sum_is_the_xor_of_its_components_under_any_rule() {
        let proof = derive("misere: nim 3 + kayles 5");
        assert_eq!(proof.rule, "normal");
        assert_eq!(proof.game, "nim 3 + kayles 5");
        assert_eq!(proof.sg, Some(3 ^ 4));
        assert_eq!(proof.steps.len(), 2);
        assert_eq!(proof.steps[0].children.len(), 2);
        assert_eq!(proof.steps[0].children[1].children[0].kind.name(), "mex");
        let StepKind::Xor { total, .. } = proof.steps[1].kind else {
            panic!("no xor step");
        };
        assert_eq!(total, 7);
    }

    /// Every key of `steps` and their children, depth first.
    fn keys(steps: &[Step]) -> Vec<&'static str> {
        steps
            .iter()
            .flat_map(|step| std::iter::once(step.key).chain(keys(&step.children)))
            .collect()
    }

    /// Under misère and every: the same values, but no step says what decides normal play
    /// (P exactly when 0, a move back to xor 0); under normal play the steps say it.
    #[test]
    fn only_normal_play_is_told_what_the_value_decides() {
        let normal = keys(&derive("nim 3 + kayles 5").steps);
        assert!(normal.contains(&"proof.sum.sprague_grundy"));
        assert!(normal.contains(&"proof.xor.nonzero"));
        for text in [
            "misere: nim 3 + kayles 5",
            "every: nim 2 + kayles 3",
            "misere: nim 1 1",
        ] {
            let proof = derive(text);
            let found = keys(&proof.steps);
            for key in [
                "proof.sum.sprague_grundy",
                "proof.xor.zero",
                "proof.xor.nonzero",
            ] {
                assert!(!found.contains(&key), "{text}: {key}");
            }
            assert!(found.contains(&"proof.xor.normal_value"), "{text}");
        }
    }

    #[test]
    fn limits_are_errors_not_panics() {
        let limits = Limits {
            max_work: 10,
            ..Limits::default()
        };
        assert!(matches!(
            why_text("kayles 40", &limits),
            Err(AnalysisError::Limit(_))
        ));
    }
}
