//! Coins in a circle: the symmetry strategy, and the mex over the Kayles lines the first
//! move leaves.

use super::Step;
use crate::engine::Engine;
use crate::games::circle::Circle;
use crate::games::Atom;
use crate::limits::LimitError;

/// The symmetry argument on the number of coins, then the mex over the lines left.
pub(crate) fn atom_steps(
    atom: &Atom,
    position: &Circle,
    engine: &mut Engine,
) -> Result<Vec<Step>, LimitError> {
    let coins = position.coins;
    let key = match coins {
        0 => "proof.circle.empty",
        1 | 2 => "proof.circle.take_all",
        _ => "proof.circle.symmetry",
    };
    Ok(vec![
        Step::theorem("circle_symmetry", key).param("coins", coins),
        super::generic::mex_step(atom, engine)?,
    ])
}
