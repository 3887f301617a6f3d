//! Renders a [`Proof`] as Markdown with KaTeX-ready math, for pasting into a blog post:
//! the same steps and message templates as [`super::render`], positions as code spans,
//! xor sums and mex values as `$...$` formulas, binary columns and option lists as fenced
//! blocks (they stay aligned on every platform), replies and step numbers as lists.
//! Sub-proofs the page opens on demand (`Step::expand`) are written inline, one level
//! deep, since a pasted post has no button to open them; deeper ones are left out.

use std::fmt::Write as _;

use super::render::{data_lines, header};
use super::{explain_with, Proof, Step, StepKind};
use crate::engine::Engine;
use crate::i18n::{self, Words};
use crate::limits::Limits;

/// Builds the sub-proof a step names, or `None` to leave it out.
pub type SubProof<'a> = &'a mut dyn FnMut(&str) -> Option<Proof>;

/// The whole proof as Markdown: the header in bold, then the steps as a numbered list,
/// sub-steps nested.
///
/// ```
/// use sglab_core::{i18n::Lang, proof::{explain_text, markdown::markdown}};
/// let proof = explain_text("nim 3 4 5", &sglab_core::Limits::default()).unwrap();
/// let md = markdown(&proof, Lang::En.words());
/// assert!(md.contains("$3 \\oplus 4 \\oplus 5 = 2$"));
/// assert!(md.contains("go to `nim 1 4 5`"));
/// ```
pub fn markdown(proof: &Proof, lang: Words<'_>) -> String {
    // One engine for every sub-proof: they share one default budget (and its memo), and
    // those past it are left out.
    let mut engine = Engine::new(&Limits::default());
    markdown_with(proof, lang, &mut |text| {
        let game = crate::parse(text).ok()?;
        explain_with(&game, &mut engine).ok()
    })
}

/// The proof as Markdown with each sub-proof it names built by `sub` and written inline
/// under its step (one level: the sub-proofs' own are left out, as are those `sub`
/// returns `None` for).
///
/// ```
/// use sglab_core::{i18n::Lang, proof::{explain_text, markdown::markdown_with}};
/// let proof = explain_text("nim 3 4 5", &sglab_core::Limits::default()).unwrap();
/// let md = markdown_with(&proof, Lang::En.words(), &mut |_| None);
/// assert!(md.contains("go to `nim 1 4 5`") && !md.contains("expand"));
/// ```
pub fn markdown_with(proof: &Proof, lang: Words<'_>, sub: SubProof<'_>) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "**{}**\n", header_markdown(proof, lang));
    for (index, step) in proof.steps.iter().enumerate() {
        write_step(&mut out, step, index + 1, 0, lang, sub, true);
    }
    out
}

/// The header line with the position as a code span.
fn header_markdown(proof: &Proof, lang: Words<'_>) -> String {
    let plain = header(proof, lang);
    match plain.strip_prefix(proof.game.as_str()) {
        Some(rest) => format!("{}{}", code(&proof.game), escape(rest)),
        None => escape(&plain),
    }
}

/// One step as a list item at `indent` spaces, its data and children below it.
fn write_step(
    out: &mut String,
    step: &Step,
    number: usize,
    indent: usize,
    lang: Words<'_>,
    sub: SubProof<'_>,
    inline: bool,
) {
    let marker = format!("{number}. ");
    let pad = " ".repeat(indent);
    let _ = writeln!(out, "{pad}{marker}{}", step_markdown(step, lang));
    let inner = indent + marker.len();
    let inner_pad = " ".repeat(inner);
    for block in data_blocks(step, lang) {
        out.push('\n');
        for line in block.lines() {
            if line.is_empty() {
                out.push('\n');
            } else {
                let _ = writeln!(out, "{inner_pad}{line}");
            }
        }
    }
    // A sub-proof named for expanding is a button on the page; a blog post has no button,
    // so it is written here, under its own header, or left out.
    if let Some(expand) = step.expand.as_deref().filter(|_| inline)
        && let Some(proof) = sub(expand)
    {
        let _ = writeln!(out, "\n{inner_pad}*{}*\n", header_markdown(&proof, lang));
        for (index, child) in proof.steps.iter().enumerate() {
            write_step(out, child, index + 1, inner, lang, sub, false);
        }
    }
    if !step.children.is_empty() {
        out.push('\n');
        for (index, child) in step.children.iter().enumerate() {
            write_step(out, child, index + 1, inner, lang, sub, inline);
        }
    }
    if indent == 0 {
        out.push('\n');
    }
}

/// A step's own message with its parameters: positions as code spans, the rest escaped.
pub fn step_markdown(step: &Step, lang: Words<'_>) -> String {
    let params: Vec<(&str, &str)> = step
        .params
        .iter()
        .map(|(name, value)| (*name, value.as_str()))
        .collect();
    fill(lang, step.key, &params)
}

/// The template `key` in `lang` with `{name}` filled: a value holding a letter (a
/// position, a component) becomes a code span, any other value (a number) is written as
/// it is; the template's own text is escaped.
fn fill(lang: Words<'_>, key: &str, params: &[(&str, &str)]) -> String {
    let template = i18n::text(lang, key).unwrap_or(key);
    let mut out = String::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        let name = &after[..close];
        match params.iter().find(|(n, _)| *n == name) {
            Some((_, value)) => {
                out.push_str(&escape(&rest[..open]));
                if value.chars().any(|c| c.is_ascii_alphabetic()) {
                    out.push_str(&code(value));
                } else {
                    out.push_str(&escape(value));
                }
            }
            None => out.push_str(&escape(&rest[..open + close + 2])),
        }
        rest = &after[close + 1..];
    }
    out.push_str(&escape(rest));
    out
}

/// The blocks that show a step's data, each a Markdown fragment (lines, no indent).
fn data_blocks(step: &Step, lang: Words<'_>) -> Vec<String> {
    match &step.kind {
        StepKind::Fact
        | StepKind::Theorem { .. }
        | StepKind::Reduction { .. }
        | StepKind::WinningMove { .. } => Vec::new(),
        StepKind::Xor { rows, total, .. } => {
            let values: Vec<String> = rows.iter().map(|row| row.value.to_string()).collect();
            let sum = if values.is_empty() {
                "0".to_string()
            } else {
                values.join(" \\oplus ")
            };
            vec![
                format!("${sum} = {total}$"),
                fenced(&data_lines(step, lang)),
            ]
        }
        StepKind::Mex {
            options,
            more,
            value,
        } => {
            let mut lines = data_lines(step, lang);
            let mut blocks = Vec::new();
            if *more == 0 {
                // The last line is the text form of the mex, written as math instead.
                lines.pop();
                let mut values: Vec<u64> = options.iter().map(|o| o.sg).collect();
                values.sort_unstable();
                values.dedup();
                let set = if values.is_empty() {
                    "\\varnothing".to_string()
                } else {
                    let listed: Vec<String> = values.iter().map(u64::to_string).collect();
                    format!("\\{{{}\\}}", listed.join(", "))
                };
                if !lines.is_empty() {
                    blocks.push(fenced(&lines));
                }
                blocks.push(format!("$\\operatorname{{mex}}{set} = {value}$"));
            } else if !lines.is_empty() {
                blocks.push(fenced(&lines));
            }
            blocks
        }
        StepKind::Columns { .. } => vec![fenced(&data_lines(step, lang))],
        StepKind::Certificate { replies, .. } => {
            let items: Vec<String> = replies
                .iter()
                .map(|reply| match &reply.reply {
                    Some(answer) => format!(
                        "- {}",
                        fill(
                            lang,
                            "proof.line.reply",
                            &[("option", &reply.option), ("reply", answer)]
                        )
                    ),
                    None => format!(
                        "- {}",
                        fill(lang, "proof.line.no_reply", &[("option", &reply.option)])
                    ),
                })
                .collect();
            if items.is_empty() {
                Vec::new()
            } else {
                vec![items.join("\n")]
            }
        }
        StepKind::StepNumbers { rows, .. } => {
            let items: Vec<String> = rows
                .iter()
                .map(|row| {
                    format!(
                        "- {}",
                        fill(
                            lang,
                            "proof.line.step",
                            &[("component", &row.label), ("step", &row.value.to_string())]
                        )
                    )
                })
                .collect();
            if items.is_empty() {
                Vec::new()
            } else {
                vec![items.join("\n")]
            }
        }
    }
}

/// Lines in a fenced block, which keeps their alignment.
fn fenced(lines: &[String]) -> String {
    let mut out = String::from("```text\n");
    for line in lines {
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("```");
    out
}

/// `text` as a code span (notation never holds a backtick; one would widen the fence).
fn code(text: &str) -> String {
    if text.contains('`') {
        format!("`` {text} ``")
    } else {
        format!("`{text}`")
    }
}

/// `text` with the characters Markdown or a math renderer would act on escaped (`<` only
/// where it could open an HTML tag, so `1 < 3` stays as written).
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let tag = c == '<'
            && chars
                .peek()
                .is_some_and(|&next| next.is_ascii_alphabetic() || matches!(next, '/' | '!' | '?'));
        if tag || matches!(c, '\\' | '`' | '*' | '_' | '$' | '[' | ']') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::proof::explain_text;
    use crate::Limits;

    fn md(game: &str, lang: Words<'_>) -> String {
        markdown(&explain_text(game, &Limits::default()).unwrap(), lang)
    }

    #[test]
    fn nim_shows_the_xor_as_math_and_the_columns_as_a_block() {
        let out = md("nim 3 4 5", Lang::En.words());
        assert!(out.starts_with("**`nim 3 4 5`: N: the player to move wins (SG value 2)**\n\n1. "));
        assert!(out.contains("\n   $3 \\oplus 4 \\oplus 5 = 2$\n"));
        assert!(out.contains("\n   ```text\n   nim 3 = 3 = 011\n"));
        assert!(out.contains("   ⊕     = 2 = 010\n"));
        assert!(out.contains("Winning move: go to `nim 1 4 5`, a P-position"));
        // No dead placeholder for a sub-proof: a blog has no button to expand it, so the
        // winning move's proof (nim 1 4 5, xor 0) is written inline under it.
        assert!(!out.contains("expand"), "{out}");
        assert!(out.contains("*`nim 1 4 5`: P"), "{out}");
        assert!(out.contains("$1 \\oplus 4 \\oplus 5 = 0$"), "{out}");
        let zh = md("nim 3 4 5", Lang::Zh.words());
        assert!(!zh.contains("展开"), "{zh}");
        let bare = markdown_with(
            &explain_text("nim 3 4 5", &Limits::default()).unwrap(),
            Lang::En.words(),
            &mut |_| None,
        );
        assert!(!bare.contains("expand") && !bare.contains("`nim 1 4 5`: P"));
        // Fences are balanced.
        assert_eq!(out.matches("```").count() % 2, 0);
    }

    #[test]
    fn mex_is_an_operator_and_replies_are_a_list() {
        let out = md("kayles 5", Lang::Zh.words());
        assert!(
            out.contains("$\\operatorname{mex}\\{0, 1, 2, 3\\} = 4$"),
            "{out}"
        );
        assert!(!out.contains("mex{0, 1, 2, 3} = 4"));
        let out = md("nim 1 2 3", Lang::Zh.words());
        assert!(out.contains("- `nim 0 2 3`  →  应对 `nim 0 2 2`"), "{out}");
        assert!(out.contains("必败态"));
    }

    #[test]
    fn template_text_is_escaped_and_positions_are_code() {
        let out = md("wythoff 4 7", Lang::En.words());
        assert!(out.contains("a\\_k"), "{out}");
        assert!(!out.contains(" a_k"));
        let out = md("every: nim 1 2 + bash m=2 3", Lang::En.words());
        assert!(out.contains("- `bash m=2 3`  step 2"), "{out}");
        assert_eq!(escape("a*b_c$d"), "a\\*b\\_c\\$d");
        assert_eq!(escape("1 < 3 <b>"), "1 < 3 \\<b>");
        assert_eq!(
            fill(Lang::En.words(), "proof.more", &[("count", "3")]),
            "… and 3 more."
        );
    }

    #[test]
    fn every_proof_of_the_gallery_renders() {
        for game in [
            "nim 1 2 3",
            "bash m=3 10",
            "misere: nim 1 1 2",
            "moore k=2 1 2 3",
            "staircase 1 2 3",
            "tree 1-2 1-3 2-4",
            "euclid 25 7",
            "cut 4x5",
            "subtract {1,3,4} 10",
        ] {
            for lang in [Lang::En.words(), Lang::Zh.words()] {
                let out = md(game, lang);
                assert!(out.lines().count() > 3, "{game}");
                assert_eq!(out.matches("```").count() % 2, 0, "{game}");
                assert_eq!(out.matches('$').count() % 2, 0, "{game}: {out}");
            }
        }
    }
}
