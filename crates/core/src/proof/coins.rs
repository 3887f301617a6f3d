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

/// The tartan theorem: each head alone worth `g(row) ⊗ h(column)`, then the xor.
pub(crate) fn tartan_steps(position: &crate::games::coins::Tartan) -> Vec<Step> {
    let heads = position.head_values();
    let listed: Vec<String> = heads
        .iter()
        .map(|(r, c, v)| format!("({r},{c}):{v}"))
        .collect();
    let reduction = Step::fact("proof.coins.tartan")
        .param("rows", position.rows.name())
        .param("columns", position.columns.name())
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
        .map(|&(r, c, value)| XorRow {
            label: format!("H{r},{c}"),
            value,
        })
        .collect();
    vec![reduction, super::xor::xor_value_step(rows)]
}
