//! Two-number games: Wythoff's queen on a board whose corner (0, 0) is the goal, and
//! Euclid's two numbers as two bars.
//!
//! Wythoff: the queen stands on square (a, b) (column a, row b, rows counted upwards);
//! every square she can reach, left, down or diagonally down-left, is a part. A board wider
//! or taller than [`FULL_SIDE`] keeps only the columns and rows near the queen, near the
//! corner and near the end of her diagonal, the others drawn as a ≈ break.
//!
//! Euclid: the longer bar carries a notch ▼ at each length it can be cut down to (at most
//! [`MAX_NOTCHES`], the shortest and the longest results).

use std::collections::{BTreeSet, HashMap};

use sglab_core::games::Atom;

use super::{centred, label, Board, Row, MARK};
use crate::paint::{text_width, Block, INK, MUTED};
use crate::tree::Element;

/// The largest side drawn square by square.
pub const FULL_SIDE: u64 = 16;
/// The most notches on Euclid's longer bar.
pub const MAX_NOTCHES: usize = 40;
const SQUARE: i64 = 24;
const BREAK: i64 = 14;
const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";
const GOAL: &str = "#99f6e4";

/// The two numbers of a Wythoff or Euclid atom.
fn pair(atom: &Atom) -> Option<(u64, u64)> {
    atom.pair()
}

/// The pair an option leaves (`(0, 0)` for nothing).
fn option_pair(option: &[Atom]) -> Option<(u64, u64)> {
    match option {
        [] => Some((0, 0)),
        [one] => pair(one),
        _ => None,
    }
}

/// The coordinates of one axis that are drawn: all of `0..=last` when short, else those
/// near `wanted` (each with `reach` after it) and near both ends.
pub(crate) fn shown_axis(last: u64, wanted: &[u64], full: u64) -> Vec<u64> {
    if last < full {
        return (0..=last).collect();
    }
    let mut set = BTreeSet::new();
    set.extend(0..=3.min(last));
    set.extend(last.saturating_sub(5)..=last);
    for &w in wanted {
        set.extend(w.min(last)..=w.saturating_add(3).min(last));
    }
    set.into_iter().collect()
}

/// Pixel offsets of shown coordinates, a break between non-consecutive ones; and the
/// positions of the breaks, and the total length.
pub(crate) fn offsets(shown: &[u64], cell: i64) -> (HashMap<u64, i64>, Vec<i64>, i64) {
    let mut map = HashMap::new();
    let mut breaks = Vec::new();
    let mut pos = 0;
    let mut previous: Option<u64> = None;
    for &c in shown {
        if previous.is_some_and(|p| c > p + 1) {
            breaks.push(pos);
            pos += BREAK;
        }
        map.insert(c, pos);
        pos += cell;
        previous = Some(c);
    }
    (map, breaks, pos)
}

/// The queen's board for each Wythoff atom of the row (one atom per row).
pub(crate) fn draw_wythoff(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        let Some((a, b)) = pair(atom) else { continue };
        let index = row.first + j;
        let mut targets: HashMap<(u64, u64), Vec<Atom>> = HashMap::new();
        for option in row.options.get(j).cloned().flatten().unwrap_or_default() {
            if let Some(p) = option_pair(&option) {
                targets.entry(p).or_insert(option);
            }
        }
        let m = a.min(b);
        let columns = shown_axis(a, &[a - m], FULL_SIDE);
        let rows = shown_axis(b, &[b - m], FULL_SIDE);
        let (col_x, col_breaks, width) = offsets(&columns, SQUARE);
        let (row_y, row_breaks, height) = offsets(&rows, SQUARE);
        let left = 8 + text_width(&b.to_string(), 10);
        let mut group = Element::new("g").attr("class", "sg-queen-board");
        let mut squares = Element::new("g").attr("transform", format!("translate({left},0)"));
        // Rows are counted upwards: row r sits at height - offset - SQUARE.
        let y_of = |r: u64| height - row_y.get(&r).copied().unwrap_or(0) - SQUARE;
        for &c in &columns {
            for &r in &rows {
                let x = col_x.get(&c).copied().unwrap_or(0);
                let y = y_of(r);
                let fill = if (c, r) == (0, 0) {
                    GOAL
                } else if (c + r) % 2 == 0 {
                    DARK
                } else {
                    LIGHT
                };
                let square = Element::new("rect")
                    .attr("x", x)
                    .attr("y", y)
                    .attr("width", SQUARE)
                    .attr("height", SQUARE)
                    .attr("fill", fill);
                match targets.get(&(c, r)) {
                    Some(option) if (c, r) != (a, b) => {
                        let shape = Element::new("g")
                            .attr("class", "sg-target")
                            .child(square)
                            .child(
                                Element::new("circle")
                                    .attr("cx", x + SQUARE / 2)
                                    .attr("cy", y + SQUARE / 2)
                                    .attr("r", 6)
                                    .attr("fill", MARK)
                                    .attr("stroke", "#ffffff")
                                    .attr("stroke-width", "1.5"),
                            );
                        let (xs, ys) = (c.to_string(), r.to_string());
                        let words = board.msg(
                            "board.move.queen",
                            &[
                                ("a", &a.to_string()),
                                ("b", &b.to_string()),
                                ("x", &xs),
                                ("y", &ys),
                            ],
                        );
                        let short = board.msg("board.short.to", &[("x", &xs), ("y", &ys)]);
                        squares.push(board.part(index, option, &words, &short, shape));
                    }
                    _ => squares.push(square),
                }
            }
        }
        if let Some(&x) = col_x.get(&0) {
            squares.push(
                centred(x + SQUARE / 2, y_of(0) + 16, 10, "#134e4a", "★").attr("class", "sg-goal"),
            );
        }
        // The queen.
        if let Some(&x) = col_x.get(&a) {
            squares.push(
                centred(x + SQUARE / 2, y_of(b) + 19, 20, INK, "♛")
                    .attr("class", "sg-queen")
                    .attr("font-family", "DejaVu Sans, Segoe UI Symbol, sans-serif"),
            );
        }
        for &x in &col_breaks {
            squares.push(centred(x + BREAK / 2, height / 2, 12, MUTED, "≈"));
        }
        for &y in &row_breaks {
            squares.push(centred(
                width / 2,
                height - y - BREAK / 2 + 4,
                12,
                MUTED,
                "≈",
            ));
        }
        // Coordinates.
        for &c in &columns {
            let x = col_x.get(&c).copied().unwrap_or(0);
            squares.push(centred(
                x + SQUARE / 2,
                height + 12,
                9,
                MUTED,
                &c.to_string(),
            ));
        }
        group.push(squares);
        for &r in &rows {
            group.push(
                label(left - 4, y_of(r) + 15, 9, MUTED, &r.to_string()).attr("text-anchor", "end"),
            );
        }
        if !col_breaks.is_empty() || !row_breaks.is_empty() {
            let line = board.msg("board.compressed", &[]);
            if !board.notes.contains(&line) {
                board.notes.push(line);
            }
        }
        blocks.push(Block {
            element: group,
            width: left + width,
            height: height + 16,
        });
    }
    super::stacked(blocks, 10)
}

/// The length in pixels of `value` when `largest` is `full` pixels long (at least 3).
fn scaled(value: u64, largest: u64, full: i64) -> i64 {
    if largest == 0 {
        return 3;
    }
    let px = u128::from(value) * full as u128 / u128::from(largest);
    (px as i64).max(3)
}

/// Euclid's two numbers as two bars, notches on the longer one.
pub(crate) fn draw_euclid(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    const FULL: i64 = 340;
    const LEFT: i64 = 12;
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        let Some((a, b)) = pair(atom) else { continue };
        let index = row.first + j;
        let largest = a.max(b);
        // Results by bar: (which bar, new length) -> option.
        let mut results: Vec<(usize, u64, Vec<Atom>)> = Vec::new();
        for option in row.options.get(j).cloned().flatten().unwrap_or_default() {
            let Some((x, y)) = option_pair(&option) else {
                continue;
            };
            if x != a {
                results.push((0, x, option));
            } else if y != b {
                results.push((1, y, option));
            }
        }
        results.sort_by_key(|(bar, v, _)| (*bar, *v));
        if results.len() > MAX_NOTCHES {
            let keep = MAX_NOTCHES / 2;
            let tail = results.split_off(results.len() - keep);
            results.truncate(keep);
            results.extend(tail);
        }
        let mut group = Element::new("g").attr("class", "sg-euclid");
        let values = [a, b];
        for (bar, &value) in values.iter().enumerate() {
            let y = 22 + bar as i64 * 50;
            let w = scaled(value, largest, FULL);
            group.push(
                Element::new("rect")
                    .attr("class", "sg-number-bar")
                    .attr("x", LEFT)
                    .attr("y", y)
                    .attr("width", w)
                    .attr("height", 18)
                    .attr("rx", 3)
                    .attr("fill", if bar == 0 { "#fbbf24" } else { "#93c5fd" })
                    .attr("stroke", INK),
            );
            group.push(
                label(LEFT + w + 8, y + 14, 15, INK, &value.to_string()).attr("font-weight", 700),
            );
            for (_, v, option) in results.iter().filter(|(which, _, _)| *which == bar) {
                let x = LEFT
                    + if *v == 0 {
                        0
                    } else {
                        scaled(*v, largest, FULL)
                    };
                let notch = Element::new("g")
                    .attr("class", "sg-notch")
                    .child(
                        Element::new("path")
                            .attr("d", format!("M{x},{} l-5,-9 h10 z", y - 1))
                            .attr("fill", MARK),
                    )
                    .child(
                        Element::new("path")
                            .attr("d", format!("M{x},{} v18", y))
                            .attr("stroke", MARK)
                            .attr("stroke-width", 2),
                    );
                let small = values[1 - bar];
                let times = (value - v) / small.max(1);
                let words = board.msg(
                    "board.move.euclid",
                    &[
                        ("times", &times.to_string()),
                        ("small", &small.to_string()),
                        ("large", &value.to_string()),
                        ("left", &v.to_string()),
                    ],
                );
                let short = board.msg(
                    "board.short.euclid",
                    &[("large", &value.to_string()), ("left", &v.to_string())],
                );
                group.push(board.part(index, option, &words, &short, notch));
            }
        }
        blocks.push(Block {
            element: group,
            width: LEFT + FULL + 16 + text_width(&largest.to_string(), 15),
            height: 96,
        });
    }
    super::stacked(blocks, 10)
}
