//! Notation errors: data with a position, a kind and what was found.

use std::fmt;
use std::ops::Range;

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
}

impl Expected {
    /// The English phrase, e.g. "a heap size".
    pub fn describe(self) -> String {
        match self {
            Expected::GameName => "a game name".into(),
            Expected::HeapSize => "a heap size".into(),
            Expected::Number => "a number".into(),
            Expected::Parameter(name) => format!("the parameter {name}=N"),
            Expected::Set => "a set like {1,3,4} or {1..3}".into(),
            Expected::OctalCode => "an octal code like 0.77".into(),
            Expected::SheetSize => "a sheet size like 3x4".into(),
            Expected::Edge => "an edge like 1-2".into(),
            Expected::DirectedEdge => "a directed edge like 1>2".into(),
            Expected::Node => "a node name".into(),
            Expected::At => "\"@\" followed by the tokens' nodes".into(),
            Expected::Word => "a word of letters".into(),
            Expected::PlusOrEnd => "\"+\" or the end of the game".into(),
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
}

impl Invalid {
    /// The English phrase.
    pub fn describe(self) -> String {
        match self {
            Invalid::NumberTooLarge => "the number is too large".into(),
            Invalid::ParameterTooSmall(min) => format!("the value must be at least {min}"),
            Invalid::BadSet => {
                "a set needs at least one positive number, no 0, and ranges a..b with a <= b".into()
            }
            Invalid::BadOctalCode => {
                "an octal code is 0. or 4. followed by octal digits 0 to 7".into()
            }
            Invalid::BadSheet => "both sides of a sheet must be at least 1".into(),
            Invalid::BadEdge => "this edge is not allowed here".into(),
            Invalid::Cycle => "the directed graph has a cycle, so the game would never end".into(),
            Invalid::UnknownNode => "no edge mentions this node".into(),
            Invalid::OffBoard => "the square is off the board".into(),
            Invalid::BadWord => "a word is made of the letters a to z".into(),
            Invalid::InputTooLong => format!(
                "the text is longer than {} characters",
                crate::notation::MAX_INPUT_LEN
            ),
            Invalid::TooBig => "the position is larger than this game accepts".into(),
            Invalid::WrongCount => "this game takes exactly two numbers".into(),
            Invalid::ZeroNumber => "both numbers must be positive".into(),
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
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let found = if self.found.is_empty() {
            "the end of the text".to_string()
        } else {
            format!("\"{}\"", self.found)
        };
        match self.kind {
            ParseErrorKind::Expected(expected) => {
                write!(
                    f,
                    "column {}: expected {}, found {}",
                    self.column,
                    expected.describe(),
                    found
                )
            }
            ParseErrorKind::Invalid(invalid) => {
                write!(
                    f,
                    "column {}: {}: {}",
                    self.column,
                    found,
                    invalid.describe()
                )
            }
        }
    }
}

impl std::error::Error for ParseError {}
