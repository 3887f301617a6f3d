//! Messages of step-by-step proofs.

use super::Message;

super::messages! {
    /// Proof steps and theorems.
    PROOF_MESSAGES;
}
