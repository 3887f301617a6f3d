//! The picture of a Markdown fence (NOTATION.md, "Markdown fences"), defined once for
//! `sg render` and, through the wasm module, the markdown-it and remark plugins: the view
//! that shows what the fence's widget shows first ([`first_view`]), drawn as a still
//! picture that says what the position is ([`picture`]), and the fence written as HTML
//! with that picture inline ([`html`], [`rewrite`]).
//!
//! ```
//! use sglab_core::{fence, i18n::Lang, Limits};
//! let widget = fence::parse("sg proof", "nim 1 2 + nim 3").unwrap();
//! let picture = sglab_draw::fence::picture(&widget, Lang::En.words(), "p1", &Limits::default()).unwrap();
//! assert_eq!(picture.view, sglab_draw::View::Xor);
//! assert!(picture.alt.contains(": P"), "{}", picture.alt);
//! ```

use sglab_core::analysis::analyze_text;
use sglab_core::fence::{self, Block, FenceError, Widget};
use sglab_core::game::Rule;
use sglab_core::i18n::{self, Lang, Words};
use sglab_core::limits::Budget;
use sglab_core::Limits;

use crate::frames::without_hints;
use crate::paint::{
    caption_columns, text_line, text_width, wrap, CAPTION_SIZE, CAPTION_WIDTH, INK, LINE_HEIGHT,
    MARGIN,
};
use crate::tree::{escape, Element, Node};
use crate::{draw, is_later, DrawError, DrawOptions, View};

/// The game of a fence with an empty body, per widget: the widgets' own defaults
/// (`web/js/elements/catalog.js`).
pub const DEFAULT_GAMES: [(&str, &str); 8] = [
    ("play", "nim 3 4 5"),
    ("graph", "nim 3 4 5"),
    ("table", "nim"),
    ("grid", "wythoff"),
    ("xor", "7 8 9"),
    ("proof", "nim 3 4 5"),
    ("quiz", "nim 3 4 5"),
    ("explorer", "nim 3 4 5"),
];

/// What a fence's widget shows first: the drawings that may show it, best first (the
/// first one the game has is the picture), and the explorer's view and extra parameters
/// for a link to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstView<'a> {
    /// `(game, view)` to try in order.
    pub candidates: Vec<(String, View)>,
    /// The drawing's options (language, cap, last heap, side).
    pub options: DrawOptions<'a>,
    /// The explorer's view that shows the same (`graph`, `table`, `proof`, `play`).
    pub explorer_view: &'static str,
    /// Extra parameters of the explorer's address (`cap`, `first`).
    pub extra: Vec<(&'static str, String)>,
}

/// A proof's picture: the xor of the components' values for a normal-play sum of two or
/// more components (Sprague–Grundy: what the proof adds up), else the position itself.
fn proof_views(game: &str) -> Vec<View> {
    let sum =
        sglab_core::parse(game).is_ok_and(|game| game.rule == Rule::Normal && game.atoms.len() > 1);
    if sum {
        vec![View::Xor, View::Board, View::Graph]
    } else {
        vec![View::Board, View::Graph]
    }
}

/// The first view of `widget`'s widget, in `lang`.
pub fn first_view<'a>(widget: &Widget, lang: Words<'a>) -> FirstView<'a> {
    let default = DEFAULT_GAMES
        .iter()
        .find(|(name, _)| *name == widget.name)
        .map_or("nim 3 4 5", |(_, game)| *game);
    let written = widget
        .get(fence::body_attribute(widget.name))
        .map(str::trim)
        .filter(|text| !text.is_empty())
        .unwrap_or(default)
        .to_string();
    let number = |name: &str| widget.get(name).and_then(|v| v.trim().parse::<u64>().ok());
    let mut options = DrawOptions::new(lang);
    let mut extra = Vec::new();
    let each = |game: &str, views: &[View]| -> Vec<(String, View)> {
        views.iter().map(|view| (game.to_string(), *view)).collect()
    };
    let (candidates, explorer_view) = match widget.name {
        "graph" => {
            options.cap = number("cap");
            if let Some(cap) = options.cap.filter(|c| [50, 150, 400].contains(c)) {
                extra.push(("cap", cap.to_string()));
            }
            (each(&written, &[View::Graph]), "graph")
        }
        "table" => {
            options.to = number("to");
            // A row without heaps (`kayles`) has a strip from heap 0, as the widget draws.
            let parses = sglab_core::parse(&written).is_ok();
            let game = if parses {
                written
            } else {
                format!("{written} 0")
            };
            (each(&game, &[View::Table]), "table")
        }
        "grid" => {
            options.size = number("size");
            // A component alone (`wythoff`, `cut`) starts from the origin core gives its grid,
            // as `<sg-grid>` does (the wasm `gridOrigin`).
            let game = sglab_core::tables::grid_origin(&written)
                .map_or(written.clone(), |origin| origin.to_string());
            (each(&game, &[View::Grid]), "table")
        }
        "xor" => (each(&format!("nim {written}"), &[View::Xor]), "proof"),
        "proof" => (each(&written, &proof_views(&written)), "proof"),
        "explorer" => match widget.get("view").unwrap_or("graph") {
            "table" => (
                each(&written, &[View::Table, View::Grid, View::Graph]),
                "table",
            ),
            "proof" => (each(&written, &proof_views(&written)), "proof"),
            "play" => (each(&written, &[View::Board, View::Graph]), "play"),
            _ => (each(&written, &[View::Graph]), "graph"),
        },
        // An exercise's graph would give its answer away: its board only.
        "quiz" => (each(&written, &[View::Board]), "play"),
        // play: the game itself.
        _ => {
            if widget.get("first") == Some("computer") {
                extra.push(("first", "computer".to_string()));
            }
            (each(&written, &[View::Board, View::Graph]), "play")
        }
    };
    FirstView {
        candidates,
        options,
        explorer_view,
        extra,
    }
}

/// A fence's picture: the still drawing, what it draws, and its alt text.
#[derive(Clone, Debug)]
pub struct Picture {
    /// The drawing, with the outcome sentence under it.
    pub drawing: Element,
    /// The position drawn (canonical where it parses).
    pub game: String,
    /// The view drawn.
    pub view: View,
    /// The outcome sentence (`nim 3 4 5: N: the player to move wins (SG value 2)`).
    pub alt: String,
}

/// The outcome sentence of `game` in `lang`, or the view and game when it has none in
/// reach.
pub fn alt_text(game: &str, view: View, lang: Words<'_>, limits: &Limits) -> String {
    match analyze_text(game, limits) {
        Ok(analysis) => {
            let outcome =
                i18n::format(lang, &format!("outcome.{}", analysis.outcome.letter()), &[]);
            let text = analysis.game.to_string();
            match analysis.sg {
                Some(sg) => i18n::format(
                    lang,
                    "proof.header_sg",
                    &[
                        ("game", &text),
                        ("outcome", &outcome),
                        ("sg", &sg.to_string()),
                    ],
                ),
                None => i18n::format(
                    lang,
                    "proof.header",
                    &[("game", &text), ("outcome", &outcome)],
                ),
            }
        }
        Err(_) => format!("{}: {game}", view.label(lang)),
    }
}

/// The picture of `widget` in `lang`, its ids prefixed by `id_prefix`: the first of its
/// first view's drawings that the game has, made still. The error is the first
/// drawing's (a game that does not parse: the widget will show that error).
pub fn picture(
    widget: &Widget,
    lang: Words<'_>,
    id_prefix: &str,
    limits: &Limits,
) -> Result<Picture, DrawError> {
    let plan = first_view(widget, lang);
    let options = DrawOptions {
        id_prefix: id_prefix.to_string(),
        ..plan.options
    };
    let draw_one = |(game, view): &(String, View)| {
        draw(game, *view, &options, limits, &mut Budget::new).map(|drawing| {
            let alt = alt_text(game, *view, lang, limits);
            Picture {
                drawing: still(drawing, *view, lang, &alt),
                game: game.clone(),
                view: *view,
                alt,
            }
        })
    };
    let (first, others) = plan
        .candidates
        .split_first()
        .ok_or(DrawError::NotApplicable {
            view: View::Board,
            game: String::new(),
        })?;
    draw_one(first).or_else(|error| others.iter().find_map(|c| draw_one(c).ok()).ok_or(error))
}

/// A drawing made a still picture: a board without its lines on where to tap, no
/// attribute for scripts, the outcome sentence as its title and as a caption under it (what a reader without
/// scripts, or of a printed page, needs to know of the position).
pub fn still(drawing: Element, view: View, lang: Words<'_>, sentence: &str) -> Element {
    let mut drawing = if view == View::Board {
        without_hints(drawing, lang)
    } else {
        drawing
    };
    without_data(&mut drawing);
    without_later(&mut drawing);
    let label = view.label(lang);
    for child in &mut drawing.children {
        if let Node::Element(child) = child {
            match child.name {
                "title" => child.children = vec![Node::Text(sentence.to_string())],
                // A board's description tells where to tap: the view's name instead.
                "desc" if view == View::Board => child.children = vec![Node::Text(label.clone())],
                _ => {}
            }
        }
    }
    with_caption(drawing, sentence)
}

/// Removes the `data-*` attributes (what a click opens, for the page's scripts): a still
/// picture has no use for them.
fn without_data(element: &mut Element) {
    element
        .attributes
        .retain(|(name, _)| !name.starts_with("data-"));
    for child in &mut element.children {
        if let Node::Element(child) = child {
            without_data(child);
        }
    }
}

/// Removes the parts drawn apart from what is seen (`sg-later`: a heat map's cells, which
/// only take taps): a still picture shows the same without them.
fn without_later(element: &mut Element) {
    element.children.retain(|child| match child {
        Node::Element(child) => !is_later(child),
        Node::Text(_) => true,
    });
    for child in &mut element.children {
        if let Node::Element(child) = child {
            without_later(child);
        }
    }
}

/// `drawing` with `sentence` in bold under its content, the picture grown to hold it.
fn with_caption(mut drawing: Element, sentence: &str) -> Element {
    let number = |element: &Element, name: &str| -> i64 {
        element
            .get(name)
            .and_then(|v| v.parse::<i64>().ok())
            .unwrap_or(0)
    };
    let (width, height) = (number(&drawing, "width"), number(&drawing, "height"));
    let room = (width - 2 * MARGIN).max(CAPTION_WIDTH);
    let lines = wrap(sentence, caption_columns(room));
    let mut caption = Element::new("g")
        .attr("class", "sg-caption sg-outcome")
        .attr("transform", format!("translate({MARGIN},{})", height - 4));
    let mut y = 0;
    let mut widest = 0;
    for line in &lines {
        y += LINE_HEIGHT;
        widest = widest.max(text_width(line, CAPTION_SIZE));
        caption.push(text_line(0, y - 5, CAPTION_SIZE, INK, line).attr("font-weight", 700));
    }
    let width = width.max(widest + 2 * MARGIN);
    let height = height - 4 + y + MARGIN;
    drawing.set("width", width);
    drawing.set("height", height);
    drawing.set("viewBox", format!("0 0 {width} {height}"));
    for child in &mut drawing.children {
        if let Node::Element(child) = child
            && child.get("class") == Some("sg-background")
        {
            child.set("width", width);
            child.set("height", height);
        }
    }
    drawing.push(caption);
    drawing
}

/// The HTML of one fence: the widget's element with its attributes, holding its picture
/// as inline SVG (what a reader without scripts sees, and what shows until the widget
/// paints) or, with no picture, the game's text; or the fence's error in `lang`. The
/// opening tag, the picture and the closing tag are three lines with no blank line, so
/// Markdown keeps the element as one HTML block (CommonMark's seventh kind) and copies
/// the picture untouched.
pub fn html(
    info: &str,
    body: &str,
    options: &HtmlOptions,
    limits: &Limits,
) -> Result<String, FenceError> {
    let widget = fence::parse(info, body)?;
    let lang = widget.get("lang").map_or(options.lang, |tag| {
        options.lang.texts().words(Lang::from_tag(tag))
    });
    let mut out = format!("<{}", widget.tag());
    for (name, value) in &widget.attributes {
        out.push_str(&format!(" {name}=\"{}\"", escape(value, true)));
    }
    out.push_str(">\n");
    let drawn = options
        .pictures
        .then(|| picture(&widget, lang, &options.id_prefix, limits).ok())
        .flatten();
    match drawn {
        Some(picture) => {
            let mut svg = picture.drawing;
            let class = svg.get("class").unwrap_or("").to_string();
            svg.set("class", format!("{class} sg-picture"));
            svg.set("style", "max-width:100%;height:auto");
            out.push_str(&svg.to_svg_line());
        }
        None => {
            let game = widget.get(fence::body_attribute(widget.name)).unwrap_or("");
            out.push_str(&escape(game, false));
        }
    }
    out.push_str(&format!("\n</{}>", widget.tag()));
    Ok(out)
}

/// A fence error as HTML: a `<pre>` with the message in `lang` and the column.
pub fn error_html(error: &FenceError, lang: Words<'_>) -> String {
    format!(
        "<pre class=\"sg-fence-error\" role=\"alert\" data-key=\"{}\" data-column=\"{}\">{}</pre>",
        error.key,
        error.column,
        escape(&error.located(lang), false)
    )
}

/// How fences become HTML.
#[derive(Clone, Debug)]
pub struct HtmlOptions<'a> {
    /// The post's language and where its texts come from (a fence's `lang=` wins).
    pub lang: Words<'a>,
    /// Whether to draw pictures (else the element holds the game's text).
    pub pictures: bool,
    /// The prefix of the picture's ids, unique on the page.
    pub id_prefix: String,
}

/// A Markdown text with each top-level sglab fence as its widget's HTML (an error as its
/// `<pre>`), blank lines around it, and everything else as written: for site generators
/// whose Markdown renderer takes no plugin but passes HTML through (Hexo). Pictures' ids
/// are prefixed `{id_prefix}{n}`, `n` counting the fences. Returns the text and each fence's
/// error with the line of its fence.
pub fn rewrite(
    text: &str,
    options: &HtmlOptions,
    limits: &Limits,
) -> (String, Vec<(usize, FenceError)>) {
    let blocks = fence::blocks(text);
    let mut out = String::with_capacity(text.len());
    let mut count = 0;
    let mut errors = Vec::new();
    let mut blank_after = false;
    for block in &blocks {
        match block {
            Block::Text(text) => {
                if blank_after && !text.trim().is_empty() {
                    out.push('\n');
                }
                blank_after = false;
                out.push_str(text);
            }
            Block::Fence(found) => {
                if blank_after || !(out.is_empty() || out.ends_with("\n\n")) {
                    out.push('\n');
                }
                count += 1;
                let fence_options = HtmlOptions {
                    id_prefix: format!("{}{count}", options.id_prefix),
                    ..options.clone()
                };
                let body = found.body_text();
                let html =
                    html(found.info, &body, &fence_options, limits).unwrap_or_else(|error| {
                        let shown = error_html(&error, options.lang);
                        errors.push((found.open.number, error));
                        shown
                    });
                out.push_str(&html);
                out.push_str(found.ending);
                blank_after = true;
            }
        }
    }
    (out, errors)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LATER;

    /// The first views of `tests/data/fences.json`'s `pictures`, which the plugins' test
    /// also compares with `sg render`.
    #[test]
    fn every_shared_picture_shows_its_first_view() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/fences.json");
        let text = std::fs::read_to_string(path).expect("tests/data/fences.json");
        let data: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let cases = data["pictures"].as_array().expect("pictures");
        let kinds: std::collections::HashSet<&str> = cases
            .iter()
            .map(|case| {
                case["info"]
                    .as_str()
                    .expect("info")
                    .split(' ')
                    .nth(1)
                    .expect("kind")
            })
            .collect();
        assert_eq!(kinds.len(), fence::WIDGETS.len());
        for case in cases {
            let info = case["info"].as_str().expect("info");
            let widget = fence::parse(info, case["body"].as_str().expect("body")).expect(info);
            for lang in [Lang::En, Lang::Zh] {
                let picture = picture(&widget, lang.words(), "t", &Limits::default()).expect(info);
                assert_eq!(
                    picture.view.name(),
                    case["view"].as_str().expect("view"),
                    "{info}"
                );
                let svg = picture.drawing.to_svg_string();
                // The picture says what the position is, and nowhere where to tap.
                assert!(svg.contains(&escape(&picture.alt, false)), "{info}: {svg}");
                for hint in i18n::all_messages().filter(|m| m.key.starts_with("board.hint.")) {
                    assert!(!svg.contains(hint.text(lang)), "{info}: {}", hint.key);
                }
                let tap = if lang == Lang::En {
                    "Tap or click"
                } else {
                    "点击"
                };
                assert!(!svg.contains(tap), "{info}: {svg}");
                // Nor what only takes taps (a heat map's cells): the colours are there.
                assert!(!svg.contains(LATER), "{info}");
            }
        }
    }

    #[test]
    fn a_fence_becomes_one_html_block_with_its_picture_inline() {
        let options = HtmlOptions {
            lang: Lang::Zh.words(),
            pictures: true,
            id_prefix: "p-".to_string(),
        };
        let html = html("sg play", "nim 3 4 5\n", &options, &Limits::default()).expect("html");
        let lines: Vec<&str> = html.lines().collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0], "<sg-play game=\"nim 3 4 5\">");
        assert!(
            lines[1].starts_with("<svg ") && lines[1].contains("先手"),
            "{}",
            lines[1]
        );
        assert_eq!(lines[2], "</sg-play>");
        let (text, errors) = rewrite(
            "# Nim\n```sg play\nnim 1\n```\ntext\n```sg chart\nnim 1\n```\n",
            &HtmlOptions {
                pictures: false,
                ..options
            },
            &Limits::default(),
        );
        assert_eq!(
            text,
            "# Nim\n\n<sg-play game=\"nim 1\">\nnim 1\n</sg-play>\n\ntext\n\n<pre class=\"sg-fence-error\" role=\"alert\" data-key=\"fence.unknown_widget\" data-column=\"4\">sg 代码块，第 4 列：未知的小组件“chart”；应为 play, graph, table, grid, xor, proof, quiz, explorer 之一</pre>\n"
        );
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].0, 6);
    }
}
