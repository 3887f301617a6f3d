//! Coin-turning games: each heads-up coin alone, its value, and the xor.

use super::{Step, XorRow};
use crate::games::coins::Coins;

/// The reduction (the value is the xor over the heads of each head alone), then the xor.
pub(crate) fn atom_steps(position: &Coins) -> Vec<Step> {
    let heads = position.head_values();
    let listed: Vec<String> = heads.iter().map(|(n, v)| format!("{n}:{v}")).collect();
    let reduction = Step::fact("proof.coins.reduction")
        .param("rule", position.rule.name())
        .param(
            "heads",
            if listed.is_empty() {
                "-".to_string()
            } else {
                listed.join(" ")
            },
        );
    let rows: Vec<XorRow> = heads
        .iter()
        .map(|&(n, value)| XorRow {
            label: format!("H{n}"),
            value,
        })
        .collect();
    vec![reduction, super::xor::xor_value_step(rows)]
}
