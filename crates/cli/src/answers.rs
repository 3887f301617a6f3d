//! Each command's answer as NOTATION.md fixes it: its JSON value (the fields in order) and
//! its readable text, made from what core computed. **Invariant:** the text and the JSON
//! of a command are a contract; a change here changes what scripts read.

use std::fmt::Write as _;

use serde::Serialize;
use sglab_core::analysis::{analyze_text, Analysis};
use sglab_core::claim::CheckReport;
use sglab_core::games::PeriodReport;
use sglab_core::i18n::{format, Words};
use sglab_core::pattern::Pattern;
use sglab_core::retrograde::Generalized;
use sglab_core::Limits;

use crate::failure::Failure;
use crate::output::Answer;

/// The JSON of `sglab analyze`: the fields of NOTATION.md, then `winning_moves_total` (all
/// winning moves, listed or not; null when unknown), `components` (each atom's text) and
/// `component_sg` (each atom's SG value, null except under normal play); for a game that
/// may never end (`loopy`), `sg` and `component_sg` hold generalized values (a number or
/// `"∞{...}"`) and `drawing_moves`, `drawing_moves_total` follow.
#[derive(Serialize)]
struct AnalyzeJson {
    game: String,
    rule: &'static str,
    outcome: &'static str,
    sg: Option<SgJson>,
    winning_moves: Vec<String>,
    winning_moves_total: Option<u128>,
    components: Vec<String>,
    component_sg: Option<Vec<SgJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    drawing_moves: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    drawing_moves_total: Option<Option<u128>>,
}

/// An SG value in JSON: a number, or for a game that may never end the string `"∞"`
/// followed by the set of finite values among the options (`"∞{0,2}"`).
#[derive(Serialize)]
#[serde(untagged)]
enum SgJson {
    Number(u64),
    Infinite(String),
}

impl From<&Generalized> for SgJson {
    fn from(value: &Generalized) -> Self {
        match value {
            Generalized::Finite(number) => SgJson::Number(*number),
            Generalized::Infinite(_) => SgJson::Infinite(value.to_string()),
        }
    }
}

/// `sglab analyze`: `nim 3 4 5: N (SG 2)`, then the winning moves.
pub fn analysis(analysis: &Analysis) -> Result<Answer, Failure> {
    let json = AnalyzeJson {
        game: analysis.game.to_string(),
        rule: analysis.game.rule.keyword(),
        outcome: analysis.outcome.letter(),
        sg: match &analysis.generalized {
            Some((total, _)) => Some(total.into()),
            None => analysis.sg.map(SgJson::Number),
        },
        winning_moves: analysis
            .winning_moves
            .iter()
            .map(|game| game.to_string())
            .collect(),
        winning_moves_total: analysis.winning_moves_total,
        components: analysis
            .game
            .atoms
            .iter()
            .map(|atom| atom.to_string())
            .collect(),
        component_sg: match &analysis.generalized {
            Some((_, values)) => Some(values.iter().map(SgJson::from).collect()),
            None => analysis
                .component_sg
                .as_ref()
                .map(|values| values.iter().copied().map(SgJson::Number).collect()),
        },
        drawing_moves: analysis.generalized.as_ref().map(|_| {
            analysis
                .drawing_moves
                .iter()
                .map(|game| game.to_string())
                .collect()
        }),
        drawing_moves_total: analysis
            .generalized
            .as_ref()
            .map(|_| analysis.drawing_moves_total),
    };
    let mut out = format!("{}: {}", analysis.game, analysis.outcome.letter());
    match (&analysis.generalized, analysis.sg) {
        (Some((total, _)), _) => {
            let _ = write!(out, " (SG {total})");
        }
        (None, Some(sg)) => {
            let _ = write!(out, " (SG {sg})");
        }
        (None, None) => {}
    }
    out.push('\n');
    if !analysis.drawing_moves.is_empty() {
        out.push_str("moves that keep the draw:\n");
        for game in &analysis.drawing_moves {
            let _ = writeln!(out, "  {game}");
        }
        let listed = analysis.drawing_moves.len() as u128;
        if let Some(total) = analysis.drawing_moves_total
            && total > listed
        {
            let _ = writeln!(out, "  ... and {} more", total - listed);
        }
        return Answer::value(&json, out);
    }
    if analysis.winning_moves.is_empty() {
        out.push_str("no winning move\n");
        return Answer::value(&json, out);
    }
    out.push_str("winning moves:\n");
    for game in &analysis.winning_moves {
        let _ = writeln!(out, "  {game}");
    }
    let listed = analysis.winning_moves.len() as u128;
    if let Some(total) = analysis.winning_moves_total
        && total > listed
    {
        let _ = writeln!(out, "  ... and {} more", total - listed);
    }
    Answer::value(&json, out)
}

/// The JSON of `sglab period`: NOTATION.md's shape, plus `certificate` also when no period
/// is proved (it then says why).
#[derive(Serialize)]
struct PeriodJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    preperiod: Option<u64>,
    period: Option<u64>,
    checked_to: u64,
    certificate: String,
}

/// `sglab period`: the period and its certificate, or, when none is proved, the certificate
/// alone (it says how far the values were checked and why they stopped); "not found"
/// without a period.
pub fn period(component: &str, report: &PeriodReport) -> Result<Answer, Failure> {
    let json = PeriodJson {
        preperiod: report.period.map(|p| p.preperiod),
        period: report.period.map(|p| p.period),
        checked_to: report.checked_to,
        certificate: report.certificate.to_string(),
    };
    let text = match report.period {
        Some(period) => format!(
            "{component}: period {} from heap {} (checked to {})\n{}\n",
            period.period, period.preperiod, report.checked_to, report.certificate
        ),
        None => format!("{component}: {}\n", report.certificate),
    };
    Ok(Answer::value(&json, text)?.found(report.period.is_some()))
}

/// `sglab check --json`: `{"holds", "checked_to", "counterexample", "for_all"}`.
#[derive(Serialize)]
struct CheckJson {
    holds: bool,
    checked_to: u64,
    counterexample: Option<String>,
    for_all: bool,
}

/// `sglab check`: the verdict, and for a counterexample its outcome and value; "no" when the
/// claim fails.
pub fn check(report: &CheckReport, lang: Words<'_>, limits: &Limits) -> Result<Answer, Failure> {
    let json = CheckJson {
        holds: report.holds,
        checked_to: report.checked_to,
        counterexample: report.counterexample.clone(),
        for_all: report.for_all,
    };
    let to = report.checked_to.to_string();
    let text = match &report.counterexample {
        None if report.for_all => {
            format!("{}\n", format(lang, "check.holds_for_all", &[("to", &to)]))
        }
        None => format!("{}\n", format(lang, "check.holds", &[("to", &to)])),
        Some(position) => {
            let mut text = format!(
                "{}\n",
                format(lang, "check.fails", &[("position", position)])
            );
            if let Ok(analysis) = analyze_text(position, limits) {
                let value = analysis
                    .sg
                    .map_or_else(|| "?".to_string(), |sg| sg.to_string());
                let _ = writeln!(
                    text,
                    "{}",
                    format(
                        lang,
                        "check.counterexample",
                        &[
                            ("position", position),
                            ("outcome", analysis.outcome.letter()),
                            ("sg", &value)
                        ],
                    )
                );
            }
            text
        }
    };
    Ok(Answer::value(&json, text)?.found(report.holds))
}

/// `sglab pattern --json`: `{"kind": "periodic"|"arithmetic"|"rule"|"none", "preperiod",
/// "period", "saltus" (heap games), "proved", "checked_to", "rule": the sentence, "theorem"}`.
#[derive(Serialize)]
struct PatternJson {
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    preperiod: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    period: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    saltus: Option<u64>,
    proved: bool,
    checked_to: u64,
    rule: String,
    theorem: Option<String>,
}

/// `sglab pattern`: `component: the rule`, then the theorem that proves it; "not found"
/// without a pattern.
pub fn pattern(pattern: &Pattern, component: &str, lang: Words<'_>) -> Result<Answer, Failure> {
    let summary = pattern.summary();
    let numbers = summary.numbers;
    let json = PatternJson {
        kind: summary.kind,
        preperiod: numbers.map(|n| n.0),
        period: numbers.map(|n| n.1),
        saltus: numbers.map(|n| n.2),
        proved: summary.proved,
        checked_to: summary.checked_to,
        rule: pattern.describe(lang),
        theorem: pattern.proof(component, lang),
    };
    let mut text = format!("{component}: {}\n", json.rule);
    if let Some(theorem) = &json.theorem {
        let _ = writeln!(text, "{theorem}");
    }
    let found = json.kind != "none";
    Ok(Answer::value(&json, text)?.found(found))
}
