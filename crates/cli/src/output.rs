//! What a command answers and how it reaches stdout: one [`Answer`] per command, printed by
//! [`print`] as readable text, as exactly one JSON value (`--json`), or, for a table, as
//! the `--format` export, written as it is read.
//!
//! Tables are streamed: `sglab sequence kayles --to 100000000` or `sglab grid wythoff --size
//! 8192` print hundreds of megabytes through one buffer, each number formatted without a
//! string of its own, the values read from core's compact table ([`Computed`]).

use std::io::IsTerminal as _;
use std::path::Path;

use serde::Serialize;
use sglab_core::export::{decimal, write_u64, Format};
use sglab_core::period::HeapValues;
use sglab_core::tables::{Computed, Grid};

use crate::exit::Status;
use crate::failure::Failure;

/// What a command prints on stdout.
pub enum Answer {
    /// One answer: its JSON value (fields in declaration order), printed with `--json` or
    /// when `json_asked` (the command's own `--format json`), else its readable text.
    /// `found` is false when the answer is "not found" or "no" (no period proved, a claim
    /// that fails, no pattern): exit code 1 ([`Status::NotFound`]).
    Value {
        json: String,
        text: String,
        json_asked: bool,
        found: bool,
    },
    /// A table of `sglab sequence`, `sglab grid` or `sglab pairs` of `component`: its `--format`
    /// export, else its JSON with `--json`, else its readable text.
    Table {
        table: Computed,
        component: String,
        format: Option<Format>,
    },
    /// Text printed as it is, whatever `--json` says: a completion script, the manual
    /// page, what `sglab render` wrote.
    Verbatim(Vec<u8>),
    /// The bytes of a picture (PNG, GIF), refused when stdout is a terminal (`-o` writes
    /// it to a file).
    Picture(Vec<u8>),
}

impl Answer {
    /// The answer whose JSON is `json_value` and whose readable text is `text`.
    pub fn value(json_value: &impl Serialize, text: String) -> Result<Answer, Failure> {
        let json = serde_json::to_string(json_value)
            .map_err(|error| Failure::Message(error.to_string()))?;
        Ok(Answer::Value {
            json,
            text,
            json_asked: false,
            found: true,
        })
    }

    /// The same answer, exit code 1 unless `found`.
    pub fn found(mut self, is_found: bool) -> Answer {
        if let Answer::Value { found, .. } = &mut self {
            *found = is_found;
        }
        self
    }

    /// The same answer, printed as JSON when `asked` (also without `--json`).
    pub fn json_asked(mut self, asked: bool) -> Answer {
        if let Answer::Value { json_asked, .. } = &mut self {
            *json_asked = asked;
        }
        self
    }
}

/// Prints `answer` on stdout, or into the file `to` (`-o`), as JSON when `json` (`--json`),
/// and tells the exit status. A closed pipe (`sglab ... | head`) ends the output quietly;
/// another write error is a failure, naming the file.
pub fn print(answer: Answer, json: bool, to: Option<&Path>) -> Result<Status, Failure> {
    let Some(path) = to else {
        if matches!(answer, Answer::Picture(_)) && std::io::stdout().is_terminal() {
            return Err(crate::render::Failure::Message("picture.terminal", Vec::new()).into());
        }
        let mut stdout = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
        return match write_answer(&mut stdout, answer, json) {
            Ok(status) => Ok(status),
            Err((error, status)) if error.kind() == std::io::ErrorKind::BrokenPipe => Ok(status),
            Err((error, _)) => Err(Failure::Message(error.to_string())),
        };
    };
    let written = std::fs::File::create(path).and_then(|file| {
        let mut file = std::io::BufWriter::with_capacity(1 << 16, file);
        write_answer(&mut file, answer, json).map_err(|(error, _)| error)
    });
    written.map_err(|error| {
        crate::render::Failure::Message(
            "picture.write",
            vec![
                ("path", path.display().to_string()),
                ("message", error.to_string()),
            ],
        )
        .into()
    })
}

/// Writes `answer` into `out` and flushes it; the error keeps the status the answer had.
fn write_answer(
    out: &mut impl std::io::Write,
    answer: Answer,
    json: bool,
) -> Result<Status, (std::io::Error, Status)> {
    let (written, status) = match answer {
        Answer::Value {
            json: value,
            text,
            json_asked,
            found,
        } => {
            let printed = if json || json_asked {
                format!("{value}\n")
            } else {
                text
            };
            let status = if found {
                Status::Answered
            } else {
                Status::NotFound
            };
            (out.write_all(printed.as_bytes()), status)
        }
        Answer::Table {
            table,
            component,
            format,
        } => (
            write_table(out, &table, &component, format, json),
            Status::Answered,
        ),
        Answer::Verbatim(bytes) | Answer::Picture(bytes) => {
            (out.write_all(&bytes), Status::Answered)
        }
    };
    written
        .and_then(|()| out.flush())
        .map(|()| status)
        .map_err(|error| (error, status))
}

/// Writes a table: the export in `format`, else JSON (`json`), else the readable text.
fn write_table(
    out: &mut impl std::io::Write,
    table: &Computed,
    component: &str,
    format: Option<Format>,
    json: bool,
) -> std::io::Result<()> {
    let mut text = IoText { out, error: None };
    let written = match (format, table) {
        (Some(format), _) => table.export_into(component, format, "", &mut text),
        (None, Computed::Sequence(values)) => return write_sequence(text.out, values, json),
        (None, Computed::Grid(grid)) if json => grid_json(grid, &mut text),
        (None, Computed::Grid(grid)) => grid_text(grid, &mut text),
        (None, Computed::Pairs(pairs)) if json => {
            let value = serde_json::to_string(pairs).map_err(std::io::Error::other)?;
            return writeln!(text.out, "{value}");
        }
        (None, Computed::Pairs(pairs)) => {
            for (k, (a, b)) in pairs.iter().enumerate() {
                writeln!(text.out, "{k}: ({a}, {b})")?;
            }
            return Ok(());
        }
    };
    match (written, text.error) {
        (Ok(()), _) => Ok(()),
        (Err(_), Some(error)) => Err(error),
        (Err(_), None) => Err(std::io::Error::other("the table could not be written")),
    }
}

/// A `fmt::Write` over an `io::Write`, keeping the first I/O error.
struct IoText<'a, W: std::io::Write> {
    out: &'a mut W,
    error: Option<std::io::Error>,
}

impl<W: std::io::Write> std::fmt::Write for IoText<'_, W> {
    fn write_str(&mut self, text: &str) -> std::fmt::Result {
        self.out.write_all(text.as_bytes()).map_err(|error| {
            self.error.get_or_insert(error);
            std::fmt::Error
        })
    }
}

/// Writes `value` in decimal, right-aligned in `width` columns, into `out`.
fn push_number(out: &mut Vec<u8>, value: u64, width: usize) {
    let mut buffer = [0u8; 20];
    let text = decimal(value, &mut buffer);
    out.extend(std::iter::repeat_n(b' ', width.saturating_sub(text.len())));
    out.extend_from_slice(text);
}

/// The number of decimal digits of `value`.
fn digits(value: u64) -> usize {
    value.checked_ilog10().map_or(1, |log| log as usize + 1)
}

/// The largest value whose text [`NumberTexts`] prepares in advance.
const PREPARED_VALUES: u64 = 1 << 16;

/// The text of every value up to the largest of a table (when it is at most
/// [`PREPARED_VALUES`]), formatted once, so that each heap costs one copy.
struct NumberTexts {
    bytes: Vec<u8>,
    /// The text of `v` is `bytes[starts[v]..starts[v + 1]]`.
    starts: Vec<usize>,
}

impl NumberTexts {
    /// The texts of `0..=max` with `prefix` before each, right-aligned in `width` columns;
    /// none prepared when `max` is past [`PREPARED_VALUES`].
    fn new(max: u64, prefix: &[u8], width: usize) -> NumberTexts {
        let mut texts = NumberTexts {
            bytes: Vec::new(),
            starts: vec![0],
        };
        if max <= PREPARED_VALUES {
            for value in 0..=max {
                texts.bytes.extend_from_slice(prefix);
                push_number(&mut texts.bytes, value, width);
                texts.starts.push(texts.bytes.len());
            }
        }
        texts
    }

    /// Appends the text of `value` (prepared, or formatted now) to `out`.
    #[inline]
    fn push(&self, out: &mut Vec<u8>, value: u64, prefix: &[u8], width: usize) {
        let prepared = usize::try_from(value).ok().and_then(|v| {
            let range = *self.starts.get(v)?..*self.starts.get(v.checked_add(1)?)?;
            self.bytes.get(range)
        });
        match prepared {
            Some(text) => out.extend_from_slice(text),
            None => {
                out.extend_from_slice(prefix);
                push_number(out, value, width);
            }
        }
    }
}

/// Streams the values of `sglab sequence` to `out`: as a JSON array, or as the readable text
/// (rows of ten, each headed by its first heap). A value's text is copied from the texts
/// prepared once ([`NumberTexts`]) or formatted into one reused buffer; nothing is held
/// per heap.
fn write_sequence(
    out: &mut impl std::io::Write,
    values: &HeapValues,
    json: bool,
) -> std::io::Result<()> {
    const FLUSH_AT: usize = 1 << 15;
    let mut line: Vec<u8> = Vec::with_capacity(FLUSH_AT + 4096);
    let max = values.max();
    if json {
        let texts = NumberTexts::new(max, b",", 0);
        let mut all = values.iter();
        line.push(b'[');
        if let Some(first) = all.next() {
            push_number(&mut line, first, 0);
        }
        for value in all {
            texts.push(&mut line, value, b",", 0);
            if line.len() >= FLUSH_AT {
                out.write_all(&line)?;
                line.clear();
            }
        }
        line.extend_from_slice(b"]\n");
        return out.write_all(&line);
    }
    let width = digits(max);
    let index_width = digits(values.last());
    let texts = NumberTexts::new(max, b" ", width);
    let mut row: u64 = 0;
    let mut column = 0;
    let mut first = true;
    for value in values.iter() {
        if column == 0 {
            if !first {
                line.push(b'\n');
                row += 10;
            }
            first = false;
            push_number(&mut line, row, index_width);
            line.extend_from_slice(b" |");
        }
        texts.push(&mut line, value, b" ", width);
        column += 1;
        if column == 10 {
            column = 0;
            if line.len() >= FLUSH_AT {
                out.write_all(&line)?;
                line.clear();
            }
        }
    }
    line.push(b'\n');
    out.write_all(&line)
}

/// `sglab grid --json`: the rows, `null` where a cell is not a position. Each row is built in
/// one reused string and written at once.
fn grid_json(grid: &Grid, out: &mut impl std::fmt::Write) -> std::fmt::Result {
    let mut line = String::new();
    out.write_char('[')?;
    for (a, row) in grid.rows().enumerate() {
        line.clear();
        line.push_str(if a == 0 { "[" } else { ",[" });
        for (b, cell) in row.enumerate() {
            if b > 0 {
                line.push(',');
            }
            match cell {
                Some(value) => write_u64(&mut line, value)?,
                None => line.push_str("null"),
            }
        }
        line.push(']');
        out.write_str(&line)?;
    }
    out.write_str("]\n")
}

/// Appends `width - used` spaces, so that what follows is right-aligned in `width` columns.
fn pad(line: &mut String, used: usize, width: usize) {
    line.extend(std::iter::repeat_n(' ', width.saturating_sub(used)));
}

/// The largest value whose cell text [`grid_text`] prepares once (a grid of side 16384
/// holds values below 49150).
const PREPARED_CELLS: u64 = 1 << 16;

/// `sglab grid`: a header of column numbers, then each row after its number; `.` where a
/// cell is not a position; every column as wide as the widest entry. Each line is built
/// in one reused string and written at once; the text of every cell (a space and the
/// right-aligned value) is prepared once per value and copied.
fn grid_text(grid: &Grid, out: &mut impl std::fmt::Write) -> std::fmt::Result {
    let side = grid.side();
    let max = grid.max_value().unwrap_or(0);
    let width = digits(max).max(digits(side as u64));
    let stride = width + 1;
    let mut prepared = String::new();
    if max < PREPARED_CELLS {
        for value in 0..=max {
            prepared.push(' ');
            pad(&mut prepared, digits(value), width);
            write_u64(&mut prepared, value)?;
        }
    }
    let mut line = String::new();
    pad(&mut line, 3, width);
    line.push_str("a\\b |");
    for b in 0..side as u64 {
        line.push(' ');
        pad(&mut line, digits(b), width);
        write_u64(&mut line, b)?;
    }
    line.push('\n');
    out.write_str(&line)?;
    for (a, row) in grid.rows().enumerate() {
        line.clear();
        pad(&mut line, digits(a as u64), width);
        write_u64(&mut line, a as u64)?;
        line.push_str(" |");
        for cell in row {
            let ready = cell.and_then(|value| {
                let at = usize::try_from(value).ok()?.checked_mul(stride)?;
                prepared.get(at..at + stride)
            });
            match (ready, cell) {
                (Some(text), _) => line.push_str(text),
                (None, Some(value)) => {
                    line.push(' ');
                    pad(&mut line, digits(value), width);
                    write_u64(&mut line, value)?;
                }
                (None, None) => {
                    line.push(' ');
                    pad(&mut line, 1, width);
                    line.push('.');
                }
            }
        }
        line.push('\n');
        out.write_str(&line)?;
    }
    Ok(())
}
