//! Every conversion between core values and JavaScript values, in one place.

use std::cell::{Cell, RefCell};

use serde::Serialize;
use sglab_core::analysis::AnalysisError;
use sglab_core::describe::{Description, TableKind};
use sglab_core::engine::Engine;
use sglab_core::explore::{ComputerMove, OptionList, StateGraph, Strength};
use sglab_core::games::PeriodReport;
use sglab_core::i18n::{all_messages, Lang};
use sglab_core::limits::Budget;
use sglab_core::proof::render::{binary, step_text};
use sglab_core::proof::{Proof, Step, StepKind, XorRow};
use sglab_core::tables::TableError;
use sglab_core::{Analysis, Game, LimitError, Limits, ParseError};
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

/// A table error: notation errors as `SyntaxError`, limits and sizes as `RangeError`, a
/// component of the wrong kind as `Error`; each with `key` and `localized`.
pub fn table_error(error: TableError) -> JsValue {
    let js = match &error {
        TableError::Parse(error) => return parse_error(error),
        TableError::Limit(error) => return limit_error(error),
        TableError::TooLarge { .. } => JsValue::from(js_sys::RangeError::new(&error.to_string())),
        TableError::NotAComponent { .. }
        | TableError::NotAHeapGame { .. }
        | TableError::NotATwoNumberGame { .. }
        | TableError::NoPairs { .. } => JsValue::from(js_sys::Error::new(&error.to_string())),
    };
    set(&js, "key", JsValue::from_str(error.key()));
    set(&js, "localized", localized(|lang| error.render(lang)));
    js
}

/// Parses a game's text (the argument `game`), failing with the notation error as a
/// `SyntaxError`.
pub fn game(value: &JsValue) -> Result<Game, JsValue> {
    sglab_core::parse(&text(value, "game")?).map_err(|error| parse_error(&error))
}

/// A string argument named `name`, or a `TypeError` (key `argument.not_a_string`).
///
/// Every text crosses as a `JsValue` checked here: wasm-bindgen's glue checks a `&str`
/// argument's type only in debug builds, and in a release build a number or an object
/// passed for one reached wasm's memory as garbage and trapped the instance. Only the
/// first `MAX_INPUT_LEN + 1` UTF-16 units are copied into wasm, so a text of any length
/// costs at most that and is still refused by the notation's own length limit.
pub fn text(value: &JsValue, name: &str) -> Result<String, JsValue> {
    let Some(string) = value.dyn_ref::<js_sys::JsString>() else {
        return Err(type_error("argument.not_a_string", &[("name", name)]));
    };
    let max = sglab_core::notation::MAX_INPUT_LEN as u32 + 1;
    let string = if string.length() > max {
        string.slice(0, max)
    } else {
        string.clone()
    };
    // Unpaired surrogates become U+FFFD, which no notation accepts.
    Ok(String::from(string))
}

/// A string argument that may be left out (`undefined` or `null` read as `""`).
pub fn text_or_empty(value: &JsValue, name: &str) -> Result<String, JsValue> {
    if value.is_undefined() || value.is_null() {
        Ok(String::new())
    } else {
        text(value, name)
    }
}

/// The language argument `lang`: `"en"`, `"zh"` (or a tag such as `"zh-CN"`); any other
/// string, `undefined` and `null` read as English; anything else is a `TypeError`.
pub fn lang(value: &JsValue) -> Result<Lang, JsValue> {
    Ok(Lang::from_tag(&text_or_empty(value, "lang")?))
}

/// A count argument: a non-negative whole number (exact below 2^53) or a decimal string
/// (any u64); `None` (`undefined`/`null`) gives `default`. Anything else is a `TypeError`
/// (`RangeError` for a number out of range) with key `argument.not_a_count`.
pub fn count(value: &JsValue, name: &str, default: u64) -> Result<u64, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(default);
    }
    const EXACT: f64 = 9_007_199_254_740_991.0;
    let parsed = if let Some(number) = value.as_f64() {
        (number.fract() == 0.0 && (0.0..=EXACT).contains(&number)).then_some(number as u64)
    } else {
        // A u64 has at most 20 digits: a longer string is not copied into wasm.
        value
            .dyn_ref::<js_sys::JsString>()
            .filter(|s| s.length() <= 20)
            .and_then(|s| s.as_string())
            .filter(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|s| s.parse::<u64>().ok())
    };
    parsed.ok_or_else(|| {
        let render =
            |lang| sglab_core::i18n::format(lang, "argument.not_a_count", &[("name", name)]);
        let message = render(Lang::En);
        let js = if value.as_f64().is_some() {
            JsValue::from(js_sys::RangeError::new(&message))
        } else {
            JsValue::from(js_sys::TypeError::new(&message))
        };
        set(&js, "key", JsValue::from_str("argument.not_a_count"));
        set(&js, "localized", localized(render));
        js
    })
}

thread_local! {
    /// The progress callback installed by `setProgress`, if any.
    static PROGRESS: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
    /// The memory limit of a search in bytes, set by `setMemoryLimit`.
    static MAX_MEMORY: Cell<u64> = const { Cell::new(sglab_core::limits::DEFAULT_MAX_HELD_BYTES) };
}

/// Installs (or, with `undefined`/`null`, removes) the progress callback; anything else
/// is a `TypeError` (key `argument.not_a_function`).
pub fn set_progress(callback: &JsValue) -> Result<(), JsValue> {
    let callback = if callback.is_undefined() || callback.is_null() {
        None
    } else {
        let function = callback.dyn_ref::<js_sys::Function>().ok_or_else(|| {
            type_error(
                "argument.not_a_function",
                &[("name", "setProgress's callback")],
            )
        })?;
        Some(function.clone())
    };
    // The slot is never borrowed across a call into JavaScript (see `budget`), so a
    // callback that calls `setProgress` finds it free.
    PROGRESS.with(|slot| *slot.borrow_mut() = callback);
    Ok(())
}

/// A budget of `limit` units that calls the progress callback `(work, limit, heaps, rare)`
/// (`heaps`: values a growing table holds, 0 if none; `rare`: how many are rare, or null)
/// every 2^16 units; the request is cancelled when the callback returns `false` (exactly).
pub fn budget(limit: u64) -> Budget {
    let max_held = MAX_MEMORY.with(Cell::get);
    Budget::new(limit)
        .with_max_held_bytes(max_held)
        .with_progress(move |progress| {
            // Cloned out of the slot before the call: the callback may re-enter the module.
            match PROGRESS.with(|slot| slot.borrow().clone()) {
                Some(callback) => {
                    let args = js_sys::Array::of4(
                        &JsValue::from(progress.work as f64),
                        &JsValue::from(limit as f64),
                        &JsValue::from(progress.heaps as f64),
                        &progress
                            .rare
                            .map_or(JsValue::NULL, |rare| JsValue::from(rare as f64)),
                    );
                    let answer = callback.apply(&JsValue::NULL, &args);
                    !matches!(answer, Ok(value) if value == JsValue::FALSE)
                }
                None => true,
            }
        })
}

/// An engine with the module's limits whose budget reports progress.
pub fn engine() -> Engine {
    Engine::with_budget(budget(limits().max_work))
}

/// The limits of every request: core's defaults with the memory set by `setMemoryLimit`.
pub fn limits() -> Limits {
    Limits {
        max_memory: MAX_MEMORY.with(Cell::get),
        ..Limits::default()
    }
}

/// The largest memory limit `setMemoryLimit` accepts, in MiB.
const MAX_MEMORY_MIB: u64 = 4096;

/// Sets the memory limit from a count of MiB (1 to [`MAX_MEMORY_MIB`]).
pub fn set_memory_limit(mib: &JsValue) -> Result<(), JsValue> {
    let mib = count(mib, "mib", sglab_core::limits::DEFAULT_MAX_HELD_BYTES >> 20)?;
    if !(1..=MAX_MEMORY_MIB).contains(&mib) {
        let render = |lang| {
            sglab_core::i18n::format(
                lang,
                "argument.out_of_range",
                &[("name", "mib"), ("min", "1"), ("max", "4096")],
            )
        };
        let js = JsValue::from(js_sys::RangeError::new(&render(Lang::En)));
        set(&js, "key", JsValue::from_str("argument.out_of_range"));
        set(&js, "localized", localized(render));
        return Err(js);
    }
    MAX_MEMORY.with(|cell| cell.set(mib << 20));
    Ok(())
}

/// A state graph as it crosses: `{root, nodes, edges, shown, total, truncated, notes, components}`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GraphJs {
    root: u32,
    nodes: Vec<NodeJs>,
    edges: Vec<EdgeJs>,
    shown: usize,
    total: Option<u64>,
    truncated: bool,
    notes: Vec<&'static str>,
    components: Option<Vec<GraphJs>>,
}

/// One node of a [`GraphJs`].
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NodeJs {
    id: usize,
    game: String,
    outcome: &'static str,
    sg: Option<String>,
    depth: u32,
    terminal: bool,
    expanded: bool,
}

/// One edge of a [`GraphJs`].
#[derive(Serialize)]
pub struct EdgeJs {
    from: usize,
    to: usize,
    winning: bool,
}

impl From<&StateGraph> for GraphJs {
    fn from(graph: &StateGraph) -> Self {
        GraphJs {
            root: 0,
            nodes: graph
                .nodes
                .iter()
                .enumerate()
                .map(|(id, node)| NodeJs {
                    id,
                    game: node.game.to_string(),
                    outcome: node.outcome.letter(),
                    sg: node.sg.map(|value| value.to_string()),
                    depth: node.depth,
                    terminal: node.terminal,
                    expanded: node.expanded,
                })
                .collect(),
            edges: graph
                .edges
                .iter()
                .map(|edge| EdgeJs {
                    from: edge.from,
                    to: edge.to,
                    winning: edge.winning,
                })
                .collect(),
            shown: graph.nodes.len(),
            total: graph.total,
            truncated: graph.truncated,
            notes: graph.notes.iter().map(|note| note.key()).collect(),
            components: graph
                .components
                .as_ref()
                .map(|parts| parts.iter().map(GraphJs::from).collect()),
        }
    }
}

/// One move for play: `{game, outcome, sg, remoteness}` (`remoteness` a decimal string
/// or null).
#[derive(Serialize)]
pub struct MoveJs {
    game: String,
    outcome: &'static str,
    sg: Option<String>,
    remoteness: Option<String>,
}

/// The moves of a position: `{moves, total, truncated, onlyWinning, remoteness}`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OptionsJs {
    moves: Vec<MoveJs>,
    total: Option<u64>,
    truncated: bool,
    only_winning: bool,
    remoteness: Option<String>,
}

impl From<&OptionList> for OptionsJs {
    fn from(list: &OptionList) -> Self {
        OptionsJs {
            moves: list
                .moves
                .iter()
                .map(|item| MoveJs {
                    game: item.game.to_string(),
                    outcome: item.outcome.letter(),
                    sg: item.sg.map(|value| value.to_string()),
                    remoteness: item.remoteness.map(|value| value.to_string()),
                })
                .collect(),
            total: list.total,
            truncated: list.truncated,
            only_winning: list.only_winning,
            remoteness: list.remoteness.map(|value| value.to_string()),
        }
    }
}

/// The computer's move: `{game, winning, remoteness, random}` (`remoteness` a decimal
/// string or null).
#[derive(Serialize)]
pub struct ComputerMoveJs {
    game: String,
    winning: bool,
    remoteness: Option<String>,
    random: bool,
}

impl From<&ComputerMove> for ComputerMoveJs {
    fn from(choice: &ComputerMove) -> Self {
        ComputerMoveJs {
            game: choice.game.to_string(),
            winning: choice.winning,
            remoteness: choice.remoteness.map(|value| value.to_string()),
            random: choice.random,
        }
    }
}

/// The computer's strength from `computerMove`'s optional arguments: `strength`, the
/// chance of a random move in thousandths (0 = perfect, the default; above 1000 counts
/// as 1000), and `seed` (default 0); both counts as `count` takes them.
pub fn strength(strength: &JsValue, seed: &JsValue) -> Result<Strength, JsValue> {
    let per_mille = count(strength, "strength", 0)?.min(1000) as u16;
    let seed = count(seed, "seed", 0)?;
    Ok(Strength::new(per_mille, seed))
}

/// A period report: `{preperiod, period, checkedTo, certificate}` (numbers as strings).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PeriodJs {
    preperiod: Option<String>,
    period: Option<String>,
    checked_to: String,
    /// The certificate in English, and in each language under `localized`.
    certificate: String,
    certificate_localized: Localized,
}

/// A text in each language of the interface.
#[derive(Serialize)]
pub struct Localized {
    en: String,
    zh: String,
}

impl Localized {
    fn new(render: impl Fn(Lang) -> String) -> Localized {
        Localized {
            en: render(Lang::En),
            zh: render(Lang::Zh),
        }
    }
}

impl From<&PeriodReport> for PeriodJs {
    fn from(report: &PeriodReport) -> Self {
        PeriodJs {
            preperiod: report.period.map(|p| p.preperiod.to_string()),
            period: report.period.map(|p| p.period.to_string()),
            checked_to: report.checked_to.to_string(),
            certificate: report.certificate.to_string(),
            certificate_localized: Localized::new(|lang| report.certificate.render(lang)),
        }
    }
}

/// Values as decimal strings.
pub fn strings(values: &[u64]) -> Vec<String> {
    values.iter().map(u64::to_string).collect()
}

/// The largest side of a grid sent to JavaScript (`grid`, `tableText`): as before core's
/// grids grew to 16384, since every cell crosses as a string (about 50 bytes each).
pub const MAX_JS_GRID_SIZE: u64 = 1024;

/// Refuses a grid side above [`MAX_JS_GRID_SIZE`], as core refuses one above its own bound.
pub fn js_grid_size(size: u64) -> Result<u64, JsValue> {
    if size > MAX_JS_GRID_SIZE {
        return Err(table_error(TableError::TooLarge {
            what: sglab_core::tables::TableSize::GridSize,
            max: MAX_JS_GRID_SIZE,
            asked: size,
        }));
    }
    Ok(size)
}

/// A grid of values as decimal strings, `null` where a cell is not a position.
pub fn grid_strings(grid: &sglab_core::tables::Grid) -> Vec<Vec<Option<String>>> {
    grid.rows()
        .map(|row| row.map(|cell| cell.map(|v| v.to_string())).collect())
        .collect()
}

/// Pairs as `[a, b]` decimal strings.
pub fn pair_strings(pairs: &[(u64, u64)]) -> Vec<[String; 2]> {
    pairs
        .iter()
        .map(|(a, b)| [a.to_string(), b.to_string()])
        .collect()
}

/// A game's description as it crosses: `{game, rule, components: [{text, keyword, table}]}`,
/// `table` one of `{kind: "strip", row, heaps}`, `{kind: "grid", keyword, cell}`,
/// `{kind: "none"}`, numbers as decimal strings.
#[derive(Serialize)]
pub struct DescriptionJs {
    game: String,
    rule: &'static str,
    components: Vec<ComponentJs>,
}

#[derive(Serialize)]
pub struct ComponentJs {
    text: String,
    keyword: String,
    table: TableKindJs,
}

#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum TableKindJs {
    Strip { row: String, heaps: Vec<String> },
    Grid { keyword: String, cell: [String; 2] },
    None,
}

impl From<&Description> for DescriptionJs {
    fn from(description: &Description) -> Self {
        DescriptionJs {
            game: description.game.clone(),
            rule: description.rule.keyword(),
            components: description
                .components
                .iter()
                .map(|component| ComponentJs {
                    text: component.text.clone(),
                    keyword: component.keyword.clone(),
                    table: match &component.table {
                        TableKind::Strip { row, heaps } => TableKindJs::Strip {
                            row: row.clone(),
                            heaps: strings(heaps),
                        },
                        TableKind::Grid { keyword, cell } => TableKindJs::Grid {
                            keyword: keyword.clone(),
                            cell: [cell.0.to_string(), cell.1.to_string()],
                        },
                        TableKind::None => TableKindJs::None,
                    },
                })
                .collect(),
        }
    }
}

/// A `TypeError` with the message `key` (filled with `params`) in both languages.
/// Every parameter is quoted short ([`sglab_core::notation::excerpt`]): it may be a
/// caller's megabyte of text.
fn type_error(key: &'static str, params: &[(&str, &str)]) -> JsValue {
    keyed_error(key, params, |text| js_sys::TypeError::new(text).into())
}

/// A `RangeError` with `key` and its message in both languages.
pub fn range_error(key: &'static str, params: &[(&str, &str)]) -> JsValue {
    keyed_error(key, params, |text| js_sys::RangeError::new(text).into())
}

/// An error made by `make` from the English message of `key`, with `key` and `localized`.
fn keyed_error(
    key: &'static str,
    params: &[(&str, &str)],
    make: impl FnOnce(&str) -> JsValue,
) -> JsValue {
    let params: Vec<(&str, String)> = params
        .iter()
        .map(|&(name, value)| (name, sglab_core::notation::excerpt(value)))
        .collect();
    let params: Vec<(&str, &str)> = params.iter().map(|(n, v)| (*n, v.as_str())).collect();
    let render = |lang| sglab_core::i18n::format(lang, key, &params);
    let js = make(&render(Lang::En));
    set(&js, "key", JsValue::from_str(key));
    set(&js, "localized", localized(render));
    js
}

/// A table computed far, for JavaScript (see `bigTable`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FarTableJs {
    checked_to: String,
    max: String,
    period: Option<[String; 2]>,
    last: Vec<String>,
}

impl From<&sglab_core::tables::FarTable> for FarTableJs {
    fn from(table: &sglab_core::tables::FarTable) -> Self {
        FarTableJs {
            checked_to: table.checked_to.to_string(),
            max: table.max.to_string(),
            period: table
                .period
                .map(|p| [p.preperiod.to_string(), p.period.to_string()]),
            last: table.last.iter().map(u64::to_string).collect(),
        }
    }
}

/// A benchmark workload's name, whether it has a plain JavaScript twin, and how many times
/// each side runs it (`workloads`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WorkloadJs {
    name: &'static str,
    plain_js: bool,
    runs: u32,
}

impl From<&sglab_core::workload::Workload> for WorkloadJs {
    fn from(workload: &sglab_core::workload::Workload) -> Self {
        WorkloadJs {
            name: workload.name,
            plain_js: workload.plain_js,
            runs: workload.runs,
        }
    }
}

/// A benchmark workload's outcome for JavaScript (see `runWorkload`).
#[derive(Serialize)]
pub struct OutcomeJs {
    name: &'static str,
    count: String,
    checksum: u32,
    max: String,
    period: Option<[String; 2]>,
}

impl OutcomeJs {
    /// The outcome of the workload `name`.
    pub fn new(name: &'static str, outcome: &sglab_core::workload::Outcome) -> Self {
        OutcomeJs {
            name,
            count: outcome.count.to_string(),
            checksum: outcome.checksum,
            max: outcome.max.to_string(),
            period: outcome
                .period
                .map(|(pre, period)| [pre.to_string(), period.to_string()]),
        }
    }
}

/// The view named `view` and the options `{lang, idPrefix, cap, to, size}` (every field
/// optional; `undefined` or `null` for all defaults) of a drawing request.
pub fn draw_request(
    view: &JsValue,
    options: &JsValue,
) -> Result<(sglab_draw::View, sglab_draw::DrawOptions), JsValue> {
    let view = text(view, "view")?;
    let view = sglab_draw::View::from_name(&view)
        .ok_or_else(|| type_error("draw.bad_view", &[("view", &view)]))?;
    let mut out = sglab_draw::DrawOptions::default();
    if options.is_undefined() || options.is_null() {
        return Ok((view, out));
    }
    if !options.is_object() {
        return Err(type_error("draw.bad_options", &[]));
    }
    let field = |name: &str| js_sys::Reflect::get(options, &JsValue::from_str(name));
    let field = |name: &str| field(name).map_err(|_| type_error("draw.bad_options", &[]));
    let optional_count = |name: &str| -> Result<Option<u64>, JsValue> {
        let value = field(name)?;
        if value.is_undefined() || value.is_null() {
            Ok(None)
        } else {
            count(&value, name, 0).map(Some)
        }
    };
    let lang = field("lang")?;
    if lang.is_string() {
        out.lang = Lang::from_tag(&text(&lang, "lang")?);
    }
    let prefix = field("idPrefix")?;
    if prefix.is_string() {
        out.id_prefix = text(&prefix, "idPrefix")?;
    }
    out.cap = optional_count("cap")?;
    out.to = optional_count("to")?;
    out.size = optional_count("size")?;
    out.rest = optional_count("rest")?;
    out.width = optional_count("width")?;
    Ok((view, out))
}

/// A drawing error: notation as `SyntaxError`, limits and sizes as `RangeError`, a view
/// that does not apply as `Error`; each with `key` and `localized`.
pub fn draw_error(error: sglab_draw::DrawError) -> JsValue {
    use sglab_draw::DrawError;
    let js = match &error {
        DrawError::Parse(error) => return parse_error(error),
        DrawError::Limit(error) => return limit_error(error),
        DrawError::Table(error) => return table_error(error.clone()),
        DrawError::TooLarge { .. } => JsValue::from(js_sys::RangeError::new(&error.to_string())),
        DrawError::NotApplicable { .. } => JsValue::from(js_sys::Error::new(&error.to_string())),
    };
    set(&js, "key", JsValue::from_str(error.key()));
    set(&js, "localized", localized(|lang| error.render(lang)));
    js
}

/// The export format named `name`, or a `TypeError` naming the four.
pub fn export_format(name: &str) -> Result<sglab_core::export::Format, JsValue> {
    sglab_core::export::Format::from_name(name)
        .ok_or_else(|| type_error("export.bad_format", &[("format", name)]))
}

/// The `TypeError` of a table kind other than `sequence`, `grid` or `pairs`.
pub fn bad_table_kind(kind: &str) -> JsValue {
    type_error("export.bad_kind", &[("kind", kind)])
}

/// A pattern as it crosses: `{kind, preperiod, period, saltus, proved, checkedTo, rule,
/// theorem}` (numbers as decimal strings, texts in both languages).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PatternJs {
    kind: &'static str,
    preperiod: Option<String>,
    period: Option<String>,
    saltus: Option<String>,
    proved: bool,
    checked_to: String,
    rule: Localized,
    theorem: Option<Localized>,
}

impl PatternJs {
    /// The pattern `found` for the component whose keyword or row is `component`.
    pub fn new(found: &sglab_core::pattern::Pattern, component: &str) -> PatternJs {
        let summary = found.summary();
        let numbers = summary.numbers.map(|(e, p, s)| [e, p, s]);
        let number = |i: usize| numbers.map(|n| n[i].to_string());
        PatternJs {
            kind: summary.kind,
            preperiod: number(0),
            period: number(1),
            saltus: number(2),
            proved: summary.proved,
            checked_to: summary.checked_to.to_string(),
            rule: Localized::new(|lang| found.describe(lang)),
            theorem: found
                .proof(component, Lang::En)
                .map(|_| Localized::new(|lang| found.proof(component, lang).unwrap_or_default())),
        }
    }
}

/// A claim check as it crosses: `{holds, checkedTo, counterexample, forAll}`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CheckJs {
    holds: bool,
    checked_to: String,
    counterexample: Option<String>,
    for_all: bool,
}

impl From<&sglab_core::claim::CheckReport> for CheckJs {
    fn from(report: &sglab_core::claim::CheckReport) -> Self {
        CheckJs {
            holds: report.holds,
            checked_to: report.checked_to.to_string(),
            counterexample: report.counterexample.clone(),
            for_all: report.for_all,
        }
    }
}

/// A claim checker's error: syntax as `SyntaxError` (with the claim's `column`), a claim
/// of the wrong shape as `TypeError`, failed arithmetic as `RangeError`, the component's
/// errors as by [`table_error`]; each with `key` and `localized`.
pub fn check_error(error: sglab_core::claim::CheckError) -> JsValue {
    use sglab_core::claim::CheckError;
    let js = match &error {
        CheckError::Table(table) => return table_error(table.clone()),
        CheckError::Syntax(syntax) => {
            let js = JsValue::from(js_sys::SyntaxError::new(&error.to_string()));
            set(&js, "column", JsValue::from(syntax.column as u32));
            js
        }
        CheckError::WrongVariable { .. } | CheckError::Type { .. } => {
            JsValue::from(js_sys::TypeError::new(&error.to_string()))
        }
        CheckError::Arithmetic { .. } => JsValue::from(js_sys::RangeError::new(&error.to_string())),
    };
    set(&js, "key", JsValue::from_str(error.key()));
    set(&js, "localized", localized(|lang| error.render(lang)));
    js
}
