//! Every conversion between core values and JavaScript values, in one place.

use serde::Serialize;
use sglab_core::analysis::AnalysisError;
use sglab_core::i18n::{all_messages, Lang};
use sglab_core::LimitError;
use sglab_core::{Analysis, ParseError};
use wasm_bindgen::prelude::*;

/// The analysis as it crosses to JavaScript: plain data, u64 as decimal strings.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisJs {
    game: String,
    rule: &'static str,
    outcome: &'static str,
    sg: Option<String>,
    component_sg: Option<Vec<String>>,
    winning_moves: Vec<String>,
    winning_moves_total: Option<String>,
}

impl From<&Analysis> for AnalysisJs {
    fn from(analysis: &Analysis) -> Self {
        AnalysisJs {
            game: analysis.game.to_string(),
            rule: analysis.game.rule.keyword(),
            outcome: analysis.outcome.letter(),
            sg: analysis.sg.map(|value| value.to_string()),
            component_sg: analysis
                .component_sg
                .as_ref()
                .map(|values| values.iter().map(u64::to_string).collect()),
            winning_moves: analysis
                .winning_moves
                .iter()
                .map(|game| game.to_string())
                .collect(),
            winning_moves_total: analysis.winning_moves_total.map(|total| total.to_string()),
        }
    }
}

/// Serialises plain data to a JavaScript value.
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|error| {
            JsValue::from(js_sys::Error::new(&format!(
                "internal error while converting a result: {error}"
            )))
        })
}

fn set(target: &JsValue, key: &str, value: JsValue) {
    // Setting a property on a fresh Error object cannot fail; a failure would only lose detail.
    let _ = js_sys::Reflect::set(target, &JsValue::from_str(key), &value);
}

/// A notation error as a `SyntaxError` carrying `column`, `span` `[start, end]` (bytes),
/// `found` and `key` (for translations).
pub fn parse_error(error: &ParseError) -> JsValue {
    let js = JsValue::from(js_sys::SyntaxError::new(&error.to_string()));
    set(&js, "column", JsValue::from(error.column as u32));
    let span = js_sys::Array::of2(
        &JsValue::from(error.span.start as u32),
        &JsValue::from(error.span.end as u32),
    );
    set(&js, "span", span.into());
    set(&js, "found", JsValue::from_str(&error.found));
    set(&js, "key", JsValue::from_str(error.key()));
    set(&js, "localized", localized(|lang| error.render(lang)));
    js
}

/// `{en, zh}`: a message in both languages, so the page shows the user's.
fn localized(render: impl Fn(Lang) -> String) -> JsValue {
    let object = js_sys::Object::new();
    for lang in [Lang::En, Lang::Zh] {
        set(&object, lang.tag(), JsValue::from_str(&render(lang)));
    }
    object.into()
}

/// Every message of the interface in `lang`, as `{key: text}`.
pub fn messages(lang: Lang) -> JsValue {
    let object = js_sys::Object::new();
    for message in all_messages() {
        set(&object, message.key, JsValue::from_str(message.text(lang)));
    }
    object.into()
}

/// A limit error as a `RangeError` with `key` (`limit.too_large`, `limit.loopy`, `limit.cancelled`).
pub fn limit_error(error: &LimitError) -> JsValue {
    let js = JsValue::from(js_sys::RangeError::new(&error.to_string()));
    set(&js, "key", JsValue::from_str(error.key()));
    set(&js, "localized", localized(|lang| error.render(lang)));
    js
}

/// Either kind of analysis error.
pub fn analysis_error(error: AnalysisError) -> JsValue {
    match error {
        AnalysisError::Parse(error) => parse_error(&error),
        AnalysisError::Limit(error) => limit_error(&error),
    }
}
