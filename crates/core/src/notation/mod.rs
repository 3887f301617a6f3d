//! The text notation of NOTATION.md: a lexer and a row parser that each game module
//! drives; [`crate::parser::parse`] reads a whole game with them. A leaf: it knows no
//! game. Parsing never panics; every error names the column, the token and what was
//! expected.

mod error;
pub mod nodes;
pub mod set;
mod suggest;

pub use error::{excerpt, Expected, Invalid, ParseError, ParseErrorKind, MAX_QUOTED_CHARS};
pub use suggest::{Suggestion, SuggestionReason};

/// The longest text the notation accepts, in bytes.
pub const MAX_INPUT_LEN: usize = 100_000;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// A run of characters other than white space and `+ : @ { }`.
    Word,
    /// A braced group `{...}`, braces included.
    Braces,
    /// A quoted text `"..."`, quotes included (a user-defined game's rules).
    Quoted,
    /// `+`.
    Plus,
    /// `:`.
    Colon,
    /// `@`.
    At,
}

/// One token of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// Its kind.
    pub kind: TokenKind,
    /// Its text.
    pub text: &'a str,
    /// Its byte range.
    pub span: (usize, usize),
    /// Its 1-based column in characters.
    pub column: usize,
}

impl Token<'_> {
    /// A parse error at this token.
    pub fn error(&self, kind: ParseErrorKind) -> ParseError {
        ParseError {
            span: self.span.0..self.span.1,
            column: self.column,
            found: self.text.to_string(),
            kind,
        }
    }
}

/// The tokens of `input`, or the error of an unclosed quote or set.
pub fn lex(input: &str) -> Result<Vec<Token<'_>>, ParseError> {
    let mut tokens = Vec::new();
    let mut chars = input.char_indices().enumerate().peekable();
    while let Some((index, (start, c))) = chars.next() {
        let column = index + 1;
        let single = |kind| Token {
            kind,
            text: &input[start..start + c.len_utf8()],
            span: (start, start + c.len_utf8()),
            column,
        };
        match c {
            c if c.is_whitespace() => {}
            '+' => tokens.push(single(TokenKind::Plus)),
            ':' => tokens.push(single(TokenKind::Colon)),
            '@' => tokens.push(single(TokenKind::At)),
            // A group that runs to its closing character: a quoted text or a set.
            '"' | '{' => {
                let (close, kind, expected) = if c == '"' {
                    ('"', TokenKind::Quoted, Expected::Quoted)
                } else {
                    ('}', TokenKind::Braces, Expected::Set)
                };
                let end = chars
                    .by_ref()
                    .find(|&(_, (_, next))| next == close)
                    .map(|(_, (offset, _))| offset + 1);
                let Some(end) = end else {
                    return Err(ParseError {
                        span: start..input.len(),
                        column,
                        found: input[start..].to_string(),
                        kind: ParseErrorKind::Expected(expected),
                    });
                };
                tokens.push(Token {
                    kind,
                    text: &input[start..end],
                    span: (start, end),
                    column,
                });
            }
            _ => {
                let mut end = start + c.len_utf8();
                while let Some(&(_, (offset, next))) = chars.peek() {
                    if next.is_whitespace() || "+:@{}\"".contains(next) {
                        break;
                    }
                    end = offset + next.len_utf8();
                    chars.next();
                }
                tokens.push(Token {
                    kind: TokenKind::Word,
                    text: &input[start..end],
                    span: (start, end),
                    column,
                });
            }
        }
    }
    Ok(tokens)
}

/// Parses a number of decimal digits into a u64.
pub fn parse_u64(text: &str) -> Result<u64, Invalid> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Invalid::NumberTooLarge);
    }
    text.parse::<u64>().map_err(|_| Invalid::NumberTooLarge)
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// The tokens of one component row after its keyword, with helpers for the game modules.
pub struct RowParser<'a> {
    tokens: &'a [Token<'a>],
    next: usize,
    // The position just after the row, for errors at its end.
    end: (usize, usize),
}

impl<'a> RowParser<'a> {
    /// A parser over `tokens`; `end` is the byte offset and column just after them.
    pub fn new(tokens: &'a [Token<'a>], end: (usize, usize)) -> Self {
        RowParser {
            tokens,
            next: 0,
            end,
        }
    }

    /// The next token, without taking it.
    pub fn peek(&self) -> Option<&Token<'a>> {
        self.tokens.get(self.next)
    }

    /// Whether the row has no tokens left.
    pub fn at_end(&self) -> bool {
        self.next >= self.tokens.len()
    }

    /// Takes the next token.
    pub fn take(&mut self) -> Option<Token<'a>> {
        let token = self.tokens.get(self.next).copied();
        if token.is_some() {
            self.next += 1;
        }
        token
    }

    /// An error at the next token, or at the end of the row when none is left.
    pub fn error_here(&self, kind: ParseErrorKind) -> ParseError {
        match self.peek() {
            Some(token) => token.error(kind),
            None => ParseError {
                span: self.end.0..self.end.0,
                column: self.end.1,
                found: String::new(),
                kind,
            },
        }
    }

    /// Takes a word token, or fails saying `expected`.
    pub fn word(&mut self, expected: Expected) -> Result<Token<'a>, ParseError> {
        match self.peek() {
            Some(token) if token.kind == TokenKind::Word => {
                let token = *token;
                self.next += 1;
                Ok(token)
            }
            _ => Err(self.error_here(ParseErrorKind::Expected(expected))),
        }
    }

    /// Takes a number, or fails saying `expected`.
    pub fn number(&mut self, expected: Expected) -> Result<u64, ParseError> {
        match self.peek() {
            Some(token) if token.kind == TokenKind::Word && is_number(token.text) => {
                let token = *token;
                self.next += 1;
                parse_u64(token.text)
                    .map_err(|invalid| token.error(ParseErrorKind::Invalid(invalid)))
            }
            _ => Err(self.error_here(ParseErrorKind::Expected(expected))),
        }
    }

    /// Takes a number and gives it to `check`, whose refusal is reported at its token.
    pub fn checked_number(
        &mut self,
        expected: Expected,
        check: impl FnOnce(u64) -> Result<(), Invalid>,
    ) -> Result<u64, ParseError> {
        let token = self.peek().copied();
        let value = self.number(expected)?;
        match (check(value), token) {
            (Err(invalid), Some(token)) => Err(token.error(ParseErrorKind::Invalid(invalid))),
            (Err(invalid), None) => Err(self.error_here(ParseErrorKind::Invalid(invalid))),
            (Ok(()), _) => Ok(value),
        }
    }

    /// Reads one or more items up to the end of the row, each by `item` (which takes its
    /// tokens and reports its own errors): the loop of every row that lists positions.
    pub fn items_to_end<T>(
        &mut self,
        mut item: impl FnMut(&mut Self) -> Result<T, ParseError>,
    ) -> Result<Vec<T>, ParseError> {
        let mut items = vec![item(self)?];
        while !self.at_end() {
            items.push(item(self)?);
        }
        Ok(items)
    }

    /// Takes one or more numbers up to the end of the row.
    pub fn numbers_to_end(&mut self, expected: Expected) -> Result<Vec<u64>, ParseError> {
        self.numbers_to_end_checked(expected, |_, _| Ok(()))
    }

    /// [`RowParser::numbers_to_end`], each number checked as it is read by
    /// `check(numbers_before, number)`; a refusal is reported at that number's token.
    pub fn numbers_to_end_checked(
        &mut self,
        expected: Expected,
        mut check: impl FnMut(&[u64], u64) -> Result<(), Invalid>,
    ) -> Result<Vec<u64>, ParseError> {
        let mut numbers = Vec::new();
        loop {
            let number = self.checked_number(expected, |number| check(&numbers, number))?;
            numbers.push(number);
            if self.at_end() {
                return Ok(numbers);
            }
        }
    }

    /// Takes the heap sizes up to the end of the row (at least one), one atom each: the row
    /// of every heap game (`nim 3 4 5`, `bash m=3 10 7`).
    pub fn heaps<T>(&mut self, atom: impl Fn(u64) -> T) -> Result<Vec<T>, ParseError> {
        Ok(self
            .numbers_to_end(Expected::HeapSize)?
            .into_iter()
            .map(atom)
            .collect())
    }

    /// Takes exactly two numbers, the row of a two-number game (`wythoff 3 5`, `euclid
    /// 25 7`); a third is [`Invalid::WrongCount`].
    pub fn two_numbers(&mut self, expected: Expected) -> Result<(u64, u64), ParseError> {
        self.two_numbers_checked(expected, |_, _| Ok(()))
    }

    /// [`RowParser::two_numbers`], the pair then checked by `check`, whose refusal is
    /// reported at the second number.
    pub fn two_numbers_checked(
        &mut self,
        expected: Expected,
        check: impl FnOnce(u64, u64) -> Result<(), Invalid>,
    ) -> Result<(u64, u64), ParseError> {
        let a = self.number(expected)?;
        let second = self.peek().copied();
        let b = self.number(expected)?;
        if !self.at_end() {
            return Err(self.error_here(ParseErrorKind::Invalid(Invalid::WrongCount)));
        }
        match (check(a, b), second) {
            (Err(invalid), Some(token)) => Err(token.error(ParseErrorKind::Invalid(invalid))),
            (Err(invalid), None) => Err(self.error_here(ParseErrorKind::Invalid(invalid))),
            (Ok(()), _) => Ok((a, b)),
        }
    }

    /// Takes a parameter `name=N` and returns N, which must be at least `min`.
    pub fn parameter(&mut self, name: &'static str, min: u64) -> Result<u64, ParseError> {
        let expected = ParseErrorKind::Expected(Expected::Parameter(name));
        let token = match self.peek() {
            Some(token) if token.kind == TokenKind::Word => *token,
            _ => return Err(self.error_here(expected)),
        };
        let Some(value) = token
            .text
            .strip_prefix(name)
            .and_then(|rest| rest.strip_prefix('='))
        else {
            return Err(token.error(expected));
        };
        if !is_number(value) {
            return Err(token.error(expected));
        }
        let value =
            parse_u64(value).map_err(|invalid| token.error(ParseErrorKind::Invalid(invalid)))?;
        if value < min {
            return Err(token.error(ParseErrorKind::Invalid(Invalid::ParameterTooSmall(min))));
        }
        self.next += 1;
        Ok(value)
    }

    /// Fails unless the row has been read to its end.
    pub fn finish(&self) -> Result<(), ParseError> {
        match self.peek() {
            None => Ok(()),
            Some(token) => Err(token.error(ParseErrorKind::Expected(Expected::PlusOrEnd))),
        }
    }
}
