//! The SG strip of a heap game: heaps 0..N in rows of ten cells, each with its heap, its
//! SG value and its letter (P for value 0), the proved period shaded in alternating bands
//! with its first cell of each period marked, and the heaps of the current position
//! outlined.

use sglab_core::games::PeriodReport;
use sglab_core::i18n::Words;

use crate::paint::{
    message, outcome_colours, text_line, Block, MONO, MUTED, N_BANDS, N_LINE, OUTLINE, P_BAND, WIN,
};
use crate::tree::Element;

/// Cells per row.
pub const PER_ROW: usize = 10;
const CELL_W: i64 = 40;
const CELL_H: i64 = 48;
const GAP: i64 = 4;
const LABEL_W: i64 = 40;

/// What one strip shows.
pub struct Strip<'a> {
    /// The heap game without heaps, e.g. `bash m=3`.
    pub component: &'a str,
    /// The SG values of heaps `0..values.len()`.
    pub values: &'a [u64],
    /// The period report of the game, when there is one.
    pub period: Option<&'a PeriodReport>,
    /// The heaps of the current position (outlined).
    pub current: &'a [u64],
    /// The text of the position a cell opens, for heap `n`.
    pub open: &'a dyn Fn(u64) -> String,
}

/// The band of heap `n`: `None` before the preperiod (or with no period), else which
/// of the two alternating bands, and whether `n` starts a period.
pub fn band(n: u64, report: Option<&PeriodReport>) -> Option<(u64, bool)> {
    let periodicity = report?.period?;
    if periodicity.period == 0 || n < periodicity.preperiod {
        return None;
    }
    let offset = n - periodicity.preperiod;
    Some((
        (offset / periodicity.period) % 2,
        offset.is_multiple_of(periodicity.period),
    ))
}

/// The period's caption line, if there is something true to say.
fn period_line(report: Option<&PeriodReport>, lang: Words<'_>) -> Option<String> {
    Some(match report {
        Some(PeriodReport {
            period: Some(p),
            checked_to,
            ..
        }) => message(
            lang,
            "table.period",
            &[
                ("period", &p.period.to_string()),
                ("preperiod", &p.preperiod.to_string()),
                ("checked", &checked_to.to_string()),
            ],
        ),
        // A game without a period detector checked nothing: no line rather than a false one.
        Some(PeriodReport { checked_to: 0, .. }) => return None,
        Some(report) => message(
            lang,
            "table.no_period",
            &[("checked", &report.checked_to.to_string())],
        ),
        None => message(lang, "table.period_unknown", &[]),
    })
}

/// The strip with its caption (title and period, wrapped to `caption_width`) as one block.
pub fn strip_block(strip: &Strip<'_>, lang: Words<'_>, caption_width: i64) -> Block {
    let mut lines = vec![message(
        lang,
        "table.strip_title",
        &[("component", strip.component)],
    )];
    lines.extend(period_line(strip.period, lang));
    if strip.period.and_then(|r| r.period).is_some() {
        lines.push(message(lang, "draw.strip_band", &[]));
    }
    let caption = Block::caption(&lines, true, caption_width);
    let top = caption.height + 6;
    let mut group = Element::new("g").attr("class", "sg-strip");
    group.push(caption.element);
    let mut cells = Element::new("g")
        .attr("class", "sg-cells")
        .attr("transform", format!("translate(0,{top})"));
    let rows = strip.values.len().div_ceil(PER_ROW);
    for row in 0..rows {
        let y = row as i64 * (CELL_H + GAP);
        cells.push(
            text_line(
                LABEL_W - 8,
                y + CELL_H / 2 + 4,
                11,
                MUTED,
                &(row * PER_ROW).to_string(),
            )
            .attr("class", "sg-row-label")
            .attr("text-anchor", "end")
            .attr("font-family", MONO),
        );
    }
    for (index, &value) in strip.values.iter().enumerate() {
        let n = index as u64;
        let letter = if value == 0 { "P" } else { "N" };
        let (mut fill, ink, mut line) = outcome_colours(letter);
        let mut class = format!("sg-cell sg-{letter}");
        let banded = band(n, strip.period);
        if let Some((which, _)) = banded {
            class.push_str(if which == 0 {
                " sg-band-a"
            } else {
                " sg-band-b"
            });
            if letter == "P" && which == 1 {
                fill = P_BAND;
                line = P_BAND;
            } else if letter == "N" {
                fill = N_BANDS[which as usize];
                line = N_LINE;
            }
        }
        let starts = banded.is_some_and(|(_, start)| start);
        if starts {
            class.push_str(" sg-period-start");
        }
        let current = strip.current.contains(&n);
        if current {
            class.push_str(" sg-current");
        }
        let game = (strip.open)(n);
        let x = LABEL_W + (index % PER_ROW) as i64 * (CELL_W + GAP);
        let y = (index / PER_ROW) as i64 * (CELL_H + GAP);
        let title = message(
            lang,
            "table.cell",
            &[
                ("game", &game),
                ("sg", &value.to_string()),
                ("outcome", letter),
            ],
        );
        let mut cell = Element::new("g")
            .attr("class", class)
            .attr("transform", format!("translate({x},{y})"))
            .attr("data-game", &game)
            .attr("data-heap", n)
            .attr("data-sg", value)
            .attr("data-outcome", letter)
            .child(Element::new("title").text(title))
            .child(
                Element::new("rect")
                    .attr("width", CELL_W)
                    .attr("height", CELL_H)
                    .attr("rx", 4)
                    .attr("fill", fill)
                    .attr("stroke", line)
                    .attr("stroke-width", 1),
            );
        if starts {
            cell.push(
                Element::new("rect")
                    .attr("class", "sg-period-mark")
                    .attr("width", 5)
                    .attr("height", CELL_H)
                    .attr("fill", WIN),
            );
        }
        cell.push(
            text_line(CELL_W / 2, 13, 10, ink, &n.to_string())
                .attr("class", "sg-heap")
                .attr("text-anchor", "middle")
                .attr("font-family", MONO),
        );
        let value_text = value.to_string();
        let size = if value_text.len() > 4 { 10 } else { 15 };
        cell.push(
            text_line(CELL_W / 2, 30, size, ink, &value_text)
                .attr("class", "sg-value")
                .attr("text-anchor", "middle")
                .attr("font-weight", 700)
                .attr("font-family", MONO),
        );
        cell.push(
            text_line(CELL_W / 2, 43, 10, ink, letter)
                .attr("class", "sg-letter")
                .attr("text-anchor", "middle")
                .attr("font-weight", 700),
        );
        if current {
            cell.push(
                Element::new("rect")
                    .attr("class", "sg-outline")
                    .attr("x", -2)
                    .attr("y", -2)
                    .attr("width", CELL_W + 4)
                    .attr("height", CELL_H + 4)
                    .attr("rx", 5)
                    .attr("fill", "none")
                    .attr("stroke", OUTLINE)
                    .attr("stroke-width", 3),
            );
        }
        cells.push(cell);
    }
    group.push(cells);
    let columns = strip.values.len().min(PER_ROW) as i64;
    let width = (LABEL_W + columns * (CELL_W + GAP)).max(caption.width);
    let height = top + rows as i64 * (CELL_H + GAP);
    Block {
        element: group,
        width,
        height,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sglab_core::period::Periodicity;

    #[test]
    fn bands_start_at_the_preperiod() {
        let report = PeriodReport {
            period: Some(Periodicity {
                preperiod: 3,
                period: 4,
            }),
            checked_to: 20,
            certificate: sglab_core::period::Certificate::new("period.no_value"),
        };
        assert_eq!(band(2, Some(&report)), None);
        assert_eq!(band(3, Some(&report)), Some((0, true)));
        assert_eq!(band(6, Some(&report)), Some((0, false)));
        assert_eq!(band(7, Some(&report)), Some((1, true)));
        assert_eq!(band(11, Some(&report)), Some((0, true)));
        assert_eq!(band(5, None), None);
    }
}
