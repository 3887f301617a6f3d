//! A game played out, frame by frame: the positions of perfect play from a position (the
//! computer's perfect move each turn, core's `explore::computer_move`: the winner hurries,
//! the loser delays, Winning Ways ch. 9), each drawn as the board view with a caption
//! that says the move in words and the value it leaves (the xor of the SG values under
//! normal play, the outcome under misère and Every-SG).
//!
//! The frames are drawings like any other ([`Element`]s of one common size), so `sglab render
//! --animate` rasterises them into a GIF and the page can draw the same frames on a canvas.
//!
//! ```
//! use sglab_core::{i18n::Lang, limits::Budget, Limits};
//! let play = sglab_draw::frames::play_out("nim 1 2", Lang::En.words(), &Limits::default(), &mut Budget::new).unwrap();
//! // nim 1 2 → nim 1 1 (the winning move), then one token at a time.
//! assert_eq!(play.positions.len(), 4);
//! assert_eq!(play.frames.len(), 4);
//! assert!(play.captions[1][0].starts_with("Move 1 of 3 (first player): take 1 from the heap of 2, leaving 1"));
//! ```

use std::collections::HashSet;
use std::fmt;

use serde::Serialize;

use sglab_core::analysis::{analyze_with, Outcome};
use sglab_core::engine::Engine;
use sglab_core::explore::{computer_move, Strength};
use sglab_core::game::{Game, Rule};
use sglab_core::i18n::{self, Words};
use sglab_core::limits::Budget;
use sglab_core::{LimitError, Limits};

use crate::paint::{self, message, Block};
use crate::tree::{Element, Node};
use crate::DrawError;

/// The most moves an animation shows: a longer game is refused (about a minute and a half
/// of frames, and a GIF still small enough for a phone).
pub const MAX_MOVES: usize = 60;

/// The frames of a game played out.
#[derive(Clone, Debug)]
pub struct PlayedOut {
    /// The positions, the start first; one more than the moves.
    pub positions: Vec<Game>,
    /// Each frame's caption lines (the move and the value it leaves).
    pub captions: Vec<Vec<String>>,
    /// Each frame, all of one size: the board with its caption below.
    pub frames: Vec<Element>,
    /// The frames' common width and height.
    pub size: (i64, i64),
}

/// A game played out as the page takes it: the positions, the caption lines, and each
/// frame as a standalone SVG document of `width` × `height` (what `sglab svg --animate`
/// rasterises), so the page draws them on a canvas and encodes the GIF there.
#[derive(Clone, Debug, Serialize)]
pub struct Animation {
    /// The positions in notation, the start first.
    pub positions: Vec<String>,
    /// Each frame's caption lines.
    pub captions: Vec<Vec<String>>,
    /// Each frame as an SVG document.
    pub frames: Vec<String>,
    /// The frames' common width.
    pub width: i64,
    /// The frames' common height.
    pub height: i64,
}

impl PlayedOut {
    /// The frames written as SVG documents, with the positions and captions.
    pub fn animation(&self) -> Animation {
        Animation {
            positions: self.positions.iter().map(ToString::to_string).collect(),
            captions: self.captions.clone(),
            frames: self.frames.iter().map(Element::to_svg_string).collect(),
            width: self.size.0,
            height: self.size.1,
        }
    }
}

/// Why a game could not be played out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FramesError {
    /// The game could not be parsed or drawn, or its analysis exceeded the limits.
    Draw(DrawError),
    /// Perfect play lasts more than [`MAX_MOVES`] moves.
    TooLong {
        /// The starting position.
        game: String,
    },
}

impl FramesError {
    /// The message in `lang`.
    pub fn render(&self, lang: Words<'_>) -> String {
        match self {
            FramesError::Draw(error) => error.render(lang),
            FramesError::TooLong { game } => message(
                lang,
                "frames.too_long",
                &[("game", game), ("max", &MAX_MOVES.to_string())],
            ),
        }
    }
}

impl fmt::Display for FramesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FramesError::Draw(error) => error.fmt(f),
            FramesError::TooLong { .. } => {
                i18n::display(f, "frames.too_long", |lang| self.render(lang))
            }
        }
    }
}

impl std::error::Error for FramesError {}

impl From<DrawError> for FramesError {
    fn from(error: DrawError) -> Self {
        FramesError::Draw(error)
    }
}

impl From<LimitError> for FramesError {
    fn from(error: LimitError) -> Self {
        FramesError::Draw(DrawError::Limit(error))
    }
}

/// The positions of perfect play from `game` to the end, the start first.
pub fn perfect_play(game: &Game, engine: &mut Engine) -> Result<Vec<Game>, FramesError> {
    let mut positions = vec![game.clone()];
    let mut current = game.clone();
    while let Some(reply) = computer_move(&current, engine, Strength::PERFECT)? {
        if positions.len() > MAX_MOVES {
            return Err(FramesError::TooLong {
                game: game.to_string(),
            });
        }
        positions.push(reply.game.clone());
        current = reply.game;
    }
    Ok(positions)
}

/// `game_text` played out perfectly: its positions, and a frame for each, in `lang`.
pub fn play_out(
    game_text: &str,
    lang: Words<'_>,
    limits: &Limits,
    make_budget: &mut dyn FnMut(u64) -> Budget,
) -> Result<PlayedOut, FramesError> {
    let game = sglab_core::parse(game_text).map_err(DrawError::Parse)?;
    let mut engine = Engine::with_budget(make_budget(limits.max_work));
    let positions = perfect_play(&game, &mut engine)?;
    let total = positions.len() - 1;
    let mut boards = Vec::with_capacity(positions.len());
    for (index, position) in positions.iter().enumerate() {
        let prefix = format!("sg-frame-{index}");
        boards.push(crate::board::draw(
            position,
            lang,
            &prefix,
            paint::CAPTION_WIDTH,
            &mut engine,
        )?);
    }
    let mut captions = Vec::with_capacity(positions.len());
    for (index, position) in positions.iter().enumerate() {
        let value = value_line(position, index > 0, lang, &mut engine)?;
        let mut lines = Vec::new();
        if index == 0 {
            lines.push(message(
                lang,
                "frames.start",
                &[("game", &position.to_string())],
            ));
        } else {
            let player = if index % 2 == 1 {
                "frames.first"
            } else {
                "frames.second"
            };
            let words = boards
                .get(index - 1)
                .and_then(|board| move_words(board, position, lang))
                .unwrap_or_else(|| {
                    message(lang, "frames.move_to", &[("game", &position.to_string())])
                });
            lines.push(message(
                lang,
                "frames.move",
                &[
                    ("index", &index.to_string()),
                    ("total", &total.to_string()),
                    ("player", &message(lang, player, &[])),
                    ("words", &words),
                ],
            ));
        }
        lines.push(value);
        if index == total {
            let key = if game.rule == Rule::Misere {
                "frames.end_misere"
            } else {
                "frames.end_normal"
            };
            if total > 0 {
                let last = if total % 2 == 1 {
                    "frames.first"
                } else {
                    "frames.second"
                };
                lines.push(message(lang, key, &[("player", &message(lang, last, &[]))]));
            }
        }
        captions.push(lines);
    }
    let boards: Vec<Element> = boards
        .into_iter()
        .map(|board| without_hints(board, lang))
        .collect();
    // Every frame gets the same blocks' sizes (the largest board, the longest caption), so
    // paint's frame builder makes frames of one size.
    let board_size = |board: &Element| {
        let get = |name| {
            board
                .get(name)
                .and_then(|value| value.parse::<i64>().ok())
                .unwrap_or(0)
        };
        (get("width"), get("height"))
    };
    let board_width = boards.iter().map(|b| board_size(b).0).max().unwrap_or(0);
    let board_height = boards.iter().map(|b| board_size(b).1).max().unwrap_or(0);
    let caption_blocks: Vec<Block> = captions
        .iter()
        .map(|lines| Block::caption(lines, true, paint::CAPTION_WIDTH))
        .collect();
    let caption_width = caption_blocks.iter().map(|b| b.width).max().unwrap_or(0);
    let caption_height = caption_blocks.iter().map(|b| b.height).max().unwrap_or(0);
    let frames: Vec<Element> = boards
        .into_iter()
        .zip(caption_blocks)
        .zip(positions.iter().zip(&captions))
        .enumerate()
        .map(|(index, ((mut board, caption), (position, lines)))| {
            board.set("x", 0);
            board.set("y", 0);
            let board = Block {
                element: Element::new("g").child(board),
                width: board_width.max(caption_width),
                height: board_height,
            };
            let caption = Block {
                height: caption_height,
                ..caption
            };
            paint::frame(
                &format!("sg-frame-{index}-f"),
                "sg-frame",
                &position.to_string(),
                &lines.join(" "),
                vec![board, caption],
            )
        })
        .collect();
    let size = frames.first().map_or((0, 0), board_size);
    Ok(PlayedOut {
        positions,
        captions,
        frames,
        size,
    })
}

/// The line saying what `position` is worth: the xor of its components' SG values (one
/// value: its SG value) under normal play, its outcome under the other rules. `after`:
/// worded as what a move leaves.
fn value_line(
    position: &Game,
    after: bool,
    lang: Words<'_>,
    engine: &mut Engine,
) -> Result<String, FramesError> {
    let analysis = analyze_with(position, engine, 1)?;
    let outcome = message(
        lang,
        match analysis.outcome {
            Outcome::P => "frames.P",
            Outcome::N => "frames.N",
            Outcome::D => "frames.D",
        },
        &[],
    );
    let game = position.to_string();
    let several = position.atoms.len() > 1;
    let key = match (analysis.sg, several, after) {
        (Some(_), true, true) => "frames.leaves_xor",
        (Some(_), false, true) => "frames.leaves_sg",
        (None, _, true) => "frames.leaves",
        (Some(_), true, false) => "frames.is_xor",
        (Some(_), false, false) => "frames.is_sg",
        (None, _, false) => "frames.is",
    };
    let sg = analysis.sg.map(|sg| sg.to_string()).unwrap_or_default();
    Ok(message(
        lang,
        key,
        &[("game", &game), ("sg", &sg), ("outcome", &outcome)],
    ))
}

/// The words of the move from the position drawn in `board` to `next`: the `<title>` of
/// the board part whose `data-game` is `next`, without the position it names.
fn move_words(board: &Element, next: &Game, lang: Words<'_>) -> Option<String> {
    let target = next.to_string();
    let part = board
        .descendants()
        .into_iter()
        .find(|element| element.get("data-game") == Some(target.as_str()))?;
    let title = part.children.iter().find_map(|child| match child {
        Node::Element(element) if element.name == "title" => Some(element.text_content()),
        _ => None,
    })?;
    // The title is `board.move_title` with the move's words and the position: cut the
    // template's text around `{move}` away, whatever the language writes there.
    let marker = "\u{1}";
    let template = i18n::format(
        lang,
        "board.move_title",
        &[("move", marker), ("game", &target)],
    );
    let (before, after) = template.split_once(marker)?;
    let words = title.strip_prefix(before)?.strip_suffix(after)?;
    Some(words.to_string())
}

/// `board` without the lines that tell a reader where to click (a picture has nothing to
/// click): every caption line of a board hint in `lang` is taken out, and what was drawn
/// below it moves up, so the drawing shrinks by the lines taken.
pub fn without_hints(mut board: Element, lang: Words<'_>) -> Element {
    let max_columns = paint::caption_columns(paint::CAPTION_WIDTH);
    let hints: HashSet<String> = (lang.texts().all(lang.lang()).into_iter())
        .filter(|(key, _)| key.starts_with("board.hint."))
        .flat_map(|(_, text)| paint::wrap(text, max_columns))
        .collect();
    let removed = collapse(&mut board, &hints);
    if removed > 0 {
        let shrink = |value: Option<&str>| {
            value
                .and_then(|v| v.parse::<i64>().ok())
                .map(|v| (v - removed).max(1))
        };
        if let Some(height) = shrink(board.get("height")) {
            let width = board.get("width").unwrap_or("0").to_string();
            board.set("height", height);
            board.set("viewBox", format!("0 0 {width} {height}"));
        }
        for child in &mut board.children {
            if let Node::Element(child) = child
                && child.get("class") == Some("sg-background")
                && let Some(height) = shrink(child.get("height"))
            {
                child.set("height", height);
            }
        }
    }
    board
}

/// Removes the `<text>` children of `element` (at any depth) that are one of `lines`,
/// moving every later sibling up by the height taken out; returns that height.
fn collapse(element: &mut Element, lines: &HashSet<String>) -> i64 {
    let mut shift = 0;
    let mut keep = Vec::with_capacity(element.children.len());
    for child in std::mem::take(&mut element.children) {
        let Node::Element(mut child) = child else {
            keep.push(child);
            continue;
        };
        if child.name == "text" && lines.contains(&child.text_content()) {
            shift += paint::LINE_HEIGHT;
            continue;
        }
        if shift > 0 {
            move_up(&mut child, shift);
        }
        shift += collapse(&mut child, lines);
        keep.push(Node::Element(child));
    }
    element.children = keep;
    shift
}

/// Moves `element` up by `by`: its `translate(x,y)` or its `y`.
fn move_up(element: &mut Element, by: i64) {
    if let Some(transform) = element.get("transform") {
        let inner = transform
            .strip_prefix("translate(")
            .and_then(|rest| rest.strip_suffix(')'));
        if let Some((x, y)) = inner.and_then(|inner| inner.split_once(','))
            && let Ok(y) = y.trim().parse::<i64>()
        {
            let moved = format!("translate({x},{})", y - by);
            element.set("transform", moved);
        }
    } else if let Some(y) = element.get("y").and_then(|y| y.parse::<i64>().ok()) {
        element.set("y", y - by);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sglab_core::i18n::Lang;

    fn played(text: &str, lang: Words<'_>) -> PlayedOut {
        play_out(text, lang, &Limits::default(), &mut Budget::new).expect("plays out")
    }

    #[test]
    fn nim_3_4_5_is_played_to_the_end_in_both_languages() {
        let en = played("nim 3 4 5", Lang::En.words());
        // The first move wins (to xor 0), the loser then delays: remoteness 11 in all.
        assert_eq!(en.positions[1].to_string(), "nim 1 4 5");
        assert_eq!(
            en.positions.last().map(ToString::to_string).as_deref(),
            Some("nim 0 0 0")
        );
        assert_eq!(en.frames.len(), en.positions.len());
        assert_eq!(en.captions[1][1], "Leaves nim 1 4 5: the xor of the SG values is 0, a P-position (the player to move loses)");
        assert!(en.captions[0][1].contains("xor of the SG values is 2"));
        let zh = played("nim 3 4 5", Lang::Zh.words());
        assert!(
            zh.captions[1][0].starts_with("第 1 步（共"),
            "{:?}",
            zh.captions[1]
        );
        assert!(zh.captions[1][1].contains("必败态"));
        // Every frame has the same size, and no hint to click.
        for frame in &en.frames {
            assert_eq!(frame.get("width"), Some(en.size.0.to_string().as_str()));
            assert!(!frame.to_svg_string().contains("Click"));
        }
    }

    #[test]
    fn misere_and_sums_say_the_outcome_and_who_moved_last() {
        let misere = played("misere: nim 1 1 2", Lang::En.words());
        let last = misere.captions.last().expect("a last frame");
        assert!(
            last.iter().any(|line| line.contains("under misère play")),
            "{last:?}"
        );
        assert!(!misere.captions[1][1].contains("xor"));
        let sum = played("wythoff 1 2 + nim 3", Lang::En.words());
        assert!(
            sum.captions[1][1].contains("xor of the SG values is 0"),
            "{:?}",
            sum.captions[1]
        );
    }

    #[test]
    fn a_finished_game_is_one_frame_and_a_long_one_is_refused() {
        assert_eq!(played("nim 0", Lang::En.words()).frames.len(), 1);
        let error = play_out(
            "nim 40 40",
            Lang::En.words(),
            &Limits::default(),
            &mut Budget::new,
        )
        .expect_err("80 moves");
        assert!(matches!(error, FramesError::TooLong { .. }), "{error:?}");
    }
}
