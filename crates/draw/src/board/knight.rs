//! Knights on a board: the `n × n` board (column x to the right, row y upwards, (1, 1) in
//! the lower left corner) with its knights; every square a knight can jump to is a part.
//! A board larger than [`FULL_SIDE`] is drawn as a window around the knights (one window
//! per knight when they are far apart), and a caption line names the window.

use std::collections::HashMap;

use sglab_core::games::Atom;

use super::{centred, label, Board, Row, MARK};
use crate::paint::{Block, INK, MUTED};
use crate::tree::Element;

/// The largest board drawn whole.
pub const FULL_SIDE: u64 = 12;
/// The largest window side.
const MAX_WINDOW: u64 = 14;
const SQUARE: i64 = 28;
const LIGHT: &str = "#eeeed2";
const DARK: &str = "#769656";

/// The square `(x, y)` of a knight atom.
fn square(atom: &Atom) -> Option<(u64, u64)> {
    match atom.numbers()[..] {
        [x, y] => Some((x, y)),
        _ => None,
    }
}

/// One target: the knight (place in the row), the square, the atom index and the option.
struct Target {
    knight: usize,
    x: u64,
    y: u64,
    atom: usize,
    option: Vec<Atom>,
}

/// The smallest window of at least `MIN` squares (within `1..=n`) holding `points`.
fn window(points: &[(u64, u64)], n: u64) -> (u64, u64, u64, u64) {
    const MIN: u64 = 8;
    let x0 = points
        .iter()
        .map(|p| p.0)
        .min()
        .unwrap_or(1)
        .saturating_sub(2)
        .max(1);
    let x1 = (points.iter().map(|p| p.0).max().unwrap_or(1) + 2).min(n);
    let y0 = points
        .iter()
        .map(|p| p.1)
        .min()
        .unwrap_or(1)
        .saturating_sub(2)
        .max(1);
    let y1 = (points.iter().map(|p| p.1).max().unwrap_or(1) + 2).min(n);
    let grow = |lo: u64, hi: u64| {
        let mut lo = lo;
        let mut hi = hi;
        while hi - lo + 1 < MIN.min(n) {
            if lo > 1 {
                lo -= 1;
            }
            if hi - lo + 1 < MIN.min(n) && hi < n {
                hi += 1;
            }
        }
        (lo, hi)
    };
    let (x0, x1) = grow(x0, x1);
    let (y0, y1) = grow(y0, y1);
    (x0, x1, y0, y1)
}

/// The knights of a row (one board).
pub(crate) fn draw(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let n = match row.atoms.first() {
        Some(Atom::Knight(k)) => k.n,
        _ => return super::stacked(Vec::new(), 0),
    };
    let knights: Vec<(u64, u64)> = row.atoms.iter().filter_map(square).collect();
    let mut targets = Vec::new();
    for (j, _) in row.atoms.iter().enumerate() {
        for option in row.options.get(j).cloned().flatten().unwrap_or_default() {
            if let [one] = option.as_slice()
                && let Some((x, y)) = square(one)
            {
                targets.push(Target {
                    knight: j,
                    x,
                    y,
                    atom: row.first + j,
                    option,
                });
            }
        }
    }
    let all: Vec<(u64, u64)> = knights
        .iter()
        .copied()
        .chain(targets.iter().map(|t| (t.x, t.y)))
        .collect();
    let windows: Vec<(u64, u64, u64, u64)> = if n <= FULL_SIDE {
        vec![(1, n, 1, n)]
    } else {
        let whole = window(&all, n);
        if whole.1 - whole.0 < MAX_WINDOW && whole.3 - whole.2 < MAX_WINDOW {
            vec![whole]
        } else {
            (0..knights.len())
                .map(|j| {
                    let mut points = vec![knights[j]];
                    points.extend(targets.iter().filter(|t| t.knight == j).map(|t| (t.x, t.y)));
                    window(&points, n)
                })
                .collect()
        }
    };
    let mut blocks = Vec::new();
    for &(x0, x1, y0, y1) in &windows {
        if n > FULL_SIDE {
            let line = board.msg(
                "board.window",
                &[
                    ("n", &n.to_string()),
                    ("x0", &x0.to_string()),
                    ("x1", &x1.to_string()),
                    ("y0", &y0.to_string()),
                    ("y1", &y1.to_string()),
                ],
            );
            board.notes.push(line);
        }
        blocks.push(window_block(board, &knights, &targets, (x0, x1, y0, y1)));
    }
    super::side_by_side(blocks, 24)
}

fn window_block(
    board: &mut Board<'_>,
    knights: &[(u64, u64)],
    targets: &[Target],
    (x0, x1, y0, y1): (u64, u64, u64, u64),
) -> Block {
    let left = 28;
    let columns = (x1 - x0 + 1) as i64;
    let rows = (y1 - y0 + 1) as i64;
    let height = rows * SQUARE;
    let px = |x: u64| left + (x - x0) as i64 * SQUARE;
    let py = |y: u64| height - (y - y0 + 1) as i64 * SQUARE;
    let inside = |x: u64, y: u64| (x0..=x1).contains(&x) && (y0..=y1).contains(&y);
    let mut group = Element::new("g").attr("class", "sg-knight-board");
    for y in y0..=y1 {
        for x in x0..=x1 {
            group.push(
                Element::new("rect")
                    .attr("x", px(x))
                    .attr("y", py(y))
                    .attr("width", SQUARE)
                    .attr("height", SQUARE)
                    .attr("fill", if (x + y) % 2 == 0 { DARK } else { LIGHT }),
            );
        }
        group.push(
            label(left - 6, py(y) + 18, 10, MUTED, &y.to_string()).attr("text-anchor", "end"),
        );
    }
    for x in x0..=x1 {
        group.push(centred(
            px(x) + SQUARE / 2,
            height + 13,
            10,
            MUTED,
            &x.to_string(),
        ));
    }
    let several = knights.len() > 1;
    for (j, &(x, y)) in knights.iter().enumerate() {
        if !inside(x, y) {
            continue;
        }
        group.push(
            centred(px(x) + SQUARE / 2, py(y) + 22, 22, INK, "♞")
                .attr("class", "sg-knight")
                .attr("font-family", "DejaVu Sans, Segoe UI Symbol, sans-serif"),
        );
        if several {
            group.push(
                label(px(x) + 1, py(y) + 9, 8, "#ffffff", &(j + 1).to_string())
                    .attr("font-weight", 700),
            );
        }
    }
    // Targets: several knights jumping to one square share it side by side.
    let mut per_square: HashMap<(u64, u64), usize> = HashMap::new();
    for target in targets {
        if !inside(target.x, target.y) {
            continue;
        }
        let slot = per_square.entry((target.x, target.y)).or_insert(0);
        let offset = *slot as i64 * 9;
        *slot += 1;
        let (cx, cy) = (
            px(target.x) + SQUARE / 2 + offset - if several { 4 } else { 0 },
            py(target.y) + SQUARE / 2,
        );
        let mut shape = Element::new("g").attr("class", "sg-target");
        if !several {
            // One knight: the whole square is the target.
            shape.push(
                Element::new("rect")
                    .attr("x", px(target.x))
                    .attr("y", py(target.y))
                    .attr("width", SQUARE)
                    .attr("height", SQUARE)
                    .attr("fill", "#000000")
                    .attr("fill-opacity", 0),
            );
        }
        shape.push(
            Element::new("circle")
                .attr("cx", cx)
                .attr("cy", cy)
                .attr("r", if several { 5 } else { 7 })
                .attr("fill", MARK)
                .attr("stroke", "#ffffff")
                .attr("stroke-width", "1.5"),
        );
        let (from_x, from_y) = knights.get(target.knight).copied().unwrap_or((0, 0));
        let (xs, ys) = (target.x.to_string(), target.y.to_string());
        let words = board.msg(
            "board.move.knight",
            &[
                ("x", &from_x.to_string()),
                ("y", &from_y.to_string()),
                ("x2", &xs),
                ("y2", &ys),
            ],
        );
        let short = board.msg("board.short.to", &[("x", &xs), ("y", &ys)]);
        group.push(board.part(target.atom, &target.option, &words, &short, shape));
    }
    Block {
        element: group,
        width: left + columns * SQUARE,
        height: height + 18,
    }
}
