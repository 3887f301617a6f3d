//! Notation errors: data with a position, a kind and what was found.

use std::fmt;
use std::ops::Range;

use crate::i18n::{self, Lang, Words};

/// What the parser expected where it failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A component keyword such as `nim`.
    GameName,
    /// A heap size (a u64).
    HeapSize,
    /// A plain number.
    Number,
    /// A `name=value` parameter; the name is given.
    Parameter(&'static str),
    /// A set `{a,b,c}` or range `{a..b}`.
    Set,
    /// An octal code such as `0.77`.
    OctalCode,
    /// A sheet size `WxH`.
    SheetSize,
    /// An edge `u-v`.
    Edge,
    /// A directed edge `u>v`.
    DirectedEdge,
    /// A node name (token position).
    Node,
    /// The `@` that separates a dag's edges from its tokens.
    At,
    /// A word of letters.
    Word,
    /// A `+` or the end of the text.
    PlusOrEnd,
    /// A quoted text `"..."` (a user-defined game's rules).
    Quoted,
    /// A coin-turning rule (`one`, `turtles`, `twins`, `mock`, `ruler`).
    CoinRule,
}

impl Expected {
    /// The phrase in `lang`, e.g. "a heap size".
    pub fn describe(self, lang: Words<'_>) -> String {
        match self {
            Expected::Parameter(name) => i18n::format(lang, self.key(), &[("name", name)]),
            _ => i18n::format(lang, self.key(), &[]),
        }
    }

    /// A stable key for translations, e.g. `expected.heap_size`.
    pub fn key(self) -> &'static str {
        match self {
            Expected::GameName => "expected.game_name",
            Expected::HeapSize => "expected.heap_size",
            Expected::Number => "expected.number",
            Expected::Parameter(_) => "expected.parameter",
            Expected::Set => "expected.set",
            Expected::OctalCode => "expected.octal_code",
            Expected::SheetSize => "expected.sheet_size",
            Expected::Edge => "expected.edge",
            Expected::DirectedEdge => "expected.directed_edge",
            Expected::Node => "expected.node",
            Expected::At => "expected.at",
            Expected::Word => "expected.word",
            Expected::PlusOrEnd => "expected.plus_or_end",
            Expected::Quoted => "expected.quoted",
            Expected::CoinRule => "expected.coin_rule",
        }
    }
}

/// Why a token that has the right shape still is not acceptable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// A number does not fit in u64 (or in the row's own bound).
    NumberTooLarge,
    /// A parameter must be at least the given value.
    ParameterTooSmall(u64),
    /// A subtraction set is empty, contains 0, or has a range `a..b` with `a > b`.
    BadSet,
    /// An octal code digit is not 0..7, or the code is malformed.
    BadOctalCode,
    /// A sheet side must be at least 1.
    BadSheet,
    /// An edge joins a node to itself where that is not allowed, or repeats.
    BadEdge,
    /// The directed graph has a cycle, so the game would not end.
    Cycle,
    /// A node is named that no edge mentions.
    UnknownNode,
    /// A square is off the board.
    OffBoard,
    /// The word has a character other than a lower-case letter.
    BadWord,
    /// The text is longer than the notation accepts.
    InputTooLong,
    /// The position is larger than the row allows (too many heaps, edges or nodes).
    TooBig,
    /// `wythoff` and `euclid` take exactly two numbers.
    WrongCount,
    /// A Euclid position must have both numbers positive.
    ZeroNumber,
    /// A cell (or square) named twice where each holds one piece.
    Repeated,
    /// A row of coins has a letter other than `H` and `T`.
    BadCoins,
    /// A user-defined game's rules are not understood at this column: the message key of
    /// the problem (`rule.*` or `claim.expected.*`).
    Rule(&'static str),
    /// More edges than the row accepts: at most this many.
    TooManyEdges(u64),
    /// More tokens than the row accepts: at most this many.
    TooManyTokens(u64),
    /// `misere:` or `every:` before a game that may never end (`loopy`), whose theory
    /// sglab does not have: such a game is played under normal play only.
    LoopyRule,
    /// A game this build does not have: the light wasm module, built without games of your
    /// own (cargo feature `custom`); the worker asks the full module (`light.needs_full`).
    NeedsFull,
}

impl Invalid {
    /// The phrase in `lang`.
    pub fn describe(self, lang: Words<'_>) -> String {
        match self {
            Invalid::ParameterTooSmall(min) => {
                i18n::format(lang, self.key(), &[("min", &min.to_string())])
            }
            Invalid::Rule(problem) => i18n::format(
                lang,
                self.key(),
                &[("problem", &i18n::format(lang, problem, &[]))],
            ),
            Invalid::TooManyEdges(max) | Invalid::TooManyTokens(max) => {
                i18n::format(lang, self.key(), &[("max", &max.to_string())])
            }
            Invalid::InputTooLong => i18n::format(
                lang,
                self.key(),
                &[("max", &crate::notation::MAX_INPUT_LEN.to_string())],
            ),
            _ => i18n::format(lang, self.key(), &[]),
        }
    }

    /// A stable key for translations, e.g. `invalid.number_too_large`.
    pub fn key(self) -> &'static str {
        match self {
            Invalid::NumberTooLarge => "invalid.number_too_large",
            Invalid::ParameterTooSmall(_) => "invalid.parameter_too_small",
            Invalid::BadSet => "invalid.bad_set",
            Invalid::BadOctalCode => "invalid.bad_octal_code",
            Invalid::BadSheet => "invalid.bad_sheet",
            Invalid::BadEdge => "invalid.bad_edge",
            Invalid::Cycle => "invalid.cycle",
            Invalid::UnknownNode => "invalid.unknown_node",
            Invalid::OffBoard => "invalid.off_board",
            Invalid::BadWord => "invalid.bad_word",
            Invalid::InputTooLong => "invalid.input_too_long",
            Invalid::TooBig => "invalid.too_big",
            Invalid::WrongCount => "invalid.wrong_count",
            Invalid::ZeroNumber => "invalid.zero_number",
            Invalid::Rule(_) => "invalid.rule",
            Invalid::Repeated => "invalid.repeated",
            Invalid::BadCoins => "invalid.bad_coins",
            Invalid::TooManyEdges(_) => "invalid.too_many_edges",
            Invalid::TooManyTokens(_) => "invalid.too_many_tokens",
            Invalid::LoopyRule => "invalid.loopy_rule",
            Invalid::NeedsFull => "light.needs_full",
        }
    }
}

/// The kind of a notation error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// Something else was expected here.
    Expected(Expected),
    /// The token has the expected shape but is not acceptable.
    Invalid(Invalid),
    /// A game name was expected; the word found is probably this one (`nmi` → `nim`).
    DidYouMean(super::Suggestion),
}

/// A notation error: where, what was found, and what was wrong.
///
/// ```
/// let error = sglab_core::parse("nim 3 4 x").unwrap_err();
/// assert_eq!(error.to_string(), "column 9: expected a heap size, found \"x\"");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte range of the offending token in the input.
    pub span: Range<usize>,
    /// 1-based column (in characters) where the token starts.
    pub column: usize,
    /// The text found there (empty at the end of the input).
    pub found: String,
    /// What was wrong.
    pub kind: ParseErrorKind,
}

impl ParseError {
    /// A stable key for translations of the message.
    pub fn key(&self) -> &'static str {
        match self.kind {
            ParseErrorKind::Expected(expected) => expected.key(),
            ParseErrorKind::Invalid(invalid) => invalid.key(),
            ParseErrorKind::DidYouMean(suggestion) => suggestion.key(),
        }
    }
}

impl ParseError {
    /// The message in `lang`, e.g. `column 9: expected a heap size, found "x"`.
    pub fn render(&self, lang: Words<'_>) -> String {
        let found = if self.found.is_empty() {
            i18n::format(lang, "parse.end_of_text", &[])
        } else {
            match lang.lang() {
                Lang::En => format!("\"{}\"", excerpt(&self.found)),
                Lang::Zh => format!("“{}”", excerpt(&self.found)),
            }
        };
        let column = self.column.to_string();
        match self.kind {
            ParseErrorKind::Expected(expected) => i18n::format(
                lang,
                "parse.expected",
                &[
                    ("column", &column),
                    ("expected", &expected.describe(lang)),
                    ("found", &found),
                ],
            ),
            ParseErrorKind::Invalid(invalid) => i18n::format(
                lang,
                "parse.invalid",
                &[
                    ("column", &column),
                    ("found", &found),
                    ("reason", &invalid.describe(lang)),
                ],
            ),
            ParseErrorKind::DidYouMean(suggestion) => i18n::format(
                lang,
                suggestion.key(),
                &[
                    ("column", &column),
                    ("found", &found),
                    ("word", suggestion.word),
                ],
            ),
        }
    }
}

/// The most characters of a bad token a message quotes.
pub const MAX_QUOTED_CHARS: usize = 40;

/// `found` as a message quotes it: at most [`MAX_QUOTED_CHARS`] characters
/// then `…`, with control, invisible and direction-changing characters
/// escaped (`\u{202e}`) so the quote cannot reorder or hide the message.
pub fn excerpt(found: &str) -> String {
    let mut out = String::new();
    for (index, c) in found.chars().enumerate() {
        if index == MAX_QUOTED_CHARS {
            out.push('…');
            break;
        }
        out.extend(c.escape_debug());
    }
    out
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        i18n::display(f, self.key(), |lang| self.render(lang))
    }
}

impl std::error::Error for ParseError {}
