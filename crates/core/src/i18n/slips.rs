//! The slips a message must not have, in either language: an empty text, a count of one
//! followed by a plural ("1 positions"), a sentence said twice, Markdown backticks, a
//! half-width colon or a space after Chinese punctuation, placeholders that differ between
//! the languages. Core's tests check its tables with [`check`]; `tests/tidy.rs` checks the
//! page's (`web/i18n/`) with the same function.

use super::fill;

/// Words that end in `s` without being plural nouns, as they follow a number or a
/// position in the English texts (`{small} divides the larger number`).
const NOT_PLURAL: [&str; 10] = [
    "is", "has", "was", "divides", "lasts", "plays", "takes", "as", "its", "gets",
];

/// Every slip of the message `key` whose texts are `en` and `zh`, each said in a line
/// that names the key; none for a clean message.
///
/// ```
/// use sglab_core::i18n::slips::check;
/// assert!(check("a.b", "{count} position{count:s}", "{count} 个局面").is_empty());
/// assert_eq!(check("a.b", "{count} positions", "{count} 个局面").len(), 1);
/// ```
pub fn check(key: &str, en: &str, zh: &str) -> Vec<String> {
    let mut slips = Vec::new();
    if en.trim().is_empty() || zh.trim().is_empty() {
        slips.push(format!("{key} lacks a text"));
    }
    // The worker joins keys and texts with U+0000 to install them (the wasm export `installMessages`).
    if [key, en, zh].iter().any(|text| text.contains('\0')) {
        slips.push(format!("{key} holds U+0000"));
    }
    if let Some(slip) = count_of_one(key, en) {
        slips.push(slip);
    }
    for text in [en, zh] {
        if repeats_a_sentence(text) {
            slips.push(format!("{key} repeats a sentence"));
        }
        if text.contains('`') {
            slips.push(format!("{key} shows Markdown backticks"));
        }
    }
    slips.extend(chinese_punctuation(key, zh));
    if placeholder_names(en) != placeholder_names(zh) {
        slips.push(format!(
            "placeholders of {key} differ between the languages"
        ));
    }
    slips
}

/// The names of the `{name}` placeholders of `text` (with `{name:s}` plural marks left
/// out), sorted.
pub fn placeholder_names(text: &str) -> Vec<&str> {
    let mut names: Vec<&str> = text
        .split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
        .filter(|name| !name.is_empty())
        .filter(|name| name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
        .collect();
    names.sort_unstable();
    names
}

/// "1 positions 3 moves away": a count is followed by `word{count:s}`, which [`fill`]
/// writes without the s for 1. The English text with every placeholder set to 1, read
/// word after word.
fn count_of_one(key: &str, en: &str) -> Option<String> {
    let names = placeholder_names(en);
    let params: Vec<(&str, &str)> = names.iter().map(|name| (*name, "1")).collect();
    let text = fill(en, &params);
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
        if word.len() > 2
            && word.ends_with('s')
            && !word.ends_with("ss")
            && !NOT_PLURAL.contains(&word.as_str())
        {
            return Some(format!(
                "{key}: a count of one reads \"{text}\" (write {{name}} word{{name:s}})"
            ));
        }
    }
    None
}

/// The sentences of `text`, trimmed and in lower case, the short ones left out.
pub fn sentences(text: &str) -> Vec<String> {
    text.split(['.', '。', ';', '；'])
        .map(|sentence| sentence.trim().to_lowercase())
        .filter(|sentence| sentence.len() > 3)
        .collect()
}

fn repeats_a_sentence(text: &str) -> bool {
    let all = sentences(text);
    let mut unique = all.clone();
    unique.sort();
    unique.dedup();
    all.len() != unique.len()
}

/// "不是合法的游戏: 第 1 列": a colon that ends a Chinese phrase or a placeholder is
/// full-width; an ASCII colon stays only in notation (`misere: nim`), code and data written
/// without spaces (`位置:值`, `{path}:{line}`). And no space after Chinese punctuation.
fn chinese_punctuation(key: &str, zh: &str) -> Vec<String> {
    let mut slips = Vec::new();
    let chars: Vec<char> = zh.chars().collect();
    for (index, &c) in chars.iter().enumerate() {
        let before = index.checked_sub(1).map(|i| chars[i]);
        let after = chars.get(index + 1).copied();
        let ends_phrase = after.is_none_or(char::is_whitespace);
        let after_word = before.is_some_and(|b| b.is_ascii_alphanumeric() || b == '-');
        if c == ':' && ends_phrase && !after_word {
            slips.push(format!("{key}: a half-width colon after {before:?}"));
        }
    }
    if zh.contains("。 ") || zh.contains("， ") || zh.contains("： ") {
        slips.push(format!("{key}: a space after Chinese punctuation"));
    }
    slips
}
