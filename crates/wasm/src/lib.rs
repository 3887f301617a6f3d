//! sglab-wasm: the thin wasm-bindgen adapter over `sglab-core`.
//!
//! Each export converts its inputs, calls core, and converts the result; nothing else.
//! All conversions live in `interop.rs`. Only strings, numbers, arrays and plain objects
//! cross the boundary; u64 values cross as decimal strings so none loses precision.
//! Notation errors are thrown as `SyntaxError` (with `column`, `span` and `key`), limits
//! as `RangeError`.

#![deny(clippy::unwrap_used, clippy::expect_used)]

mod interop;

use wasm_bindgen::prelude::*;

/// Installs the panic hook once; called by `init()` of the generated glue.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The version of the core the module was built from.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// Analyses a game in notation: outcome, SG value and winning moves.
///
/// Returns `{game, rule, outcome, sg, componentSg, winningMoves, winningMovesTotal}`.
#[wasm_bindgen]
pub fn analyze(game: &str) -> Result<JsValue, JsValue> {
    let limits = sglab_core::Limits::default();
    let analysis =
        sglab_core::analysis::analyze_text(game, &limits).map_err(interop::analysis_error)?;
    interop::to_js(&interop::AnalysisJs::from(&analysis))
}

/// The step-by-step proof of a game's outcome, each step's text rendered in `lang`
/// (`"en"` or `"zh"`; anything else is English).
///
/// Returns `{game, rule, outcome, sg, steps: [{kind, key, text, params, data, children,
/// expand}]}`; `kind` is snake_case (`mex`, `xor`, `columns`, `theorem`, `reduction`,
/// `certificate`, `winning_move`, `step_numbers`, `fact`), `data` holds the kind's fields
/// with u64 values as decimal strings, and `expand` names a position whose proof this
/// function gives when called on it. Errors are thrown as by `analyze`.
#[wasm_bindgen]
pub fn explain(game: &str, lang: &str) -> Result<JsValue, JsValue> {
    let limits = sglab_core::Limits::default();
    let proof = sglab_core::proof::explain_text(game, &limits).map_err(interop::analysis_error)?;
    let lang = sglab_core::i18n::Lang::from_tag(lang);
    interop::to_js(&interop::ProofJs::new(&proof, lang))
}

/// Checks a game's notation without analysing it: returns the canonical text, or throws
/// the notation error.
#[wasm_bindgen]
pub fn canonical(game: &str) -> Result<String, JsValue> {
    sglab_core::parse(game)
        .map(|game| game.to_string())
        .map_err(|error| interop::parse_error(&error))
}

/// Every message of the interface in `lang` (`"en"` or `"zh"`; anything else is English),
/// as `{key: text}` with `{name}` placeholders.
#[wasm_bindgen]
pub fn messages(lang: &str) -> JsValue {
    interop::messages(sglab_core::i18n::Lang::from_tag(lang))
}
