//! Why a command failed: the errors core and the drawings give, kept as they are so that
//! the message is rendered in the language the command was asked in (`--lang`), on
//! standard error, with the exit code each kind has ([`exit::Status`]).

use std::fmt::Write as _;

use sglab_core::claim::CheckError;
use sglab_core::i18n::{self, Words};
use sglab_core::tables::TableError;
use sglab_core::{LimitError, ParseError};
use sglab_draw::DrawError;

use crate::{exit, render};

/// Why a command failed; printed on stderr by [`Failure::render`].
#[derive(Debug)]
pub enum Failure {
    /// The input text is not notation: shown with a caret under the column (exit code 2).
    Parse { input: String, error: ParseError },
    /// A limit stopped the request before it had an answer (exit code 3), or the game has
    /// a loop and so no value (exit code 2).
    Limit(LimitError),
    /// A table asked of the wrong kind of game, or too large (exit code 2). Never
    /// `TableError::Parse` or `TableError::Limit`: [`Failure::table`] unwraps those.
    Table(TableError),
    /// A view that does not apply to the game, or too large (exit code 2). Never a
    /// `DrawError` that wraps another: [`Failure::draw`] unwraps those.
    Draw(DrawError),
    /// A claim of `sglab check` that is not one: shown with a caret under its column when it
    /// is a syntax error (exit code 2). Never `CheckError::Table`.
    Claim { claim: String, error: CheckError },
    /// A picture or a post that could not be made (`sglab svg --format png`, `sglab render`),
    /// with its own exit code.
    Picture(render::Failure),
    /// Anything else: bad input of `sglab judge` (in its problem's words), or an I/O error
    /// (exit code 2).
    Message(String),
}

impl Failure {
    /// The failure of parsing `input`.
    pub fn parse(input: &str, error: ParseError) -> Failure {
        Failure::Parse {
            input: input.to_string(),
            error,
        }
    }

    /// The failure of a table request on `input`.
    pub fn table(input: &str, error: TableError) -> Failure {
        match error {
            TableError::Parse(error) => Failure::parse(input, error),
            TableError::Limit(error) => Failure::Limit(error),
            other => Failure::Table(other),
        }
    }

    /// The failure of a drawing of `input`.
    pub fn draw(input: &str, error: DrawError) -> Failure {
        match error {
            DrawError::Parse(error) => Failure::parse(input, error),
            DrawError::Limit(error) => Failure::Limit(error),
            DrawError::Table(error) => Failure::table(input, error),
            other => Failure::Draw(other),
        }
    }

    /// The failure of `sglab check COMPONENT CLAIM`.
    pub fn check(component: &str, claim: &str, error: CheckError) -> Failure {
        match error {
            CheckError::Table(error) => Failure::table(component, error),
            other => Failure::Claim {
                claim: claim.to_string(),
                error: other,
            },
        }
    }

    /// The exit code of this failure.
    pub fn status(&self) -> exit::Status {
        match self {
            Failure::Limit(LimitError::Loopy { .. }) => exit::Status::Usage,
            Failure::Limit(_) => exit::Status::Limit,
            Failure::Picture(failure) => failure.status(),
            Failure::Parse { .. }
            | Failure::Table(_)
            | Failure::Draw(_)
            | Failure::Claim { .. }
            | Failure::Message(_) => exit::Status::Usage,
        }
    }

    /// What stderr shows, in `lang`: `error: ` and the message, then, under a one-line
    /// input or claim, the text again with a caret under the column.
    pub fn render(&self, lang: Words<'_>) -> String {
        let (message, caret) = match self {
            Failure::Parse { input, error } => (error.render(lang), Some((input, error.column))),
            Failure::Limit(error) => (error.render(lang), None),
            Failure::Table(error) => (error.render(lang), None),
            Failure::Draw(error) => (error.render(lang), None),
            Failure::Claim { claim, error } => {
                let column = match error {
                    CheckError::Syntax(syntax) => Some((claim, syntax.column)),
                    _ => None,
                };
                (error.render(lang), column)
            }
            Failure::Picture(failure) => (failure.render(lang), None),
            Failure::Message(message) => (message.clone(), None),
        };
        let mut out = i18n::format(lang, "cli.error", &[("message", &message)]);
        out.push('\n');
        // A caret under the column, when the text is one plain line.
        if let Some((text, column)) = caret
            && !text.chars().any(char::is_control)
            && column >= 1
        {
            let pad: String = text
                .chars()
                .take(column - 1)
                .map(|c| if c.is_whitespace() { c } else { ' ' })
                .collect();
            let _ = writeln!(out, "  {text}\n  {pad}^");
        }
        out
    }
}

impl From<render::Failure> for Failure {
    fn from(failure: render::Failure) -> Failure {
        Failure::Picture(failure)
    }
}
