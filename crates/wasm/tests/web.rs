//! The wasm exports, run in headless Chromium by wasm-bindgen-test.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(value: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(value, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

#[wasm_bindgen_test]
fn analyze_nim_3_4_5() {
    let result = sglab_wasm::analyze("nim 3 4 5").expect("nim 3 4 5 is a game");
    assert_eq!(get(&result, "outcome").as_string().as_deref(), Some("N"));
    assert_eq!(get(&result, "sg").as_string().as_deref(), Some("2"));
    let moves = js_sys::Array::from(&get(&result, "winningMoves"));
    assert_eq!(moves.length(), 1);
    assert_eq!(moves.get(0).as_string().as_deref(), Some("nim 1 4 5"));
}

#[wasm_bindgen_test]
fn huge_values_cross_as_exact_strings() {
    let result = sglab_wasm::analyze("nim 18446744073709551615").expect("a u64 heap is a game");
    assert_eq!(
        get(&result, "sg").as_string().as_deref(),
        Some("18446744073709551615")
    );
}

#[wasm_bindgen_test]
fn notation_errors_are_syntax_errors_with_a_column() {
    let error = sglab_wasm::analyze("nim 3 4 x").expect_err("x is not a heap size");
    assert!(error.is_instance_of::<js_sys::SyntaxError>());
    assert_eq!(get(&error, "column").as_f64(), Some(9.0));
    assert_eq!(
        get(&error, "key").as_string().as_deref(),
        Some("expected.heap_size")
    );
    let message = js_sys::Error::from(error).message();
    assert_eq!(
        String::from(message),
        "column 9: expected a heap size, found \"x\""
    );
}

#[wasm_bindgen_test]
fn too_large_searches_are_range_errors() {
    // Every-SG step numbers of a huge heap need its 2^64 options: the budget must stop it.
    let error = sglab_wasm::analyze("every: nim 18446744073709551615").expect_err("too large");
    assert!(error.is_instance_of::<js_sys::RangeError>());
    assert_eq!(
        get(&error, "key").as_string().as_deref(),
        Some("limit.too_large")
    );
}

#[wasm_bindgen_test]
fn canonical_text_round_trips() {
    assert_eq!(
        sglab_wasm::canonical("nim 3+nim 4").ok().as_deref(),
        Some("nim 3 4")
    );
}
