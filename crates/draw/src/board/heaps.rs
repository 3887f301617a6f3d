//! Heaps of tokens (nim, bash, subtract, powers, lasker, grundy, split, moore, and the two
//! boxes of divide): each heap a
//! row of round tokens with its size, twenty to a line; a heap of more than
//! [`MAX_TOKENS`] is a bar with its number followed by its last [`TAIL`] tokens.
//!
//! Parts: the token at place `k` (0-based) is the move that leaves the heap with the `k`
//! tokens before it; a gap ▲ under the row is the split into the tokens on either side;
//! a chip below the heap names a split into several heaps (`split f=F`).

use std::collections::HashMap;

use sglab_core::games::Atom;
use sglab_core::i18n::Words;

use super::{
    centred, heaps_words, label, options_by_heaps, Board, Row, MARK, TOKEN, TOKEN_LINE, TOKEN_PALE,
    TOKEN_PALE_LINE,
};
use crate::paint::{message, text_width, Block, INK, MUTED};
use crate::tree::Element;

/// The largest heap drawn token by token.
pub const MAX_TOKENS: u64 = 40;
/// The tokens drawn after the bar of a large heap.
pub const TAIL: u64 = 10;
/// Tokens per line: with the room on the left, 340 px, which fits a 375 px phone's column
/// at full scale, where a token (24 px apart) is large enough to tap.
const PER_LINE: u64 = 12;
const RADIUS: i64 = 10;
const PITCH: i64 = 24;
const LINE_HEIGHT: i64 = 32;
/// The room on the left for the heap's size.
const LEFT: i64 = 52;
/// The width of a large heap's bar.
const BAR: i64 = 10 * PITCH;
/// The most split chips under one heap.
const MAX_CHIPS: usize = 24;

/// A move drawn on a heap: the atom (index in the game), the option, its words and label.
pub(crate) struct Move {
    pub atom: usize,
    pub option: Vec<Atom>,
    pub words: String,
    pub short: String,
}

/// What one heap shows.
struct Heap<'a> {
    /// Tokens.
    size: u64,
    /// The label on the left.
    name: String,
    /// The move leaving `k` tokens, if any.
    take: &'a dyn Fn(u64) -> Option<Move>,
    /// The split at gap `a` (the `a` tokens before it and the rest), if any.
    gap: &'a dyn Fn(u64) -> Option<Move>,
    /// Splits into several heaps, as chips.
    chips: Vec<(String, Move)>,
}

/// The centre of token `k` of a heap drawn token by token.
fn token_centre(k: u64) -> (i64, i64) {
    let line = (k / PER_LINE) as i64;
    let column = (k % PER_LINE) as i64;
    (
        LEFT + column * PITCH + RADIUS,
        line * LINE_HEIGHT + RADIUS + 2,
    )
}

/// A round token, bright when it is a move.
fn token(cx: i64, cy: i64, bright: bool) -> Element {
    let (fill, line) = if bright {
        (TOKEN, TOKEN_LINE)
    } else {
        (TOKEN_PALE, TOKEN_PALE_LINE)
    };
    Element::new("circle")
        .attr(
            "class",
            if bright {
                "sg-token sg-live"
            } else {
                "sg-token"
            },
        )
        .attr("cx", cx)
        .attr("cy", cy)
        .attr("r", RADIUS)
        .attr("fill", fill)
        .attr("stroke", line)
        .attr("stroke-width", if bright { "1.5" } else { "1" })
}

/// The gap mark ▲ under the row at `x`, `y` the bottom of the tokens.
fn gap_mark(x: i64, y: i64) -> Element {
    Element::new("path")
        .attr("class", "sg-gap")
        .attr("d", format!("M{x},{} l-6,9 h12 z", y + 2))
        .attr("fill", MARK)
}

/// One heap as a block.
fn heap_block(board: &mut Board<'_>, heap: &Heap<'_>) -> Block {
    let mut group = Element::new("g").attr("class", "sg-heap");
    group.push(label(0, 15, 13, MUTED, &heap.name).attr("class", "sg-heap-name"));
    let n = heap.size;
    let mut width = LEFT;
    let mut height = LINE_HEIGHT;
    // The places drawn one by one, and where the first one sits.
    let (places, offset): (Vec<u64>, i64) = if n > MAX_TOKENS {
        // The bar stands for tokens 0 .. n - TAIL; clicking it leaves nothing.
        let take_all = (heap.take)(0);
        let bar = Element::new("g")
            .child(
                Element::new("rect")
                    .attr("class", "sg-bar")
                    .attr("x", LEFT)
                    .attr("y", 2)
                    .attr("width", BAR - 6)
                    .attr("height", 2 * RADIUS)
                    .attr("rx", RADIUS)
                    .attr(
                        "fill",
                        if take_all.is_some() {
                            TOKEN
                        } else {
                            TOKEN_PALE
                        },
                    )
                    .attr("stroke", TOKEN_LINE),
            )
            .child(
                centred(LEFT + BAR / 2, 14, 12, INK, &(n - TAIL).to_string())
                    .attr("font-weight", 700),
            );
        group.push(match take_all {
            Some(m) => board.part(m.atom, &m.option, &m.words, &m.short, bar),
            None => bar,
        });
        ((n - TAIL..n).collect(), BAR)
    } else {
        ((0..n).collect(), 0)
    };
    if n == 0 {
        group.push(
            Element::new("rect")
                .attr("x", LEFT)
                .attr("y", 2)
                .attr("width", 2 * RADIUS)
                .attr("height", 2 * RADIUS)
                .attr("rx", 3)
                .attr("fill", "none")
                .attr("stroke", MUTED)
                .attr("stroke-dasharray", "3 3"),
        );
        width += 2 * RADIUS;
    }
    let first = places.first().copied().unwrap_or(0);
    for &k in &places {
        let (cx, cy) = token_centre(k - first);
        let cx = cx + offset;
        width = width.max(cx + RADIUS);
        height = height.max(cy + RADIUS + 14);
        let shape = (heap.take)(k);
        let element = token(cx, cy, shape.is_some());
        group.push(match shape {
            Some(m) => board.part(m.atom, &m.option, &m.words, &m.short, element),
            None => element,
        });
        // The gap before token k (k tokens on its left).
        if k > 0
            && let Some(m) = (heap.gap)(k)
        {
            let x = if (k - first).is_multiple_of(PER_LINE) && k != first {
                // The first token of a line: mark the end of the line above.
                let (px, py) = token_centre(k - first - 1);
                let mark = gap_mark(px + offset + PITCH / 2, py + RADIUS);
                group.push(board.part(m.atom, &m.option, &m.words, &m.short, mark));
                continue;
            } else {
                cx - PITCH / 2
            };
            let mark = gap_mark(x, cy + RADIUS);
            group.push(board.part(m.atom, &m.option, &m.words, &m.short, mark));
        }
    }
    // The size after the last token.
    let last = places.last().map_or(0, |&k| k - first);
    let (lx, ly) = token_centre(last);
    let size_x = if n == 0 {
        LEFT + 3 * RADIUS
    } else {
        lx + offset + RADIUS + 8
    };
    group.push(
        label(size_x, ly + 5, 14, INK, &n.to_string())
            .attr("class", "sg-heap-size")
            .attr("font-weight", 700),
    );
    width = width.max(size_x + text_width(&n.to_string(), 14));
    // Chips: splits into several heaps.
    let mut x = LEFT;
    let mut y = height;
    let mut chip_lines = 0;
    for (text, m) in heap.chips.iter().take(MAX_CHIPS) {
        let w = text_width(text, 12) + 14;
        if x + w > LEFT + PER_LINE as i64 * PITCH && x > LEFT {
            x = LEFT;
            y += 26;
        }
        chip_lines = 1;
        let chip = Element::new("g")
            .attr("class", "sg-chip-move")
            .child(
                Element::new("rect")
                    .attr("x", x)
                    .attr("y", y)
                    .attr("width", w)
                    .attr("height", 20)
                    .attr("rx", 10)
                    .attr("fill", "#ffffff")
                    .attr("stroke", MARK)
                    .attr("stroke-width", "1.5"),
            )
            .child(centred(x + w / 2, y + 14, 12, MARK, text));
        group.push(board.part(m.atom, &m.option, &m.words, &m.short, chip));
        width = width.max(x + w);
        x += w + 6;
    }
    if chip_lines > 0 {
        height = y + 26;
    }
    Block {
        element: group,
        width,
        height,
    }
}

/// The words and label of the move that leaves `left` of `heap` tokens.
fn take_move(lang: Words<'_>, atom: usize, option: Vec<Atom>, heap: u64, left: u64) -> Move {
    let count = (heap - left).to_string();
    Move {
        atom,
        option,
        words: message(
            lang,
            "board.move.take",
            &[
                ("count", &count),
                ("heap", &heap.to_string()),
                ("left", &left.to_string()),
            ],
        ),
        short: message(lang, "board.short.take", &[("count", &count)]),
    }
}

/// The words and label of the split of `heap` into `parts`.
fn split_move(lang: Words<'_>, atom: usize, option: Vec<Atom>, heap: u64, parts: &[u64]) -> Move {
    let words = heaps_words(lang, parts);
    Move {
        atom,
        option,
        words: message(
            lang,
            "board.move.split",
            &[("heap", &heap.to_string()), ("parts", &words)],
        ),
        short: message(lang, "board.short.split", &[("parts", &words)]),
    }
}

/// A row of heap atoms (one atom per heap).
pub(crate) fn draw(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let lang = board.lang;
    let by_heaps = options_by_heaps(row);
    // Splits into heaps as chips: `split f=` and games of your own (whose splits need not
    // keep the tokens, so no gap between tokens can stand for them).
    let chips_game = match row.atoms.first() {
        Some(Atom::Split(_)) => true,
        #[cfg(feature = "custom")]
        Some(Atom::Custom(_)) => true,
        _ => false,
    };
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        let n = atom.heap().unwrap_or(0);
        let index = row.first + j;
        let empty = HashMap::new();
        let options = by_heaps.get(j).unwrap_or(&empty);
        let take = |k: u64| {
            let key = if k == 0 { vec![] } else { vec![k] };
            options
                .get(&key)
                .map(|option| take_move(lang, index, option.clone(), n, k))
        };
        let gap = |a: u64| {
            if chips_game || a == 0 || a >= n {
                return None;
            }
            let mut key = vec![a, n - a];
            key.sort_unstable();
            options
                .get(&key)
                .map(|option| split_move(lang, index, option.clone(), n, &key))
        };
        let mut chips = Vec::new();
        if chips_game {
            let mut splits: Vec<(&Vec<u64>, &Vec<Atom>)> =
                options.iter().filter(|(key, _)| key.len() >= 2).collect();
            // Fewest parts first, then by the parts: one order wherever it is drawn (the
            // options come from a hash map, whose order differs between builds).
            splits.sort_by(|(a, _), (b, _)| a.len().cmp(&b.len()).then_with(|| a.cmp(b)));
            for (key, option) in splits {
                let mut parts = key.clone();
                parts.reverse();
                let text = parts
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join("+");
                chips.push((text, split_move(lang, index, option.clone(), n, &parts)));
            }
        }
        let name = if row.atoms.len() > 1 {
            format!("#{}", j + 1)
        } else {
            String::new()
        };
        let heap = Heap {
            size: n,
            name,
            take: &take,
            gap: &gap,
            chips,
        };
        blocks.push(heap_block(board, &heap));
    }
    large_heap_note(board, row.atoms.iter().filter_map(|atom| atom.heap()));
    super::stacked(blocks, 6)
}

/// Empty and Divide (`divide M N`): the two boxes as two heaps; the gap ▲ after the `a`-th
/// chip of a box is the move that empties the other box and divides this one into `a` and
/// the rest.
pub(crate) fn draw_divide(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let lang = board.lang;
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        let Some((m, n)) = atom.pair() else { continue };
        let index = row.first + j;
        let options = row.options.get(j).cloned().flatten().unwrap_or_default();
        let by_parts: HashMap<(u64, u64), Vec<Atom>> = options
            .into_iter()
            .filter_map(|option| Some((option.first()?.pair()?, option)))
            .collect();
        for (number, size) in [(1, m), (2, n)] {
            let none = |_: u64| None;
            let gap = |a: u64| {
                let parts = (a, size.checked_sub(a)?);
                let option = by_parts.get(&parts)?;
                Some(split_move(
                    lang,
                    index,
                    option.clone(),
                    size,
                    &[parts.0, parts.1],
                ))
            };
            let heap = Heap {
                size,
                name: format!("#{number}"),
                take: &none,
                gap: &gap,
                chips: Vec::new(),
            };
            blocks.push(heap_block(board, &heap));
        }
    }
    large_heap_note(
        board,
        row.atoms
            .iter()
            .filter_map(|atom| atom.pair())
            .flat_map(|(m, n)| [m, n]),
    );
    super::stacked(blocks, 6)
}

/// The caption line about large heaps, once, when some heap is drawn as a bar.
fn large_heap_note(board: &mut Board<'_>, mut heaps: impl Iterator<Item = u64>) {
    if heaps.any(|n| n > MAX_TOKENS) {
        let line = board.msg(
            "board.large_heap",
            &[
                ("max", &MAX_TOKENS.to_string()),
                ("tail", &TAIL.to_string()),
            ],
        );
        if !board.notes.contains(&line) {
            board.notes.push(line);
        }
    }
}

/// The heaps of a Moore atom's argument text.
fn moore_heaps(atom: &Atom) -> Vec<u64> {
    atom.numbers()
}

/// A Moore row (one atom, several heaps): single-heap moves are tokens; moves that change
/// several heaps are left to the list of moves (the hint says so).
pub(crate) fn draw_moore(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let Some(atom) = row.atoms.first() else {
        return super::stacked(Vec::new(), 0);
    };
    let lang = board.lang;
    let heaps = moore_heaps(atom);
    // (heap index, tokens left) -> option.
    let mut single: HashMap<(usize, u64), Vec<Atom>> = HashMap::new();
    for option in row.options.first().cloned().flatten().unwrap_or_default() {
        let after = match option.as_slice() {
            [one] => moore_heaps(one),
            _ => continue,
        };
        if after.len() != heaps.len() {
            continue;
        }
        let changed: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] != after[i]).collect();
        if let [i] = changed.as_slice() {
            single.entry((*i, after[*i])).or_insert(option);
        }
    }
    let mut blocks = Vec::new();
    for (j, &n) in heaps.iter().enumerate() {
        let take = |k: u64| {
            single.get(&(j, k)).map(|option| {
                let count = (n - k).to_string();
                Move {
                    atom: row.first,
                    option: option.clone(),
                    words: message(
                        lang,
                        "board.move.take_heap",
                        &[
                            ("count", &count),
                            ("index", &(j + 1).to_string()),
                            ("heap", &n.to_string()),
                            ("left", &k.to_string()),
                        ],
                    ),
                    short: message(lang, "board.short.take", &[("count", &count)]),
                }
            })
        };
        let heap = Heap {
            size: n,
            name: format!("#{}", j + 1),
            take: &take,
            gap: &|_| None,
            chips: Vec::new(),
        };
        blocks.push(heap_block(board, &heap));
    }
    large_heap_note(board, heaps.iter().copied());
    super::stacked(blocks, 6)
}
