//! The Markdown fence of sglab (NOTATION.md, "Markdown fences"): an info string
//! `sg WIDGET NAME=VALUE ...` and a body holding the game, read as the widget and its
//! attributes. The same grammar as the JavaScript plugins' `web/fences/fence.js`; both
//! answer the shared cases of `tests/data/fences.json` (tested below).
//!
//! ```text
//! ```sg table to=40        →  <sg-table game="subtract {1,3,4}" to="40">
//! subtract {1,3,4}
//! ```
//! ```

use sglab_core::i18n::{self, Lang};

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
    /// The element's tag, e.g. `sg-play` (the tests compare it with the shared cases).
    #[cfg(test)]
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
    fn new(key: &'static str, column: usize, found: &str) -> FenceError {
        FenceError {
            key,
            column,
            found: found.to_string(),
            expected: String::new(),
            widget: String::new(),
        }
    }

    /// The message in `lang` (without the column, which the caller places).
    pub fn render(&self, lang: Lang) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

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
                assert!(!error.render(Lang::Zh).is_empty());
            }
        }
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        let error = parse("sg play 颜色=红", "nim 3").expect_err("unknown attribute");
        assert_eq!((error.key, error.column), ("fence.unknown_attribute", 9));
        let error = parse("sg play lang=zh 颜色", "nim 3").expect_err("no value");
        assert_eq!((error.key, error.column), ("fence.expected_value", 17));
    }
}
