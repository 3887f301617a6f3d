//! The bean-splitting game: piles as columns of beans (twelve drawn a pile, the rest as a
//! number). A move names three piles, too many to draw one part each; the top bean of a
//! pile is the part for the first move from that pile, `(i, j, k)` with the smallest `j`
//! and `k`; every move is in the list of moves.

use sglab_core::games::Atom;

use super::{centred, Board, Row, MARK};
use crate::paint::{Block, INK, MUTED};
use crate::tree::Element;

const SHOWN: u64 = 12;
const COLUMN: i64 = 30;
const BEAN: i64 = 12;

/// Each row of piles.
pub(crate) fn draw(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        let index = row.first + j;
        let counts = atom.numbers();
        let options = row.options.get(j).cloned().flatten().unwrap_or_default();
        // The first option that takes from each pile (options come in (i, j, k) order).
        let mut first_from: Vec<Option<(Vec<Atom>, usize, usize)>> = vec![None; counts.len()];
        for option in &options {
            let after = option.first().map(Atom::numbers).unwrap_or_default();
            let from = counts.iter().zip(&after).position(|(b, a)| a < b);
            let added: Vec<usize> = counts
                .iter()
                .zip(&after)
                .enumerate()
                .flat_map(|(p, (b, a))| std::iter::repeat_n(p, a.saturating_sub(*b) as usize))
                .collect();
            // A move adds exactly two beans (to one pile twice when j = k).
            if let (Some(i), [first, second]) = (from, added.as_slice())
                && first_from[i].is_none()
            {
                first_from[i] = Some((option.clone(), *first, *second));
            }
        }
        let height = SHOWN as i64 * (BEAN + 2) + 30;
        let mut group = Element::new("g").attr("class", "sg-beans");
        for (p, &count) in counts.iter().enumerate() {
            let x = p as i64 * COLUMN;
            group.push(
                Element::new("line")
                    .attr("x1", x)
                    .attr("x2", x + COLUMN - 6)
                    .attr("y1", height - 16)
                    .attr("y2", height - 16)
                    .attr("stroke", MUTED),
            );
            group.push(centred(
                x + (COLUMN - 6) / 2,
                height - 2,
                10,
                MUTED,
                &(p + 1).to_string(),
            ));
            let drawn = count.min(SHOWN);
            for b in 0..drawn {
                let cy = height - 16 - 8 - b as i64 * (BEAN + 2);
                let bean = Element::new("ellipse")
                    .attr("cx", x + (COLUMN - 6) / 2)
                    .attr("cy", cy)
                    .attr("rx", 9)
                    .attr("ry", 6)
                    .attr("fill", "#a16207");
                let top = b + 1 == drawn;
                match (&first_from[p], top) {
                    (Some((option, jj, kk)), true) => {
                        let shape = Element::new("g")
                            .attr("class", "sg-live")
                            .child(bean.attr("stroke", MARK).attr("stroke-width", "2.5"));
                        let (i1, j1, k1) = (
                            (p + 1).to_string(),
                            (jj + 1).to_string(),
                            (kk + 1).to_string(),
                        );
                        let params = [("i", i1.as_str()), ("j", j1.as_str()), ("k", k1.as_str())];
                        let words = board.msg("board.move.beans", &params);
                        let short = board.msg("board.short.beans", &params);
                        group.push(board.part(index, option, &words, &short, shape));
                    }
                    _ => group.push(bean),
                }
            }
            if count > SHOWN {
                group.push(centred(
                    x + (COLUMN - 6) / 2,
                    10,
                    10,
                    INK,
                    &format!("×{count}"),
                ));
            }
        }
        blocks.push(Block {
            element: group,
            width: counts.len().max(1) as i64 * COLUMN,
            height,
        });
    }
    super::stacked(blocks, 10)
}
