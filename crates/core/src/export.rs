//! 打表 export: a table of values as source code or data a contestant pastes into a
//! solution or a notebook (a C++ array, a Python list, CSV, JSON), headed by the command
//! or link that reproduces it.
//!
//! The tables are the ones `sglab sequence`, `sglab grid` and `sglab pairs` print; the adapters
//! (the CLI, the page) compute them and say where they came from, this module only writes
//! them down, so every format agrees value for value with the others.

use std::fmt::{self, Write as _};

use crate::period::HeapValues;
use crate::tables::Grid;

/// The text formats a table can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A C++ array definition, `const int sg[N] = {...};`.
    Cpp,
    /// A Python list assignment, `sg = [...]`.
    Python,
    /// Comma-separated values with a header row.
    Csv,
    /// One JSON object: `{"source": ..., "<kind>": [...]}`.
    Json,
}

impl Format {
    /// Every format with its name, as the CLI and the page spell them.
    pub const ALL: [(Format, &'static str); 4] = [
        (Format::Cpp, "cpp"),
        (Format::Python, "py"),
        (Format::Csv, "csv"),
        (Format::Json, "json"),
    ];

    /// The format called `name` (`cpp`, `py`, `csv`, `json`).
    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(format, _)| *format)
    }

    /// The format's name, the inverse of [`Format::from_name`].
    pub fn name(self) -> &'static str {
        Format::ALL
            .iter()
            .find(|(format, _)| *format == self)
            .map_or("json", |(_, name)| name)
    }
}

/// A table to export, borrowed from whoever computed it ([`crate::tables::compute`]).
#[derive(Clone, Copy, Debug)]
pub enum Table<'a> {
    /// SG values of heaps 0, 1, 2, ... of a heap game (`sglab sequence`), read as they are
    /// written: a periodic table of 10^8 heaps is never widened to a `Vec`.
    Sequence(&'a HeapValues),
    /// SG values of (a, b) by rows of a two-number game; `None` is not a position (`sglab grid`).
    Grid(&'a Grid),
    /// P-positions (a_k, b_k), k = 0, 1, ... (`sglab pairs`).
    Pairs(&'a [(u64, u64)]),
}

impl Table<'_> {
    /// The name of the array in code and of the field in JSON.
    fn name(&self) -> &'static str {
        match self {
            Table::Sequence(_) | Table::Grid(_) => "sg",
            Table::Pairs(_) => "pairs",
        }
    }

    /// The largest number written, to choose the C++ element type.
    fn largest(&self) -> u64 {
        match self {
            Table::Sequence(values) => values.max(),
            Table::Grid(grid) => grid.max_value().unwrap_or(0),
            Table::Pairs(pairs) => pairs.iter().map(|&(_, b)| b).max().unwrap_or(0),
        }
    }
}

/// `table` written in `format`, its first line (a comment, or the `source` field of JSON)
/// naming `source`, the command or link that reproduces it.
///
/// ```
/// use sglab_core::export::{export, Format, Table};
/// use sglab_core::period::{Cells, HeapValues};
/// let values = HeapValues::table(Cells::from_slice(&[0, 1, 2, 3, 0]), 4);
/// let text = export(Table::Sequence(&values), Format::Cpp, "sglab sequence bash m=3 --to 4");
/// assert_eq!(text, "// sglab sequence bash m=3 --to 4\nconst int sg[5] = {0, 1, 2, 3, 0};\n");
/// ```
pub fn export(table: Table<'_>, format: Format, source: &str) -> String {
    let mut out = String::new();
    // Writing to a String does not fail.
    let _ = export_into(table, format, source, &mut out);
    out
}

/// [`export`] written to `out` as it goes, in pieces of at most a few tens of kilobytes: a
/// table of 10^8 heaps or a grid of 8192 x 8192 cells is written without a string per
/// value or the whole text in memory (`sglab sequence --format`, `sglab grid --format`).
pub fn export_into(
    table: Table<'_>,
    format: Format,
    source: &str,
    out: &mut impl fmt::Write,
) -> fmt::Result {
    // A source is one line: a line break in it would end the comment early.
    let source: String = source
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let mut pieces = Pieces {
        out,
        buffer: String::with_capacity(PIECE + 256),
    };
    match format {
        Format::Cpp => cpp(table, &source, &mut pieces)?,
        Format::Python => python(table, &source, &mut pieces)?,
        Format::Csv => csv(table, &source, &mut pieces)?,
        Format::Json => json(table, &source, &mut pieces)?,
    }
    pieces.flush()
}

/// The decimal digits of `value`, written at the end of `buffer` (20 bytes hold any u64),
/// without allocating: what [`write_u64`] and the CLI's streamed tables print.
///
/// ```
/// let mut buffer = [0u8; 20];
/// assert_eq!(sglab_core::export::decimal(907, &mut buffer), b"907");
/// ```
pub fn decimal(value: u64, buffer: &mut [u8; 20]) -> &[u8] {
    let mut start = buffer.len();
    let mut rest = value;
    loop {
        start -= 1;
        // rest % 10 < 10, so the digit is one byte.
        buffer[start] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    &buffer[start..]
}

/// Writes `value` in decimal, without allocating.
///
/// ```
/// let mut out = String::new();
/// sglab_core::export::write_u64(&mut out, 18446744073709551615).unwrap();
/// sglab_core::export::write_u64(&mut out, 0).unwrap();
/// assert_eq!(out, "184467440737095516150");
/// ```
pub fn write_u64(out: &mut impl fmt::Write, value: u64) -> fmt::Result {
    let mut buffer = [0u8; 20];
    out.write_str(std::str::from_utf8(decimal(value, &mut buffer)).map_err(|_| fmt::Error)?)
}

/// The size of the pieces [`export_into`] hands to its writer.
const PIECE: usize = 1 << 15;

/// The text of an export on its way to a writer: gathered in one reused buffer, handed on
/// whenever a value or a row ends past [`PIECE`] bytes.
struct Pieces<'a, W: fmt::Write> {
    out: &'a mut W,
    buffer: String,
}

impl<W: fmt::Write> fmt::Write for Pieces<'_, W> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.buffer.push_str(text);
        Ok(())
    }
}

impl<W: fmt::Write> Pieces<'_, W> {
    /// Appends `value` in decimal (without the formatting machinery: one table may be
    /// 10^8 values).
    fn number(&mut self, value: u64) -> fmt::Result {
        write_u64(&mut self.buffer, value)
    }

    /// Ends a value or a row: hands the text on once it is a piece.
    fn boundary(&mut self) -> fmt::Result {
        if self.buffer.len() >= PIECE {
            self.flush()?;
        }
        Ok(())
    }

    /// Hands on what is left.
    fn flush(&mut self) -> fmt::Result {
        self.out.write_str(&self.buffer)?;
        self.buffer.clear();
        Ok(())
    }
}

/// The C++ element type of values up to `largest`, and how a missing entry is written:
/// `int` holds every value below 2^31, `long long` below 2^63; beyond, a gap is the
/// largest unsigned value instead of -1.
fn cpp_type(largest: u64) -> (&'static str, &'static str) {
    match largest {
        v if v <= i32::MAX as u64 => ("int", CPP_GAP),
        v if v <= i64::MAX as u64 => ("long long", CPP_GAP),
        _ => ("unsigned long long", "~0ULL"),
    }
}

/// Missing entries in C++: -1, said in a comment.
const CPP_GAP: &str = "-1";

/// C++: `// source`, then `const T name[N] = {...};` (a sequence), `const T name[N][2]`
/// (pairs) or `const T name[S][S]` (a grid, its gaps said in a comment).
fn cpp<W: fmt::Write>(table: Table<'_>, source: &str, out: &mut Pieces<'_, W>) -> fmt::Result {
    writeln!(out, "// {source}")?;
    let (element, gap) = cpp_type(table.largest());
    let name = table.name();
    match table {
        Table::Sequence(values) => {
            write!(out, "const {element} {name}[{}] = {{", count(values))?;
            code_values(values, out)?;
            out.write_str("};\n")
        }
        Table::Pairs(pairs) => {
            writeln!(out, "const {element} {name}[{}][2] = {{", pairs.len())?;
            for (a, b) in pairs {
                writeln!(out, "    {{{a}, {b}}},")?;
                out.boundary()?;
            }
            out.write_str("};\n")
        }
        Table::Grid(grid) => {
            if grid.has_holes() {
                writeln!(out, "// {gap}: not a position")?;
            }
            let side = grid.side();
            writeln!(out, "const {element} {name}[{side}][{side}] = {{")?;
            for row in grid.rows() {
                out.write_str("    {")?;
                cells(row, ", ", gap, out)?;
                out.write_str("},\n")?;
                out.boundary()?;
            }
            out.write_str("};\n")
        }
    }
}

/// Python: `# source`, then `name = [...]`: values, `(a, b)` tuples or rows of a grid
/// (`None` where a cell is not a position).
fn python<W: fmt::Write>(table: Table<'_>, source: &str, out: &mut Pieces<'_, W>) -> fmt::Result {
    writeln!(out, "# {source}")?;
    let name = table.name();
    match table {
        Table::Sequence(values) => {
            write!(out, "{name} = [")?;
            code_values(values, out)?;
            out.write_str("]\n")
        }
        Table::Pairs(pairs) => {
            writeln!(out, "{name} = [")?;
            for (a, b) in pairs {
                writeln!(out, "    ({a}, {b}),")?;
                out.boundary()?;
            }
            out.write_str("]\n")
        }
        Table::Grid(grid) => {
            writeln!(out, "{name} = [")?;
            for row in grid.rows() {
                out.write_str("    [")?;
                cells(row, ", ", "None", out)?;
                out.write_str("],\n")?;
                out.boundary()?;
            }
            out.write_str("]\n")
        }
    }
}

/// CSV: `# source`, a header row, then one row a heap (`n,sg`), a pair (`k,a,b`) or a row
/// of the grid (`a` then its cells, empty where a cell is not a position).
fn csv<W: fmt::Write>(table: Table<'_>, source: &str, out: &mut Pieces<'_, W>) -> fmt::Result {
    writeln!(out, "# {source}")?;
    match table {
        Table::Sequence(values) => {
            out.write_str("n,sg\n")?;
            for (heap, value) in values.iter().enumerate() {
                out.number(heap as u64)?;
                out.write_char(',')?;
                out.number(value)?;
                out.write_char('\n')?;
                out.boundary()?;
            }
            Ok(())
        }
        Table::Pairs(pairs) => {
            out.write_str("k,a,b\n")?;
            for (k, (a, b)) in pairs.iter().enumerate() {
                writeln!(out, "{k},{a},{b}")?;
                out.boundary()?;
            }
            Ok(())
        }
        Table::Grid(grid) => {
            out.write_str("a\\b")?;
            for b in 0..grid.side() {
                out.write_char(',')?;
                out.number(b as u64)?;
            }
            out.write_char('\n')?;
            for (a, row) in grid.rows().enumerate() {
                out.number(a as u64)?;
                out.write_char(',')?;
                cells(row, ",", "", out)?;
                out.write_char('\n')?;
                out.boundary()?;
            }
            Ok(())
        }
    }
}

/// JSON: one object, `{"source": ..., "<name>": [...]}` (values, `[a, b]` pairs or rows
/// with `null` where a cell is not a position), on one line.
fn json<W: fmt::Write>(table: Table<'_>, source: &str, out: &mut Pieces<'_, W>) -> fmt::Result {
    write!(
        out,
        "{{\"source\":{},\"{}\":[",
        json_string(source),
        table.name()
    )?;
    match table {
        Table::Sequence(values) => {
            for (heap, value) in values.iter().enumerate() {
                if heap > 0 {
                    out.write_char(',')?;
                }
                out.number(value)?;
                out.boundary()?;
            }
        }
        Table::Pairs(pairs) => {
            for (k, (a, b)) in pairs.iter().enumerate() {
                if k > 0 {
                    out.write_char(',')?;
                }
                write!(out, "[{a},{b}]")?;
                out.boundary()?;
            }
        }
        Table::Grid(grid) => {
            for (a, row) in grid.rows().enumerate() {
                out.write_str(if a == 0 { "[" } else { ",[" })?;
                cells(row, ",", "null", out)?;
                out.write_char(']')?;
                out.boundary()?;
            }
        }
    }
    out.write_str("]}\n")
}

/// The number of heaps of a sequence.
fn count(values: &HeapValues) -> u64 {
    values.last().saturating_add(1)
}

/// The values of a sequence in code: on the line itself up to [`PER_LINE`] values
/// (`0, 1, 2`), else [`PER_LINE`] to an indented line (heap n on line n / PER_LINE, easy
/// to read off), each line ending with a comma.
fn code_values<W: fmt::Write>(values: &HeapValues, out: &mut Pieces<'_, W>) -> fmt::Result {
    let count = count(values);
    if count <= PER_LINE as u64 {
        for (heap, value) in values.iter().enumerate() {
            if heap > 0 {
                out.write_str(", ")?;
            }
            out.number(value)?;
        }
        return Ok(());
    }
    out.write_char('\n')?;
    for (heap, value) in values.iter().enumerate() {
        out.write_str(if heap % PER_LINE == 0 { "    " } else { ", " })?;
        out.number(value)?;
        if heap % PER_LINE == PER_LINE - 1 || heap as u64 + 1 == count {
            out.write_str(",\n")?;
        }
        out.boundary()?;
    }
    Ok(())
}

/// The cells of one row of a grid, `separator` between them, `gap` for a cell that is
/// not a position.
fn cells<W: fmt::Write>(
    row: impl Iterator<Item = Option<u64>>,
    separator: &str,
    gap: &str,
    out: &mut Pieces<'_, W>,
) -> fmt::Result {
    for (b, cell) in row.enumerate() {
        if b > 0 {
            out.write_str(separator)?;
        }
        match cell {
            Some(value) => out.number(value)?,
            None => out.write_str(gap)?,
        }
    }
    Ok(())
}

/// Values per line of a long array in code.
const PER_LINE: usize = 20;

/// The `sg` command that prints `table` of `component` in `format`, e.g.
/// `sglab sequence 'subtract {1,3,4}' --to 4 --format py`: the source line of an export.
///
/// ```
/// use sglab_core::export::{command, Format, Table};
/// use sglab_core::period::{Cells, HeapValues};
/// let values = HeapValues::table(Cells::from_slice(&[0, 1, 0]), 2);
/// assert_eq!(
///     command(Table::Sequence(&values), "subtract {1,3,4}", Format::Python),
///     "sglab sequence 'subtract {1,3,4}' --to 2 --format py"
/// );
/// ```
pub fn command(table: Table<'_>, component: &str, format: Format) -> String {
    let format = format.name();
    let component = shell_word(component);
    match table {
        Table::Sequence(values) => format!(
            "sglab sequence {component} --to {} --format {format}",
            values.last()
        ),
        Table::Grid(grid) => format!(
            "sglab grid {component} --size {} --format {format}",
            grid.side()
        ),
        Table::Pairs(pairs) => {
            format!(
                "sglab pairs wythoff --count {} --format {format}",
                pairs.len()
            )
        }
    }
}

/// `text` as one shell word: as it is when it is only letters, digits and `=._-/` with
/// single spaces between words (`bash m=3`, which the command line joins back), else in
/// single quotes (`'subtract {1,3,4}'`, whose braces a shell would expand).
fn shell_word(text: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "=._-/".contains(c);
    if text
        .split(' ')
        .all(|word| !word.is_empty() && word.chars().all(plain))
    {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

/// `text` as a JSON string literal.
fn json_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::period::{Cells, Periodicity};

    /// The values as a table of heaps `0..values.len()`.
    fn heaps(values: &[u64]) -> HeapValues {
        HeapValues::table(Cells::from_slice(values), values.len() as u64 - 1)
    }

    /// A sequence in code as the old one-string writer wrote it: on one line up to
    /// [`PER_LINE`] values, else twenty to an indented line.
    fn code(values: &[u64]) -> String {
        let joined = |line: &[u64]| {
            line.iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        if values.len() <= PER_LINE {
            return joined(values);
        }
        let mut out = String::from("\n");
        for line in values.chunks(PER_LINE) {
            let _ = writeln!(out, "    {},", joined(line));
        }
        out
    }

    #[test]
    fn sequences_read_from_any_table_are_written_alike() {
        for len in [1usize, 5, 20, 21, 40, 41, 5000] {
            let plain: Vec<u64> = (0..len as u64).map(|n| (n * 7) % 13).collect();
            let big: Vec<u64> = (0..len as u64).map(|n| n << 40).collect();
            let periodic = HeapValues::periodic(
                Cells::from_slice(&plain[..len.min(13)]),
                Periodicity {
                    preperiod: 0,
                    period: 13,
                },
                len as u64 - 1,
            );
            for (values, expected) in [
                (heaps(&plain), &plain),
                (periodic, &plain),
                (heaps(&big), &big),
            ] {
                let wide = expected.iter().any(|&v| v > i32::MAX as u64);
                let element = if wide { "long long" } else { "int" };
                assert_eq!(
                    export(Table::Sequence(&values), Format::Cpp, "src\nline"),
                    format!(
                        "// src line\nconst {element} sg[{len}] = {{{}}};\n",
                        code(expected)
                    )
                );
                assert_eq!(
                    export(Table::Sequence(&values), Format::Python, "s"),
                    format!("# s\nsg = [{}]\n", code(expected))
                );
                let csv: String = expected
                    .iter()
                    .enumerate()
                    .map(|(n, v)| format!("{n},{v}\n"))
                    .collect();
                assert_eq!(
                    export(Table::Sequence(&values), Format::Csv, "s"),
                    format!("# s\nn,sg\n{csv}")
                );
                let json: Vec<String> = expected.iter().map(u64::to_string).collect();
                assert_eq!(
                    export(Table::Sequence(&values), Format::Json, "s"),
                    format!("{{\"source\":\"s\",\"sg\":[{}]}}\n", json.join(","))
                );
            }
        }
    }

    const GRID: [[Option<u64>; 2]; 2] = [[Some(0), Some(1)], [None, Some(0)]];

    fn grid() -> Grid {
        let rows: Vec<Vec<Option<u64>>> = GRID.iter().map(|row| row.to_vec()).collect();
        Grid::from_rows(&rows)
    }

    #[test]
    fn every_format_names_its_source_first() {
        let rows = grid();
        let tables = [
            Table::Sequence(&heaps(&[0, 1])),
            Table::Grid(&rows),
            Table::Pairs(&[(0, 0), (1, 2)]),
        ];
        for table in tables {
            for (format, _) in Format::ALL {
                let text = export(table, format, "sg x\ny");
                let first = text.lines().next().unwrap_or_default();
                match format {
                    Format::Cpp => assert_eq!(first, "// sg x y"),
                    Format::Python | Format::Csv => assert_eq!(first, "# sg x y"),
                    Format::Json => assert!(first.starts_with("{\"source\":\"sg x y\"")),
                }
            }
        }
    }

    #[test]
    fn grids_mark_cells_that_are_not_positions() {
        let rows = grid();
        assert_eq!(
            export(Table::Grid(&rows), Format::Cpp, "s"),
            "// s\n// -1: not a position\nconst int sg[2][2] = {\n    {0, 1},\n    {-1, 0},\n};\n"
        );
        assert_eq!(
            export(Table::Grid(&rows), Format::Python, "s"),
            "# s\nsg = [\n    [0, 1],\n    [None, 0],\n]\n"
        );
        assert_eq!(
            export(Table::Grid(&rows), Format::Csv, "s"),
            "# s\na\\b,0,1\n0,0,1\n1,,0\n"
        );
        assert_eq!(
            export(Table::Grid(&rows), Format::Json, "s"),
            "{\"source\":\"s\",\"sg\":[[0,1],[null,0]]}\n"
        );
    }

    #[test]
    fn pairs_and_sequences_in_each_format() {
        let pairs = [(0, 0), (1, 2), (3, 5)];
        assert_eq!(
            export(Table::Pairs(&pairs), Format::Python, "p"),
            "# p\npairs = [\n    (0, 0),\n    (1, 2),\n    (3, 5),\n]\n"
        );
        assert_eq!(
            export(Table::Pairs(&pairs), Format::Csv, "p"),
            "# p\nk,a,b\n0,0,0\n1,1,2\n2,3,5\n"
        );
        assert_eq!(
            export(Table::Sequence(&heaps(&[0, 1, 0])), Format::Json, "q\""),
            "{\"source\":\"q\\\"\",\"sg\":[0,1,0]}\n"
        );
        assert_eq!(
            export(Table::Sequence(&heaps(&[0, 1, 0])), Format::Csv, "q"),
            "# q\nn,sg\n0,0\n1,1\n2,0\n"
        );
    }

    #[test]
    fn long_arrays_wrap_twenty_to_a_line() {
        let values: Vec<u64> = (0..45).collect();
        let text = export(Table::Sequence(&heaps(&values)), Format::Cpp, "s");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], "const int sg[45] = {");
        assert!(lines[2].starts_with("    0, 1, ") && lines[2].ends_with(" 19,"));
        assert!(lines[4].starts_with("    40, ") && lines[4].ends_with(" 44,"));
        assert_eq!(lines[5], "};");
        let py = export(Table::Sequence(&heaps(&values)), Format::Python, "s");
        assert!(py.ends_with("    40, 41, 42, 43, 44,\n]\n"), "{py}");
    }

    #[test]
    fn large_values_choose_a_wide_type() {
        let big = [u64::MAX];
        assert!(export(Table::Sequence(&heaps(&big)), Format::Cpp, "s")
            .contains("const unsigned long long sg[1] = {18446744073709551615};"));
        let mid = [1u64 << 40];
        assert!(export(Table::Sequence(&heaps(&mid)), Format::Cpp, "s")
            .contains("const long long sg[1]"));
    }

    #[test]
    fn the_json_is_json() {
        let rows = grid();
        for table in [
            Table::Sequence(&heaps(&[0, 1])),
            Table::Grid(&rows),
            Table::Pairs(&[(3, 5)]),
        ] {
            let text = export(table, Format::Json, "sg \"a\" \\ b\t");
            let value: serde_json::Value = serde_json::from_str(&text).unwrap();
            assert_eq!(value["source"], "sg \"a\" \\ b ");
        }
    }

    #[test]
    fn commands_quote_what_a_shell_would_change() {
        let rows = grid();
        assert_eq!(
            command(Table::Grid(&rows), "wythoff", Format::Cpp),
            "sglab grid wythoff --size 2 --format cpp"
        );
        assert_eq!(
            command(Table::Pairs(&[(0, 0)]), "", Format::Csv),
            "sglab pairs wythoff --count 1 --format csv"
        );
        assert_eq!(
            command(Table::Sequence(&heaps(&[0])), "bash m=3", Format::Json),
            "sglab sequence bash m=3 --to 0 --format json"
        );
        assert_eq!(
            command(Table::Sequence(&heaps(&[0])), "it's", Format::Json),
            "sglab sequence 'it'\\''s' --to 0 --format json"
        );
        assert_eq!(
            command(Table::Sequence(&heaps(&[0])), "misere: nim", Format::Json),
            "sglab sequence 'misere: nim' --to 0 --format json"
        );
    }

    #[test]
    fn names_round_trip() {
        for (format, name) in Format::ALL {
            assert_eq!(Format::from_name(name), Some(format));
            assert_eq!(format.name(), name);
        }
        assert_eq!(Format::from_name("rust"), None);
    }
}
