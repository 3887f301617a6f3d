//! The parser of a whole game: the rule prefix, then each `+`-separated row read by the
//! parser its keyword names in the registry ([`crate::games::KINDS`]). It sits above the
//! notation's lexer and row parser ([`crate::notation`], which knows no game) and above
//! the games, so that the notation stays a leaf.

mod suggest;

use crate::game::{Game, Rule};
use crate::games::{self, Atom};
use crate::notation::{
    lex, Expected, Invalid, ParseError, ParseErrorKind, RowParser, Token, TokenKind, MAX_INPUT_LEN,
};

/// The accented spelling `misère` (as the gallery and the literature write it, composed
/// or with a combining grave accent) names the misère rule too; the canonical text keeps
/// the contract's `misere:` (NOTATION.md, [ext]).
fn rule_alias(word: &str) -> Option<Rule> {
    matches!(word, "misère" | "mise\u{300}re").then_some(Rule::Misere)
}

/// Parses one row given as its component (keyword and parameters without the position:
/// `bash m=3`, `kayles`, `moves "(a, b) -> (a - 1, b)"`) and the numbers of a position:
/// the tables and the exports name a game by its component and vary the position through
/// [`Play`](crate::games::Play), so only the parser reads the text. Errors are the
/// parser's, with spans in `component` followed by a space and the numbers.
///
/// ```
/// let game = sglab_core::parser::parse_row("bash m=3", &[5]).unwrap();
/// assert_eq!(game.to_string(), "bash m=3 5");
/// ```
pub fn parse_row(component: &str, numbers: &[u64]) -> Result<Game, ParseError> {
    let mut text = component.to_string();
    for number in numbers {
        text.push(' ');
        text.push_str(&number.to_string());
    }
    parse(&text)
}

/// Parses a game in the notation of NOTATION.md.
///
/// ```
/// let game = sglab_core::parse("misere: nim 1 1 + nim 2").unwrap();
/// assert_eq!(game.to_string(), "misere: nim 1 1 2");
/// assert_eq!(sglab_core::parse("nim 3 4 x").unwrap_err().column, 9);
/// ```
pub fn parse(input: &str) -> Result<Game, ParseError> {
    if input.len() > MAX_INPUT_LEN {
        let column = input
            .get(..MAX_INPUT_LEN)
            .map_or(1, |head| head.chars().count() + 1);
        return Err(ParseError {
            span: MAX_INPUT_LEN..input.len(),
            column,
            found: String::new(),
            kind: ParseErrorKind::Invalid(Invalid::InputTooLong),
        });
    }
    let tokens = lex(input)?;
    let end = (input.len(), input.chars().count() + 1);
    let mut rest: &[Token<'_>] = &tokens;
    let mut rule = Rule::Normal;
    let mut rule_token = None;
    if let [first, colon, tail @ ..] = rest
        && first.kind == TokenKind::Word
        && colon.kind == TokenKind::Colon
        && let Some(named) = Rule::from_keyword(first.text)
            .or_else(|| rule_alias(first.text))
            .or_else(|| suggest::rule_in_any_case(first.text))
    {
        rule = named;
        rule_token = Some(first);
        rest = tail;
    }
    let mut components: Vec<Vec<Atom>> = Vec::new();
    loop {
        let row_len = rest
            .iter()
            .position(|t| t.kind == TokenKind::Plus)
            .unwrap_or(rest.len());
        let (row, after) = rest.split_at(row_len);
        let row_end = after.first().map_or(end, |plus| (plus.span.0, plus.column));
        let Some((head, args)) = row.split_first() else {
            let at = after.first();
            return Err(match at {
                Some(token) => token.error(ParseErrorKind::Expected(Expected::GameName)),
                None => ParseError {
                    span: end.0..end.0,
                    column: end.1,
                    found: String::new(),
                    kind: ParseErrorKind::Expected(Expected::GameName),
                },
            });
        };
        // A keyword in another case is accepted (`Nim`); an unknown word gets a suggestion.
        let kind = (head.kind == TokenKind::Word)
            .then(|| {
                games::kind(head.text)
                    .or_else(|| suggest::keyword_in_any_case(head.text).and_then(games::kind))
            })
            .flatten()
            .ok_or_else(|| head.error(suggest::unknown_game(head.text)))?;
        let mut parser = RowParser::new(args, row_end);
        let parsed = (kind.parse)(&mut parser).map_err(|mut error| {
            // A row that ends at a `+` reports the `+`, not "the end of the text".
            if let Some(plus) = after.first()
                && error.found.is_empty()
                && error.span.start == plus.span.0
            {
                error.span = plus.span.0..plus.span.1;
                error.found = plus.text.to_string();
            }
            error
        })?;
        parser.finish()?;
        components.push(parsed);
        match after.split_first() {
            None => break,
            Some((_, tail)) => rest = tail,
        }
    }
    // A game that may never end has no misère or every: theory here: refused at the rule.
    if let Some(token) = rule_token.filter(|_| rule != Rule::Normal)
        && components
            .iter()
            .flatten()
            .any(|atom| atom.loopy_value().is_some())
    {
        return Err(token.error(ParseErrorKind::Invalid(Invalid::LoopyRule)));
    }
    Ok(Game::from_components(rule, components))
}
