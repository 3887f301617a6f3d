//! Coins in a circle: `N` coins round a ring, the count in the middle. A coin is the move
//! that takes it; the link between two neighbours takes both. Every coin (and every link)
//! leads to the same line of Kayles, so a ring of more than [`MAX_RING`] coins is drawn
//! with [`MAX_RING`] of them, which still offers every move.

use super::{centred, options_by_heaps, Board, Row, MARK, TOKEN, TOKEN_LINE};
use crate::paint::{Block, INK};
use crate::tree::Element;

/// The most coins drawn round one ring: with a coin and a link each 24 units long, a ring
/// of 14 (and the gap of a ring drawn in part) is about 265 units across, so the board fits
/// a phone's column (about 330 CSS px) at full scale or more and every coin and link is a
/// 24 px tap target there (issue 26).
pub const MAX_RING: u64 = 14;
/// The length of ring each coin takes with the link after it: the coin's 24 and 24 of link.
const SLOT: f64 = 48.0;
const COIN_R: f64 = 12.0;

/// A coordinate rounded to a tenth, as SVG text.
fn tenth(value: f64) -> String {
    format!("{:.1}", value)
}

/// Each ring of the row.
pub(crate) fn draw(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let by_heaps = options_by_heaps(row);
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        let index = row.first + j;
        let n = atom.heap().unwrap_or(0);
        let drawn = n.min(MAX_RING);
        // A ring drawn in part keeps one empty place for its gap.
        let slots = if n > drawn { drawn + 1 } else { drawn.max(1) };
        // Coins SLOT apart round the ring (24 wide, so 24 of link shows between two), and a
        // small ring no smaller than 56: every coin and link is long enough to tap.
        let radius = (slots as f64 * SLOT / std::f64::consts::TAU).max(56.0);
        let centre = radius + COIN_R + 6.0;
        let angle =
            |i: f64| -std::f64::consts::FRAC_PI_2 + std::f64::consts::TAU * i / slots as f64;
        let point = |a: f64, r: f64| (centre + r * a.cos(), centre + r * a.sin());
        let mut group = Element::new("g").attr("class", "sg-circle");
        group.push(
            Element::new("circle")
                .attr("cx", tenth(centre))
                .attr("cy", tenth(centre))
                .attr("r", tenth(radius))
                .attr("fill", "none")
                .attr("stroke", "#d6d3d1")
                .attr("stroke-dasharray", "2 4"),
        );
        let empty = std::collections::HashMap::new();
        let options = by_heaps.get(j).unwrap_or(&empty);
        let take = |k: u64| {
            n.checked_sub(k)
                .and_then(|left| options.get(&line_key(left)))
        };
        let n_text = n.to_string();
        // Links first, so coins are drawn over their ends.
        // A ring drawn in part leaves out the link across its gap, marked "…".
        let links = match drawn {
            0 | 1 => 0,
            2 => 1,
            _ if n > drawn => drawn - 1,
            _ => drawn,
        };
        if n > drawn {
            let (x, y) = point(angle(drawn as f64), radius);
            group.push(centred(
                x.round() as i64,
                y.round() as i64 + 4,
                14,
                INK,
                "…",
            ));
        }
        for i in 0..links {
            let Some(option) = take(2) else { break };
            let half = std::f64::consts::PI / slots as f64;
            let (a, b) = (
                angle(i as f64) + half * 0.45,
                angle(i as f64 + 1.0) - half * 0.45,
            );
            let (x1, y1) = point(a, radius);
            let (x2, y2) = point(b, radius);
            let link = Element::new("path")
                .attr("class", "sg-link")
                .attr(
                    "d",
                    format!(
                        "M{},{} A{r},{r} 0 0 1 {},{}",
                        tenth(x1),
                        tenth(y1),
                        tenth(x2),
                        tenth(y2),
                        r = tenth(radius)
                    ),
                )
                .attr("fill", "none")
                .attr("stroke", MARK)
                .attr("stroke-width", 6)
                .attr("stroke-linecap", "round");
            let (first, second) = ((i + 1).to_string(), ((i + 1) % drawn + 1).to_string());
            let left = n.saturating_sub(2).to_string();
            let words = board.msg(
                "board.move.coins",
                &[("a", &first), ("b", &second), ("left", &left)],
            );
            let short = board.msg("board.short.coins", &[("a", &first), ("b", &second)]);
            group.push(board.part(index, option, &words, &short, link));
        }
        for i in 0..drawn {
            let (x, y) = point(angle(i as f64), radius);
            let shape = Element::new("circle")
                .attr("class", "sg-coin sg-live")
                .attr("cx", tenth(x))
                .attr("cy", tenth(y))
                .attr("r", COIN_R)
                .attr("fill", TOKEN)
                .attr("stroke", TOKEN_LINE)
                .attr("stroke-width", "1.5");
            group.push(match take(1) {
                Some(option) => {
                    let coin = (i + 1).to_string();
                    let left = n.saturating_sub(1).to_string();
                    let words = board.msg("board.move.coin", &[("coin", &coin), ("left", &left)]);
                    let short = board.msg("board.short.coin", &[("coin", &coin)]);
                    board.part(index, option, &words, &short, shape)
                }
                None => shape,
            });
        }
        let c = centre.round() as i64;
        group.push(centred(c, c + 7, 20, INK, &n_text).attr("font-weight", 700));
        let side = (2.0 * centre).ceil() as i64;
        blocks.push(Block {
            element: group,
            width: side,
            height: side,
        });
    }
    super::side_by_side(blocks, 24)
}

/// The key of a line of `left` coins (`[]` for none).
fn line_key(left: u64) -> Vec<u64> {
    if left > 0 {
        vec![left]
    } else {
        Vec::new()
    }
}
