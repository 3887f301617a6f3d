//! The heat map of a two-number game (`wythoff`, `euclid`, `cut`): cell (a, b) at row a,
//! column b; P cells dark blue with the letter P, N cells orange, darker for larger SG
//! values, with the value written where it fits; cells that are not positions blank; for
//! Wythoff the two Beatty rays through the P-positions (a_k, b_k) and (b_k, a_k)
//! (Wythoff 1907). The colours are a path per colour, the labels a group over them, and
//! the cells that take the taps an unpainted group over both ([`crate::LATER`]).

use std::fmt::Write;

use sglab_core::i18n::Words;
use sglab_core::tables::Grid as Cells;

use crate::paint::{
    cell_title, message, text_line, Block, CentredChars, Runs, HEAT, HOLE, MONO, MUTED, N_INK,
    OUTLINE, P_FILL, P_INK, WIN,
};
use crate::tree::Element;
use crate::LATER;

/// Distance of the axes' labels from the cells.
const PAD: i64 = 28;

/// What one heat map shows.
pub struct Grid<'a> {
    /// The game's keyword: `wythoff`, `euclid` or `cut`.
    pub component: &'a str,
    /// Row `a`, column `b`: the SG value, `None` where the text is not a position (at most
    /// [`crate::MAX_GRID_SIDE`] a side: every cell is an element of the drawing).
    pub cells: &'a Cells,
    /// Wythoff's P-positions `(a_k, b_k)`, to draw the two rays.
    pub pairs: Option<&'a [(u64, u64)]>,
    /// The cell of the current position, if any.
    pub current: Option<(u64, u64)>,
    /// The text of the position cell `(a, b)` opens.
    pub open: &'a dyn Fn(u64, u64) -> String,
}

/// The heat level (1 to 7) of an N cell's value against the largest value shown.
pub fn heat_level(value: u64, max: u64) -> usize {
    let max = u128::from(max.max(1));
    let level = (u128::from(value) * 7).div_ceil(max);
    level.clamp(1, 7) as usize
}

/// The heat map with its caption (wrapped to `caption_width`) as one block.
pub fn grid_block(
    grid: &Grid<'_>,
    lang: Words<'_>,
    wythoff_intro: bool,
    caption_width: i64,
) -> Block {
    let size = grid.cells.side() as i64;
    let unit: i64 = if size <= 40 { 24 } else { 16 };
    let lines = vec![
        message(lang, "table.grid_title", &[("component", grid.component)]),
        message(
            lang,
            if wythoff_intro {
                "table.grid_intro_wythoff"
            } else {
                "table.grid_intro"
            },
            &[],
        ),
    ];
    let caption = Block::caption(&lines, true, caption_width);
    let top = caption.height + 6;
    let mut group = Element::new("g").attr("class", "sg-grid");
    group.push(caption.element);
    let mut body = Element::new("g").attr("transform", format!("translate(0,{top})"));

    let mut axes = Element::new("g").attr("class", "sg-axes");
    let step = if size > 20 { 5 } else { 1 };
    for i in (0..size).step_by(step as usize) {
        axes.push(
            text_line(
                PAD + i * unit + unit / 2,
                PAD - 8,
                10,
                MUTED,
                &i.to_string(),
            )
            .attr("text-anchor", "middle")
            .attr("font-family", MONO),
        );
        axes.push(
            text_line(
                PAD - 6,
                PAD + i * unit + unit / 2 + 4,
                10,
                MUTED,
                &i.to_string(),
            )
            .attr("text-anchor", "end")
            .attr("font-family", MONO),
        );
    }
    axes.push(text_line(PAD - 6, PAD - 8, 10, MUTED, "a\\b").attr("text-anchor", "end"));
    body.push(axes);

    let max = grid.cells.max_value().unwrap_or(1);
    // What is seen and what is tapped are apart. What is seen: one path per colour (a
    // square per cell, the white stroke parting neighbours), and a row's labels in two
    // texts: a 36 x 36 map is a dozen elements to style, lay out and paint in the page's
    // first frame, not 1,296. What is tapped: one element per cell (its title inside),
    // without paint, filling its square so the part a tap finds is as large as the
    // square; the group is `sg-later`, which the page builds after the first frame and a
    // still picture leaves out. What cells and labels share is set on their groups.
    let mut fills: Runs<&str, String> = Runs::default();
    let mut square = |fill: &'static str, x: i64, y: i64| {
        let _ = write!(fills.get(fill), "M{x} {y}h{unit}v{unit}h-{unit}z");
    };
    let mut cells = Element::new("g")
        .attr("class", format!("sg-cells {LATER}"))
        .attr("fill", "none")
        .attr("pointer-events", "all");
    let mut labels = Element::new("g")
        .attr("class", "sg-labels")
        .attr("font-size", 10)
        .attr("font-family", MONO)
        .attr("text-anchor", "middle")
        .attr("pointer-events", "none")
        .attr("aria-hidden", "true");
    for (a, row) in grid.cells.rows().enumerate() {
        // A row's labels are two text elements (the P's, bold, and the values), each
        // character placed by its own x: the page lays out two texts per row rather than
        // a text or a span per cell.
        let mut row_labels = RowLabels::default();
        for (b, value) in row.enumerate() {
            let x = PAD + b as i64 * unit;
            let y = PAD + a as i64 * unit;
            let rect = Element::new("rect")
                .attr("x", x)
                .attr("y", y)
                .attr("width", unit)
                .attr("height", unit)
                .attr("data-a", a)
                .attr("data-b", b);
            let Some(value) = value else {
                square(HOLE, x, y);
                let text = (grid.open)(a as u64, b as u64);
                cells.push(rect.attr("class", "sg-cell sg-hole").child(
                    Element::new("title").text(message(
                        lang,
                        "table.not_position",
                        &[("game", &text)],
                    )),
                ));
                continue;
            };
            let game = (grid.open)(a as u64, b as u64);
            let letter = if value == 0 { "P" } else { "N" };
            let (fill, class) = if value == 0 {
                (P_FILL, "sg-cell sg-P".to_string())
            } else {
                let level = heat_level(value, max);
                (HEAT[level - 1], format!("sg-cell sg-N sg-h{level}"))
            };
            square(fill, x, y);
            cells.push(
                rect.attr("class", class)
                    .attr("data-game", &game)
                    .attr("data-sg", value)
                    .attr("data-outcome", letter)
                    .child(cell_title(lang, &game, value)),
            );
            let label = if value == 0 {
                Some("P".to_string())
            } else if unit >= 24 && value < 1000 {
                Some(value.to_string())
            } else {
                None
            };
            if let Some(label) = label {
                row_labels.add(value == 0, x + unit / 2, &label);
            }
        }
        let y = PAD + a as i64 * unit + unit / 2 + 4;
        for text in row_labels.texts(y) {
            labels.push(text);
        }
    }
    let mut colours = Element::new("g")
        .attr("class", "sg-heat")
        .attr("stroke", "#ffffff")
        .attr("stroke-width", 1)
        .attr("aria-hidden", "true");
    for (fill, path) in fills {
        colours.push(Element::new("path").attr("fill", fill).attr("d", path));
    }
    body.push(colours);
    body.push(labels);
    body.push(cells);

    let mut overlay = Element::new("g").attr("class", "sg-overlay");
    if let Some(pairs) = grid.pairs {
        let centre = |a: u64, b: u64| {
            format!(
                "{},{}",
                PAD + b as i64 * unit + unit / 2,
                PAD + a as i64 * unit + unit / 2
            )
        };
        let limit = size as u64;
        let lower: Vec<(u64, u64)> = pairs
            .iter()
            .copied()
            .filter(|&(a, b)| a < limit && b < limit)
            .collect();
        for mirror in [false, true] {
            let points: Vec<String> = lower
                .iter()
                .map(|&(a, b)| if mirror { centre(b, a) } else { centre(a, b) })
                .collect();
            if points.len() >= 2 {
                overlay.push(
                    Element::new("polyline")
                        .attr("class", "sg-ray")
                        .attr("points", points.join(" "))
                        .attr("fill", "none")
                        .attr("stroke", WIN)
                        .attr("stroke-width", "2.5")
                        .attr("stroke-dasharray", "5 3"),
                );
            }
        }
    }
    if let Some((a, b)) = grid.current
        && (a as i64) < size
        && (b as i64) < size
    {
        overlay.push(
            Element::new("rect")
                .attr("class", "sg-current")
                .attr("x", PAD + b as i64 * unit - 1)
                .attr("y", PAD + a as i64 * unit - 1)
                .attr("width", unit + 1)
                .attr("height", unit + 1)
                .attr("fill", "none")
                .attr("stroke", OUTLINE)
                .attr("stroke-width", 3),
        );
    }
    body.push(overlay);
    group.push(body);
    let extent = PAD + size * unit + 4;
    Block {
        element: group,
        width: extent.max(caption.width),
        height: top + extent,
    }
}

/// The advance of a digit of the labels' monospace font at 10 units (0.6 em).
const DIGIT: i64 = 6;

/// The labels of one row of a heat map: the P's and the values.
#[derive(Default)]
struct RowLabels {
    p: CentredChars,
    values: CentredChars,
}

impl RowLabels {
    /// Adds `label` centred on `centre` (a P, bold, or a value).
    fn add(&mut self, is_p: bool, centre: i64, label: &str) {
        let run = if is_p { &mut self.p } else { &mut self.values };
        run.add(centre, label, DIGIT);
    }

    /// The row's text elements at baseline `y`: the P's, then the values (those it has).
    fn texts(self, y: i64) -> impl Iterator<Item = Element> {
        let p = self.p.text(y, P_INK).map(|p| p.attr("font-weight", 700));
        p.into_iter().chain(self.values.text(y, N_INK))
    }
}

#[cfg(test)]
mod tests {
    use super::heat_level;

    #[test]
    fn heat_levels_span_one_to_seven() {
        assert_eq!(heat_level(1, 7), 1);
        assert_eq!(heat_level(7, 7), 7);
        assert_eq!(heat_level(4, 7), 4);
        assert_eq!(heat_level(1, 100), 1);
        assert_eq!(heat_level(u64::MAX, u64::MAX), 7);
    }
}
