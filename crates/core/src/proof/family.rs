//! The per-family dispatcher: which proof module explains one component's value.
//!
//! Kept apart from the sum's proof (`sum.rs`) so that the family modules and the rules'
//! proofs reach it without importing one another.

use crate::engine::Engine;
use crate::games::Atom;
use crate::limits::LimitError;

use super::Step;

/// The explanation of one component's SG value (or outcome, when its value is out of
/// reach), by its family's theorem, or by the mex of its options.
pub(crate) fn atom_steps(
    atom: &Atom,
    sg: Option<u64>,
    engine: &mut Engine,
) -> Result<Vec<Step>, LimitError> {
    match atom {
        Atom::Nim(nim) => Ok(super::nim::atom_steps(nim.heap)),
        Atom::Wythoff(position) => super::wythoff::atom_steps(position, sg),
        Atom::Staircase(position) => Ok(super::staircase::atom_steps(position)),
        Atom::Georgia(position) => Ok(super::georgia::atom_steps(position)),
        Atom::Beans(position) => Ok(super::beans::atom_steps(position)),
        Atom::Coins(position) => Ok(super::coins::atom_steps(position)),
        Atom::Tartan(position) => Ok(super::coins::tartan_steps(position)),
        Atom::Moore(position) => Ok(super::moore::atom_steps(position, sg)),
        Atom::Euclid(position) => Ok(super::euclid::atom_steps(position)),
        Atom::Circle(position) => super::circle::atom_steps(atom, position, engine),
        Atom::Tree(_) | Atom::Graph(_) => super::hackenbush::atom_steps(atom, sg, engine),
        Atom::Octal(_) | Atom::Lasker(_) | Atom::Grundy(_) | Atom::Palindrome(_) => {
            super::multi::atom_steps(atom, engine)
        }
        Atom::Bash(_) | Atom::Powers(_) | Atom::Subtract(_) | Atom::Split(_) => {
            super::subtraction::atom_steps(atom, engine)
        }
        _ => super::generic::atom_steps(atom, engine),
    }
}
