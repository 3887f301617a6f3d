//! The staircase (阶梯博弈): steps rising to the right from the ground (step 0), each with
//! its stack of coins. Clicking a coin moves it and the coins above it one step down; a
//! stack of more than [`MAX_STACK`] coins shows its top coins and a bottom coin that
//! stands for the whole stack, with the count written above.

use std::collections::HashMap;

use sglab_core::games::Atom;

use super::{centred, Board, Row};
use crate::paint::{Block, INK, MUTED};
use crate::tree::Element;

/// The most coins drawn in one stack.
pub const MAX_STACK: u64 = 12;
const STEP_W: i64 = 40;
const COIN_H: i64 = 22;

/// The coins of a staircase atom, step 1 first.
fn coins_of(atom: &Atom) -> Vec<u64> {
    atom.numbers()
}

/// The move an option makes: `(step, count)` when it moves `count` coins from `step`
/// (1-based) to the step below and changes nothing else.
fn move_of(before: &[u64], after: &[u64]) -> Option<(usize, u64)> {
    let len = before.len().max(after.len());
    let get = |v: &[u64], i: usize| v.get(i).copied().unwrap_or(0);
    let changed: Vec<usize> = (0..len)
        .filter(|&i| get(before, i) != get(after, i))
        .collect();
    let top = *changed.last()?;
    let count = get(before, top).checked_sub(get(after, top))?;
    match changed.as_slice() {
        [_] if top == 0 => Some((1, count)),
        [below, _] if *below + 1 == top && get(after, *below) == get(before, *below) + count => {
            Some((top + 1, count))
        }
        _ => None,
    }
}

/// One coin, a flat ellipse centred on `cx` with its top at `y`.
fn coin(cx: i64, y: i64) -> Element {
    Element::new("ellipse")
        .attr("class", "sg-coin sg-live")
        .attr("cx", cx)
        .attr("cy", y + COIN_H / 2)
        .attr("rx", 13)
        .attr("ry", COIN_H / 2 + 1)
        .attr("fill", "#facc15")
        .attr("stroke", "#a16207")
        .attr("stroke-width", "1.2")
}

/// Each staircase of the row.
pub(crate) fn draw(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        let index = row.first + j;
        let coins = coins_of(atom);
        let mut moves: HashMap<(usize, u64), Vec<Atom>> = HashMap::new();
        for option in row.options.get(j).cloned().flatten().unwrap_or_default() {
            let after = match option.as_slice() {
                [one] => coins_of(one),
                [] => Vec::new(),
                _ => continue,
            };
            if let Some(m) = move_of(&coins, &after) {
                moves.entry(m).or_insert(option);
            }
        }
        let steps = coins.len() as i64;
        let rise = (240 / steps.max(1)).clamp(6, 18);
        let tallest = coins.iter().map(|&c| c.min(MAX_STACK)).max().unwrap_or(0);
        let stack_room = tallest as i64 * COIN_H + 22;
        let floor = stack_room + steps * rise; // the ground's y
        let mut group = Element::new("g").attr("class", "sg-staircase");
        // The steps' outline, ground first.
        let mut d = format!("M0,{floor} H{STEP_W}");
        for step in 1..=steps {
            let y = floor - step * rise;
            d.push_str(&format!(" V{y} H{}", (step + 1) * STEP_W));
        }
        d.push_str(&format!(" V{floor} Z"));
        group.push(
            Element::new("path")
                .attr("class", "sg-steps")
                .attr("d", d)
                .attr("fill", "#e7e5e4")
                .attr("stroke", "#78716c")
                .attr("stroke-width", "1.5"),
        );
        group.push(centred(
            STEP_W / 2,
            floor + 14,
            10,
            MUTED,
            &board.msg("board.ground", &[]),
        ));
        for (s, &count) in coins.iter().enumerate() {
            let step = s as i64 + 1;
            let cx = step * STEP_W + STEP_W / 2;
            let surface = floor - step * rise;
            group.push(centred(cx, floor + 14, 10, MUTED, &step.to_string()));
            let drawn = count.min(MAX_STACK);
            for t in 0..drawn {
                // The coin t from the bottom moves itself and the coins above it; when the
                // stack is cut, the bottom coin moves the whole stack.
                let moved = if count > MAX_STACK && t > 0 {
                    MAX_STACK - t
                } else {
                    count - t
                };
                let y = surface - (t as i64 + 1) * COIN_H;
                let shape = coin(cx, y);
                let element = match moves.get(&(s + 1, moved)) {
                    Some(option) => {
                        let step_text = (s + 1).to_string();
                        let count_text = moved.to_string();
                        let words = if s == 0 {
                            board.msg("board.move.stair_ground", &[("count", &count_text)])
                        } else {
                            board.msg(
                                "board.move.stair",
                                &[
                                    ("count", &count_text),
                                    ("step", &step_text),
                                    ("below", &s.to_string()),
                                ],
                            )
                        };
                        let short = board.msg(
                            "board.short.stair",
                            &[("count", &count_text), ("step", &step_text)],
                        );
                        board.part(index, option, &words, &short, shape)
                    }
                    None => shape,
                };
                group.push(element);
            }
            let top = surface - drawn as i64 * COIN_H;
            group.push(
                centred(cx, top - 5, 12, INK, &count.to_string())
                    .attr("font-weight", 700)
                    .attr("class", "sg-stack-count"),
            );
        }
        blocks.push(Block {
            element: group,
            width: (steps + 1) * STEP_W + 4,
            height: floor + 18,
        });
    }
    super::stacked(blocks, 10)
}
