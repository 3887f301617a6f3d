//! 打表 export: a table of values as source code or data a contestant pastes into a
//! solution or a notebook (a C++ array, a Python list, CSV, JSON), headed by the command
//! or link that reproduces it.
//!
//! The tables are the ones `sg sequence`, `sg grid` and `sg pairs` print; the adapters
//! (the CLI, the page) compute them and say where they came from, this module only writes
//! them down, so every format agrees value for value with the others.

use std::fmt::{self, Write as _};

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

/// A table to export, borrowed from whoever computed it.
#[derive(Clone, Copy, Debug)]
pub enum Table<'a> {
    /// SG values of heaps 0, 1, 2, ... of a heap game (`sg sequence`).
    Sequence(&'a [u64]),
    /// SG values of (a, b) by rows of a two-number game; `None` is not a position (`sg grid`).
    Grid(&'a Grid),
    /// P-positions (a_k, b_k), k = 0, 1, ... (`sg pairs`).
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
            Table::Sequence(values) => values.iter().copied().max().unwrap_or(0),
            Table::Grid(grid) => grid.max_value().unwrap_or(0),
            Table::Pairs(pairs) => pairs.iter().map(|&(_, b)| b).max().unwrap_or(0),
        }
    }

    /// Whether some entry is missing (a grid cell that is not a position).
    fn has_gaps(&self) -> bool {
        match self {
            Table::Grid(grid) => grid.has_holes(),
            Table::Sequence(_) | Table::Pairs(_) => false,
        }
    }
}

/// `table` written in `format`, its first line (a comment, or the `source` field of JSON)
/// naming `source`, the command or link that reproduces it.
///
/// ```
/// use sglab_core::export::{export, Format, Table};
/// let text = export(Table::Sequence(&[0, 1, 2, 3, 0]), Format::Cpp, "sg sequence bash m=3 --to 4");
/// assert_eq!(text, "// sg sequence bash m=3 --to 4\nconst int sg[5] = {0, 1, 2, 3, 0};\n");
/// ```
pub fn export(table: Table<'_>, format: Format, source: &str) -> String {
    let mut out = String::new();
    // Writing to a String does not fail.
    let _ = export_into(table, format, source, &mut out);
    out
}

/// [`export`] written to `out` as it goes: a grid of 8192 x 8192 cells is written cell by
/// cell without a string per cell or the whole text in memory (`sg grid --format`).
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
    if let Table::Grid(grid) = table {
        return grid_into(grid, table, format, &source, out);
    }
    out.write_str(&match format {
        Format::Cpp => cpp(table, &source),
        Format::Python => python(table, &source),
        Format::Csv => csv(table, &source),
        Format::Json => json(table, &source),
    })
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

/// A grid in `format`, row by row (`table` is `Table::Grid(grid)`).
fn grid_into(
    grid: &Grid,
    table: Table<'_>,
    format: Format,
    source: &str,
    out: &mut impl fmt::Write,
) -> fmt::Result {
    let name = table.name();
    let side = grid.side();
    // What a cell that is not a position is written as, and how cells are separated.
    let (gap, separator) = match format {
        Format::Cpp => {
            writeln!(out, "// {source}")?;
            let (element, gap) = cpp_type(table.largest());
            if table.has_gaps() {
                writeln!(out, "// {gap}: not a position")?;
            }
            writeln!(out, "const {element} {name}[{side}][{side}] = {{")?;
            (gap, ", ")
        }
        Format::Python => {
            writeln!(out, "# {source}")?;
            writeln!(out, "{name} = [")?;
            ("None", ", ")
        }
        Format::Csv => {
            writeln!(out, "# {source}")?;
            out.write_str("a\\b")?;
            for b in 0..side {
                out.write_char(',')?;
                write_u64(out, b as u64)?;
            }
            out.write_char('\n')?;
            ("", ",")
        }
        Format::Json => {
            write!(out, "{{\"source\":{},\"{name}\":[", json_string(source))?;
            ("null", ",")
        }
    };
    // Each row is built in one reused string and written at once.
    let mut line = String::new();
    for (a, row) in grid.rows().enumerate() {
        line.clear();
        match format {
            Format::Cpp => line.push_str("    {"),
            Format::Python => line.push_str("    ["),
            Format::Csv => {
                write_u64(&mut line, a as u64)?;
                line.push(',');
            }
            Format::Json => line.push_str(if a == 0 { "[" } else { ",[" }),
        }
        for (b, cell) in row.enumerate() {
            if b > 0 {
                line.push_str(separator);
            }
            match cell {
                Some(value) => write_u64(&mut line, value)?,
                None => line.push_str(gap),
            }
        }
        line.push_str(match format {
            Format::Cpp => "},\n",
            Format::Python => "],\n",
            Format::Csv => "\n",
            Format::Json => "]",
        });
        out.write_str(&line)?;
    }
    out.write_str(match format {
        Format::Cpp => "};\n",
        Format::Python => "]\n",
        Format::Csv => "",
        Format::Json => "]}\n",
    })
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

fn cpp(table: Table<'_>, source: &str) -> String {
    let mut out = format!("// {source}\n");
    let (element, _) = cpp_type(table.largest());
    let name = table.name();
    match table {
        Table::Sequence(values) => {
            let _ = writeln!(
                out,
                "const {element} {name}[{}] = {{{}}};",
                values.len(),
                wrapped(values)
            );
        }
        // Written by `grid_into`, as it goes.
        Table::Grid(_) => {}
        Table::Pairs(pairs) => {
            let _ = writeln!(out, "const {element} {name}[{}][2] = {{", pairs.len());
            for (a, b) in pairs {
                let _ = writeln!(out, "    {{{a}, {b}}},");
            }
            out.push_str("};\n");
        }
    }
    out
}

fn python(table: Table<'_>, source: &str) -> String {
    let mut out = format!("# {source}\n");
    let name = table.name();
    match table {
        Table::Sequence(values) => {
            let _ = writeln!(out, "{name} = [{}]", wrapped(values));
        }
        // Written by `grid_into`, as it goes.
        Table::Grid(_) => {}
        Table::Pairs(pairs) => {
            let _ = writeln!(out, "{name} = [");
            for (a, b) in pairs {
                let _ = writeln!(out, "    ({a}, {b}),");
            }
            out.push_str("]\n");
        }
    }
    out
}

fn csv(table: Table<'_>, source: &str) -> String {
    let mut out = format!("# {source}\n");
    match table {
        Table::Sequence(values) => {
            out.push_str("n,sg\n");
            for (n, value) in values.iter().enumerate() {
                let _ = writeln!(out, "{n},{value}");
            }
        }
        // Written by `grid_into`, as it goes.
        Table::Grid(_) => {}
        Table::Pairs(pairs) => {
            out.push_str("k,a,b\n");
            for (k, (a, b)) in pairs.iter().enumerate() {
                let _ = writeln!(out, "{k},{a},{b}");
            }
        }
    }
    out
}

fn json(table: Table<'_>, source: &str) -> String {
    let values = match table {
        Table::Sequence(values) => {
            format!("[{}]", join_with(values.iter().map(u64::to_string), ","))
        }
        // Written by `grid_into`, as it goes.
        Table::Grid(_) => String::new(),
        Table::Pairs(pairs) => format!(
            "[{}]",
            join_with(pairs.iter().map(|(a, b)| format!("[{a},{b}]")), ",")
        ),
    };
    format!(
        "{{\"source\":{},\"{}\":{values}}}\n",
        json_string(source),
        table.name()
    )
}

/// The `sg` command that prints `table` of `component` in `format`, e.g.
/// `sg sequence 'subtract {1,3,4}' --to 4 --format py`: the source line of an export.
///
/// ```
/// use sglab_core::export::{command, Format, Table};
/// assert_eq!(
///     command(Table::Sequence(&[0, 1, 0]), "subtract {1,3,4}", Format::Python),
///     "sg sequence 'subtract {1,3,4}' --to 2 --format py"
/// );
/// ```
pub fn command(table: Table<'_>, component: &str, format: Format) -> String {
    if let Table::Sequence(values) = table {
        return sequence_command(component, values.len().saturating_sub(1) as u64, format);
    }
    let format = format.name();
    let component = shell_word(component);
    match table {
        Table::Sequence(_) => String::new(),
        Table::Grid(grid) => format!(
            "sg grid {component} --size {} --format {format}",
            grid.side()
        ),
        Table::Pairs(pairs) => {
            format!("sg pairs wythoff --count {} --format {format}", pairs.len())
        }
    }
}

/// The `sg sequence` command that prints heaps `0..=last` of `component` in `format`.
pub fn sequence_command(component: &str, last: u64, format: Format) -> String {
    format!(
        "sg sequence {} --to {last} --format {}",
        shell_word(component),
        format.name()
    )
}

/// The values of a heap game's table written in `format` (the same text as [`export`] of
/// [`Table::Sequence`]), handed to `sink` piece by piece (each at most a few tens of
/// kilobytes) so that no text of the whole table is held; `sink` returns `false` to stop.
///
/// ```
/// use sglab_core::export::{export, export_sequence, Format, Table};
/// use sglab_core::period::{Cells, HeapValues};
/// let values = HeapValues::table(Cells::from_slice(&[0, 1, 2, 3, 0]), 4);
/// let mut text = String::new();
/// export_sequence(&values, Format::Cpp, "s", &mut |piece| { text.push_str(piece); true });
/// assert_eq!(text, export(Table::Sequence(&[0, 1, 2, 3, 0]), Format::Cpp, "s"));
/// ```
pub fn export_sequence(
    values: &crate::period::HeapValues,
    format: Format,
    source: &str,
    sink: &mut dyn FnMut(&str) -> bool,
) {
    const PIECE: usize = 1 << 15;
    let source: String = source
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let count = values.last().saturating_add(1);
    let long = count > PER_LINE as u64;
    let mut out = String::with_capacity(PIECE + 256);
    // How the values are laid out: `None` one CSV row each, `Some("")` PER_LINE to an
    // indented line of code, else on one line with the separator between them.
    let mut write_values = |out: &mut String, layout: Option<&str>| -> bool {
        for (heap, value) in values.iter().enumerate() {
            match layout {
                None => {
                    push_decimal(out, heap as u64);
                    out.push(',');
                    push_decimal(out, value);
                    out.push('\n');
                }
                Some("") => {
                    out.push_str(if heap % PER_LINE == 0 { "    " } else { ", " });
                    push_decimal(out, value);
                    if heap % PER_LINE == PER_LINE - 1 || heap as u64 + 1 == count {
                        out.push_str(",\n");
                    }
                }
                Some(separator) => {
                    if heap > 0 {
                        out.push_str(separator);
                    }
                    push_decimal(out, value);
                }
            }
            if out.len() >= PIECE {
                if !sink(out) {
                    return false;
                }
                out.clear();
            }
        }
        true
    };
    let code_layout = if long { Some("") } else { Some(", ") };
    let name = "sg";
    match format {
        Format::Cpp => {
            let element = match values.max() {
                v if v <= i32::MAX as u64 => "int",
                v if v <= i64::MAX as u64 => "long long",
                _ => "unsigned long long",
            };
            let _ = write!(out, "// {source}\nconst {element} {name}[{count}] = {{");
            if long {
                out.push('\n');
            }
            if !write_values(&mut out, code_layout) {
                return;
            }
            out.push_str("};\n");
        }
        Format::Python => {
            let _ = write!(out, "# {source}\n{name} = [");
            if long {
                out.push('\n');
            }
            if !write_values(&mut out, code_layout) {
                return;
            }
            out.push_str("]\n");
        }
        Format::Csv => {
            let _ = write!(out, "# {source}\nn,sg\n");
            if !write_values(&mut out, None) {
                return;
            }
        }
        Format::Json => {
            let _ = write!(out, "{{\"source\":{},\"{name}\":[", json_string(&source));
            if !write_values(&mut out, Some(",")) {
                return;
            }
            out.push_str("]}\n");
        }
    }
    sink(&out);
}

/// Appends `value` in decimal (without the formatting machinery: one table may be 10^8
/// values).
fn push_decimal(out: &mut String, value: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    let mut rest = value;
    loop {
        start -= 1;
        // rest % 10 < 10: one ASCII digit.
        digits[start] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &digit in &digits[start..] {
        out.push(char::from(digit));
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

/// Values in a row of code: on the line itself up to [`PER_LINE`] values, else
/// [`PER_LINE`] to an indented line (heap n on line n / PER_LINE, easy to read off).
fn wrapped(values: &[u64]) -> String {
    if values.len() <= PER_LINE {
        return join(values.iter().map(u64::to_string));
    }
    let mut out = String::from("\n");
    for line in values.chunks(PER_LINE) {
        let _ = writeln!(out, "    {},", join(line.iter().map(u64::to_string)));
    }
    out
}

/// Values per line of a long array in code.
const PER_LINE: usize = 20;

fn join(items: impl Iterator<Item = String>) -> String {
    join_with(items, ", ")
}

fn join_with(items: impl Iterator<Item = String>, separator: &str) -> String {
    let mut out = String::new();
    for (i, item) in items.enumerate() {
        if i > 0 {
            out.push_str(separator);
        }
        out.push_str(&item);
    }
    out
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

    #[test]
    fn streamed_sequences_equal_the_exported_text() {
        use crate::period::{Cells, HeapValues, Periodicity};
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
            let cases = [
                (
                    HeapValues::table(Cells::from_slice(&plain), len as u64 - 1),
                    &plain,
                ),
                (periodic, &plain),
                (
                    HeapValues::table(Cells::from_slice(&big), len as u64 - 1),
                    &big,
                ),
            ];
            for (values, expected) in cases {
                for (format, _) in Format::ALL {
                    let mut text = String::new();
                    export_sequence(&values, format, "src\nline", &mut |piece| {
                        text.push_str(piece);
                        true
                    });
                    assert_eq!(
                        text,
                        export(Table::Sequence(expected), format, "src\nline"),
                        "{format:?} {len}"
                    );
                }
                assert_eq!(
                    sequence_command("subtract {1,3,4}", len as u64 - 1, Format::Csv),
                    command(Table::Sequence(expected), "subtract {1,3,4}", Format::Csv)
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
            Table::Sequence(&[0, 1]),
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
            export(Table::Sequence(&[0, 1, 0]), Format::Json, "q\""),
            "{\"source\":\"q\\\"\",\"sg\":[0,1,0]}\n"
        );
        assert_eq!(
            export(Table::Sequence(&[0, 1, 0]), Format::Csv, "q"),
            "# q\nn,sg\n0,0\n1,1\n2,0\n"
        );
    }

    #[test]
    fn long_arrays_wrap_twenty_to_a_line() {
        let values: Vec<u64> = (0..45).collect();
        let text = export(Table::Sequence(&values), Format::Cpp, "s");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], "const int sg[45] = {");
        assert!(lines[2].starts_with("    0, 1, ") && lines[2].ends_with(" 19,"));
        assert!(lines[4].starts_with("    40, ") && lines[4].ends_with(" 44,"));
        assert_eq!(lines[5], "};");
        let py = export(Table::Sequence(&values), Format::Python, "s");
        assert!(py.ends_with("    40, 41, 42, 43, 44,\n]\n"), "{py}");
    }

    #[test]
    fn large_values_choose_a_wide_type() {
        let big = [u64::MAX];
        assert!(export(Table::Sequence(&big), Format::Cpp, "s")
            .contains("const unsigned long long sg[1] = {18446744073709551615};"));
        let mid = [1u64 << 40];
        assert!(export(Table::Sequence(&mid), Format::Cpp, "s").contains("const long long sg[1]"));
    }

    #[test]
    fn the_json_is_json() {
        let rows = grid();
        for table in [
            Table::Sequence(&[0, 1]),
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
            "sg grid wythoff --size 2 --format cpp"
        );
        assert_eq!(
            command(Table::Pairs(&[(0, 0)]), "", Format::Csv),
            "sg pairs wythoff --count 1 --format csv"
        );
        assert_eq!(
            command(Table::Sequence(&[0]), "bash m=3", Format::Json),
            "sg sequence bash m=3 --to 0 --format json"
        );
        assert_eq!(
            command(Table::Sequence(&[0]), "it's", Format::Json),
            "sg sequence 'it'\\''s' --to 0 --format json"
        );
        assert_eq!(
            command(Table::Sequence(&[0]), "misere: nim", Format::Json),
            "sg sequence 'misere: nim' --to 0 --format json"
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
