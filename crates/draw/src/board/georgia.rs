//! Georgia and Bob: the line of cells (twenty to a line, at most [`MAX_CELLS`] drawn) with
//! the pieces on it; each empty cell a piece can slide to is marked and is the move that
//! slides there the first piece on its right (the only piece that can reach it). Which
//! cells those are is read from core's options.

use std::collections::HashMap;

use sglab_core::games::Atom;

use super::{centred, Board, Row, MARK};
use crate::paint::{Block, INK, MUTED};
use crate::tree::Element;

/// The most cells drawn of one line.
pub const MAX_CELLS: u64 = 120;
const PER_LINE: u64 = 15;
const CELL: i64 = 22;
const LINE: i64 = 40;

/// Each line of the row.
pub(crate) fn draw(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        let index = row.first + j;
        let pieces = atom.numbers();
        let last = pieces.last().copied().unwrap_or(0);
        // Each option moves one piece: the cell it lands on names the move.
        let mut by_target: HashMap<u64, (u64, Vec<Atom>)> = HashMap::new();
        for option in row.options.get(j).cloned().flatten().unwrap_or_default() {
            let after: Vec<u64> = option.first().map(Atom::numbers).unwrap_or_default();
            let moved = pieces
                .iter()
                .zip(&after)
                .find(|(before, now)| before != now);
            if let Some((&from, &to)) = moved {
                by_target.insert(to, (from, option));
            }
        }
        let drawn = last.min(MAX_CELLS);
        // The reduction drawn: the gaps that count in the staircase (pair the pieces from
        // the right: the gap left of the last piece, of the third from last, ...) are
        // underlined, and their xor is said.
        let counted: Vec<(u64, u64)> = pieces
            .iter()
            .enumerate()
            .filter(|(p, _)| (pieces.len() - 1 - p).is_multiple_of(2))
            .map(|(p, &cell)| (if p == 0 { 0 } else { pieces[p - 1] }, cell))
            .collect();
        let in_counted_gap = |cell: u64| counted.iter().any(|&(from, to)| from < cell && cell < to);
        let xor = counted
            .iter()
            .fold(0, |acc, &(from, to)| acc ^ (to - from - 1));
        let line = board.msg("board.georgia.pairs", &[("xor", &xor.to_string())]);
        if !board.notes.contains(&line) {
            board.notes.push(line);
        }
        let mut group = Element::new("g").attr("class", "sg-line");
        for cell in 1..=drawn {
            let i = cell - 1;
            let x = (i % PER_LINE) as i64 * (CELL + 2);
            let y = (i / PER_LINE) as i64 * LINE;
            let occupied = pieces.binary_search(&cell).is_ok();
            if in_counted_gap(cell) {
                group.push(
                    Element::new("line")
                        .attr("class", "sg-gap-counted")
                        .attr("x1", x + 2)
                        .attr("x2", x + CELL - 2)
                        .attr("y1", y + CELL + 3)
                        .attr("y2", y + CELL + 3)
                        .attr("stroke", MARK)
                        .attr("stroke-width", 3),
                );
            }
            let target = by_target.get(&cell);
            let mut square = Element::new("g")
                .attr(
                    "class",
                    if target.is_some() {
                        "sg-cell-line sg-live"
                    } else {
                        "sg-cell-line"
                    },
                )
                .child(
                    Element::new("rect")
                        .attr("x", x)
                        .attr("y", y)
                        .attr("width", CELL)
                        .attr("height", CELL)
                        .attr("rx", 3)
                        .attr(
                            "fill",
                            if target.is_some() {
                                "#ecfeff"
                            } else {
                                "#fafaf9"
                            },
                        )
                        .attr("stroke", if target.is_some() { MARK } else { "#a8a29e" })
                        .attr("stroke-width", if target.is_some() { "1.6" } else { "1" }),
                )
                .child(centred(
                    x + CELL / 2,
                    y + CELL + 11,
                    9,
                    MUTED,
                    &cell.to_string(),
                ));
            if occupied {
                square = square.child(
                    Element::new("circle")
                        .attr("cx", x + CELL / 2)
                        .attr("cy", y + CELL / 2)
                        .attr("r", 8)
                        .attr("fill", "#1f2937"),
                );
            }
            match target {
                Some((from, option)) => {
                    let shape = square.child(
                        Element::new("circle")
                            .attr("cx", x + CELL / 2)
                            .attr("cy", y + CELL / 2)
                            .attr("r", 3)
                            .attr("fill", MARK),
                    );
                    let words = board.msg(
                        "board.move.georgia",
                        &[("from", &from.to_string()), ("to", &cell.to_string())],
                    );
                    let short = board.msg(
                        "board.short.georgia",
                        &[("from", &from.to_string()), ("to", &cell.to_string())],
                    );
                    group.push(board.part(index, option, &words, &short, shape));
                }
                None => group.push(square),
            }
        }
        let lines = drawn.div_ceil(PER_LINE).max(1) as i64;
        if drawn < last {
            group.push(super::label(
                0,
                lines * LINE + 4,
                11,
                INK,
                &format!("… {last}"),
            ));
            let line = board.msg("board.line_compact", &[("count", &MAX_CELLS.to_string())]);
            if !board.notes.contains(&line) {
                board.notes.push(line);
            }
        }
        blocks.push(Block {
            element: group,
            width: drawn.clamp(1, PER_LINE) as i64 * (CELL + 2),
            height: lines * LINE + if drawn < last { 16 } else { 0 },
        });
    }
    super::stacked(blocks, 10)
}
