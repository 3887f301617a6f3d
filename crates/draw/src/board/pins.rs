//! Octal games, Kayles and Dawson's Kayles as rows of pins: each heap a line of standing
//! pins (a row of more than [`MAX_PINS`] shows its first and last [`END`] pins around a bar
//! with the number left out).
//!
//! Parts: a pin is the move that knocks it down alone; a bar ▬ between two neighbours
//! knocks both down; a mark in the lane `×k` under a pin knocks down the `k` pins starting
//! there (`k >= 3`); a gap ▼ above the row splits it without knocking anything down (codes
//! whose first digit is 4). A place is a part exactly when core lists the heaps it leaves
//! among the heap's options.

use std::collections::HashMap;

use sglab_core::games::Atom;
use sglab_core::i18n::Words;

use super::{centred, heaps_words, label, options_by_heaps, Board, Row, MARK};
use crate::paint::{message, text_width, Block, INK, MUTED};
use crate::tree::Element;

/// The longest row drawn pin by pin.
pub const MAX_PINS: u64 = 40;
/// The pins drawn at each end of a longer row.
pub const END: u64 = 10;
const PITCH: i64 = 24;
const LEFT: i64 = 36;
const PIN_HEIGHT: i64 = 34;
const SUBLANE: i64 = 10;
/// The longest run given a lane of its own.
const MAX_RUN_LANE: u64 = 8;

/// The drawn pins, each `(pin index, x of its centre)`.
type Placed = Vec<(u64, i64)>;

/// Where each drawn pin sits, and the bar `(x, width)` of a long row.
fn places(n: u64) -> (Placed, Option<(i64, i64)>) {
    let x = |slot: i64| LEFT + PITCH / 2 + slot * PITCH;
    if n <= MAX_PINS {
        return ((0..n).map(|p| (p, x(p as i64))).collect(), None);
    }
    let mut out: Vec<(u64, i64)> = (0..END).map(|p| (p, x(p as i64))).collect();
    let bar_start = x(END as i64) - PITCH / 2 + 2;
    let bar_slots = 4;
    out.extend((0..END).map(|i| (n - END + i, x(END as i64 + bar_slots + i as i64))));
    (out, Some((bar_start, bar_slots * PITCH - 4)))
}

/// A standing pin centred on `cx`, dark when it is a move.
fn pin(cx: i64, live: bool) -> Element {
    let line = if live { "#7f1d1d" } else { "#b8b8b8" };
    let body = format!(
        "M{l},{b} C{l0},24 {n0},16 {n0},12 C{n0},9 {h0},7 {h0},4.5 A3.5,3.5 0 1 1 {h1},4.5 \
         C{h1},7 {n1},9 {n1},12 C{n1},16 {l1},24 {r},{b} Z",
        l = cx - 4,
        b = PIN_HEIGHT - 2,
        l0 = cx - 8,
        n0 = cx - 3,
        h0 = cx - 2,
        h1 = cx + 2,
        n1 = cx + 3,
        l1 = cx + 8,
        r = cx + 4,
    );
    Element::new("g")
        .attr("class", if live { "sg-pin sg-live" } else { "sg-pin" })
        .child(
            Element::new("path")
                .attr("d", body)
                .attr("fill", "#fffdf7")
                .attr("stroke", line)
                .attr("stroke-width", if live { "1.5" } else { "1" }),
        )
        .child(
            Element::new("rect")
                .attr("x", cx - 3)
                .attr("y", 12)
                .attr("width", 6)
                .attr("height", 3)
                .attr("fill", if live { "#dc2626" } else { "#f3b4b4" }),
        )
}

/// The words and label of knocking down pins `from..=to` (0-based) of `heap`.
fn knock(lang: Words<'_>, heap: u64, from: u64, to: u64, rest: &[u64]) -> (String, String) {
    let rest = heaps_words(lang, rest);
    let (one, two) = ((from + 1).to_string(), (to + 1).to_string());
    let heap = heap.to_string();
    if from == to {
        (
            message(
                lang,
                "board.move.knock",
                &[("pin", &one), ("heap", &heap), ("rest", &rest)],
            ),
            message(lang, "board.short.knock", &[("pin", &one)]),
        )
    } else {
        (
            message(
                lang,
                "board.move.knock_run",
                &[
                    ("from", &one),
                    ("to", &two),
                    ("heap", &heap),
                    ("rest", &rest),
                ],
            ),
            message(
                lang,
                "board.short.knock_run",
                &[("from", &one), ("to", &two)],
            ),
        )
    }
}

/// The heaps left by knocking down `k` pins from place `p` of `n`, sorted, zeros dropped.
fn left_after(n: u64, p: u64, k: u64) -> Vec<u64> {
    let mut key: Vec<u64> = [p, n - p - k].into_iter().filter(|&h| h > 0).collect();
    key.sort_unstable();
    key
}

/// One heap of pins.
fn heap_block(
    board: &mut Board<'_>,
    index: usize,
    n: u64,
    name: &str,
    options: &HashMap<Vec<u64>, Vec<Atom>>,
) -> Block {
    let lang = board.lang;
    let (placed, bar) = places(n);
    let mut group = Element::new("g").attr("class", "sg-pins");
    group.push(label(0, 26, 13, MUTED, name));
    let top = 12; // room for the split gaps above
    let mut row = Element::new("g").attr("transform", format!("translate(0,{top})"));
    if let Some((x, w)) = bar {
        row.push(
            Element::new("rect")
                .attr("class", "sg-bar")
                .attr("x", x)
                .attr("y", 10)
                .attr("width", w)
                .attr("height", 16)
                .attr("rx", 8)
                .attr("fill", "#f4f1ea")
                .attr("stroke", MUTED),
        );
        row.push(
            centred(x + w / 2, 22, 11, INK, &(n - 2 * END).to_string()).attr("font-weight", 700),
        );
    }
    let x_of: HashMap<u64, i64> = placed.iter().copied().collect();
    // Pins knocked down alone.
    for &(p, cx) in &placed {
        let key = left_after(n, p, 1);
        let element = pin(cx, options.contains_key(&key));
        row.push(match options.get(&key) {
            Some(option) => {
                let (words, short) = knock(lang, n, p, p, &key);
                board.part(index, option, &words, &short, element)
            }
            None => element,
        });
    }
    // Two neighbours.
    for &(p, cx) in &placed {
        let Some(&next) = x_of.get(&(p + 1)) else {
            continue;
        };
        if p + 2 > n {
            continue;
        }
        let key = left_after(n, p, 2);
        if let Some(option) = options.get(&key) {
            let bridge = Element::new("rect")
                .attr("class", "sg-pair")
                .attr("x", cx + 2)
                .attr("y", PIN_HEIGHT + 1)
                .attr("width", next - cx - 4)
                .attr("height", 6)
                .attr("rx", 3)
                .attr("fill", MARK);
            let (words, short) = knock(lang, n, p, p + 1, &key);
            row.push(board.part(index, option, &words, &short, bridge));
        }
    }
    // Runs of three or more, one lane per length.
    let mut lanes = 0;
    for k in 3..=n.min(MAX_RUN_LANE) {
        let starts: Vec<(u64, i64, &Vec<Atom>)> = placed
            .iter()
            .filter(|&&(p, _)| p + k <= n && x_of.contains_key(&(p + k - 1)))
            .filter_map(|&(p, cx)| options.get(&left_after(n, p, k)).map(|o| (p, cx, o)))
            .collect();
        if starts.is_empty() {
            continue;
        }
        // Runs starting k apart never overlap: one sub-lane per start modulo k.
        let y = PIN_HEIGHT + 12 + lanes * SUBLANE;
        let used: std::collections::BTreeSet<u64> = starts.iter().map(|(p, _, _)| p % k).collect();
        lanes += used.len() as i64 + 1;
        row.push(label(
            0,
            y + 9,
            11,
            MARK,
            &message(lang, "board.pins_run", &[("count", &k.to_string())]),
        ));
        for (p, cx, option) in starts {
            let sub = used.iter().position(|&m| m == p % k).unwrap_or(0) as i64;
            let y = y + sub * SUBLANE;
            let mark = Element::new("rect")
                .attr("class", "sg-run")
                .attr("x", cx - 5)
                .attr("y", y)
                .attr("width", (k as i64 - 1) * PITCH + 10)
                .attr("height", 7)
                .attr("rx", 3)
                .attr("fill", "none")
                .attr("stroke", MARK)
                .attr("stroke-width", 2);
            let (words, short) = knock(lang, n, p, p + k - 1, &left_after(n, p, k));
            row.push(board.part(index, option, &words, &short, mark));
        }
    }
    // Splits without knocking anything down.
    for &(p, cx) in &placed {
        if p == 0 || !x_of.contains_key(&(p - 1)) {
            continue;
        }
        let key = left_after(n, p, 0);
        if key.len() != 2 {
            continue;
        }
        if let Some(option) = options.get(&key) {
            let x = cx - PITCH / 2;
            let gap = Element::new("path")
                .attr("class", "sg-gap")
                .attr("d", format!("M{x},0 l-6,-10 h12 z"))
                .attr("fill", MARK);
            let rest = heaps_words(lang, &key);
            let pin_text = p.to_string();
            let words = message(
                lang,
                "board.move.pins_split",
                &[
                    ("heap", &n.to_string()),
                    ("pin", &pin_text),
                    ("rest", &rest),
                ],
            );
            let short = message(lang, "board.short.pins_split", &[("pin", &pin_text)]);
            row.push(board.part(index, option, &words, &short, gap));
            let line = message(lang, "board.hint.pins_split", &[]);
            if !board.notes.contains(&line) {
                board.notes.push(line);
            }
        }
    }
    let last_x = placed.last().map_or(LEFT, |&(_, x)| x + PITCH / 2);
    row.push(
        label(last_x + 8, 26, 14, INK, &n.to_string())
            .attr("class", "sg-heap-size")
            .attr("font-weight", 700),
    );
    group.push(row);
    Block {
        element: group,
        width: last_x + 8 + text_width(&n.to_string(), 14),
        height: top + PIN_HEIGHT + 12 + lanes * SUBLANE,
    }
}

/// A row of octal heaps.
pub(crate) fn draw(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let by_heaps = options_by_heaps(row);
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        let n = atom.heap().unwrap_or(0);
        let name = if row.atoms.len() > 1 {
            format!("#{}", j + 1)
        } else {
            String::new()
        };
        let empty = HashMap::new();
        let options = by_heaps.get(j).unwrap_or(&empty);
        blocks.push(heap_block(board, row.first + j, n, &name, options));
    }
    if row.atoms.iter().any(|a| a.heap().unwrap_or(0) > MAX_PINS) {
        let line = board.msg(
            "board.pins_compact",
            &[("max", &MAX_PINS.to_string()), ("end", &END.to_string())],
        );
        if !board.notes.contains(&line) {
            board.notes.push(line);
        }
    }
    super::stacked(blocks, 8)
}
