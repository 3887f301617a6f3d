//! The Markdown fence of sglab (NOTATION.md, "Markdown fences"), defined once for every
//! reader of it (`sg render`, and through the wasm module the markdown-it and remark
//! plugins, the Markdown rewriter and the browser's upgrade script): an info string
//! `sg WIDGET NAME=VALUE ...` and a body holding the game, read as the widget and its
//! attributes ([`parse`]), and the fenced code blocks of a Markdown text ([`blocks`]).
//! Its cases are `tests/data/fences.json` (tested below and in the plugins' tests).
//!
//! ```text
//! ```sg table to=40        →  <sg-table game="subtract {1,3,4}" to="40">
//! subtract {1,3,4}
//! ```
//! ```

use crate::i18n::{self, Words};
/// Each widget a fence may name (`play` is `<sg-play>`) and the attributes it takes:
/// those of the embed page's catalog (`web/js/elements/catalog.js`), and `lang`.
pub const WIDGETS: [(&str, &[&str]); 8] = [
    ("play", &["game", "first", "lang"]),
    ("graph", &["game", "cap", "lang"]),
    ("table", &["game", "to", "lang"]),
    ("grid", &["game", "size", "lang"]),
    ("xor", &["heaps", "lang"]),
    ("proof", &["game", "lang"]),
    ("quiz", &["game", "ask", "lang"]),
    ("explorer", &["game", "view", "gallery", "lang"]),
];

/// A fence read: the widget and its attributes in order, the game (or heaps) first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Widget {
    /// The widget's name, e.g. `play`.
    pub name: &'static str,
    /// `(name, value)` in order.
    pub attributes: Vec<(String, String)>,
}

impl Widget {
    /// The element's tag, e.g. `sg-play`.
    pub fn tag(&self) -> String {
        format!("sg-{}", self.name)
    }

    /// The value of attribute `name`, if given.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, value)| value.as_str())
    }
}

/// Why a fence's info string is not a widget: a message key of NOTATION.md and the
/// 1-based column (in characters) of the info string where the problem starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenceError {
    /// `fence.unknown_widget`, `fence.unknown_attribute`, ...
    pub key: &'static str,
    /// The 1-based column of the info string.
    pub column: usize,
    /// The word at fault.
    pub found: String,
    /// What was expected there (the widgets or the widget's attributes), when it helps.
    pub expected: String,
    /// The widget, for `fence.unknown_attribute`.
    pub widget: String,
}

impl FenceError {
    pub(crate) fn new(key: &'static str, column: usize, found: &str) -> FenceError {
        FenceError {
            key,
            column,
            found: found.to_string(),
            expected: String::new(),
            widget: String::new(),
        }
    }

    /// The message with its column, as a fence's error is shown in a post:
    /// `sg fence, column 9: sg play takes no attribute "colour" ...`.
    pub fn located(&self, lang: Words<'_>) -> String {
        i18n::format(
            lang,
            "fence.at",
            &[
                ("column", &self.column.to_string()),
                ("message", &self.render(lang)),
            ],
        )
    }

    /// The message in `lang` (without the column, which the caller places).
    pub fn render(&self, lang: Words<'_>) -> String {
        i18n::format(
            lang,
            self.key,
            &[
                ("found", &self.found),
                ("expected", &self.expected),
                ("widget", &self.widget),
            ],
        )
    }
}

/// The attribute a fence's body fills: the heaps of `xor`, the game of the others.
pub fn body_attribute(widget: &str) -> &'static str {
    if widget == "xor" {
        "heaps"
    } else {
        "game"
    }
}

/// A fence's body as its game: the lines joined by one space, trimmed.
pub fn body_text(body: &str) -> String {
    body.lines()
        .collect::<Vec<_>>()
        .join(" ")
        .trim()
        .to_string()
}

/// Whether an info string is sglab's (its first word is `sg`).
pub fn is_sglab(info: &str) -> bool {
    let trimmed = info.trim_start();
    trimmed == "sg" || trimmed.starts_with("sg ") || trimmed.starts_with("sg\t")
}

/// One word of an info string: its text, 1-based column, and `NAME=VALUE` parts.
struct Word {
    text: String,
    column: usize,
    assignment: Option<(String, String)>,
}

/// The words of `info` from character `from` on.
fn words(info: &[char], from: usize) -> Result<Vec<Word>, FenceError> {
    let mut out = Vec::new();
    let mut i = from;
    while i < info.len() {
        if info[i].is_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let mut equals = i;
        while equals < info.len() && !info[equals].is_whitespace() && info[equals] != '=' {
            equals += 1;
        }
        let name: String = info[start..equals].iter().collect();
        if equals < info.len() && info[equals] == '=' {
            let mut j = equals + 1;
            let value: String;
            if info.get(j) == Some(&'"') {
                let Some(close) = info[j + 1..].iter().position(|&c| c == '"') else {
                    return Err(FenceError::new("fence.unclosed_quote", j + 1, &name));
                };
                value = info[j + 1..j + 1 + close].iter().collect();
                j = j + 1 + close + 1;
            } else {
                let mut stop = j;
                while stop < info.len() && !info[stop].is_whitespace() {
                    stop += 1;
                }
                value = info[j..stop].iter().collect();
                j = stop;
            }
            out.push(Word {
                text: info[start..j].iter().collect(),
                column: start + 1,
                assignment: Some((name, value)),
            });
            i = j;
        } else {
            out.push(Word {
                text: name,
                column: start + 1,
                assignment: None,
            });
            i = equals;
        }
    }
    Ok(out)
}

/// Reads a fence: its info string (`sg WIDGET NAME=VALUE ...`) and body (the game).
/// A game that does not parse is not an error here: it is the widget's own.
pub fn parse(info: &str, body: &str) -> Result<Widget, FenceError> {
    let chars: Vec<char> = info.chars().collect();
    let lead = chars.iter().take_while(|c| c.is_whitespace()).count();
    if !is_sglab(info) {
        let first = info.split_whitespace().next().unwrap_or("");
        return Err(FenceError::new("fence.expected_widget", 1, first));
    }
    let expected = WIDGETS
        .iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(", ");
    let scanned = words(&chars, lead + 2)?;
    let mut scanned = scanned.into_iter();
    let Some(widget_word) = scanned.next() else {
        let end = info.trim_end().chars().count() + 1;
        let mut error = FenceError::new("fence.expected_widget", end, "");
        error.expected = expected;
        return Err(error);
    };
    let known = WIDGETS
        .iter()
        .find(|(name, _)| widget_word.assignment.is_none() && *name == widget_word.text);
    let Some(&(name, allowed)) = known else {
        let mut error = FenceError::new(
            "fence.unknown_widget",
            widget_word.column,
            &widget_word.text,
        );
        error.expected = expected;
        return Err(error);
    };
    let game_name = body_attribute(name);
    let game = body_text(body);
    let mut attributes: Vec<(String, String)> = Vec::new();
    for word in scanned {
        let Some((attribute, value)) = word.assignment else {
            return Err(FenceError::new(
                "fence.expected_value",
                word.column,
                &word.text,
            ));
        };
        if !allowed.contains(&attribute.as_str()) {
            let mut error = FenceError::new("fence.unknown_attribute", word.column, &attribute);
            error.widget = name.to_string();
            error.expected = allowed.join(", ");
            return Err(error);
        }
        if attributes.iter().any(|(n, _)| *n == attribute) {
            return Err(FenceError::new(
                "fence.attribute_twice",
                word.column,
                &attribute,
            ));
        }
        if attribute == game_name && !game.is_empty() {
            return Err(FenceError::new("fence.game_twice", word.column, &attribute));
        }
        attributes.push((attribute, value));
    }
    if let Some(index) = attributes.iter().position(|(n, _)| n == game_name) {
        let game_attribute = attributes.remove(index);
        attributes.insert(0, game_attribute);
    }
    if !game.is_empty() {
        attributes.insert(0, (game_name.to_string(), game));
    }
    Ok(Widget { name, attributes })
}

/// One line of a Markdown text: its text with its line ending, and its 1-based number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    /// The line as written, with its ending.
    pub text: &'a str,
    /// Its 1-based number.
    pub number: usize,
}

impl<'a> Line<'a> {
    /// The text without its line ending.
    pub fn content(&self) -> &'a str {
        self.text.trim_end_matches(['\n', '\r'])
    }
}

/// A piece of a Markdown text: text to copy as written (a line, or each line of another
/// code block), or an sglab fence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block<'a> {
    /// Text copied as written.
    Text(&'a str),
    /// An sglab fence.
    Fence(FencedBlock<'a>),
}

/// An sglab fence found in a Markdown text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FencedBlock<'a> {
    /// The opening line.
    pub open: Line<'a>,
    /// Characters of the opening line before the info string (indentation and fence).
    pub prefix: usize,
    /// The fence's own length (three or more backticks or tildes).
    pub length: usize,
    /// The info string, as written after the fence.
    pub info: &'a str,
    /// The body's lines.
    pub body: Vec<Line<'a>>,
    /// Whether a closing fence was found (else the block runs to the end of the text,
    /// as CommonMark reads it).
    pub closed: bool,
    /// The line ending after the block (that of the closing line), to keep after it.
    pub ending: &'a str,
}

impl FencedBlock<'_> {
    /// The body as written (its lines with their endings).
    pub fn body_text(&self) -> String {
        self.body.iter().map(|line| line.text).collect()
    }
}

/// An opening code fence: its character, length, indentation and info string.
struct Opening<'a> {
    mark: char,
    length: usize,
    prefix: usize,
    info: &'a str,
}

/// `line` as the opening of a fenced code block (CommonMark: up to three spaces, then
/// three or more backticks or tildes; a backtick fence's info string has no backtick).
fn opening(line: &str) -> Option<Opening<'_>> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    if indent > 3 {
        return None;
    }
    let rest = &line[indent..];
    let mark = rest.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let length = rest.len() - rest.trim_start_matches(mark).len();
    if length < 3 {
        return None;
    }
    let info = &rest[length..];
    if mark == '`' && info.contains('`') {
        return None;
    }
    Some(Opening {
        mark,
        length,
        prefix: indent + length,
        info,
    })
}

/// Whether `line` closes a fence opened with `length` times `mark`.
fn closes(line: &str, mark: char, length: usize) -> bool {
    let indent = line.len() - line.trim_start_matches(' ').len();
    if indent > 3 {
        return false;
    }
    let rest = &line[indent..];
    let run = rest.len() - rest.trim_start_matches(mark).len();
    run >= length && rest[run..].trim().is_empty()
}

/// The top-level fenced code blocks of a Markdown text (not those inside a list item or
/// a quote): each sglab fence as a [`Block::Fence`], everything else, other code blocks
/// included, as [`Block::Text`], so that joining the texts and the fences gives the text
/// back.
///
/// ```
/// use sglab_core::fence::{blocks, Block};
/// let found = blocks("# Nim\n```sg play\nnim 3\n```\n~~~\n```sg xor\n~~~\n");
/// let fences: Vec<&str> = found.iter().filter_map(|b| match b {
///     Block::Fence(f) => Some(f.info),
///     Block::Text(_) => None,
/// }).collect();
/// assert_eq!(fences, ["sg play"]);
/// ```
pub fn blocks(text: &str) -> Vec<Block<'_>> {
    let lines: Vec<Line<'_>> = text
        .split_inclusive('\n')
        .enumerate()
        .map(|(index, text)| Line {
            text,
            number: index + 1,
        })
        .collect();
    let mut out = Vec::new();
    let mut index = 0;
    while index < lines.len() {
        let line = lines[index];
        let Some(open) = opening(line.content()) else {
            out.push(Block::Text(line.text));
            index += 1;
            continue;
        };
        let end = lines[index + 1..]
            .iter()
            .position(|l| closes(l.content(), open.mark, open.length))
            .map(|offset| index + 1 + offset);
        let stop = end.unwrap_or(lines.len() - 1);
        if !is_sglab(open.info) {
            // Another code block: copied whole, sg fences inside it left alone.
            out.extend(lines[index..=stop].iter().map(|l| Block::Text(l.text)));
            index = stop + 1;
            continue;
        }
        let body_end = end.unwrap_or(lines.len());
        let last = lines[stop].text;
        out.push(Block::Fence(FencedBlock {
            open: line,
            prefix: line.content()[..open.prefix].chars().count(),
            length: open.length,
            info: open.info,
            body: lines[index + 1..body_end].to_vec(),
            closed: end.is_some(),
            ending: &last[last.trim_end_matches(['\n', '\r']).len()..],
        }));
        index = stop + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// The shared cases of `tests/data/fences.json`, which the JavaScript plugins answer
    /// alike.
    #[test]
    fn every_shared_case_is_answered_alike() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/fences.json");
        let text = std::fs::read_to_string(path).expect("tests/data/fences.json");
        let data: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let cases = data["cases"].as_array().expect("cases");
        assert!(cases.len() >= 20);
        for case in cases {
            let info = case["info"].as_str().expect("info");
            let body = case["body"].as_str().expect("body");
            let got = parse(info, body);
            if let Some(widget) = case.get("widget") {
                let widget_got = got.unwrap_or_else(|e| panic!("{info:?}: {e:?}"));
                assert_eq!(
                    widget_got.tag(),
                    widget["tag"].as_str().expect("tag"),
                    "{info:?}"
                );
                let expected: Vec<(String, String)> = widget["attributes"]
                    .as_array()
                    .expect("attributes")
                    .iter()
                    .map(|pair| {
                        (
                            pair[0].as_str().expect("name").to_string(),
                            pair[1].as_str().expect("value").to_string(),
                        )
                    })
                    .collect();
                assert_eq!(widget_got.attributes, expected, "{info:?}");
            } else {
                let error = got.expect_err(info);
                assert_eq!(
                    error.key,
                    case["error"]["key"].as_str().expect("key"),
                    "{info:?}"
                );
                assert_eq!(
                    error.column as u64,
                    case["error"]["column"].as_u64().expect("column"),
                    "{info:?}"
                );
                assert!(!error.render(Lang::Zh.words()).is_empty());
            }
        }
    }

    #[test]
    fn fences_are_found_and_other_blocks_left_alone() {
        let post = "a\n```sg play\nnim 1\n```\n~~~~\n```sg play\n~~~~\n    ```sg play\n```sg xor\n7\n8\n```";
        let found = blocks(post);
        let fences: Vec<(usize, &str, bool)> = found
            .iter()
            .filter_map(|b| match b {
                Block::Fence(f) => Some((f.open.number, f.info, f.closed)),
                Block::Text(_) => None,
            })
            .collect();
        assert_eq!(fences, [(2, "sg play", true), (9, "sg xor", true)]);
        let joined: String = found
            .iter()
            .map(|b| match b {
                Block::Text(text) => (*text).to_string(),
                Block::Fence(f) => format!("{}{}```{}", f.open.text, f.body_text(), f.ending),
            })
            .collect();
        assert_eq!(joined, post);
        let unclosed = blocks("x\n  ```sg play\nnim 1\n");
        let Block::Fence(fence) = &unclosed[1] else {
            panic!("a fence")
        };
        assert_eq!(
            (fence.closed, fence.prefix, fence.body_text().as_str()),
            (false, 5, "nim 1\n")
        );
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        let error = parse("sg play 颜色=红", "nim 3").expect_err("unknown attribute");
        assert_eq!((error.key, error.column), ("fence.unknown_attribute", 9));
        let error = parse("sg play lang=zh 颜色", "nim 3").expect_err("no value");
        assert_eq!((error.key, error.column), ("fence.expected_value", 17));
    }
}
