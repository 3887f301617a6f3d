//! Euclid's game: the larger number as `q * small + r`, and the chain lemma of
//! `games::euclid` for the value.

use super::Step;
use crate::games::euclid::{self, Euclid};

/// The division of the larger number by the smaller, the classic rule, and the value.
pub(crate) fn atom_steps(position: &Euclid) -> Vec<Step> {
    let (small, large) = (position.a.min(position.b), position.a.max(position.b));
    let (Some(quotient), Some(remainder)) = (large.checked_div(small), large.checked_rem(small))
    else {
        return vec![Step::fact("proof.euclid.finished")];
    };
    let base = euclid::sg_value(remainder, small);
    let value = euclid::sg_value(position.a, position.b);
    let mut steps = vec![Step::theorem("euclid", "proof.euclid.division")
        .param("small", small)
        .param("large", large)
        .param("q", quotient)
        .param("r", remainder)
        .param("last", quotient.saturating_sub(1))];
    let case = if remainder == 0 {
        Step::fact("proof.euclid.case_divides").param("small", small)
    } else if quotient >= 2 {
        Step::fact("proof.euclid.case_choice")
            .param("small", small)
            .param("r", remainder)
            .param("next", remainder.saturating_add(small))
    } else {
        Step::fact("proof.euclid.case_forced")
            .param("small", small)
            .param("r", remainder)
            .param("base", base)
            .expand(format!("euclid {remainder} {small}"))
    };
    steps.push(case);
    steps.push(
        Step::theorem("euclid_chain", "proof.euclid.chain")
            .param("small", small)
            .param("r", remainder)
            .param("base", base)
            .param("q", quotient)
            .param("value", value),
    );
    steps
}
