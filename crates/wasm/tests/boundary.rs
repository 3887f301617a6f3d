//! Every export called with hostile arguments (issue 11, item 6), in headless Chromium.
//!
//! Each argument of each export in turn receives each hostile value while the others stay
//! valid. Every call must return or throw an `Error` with a message; a panic would trap
//! the instance (and fail this test at once, since wasm cannot unwind). Afterwards the
//! module must still answer correctly.

use sglab_wasm::Session;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

type Export = fn(&[JsValue]) -> Result<JsValue, JsValue>;

fn text(result: Result<String, JsValue>) -> Result<JsValue, JsValue> {
    result.map(JsValue::from)
}

fn arg(args: &[JsValue], index: usize) -> JsValue {
    args[index].clone()
}

/// Every export with its name and its valid arguments.
fn exports() -> Vec<(&'static str, Vec<JsValue>, Export)> {
    let s = JsValue::from_str;
    let n = |value: u32| JsValue::from(value);
    vec![
        ("analyze", vec![s("nim 3 4 5")], |a| {
            Session::default().analyze(arg(a, 0))
        }),
        ("explain", vec![s("nim 3 4 5"), s("zh")], |a| {
            Session::default().explain(arg(a, 0), arg(a, 1))
        }),
        ("canonical", vec![s("nim 3+nim 4")], |a| {
            text(sglab_wasm::canonical(arg(a, 0)))
        }),
        ("messages", vec![s("zh")], |a| {
            sglab_wasm::messages(arg(a, 0))
        }),
        ("graph", vec![s("nim 2 3"), n(20)], |a| {
            Session::default().graph(arg(a, 0), arg(a, 1))
        }),
        ("options", vec![s("kayles 5")], |a| {
            Session::default().options(arg(a, 0))
        }),
        ("computerMove", vec![s("nim 3 4 5"), n(500), s("7")], |a| {
            Session::default().computer_move(arg(a, 0), arg(a, 1), arg(a, 2))
        }),
        ("sequence", vec![s("kayles"), n(30)], |a| {
            Session::default().sequence(arg(a, 0), arg(a, 1))
        }),
        ("grid", vec![s("wythoff"), n(6)], |a| {
            Session::default().grid(arg(a, 0), arg(a, 1))
        }),
        ("period", vec![s("bash m=3")], |a| {
            Session::default().period(arg(a, 0))
        }),
        ("gridOrigin", vec![s("cut")], |a| {
            sglab_wasm::grid_origin(arg(a, 0))
                .map(|origin| origin.map_or(JsValue::NULL, |text| JsValue::from_str(&text)))
        }),
        ("pairs", vec![s("wythoff"), n(5)], |a| {
            sglab_wasm::pairs(arg(a, 0), arg(a, 1))
        }),
        (
            "check",
            vec![s("bash m=3"), s("P iff n mod 4 == 0"), n(50)],
            |a| Session::default().check(arg(a, 0), arg(a, 1), arg(a, 2)),
        ),
        ("pattern", vec![s("kayles"), n(100)], |a| {
            Session::default().pattern(arg(a, 0), arg(a, 1))
        }),
        ("describe", vec![s("nim 3 + wythoff 1 2")], |a| {
            sglab_wasm::describe(arg(a, 0))
        }),
        ("drawing", vec![s("nim 2 3"), s("graph"), options()], |a| {
            Session::default().drawing(arg(a, 0), arg(a, 1), arg(a, 2))
        }),
        (
            "drawingSvg",
            vec![s("kayles 4"), s("table"), options()],
            |a| text(Session::default().drawing_svg(arg(a, 0), arg(a, 1), arg(a, 2))),
        ),
        ("playOut", vec![s("nim 1 2"), s("zh")], |a| {
            Session::default().play_out(arg(a, 0), arg(a, 1))
        }),
        ("explainMarkdown", vec![s("wythoff 3 5"), s("en")], |a| {
            text(Session::default().explain_markdown(arg(a, 0), arg(a, 1)))
        }),
        ("why", vec![s("kayles 4"), s("zh")], |a| {
            Session::default().why(arg(a, 0), arg(a, 1))
        }),
        (
            "tableText",
            vec![
                s("sequence"),
                s("kayles"),
                n(10),
                s("cpp"),
                s("https://x/#g"),
            ],
            |a| {
                text(Session::default().table_text(
                    arg(a, 0),
                    arg(a, 1),
                    arg(a, 2),
                    arg(a, 3),
                    arg(a, 4),
                ))
            },
        ),
        ("setMemoryLimit", vec![n(64)], |a| {
            Session::default()
                .set_memory_limit(arg(a, 0))
                .map(|()| JsValue::UNDEFINED)
        }),
        ("setProgress", vec![JsValue::NULL], |a| {
            Session::default()
                .set_progress(arg(a, 0))
                .map(|()| JsValue::UNDEFINED)
        }),
    ]
}

fn options() -> JsValue {
    let object = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&object, &"lang".into(), &"zh".into());
    let _ = js_sys::Reflect::set(&object, &"cap".into(), &JsValue::from(30));
    let _ = js_sys::Reflect::set(&object, &"width".into(), &JsValue::from(300));
    object.into()
}

/// Built in JavaScript: values Rust cannot write directly.
fn js(source: &str) -> JsValue {
    js_sys::Function::new_no_args(&format!("return {source};"))
        .call0(&JsValue::NULL)
        .expect("the test's own JavaScript runs")
}

/// The hostile values, each with a name for the failure message.
fn hostile() -> Vec<(&'static str, JsValue)> {
    vec![
        ("undefined", JsValue::UNDEFINED),
        ("null", JsValue::NULL),
        ("true", JsValue::TRUE),
        ("NaN", JsValue::from(f64::NAN)),
        ("Infinity", JsValue::from(f64::INFINITY)),
        ("-1", JsValue::from(-1)),
        ("-0", JsValue::from(-0.0)),
        ("0.5", JsValue::from(0.5)),
        ("2**53", JsValue::from(9_007_199_254_740_992.0)),
        ("2**64", JsValue::from(18_446_744_073_709_551_616.0)),
        ("'18446744073709551616'", JsValue::from_str("18446744073709551616")),
        ("''", JsValue::from_str("")),
        ("' '", JsValue::from_str(" ")),
        ("'-1'", JsValue::from_str("-1")),
        ("'1e3'", JsValue::from_str("1e3")),
        ("10^6 x", js("'x'.repeat(1e6)")),
        ("10^6 heaps", js("'nim' + ' 1'.repeat(5e5)")),
        ("lone surrogate", js("'nim \\uD800 3'")),
        ("right-to-left", js("'nim 3\\u202E 4'")),
        ("markup", JsValue::from_str("<img src=x onerror=alert(1)>")),
        ("BigInt", js("2n ** 64n")),
        ("Symbol", js("Symbol('x')")),
        ("object", js_sys::Object::new().into()),
        ("array", js("['nim 3']")),
        ("function", js("() => 'nim 3'")),
        (
            "throwing getters",
            js("new Proxy({}, { get() { throw new Error('boo'); }, has() { throw new Error('boo'); } })"),
        ),
        (
            "throwing toString",
            js("({ toString() { throw new Error('boo'); }, valueOf() { throw new Error('boo'); } })"),
        ),
        ("String object", js("new String('nim 3')")),
    ]
}

#[wasm_bindgen_test]
fn every_export_answers_or_throws_an_error_for_any_argument() {
    let mut calls = 0;
    for (name, valid, call) in exports() {
        for index in 0..valid.len() {
            for (label, value) in hostile() {
                let mut args = valid.clone();
                args[index] = value;
                calls += 1;
                if let Err(error) = call(&args) {
                    let error = error.dyn_into::<js_sys::Error>().unwrap_or_else(|other| {
                        panic!("{name} argument {index} = {label}: threw a non-Error {other:?}")
                    });
                    let message = String::from(error.message());
                    assert!(
                        !message.is_empty(),
                        "{name} argument {index} = {label}: an Error without a message"
                    );
                    assert!(
                        message.chars().count() < 400,
                        "{name} argument {index} = {label}: a message of {} characters",
                        message.chars().count()
                    );
                }
            }
        }
        // Each valid call answers.
        assert!(call(&valid).is_ok(), "{name} with valid arguments failed");
    }
    assert!(calls > 500, "only {calls} calls made");
    // The module still answers correctly.
    let result = Session::default()
        .analyze(JsValue::from_str("nim 3 4 5"))
        .expect("a game");
    let sg = js_sys::Reflect::get(&result, &"sg".into()).expect("sg");
    assert_eq!(sg.as_string().as_deref(), Some("2"));
}

#[wasm_bindgen_test]
fn wrong_types_are_type_errors_naming_the_argument() {
    let error = Session::default()
        .analyze(JsValue::from(3))
        .expect_err("a number is not a game");
    assert!(error.is_instance_of::<js_sys::TypeError>());
    let message = String::from(js_sys::Error::from(error).message());
    assert_eq!(message, "game must be a string");
    let error = Session::default()
        .set_progress(JsValue::from(1))
        .expect_err("not a function");
    assert!(error.is_instance_of::<js_sys::TypeError>());
    let error = Session::default()
        .sequence(JsValue::from_str("kayles"), js("'9'.repeat(1e6)"))
        .expect_err("a million digits");
    assert!(error.is_instance_of::<js_sys::TypeError>());
}

#[wasm_bindgen_test]
fn a_progress_callback_may_call_back_into_the_module() {
    // It used to hold a RefCell borrow across the call: setProgress inside it panicked.
    let session = Session::new();
    let inner = session.clone();
    let reenter = wasm_bindgen::closure::Closure::<dyn FnMut(f64, f64) -> JsValue>::new(
        move |_: f64, _: f64| {
            let _ = inner.set_progress(JsValue::NULL);
            JsValue::UNDEFINED
        },
    );
    session
        .set_progress(reenter.as_ref().clone())
        .expect("a function");
    session
        .sequence(JsValue::from_str("nim"), JsValue::from(200_000))
        .expect("nim 0..=200000");
    session.set_progress(JsValue::NULL).expect("null");
}

#[wasm_bindgen_test]
fn the_page_can_lower_the_memory_limit() {
    let session = Session::new();
    let game = || session.analyze(JsValue::from_str("every: grundy 30"));
    session.set_memory_limit(JsValue::from(1)).expect("1 MiB");
    let error = game().expect_err("past 1 MiB");
    assert!(error.is_instance_of::<js_sys::RangeError>());
    let key = js_sys::Reflect::get(&error, &"key".into()).expect("key");
    assert_eq!(key.as_string().as_deref(), Some("limit.memory"));
    session.set_memory_limit(JsValue::from(64)).expect("64 MiB");
    assert!(game().is_ok());
    let error = session
        .set_memory_limit(JsValue::from(0))
        .expect_err("0 MiB");
    assert!(error.is_instance_of::<js_sys::RangeError>());
}

#[wasm_bindgen_test]
fn sessions_keep_their_own_settings() {
    // The module has no state of its own: a limit set on one session is not another's.
    let small = Session::new();
    small.set_memory_limit(JsValue::from(1)).expect("1 MiB");
    let game = JsValue::from_str("every: grundy 30");
    assert!(small.analyze(game.clone()).is_err());
    assert!(Session::new().analyze(game.clone()).is_ok());
    // A callback that cancels stops only its own session's calls.
    let cancel =
        wasm_bindgen::closure::Closure::<dyn FnMut(f64, f64) -> JsValue>::new(|_: f64, _: f64| {
            JsValue::FALSE
        });
    small
        .set_progress(cancel.as_ref().clone())
        .expect("a function");
    let set = JsValue::from_str("subtract {1..1000}");
    assert!(small.sequence(set.clone(), JsValue::from(5_000)).is_err());
    assert!(Session::new().sequence(set, JsValue::from(5_000)).is_ok());
}

#[wasm_bindgen_test]
fn a_session_keeps_what_it_found_for_its_next_calls() {
    // The calls of one view name the same game: the second finds the table the first built
    // and only reads it out, and answers the same; a fresh session builds it again.
    let work = std::rc::Rc::new(std::cell::Cell::new(0f64));
    let seen = std::rc::Rc::clone(&work);
    let progress = wasm_bindgen::closure::Closure::<dyn FnMut(f64, f64) -> JsValue>::new(
        move |done: f64, _: f64| {
            seen.set(seen.get().max(done));
            JsValue::UNDEFINED
        },
    );
    let table = |session: &Session| {
        work.set(0.0);
        session
            .set_progress(progress.as_ref().clone())
            .expect("a function");
        let values = session
            .sequence(JsValue::from_str("grundy"), JsValue::from(30_000))
            .expect("grundy 0..=30000");
        (js_sys::JSON::stringify(&values).expect("json"), work.get())
    };
    let session = Session::new();
    let (first, built) = table(&session);
    let (second, read) = table(&session);
    assert_eq!(first, second);
    assert!(read * 2.0 < built, "work reported: {built} then {read}");
    let (third, again) = table(&Session::new());
    assert_eq!(first, third);
    assert!(
        read * 2.0 < again,
        "work reported: {read} then, fresh, {again}"
    );
}
