//! Every conversion of a core value to a JavaScript value, in one place: results as plain
//! objects (u64 as decimal strings), errors as `SyntaxError`, `TypeError`, `RangeError` or
//! `Error` carrying `key` and `localized: {en, zh}`. The checks of arguments coming the
//! other way are in [`crate::args`]; the state kept between calls in [`crate::session`].

use serde::Serialize;
use sglab_core::analysis::AnalysisError;
use sglab_core::binary;
use sglab_core::describe::{Description, TableKind};
use sglab_core::explore::{ComputerMove, OptionList, StateGraph};
use sglab_core::games::PeriodReport;
use sglab_core::i18n::{Lang, Texts, Words};
use sglab_core::proof::render::step_text;
use sglab_core::proof::{Proof, Step, StepKind, XorRow};
use sglab_core::tables::TableError;
use sglab_core::{Analysis, LimitError, ParseError};
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
    /// Under normal play, the components' SG values and their xor in binary columns.
    xor: Option<XorColumnJs>,
}

/// Values and their xor as binary columns of one width (`sglab_core::binary`):
/// `{values, digits, total, totalDigits}`, numbers as decimal strings.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct XorColumnJs {
    values: Vec<String>,
    digits: Vec<String>,
    total: String,
    total_digits: String,
}

impl XorColumnJs {
    fn new(values: &[u64]) -> Self {
        let column = binary::xor_column(values);
        XorColumnJs {
            values: strings(values),
            digits: column.rows,
            total: column.total.to_string(),
            total_digits: column.total_digits,
        }
    }
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
            xor: analysis.component_sg.as_deref().map(XorColumnJs::new),
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
/// `found`, `key` (for translations) and, when the parser suggests a word for what was
/// found (`nmi` → `nim`), `suggestion`, the word (the page offers it as a button).
pub fn parse_error(texts: Texts<'_>, error: &ParseError) -> JsValue {
    let js = JsValue::from(js_sys::SyntaxError::new(
        &error.render(texts.words(Lang::En)),
    ));
    set(&js, "column", JsValue::from(error.column as u32));
    let span = js_sys::Array::of2(
        &JsValue::from(error.span.start as u32),
        &JsValue::from(error.span.end as u32),
    );
    set(&js, "span", span.into());
    set(&js, "found", JsValue::from_str(&error.found));
    set(&js, "key", JsValue::from_str(error.key()));
    if let sglab_core::notation::ParseErrorKind::DidYouMean(suggestion) = &error.kind {
        set(&js, "suggestion", JsValue::from_str(suggestion.word));
    }
    set(
        &js,
        "localized",
        localized(texts, |lang| error.render(lang)),
    );
    js
}

/// `{en, zh}`: a message in both languages, so the page shows the user's.
fn localized(texts: Texts<'_>, render: impl Fn(Words<'_>) -> String) -> JsValue {
    let object = js_sys::Object::new();
    for lang in [Lang::En, Lang::Zh] {
        set(
            &object,
            lang.tag(),
            JsValue::from_str(&render(texts.words(lang))),
        );
    }
    object.into()
}

/// Every message of core in `lang`, as `{key: text}`.
pub fn messages(texts: Texts<'_>, lang: Lang) -> JsValue {
    let object = js_sys::Object::new();
    for (key, text) in texts.all(lang) {
        set(&object, key, JsValue::from_str(text));
    }
    object.into()
}

/// A limit error as a `RangeError` with `key` (`limit.too_large`, `limit.loopy`, `limit.cancelled`).
pub fn limit_error(texts: Texts<'_>, error: &LimitError) -> JsValue {
    let js = JsValue::from(js_sys::RangeError::new(
        &error.render(texts.words(Lang::En)),
    ));
    set(&js, "key", JsValue::from_str(error.key()));
    set(
        &js,
        "localized",
        localized(texts, |lang| error.render(lang)),
    );
    js
}

/// Either kind of analysis error.
pub fn analysis_error(texts: Texts<'_>, error: AnalysisError) -> JsValue {
    match error {
        AnalysisError::Parse(error) => parse_error(texts, &error),
        AnalysisError::Limit(error) => limit_error(texts, &error),
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
        rests: Vec<String>,
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
    let width = binary::width(rows.iter().map(|row| row.value).chain([extra]));
    rows.iter()
        .map(|row| RowJs {
            label: row.label.clone(),
            value: row.value.to_string(),
            binary: binary::digits(row.value, width),
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
                    total_binary: binary::digits(*total, width),
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
                sums: strings(sums),
                rests: strings(&sglab_core::proof::column_rests(sums, *modulus)),
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
    fn new(step: &Step, lang: Words<'_>) -> StepJs {
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
    pub fn new(proof: &Proof, lang: Words<'_>) -> ProofJs {
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
pub fn table_error(texts: Texts<'_>, error: TableError) -> JsValue {
    let message = error.render(texts.words(Lang::En));
    let js = match &error {
        TableError::Parse(error) => return parse_error(texts, error),
        TableError::Limit(error) => return limit_error(texts, error),
        TableError::TooLarge { .. } => JsValue::from(js_sys::RangeError::new(&message)),
        TableError::NotAComponent { .. }
        | TableError::NotAHeapGame { .. }
        | TableError::NotATwoNumberGame { .. }
        | TableError::NoPairs { .. } => JsValue::from(js_sys::Error::new(&message)),
    };
    set(&js, "key", JsValue::from_str(error.key()));
    set(
        &js,
        "localized",
        localized(texts, |lang| error.render(lang)),
    );
    js
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

/// One move for play: `{game, outcome, sg, remoteness, best}` (`remoteness` a decimal
/// string or null; `best` core's choice of the moves to star).
#[derive(Serialize)]
pub struct MoveJs {
    game: String,
    outcome: &'static str,
    sg: Option<String>,
    remoteness: Option<String>,
    best: bool,
}

/// The moves of a position: `{moves, total, truncated, onlyWinning, remoteness, outcome,
/// sg}` (`outcome` and `sg` the position's own, null when unknown).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OptionsJs {
    moves: Vec<MoveJs>,
    total: Option<u64>,
    truncated: bool,
    only_winning: bool,
    remoteness: Option<String>,
    outcome: Option<&'static str>,
    sg: Option<String>,
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
                    best: item.best,
                })
                .collect(),
            total: list.total,
            truncated: list.truncated,
            only_winning: list.only_winning,
            remoteness: list.remoteness.map(|value| value.to_string()),
            outcome: list.outcome.map(|outcome| outcome.letter()),
            sg: list.sg.map(|value| value.to_string()),
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
    fn new(texts: Texts<'_>, render: impl Fn(Words<'_>) -> String) -> Localized {
        Localized {
            en: render(texts.words(Lang::En)),
            zh: render(texts.words(Lang::Zh)),
        }
    }
}

impl PeriodJs {
    /// The report, its certificate in `texts`.
    pub fn new(texts: Texts<'_>, report: &PeriodReport) -> Self {
        PeriodJs {
            preperiod: report.period.map(|p| p.preperiod.to_string()),
            period: report.period.map(|p| p.period.to_string()),
            checked_to: report.checked_to.to_string(),
            certificate: report.certificate.render(texts.words(Lang::En)),
            certificate_localized: Localized::new(texts, |lang| report.certificate.render(lang)),
        }
    }
}

/// Values as decimal strings.
pub fn strings(values: &[u64]) -> Vec<String> {
    values.iter().map(u64::to_string).collect()
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

/// A game's description as it crosses: `{game, rule, components: [{text, keyword, table}],
/// mayRepeat}`, `table` one of `{kind: "strip", row, heaps}`, `{kind: "grid", keyword,
/// cell}`, `{kind: "none"}`, numbers as decimal strings.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DescriptionJs {
    game: String,
    rule: &'static str,
    components: Vec<ComponentJs>,
    may_repeat: bool,
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
            may_repeat: description.may_repeat,
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
pub fn type_error(texts: Texts<'_>, key: &'static str, params: &[(&str, &str)]) -> JsValue {
    keyed_error(texts, key, params, |text| {
        js_sys::TypeError::new(text).into()
    })
}

/// A `RangeError` with `key` and its message in both languages.
pub fn range_error(texts: Texts<'_>, key: &'static str, params: &[(&str, &str)]) -> JsValue {
    keyed_error(texts, key, params, |text| {
        js_sys::RangeError::new(text).into()
    })
}

/// An error made by `make` from the English message of `key`, with `key` and `localized`.
fn keyed_error(
    texts: Texts<'_>,
    key: &'static str,
    params: &[(&str, &str)],
    make: impl FnOnce(&str) -> JsValue,
) -> JsValue {
    let params: Vec<(&str, String)> = params
        .iter()
        .map(|&(name, value)| (name, sglab_core::notation::excerpt(value)))
        .collect();
    let params: Vec<(&str, &str)> = params.iter().map(|(n, v)| (*n, v.as_str())).collect();
    let render = |lang: Words<'_>| sglab_core::i18n::format(lang, key, &params);
    let js = make(&render(texts.words(Lang::En)));
    set(&js, "key", JsValue::from_str(key));
    set(&js, "localized", localized(texts, render));
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

/// A drawing error: notation as `SyntaxError`, limits and sizes as `RangeError`, a view
/// that does not apply as `Error`; each with `key` and `localized`.
pub fn draw_error(texts: Texts<'_>, error: sglab_draw::DrawError) -> JsValue {
    use sglab_draw::DrawError;
    let message = error.render(texts.words(Lang::En));
    let js = match &error {
        DrawError::Parse(error) => return parse_error(texts, error),
        DrawError::Limit(error) => return limit_error(texts, error),
        DrawError::Table(error) => return table_error(texts, error.clone()),
        DrawError::TooLarge { .. } => JsValue::from(js_sys::RangeError::new(&message)),
        DrawError::NotApplicable { .. } => JsValue::from(js_sys::Error::new(&message)),
    };
    set(&js, "key", JsValue::from_str(error.key()));
    set(
        &js,
        "localized",
        localized(texts, |lang| error.render(lang)),
    );
    js
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
    pub fn new(
        texts: Texts<'_>,
        found: &sglab_core::pattern::Pattern,
        component: &str,
    ) -> PatternJs {
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
            rule: Localized::new(texts, |lang| found.describe(lang)),
            theorem: found.proof(component, texts.words(Lang::En)).map(|_| {
                Localized::new(texts, |lang| {
                    found.proof(component, lang).unwrap_or_default()
                })
            }),
        }
    }
}

/// A claim check as it crosses: `{holds, checkedTo, counterexample, forAll}`.
#[cfg(feature = "full")]
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CheckJs {
    holds: bool,
    checked_to: String,
    counterexample: Option<String>,
    for_all: bool,
}

#[cfg(feature = "full")]
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
#[cfg(feature = "full")]
pub fn check_error(texts: Texts<'_>, error: sglab_core::claim::CheckError) -> JsValue {
    use sglab_core::claim::CheckError;
    let message = error.render(texts.words(Lang::En));
    let js = match &error {
        CheckError::Table(table) => return table_error(texts, table.clone()),
        CheckError::Syntax(syntax) => {
            let js = JsValue::from(js_sys::SyntaxError::new(&message));
            set(&js, "column", JsValue::from(syntax.column as u32));
            js
        }
        CheckError::WrongVariable { .. } | CheckError::Type { .. } => {
            JsValue::from(js_sys::TypeError::new(&message))
        }
        CheckError::Arithmetic { .. } => JsValue::from(js_sys::RangeError::new(&message)),
    };
    set(&js, "key", JsValue::from_str(error.key()));
    set(
        &js,
        "localized",
        localized(texts, |lang| error.render(lang)),
    );
    js
}

/// A fence read (`fence`): the widget's tag and attributes, or its error.
#[derive(Serialize)]
#[serde(untagged)]
pub enum FenceJs {
    /// The widget.
    Widget {
        tag: String,
        attributes: Vec<(String, String)>,
    },
    /// Why the info string is not a widget.
    Error { error: FenceErrorJs },
}

/// A fence's error: its key, 1-based column of the info string, the word at fault, what
/// was expected, the widget, and the message with its column in the language asked.
#[derive(Serialize)]
pub struct FenceErrorJs {
    key: &'static str,
    column: usize,
    found: String,
    expected: String,
    widget: String,
    message: String,
}

impl FenceJs {
    pub fn new(
        read: Result<sglab_core::fence::Widget, sglab_core::fence::FenceError>,
        lang: Words<'_>,
    ) -> FenceJs {
        match read {
            Ok(widget) => FenceJs::Widget {
                tag: widget.tag(),
                attributes: widget.attributes,
            },
            Err(error) => FenceJs::Error {
                error: FenceErrorJs::new(&error, lang),
            },
        }
    }
}

impl FenceErrorJs {
    pub fn new(error: &sglab_core::fence::FenceError, lang: Words<'_>) -> FenceErrorJs {
        FenceErrorJs {
            key: error.key,
            column: error.column,
            found: error.found.clone(),
            expected: error.expected.clone(),
            widget: error.widget.clone(),
            message: error.located(lang),
        }
    }
}

/// A fence's HTML (`fenceHtml`): the widget with its picture inside, or the error's
/// `<pre>` and the error.
#[derive(Serialize)]
pub struct FenceHtmlJs {
    pub html: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<FenceErrorJs>,
}

/// A fence's picture (`fencePicture`): the widget, and its picture as a drawing tree (or
/// null when the game has none: the widget will show why), the view and the alt text.
#[derive(Serialize)]
pub struct FencePictureJs {
    pub tag: String,
    pub attributes: Vec<(String, String)>,
    pub drawing: Option<sglab_draw::tree::Element>,
    pub view: Option<&'static str>,
    pub alt: String,
}

/// A Markdown text rewritten (`rewriteMarkdown`): the text and each fence's error.
#[derive(Serialize)]
pub struct RewrittenJs {
    pub text: String,
    pub errors: Vec<LineErrorJs>,
}

/// A fence's error with the 1-based line of its fence.
#[derive(Serialize)]
pub struct LineErrorJs {
    pub line: usize,
    #[serde(flatten)]
    pub error: FenceErrorJs,
}
