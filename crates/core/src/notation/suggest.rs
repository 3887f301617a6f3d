//! A suggestion for a word that is not a game name (what `crate::parser`'s suggestions
//! find): it travels in the [`ParseError`](super::ParseError) itself
//! ([`super::ParseErrorKind::DidYouMean`]), so that the page, the widgets and `sg` all show
//! it. Only the data lives here, so that the notation stays a leaf.

/// Why a word was suggested.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SuggestionReason {
    /// A keyword spelled nearly so: one letter off, or two in a longer word.
    Spelling,
    /// The usual name of a game whose keyword is different (`hackenbush` → `tree`).
    Alias,
    /// A rule written without its colon (`misere` → `misere:`).
    RuleColon,
}

/// A word to write instead, and why.
///
/// ```
/// use sglab_core::notation::{ParseErrorKind, Suggestion, SuggestionReason};
/// let error = sglab_core::parse("nmi 3 4 5").unwrap_err();
/// assert_eq!(
///     error.kind,
///     ParseErrorKind::DidYouMean(Suggestion { word: "nim", reason: SuggestionReason::Spelling })
/// );
/// assert_eq!(error.to_string(), "column 1: expected a game name, found \"nmi\": did you mean \"nim\"?");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Suggestion {
    /// The word suggested, as it would be written (`nim`, `misere:`).
    pub word: &'static str,
    /// Why it is suggested.
    pub reason: SuggestionReason,
}

impl Suggestion {
    /// The message key of this kind of suggestion, e.g. `parse.suggest.spelling`.
    pub fn key(self) -> &'static str {
        match self.reason {
            SuggestionReason::Spelling => "parse.suggest.spelling",
            SuggestionReason::Alias => "parse.suggest.alias",
            SuggestionReason::RuleColon => "parse.suggest.rule_colon",
        }
    }
}
