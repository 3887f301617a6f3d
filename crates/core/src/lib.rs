//! sglab-core: the mathematics of sglab. Parses the notation of NOTATION.md, computes
//! Sprague–Grundy values, P/N outcomes and winning moves for every game in it, exactly.
//!
//! **Invariant:** this crate does no I/O and knows nothing of wasm, the web or terminals.
//! Limits, progress and cancellation arrive as arguments ([`Limits`], [`limits::Budget`]).

#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)
)]

pub mod analysis;
pub mod binary;
// The claim language of `sglab check` (cargo feature `claim`; games of your own are written in
// it): not in the light wasm module.
#[cfg(feature = "claim")]
pub mod claim;
pub mod context;
pub mod describe;
pub mod engine;
pub mod every;
pub mod explore;
pub mod export;
pub mod fence;
pub mod game;
pub mod games;
pub mod i18n;
pub mod limits;
pub mod mex;
pub mod misere;
pub mod notation;
pub mod parser;
pub mod pattern;
pub mod period;
pub mod proof;
pub mod retrograde;
pub mod tables;
#[cfg(test)]
mod testing;
pub mod theorem_check;
pub mod workload;

pub use analysis::{analyze, Analysis, AnalysisError, Outcome};
pub use game::{Game, Rule};
pub use limits::{LimitError, Limits};
pub use notation::ParseError;
pub use parser::parse;
