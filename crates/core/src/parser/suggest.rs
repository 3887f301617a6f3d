//! What a word that is not a game name was probably meant to be: a keyword spelled one or
//! two letters off (`nmi` → `nim`), the usual name of a game whose keyword differs
//! (`hackenbush` → `tree`), or a rule without its colon (`misere nim 1 1 2` → `misere:`),
//! as a [`Suggestion`] in the error.
//!
//! Keywords are also accepted in any case where that is unambiguous (no two keywords differ
//! only in case): `Nim 3 4 5` is `nim 3 4 5` ([`keyword_in_any_case`]).

use crate::game::Rule;
use crate::games::KINDS;
use crate::notation::{Expected, ParseErrorKind, Suggestion, SuggestionReason};

/// Usual names of games whose keyword differs, each with its keyword (lower case).
const ALIASES: &[(&str, &str)] = &[
    ("hackenbush", "tree"),
    ("queen", "wythoff"),
    ("subtraction", "subtract"),
    ("knights", "knight"),
    ("coin", "coins"),
    ("bean", "beans"),
    ("stairs", "staircase"),
    ("cutting", "cut"),
];

/// The rules with their colon, as suggested for a rule keyword written without it.
const RULES: &[(&str, &str)] = &[
    ("normal", "normal:"),
    ("misere", "misere:"),
    ("misère", "misere:"),
    ("every", "every:"),
];

/// The game keyword `word` names in another case (`Nim`, `KAYLES`), if any.
pub fn keyword_in_any_case(word: &str) -> Option<&'static str> {
    let lower = word.to_lowercase();
    KINDS
        .iter()
        .map(|kind| kind.keyword)
        .find(|keyword| *keyword == lower)
}

/// The rule `word` names in another case (`Misere`, `EVERY`), if any.
pub fn rule_in_any_case(word: &str) -> Option<Rule> {
    let lower = word.to_lowercase();
    Rule::from_keyword(&lower)
        .or_else(|| matches!(lower.as_str(), "misère" | "mise\u{300}re").then_some(Rule::Misere))
}

/// The error for a word that is not a game name: a suggestion when one is near enough,
/// else "expected a game name".
pub fn unknown_game(word: &str) -> ParseErrorKind {
    match suggestion(word) {
        Some(suggestion) => ParseErrorKind::DidYouMean(suggestion),
        None => ParseErrorKind::Expected(Expected::GameName),
    }
}

/// The word most likely meant by `word`, which is not a game name.
fn suggestion(word: &str) -> Option<Suggestion> {
    let lower = word.to_lowercase();
    if let Some(&(_, rule)) = RULES.iter().find(|(name, _)| *name == lower) {
        return Some(Suggestion {
            word: rule,
            reason: SuggestionReason::RuleColon,
        });
    }
    if let Some(&(_, keyword)) = ALIASES.iter().find(|(name, _)| *name == lower) {
        return Some(Suggestion {
            word: keyword,
            reason: SuggestionReason::Alias,
        });
    }
    let letters: Vec<char> = lower.chars().collect();
    // Past this length a word is no misspelt keyword (and the distance stays cheap).
    if letters.is_empty() || letters.len() > 16 {
        return None;
    }
    let allowed = if letters.len() <= 4 { 1 } else { 2 };
    KINDS
        .iter()
        .map(|kind| {
            let keyword: Vec<char> = kind.keyword.chars().collect();
            (distance(&letters, &keyword), kind.keyword)
        })
        .filter(|&(d, _)| d <= allowed)
        .min_by_key(|&(d, _)| d)
        .map(|(_, keyword)| Suggestion {
            word: keyword,
            reason: SuggestionReason::Spelling,
        })
}

/// The edit distance of two words, counting an insertion, a deletion, a substitution or a
/// swap of two neighbouring letters as one edit (optimal string alignment).
fn distance(a: &[char], b: &[char]) -> usize {
    let width = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * width];
    for (i, row) in d.chunks_mut(width).enumerate() {
        row[0] = i;
    }
    for (j, cell) in d.iter_mut().take(width).enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[(i - 1) * width + j] + 1)
                .min(d[i * width + j - 1] + 1)
                .min(d[(i - 1) * width + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[(i - 2) * width + j - 2] + 1);
            }
            d[i * width + j] = best;
        }
    }
    d[a.len() * width + b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn suggested(word: &str) -> Option<&'static str> {
        suggestion(word).map(|s| s.word)
    }

    #[test]
    fn near_keywords_aliases_and_rules_are_suggested() {
        assert_eq!(suggested("nmi"), Some("nim"));
        assert_eq!(suggested("kayls"), Some("kayles"));
        assert_eq!(suggested("wythof"), Some("wythoff"));
        assert_eq!(suggested("Hackenbush"), Some("tree"));
        assert_eq!(suggested("misere"), Some("misere:"));
        assert_eq!(suggested("EVERY"), Some("every:"));
        // Too far from every keyword: no suggestion.
        assert_eq!(suggested("chess"), None);
        assert_eq!(suggested("x"), None);
        assert_eq!(suggested(&"a".repeat(100)), None);
    }

    #[test]
    fn keywords_are_found_in_any_case() {
        assert_eq!(keyword_in_any_case("Nim"), Some("nim"));
        assert_eq!(keyword_in_any_case("KAYLES"), Some("kayles"));
        assert_eq!(keyword_in_any_case("nmi"), None);
        assert_eq!(rule_in_any_case("Misere"), Some(Rule::Misere));
        // No two keywords differ only in case, so accepting any case is unambiguous.
        let mut lower: Vec<String> = KINDS.iter().map(|k| k.keyword.to_lowercase()).collect();
        lower.sort();
        lower.dedup();
        assert_eq!(lower.len(), KINDS.len());
    }

    #[test]
    fn the_distance_counts_swaps_as_one_edit() {
        let chars = |s: &str| s.chars().collect::<Vec<_>>();
        assert_eq!(distance(&chars("nmi"), &chars("nim")), 1);
        assert_eq!(distance(&chars("kitten"), &chars("sitting")), 3);
        assert_eq!(distance(&chars(""), &chars("nim")), 3);
    }
}
