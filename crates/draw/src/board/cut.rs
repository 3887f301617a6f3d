//! Paper cutting: each sheet `W×H` drawn with its grid lines; a grid line along which a
//! legal cut runs is dashed and clickable. A sheet wider or taller than [`FULL_SIDE`]
//! keeps the cells near its edges and its middle, the others drawn as a ≈ break.

use std::collections::HashMap;

use sglab_core::games::Atom;

use super::wythoff::offsets;
use super::{centred, Board, Row, MARK};
use crate::paint::{Block, MUTED};
use crate::tree::Element;

/// The largest side drawn cell by cell.
pub const FULL_SIDE: u64 = 30;

/// The sides `(W, H)` of a sheet.
fn sides(atom: &Atom) -> Option<(u64, u64)> {
    atom.pair()
}

/// The sheets of an option, sorted.
fn sheets(option: &[Atom], normalise: bool) -> Option<Vec<(u64, u64)>> {
    let mut out = Vec::new();
    for atom in option {
        let (w, h) = sides(atom)?;
        out.push(if normalise {
            (w.min(h), w.max(h))
        } else {
            (w, h)
        });
    }
    out.sort_unstable();
    Some(out)
}

/// Each sheet of the row.
pub(crate) fn draw(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        let Some((w, h)) = sides(atom) else { continue };
        let index = row.first + j;
        let options = row.options.get(j).cloned().flatten().unwrap_or_default();
        let mut exact: HashMap<Vec<(u64, u64)>, Vec<Atom>> = HashMap::new();
        let mut loose: HashMap<Vec<(u64, u64)>, Vec<Atom>> = HashMap::new();
        for option in &options {
            if let Some(key) = sheets(option, false) {
                exact.entry(key).or_insert_with(|| option.clone());
            }
            if let Some(key) = sheets(option, true) {
                loose.entry(key).or_insert_with(|| option.clone());
            }
        }
        let find = |pieces: [(u64, u64); 2]| {
            let mut key = pieces.to_vec();
            key.sort_unstable();
            exact.get(&key).or_else(|| {
                let mut key: Vec<(u64, u64)> =
                    pieces.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                key.sort_unstable();
                loose.get(&key)
            })
        };
        let cell = if w.max(h) <= FULL_SIDE {
            (360 / w.max(h).max(1) as i64).clamp(12, 36)
        } else {
            14
        };
        let columns = axis(w);
        let rows = axis(h);
        let (col_x, col_breaks, width) = offsets(&columns, cell);
        let (row_y, row_breaks, height) = offsets(&rows, cell);
        let mut group = Element::new("g").attr("class", "sg-sheet");
        let mut paper = Element::new("g").attr("transform", "translate(4,4)");
        // The sheet in pieces between the breaks.
        for &c in &columns {
            for &r in &rows {
                let (Some(&x), Some(&y)) = (col_x.get(&c), row_y.get(&r)) else {
                    continue;
                };
                paper.push(
                    Element::new("rect")
                        .attr("x", x)
                        .attr("y", y)
                        .attr("width", cell)
                        .attr("height", cell)
                        .attr("fill", "#fffbeb")
                        .attr("stroke", "#e7dcc0")
                        .attr("stroke-width", "0.6"),
                );
            }
        }
        for &x in &col_breaks {
            paper.push(centred(x + 7, height / 2 + 4, 12, MUTED, "≈"));
        }
        for &y in &row_breaks {
            paper.push(centred(width / 2, y + 11, 12, MUTED, "≈"));
        }
        // The cuts: vertical line i lies between columns i - 1 and i.
        let (ws, hs) = (w.to_string(), h.to_string());
        for i in 1..w {
            let (Some(_), Some(&x)) = (col_x.get(&(i - 1)), col_x.get(&i)) else {
                continue;
            };
            let Some(option) = find([(i, h), (w - i, h)]) else {
                continue;
            };
            let at = i.to_string();
            let words = board.msg(
                "board.move.cut_v",
                &[
                    ("w", &ws),
                    ("h", &hs),
                    ("at", &at),
                    ("w1", &at),
                    ("w2", &(w - i).to_string()),
                ],
            );
            let short = board.msg("board.short.cut_v", &[("at", &at)]);
            let line = cut_line(format!("M{x},0 V{height}"));
            paper.push(board.part(index, option, &words, &short, line));
        }
        for i in 1..h {
            let (Some(_), Some(&y)) = (row_y.get(&(i - 1)), row_y.get(&i)) else {
                continue;
            };
            let Some(option) = find([(w, i), (w, h - i)]) else {
                continue;
            };
            let at = i.to_string();
            let words = board.msg(
                "board.move.cut_h",
                &[
                    ("w", &ws),
                    ("h", &hs),
                    ("at", &at),
                    ("h1", &at),
                    ("h2", &(h - i).to_string()),
                ],
            );
            let short = board.msg("board.short.cut_h", &[("at", &at)]);
            let line = cut_line(format!("M0,{y} H{width}"));
            paper.push(board.part(index, option, &words, &short, line));
        }
        paper.push(
            Element::new("rect")
                .attr("width", width)
                .attr("height", height)
                .attr("fill", "none")
                .attr("stroke", "#78716c")
                .attr("stroke-width", 2),
        );
        group.push(paper);
        group.push(
            centred(4 + width / 2, height + 22, 13, MUTED, &format!("{w}×{h}"))
                .attr("font-weight", 700),
        );
        if !col_breaks.is_empty() || !row_breaks.is_empty() {
            let line = board.msg("board.compressed", &[]);
            if !board.notes.contains(&line) {
                board.notes.push(line);
            }
        }
        blocks.push(Block {
            element: group,
            width: width + 8,
            height: height + 28,
        });
    }
    super::side_by_side(blocks, 24)
}

/// The cells of a side drawn: all when short; else the first sixteen (so the cuts near
/// an edge, which by symmetry are also those near the other), the middle and the end.
fn axis(side: u64) -> Vec<u64> {
    if side <= FULL_SIDE {
        return (0..side).collect();
    }
    let mut cells: Vec<u64> = (0..16).collect();
    cells.extend(side / 2 - 3..=side / 2 + 3);
    cells.extend(side - 4..side);
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// A clickable cut line: a wide invisible stroke to hit and a dashed line to see.
fn cut_line(d: String) -> Element {
    Element::new("g")
        .attr("class", "sg-cut")
        .child(
            Element::new("path")
                .attr("d", &d)
                .attr("stroke", "#000000")
                .attr("stroke-opacity", 0)
                .attr("stroke-width", 9),
        )
        .child(
            Element::new("path")
                .attr("d", d)
                .attr("stroke", MARK)
                .attr("stroke-width", 2)
                .attr("stroke-dasharray", "5 3"),
        )
}
