//! The binary columns of a Nim sum: each component's SG value as a row of bits, the xor
//! row under a rule, the highest set bit of the xor marked with its column, and the row
//! a winning move changes (Bouton 1901: from a non-zero xor, a row holding its highest
//! bit can be lowered to `value ⊕ total`). Exact for any u64.

use sglab_core::binary;
use sglab_core::i18n::Words;

use crate::paint::{
    self, message, outcome_colours, text_line, Block, INK, MONO, MUTED, P_SOFT, WIN,
};
use crate::tree::Element;

const ROW_H: i64 = 22;
const BIT_W: i64 = 14;

/// What the columns show.
pub struct Columns<'a> {
    /// One row per component drawn: its text and its SG value.
    pub rows: &'a [(String, u64)],
    /// Components left out of the drawing (their values are in `total`).
    pub more: usize,
    /// The xor of every component's value.
    pub total: u64,
    /// Whether the xor decides the outcome (normal play): then the total's letter is shown.
    pub letter: bool,
}

/// The row a winning move changes: the first whose value has the highest bit of `total`.
pub fn chosen_row(rows: &[(String, u64)], total: u64) -> Option<usize> {
    if total == 0 {
        return None;
    }
    let bit = 63 - total.leading_zeros();
    rows.iter().position(|(_, value)| value >> bit & 1 == 1)
}

/// The columns with their caption and conclusion (wrapped to `caption_width`) as one block.
pub fn xor_block(columns: &Columns<'_>, title: &str, lang: Words<'_>, caption_width: i64) -> Block {
    let caption = Block::caption(&[title.to_string()], true, caption_width);
    let mut group = Element::new("g").attr("class", "sg-xor");
    let mut y = caption.height + 4;
    group.push(caption.element);

    let width_bits =
        binary::width(columns.rows.iter().map(|(_, v)| *v).chain([columns.total])) as i64;
    let label_w = columns
        .rows
        .iter()
        .map(|(label, _)| paint::text_width(label, 13))
        .chain([paint::text_width("⊕", 13)])
        .max()
        .unwrap_or(8);
    let decimal_w = columns
        .rows
        .iter()
        .map(|(_, v)| paint::text_width(&v.to_string(), 13))
        .chain([paint::text_width(&columns.total.to_string(), 13)])
        .max()
        .unwrap_or(8);
    let decimal_right = label_w + 24 + decimal_w;
    let bits_left = decimal_right + 20;
    let bit_x = |bit: i64| bits_left + (width_bits - 1 - bit) * BIT_W;
    let highest = (columns.total != 0).then(|| 63 - i64::from(columns.total.leading_zeros()));
    // The move to value ⊕ total wins only under normal play (under misère play it can
    // leave the wrong number of heaps of one), so it is marked only then.
    let chosen = columns
        .letter
        .then(|| chosen_row(columns.rows, columns.total))
        .flatten();
    let table_rows = columns.rows.len() as i64 + 1;

    // Bit numbers over the columns.
    let mut header = Element::new("g").attr("class", "sg-bit-numbers");
    for bit in 0..width_bits {
        header.push(
            text_line(bit_x(bit) + BIT_W / 2, y + 12, 9, MUTED, &bit.to_string())
                .attr("text-anchor", "middle")
                .attr("font-family", MONO),
        );
    }
    group.push(header);
    y += 16;
    if let Some(bit) = highest {
        group.push(
            Element::new("rect")
                .attr("class", "sg-highest")
                .attr("data-bit", bit)
                .attr("x", bit_x(bit))
                .attr("y", y)
                .attr("width", BIT_W)
                .attr("height", table_rows * ROW_H + 6)
                .attr("fill", P_SOFT)
                .attr("stroke", "#1e3a8a")
                .attr("stroke-width", 1),
        );
    }

    let row_element = |label: &str, value: u64, y: i64, class: String, bold: bool| {
        let weight = if bold { 700 } else { 400 };
        let mut row = Element::new("g")
            .attr("class", class)
            .attr("data-value", value)
            .child(
                text_line(0, y + 16, 13, INK, label)
                    .attr("font-family", MONO)
                    .attr("font-weight", weight),
            )
            .child(
                text_line(decimal_right, y + 16, 13, INK, &value.to_string())
                    .attr("text-anchor", "end")
                    .attr("font-family", MONO)
                    .attr("font-weight", weight),
            )
            .child(text_line(label_w + 8, y + 16, 13, MUTED, "="));
        let digits = binary::digits(value, width_bits as usize);
        for (i, digit) in digits.chars().enumerate() {
            let bit = width_bits - 1 - i as i64;
            let mut text = text_line(bit_x(bit) + BIT_W / 2, y + 16, 13, INK, &digit.to_string())
                .attr("text-anchor", "middle")
                .attr("font-family", MONO);
            if digit == '1' {
                text.set("font-weight", 700);
            }
            row.push(text);
        }
        row
    };

    for (index, (label, value)) in columns.rows.iter().enumerate() {
        let is_chosen = chosen == Some(index);
        let mut row = row_element(
            label,
            *value,
            y,
            if is_chosen {
                "sg-xor-row sg-chosen".to_string()
            } else {
                "sg-xor-row".to_string()
            },
            is_chosen,
        );
        if is_chosen {
            let target = value ^ columns.total;
            row.push(
                text_line(bit_x(-1) + 8, y + 16, 13, WIN, &format!("→ {target}"))
                    .attr("class", "sg-target")
                    .attr("font-weight", 700)
                    .attr("font-family", MONO),
            );
        }
        group.push(row);
        y += ROW_H;
    }
    let rule_right = bit_x(-1);
    group.push(
        Element::new("path")
            .attr("class", "sg-rule")
            .attr("d", format!("M0,{} L{rule_right},{}", y + 3, y + 3))
            .attr("stroke", INK)
            .attr("stroke-width", "1.5"),
    );
    y += 6;
    let letter = if columns.total == 0 { "P" } else { "N" };
    let mut total_row = row_element(
        "⊕",
        columns.total,
        y,
        format!("sg-xor-total sg-{letter}"),
        true,
    );
    if columns.letter {
        let (fill, ink, line) = outcome_colours(letter);
        total_row.push(
            Element::new("g")
                .attr("class", format!("sg-chip sg-{letter}"))
                .attr(
                    "transform",
                    format!("translate({},{})", rule_right + 40, y + 1),
                )
                .child(
                    Element::new("rect")
                        .attr("width", 26)
                        .attr("height", 20)
                        .attr("rx", 5)
                        .attr("fill", fill)
                        .attr("stroke", line),
                )
                .child(
                    text_line(13, 15, 13, ink, letter)
                        .attr("text-anchor", "middle")
                        .attr("font-weight", 700),
                ),
        );
    }
    group.push(total_row);
    y += ROW_H + 8;

    let mut lines = Vec::new();
    if columns.more > 0 {
        lines.push(message(
            lang,
            "draw.xor_more",
            &[("count", &columns.more.to_string())],
        ));
    }
    if columns.letter {
        lines.push(match (highest, chosen) {
            (Some(bit), Some(index)) => {
                let (label, value) = &columns.rows[index];
                message(
                    lang,
                    "draw.xor_nonzero",
                    &[
                        ("total", &columns.total.to_string()),
                        ("bit", &bit.to_string()),
                        ("component", label),
                        ("value", &value.to_string()),
                        ("target", &(value ^ columns.total).to_string()),
                    ],
                )
            }
            _ if columns.total == 0 => message(lang, "draw.xor_zero", &[]),
            // The row holding the bit was left out of the drawing.
            _ => message(
                lang,
                "draw.xor_more",
                &[("count", &columns.more.to_string())],
            ),
        });
    }
    let conclusion = Block::caption(&lines, false, caption_width);
    let mut conclusion_element = conclusion.element;
    conclusion_element.set("transform", format!("translate(0,{y})"));
    group.push(conclusion_element);
    let width = (rule_right + 70).max(conclusion.width).max(caption.width);
    Block {
        element: group,
        width,
        height: y + conclusion.height,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chosen_row_holds_the_highest_bit() {
        let rows = vec![
            ("nim 3".to_string(), 3),
            ("nim 4".to_string(), 4),
            ("nim 5".to_string(), 5),
        ];
        // 3 ^ 4 ^ 5 = 2: bit 1, held by 3 first.
        assert_eq!(chosen_row(&rows, 2), Some(0));
        assert_eq!(chosen_row(&rows, 0), None);
    }
}
