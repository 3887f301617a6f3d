//! Wythoff's game (威佐夫博弈): the pair `(a_k, b_k)` for `k = b - a`, computed exactly by
//! `games::wythoff`, and which case of the winning-move argument each winning move uses.

use super::Step;
use crate::games::wythoff::{self, Wythoff};
use crate::limits::LimitError;

/// The steps for one Wythoff position: the theorem on its numbers, the verdict, the case
/// of each winning move, and the SG value when the table gives it.
pub(crate) fn atom_steps(position: &Wythoff, sg: Option<u64>) -> Result<Vec<Step>, LimitError> {
    let (low, high) = (position.a.min(position.b), position.a.max(position.b));
    let k = high - low;
    let mut steps = vec![Step::theorem("wythoff", "proof.wythoff.theorem")];
    let Some((a_k, b_k)) = wythoff::pair(k) else {
        steps.push(
            Step::fact("proof.wythoff.pair_overflow")
                .param("low", low)
                .param("high", high)
                .param("k", k),
        );
        return Ok(steps);
    };
    let instance = Step::fact("proof.wythoff.instance")
        .param("low", low)
        .param("high", high)
        .param("k", k)
        .param("root", wythoff::floor_sqrt5_times(k))
        .param("a_k", a_k)
        .param("b_k", b_k);
    steps.push(instance);
    if wythoff::is_p_position(low, high) {
        steps.push(
            Step::fact("proof.wythoff.is_p")
                .param("low", low)
                .param("high", high),
        );
        return Ok(steps);
    }
    steps.push(
        Step::fact("proof.wythoff.not_p")
            .param("low", low)
            .param("high", high)
            .param("a_k", a_k)
            .param("b_k", b_k),
    );
    for after in wythoff::moves_to_p(position.a, position.b) {
        let (a, b) = (position.a, position.b);
        let step = if after.a < a && after.b < b {
            Step::fact("proof.wythoff.case_diagonal")
                .param("taken", a - after.a)
                .param("k", k)
                .param("a", after.a)
                .param("b", after.b)
        } else {
            // One heap changed: the unchanged one, `kept`, is in the P-position whose other
            // heap `partner` is smaller than the heap that moved.
            let (kept, from, to) = if after.a == a {
                (a, b, after.b)
            } else {
                (b, a, after.a)
            };
            let (j, role) = match wythoff::lower_index(kept) {
                Some(j) => (j, "a"),
                None => (wythoff::upper_index(kept).unwrap_or(0), "b"),
            };
            let key = if role == "a" {
                "proof.wythoff.case_partner_lower"
            } else {
                "proof.wythoff.case_partner_upper"
            };
            Step::fact(key)
                .param("kept", kept)
                .param("j", j)
                .param("partner", to)
                .param("from", from)
                .param("to", to)
        };
        steps.push(step.expand(format!("wythoff {} {}", after.a, after.b)));
    }
    match sg {
        Some(value) => steps.push(Step::fact("proof.wythoff.sg_table").param("value", value)),
        None => steps.push(Step::fact("proof.wythoff.sg_unknown")),
    }
    Ok(steps)
}
