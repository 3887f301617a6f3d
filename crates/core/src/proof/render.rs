//! Renders a [`Proof`] as readable text in a [`Lang`], by filling the message templates of
//! `i18n/proof.rs`; numbers, positions and binary columns are written the same way in
//! every language.

use std::fmt::Write as _;

use super::{Proof, Step, StepKind, XorRow};
use crate::i18n::{self, Words};

/// The text of one step's own message in `lang` (without its data or children).
///
/// ```
/// use sglab_core::{i18n::Lang, proof::{render::step_text, Step}};
/// let step = Step::fact("proof.more").param("count", 3);
/// assert_eq!(step_text(&step, Lang::En.words()), "… and 3 more.");
/// ```
pub fn step_text(step: &Step, lang: Words<'_>) -> String {
    let params: Vec<(&str, &str)> = step
        .params
        .iter()
        .map(|(name, value)| (*name, value.as_str()))
        .collect();
    i18n::format(lang, step.key, &params)
}

/// The first line of a proof: the position, its outcome and its SG value.
pub fn header(proof: &Proof, lang: Words<'_>) -> String {
    let outcome = i18n::format(lang, &format!("outcome.{}", proof.outcome), &[]);
    match proof.sg {
        Some(sg) => i18n::format(
            lang,
            "proof.header_sg",
            &[
                ("game", &proof.game),
                ("outcome", &outcome),
                ("sg", &sg.to_string()),
            ],
        ),
        None => i18n::format(
            lang,
            "proof.header",
            &[("game", &proof.game), ("outcome", &outcome)],
        ),
    }
}

/// The whole proof as text: a header, then the numbered steps, children indented.
///
/// ```
/// use sglab_core::{i18n::Lang, proof::{explain_text, render::render}};
/// let proof = explain_text("nim 1 2 3", &sglab_core::Limits::default()).unwrap();
/// assert!(render(&proof, Lang::Zh.words()).contains("必败态"));
/// ```
pub fn render(proof: &Proof, lang: Words<'_>) -> String {
    let mut out = header(proof, lang);
    out.push('\n');
    for (index, step) in proof.steps.iter().enumerate() {
        render_step(&mut out, step, &format!("{}", index + 1), 0, lang);
    }
    out
}

fn render_step(out: &mut String, step: &Step, number: &str, depth: usize, lang: Words<'_>) {
    let indent = "   ".repeat(depth);
    let _ = writeln!(out, "{indent}{number}. {}", step_text(step, lang));
    let data_indent = format!("{indent}{}", " ".repeat(number.len() + 2));
    for line in data_lines(step, lang) {
        let _ = writeln!(out, "{data_indent}{line}");
    }
    if let Some(expand) = &step.expand {
        let _ = writeln!(
            out,
            "{data_indent}{}",
            i18n::format(lang, "proof.line.expand", &[("game", expand)])
        );
    }
    for (index, child) in step.children.iter().enumerate() {
        render_step(
            out,
            child,
            &format!("{number}.{}", index + 1),
            depth + 1,
            lang,
        );
    }
}

/// The lines that show a step's data: tables, options, replies.
pub fn data_lines(step: &Step, lang: Words<'_>) -> Vec<String> {
    match &step.kind {
        StepKind::Fact
        | StepKind::Theorem { .. }
        | StepKind::Reduction { .. }
        | StepKind::WinningMove { .. } => Vec::new(),
        StepKind::Mex {
            options,
            more,
            value,
        } => {
            let width = options
                .iter()
                .map(|o| o.position.chars().count())
                .max()
                .unwrap_or(0);
            let mut lines: Vec<String> = options
                .iter()
                .map(|option| {
                    let mut line = format!("{:<width$}  SG = {}", option.position, option.sg);
                    if !option.parts.is_empty() {
                        let parts: Vec<String> = option.parts.iter().map(u64::to_string).collect();
                        let _ = write!(line, " = {}", parts.join(" ⊕ "));
                    }
                    line
                })
                .collect();
            if *more == 0 {
                let mut values: Vec<u64> = options.iter().map(|o| o.sg).collect();
                values.sort_unstable();
                values.dedup();
                let values: Vec<String> = values.iter().map(u64::to_string).collect();
                lines.push(format!("mex{{{}}} = {value}", values.join(", ")));
            }
            lines
        }
        StepKind::Xor {
            rows,
            total,
            highest_bit,
            ..
        } => {
            let mut lines = binary_table(rows, Some(("⊕", *total)), 0);
            if let Some(bit) = highest_bit {
                let width = binary_width(rows, *total);
                let label_width = label_width(rows, "⊕");
                let number_width = number_width(rows, *total);
                let column = label_width + 3 + number_width + 3 + (width - 1 - *bit as usize);
                lines.push(format!("{}^", " ".repeat(column)));
            }
            lines
        }
        StepKind::Columns {
            rows,
            sums,
            modulus,
        } => {
            let modulus_label = format!("mod {modulus}");
            let label = label_width(rows, &modulus_label);
            let mut lines = binary_table(rows, None, label);
            let number = number_width(rows, 0);
            // Single digits line up under the binary columns; larger sums are spaced.
            let separator = if sums.iter().all(|&sum| sum < 10) {
                ""
            } else {
                " "
            };
            let sums_text: Vec<String> = sums.iter().map(u64::to_string).collect();
            lines.push(format!(
                "{:<label$}   {:>number$}   {}",
                "Σ",
                "",
                sums_text.join(separator)
            ));
            let rests: Vec<String> = super::column_rests(sums, *modulus)
                .iter()
                .map(u64::to_string)
                .collect();
            lines.push(format!(
                "{:<label$}   {:>number$}   {}",
                modulus_label,
                "",
                rests.join(separator)
            ));
            lines
        }
        StepKind::Certificate { replies, .. } => replies
            .iter()
            .map(|reply| match &reply.reply {
                Some(answer) => i18n::format(
                    lang,
                    "proof.line.reply",
                    &[("option", &reply.option), ("reply", answer)],
                ),
                None => i18n::format(lang, "proof.line.no_reply", &[("option", &reply.option)]),
            })
            .collect(),
        StepKind::StepNumbers { rows, .. } => {
            let width = label_width(rows, "");
            rows.iter()
                .map(|row| {
                    i18n::format(
                        lang,
                        "proof.line.step",
                        &[
                            ("component", &format!("{:<width$}", row.label)),
                            ("step", &row.value.to_string()),
                        ],
                    )
                })
                .collect()
        }
    }
}

fn label_width(rows: &[XorRow], extra: &str) -> usize {
    rows.iter()
        .map(|row| row.label.chars().count())
        .chain([extra.chars().count()])
        .max()
        .unwrap_or(0)
}

fn number_width(rows: &[XorRow], total: u64) -> usize {
    rows.iter()
        .map(|row| row.value.to_string().len())
        .chain([total.to_string().len()])
        .max()
        .unwrap_or(1)
}

fn binary_width(rows: &[XorRow], total: u64) -> usize {
    crate::binary::width(rows.iter().map(|row| row.value).chain([total]))
}

/// Rows as `label = decimal = binary`, aligned, with an optional total row under a rule.
fn binary_table(rows: &[XorRow], total: Option<(&str, u64)>, min_label: usize) -> Vec<String> {
    let total_value = total.map_or(0, |(_, value)| value);
    let width = binary_width(rows, total_value);
    let label = label_width(rows, total.map_or("", |(name, _)| name)).max(min_label);
    let number = number_width(rows, total_value);
    let mut lines: Vec<String> = rows
        .iter()
        .map(|row| {
            format!(
                "{:<label$} = {:>number$} = {}",
                row.label,
                row.value,
                crate::binary::digits(row.value, width)
            )
        })
        .collect();
    lines.push("-".repeat(label + 3 + number + 3 + width));
    if let Some((name, value)) = total {
        lines.push(format!(
            "{:<label$} = {:>number$} = {}",
            name,
            value,
            crate::binary::digits(value, width)
        ));
    }
    lines
}
