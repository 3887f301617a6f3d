//! What every drawing shares: the palette (the page's CSS custom properties, written as
//! presentation attributes so a file reads right without any CSS), text measurement that
//! counts CJK characters double, line wrapping, the frame with `<title>`/`<desc>`, caption
//! lines and the P / N / winning-move legend.

use sglab_core::i18n::{self, Words};

use crate::tree::Element;

/// P positions: dark blue (`--p`).
pub const P_FILL: &str = "#1e3a8a";
/// Text on P: white (`--p-ink`).
pub const P_INK: &str = "#ffffff";
/// A pale blue behind highlighted columns (`--p-soft`).
pub const P_SOFT: &str = "#dbe6ff";
/// P cells of every other period band.
pub const P_BAND: &str = "#172554";
/// N positions: pale orange (`--n`).
pub const N_FILL: &str = "#fed7aa";
/// Text on N: dark brown (`--n-ink`).
pub const N_INK: &str = "#5a2106";
/// The border of N (`--n-line`).
pub const N_LINE: &str = "#c2410c";
/// N cells of the two period bands.
pub const N_BANDS: [&str; 2] = ["#ffedd5", "#fdba74"];
/// Draws (a game that may never end): pale grey (`--d`).
pub const D_FILL: &str = "#e5e7eb";
/// Text on a draw: dark grey (`--d-ink`).
pub const D_INK: &str = "#1f2937";
/// The border of a draw, dashed in a graph (`--d-line`).
pub const D_LINE: &str = "#4b5563";
/// Winning moves and period marks: green (`--win`).
pub const WIN: &str = "#0f766e";
/// Ordinary edges.
pub const EDGE: &str = "#9aa4af";
/// Body text (`--ink`).
pub const INK: &str = "#1b1f24";
/// Secondary text (`--muted`).
pub const MUTED: &str = "#57606a";
/// Cells that are not positions.
pub const HOLE: &str = "#eef1f4";
/// The background of every drawing.
pub const BACKGROUND: &str = "#ffffff";
/// The outline of the current position.
pub const OUTLINE: &str = "#111111";
/// N cells of a heat map, from the smallest values to the largest (`.h1` … `.h7`).
pub const HEAT: [&str; 7] = [
    "#fff1e0", "#ffe2c2", "#fed2a3", "#fdbc7d", "#fba35a", "#f5883a", "#e8711f",
];

/// The sans-serif font stack of the page.
pub const SANS: &str = "system-ui, -apple-system, Segoe UI, Noto Sans, Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif";
/// The monospace font stack of the page (positions and numbers).
pub const MONO: &str = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

/// The margin around a drawing.
pub const MARGIN: i64 = 16;
/// The font size of captions.
pub const CAPTION_SIZE: i64 = 13;
/// The distance between caption lines.
pub const LINE_HEIGHT: i64 = 18;
/// The widest a caption line may grow before it wraps: about 38 characters, so that a
/// board fits a 375 px phone's column (about 330 px) at full scale, where its parts are
/// large enough to tap (issue 26). What a drawing wraps to where the width it is shown in
/// is not known (a file, a post's picture).
pub const CAPTION_WIDTH: i64 = 300;
/// The narrowest a caption is wrapped to, however narrow the box it is shown in: about 20
/// characters, 10 Chinese ones.
pub const MIN_CAPTION_WIDTH: i64 = 160;

/// The width captions wrap to in a drawing shown in a box `width` CSS px wide at full
/// scale: that width less the drawing's margins, so that a drawing wider than its box
/// (it scrolls sideways, its parts kept large enough to tap) still shows every caption
/// line whole; at most [`CAPTION_WIDTH`] (also where no width is known), at least
/// [`MIN_CAPTION_WIDTH`].
///
/// ```
/// use sglab_draw::paint::{caption_width, CAPTION_WIDTH};
/// assert_eq!(caption_width(None), CAPTION_WIDTH);
/// assert_eq!(caption_width(Some(254)), 222);
/// assert_eq!(caption_width(Some(1200)), CAPTION_WIDTH);
/// ```
pub fn caption_width(width: Option<u64>) -> i64 {
    width.map_or(CAPTION_WIDTH, |width| {
        (width.min(1 << 20) as i64 - 2 * MARGIN).clamp(MIN_CAPTION_WIDTH, CAPTION_WIDTH)
    })
}

/// The columns of [`wrap`] that a line `width` wide holds at the caption's size.
pub fn caption_columns(width: i64) -> i64 {
    width * 10 / (CAPTION_SIZE * 6)
}

/// Whether `c` takes two columns (CJK ideographs, kana, Hangul, full-width forms).
pub fn is_wide(c: char) -> bool {
    matches!(c,
        '\u{1100}'..='\u{115F}'
        | '\u{2E80}'..='\u{303E}'
        | '\u{3041}'..='\u{33FF}'
        | '\u{3400}'..='\u{4DBF}'
        | '\u{4E00}'..='\u{9FFF}'
        | '\u{A000}'..='\u{A4CF}'
        | '\u{AC00}'..='\u{D7A3}'
        | '\u{F900}'..='\u{FAFF}'
        | '\u{FE30}'..='\u{FE4F}'
        | '\u{FF00}'..='\u{FF60}'
        | '\u{FFE0}'..='\u{FFE6}'
        | '\u{20000}'..='\u{3FFFD}')
}

/// The columns `text` takes: one per character, two per wide character.
pub fn columns(text: &str) -> i64 {
    text.chars().map(|c| if is_wide(c) { 2 } else { 1 }).sum()
}

/// An estimate of the width of `text` at `size` (a column is 0.6 em, as in monospace).
pub fn text_width(text: &str, size: i64) -> i64 {
    (columns(text) * size * 6 + 9) / 10
}

/// Wide punctuation that may not open a line (the Chinese line-breaking rule, 避头点).
const NO_LINE_START: &str = "，。、：；！？）」』》〉”’…";

/// `text` cut into lines of at most `max_columns`, breaking at spaces, or between wide
/// characters (Chinese has no spaces), or inside a word longer than a line.
///
/// ```
/// assert_eq!(sglab_draw::paint::wrap("one two three", 8), ["one two", "three"]);
/// ```
pub fn wrap(text: &str, max_columns: i64) -> Vec<String> {
    let max_columns = max_columns.max(4);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut width = 0i64;
    // Tokens: a word of narrow characters with its following spaces, or one wide character.
    let mut tokens: Vec<String> = Vec::new();
    let mut word = String::new();
    for c in text.chars() {
        if is_wide(c) && NO_LINE_START.contains(c) {
            // Closing punctuation stays with what it closes (a line never opens with "，").
            match tokens.last_mut() {
                Some(last) if word.is_empty() => last.push(c),
                _ => {
                    word.push(c);
                    tokens.push(std::mem::take(&mut word));
                }
            }
        } else if is_wide(c) {
            if !word.is_empty() {
                tokens.push(std::mem::take(&mut word));
            }
            tokens.push(c.to_string());
        } else if c == ' ' {
            word.push(c);
            tokens.push(std::mem::take(&mut word));
        } else {
            word.push(c);
        }
    }
    if !word.is_empty() {
        tokens.push(word);
    }
    for token in tokens {
        let token_width = columns(token.trim_end());
        if width > 0 && width + token_width > max_columns {
            lines.push(line.trim_end().to_string());
            line.clear();
            width = 0;
        }
        if token_width > max_columns {
            // A word longer than a line: cut it.
            for c in token.chars() {
                let w = columns(&c.to_string());
                if width + w > max_columns && width > 0 {
                    lines.push(std::mem::take(&mut line));
                    width = 0;
                }
                line.push(c);
                width += w;
            }
            continue;
        }
        line.push_str(&token);
        width += columns(&token);
    }
    if !line.trim().is_empty() {
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// A message of the core's table in `lang`, placeholders filled.
pub fn message(lang: Words<'_>, key: &str, params: &[(&str, &str)]) -> String {
    i18n::format(lang, key, params)
}

/// One line of text at `(x, y)` (the baseline).
pub fn text_line(x: i64, y: i64, size: i64, fill: &str, text: &str) -> Element {
    Element::new("text")
        .attr("x", x)
        .attr("y", y)
        .attr("font-size", size)
        .attr("fill", fill)
        .text(text)
}

/// Labels of one line of a drawing in one `<text>`, each character centred on its own x
/// (the text's `x` list: one position per character, each its own chunk, centred by
/// `text-anchor="middle"` on the text or its group): the page lays out one text for a row
/// of labels rather than an element per label (a heat map's row, a strip's row).
#[derive(Default)]
pub struct CentredChars {
    xs: Vec<i64>,
    chars: String,
}

impl CentredChars {
    /// Adds `label` centred on `centre`, its characters `advance` apart (the width of a
    /// monospace digit: 0.6 em).
    pub fn add(&mut self, centre: i64, label: &str, advance: i64) {
        let len = label.chars().count() as i64;
        for (i, ch) in label.chars().enumerate() {
            self.xs
                .push(centre - (len - 1) * advance / 2 + i as i64 * advance);
            self.chars.push(ch);
        }
    }

    /// The `<text>` at baseline `y` in `ink`, or `None` if nothing was added.
    pub fn text(self, y: i64, ink: &str) -> Option<Element> {
        if self.chars.is_empty() {
            return None;
        }
        let xs: Vec<String> = self.xs.iter().map(i64::to_string).collect();
        Some(
            Element::new("text")
                .attr("x", xs.join(" "))
                .attr("y", y)
                .attr("fill", ink)
                .text(self.chars),
        )
    }
}

/// Values kept one per key, in the order their keys first came: a drawing's few paths
/// (one per colour) or texts (one per kind of label), each gathering many cells.
pub struct Runs<K, V> {
    runs: Vec<(K, V)>,
}

impl<K, V> Default for Runs<K, V> {
    fn default() -> Self {
        Runs { runs: Vec::new() }
    }
}

impl<K: PartialEq, V: Default> Runs<K, V> {
    /// The value of `key`, a default one added at the end if `key` is new.
    pub fn get(&mut self, key: K) -> &mut V {
        let at = match self.runs.iter().position(|(k, _)| *k == key) {
            Some(at) => at,
            None => {
                self.runs.push((key, V::default()));
                self.runs.len() - 1
            }
        };
        &mut self.runs[at].1
    }
}

impl<K, V> IntoIterator for Runs<K, V> {
    type Item = (K, V);
    type IntoIter = std::vec::IntoIter<(K, V)>;

    fn into_iter(self) -> Self::IntoIter {
        self.runs.into_iter()
    }
}

/// The title of a cell of a table or a heat map: its position, its SG value and whether
/// it is a P- or an N-position.
pub fn cell_title(lang: Words<'_>, game: &str, value: u64) -> Element {
    let letter = if value == 0 { "P" } else { "N" };
    Element::new("title").text(message(
        lang,
        "table.cell",
        &[
            ("game", game),
            ("sg", &value.to_string()),
            ("outcome", letter),
        ],
    ))
}

/// A block of drawn content with its size, to be stacked in a frame.
#[derive(Clone, Debug)]
pub struct Block {
    /// The content, drawn from `(0, 0)`.
    pub element: Element,
    /// Its width.
    pub width: i64,
    /// Its height.
    pub height: i64,
}

impl Block {
    /// Caption lines (each wrapped to `width`, see [`caption_width`]) as one block;
    /// `strong` makes the first line bold.
    pub fn caption(texts: &[String], strong: bool, width: i64) -> Block {
        let max_columns = caption_columns(width);
        let mut group = Element::new("g").attr("class", "sg-caption");
        let mut y = 0;
        let mut widest = 0;
        for (index, text) in texts.iter().enumerate() {
            for line in wrap(text, max_columns) {
                y += LINE_HEIGHT;
                widest = widest.max(text_width(&line, CAPTION_SIZE));
                let mut element = text_line(0, y - 5, CAPTION_SIZE, INK, &line);
                if strong && index == 0 {
                    element.set("font-weight", 700);
                }
                group.push(element);
            }
        }
        Block {
            element: group,
            width: widest,
            height: y,
        }
    }

    /// The legend of the colours and marks: P, N, and (for graphs) the winning move; its
    /// labels wrap as captions `width` wide do.
    pub fn legend(lang: Words<'_>, winning: bool, width: i64) -> Block {
        Block::legend_with_draws(lang, winning, false, width)
    }

    /// [`Block::legend`], with the draw's colour too when `draws` (a game that may never
    /// end has a draw among its positions).
    pub fn legend_with_draws(lang: Words<'_>, winning: bool, draws: bool, width: i64) -> Block {
        let mut group = Element::new("g").attr("class", "sg-legend");
        let mut y = 0;
        let wrap_width = width;
        let mut width = 0;
        // Each label wraps beside its chip, as captions do, so a legend is no wider.
        let max_columns = caption_columns(wrap_width - 40);
        let mut row = |group: &mut Element, chip: Element, label: String| {
            let mut item = Element::new("g").attr("transform", format!("translate(0,{y})"));
            item.push(chip);
            let lines = wrap(&label, max_columns);
            for (index, line) in lines.iter().enumerate() {
                item.push(text_line(
                    40,
                    15 + index as i64 * LINE_HEIGHT,
                    CAPTION_SIZE,
                    INK,
                    line,
                ));
                width = width.max(40 + text_width(line, CAPTION_SIZE));
            }
            group.push(item);
            y += 24 + (lines.len().max(1) as i64 - 1) * LINE_HEIGHT;
        };
        let letters: &[(&str, &str)] = if draws {
            &[("P", "legend.P"), ("N", "legend.N"), ("D", "legend.D")]
        } else {
            &[("P", "legend.P"), ("N", "legend.N")]
        };
        for &(letter, key) in letters {
            let (fill, ink, line) = outcome_colours(letter);
            let chip = Element::new("g")
                .attr("class", format!("sg-chip sg-{letter}"))
                .child(
                    Element::new("rect")
                        .attr("width", 30)
                        .attr("height", 20)
                        .attr("rx", 5)
                        .attr("fill", fill)
                        .attr("stroke", line)
                        .attr("stroke-width", 1),
                )
                .child(
                    text_line(15, 15, 13, ink, letter)
                        .attr("text-anchor", "middle")
                        .attr("font-weight", 700),
                );
            row(&mut group, chip, message(lang, key, &[]));
        }
        if winning {
            let chip = Element::new("g")
                .attr("class", "sg-chip sg-win")
                .child(
                    Element::new("path")
                        .attr("d", "M2,10 L22,10")
                        .attr("stroke", WIN)
                        .attr("stroke-width", "3.2")
                        .attr("fill", "none"),
                )
                .child(
                    Element::new("path")
                        .attr("d", "M20,4 L30,10 L20,16 z")
                        .attr("fill", WIN),
                );
            row(&mut group, chip, message(lang, "legend.winning", &[]));
        }
        Block {
            element: group,
            width,
            height: y,
        }
    }
}

/// Fill, text and border colours of an outcome letter.
pub fn outcome_colours(letter: &str) -> (&'static str, &'static str, &'static str) {
    if letter == "P" {
        (P_FILL, P_INK, P_FILL)
    } else if letter == "D" {
        (D_FILL, D_INK, D_LINE)
    } else {
        (N_FILL, N_INK, N_LINE)
    }
}

/// The root `<svg>`: blocks stacked top to bottom inside a margin, on a white background,
/// with `<title>` and `<desc>` (ids made unique by `prefix`) and a class naming the view.
pub fn frame(
    prefix: &str,
    view_class: &str,
    title: &str,
    desc: &str,
    blocks: Vec<Block>,
) -> Element {
    let gap = 12;
    let content_width = blocks.iter().map(|b| b.width).max().unwrap_or(0);
    let content_height: i64 = blocks.iter().map(|b| b.height).sum::<i64>()
        + gap * (blocks.len().saturating_sub(1) as i64);
    let width = content_width + 2 * MARGIN;
    let height = content_height + 2 * MARGIN;
    let title_id = format!("{prefix}-title");
    let desc_id = format!("{prefix}-desc");
    let mut root = Element::new("svg")
        .attr("class", format!("sg-drawing {view_class}"))
        .attr("viewBox", format!("0 0 {width} {height}"))
        .attr("width", width)
        .attr("height", height)
        .attr("role", "img")
        .attr("aria-labelledby", format!("{title_id} {desc_id}"))
        .attr("font-family", SANS)
        .child(Element::new("title").attr("id", title_id).text(title))
        .child(Element::new("desc").attr("id", desc_id).text(desc))
        .child(
            Element::new("rect")
                .attr("class", "sg-background")
                .attr("width", width)
                .attr("height", height)
                .attr("fill", BACKGROUND),
        );
    let mut y = MARGIN;
    for block in blocks {
        let mut element = block.element;
        element.set("transform", format!("translate({MARGIN},{y})"));
        root.push(element);
        y += block.height + gap;
    }
    root
}

/// `prefix` reduced to the characters an XML id may hold (`[A-Za-z0-9_-]`), starting
/// with a letter; `sg` when nothing is left.
///
/// ```
/// assert_eq!(sglab_draw::paint::id_prefix("graph 1\"><"), "graph1");
/// assert_eq!(sglab_draw::paint::id_prefix("9"), "sg-9");
/// ```
pub fn id_prefix(prefix: &str) -> String {
    let kept: String = prefix
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
        .take(40)
        .collect();
    match kept.chars().next() {
        None => "sg".to_string(),
        Some(c) if c.is_ascii_alphabetic() => kept,
        Some(_) => format!("sg-{kept}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_characters_count_double() {
        assert_eq!(columns("nim 3"), 5);
        assert_eq!(columns("必败态"), 6);
        assert_eq!(columns("P（必败态）"), 11);
    }

    #[test]
    fn no_line_opens_with_closing_punctuation() {
        let text = "在 every: 规则下，每个能走的分量在同一回合都必须走：图中各部分，一个回合。";
        for max in 4..40 {
            for line in wrap(text, max) {
                let first = line.chars().next().unwrap_or(' ');
                assert!(!NO_LINE_START.contains(first), "{max}: {line:?}");
            }
            assert_eq!(
                wrap(text, max).concat().replace(' ', ""),
                text.replace(' ', "")
            );
        }
    }

    #[test]
    fn wrapping_keeps_every_character() {
        let text = "从当前局面出发能到达的所有局面，每走一步下降一层。";
        let lines = wrap(text, 10);
        assert!(lines.iter().all(|l| columns(l) <= 10));
        assert_eq!(lines.concat(), text);
        let english = "Every position reachable from the current one";
        let lines = wrap(english, 16);
        assert!(lines.iter().all(|l| columns(l) <= 16), "{lines:?}");
        assert_eq!(lines.join(" "), english);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
    }
}
