//! Every string a user sees, in English and Simplified Chinese: the one source of truth
//! for the CLI, the page and the widgets (the wasm crate exports this table).
//!
//! Messages have stable keys and `{name}` placeholders; [`format`] fills them. Chinese
//! follows the terms of Chinese contest tutorials: 必胜态/必败态 (N/P), SG 函数, mex, 异或, 威佐夫博弈, 巴什博弈,
//! 尼姆博弈, 阶梯博弈, 反尼姆 (Anti-SG), Multi-SG, Every-SG.

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    En,
    /// Simplified Chinese.
    Zh,
}

impl Lang {
    /// The language for a tag such as `zh-CN` or `en`; English for anything else.
    ///
    /// ```
    /// use sglab_core::i18n::Lang;
    /// assert_eq!(Lang::from_tag("zh-Hans-CN"), Lang::Zh);
    /// assert_eq!(Lang::from_tag("fr"), Lang::En);
    /// ```
    pub fn from_tag(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("zh") {
            Lang::Zh
        } else {
            Lang::En
        }
    }

    /// `"en"` or `"zh"`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }
}

/// One message in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Message {
    /// The stable key, e.g. `expected.heap_size`.
    pub key: &'static str,
    /// English text.
    pub en: &'static str,
    /// Simplified Chinese text.
    pub zh: &'static str,
}

impl Message {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Zh => self.zh,
        }
    }
}

#[cfg(feature = "texts")]
macro_rules! messages {
    ($(#[$doc:meta])* $name:ident; $($key:literal => $en:literal, $zh:literal;)*) => {
        $(#[$doc])*
        pub const $name: &[Message] = &[$(Message { key: $key, en: $en, zh: $zh },)*];
    };
}
#[cfg(feature = "texts")]
pub(crate) use messages;

#[cfg(feature = "texts")]
mod board;
#[cfg(feature = "texts")]
mod cli;
#[cfg(feature = "texts")]
mod errors;
pub mod installed;
#[cfg(feature = "texts")]
mod page;
#[cfg(feature = "texts")]
mod pictures;
#[cfg(feature = "texts")]
mod proof;
#[cfg(feature = "texts")]
mod ui;
#[cfg(feature = "texts")]
mod widgets;

/// Every table of messages; keys are unique across all of them (tested). Empty without
/// the feature `texts` (the light wasm module), whose texts are [`installed`] at run time.
#[cfg(feature = "texts")]
pub const TABLES: &[&[Message]] = &[
    ui::UI_MESSAGES,
    errors::ERROR_MESSAGES,
    proof::PROOF_MESSAGES,
    widgets::WIDGET_MESSAGES,
    board::BOARD_MESSAGES,
    page::PAGE_MESSAGES,
    cli::CLI_MESSAGES,
    pictures::PICTURE_MESSAGES,
];

/// Every table of messages: none compiled in (see [`installed`]).
#[cfg(not(feature = "texts"))]
pub const TABLES: &[&[Message]] = &[];

/// Every message, table after table.
pub fn all_messages() -> impl Iterator<Item = &'static Message> {
    TABLES.iter().flat_map(|table| table.iter())
}

/// The message with `key`, if any.
pub fn message(key: &str) -> Option<&'static Message> {
    all_messages().find(|message| message.key == key)
}

/// The text of `key` in `lang`: from the tables compiled in, else from those [`installed`].
pub fn text(lang: Lang, key: &str) -> Option<&'static str> {
    match message(key) {
        Some(message) => Some(message.text(lang)),
        None => installed::text(lang, key),
    }
}

/// Every `(key, text)` of `lang`: the tables compiled in, or those [`installed`].
pub fn texts(lang: Lang) -> Vec<(&'static str, &'static str)> {
    if TABLES.is_empty() {
        installed::texts(lang)
    } else {
        all_messages().map(|m| (m.key, m.text(lang))).collect()
    }
}

/// The text of `key` in `lang` with `{name}` placeholders filled from `params`, and each
/// plural mark `{name:s}` written `s` unless `name` is 1 (`{count} position{count:s}`; the
/// page's `fill` does the same); the key itself when it is unknown (a test checks every
/// key used exists).
///
/// ```
/// use sglab_core::i18n::{format, Lang};
/// assert_eq!(format(Lang::En, "invalid.parameter_too_small", &[("min", "2")]), "the value must be at least 2");
/// assert_eq!(format(Lang::En, "render.written", &[("path", "a.md"), ("count", "1")]), "wrote a.md with 1 picture");
/// assert_eq!(format(Lang::En, "render.written", &[("path", "a.md"), ("count", "2")]), "wrote a.md with 2 pictures");
/// ```
pub fn format(lang: Lang, key: &str, params: &[(&str, &str)]) -> String {
    let Some(text) = text(lang, key) else {
        return key.to_string();
    };
    let mut text = text.to_string();
    for (name, value) in params {
        let plural = if *value == "1" { "" } else { "s" };
        text = text.replace(&format!("{{{name}:s}}"), plural);
        text = text.replace(&format!("{{{name}}}"), value);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_both_languages_are_filled() {
        let mut keys: Vec<&str> = all_messages().map(|m| m.key).collect();
        keys.sort_unstable();
        let count = keys.len();
        keys.dedup();
        assert_eq!(keys.len(), count, "a key is defined twice");
        for message in all_messages() {
            assert!(
                !message.en.trim().is_empty() && !message.zh.trim().is_empty(),
                "{} lacks a text",
                message.key
            );
            // The worker joins keys and texts with U+0000 to install them (installed.rs).
            assert!(
                ![message.key, message.en, message.zh]
                    .iter()
                    .any(|text| text.contains('\0')),
                "{} holds U+0000",
                message.key
            );
        }
    }

    /// The names of the `{name}` placeholders of `text`.
    fn placeholder_names(text: &str) -> Vec<&str> {
        text.split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
            .filter(|name| !name.is_empty())
            .filter(|name| name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
            .collect()
    }

    /// Words that end in `s` without being plural nouns, as they follow a number or a
    /// position in the English texts (`{small} divides the larger number`).
    const NOT_PLURAL: [&str; 10] = [
        "is", "has", "was", "divides", "lasts", "plays", "takes", "as", "its", "gets",
    ];

    /// `text` with every placeholder set to 1, the way a count of one is written.
    fn with_ones(message: &Message) -> String {
        let names = placeholder_names(message.en);
        let params: Vec<(&str, &str)> = names.iter().map(|name| (*name, "1")).collect();
        format(Lang::En, message.key, &params)
    }

    #[test]
    fn counts_of_one_are_singular() {
        // "1 positions 3 moves away": a count is followed by `word{count:s}`, which
        // `format` writes without the s for 1.
        for message in all_messages() {
            let text = with_ones(message);
            let words: Vec<&str> = text.split_whitespace().collect();
            for (index, pair) in words.windows(2).enumerate() {
                if pair[0].trim_start_matches(['(', '[']) != "1" {
                    continue;
                }
                // "1 more components": the noun after "more".
                let next = match pair[1] {
                    "more" => words.get(index + 2).copied().unwrap_or(""),
                    word => word,
                };
                let word: String = next.chars().take_while(char::is_ascii_alphabetic).collect();
                assert!(
                    !(word.len() > 2 && word.ends_with('s') && !word.ends_with("ss"))
                        || NOT_PLURAL.contains(&word.as_str()),
                    "{}: a count of one reads \"{text}\" (write {{name}} word{{name:s}})",
                    message.key
                );
            }
        }
        assert_eq!(
            format(
                Lang::En,
                "graph.rows.depth",
                &[("count", "1"), ("depth", "3")]
            ),
            "1 position 3 moves away"
        );
        assert_eq!(
            format(
                Lang::En,
                "graph.rows.depth",
                &[("count", "2"), ("depth", "1")]
            ),
            "2 positions 1 move away"
        );
    }

    #[test]
    fn no_sentence_is_said_twice() {
        // Within a message, and in the period strip's caption, which puts two of them
        // one under the other (crates/draw/src/strip.rs).
        let sentences = |text: &str| -> Vec<String> {
            text.split(['.', '。', ';', '；'])
                .map(|sentence| sentence.trim().to_lowercase())
                .filter(|sentence| sentence.len() > 3)
                .collect()
        };
        for message in all_messages() {
            for text in [message.en, message.zh] {
                let all = sentences(text);
                let mut unique = all.clone();
                unique.sort();
                unique.dedup();
                assert_eq!(
                    all.len(),
                    unique.len(),
                    "{} repeats a sentence",
                    message.key
                );
            }
        }
        for lang in [Lang::En, Lang::Zh] {
            let caption = [
                text(lang, "table.period").unwrap_or(""),
                text(lang, "draw.strip_band").unwrap_or(""),
            ]
            .join(" ");
            let bands = ["band", "色带"]
                .iter()
                .map(|word| caption.matches(word).count())
                .sum::<usize>();
            assert_eq!(
                bands, 1,
                "the strip's caption names its bands {bands} times"
            );
        }
    }

    #[test]
    fn messages_hold_no_markdown_and_chinese_punctuation_is_full_width() {
        for message in all_messages() {
            for text in [message.en, message.zh] {
                assert!(
                    !text.contains('`'),
                    "{} shows Markdown backticks",
                    message.key
                );
            }
            // "不是合法的游戏: 第 1 列": a colon that ends a Chinese phrase or a placeholder
            // is full-width; an ASCII colon stays only in notation (`misere: nim`), code
            // and data written without spaces (`位置:值`, `{path}:{line}`).
            let chars: Vec<char> = message.zh.chars().collect();
            for (index, &c) in chars.iter().enumerate() {
                let before = index.checked_sub(1).map(|i| chars[i]);
                let after = chars.get(index + 1).copied();
                let ends_phrase = after.is_none_or(char::is_whitespace);
                let after_word = before.is_some_and(|b| b.is_ascii_alphanumeric() || b == '-');
                assert!(
                    !(c == ':' && ends_phrase && !after_word),
                    "{}: a half-width colon after {before:?}",
                    message.key
                );
            }
            assert!(
                !message.zh.contains("。 ")
                    && !message.zh.contains("， ")
                    && !message.zh.contains("： "),
                "{}: a space after Chinese punctuation",
                message.key
            );
        }
    }

    #[test]
    fn placeholders_match_between_languages() {
        fn names(text: &str) -> Vec<&str> {
            let mut names: Vec<&str> = text
                .split('{')
                .skip(1)
                .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
                .filter(|name| name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
                .filter(|name| !name.is_empty())
                .collect();
            names.sort_unstable();
            names
        }
        for message in all_messages() {
            assert_eq!(
                names(message.en),
                names(message.zh),
                "placeholders of {}",
                message.key
            );
        }
    }
}
