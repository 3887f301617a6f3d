//! Coin-turning games: the row of coins (twenty to a line), heads gold with "H", tails
//! grey with "T". A heads-up coin is the part for the first move whose rightmost coin it
//! is, which turns it alone where the rule allows that; every move is in the list of moves.

use std::collections::HashMap;

use sglab_core::games::Atom;

use super::{centred, Board, Row, MARK};
use crate::paint::{Block, INK, MUTED};
use crate::tree::Element;

const PER_LINE: usize = 20;
const PITCH: i64 = 24;
const LINE: i64 = 40;

/// The coins of a row of coins, heads up `true`.
fn heads_of(atom: &Atom) -> Vec<bool> {
    match atom {
        Atom::Coins(coins) => coins.heads.clone(),
        _ => Vec::new(),
    }
}

/// Each row of coins.
pub(crate) fn draw(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        let index = row.first + j;
        let word = heads_of(atom);
        // The first option (in the order core lists them) whose rightmost turned coin is
        // each head: the coins it turns are those that differ.
        let mut by_right: HashMap<usize, (Vec<Atom>, Vec<usize>)> = HashMap::new();
        for option in row.options.get(j).cloned().flatten().unwrap_or_default() {
            let after: Vec<bool> = option.first().map(heads_of).unwrap_or_default();
            let turned: Vec<usize> = (0..word.len().min(after.len()))
                .filter(|&i| word[i] != after[i])
                .collect();
            if let Some(&right) = turned.last() {
                by_right.entry(right).or_insert((option, turned));
            }
        }
        let mut group = Element::new("g").attr("class", "sg-coins");
        for (i, &head) in word.iter().enumerate() {
            let cx = (i % PER_LINE) as i64 * PITCH + 11;
            let cy = (i / PER_LINE) as i64 * LINE + 11;
            let coin = Element::new("g")
                .child(
                    Element::new("circle")
                        .attr("cx", cx)
                        .attr("cy", cy)
                        .attr("r", 10)
                        .attr("fill", if head { "#f59e0b" } else { "#d6d3d1" })
                        .attr("stroke", if head { "#92400e" } else { "#78716c" }),
                )
                .child(centred(cx, cy + 4, 10, INK, if head { "H" } else { "T" }))
                .child(centred(cx, cy + 23, 9, MUTED, &(i + 1).to_string()));
            match by_right.get(&i) {
                Some((option, turned)) => {
                    let shape = coin.attr("class", "sg-live").child(
                        Element::new("circle")
                            .attr("cx", cx)
                            .attr("cy", cy)
                            .attr("r", 12)
                            .attr("fill", "none")
                            .attr("stroke", MARK)
                            .attr("stroke-width", 2),
                    );
                    let coins: Vec<String> = turned.iter().map(|c| (c + 1).to_string()).collect();
                    let coins = coins.join(", ");
                    let words = board.msg("board.move.turn_coins", &[("coins", &coins)]);
                    let short = board.msg("board.short.turn_coins", &[("coins", &coins)]);
                    group.push(board.part(index, option, &words, &short, shape));
                }
                None => group.push(coin),
            }
        }
        let lines = word.len().div_ceil(PER_LINE).max(1) as i64;
        blocks.push(Block {
            element: group,
            width: word.len().clamp(1, PER_LINE) as i64 * PITCH,
            height: lines * LINE,
        });
    }
    super::stacked(blocks, 10)
}

/// A two-dimensional row of coins: the grid, a heads-up coin the part for the first move
/// whose corner (largest row and column) it is.
pub(crate) fn draw_grid(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let mut blocks = Vec::new();
    let grid_of = |atom: &Atom| -> Vec<Vec<bool>> {
        match atom {
            Atom::Tartan(tartan) => tartan.grid.clone(),
            _ => Vec::new(),
        }
    };
    for (j, atom) in row.atoms.iter().enumerate() {
        let index = row.first + j;
        let grid = grid_of(atom);
        let mut by_corner: HashMap<(usize, usize), (Vec<Atom>, usize)> = HashMap::new();
        for option in row.options.get(j).cloned().flatten().unwrap_or_default() {
            let after = option.first().map(grid_of).unwrap_or_default();
            let mut turned = 0;
            let mut corner = None;
            for (r, line) in grid.iter().enumerate() {
                for (c, &head) in line.iter().enumerate() {
                    if after.get(r).and_then(|l| l.get(c)) != Some(&head) {
                        turned += 1;
                        corner = Some((r, c));
                    }
                }
            }
            if let Some(corner) = corner {
                by_corner.entry(corner).or_insert((option, turned));
            }
        }
        let mut group = Element::new("g").attr("class", "sg-coin-grid");
        for (r, line) in grid.iter().enumerate() {
            for (c, &head) in line.iter().enumerate() {
                let (cx, cy) = (c as i64 * PITCH + 11, r as i64 * PITCH + 11);
                let coin = Element::new("g")
                    .child(
                        Element::new("circle")
                            .attr("cx", cx)
                            .attr("cy", cy)
                            .attr("r", 10)
                            .attr("fill", if head { "#f59e0b" } else { "#d6d3d1" })
                            .attr("stroke", if head { "#92400e" } else { "#78716c" }),
                    )
                    .child(centred(cx, cy + 4, 10, INK, if head { "H" } else { "T" }));
                match by_corner.get(&(r, c)) {
                    Some((option, turned)) => {
                        let shape = coin.attr("class", "sg-live").child(
                            Element::new("circle")
                                .attr("cx", cx)
                                .attr("cy", cy)
                                .attr("r", 12)
                                .attr("fill", "none")
                                .attr("stroke", MARK)
                                .attr("stroke-width", 2),
                        );
                        let at = format!("{},{}", r + 1, c + 1);
                        let count = turned.to_string();
                        let words =
                            board.msg("board.move.turn_grid", &[("at", &at), ("count", &count)]);
                        let short = board.msg("board.short.turn_coins", &[("coins", &at)]);
                        group.push(board.part(index, option, &words, &short, shape));
                    }
                    None => group.push(coin),
                }
            }
        }
        let width = grid.first().map_or(1, Vec::len).max(1) as i64 * PITCH;
        blocks.push(Block {
            element: group,
            width,
            height: grid.len().max(1) as i64 * PITCH + 4,
        });
    }
    super::stacked(blocks, 10)
}
