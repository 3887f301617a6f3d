//! Every conversion between core values and JavaScript values, in one place.

use serde::Serialize;
use sglab_core::analysis::AnalysisError;
use sglab_core::i18n::{all_messages, Lang};
use sglab_core::proof::render::{binary, step_text};
use sglab_core::proof::{Proof, Step, StepKind, XorRow};
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

/// A proof as it crosses to JavaScript: every step with its text rendered in one language,
/// its data with u64 values as decimal strings.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProofJs {
    game: String,
    rule: &'static str,
    outcome: &'static str,
    sg: Option<String>,
    steps: Vec<StepJs>,
}

/// One step: `{kind, key, text, params, data, children, expand}`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StepJs {
    kind: &'static str,
    key: &'static str,
    text: String,
    params: std::collections::BTreeMap<&'static str, String>,
    data: DataJs,
    children: Vec<StepJs>,
    expand: Option<String>,
}

/// The data of each kind of step (null for `fact`).
#[derive(Serialize)]
#[serde(untagged, rename_all = "camelCase")]
pub enum DataJs {
    /// `fact`: no data.
    None,
    /// `mex`.
    #[serde(rename_all = "camelCase")]
    Mex {
        options: Vec<MexOptionJs>,
        more: String,
        value: String,
    },
    /// `xor`.
    #[serde(rename_all = "camelCase")]
    Xor {
        rows: Vec<RowJs>,
        total: String,
        total_binary: String,
        highest_bit: Option<u32>,
        component: Option<usize>,
        target: Option<String>,
    },
    /// `columns` (Moore's Nim_k).
    #[serde(rename_all = "camelCase")]
    Columns {
        rows: Vec<RowJs>,
        sums: Vec<String>,
        modulus: String,
    },
    /// `theorem`.
    Theorem { name: &'static str },
    /// `reduction`.
    Reduction { from: String, to: String },
    /// `certificate`.
    Certificate { replies: Vec<ReplyJs>, more: String },
    /// `winning_move`.
    WinningMove {
        component: Option<usize>,
        after: String,
    },
    /// `step_numbers` (Every-SG).
    StepNumbers { rows: Vec<RowJs>, longest: String },
}

/// One option of a mex step.
#[derive(Serialize)]
pub struct MexOptionJs {
    position: String,
    sg: String,
    parts: Vec<String>,
}

/// One labelled value, with its binary digits padded to the table's width.
#[derive(Serialize)]
pub struct RowJs {
    label: String,
    value: String,
    binary: String,
}

/// One option of a P-position's certificate and its reply.
#[derive(Serialize)]
pub struct ReplyJs {
    option: String,
    reply: Option<String>,
    sg: Option<String>,
}

fn rows_js(rows: &[XorRow], extra: u64) -> Vec<RowJs> {
    let width = rows
        .iter()
        .map(|row| row.value)
        .chain([extra])
        .map(|value| (64 - value.leading_zeros()) as usize)
        .max()
        .unwrap_or(1)
        .max(1);
    rows.iter()
        .map(|row| RowJs {
            label: row.label.clone(),
            value: row.value.to_string(),
            binary: binary(row.value, width),
        })
        .collect()
}

impl From<&StepKind> for DataJs {
    fn from(kind: &StepKind) -> Self {
        match kind {
            StepKind::Fact => DataJs::None,
            StepKind::Mex {
                options,
                more,
                value,
            } => DataJs::Mex {
                options: options
                    .iter()
                    .map(|option| MexOptionJs {
                        position: option.position.clone(),
                        sg: option.sg.to_string(),
                        parts: option.parts.iter().map(u64::to_string).collect(),
                    })
                    .collect(),
                more: more.to_string(),
                value: value.to_string(),
            },
            StepKind::Xor {
                rows,
                total,
                highest_bit,
                component,
                target,
            } => {
                let rows = rows_js(rows, *total);
                let width = rows.first().map_or(1, |row| row.binary.len());
                DataJs::Xor {
                    rows,
                    total: total.to_string(),
                    total_binary: binary(*total, width),
                    highest_bit: *highest_bit,
                    component: *component,
                    target: target.map(|t| t.to_string()),
                }
            }
            StepKind::Columns {
                rows,
                sums,
                modulus,
            } => DataJs::Columns {
                rows: rows_js(rows, 0),
                sums: sums.iter().map(u64::to_string).collect(),
                modulus: modulus.to_string(),
            },
            StepKind::Theorem { name } => DataJs::Theorem { name },
            StepKind::Reduction { from, to } => DataJs::Reduction {
                from: from.clone(),
                to: to.clone(),
            },
            StepKind::Certificate { replies, more } => DataJs::Certificate {
                replies: replies
                    .iter()
                    .map(|reply| ReplyJs {
                        option: reply.option.clone(),
                        reply: reply.reply.clone(),
                        sg: reply.sg.map(|sg| sg.to_string()),
                    })
                    .collect(),
                more: more.to_string(),
            },
            StepKind::WinningMove { component, after } => DataJs::WinningMove {
                component: *component,
                after: after.clone(),
            },
            StepKind::StepNumbers { rows, longest } => DataJs::StepNumbers {
                rows: rows_js(rows, 0),
                longest: longest.to_string(),
            },
        }
    }
}

impl StepJs {
    fn new(step: &Step, lang: Lang) -> StepJs {
        StepJs {
            kind: step.kind.name(),
            key: step.key,
            text: step_text(step, lang),
            params: step.params.clone(),
            data: DataJs::from(&step.kind),
            children: step
                .children
                .iter()
                .map(|child| StepJs::new(child, lang))
                .collect(),
            expand: step.expand.clone(),
        }
    }
}

impl ProofJs {
    /// The proof with every step's text in `lang`.
    pub fn new(proof: &Proof, lang: Lang) -> ProofJs {
        ProofJs {
            game: proof.game.clone(),
            rule: proof.rule,
            outcome: proof.outcome,
            sg: proof.sg.map(|sg| sg.to_string()),
            steps: proof
                .steps
                .iter()
                .map(|step| StepJs::new(step, lang))
                .collect(),
        }
    }
}
