//! The tutorials' code blocks, run and checked against sglab's own answers.
//!
//! Every `<pre><code class="language-python|cpp">` block of every article, in both
//! languages, is run: Python with `python3`, C++ compiled with `g++ -O2` and run. A block
//! defines functions; its driver here (one per block, the same in both languages) calls
//! them on many positions and prints one line per position:
//!
//! ```text
//! KIND<TAB>GAME<TAB>ANSWER
//! ```
//!
//! where GAME is the position in sglab's notation and KIND says what ANSWER is: `outcome`
//! (`P` or `N`), `sg` (the SG value) or `nim-moves` (the Nim positions after every winning
//! move, `;`-separated, `-` for none). The test asks sglab-core the same question about
//! GAME and compares. A block without a driver, a driver without a block, a run that fails
//! or a driver that checks too few positions fails the test: every block runs, and every
//! block here is checked by its output.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use sglab_core::analysis::analyze_text;
use sglab_core::Limits;

use super::{read_table, LANGS};
use crate::TaskError;

/// One code block of one article.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// `en/nim.html #1`: where it is, for messages.
    pub place: String,
    /// The article's slug.
    pub slug: String,
    /// Its number among the article's blocks, from 1.
    pub index: usize,
    /// `python` or `cpp`.
    pub language: String,
    /// The code, its HTML entities decoded.
    pub code: String,
}

/// Decodes the entities the article bodies use inside code.
fn unescape(code: &str) -> String {
    code.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&amp;", "&")
}

/// Every code block of every article, in both languages, in the table's order.
pub fn blocks(learn: &Path) -> Result<Vec<Block>, TaskError> {
    let mut out = Vec::new();
    for lang in LANGS {
        for page in read_table(learn)? {
            let path = learn
                .join("src")
                .join(lang)
                .join(format!("{}.html", page.slug));
            let body = fs::read_to_string(&path)
                .map_err(|e| TaskError(format!("cannot read {}: {e}", path.display())))?;
            let mut rest = body.as_str();
            let mut index = 0;
            while let Some(at) = rest.find("<pre") {
                index += 1;
                let place = format!("{lang}/{}.html #{index}", page.slug);
                let after = &rest[at..];
                let open = "<pre><code class=\"language-";
                let Some(tail) = after.strip_prefix(open) else {
                    return Err(TaskError(format!(
                        "{place}: a <pre> must start with {open}python\"> or {open}cpp\">"
                    )));
                };
                let (language, tail) = tail
                    .split_once("\">")
                    .ok_or_else(|| TaskError(format!("{place}: unclosed <code> tag")))?;
                let (code, tail) = tail
                    .split_once("</code></pre>")
                    .ok_or_else(|| TaskError(format!("{place}: no </code></pre>")))?;
                out.push(Block {
                    place,
                    slug: page.slug.clone(),
                    index,
                    language: language.to_string(),
                    code: unescape(code),
                });
                rest = tail;
            }
        }
    }
    Ok(out)
}

/// A block's driver: what runs after (Python) or around (C++) the block.
struct Driver {
    slug: &'static str,
    index: usize,
    language: &'static str,
    /// C++: put before the block (includes). Python: empty.
    before: &'static str,
    /// Put after the block: calls its functions and prints `KIND\tGAME\tANSWER` lines.
    after: &'static str,
    /// The least number of lines it must print.
    at_least: usize,
}

const DRIVERS: &[Driver] = &[
    Driver {
        slug: "pn",
        index: 1,
        language: "python",
        before: "",
        after: r#"
for moves in [None, (1, 2), (2, 5, 6), (1, 4, 9), (3, 4)]:
    table = outcomes(80) if moves is None else outcomes(80, moves)
    s = ','.join(map(str, moves or (1, 3, 4)))
    for n, o in enumerate(table):
        print(f"outcome\tsubtract {{{s}}} {n}\t{o}")
"#,
        at_least: 400,
    },
    Driver {
        slug: "sg",
        index: 1,
        language: "python",
        before: "",
        after: r#"
for moves in [(1, 3, 4), (1, 2), (2, 5, 6), (1, 4, 9), (3, 4), (2, 3, 7, 11), tuple(range(1, 10))]:
    s = ','.join(map(str, moves))
    for n, v in enumerate(sg_table(90, moves)):
        print(f"sg\tsubtract {{{s}}} {n}\t{v}")
"#,
        at_least: 600,
    },
    Driver {
        slug: "nim",
        index: 1,
        language: "python",
        before: "",
        after: r#"
from itertools import product
cases = [(3, 4, 5), (14, 21, 39), (7, 8, 9), (2, 5, 6, 7), (1, 4, 5), (6, 6)]
cases += list(product(range(1, 8), repeat=3))
for heaps in cases:
    after = []
    for i, take in winning_moves(list(heaps)):
        left = list(heaps)
        left[i] -= take
        after.append('nim ' + ' '.join(map(str, left)))
    print(f"nim-moves\tnim {' '.join(map(str, heaps))}\t{';'.join(after) or '-'}")
"#,
        at_least: 300,
    },
    Driver {
        slug: "wythoff",
        index: 1,
        language: "python",
        before: "",
        after: r#"
for a in range(28):
    for b in range(28):
        print(f"outcome\twythoff {a} {b}\t{'P' if is_p(a, b) else 'N'}")
# Near the P-positions of large differences, where the double formula fails.
for k in [102334155, 141422324, 165580141, 381966011, 10**12 + 39, 2**62 // 3]:
    a = wythoff_a(k)
    for x in range(a - 2, a + 3):
        print(f"outcome\twythoff {x} {x + k}\t{'P' if is_p(x + k, x) else 'N'}")
"#,
        at_least: 800,
    },
    Driver {
        slug: "wythoff",
        index: 2,
        language: "cpp",
        before: "#include <cstdio>\n",
        after: r#"
int main() {
    for (long long a = 0; a < 32; a++)
        for (long long b = a; b < 32; b++)
            std::printf("outcome\twythoff %lld %lld\t%s\n", a, b, wythoff_p(a, b) ? "P" : "N");
    // Near the P-positions of large differences, heaps up to 10^9 (the block's range).
    const long long ks[] = {102334155, 141422324, 165580141, 200000000, 381966011};
    for (long long k : ks) {
        long long a = (long long)(k * 1.6180339887498948482L);
        for (long long x = a - 2; x <= a + 2; x++)
            std::printf("outcome\twythoff %lld %lld\t%s\n", x, x + k, wythoff_p(x, x + k) ? "P" : "N");
    }
}
"#,
        at_least: 540,
    },
    Driver {
        slug: "staircase",
        index: 1,
        language: "python",
        before: "",
        after: r#"
from itertools import combinations
cases = [(1, 5, 6, 7, 9, 12, 14, 17), (1, 2, 3), (2, 4, 8, 16)]
for k in range(1, 5):
    cases += list(combinations(range(1, 10), k))
for p in cases:
    # In any order: the block sorts.
    shown = list(p[1:]) + list(p[:1])
    print(f"outcome\tgeorgia {' '.join(map(str, shown))}\t{'N' if georgia_wins(shown) else 'P'}")
"#,
        at_least: 250,
    },
    Driver {
        slug: "hackenbush",
        index: 1,
        language: "python",
        before: "",
        after: r#"
# Trees given by parent lists (node i hangs from parent[i] < i), every shape with up to
# 7 nodes, and some larger ones; the first edge names the root, 1.
from itertools import product
def trees(n):
    for parents in product(*[range(1, i) for i in range(2, n + 1)]):
        yield [(p, i) for i, p in zip(range(2, n + 1), parents)]
cases = [[(1, 2), (2, 3), (2, 4), (1, 5), (5, 6)], [(1, 2), (1, 3), (3, 4), (3, 5), (5, 6)]]
for n in range(2, 8):
    cases += list(trees(n))
cases.append([(i // 2, i) for i in range(2, 40)])
cases.append([(i - 1, i) for i in range(2, 30)])
for edges in cases:
    n = max(max(e) for e in edges)
    # Edges in a shuffled order and direction: the block roots the tree itself.
    shown = edges[:1] + [(v, u) for u, v in edges[1:]][::-1]
    text = ' '.join(f"{u}-{v}" for u, v in shown)
    print(f"sg\ttree {text}\t{tree_sg(n, shown)}")
"#,
        at_least: 850,
    },
];

/// Runs `command`, returning its standard output, or an error with its standard error.
fn run(command: &mut Command, what: &str) -> Result<String, TaskError> {
    let out = command
        .output()
        .map_err(|e| TaskError(format!("{what}: cannot start {command:?}: {e}")))?;
    if !out.status.success() {
        return Err(TaskError(format!(
            "{what}: {command:?} failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    String::from_utf8(out.stdout).map_err(|e| TaskError(format!("{what}: output: {e}")))
}

/// Runs one block with its driver in `dir` and returns what it printed.
fn execute(block: &Block, driver: &Driver, dir: &Path) -> Result<String, TaskError> {
    let source = format!("{}{}\n{}", driver.before, block.code, driver.after);
    match block.language.as_str() {
        "python" => {
            let file = dir.join("block.py");
            fs::write(&file, source)?;
            run(Command::new("python3").arg(&file), &block.place)
        }
        "cpp" => {
            let file = dir.join("block.cpp");
            let binary = dir.join("block");
            fs::write(&file, source)?;
            run(
                Command::new("g++")
                    .args(["-O2", "-std=c++17", "-Wall", "-Werror", "-o"])
                    .arg(&binary)
                    .arg(&file),
                &block.place,
            )?;
            run(&mut Command::new(&binary), &block.place)
        }
        other => Err(TaskError(format!(
            "{}: no way to run a {other} block",
            block.place
        ))),
    }
}

/// The heap sizes of a `nim` position, sorted, zeros left out: how two texts of one Nim
/// position compare.
fn nim_heaps(text: &str) -> Result<Vec<u64>, String> {
    let mut words = text.split_whitespace();
    if words.next() != Some("nim") {
        return Err(format!("{text:?} is not a nim position"));
    }
    let mut heaps = words
        .map(|w| w.parse::<u64>().map_err(|_| format!("{text:?}: {w:?}")))
        .collect::<Result<Vec<u64>, String>>()?;
    heaps.retain(|&h| h > 0);
    heaps.sort_unstable();
    Ok(heaps)
}

/// Checks one printed line against sglab-core; `Err` says what differs.
fn check_line(line: &str) -> Result<(), String> {
    let mut fields = line.split('\t');
    let (Some(kind), Some(game), Some(answer), None) =
        (fields.next(), fields.next(), fields.next(), fields.next())
    else {
        return Err(format!("not KIND<TAB>GAME<TAB>ANSWER: {line:?}"));
    };
    let sglab = analyze_text(game, &Limits::default()).map_err(|e| format!("{game}: {e}"))?;
    let expected = match kind {
        "outcome" => sglab.outcome.letter().to_string(),
        "sg" => sglab
            .sg
            .map(|v| v.to_string())
            .ok_or_else(|| format!("{game}: sglab gives no SG value"))?,
        "nim-moves" => {
            let mut theirs = if answer == "-" {
                Vec::new()
            } else {
                answer
                    .split(';')
                    .map(nim_heaps)
                    .collect::<Result<Vec<_>, _>>()?
            };
            let mut ours = sglab
                .winning_moves
                .iter()
                .map(|g| nim_heaps(&g.to_string()))
                .collect::<Result<Vec<_>, _>>()?;
            if sglab
                .winning_moves_total
                .is_some_and(|t| t != ours.len() as u128)
            {
                return Err(format!("{game}: sglab listed only some winning moves"));
            }
            theirs.sort();
            ours.sort();
            if theirs == ours {
                return Ok(());
            }
            return Err(format!(
                "{game}: the block's winning moves lead to {theirs:?}, sglab's to {ours:?}"
            ));
        }
        other => return Err(format!("unknown kind {other:?} in {line:?}")),
    };
    if answer == expected {
        Ok(())
    } else {
        Err(format!(
            "{game}: the block says {answer}, sglab says {expected}"
        ))
    }
}

/// A fresh scratch folder for one block's files.
fn scratch(n: usize) -> Result<PathBuf, TaskError> {
    let dir = std::env::temp_dir().join(format!("sglab-learn-{}-{n}", std::process::id()));
    fs::create_dir_all(&dir)?;
    Ok(dir)
}

/// Runs every block and checks every line; returns (block, lines checked) for each.
pub fn run_all(learn: &Path) -> Result<Vec<(Block, usize)>, TaskError> {
    let blocks = blocks(learn)?;
    let driver_of = |b: &Block| {
        DRIVERS
            .iter()
            .find(|d| d.slug == b.slug && d.index == b.index && d.language == b.language)
    };
    let mut problems = Vec::new();
    for block in &blocks {
        if driver_of(block).is_none() {
            problems.push(format!(
                "{} ({}) has no driver in xtask/src/learn/blocks.rs",
                block.place, block.language
            ));
        }
    }
    for d in DRIVERS {
        for lang in LANGS {
            let place = format!("{lang}/{}.html #{}", d.slug, d.index);
            if !blocks
                .iter()
                .any(|b| b.place == place && b.language == d.language)
            {
                problems.push(format!(
                    "the driver of {place} ({}) has no block",
                    d.language
                ));
            }
        }
    }
    let mut results = Vec::new();
    for (n, block) in blocks.iter().enumerate() {
        let Some(driver) = driver_of(block) else {
            continue;
        };
        let started = std::time::Instant::now();
        let dir = scratch(n)?;
        let output = execute(block, driver, &dir);
        let _ = fs::remove_dir_all(&dir);
        let output = match output {
            Ok(output) => output,
            Err(TaskError(e)) => {
                problems.push(e);
                continue;
            }
        };
        let lines: Vec<&str> = output.lines().collect();
        if lines.len() < driver.at_least {
            problems.push(format!(
                "{}: {} lines checked, fewer than {}",
                block.place,
                lines.len(),
                driver.at_least
            ));
        }
        let wrong: Vec<String> = lines.iter().filter_map(|l| check_line(l).err()).collect();
        if let Some(first) = wrong.first() {
            problems.push(format!(
                "{}: {} of {} lines differ from sglab, first: {first}",
                block.place,
                wrong.len(),
                lines.len()
            ));
        }
        println!(
            "{}: {} lines, {:.1} s",
            block.place,
            lines.len(),
            started.elapsed().as_secs_f64()
        );
        results.push((block.clone(), lines.len()));
    }
    if problems.is_empty() {
        Ok(results)
    } else {
        Err(TaskError(problems.join("\n")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::learn_dir;

    /// The footers' claim: every code block of every tutorial runs, and what it computes
    /// agrees with sglab on every position its driver prints.
    #[test]
    fn every_code_block_agrees_with_sglab() {
        let results = run_all(&learn_dir()).unwrap_or_else(|TaskError(e)| panic!("{e}"));
        let count = |language: &str| {
            results
                .iter()
                .filter(|(b, _)| b.language == language)
                .count()
        };
        for (block, lines) in &results {
            println!(
                "{} ({}): {lines} positions agree with sglab",
                block.place, block.language
            );
        }
        println!(
            "{} blocks: {} Python, {} C++",
            results.len(),
            count("python"),
            count("cpp")
        );
        assert_eq!(results.len(), blocks(&learn_dir()).expect("blocks").len());
        assert!(count("python") >= 1 && count("cpp") >= 1);
    }

    #[test]
    fn a_wrong_answer_is_caught() {
        assert!(check_line("outcome\twythoff 1 2\tP").is_ok());
        assert!(check_line("outcome\twythoff 1 2\tN").is_err());
        assert!(check_line("sg\tsubtract {1,3,4} 2\t0").is_ok());
        assert!(check_line("sg\tsubtract {1,3,4} 2\t1").is_err());
        assert!(check_line("nim-moves\tnim 3 4 5\tnim 1 4 5").is_ok());
        assert!(check_line("nim-moves\tnim 3 4 5\tnim 3 4 4").is_err());
        assert!(check_line("nim-moves\tnim 1 1\t-").is_ok());
        assert!(check_line("outcome wythoff 1 2 P").is_err());
    }

    #[test]
    fn reads_code_blocks_with_entities() {
        assert_eq!(unescape("a &lt; b &amp;&amp; c &gt; d"), "a < b && c > d");
    }
}
