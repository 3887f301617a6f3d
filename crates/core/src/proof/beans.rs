//! The bean-splitting game (HNOI2007): each bean is a game of its own; the first winning
//! move `(i, j, k)` as the problem prints it.

use super::{Step, XorRow};
use crate::games::beans::Beans;

/// The reduction (one bean per game, its value by its distance to the last pile), the xor
/// over the piles with an odd number of beans, and the first winning move with their count.
pub(crate) fn atom_steps(position: &Beans) -> Vec<Step> {
    let values = position.pile_values();
    let table: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(i, v)| format!("{}:{v}", i + 1))
        .collect();
    let mut steps = vec![Step::fact("proof.beans.reduction").param("values", table.join(" "))];
    let rows: Vec<XorRow> = position
        .piles
        .iter()
        .zip(&values)
        .enumerate()
        .filter(|&(_, (&count, _))| count % 2 == 1)
        .map(|(i, (_, &value))| XorRow {
            label: format!("P{}", i + 1),
            value,
        })
        .collect();
    steps.push(super::xor::xor_value_step(rows));
    let (first, count) = position.first_move_to(0);
    steps.push(match first {
        Some((i, j, k)) => Step::fact("proof.beans.first_move")
            .param("i", i)
            .param("j", j)
            .param("k", k)
            .param("count", count),
        None => Step::fact("proof.beans.no_move"),
    });
    steps
}
