//! The set lexeme of the notation, `{1,3,4}`, `{1..5}` or `{1,4..6}`: the move sets of
//! subtraction games, with errors that point at the element inside the braces.

use std::collections::BTreeSet;

use super::{parse_u64, Expected, Invalid, ParseError, ParseErrorKind, Token};

/// A parse error at byte `offset` of `token`'s text, `length` bytes long.
fn error_inside(
    token: &Token<'_>,
    offset: usize,
    length: usize,
    kind: ParseErrorKind,
) -> ParseError {
    let before = token.text.get(..offset).unwrap_or("");
    let found = token.text.get(offset..offset + length).unwrap_or("");
    ParseError {
        span: token.span.0 + offset..token.span.0 + offset + length,
        column: token.column + before.chars().count(),
        found: found.to_string(),
        kind,
    }
}

/// Parses one number of a set written at byte `offset` of `token`'s text.
fn set_number(
    token: &Token<'_>,
    offset: usize,
    text: &str,
    max_element: u64,
) -> Result<u64, ParseError> {
    if text.is_empty() {
        // Point at the character where the number should have been (`,`, `.` or `}`).
        let length = token
            .text
            .get(offset..)
            .and_then(|rest| rest.chars().next())
            .map_or(0, char::len_utf8);
        return Err(error_inside(
            token,
            offset,
            length,
            ParseErrorKind::Expected(Expected::Number),
        ));
    }
    let at = |kind| error_inside(token, offset, text.len(), kind);
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(at(ParseErrorKind::Expected(Expected::Number)));
    }
    let value = parse_u64(text).map_err(|invalid| at(ParseErrorKind::Invalid(invalid)))?;
    if value == 0 {
        return Err(at(ParseErrorKind::Invalid(Invalid::BadSet)));
    }
    if value > max_element {
        return Err(at(ParseErrorKind::Invalid(Invalid::NumberTooLarge)));
    }
    Ok(value)
}

/// The part of `text` (which starts at byte `offset` of the token) without surrounding
/// white space, with its own offset.
fn trimmed(text: &str, offset: usize) -> (&str, usize) {
    let start = text.len() - text.trim_start().len();
    (text.trim(), offset + start)
}

/// Parses a braces token `{a,b,c}`, `{a..b}` or a mixture `{1,4..6}` into a sorted set of
/// positive numbers: at most `max_len` written (a range counts its length), none above
/// `max_element`.
pub fn parse_set(
    token: &Token<'_>,
    max_len: usize,
    max_element: u64,
) -> Result<Vec<u64>, ParseError> {
    let inner = token
        .text
        .strip_prefix('{')
        .and_then(|rest| rest.strip_suffix('}'))
        .ok_or_else(|| token.error(ParseErrorKind::Expected(Expected::Set)))?;
    if inner.trim().is_empty() {
        return Err(token.error(ParseErrorKind::Invalid(Invalid::BadSet)));
    }
    let mut set = BTreeSet::new();
    let mut written: usize = 0;
    let mut offset = 1;
    for item in inner.split(',') {
        let (item_text, item_offset) = trimmed(item, offset);
        offset += item.len() + 1;
        let item_at = |kind| error_inside(token, item_offset, item_text.len(), kind);
        match item_text.split_once("..") {
            None => {
                let value = set_number(token, item_offset, item_text, max_element)?;
                written += 1;
                if written > max_len {
                    return Err(item_at(ParseErrorKind::Invalid(Invalid::TooBig)));
                }
                set.insert(value);
            }
            Some((low, high)) => {
                let (low_text, low_offset) = trimmed(low, item_offset);
                let (high_text, high_offset) = trimmed(high, item_offset + low.len() + 2);
                let low = set_number(token, low_offset, low_text, max_element)?;
                let high = set_number(token, high_offset, high_text, max_element)?;
                if low > high {
                    return Err(item_at(ParseErrorKind::Invalid(Invalid::BadSet)));
                }
                // high <= max_element, whose range length is counted saturating.
                written =
                    written.saturating_add(usize::try_from(high - low + 1).unwrap_or(usize::MAX));
                if written > max_len {
                    return Err(item_at(ParseErrorKind::Invalid(Invalid::TooBig)));
                }
                set.extend(low..=high);
            }
        }
    }
    Ok(set.into_iter().collect())
}
