//! The xor step of the Sprague–Grundy theorem, shared by every proof that adds values:
//! the rows in binary columns, the total, its highest set bit, and the row to change.

use super::{Step, StepKind, XorRow};

/// The xor of `rows` in binary columns, stated as the position's value only: for games
/// whose value is a xor by a theorem but whose moves change several terms at once (coin
/// turning, bean splitting), where "change one row" would not describe a move.
pub(crate) fn xor_value_step(rows: Vec<XorRow>) -> Step {
    let total = rows.iter().fold(0, |acc, row| acc ^ row.value);
    Step::new(
        StepKind::Xor {
            rows,
            total,
            highest_bit: None,
            component: None,
            target: None,
        },
        "proof.xor.value",
    )
    .param("total", total)
}

/// The xor of `rows` in binary columns, stated as the SG value of the sum under normal
/// play only: for a position played under misère or every:, whose winner it does not decide.
pub(crate) fn xor_normal_value_step(rows: Vec<XorRow>) -> Step {
    let total = rows.iter().fold(0, |acc, row| acc ^ row.value);
    Step::new(
        StepKind::Xor {
            rows,
            total,
            highest_bit: None,
            component: None,
            target: None,
        },
        "proof.xor.normal_value",
    )
    .param("total", total)
}

/// The xor of `rows` in binary columns: the total, its highest set bit, the first row
/// having that bit, and the value that row must take.
pub(crate) fn xor_step(rows: Vec<XorRow>) -> Step {
    let total = rows.iter().fold(0, |acc, row| acc ^ row.value);
    if total == 0 {
        return Step::new(
            StepKind::Xor {
                rows,
                total,
                highest_bit: None,
                component: None,
                target: None,
            },
            "proof.xor.zero",
        );
    }
    let bit = 63 - total.leading_zeros();
    let index = rows.iter().position(|row| row.value >> bit & 1 == 1);
    let (label, value) = index
        .and_then(|i| rows.get(i))
        .map(|row| (row.label.clone(), row.value))
        .unwrap_or_default();
    let target = value ^ total;
    Step::new(
        StepKind::Xor {
            rows,
            total,
            highest_bit: Some(bit),
            component: index,
            target: Some(target),
        },
        "proof.xor.nonzero",
    )
    .param("total", total)
    .param("bit", bit)
    .param("power", 1u64 << bit)
    .param("component", label)
    .param("value", value)
    .param("target", target)
}
