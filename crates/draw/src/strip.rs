//! The SG strip of a heap game: heaps 0..N in rows of ten cells, each with its heap, its
//! SG value and its letter (P for value 0), the proved period shaded in alternating bands
//! with its first cell of each period marked, and the heaps of the current position
//! outlined. As in a heat map, the colours are a path per pair of colours, the labels a
//! few texts a row, and the cells that take the taps an unpainted group over them
//! ([`crate::LATER`]).

use sglab_core::games::PeriodReport;
use sglab_core::i18n::Words;

use crate::paint::{
    cell_title, message, outcome_colours, text_line, Block, CentredChars, Runs, MONO, MUTED,
    N_BANDS, N_LINE, OUTLINE, P_BAND, WIN,
};
use std::fmt::Write;

use crate::tree::Element;
use crate::LATER;

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
    let mut body = Element::new("g").attr("transform", format!("translate(0,{top})"));
    let rows = strip.values.len().div_ceil(PER_ROW);
    for row in 0..rows {
        let y = row as i64 * (CELL_H + GAP);
        body.push(
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
    // What is seen and what is tapped are apart, as in a heat map (grid.rs): one path per
    // pair of colours (a rounded square per cell), one for the period's marks, and a row's
    // labels in a few texts (heaps, values and letters, by colour and size): a strip of
    // 120 heaps is some sixty elements to style, lay out and paint in the page's first
    // frame, not 700. What is tapped: one unpainted element per cell, with its title and
    // data, in the group built after the first frame ([`LATER`]).
    let mut shapes: Runs<(&str, &str), String> = Runs::default();
    let mut marks = String::new();
    let mut outlines = Vec::new();
    let mut labels = Element::new("g")
        .attr("class", "sg-labels")
        .attr("text-anchor", "middle")
        .attr("pointer-events", "none")
        .attr("aria-hidden", "true");
    let mut cells = Element::new("g")
        .attr("class", format!("sg-cells {LATER}"))
        .attr("fill", "none")
        .attr("pointer-events", "all");
    for (row, values) in strip.values.chunks(PER_ROW).enumerate() {
        let mut row_labels = RowLabels::default();
        for (column, &value) in values.iter().enumerate() {
            let index = row * PER_ROW + column;
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
            let x = LABEL_W + column as i64 * (CELL_W + GAP);
            let y = row as i64 * (CELL_H + GAP);
            rounded_square(shapes.get((fill, line)), x, y);
            if banded.is_some_and(|(_, start)| start) {
                class.push_str(" sg-period-start");
                let _ = write!(marks, "M{x} {y}h{MARK_W}v{CELL_H}h-{MARK_W}z");
            }
            if strip.current.contains(&n) {
                class.push_str(" sg-current");
                outlines.push(
                    Element::new("rect")
                        .attr("class", "sg-outline")
                        .attr("x", x - 2)
                        .attr("y", y - 2)
                        .attr("width", CELL_W + 4)
                        .attr("height", CELL_H + 4)
                        .attr("rx", 5)
                        .attr("fill", "none")
                        .attr("stroke", OUTLINE)
                        .attr("stroke-width", 3),
                );
            }
            row_labels.add(ink, x + CELL_W / 2, n, value, letter);
            let game = (strip.open)(n);
            cells.push(
                Element::new("rect")
                    .attr("class", class)
                    .attr("x", x)
                    .attr("y", y)
                    .attr("width", CELL_W)
                    .attr("height", CELL_H)
                    .attr("rx", 4)
                    .attr("data-game", &game)
                    .attr("data-heap", n)
                    .attr("data-sg", value)
                    .attr("data-outcome", letter)
                    .child(cell_title(lang, &game, value)),
            );
        }
        for text in row_labels.texts(row as i64 * (CELL_H + GAP)) {
            labels.push(text);
        }
    }
    let mut colours = Element::new("g")
        .attr("class", "sg-colours")
        .attr("stroke-width", 1)
        .attr("aria-hidden", "true");
    for ((fill, line), path) in shapes {
        colours.push(
            Element::new("path")
                .attr("fill", fill)
                .attr("stroke", line)
                .attr("d", path),
        );
    }
    body.push(colours);
    if !marks.is_empty() {
        body.push(
            Element::new("path")
                .attr("class", "sg-period-mark")
                .attr("fill", WIN)
                .attr("d", marks),
        );
    }
    body.push(labels);
    for outline in outlines {
        body.push(outline);
    }
    body.push(cells);
    group.push(body);
    let columns = strip.values.len().min(PER_ROW) as i64;
    let width = (LABEL_W + columns * (CELL_W + GAP)).max(caption.width);
    let height = top + rows as i64 * (CELL_H + GAP);
    Block {
        element: group,
        width,
        height,
    }
}

/// The width of the mark on the first cell of each period.
const MARK_W: i64 = 5;
/// The corners' radius of a cell.
const RADIUS: i64 = 4;

/// Appends to `path` a cell's rounded square with its top left corner at `(x, y)`.
fn rounded_square(path: &mut String, x: i64, y: i64) {
    let (r, w, h) = (RADIUS, CELL_W - 2 * RADIUS, CELL_H - 2 * RADIUS);
    let _ = write!(
        path,
        "M{} {y}h{w}a{r} {r} 0 0 1 {r} {r}v{h}a{r} {r} 0 0 1 -{r} {r}h-{w}a{r} {r} 0 0 1 -{r} -{r}v-{h}a{r} {r} 0 0 1 {r} -{r}z",
        x + r
    );
}

/// The labels of one row of a strip, by kind, colour and size: the heaps (10 units), the
/// values (bold, 15 units, or 10 past four digits) and the letters (bold).
#[derive(Default)]
struct RowLabels {
    /// Characters by kind, ink and size: at most two inks and two sizes.
    runs: Runs<(Label, &'static str, i64), CentredChars>,
}

/// What a label of a cell says.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Label {
    Heap,
    Value,
    Letter,
}

impl RowLabels {
    /// Adds the labels of heap `n` (value `value`, `letter`) centred on `centre`.
    fn add(&mut self, ink: &'static str, centre: i64, n: u64, value: u64, letter: &str) {
        self.runs
            .get((Label::Heap, ink, 10))
            .add(centre, &n.to_string(), 6);
        let value = value.to_string();
        let size = if value.len() > 4 { 10 } else { 15 };
        self.runs
            .get((Label::Value, ink, size))
            .add(centre, &value, size * 3 / 5);
        self.runs
            .get((Label::Letter, ink, 10))
            .add(centre, letter, 6);
    }

    /// The row's texts, the row's top at `y` (in the order their labels came).
    fn texts(self, y: i64) -> impl Iterator<Item = Element> {
        self.runs
            .into_iter()
            .filter_map(move |((label, ink, size), chars)| {
                let (class, baseline) = match label {
                    Label::Heap => ("sg-heap", 13),
                    Label::Value => ("sg-value", 30),
                    Label::Letter => ("sg-letter", 43),
                };
                let text = chars
                    .text(y + baseline, ink)?
                    .attr("class", class)
                    .attr("font-size", size);
                Some(match label {
                    Label::Heap => text.attr("font-family", MONO),
                    Label::Value => text.attr("font-weight", 700).attr("font-family", MONO),
                    Label::Letter => text.attr("font-weight", 700),
                })
            })
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
