//! The wasm exports, run in headless Chromium by wasm-bindgen-test.

use sglab_wasm::Session;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A text argument as the JavaScript glue passes it.
fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

fn get(value: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(value, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

#[wasm_bindgen_test]
fn analyze_nim_3_4_5() {
    let result = Session::default()
        .analyze(s("nim 3 4 5"))
        .expect("nim 3 4 5 is a game");
    assert_eq!(get(&result, "outcome").as_string().as_deref(), Some("N"));
    assert_eq!(get(&result, "sg").as_string().as_deref(), Some("2"));
    let moves = js_sys::Array::from(&get(&result, "winningMoves"));
    assert_eq!(moves.length(), 1);
    assert_eq!(moves.get(0).as_string().as_deref(), Some("nim 1 4 5"));
}

#[wasm_bindgen_test]
fn huge_values_cross_as_exact_strings() {
    let result = Session::default()
        .analyze(s("nim 18446744073709551615"))
        .expect("a u64 heap is a game");
    assert_eq!(
        get(&result, "sg").as_string().as_deref(),
        Some("18446744073709551615")
    );
}

#[wasm_bindgen_test]
fn notation_errors_are_syntax_errors_with_a_column() {
    let error = Session::default()
        .analyze(s("nim 3 4 x"))
        .expect_err("x is not a heap size");
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
    let error = Session::default()
        .analyze(s("every: nim 18446744073709551615"))
        .expect_err("too large");
    assert!(error.is_instance_of::<js_sys::RangeError>());
    assert_eq!(
        get(&error, "key").as_string().as_deref(),
        Some("limit.too_large")
    );
}

#[wasm_bindgen_test]
fn canonical_text_round_trips() {
    assert_eq!(
        sglab_wasm::canonical(s("nim 3+nim 4")).ok().as_deref(),
        Some("nim 3 4")
    );
}

fn strings(value: &JsValue) -> Vec<String> {
    js_sys::Array::from(value)
        .iter()
        .map(|item| item.as_string().unwrap_or_default())
        .collect()
}

#[wasm_bindgen_test]
fn graph_of_nim_2_is_complete() {
    let graph = Session::default()
        .graph(s("nim 2"), JsValue::UNDEFINED)
        .expect("nim 2 is a game");
    assert_eq!(get(&graph, "root").as_f64(), Some(0.0));
    assert_eq!(get(&graph, "shown").as_f64(), Some(3.0));
    assert_eq!(get(&graph, "total").as_f64(), Some(3.0));
    assert_eq!(get(&graph, "truncated").as_bool(), Some(false));
    assert!(get(&graph, "components").is_null());
    let nodes = js_sys::Array::from(&get(&graph, "nodes"));
    let root = nodes.get(0);
    assert_eq!(get(&root, "game").as_string().as_deref(), Some("nim 2"));
    assert_eq!(get(&root, "outcome").as_string().as_deref(), Some("N"));
    assert_eq!(get(&root, "sg").as_string().as_deref(), Some("2"));
    assert_eq!(get(&root, "depth").as_f64(), Some(0.0));
    let edges = js_sys::Array::from(&get(&graph, "edges"));
    let winning: Vec<String> = edges
        .iter()
        .filter(|edge| get(edge, "from").as_f64() == Some(0.0))
        .filter(|edge| get(edge, "winning").as_bool() == Some(true))
        .map(|edge| {
            let to = get(&edge, "to").as_f64().unwrap_or(-1.0) as u32;
            get(&nodes.get(to), "game").as_string().unwrap_or_default()
        })
        .collect();
    assert_eq!(winning, ["nim 0"]);
}

#[wasm_bindgen_test]
fn graph_of_a_sum_has_component_graphs_and_a_cap() {
    let graph = Session::default()
        .graph(s("nim 30 30"), JsValue::from(10))
        .expect("a game");
    assert_eq!(get(&graph, "shown").as_f64(), Some(10.0));
    assert_eq!(get(&graph, "truncated").as_bool(), Some(true));
    assert_eq!(strings(&get(&graph, "notes")), ["graph.node_cap"]);
    let components = js_sys::Array::from(&get(&graph, "components"));
    assert_eq!(components.length(), 2);
    // A huge heap: only the winning move is drawn, quickly.
    let graph = Session::default()
        .graph(s("nim 1000000000000000000"), JsValue::from_str("50"))
        .expect("a game");
    assert_eq!(get(&graph, "shown").as_f64(), Some(2.0));
    assert!(get(&graph, "total").is_null());
    assert_eq!(strings(&get(&graph, "notes")), ["graph.huge_position"]);
    // A bad count is a TypeError/RangeError with a key.
    let error = Session::default()
        .graph(s("nim 2"), JsValue::from(-1))
        .expect_err("negative");
    assert!(error.is_instance_of::<js_sys::RangeError>());
    assert_eq!(
        get(&error, "key").as_string().as_deref(),
        Some("argument.not_a_count")
    );
    let error = Session::default()
        .graph(s("nim 2"), JsValue::TRUE)
        .expect_err("not a count");
    assert!(error.is_instance_of::<js_sys::TypeError>());
}

#[wasm_bindgen_test]
fn options_list_moves_with_values() {
    let list = Session::default().options(s("nim 3 4 5")).expect("a game");
    assert_eq!(get(&list, "total").as_f64(), Some(12.0));
    assert_eq!(get(&list, "truncated").as_bool(), Some(false));
    assert_eq!(get(&list, "onlyWinning").as_bool(), Some(false));
    let moves = js_sys::Array::from(&get(&list, "moves"));
    let first = moves.get(0);
    assert_eq!(
        get(&first, "game").as_string().as_deref(),
        Some("nim 0 4 5")
    );
    assert_eq!(get(&first, "outcome").as_string().as_deref(), Some("N"));
    assert_eq!(get(&first, "sg").as_string().as_deref(), Some("1"));
    // nim 0 4 5: the winner hurries, the loser delays; 9 moves remain.
    assert_eq!(get(&first, "remoteness").as_string().as_deref(), Some("9"));
    assert_eq!(get(&list, "remoteness").as_string().as_deref(), Some("11"));
    let huge = Session::default()
        .options(s("nim 18446744073709551615"))
        .expect("a game");
    assert_eq!(get(&huge, "onlyWinning").as_bool(), Some(true));
    assert!(get(&huge, "total").is_null());
    let error = Session::default()
        .options(s("nim x"))
        .expect_err("not a game");
    assert!(error.is_instance_of::<js_sys::SyntaxError>());
}

#[wasm_bindgen_test]
fn computer_move_wins_or_is_null() {
    let perfect = || (JsValue::UNDEFINED, JsValue::UNDEFINED);
    let (strength, seed) = perfect();
    let reply = Session::default()
        .computer_move(s("nim 3 4 5"), strength, seed)
        .expect("a game");
    assert_eq!(
        get(&reply, "game").as_string().as_deref(),
        Some("nim 1 4 5")
    );
    assert_eq!(get(&reply, "winning").as_bool(), Some(true));
    assert_eq!(get(&reply, "random").as_bool(), Some(false));
    assert_eq!(get(&reply, "remoteness").as_string().as_deref(), Some("10"));
    let (strength, seed) = perfect();
    let reply = Session::default()
        .computer_move(s("nim 2 2"), strength, seed)
        .expect("a game");
    assert_eq!(get(&reply, "winning").as_bool(), Some(false));
    let (strength, seed) = perfect();
    assert!(Session::default()
        .computer_move(s("nim 0"), strength, seed)
        .expect("a game")
        .is_null());
    // Always random (1000 thousandths), with a seed given as a decimal string.
    let reply = Session::default()
        .computer_move(
            s("nim 3 4 5"),
            JsValue::from(1000),
            JsValue::from_str("18446744073709551615"),
        )
        .expect("a game");
    assert_eq!(get(&reply, "random").as_bool(), Some(true));
    let error = Session::default()
        .computer_move(s("nim 3"), JsValue::from(-5), JsValue::UNDEFINED)
        .expect_err("a negative strength");
    assert!(error.is_instance_of::<js_sys::RangeError>());
}

#[wasm_bindgen_test]
fn tables_cross_as_strings() {
    let values = Session::default()
        .sequence(s("kayles"), JsValue::from(12))
        .expect("kayles is a heap game");
    // Kayles values (OEIS A002186): 0 1 2 3 1 4 3 2 1 4 2 6 4.
    assert_eq!(
        strings(&values),
        ["0", "1", "2", "3", "1", "4", "3", "2", "1", "4", "2", "6", "4"]
    );
    let rows = js_sys::Array::from(
        &Session::default()
            .grid(s("wythoff"), JsValue::from(3))
            .expect("a grid"),
    );
    assert_eq!(strings(&rows.get(1)), ["1", "2", "0"]);
    let euclid = js_sys::Array::from(
        &Session::default()
            .grid(s("euclid"), JsValue::from(2))
            .expect("a grid"),
    );
    assert!(js_sys::Array::from(&euclid.get(0)).get(0).is_null());
    let report = Session::default()
        .period(s("bash m=3"))
        .expect("bash has a period");
    assert_eq!(get(&report, "period").as_string().as_deref(), Some("4"));
    assert!(get(&report, "checkedTo").as_string().is_some());
    let pairs = js_sys::Array::from(
        &sglab_wasm::pairs(JsValue::from_str("wythoff"), JsValue::from(3)).expect("pairs"),
    );
    assert_eq!(strings(&pairs.get(2)), ["3", "5"]);
    let error = Session::default()
        .sequence(s("wythoff"), JsValue::from(3))
        .expect_err("not a heap game");
    assert_eq!(
        get(&error, "key").as_string().as_deref(),
        Some("table.not_a_heap_game")
    );
    let localized = get(&error, "localized");
    assert!(get(&localized, "zh")
        .as_string()
        .is_some_and(|zh| zh.contains("堆游戏")));
    let error = sglab_wasm::pairs(
        JsValue::from_str("wythoff"),
        JsValue::from_str("18446744073709551615"),
    )
    .expect_err("too many");
    assert!(error.is_instance_of::<js_sys::RangeError>());
}

#[wasm_bindgen_test]
fn progress_is_reported_and_can_cancel() {
    use std::cell::Cell;
    use std::rc::Rc;
    use wasm_bindgen::closure::Closure;
    let session = Session::new();
    let calls = Rc::new(Cell::new(0u32));
    let seen = calls.clone();
    let callback = Closure::<dyn FnMut(f64, f64) -> JsValue>::new(move |work: f64, limit: f64| {
        assert!(work > 0.0 && work <= limit);
        seen.set(seen.get() + 1);
        JsValue::UNDEFINED
    });
    session
        .set_progress(callback.as_ref().clone())
        .expect("a function");
    // A large subtraction set: its period proof charges |S| + 1 units a value (about
    // 3 * 10^6 units), so progress is reported (nim's closed form would cost too little).
    let set = "subtract {1..1000}";
    session
        .sequence(s(set), JsValue::from(5_000))
        .expect("subtract {1..1000} 0..=5000");
    assert!(calls.get() > 0, "progress was reported");
    // A fresh session: this one kept the table it built, and would not search again.
    let session = Session::new();
    let cancel = Closure::<dyn FnMut(f64, f64) -> JsValue>::new(|_: f64, _: f64| JsValue::FALSE);
    session
        .set_progress(cancel.as_ref().clone())
        .expect("a function");
    let error = session
        .sequence(s(set), JsValue::from(5_000))
        .expect_err("cancelled");
    assert_eq!(
        get(&error, "key").as_string().as_deref(),
        Some("limit.cancelled")
    );
    session
        .set_progress(JsValue::NULL)
        .expect("null removes the callback");
    assert!(session.sequence(s(set), JsValue::from(5_000)).is_ok());
}

#[wasm_bindgen_test]
fn drawings_cross_as_trees_and_as_svg_text() {
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"lang".into(), &"zh".into()).unwrap();
    js_sys::Reflect::set(&options, &"idPrefix".into(), &"w1".into()).unwrap();
    js_sys::Reflect::set(&options, &"cap".into(), &JsValue::from(5)).unwrap();
    let tree = Session::default()
        .drawing(s("nim 3 4 5"), s("graph"), options.clone().into())
        .expect("nim 3 4 5 has a graph");
    assert_eq!(get(&tree, "name").as_string().as_deref(), Some("svg"));
    let attributes = js_sys::Array::from(&get(&tree, "attributes"));
    let first = js_sys::Array::from(&attributes.get(0));
    assert_eq!(first.get(0).as_string().as_deref(), Some("class"));
    let svg = Session::default()
        .drawing_svg(s("nim 3 4 5"), s("graph"), options.into())
        .expect("svg text");
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.contains("id=\"w1-arrow\""));
    assert!(svg.contains("状态图"));
    let svg = Session::default()
        .drawing_svg(s("nim 3 4 5"), s("xor"), JsValue::UNDEFINED)
        .expect("xor");
    assert!(svg.contains("sg-xor-total"));
}

#[wasm_bindgen_test]
fn a_drawing_gives_what_is_seen_and_what_is_later_apart() {
    let with_parts = |parts: &str| {
        let options = js_sys::Object::new();
        js_sys::Reflect::set(&options, &"parts".into(), &parts.into()).unwrap();
        JsValue::from(options)
    };
    let session = Session::default();
    // What is seen: the heat map with its cells' group empty.
    let seen = session
        .drawing(s("wythoff 4 7"), s("grid"), with_parts("seen"))
        .expect("a heat map");
    assert_eq!(get(&seen, "name").as_string().as_deref(), Some("svg"));
    let svg = session
        .drawing_svg(s("wythoff 4 7"), s("grid"), with_parts("seen"))
        .expect("a document has every part");
    assert!(svg.matches("data-game=").count() >= 400);
    // What is later: a g of that one group, with a cell per position of the 20 x 20 map.
    let later = session
        .drawing(s("wythoff 4 7"), s("grid"), with_parts("later"))
        .expect("its cells");
    assert_eq!(get(&later, "name").as_string().as_deref(), Some("g"));
    let groups = js_sys::Array::from(&get(&later, "children"));
    assert_eq!(groups.length(), 1);
    assert_eq!(
        js_sys::Array::from(&get(&groups.get(0), "children")).length(),
        400
    );
    // Taken from what the seen drawing kept, or drawn again (a fresh session, or asked a
    // second time): the same groups.
    let json = |value: &JsValue| js_sys::JSON::stringify(value).unwrap().as_string();
    for again in [
        Session::default().drawing(s("wythoff 4 7"), s("grid"), with_parts("later")),
        session.drawing(s("wythoff 4 7"), s("grid"), with_parts("later")),
    ] {
        assert_eq!(json(&again.expect("its cells")), json(&later));
    }
    let error = session
        .drawing(s("wythoff 4 7"), s("grid"), with_parts("some"))
        .expect_err("no such parts");
    assert!(error.is_instance_of::<js_sys::TypeError>());
    assert_eq!(
        get(&error, "key").as_string().as_deref(),
        Some("draw.bad_parts")
    );
}

#[wasm_bindgen_test]
fn drawing_errors_are_typed() {
    let error = Session::default()
        .drawing(s("wythoff 4 7"), s("table"), JsValue::NULL)
        .expect_err("no strip");
    assert_eq!(
        get(&error, "key").as_string().as_deref(),
        Some("draw.not_applicable")
    );
    let error = Session::default()
        .drawing(s("nim 3"), s("pie"), JsValue::NULL)
        .expect_err("no such view");
    assert!(error.is_instance_of::<js_sys::TypeError>());
    let error = Session::default()
        .drawing(s("nim 3 x"), s("graph"), JsValue::NULL)
        .expect_err("notation");
    assert!(error.is_instance_of::<js_sys::SyntaxError>());
    let error = Session::default()
        .drawing(s("nim 3"), s("xor"), JsValue::from(3))
        .expect_err("options");
    assert!(error.is_instance_of::<js_sys::TypeError>());
}

#[wasm_bindgen_test]
fn proofs_export_as_markdown() {
    let md = Session::default()
        .explain_markdown(s("nim 3 4 5"), s("en"))
        .expect("a proof");
    assert!(md.contains("$3 \\oplus 4 \\oplus 5 = 2$"));
}
