//! What core, the drawings, the CLI and the wasm API say, in English and Simplified Chinese:
//! errors, proofs, the words of moves, the texts drawn into pictures (the wasm crate exports
//! this table, and the page shows these texts from it). The page's and the widgets' own
//! words (labels, buttons, presets, the embed and bench pages) live with the web code
//! (`web/i18n/LANG.json` and `LANG-more.json`, read by `web/js/i18n.js`); `tests/tidy.rs`
//! checks both and that no key of these tables is one only the page uses.
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
#[cfg(feature = "texts")]
mod fences;
pub mod installed;
#[cfg(feature = "texts")]
mod pictures;
#[cfg(feature = "texts")]
mod proof;
pub mod slips;
#[cfg(feature = "texts")]
mod views;

/// Every table of messages; keys are unique across all of them (tested). Empty without
/// the feature `texts` (the light wasm module), whose texts are [`installed`] at run time.
#[cfg(feature = "texts")]
pub const TABLES: &[&[Message]] = &[
    views::VIEW_MESSAGES,
    errors::ERROR_MESSAGES,
    proof::PROOF_MESSAGES,
    fences::FENCE_MESSAGES,
    board::BOARD_MESSAGES,
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

/// Where texts come from: the tables compiled in (feature `texts`: the CLI, the full wasm
/// module, the tests), or the table a light wasm module's session installed
/// ([`installed::Installed`]). Copy, and with the tables compiled in, empty: passing it
/// down costs nothing, and core keeps no texts of its own at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Texts<'a> {
    #[cfg(not(feature = "texts"))]
    installed: &'a installed::Installed,
    #[cfg(feature = "texts")]
    compiled: std::marker::PhantomData<&'a ()>,
}

#[cfg(feature = "texts")]
impl Texts<'static> {
    /// The tables compiled in.
    pub const COMPILED: Texts<'static> = Texts {
        compiled: std::marker::PhantomData,
    };
}

impl<'a> Texts<'a> {
    /// These texts in `lang`.
    pub fn words(self, lang: Lang) -> Words<'a> {
        Words { lang, texts: self }
    }

    /// The text of `key` in `lang`. Installed texts stand in with the other language's
    /// while only that one is installed ([`installed::Installed::text`]).
    pub fn text(self, lang: Lang, key: &str) -> Option<&'a str> {
        #[cfg(feature = "texts")]
        return message(key).map(|message| message.text(lang));
        #[cfg(not(feature = "texts"))]
        return self.installed.text(lang, key);
    }

    /// Every `(key, text)` of `lang`.
    pub fn all(self, lang: Lang) -> Vec<(&'a str, &'a str)> {
        #[cfg(feature = "texts")]
        return all_messages().map(|m| (m.key, m.text(lang))).collect();
        #[cfg(not(feature = "texts"))]
        return self.installed.all(lang).collect();
    }
}

/// The words of one language: the language, and the [`Texts`] its words come from. What
/// every function that says something takes (named `lang`, as the language it is); `Lang`
/// itself is the plain tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words<'a> {
    lang: Lang,
    texts: Texts<'a>,
}

impl<'a> Words<'a> {
    /// The language.
    pub fn lang(self) -> Lang {
        self.lang
    }

    /// Whether the language is `lang`.
    pub fn is(self, lang: Lang) -> bool {
        self.lang == lang
    }

    /// `"en"` or `"zh"`.
    pub fn tag(self) -> &'static str {
        self.lang.tag()
    }

    /// Where the words come from (for the same texts in another language).
    pub fn texts(self) -> Texts<'a> {
        self.texts
    }
}

#[cfg(feature = "texts")]
impl Lang {
    /// This language's words from the tables compiled in.
    pub const fn words(self) -> Words<'static> {
        Words {
            lang: self,
            texts: Texts::COMPILED,
        }
    }
}

/// The text of `key` in `lang`.
pub fn text<'a>(lang: Words<'a>, key: &str) -> Option<&'a str> {
    lang.texts.text(lang.lang, key)
}

/// The text of `key` in `lang` with its placeholders filled by [`fill`]; the key itself
/// when it is unknown (a test checks every key used exists).
///
/// ```
/// use sglab_core::i18n::{format, Lang};
/// let en = Lang::En.words();
/// assert_eq!(format(en, "invalid.parameter_too_small", &[("min", "2")]), "the value must be at least 2");
/// assert_eq!(format(en, "render.written", &[("path", "a.md"), ("count", "1")]), "wrote a.md with 1 picture");
/// assert_eq!(format(en, "render.written", &[("path", "a.md"), ("count", "2")]), "wrote a.md with 2 pictures");
/// ```
pub fn format(lang: Words<'_>, key: &str, params: &[(&str, &str)]) -> String {
    match text(lang, key) {
        Some(text) => fill(text, params),
        None => key.to_string(),
    }
}

/// What an error's `Display` writes: its text in English from the tables compiled in, or,
/// without them (the light wasm module, which formats with its session's texts), its key.
pub fn display(
    f: &mut std::fmt::Formatter<'_>,
    key: &str,
    render: impl FnOnce(Words<'static>) -> String,
) -> std::fmt::Result {
    #[cfg(feature = "texts")]
    return {
        let _ = key;
        f.write_str(&render(Lang::En.words()))
    };
    #[cfg(not(feature = "texts"))]
    return {
        let _ = render;
        f.write_str(key)
    };
}

/// `text` with its `{name}` placeholders filled from `params`, and each plural mark
/// `{name:s}` written `s` unless `name` is 1 (`{count} position{count:s}`): Rust's one
/// formatter of texts; the page's is `fill` in `web/js/i18n.js`, which does the same.
///
/// ```
/// use sglab_core::i18n::fill;
/// assert_eq!(fill("{count} position{count:s}", &[("count", "1")]), "1 position");
/// assert_eq!(fill("{count} position{count:s}", &[("count", "3")]), "3 positions");
/// ```
pub fn fill(text: &str, params: &[(&str, &str)]) -> String {
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
    fn keys_are_unique_and_no_message_has_a_slip() {
        let mut keys: Vec<&str> = all_messages().map(|m| m.key).collect();
        keys.sort_unstable();
        let count = keys.len();
        keys.dedup();
        assert_eq!(keys.len(), count, "a key is defined twice");
        let found: Vec<String> = all_messages()
            .flat_map(|m| slips::check(m.key, m.en, m.zh))
            .collect();
        assert!(found.is_empty(), "slips:\n{}", found.join("\n"));
    }

    #[test]
    fn counts_of_one_are_singular() {
        assert_eq!(
            format(
                Lang::En.words(),
                "graph.capped",
                &[("shown", "1"), ("total", "1")]
            ),
            "Showing the first 1 of 1 position."
        );
        assert_eq!(
            format(
                Lang::En.words(),
                "graph.capped",
                &[("shown", "1"), ("total", "2")]
            ),
            "Showing the first 1 of 2 positions."
        );
        assert!(slips::check("t", "{n} position{n:s} left", "{n}").is_empty());
        assert_eq!(slips::check("t", "{n} positions left", "{n}").len(), 1);
    }

    #[test]
    fn the_strip_caption_names_its_bands_once() {
        // The period strip's caption puts two messages one under the other
        // (crates/draw/src/strip.rs).
        for lang in [Lang::En.words(), Lang::Zh.words()] {
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
            let all = slips::sentences(&caption);
            let mut unique = all.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(
                all.len(),
                unique.len(),
                "the strip's caption repeats a sentence"
            );
        }
    }
}
