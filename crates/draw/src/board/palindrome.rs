//! Palindrome cutting: each word as a line of letter tiles (thirty to a line, at most
//! [`MAX_LETTERS`] drawn); a letter where a cut is legal carries ✂ and is the move that
//! cuts the word there. Which letters those are is read from core's options: a letter is
//! a part when the pieces that cutting there leaves (those of three letters or more) are
//! an option.

use std::collections::HashMap;

use sglab_core::games::Atom;

use super::{centred, Board, Row, MARK};
use crate::paint::{Block, INK, MUTED};
use crate::tree::Element;

/// The most letters drawn of one word.
pub const MAX_LETTERS: usize = 200;
const PER_LINE: usize = 30;
const TILE: i64 = 20;
const LINE: i64 = 44;

/// The word of a palindrome atom.
fn word_of(atom: &Atom) -> String {
    match atom {
        Atom::Palindrome(palindrome) => palindrome.word().to_string(),
        _ => String::new(),
    }
}

/// The words of an option, sorted.
fn words_key(option: &[Atom]) -> Vec<String> {
    let mut words: Vec<String> = option.iter().map(word_of).collect();
    words.sort();
    words
}

/// Each word of the row.
pub(crate) fn draw(board: &mut Board<'_>, row: &Row<'_>) -> Block {
    let mut blocks = Vec::new();
    for (j, atom) in row.atoms.iter().enumerate() {
        let index = row.first + j;
        let word: Vec<char> = word_of(atom).chars().collect();
        let mut by_key: HashMap<Vec<String>, Vec<Atom>> = HashMap::new();
        for option in row.options.get(j).cloned().flatten().unwrap_or_default() {
            by_key.entry(words_key(&option)).or_insert(option);
        }
        let drawn = word.len().min(MAX_LETTERS);
        let mut group = Element::new("g").attr("class", "sg-word");
        let text: String = word.iter().collect();
        for (i, &letter) in word.iter().enumerate().take(drawn) {
            let x = (i % PER_LINE) as i64 * (TILE + 2);
            let y = (i / PER_LINE) as i64 * LINE + 14;
            let cut = (i > 0 && i + 1 < word.len())
                .then(|| {
                    let mut key: Vec<String> = [&word[..i], &word[i + 1..]]
                        .iter()
                        .filter(|piece| piece.len() >= 3)
                        .map(|piece| piece.iter().collect())
                        .collect();
                    key.sort();
                    by_key.get(&key)
                })
                .flatten();
            let tile = Element::new("g")
                .attr(
                    "class",
                    if cut.is_some() {
                        "sg-tile sg-live"
                    } else {
                        "sg-tile"
                    },
                )
                .child(
                    Element::new("rect")
                        .attr("x", x)
                        .attr("y", y)
                        .attr("width", TILE)
                        .attr("height", 24)
                        .attr("rx", 3)
                        .attr("fill", if cut.is_some() { "#ecfeff" } else { "#f5f5f4" })
                        .attr("stroke", if cut.is_some() { MARK } else { "#a8a29e" })
                        .attr("stroke-width", if cut.is_some() { "1.8" } else { "1" }),
                )
                .child(centred(x + TILE / 2, y + 17, 14, INK, &letter.to_string()));
            match cut {
                Some(option) => {
                    let shape = tile.child(centred(x + TILE / 2, y - 3, 14, MARK, "✂"));
                    let rest: Vec<String> = option.iter().map(word_of).collect();
                    let rest = if rest.is_empty() {
                        board.msg("board.nothing", &[])
                    } else {
                        rest.join(" + ")
                    };
                    let at = (i + 1).to_string();
                    let words = board.msg(
                        "board.move.palindrome",
                        &[
                            ("word", &text),
                            ("at", &at),
                            ("letter", &letter.to_string()),
                            ("rest", &rest),
                        ],
                    );
                    let short = board.msg("board.short.palindrome", &[("at", &at)]);
                    group.push(board.part(index, option, &words, &short, shape));
                }
                None => group.push(tile),
            }
        }
        let lines = drawn.div_ceil(PER_LINE).max(1) as i64;
        if drawn < word.len() {
            let y = lines * LINE;
            group.push(super::label(
                0,
                y,
                11,
                MUTED,
                &format!("… +{}", word.len() - drawn),
            ));
            let line = board.msg("board.word_compact", &[("count", &MAX_LETTERS.to_string())]);
            if !board.notes.contains(&line) {
                board.notes.push(line);
            }
        }
        blocks.push(Block {
            element: group,
            width: drawn.clamp(1, PER_LINE) as i64 * (TILE + 2),
            height: lines * LINE + if drawn < word.len() { 14 } else { 0 },
        });
    }
    super::stacked(blocks, 6)
}
