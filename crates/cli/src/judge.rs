//! `sglab judge PROBLEM < input`: a contest problem's input read in its own format and
//! answered in the problem's own output format (as accepted solutions print it), every
//! answer from core's analysis of the game the problem restates (no mathematics here:
//! only reading and writing).
//!
//! | PROBLEM | game | input | output |
//! |---|---|---|---|
//! | `nc15826` | `wythoff X Y` (the queen) | pairs `x y` to the end | `Lao Wang` (P) or `Xiao Ren` (N), one a line |
//! | `poj2311` | `cut WxH` | pairs `w h` to the end | `WIN` or `LOSE`, one a line (a 1 × 1 sheet is `WIN`, as accepted solutions print it) |
//! | `cf305e` | `palindrome WORD` | one word | `Second`, or `First` and the least winning cut (1-based) |
//! | `hnoi2014` | `split f=F A1 ... An` | `T F`, then `T` cases `n a1 ... an` | `1 ` (first player wins) or `0 ` per case, on one line |
//! | `poj1704` | `georgia X1 ... Xn` | `T`, then `T` cases `n` and `n` cells | `Georgia will win` or `Bob will win`, one a line |
//! | `hdu1847` | `powers b=2 N` | numbers `n` to the end | `Kiki` (N) or `Cici`, one a line |
//! | `p2197` | `nim A1 ... An` | `T`, then `T` cases `n a1 ... an` | `Yes` (N) or `No`, one a line |
//! | `agc017d` | `tree E...` rooted at 1 | `n`, then `n − 1` edges `a b` | `Alice` (N) or `Bob` (at most 2000 edges, the notation's limit) |
//! | `ceoi2008` | `every: knight n=N X1 Y1 + knight n=N X2 Y2 + ...` | `K N`, then `K` squares `x y` | `NO`, or `YES` and one square a line: where each knight moves in a winning first turn |
//! | `p2252` | `wythoff A B` | pairs `a b` to the end | `1` (the first player wins) or `0`, one a line |
//! | `cf786a` | a game that may never end on the states (object, whose turn), solved by core's retrograde analysis | `n`, then `k1` and Rick's steps, `k2` and Morty's | two lines of `Win`, `Lose` or `Loop` for the monster at objects 2..n, Rick first, then Morty first |

use sglab_core::engine::Engine;
use sglab_core::LimitError;

/// The problems `sglab judge` knows, with a one-line description each.
pub const PROBLEMS: &[(&str, &str)] = &[
    ("nc15826", "NowCoder NC15826 chess: Wythoff's queen"),
    ("poj2311", "POJ 2311 Cutting Game"),
    ("cf305e", "Codeforces 305E Playing with String"),
    ("hnoi2014", "HNOI2014 江南乐"),
    ("poj1704", "POJ 1704 Georgia and Bob"),
    ("hdu1847", "HDU 1847 Good Luck in CET-4 Everybody!"),
    ("p2197", "Luogu P2197 nim 游戏"),
    ("agc017d", "AtCoder AGC017 D Game on Tree"),
    ("ceoi2008", "CEOI 2008 Knights"),
    ("p2252", "Luogu P2252 [SHOI2002] 取石子游戏"),
    ("cf786a", "Codeforces 786A Berzerk"),
];

/// Why a judge run failed.
#[derive(Debug)]
pub enum JudgeError {
    /// The input is not in the problem's format, or the problem is unknown: a message key
    /// of core's table (`judge.*`) and its parameters, rendered in `--lang`'s language.
    Input(&'static str, Vec<(&'static str, String)>),
    /// A limit stopped the analysis.
    Limit(LimitError),
}

impl JudgeError {
    /// The error of message `key` with `params`.
    fn input(key: &'static str, params: &[(&'static str, String)]) -> JudgeError {
        JudgeError::Input(key, params.to_vec())
    }
}

impl From<LimitError> for JudgeError {
    fn from(error: LimitError) -> JudgeError {
        JudgeError::Limit(error)
    }
}

/// The output of `problem` for `input`, every answer from `engine`'s analysis.
pub fn judge(problem: &str, input: &str, engine: &mut Engine) -> Result<String, JudgeError> {
    match problem {
        "nc15826" => pairs(input, |a, b| {
            let p = is_p(&format!("wythoff {a} {b}"), engine)?;
            Ok(if p { "Lao Wang" } else { "Xiao Ren" }.to_string())
        }),
        "poj2311" => pairs(input, |w, h| {
            if w < 2 && h < 2 {
                return Ok("WIN".to_string());
            }
            let p = is_p(&format!("cut {w}x{h}"), engine)?;
            Ok(if p { "LOSE" } else { "WIN" }.to_string())
        }),
        "cf305e" => {
            let word = input
                .split_whitespace()
                .next()
                .ok_or_else(|| JudgeError::input("judge.no_word", &[]))?;
            if is_p(&format!("palindrome {word}"), engine)? {
                return Ok("Second".to_string());
            }
            let letters: Vec<char> = word.chars().collect();
            for k in 1..letters.len().saturating_sub(1) {
                if letters[k - 1] != letters[k + 1] {
                    continue;
                }
                let left: String = letters[..k].iter().collect();
                let right: String = letters[k + 1..].iter().collect();
                let pieces: Vec<&str> = [left.as_str(), right.as_str()]
                    .into_iter()
                    .filter(|piece| !piece.is_empty())
                    .collect();
                let after_is_p =
                    pieces.is_empty() || is_p(&format!("palindrome {}", pieces.join(" ")), engine)?;
                if after_is_p {
                    return Ok(format!("First\n{}", k + 1));
                }
            }
            Err(JudgeError::input("judge.no_winning_cut", &[]))
        }
        "hnoi2014" => {
            let mut reader = Reader::new(input)?;
            let (cases, f) = (reader.next()?, reader.next()?);
            // An empty case has no heap: P.
            counted_cases(&mut reader, cases, |heaps| {
                let p = heaps.is_empty() || is_p(&format!("split f={} {heaps}", f.max(1)), engine)?;
                Ok(if p { "0 " } else { "1 " })
            })
        }
        "poj1704" => {
            let mut reader = Reader::new(input)?;
            let cases = reader.next()?;
            counted_cases(&mut reader, cases, |cells| {
                let p = cells.is_empty() || is_p(&format!("georgia {cells}"), engine)?;
                Ok(if p {
                    "Bob will win\n"
                } else {
                    "Georgia will win\n"
                })
            })
        }
        "hdu1847" => {
            let mut out = String::new();
            for n in self::numbers(input)? {
                let p = is_p(&format!("powers b=2 {n}"), engine)?;
                out.push_str(if p { "Cici\n" } else { "Kiki\n" });
            }
            Ok(out)
        }
        "p2197" => {
            let mut reader = Reader::new(input)?;
            let cases = reader.next()?;
            counted_cases(&mut reader, cases, |heaps| {
                let p = heaps.is_empty() || is_p(&format!("nim {heaps}"), engine)?;
                Ok(if p { "No\n" } else { "Yes\n" })
            })
        }
        "agc017d" => {
            let mut reader = Reader::new(input)?;
            let n = reader.next()?;
            let mut edges: Vec<(u64, u64)> = Vec::new();
            for _ in 1..n {
                edges.push((reader.next()?, reader.next()?));
            }
            // The root is the first node named: an edge at vertex 1 goes first, 1 first.
            if let Some(at) = edges.iter().position(|&(a, b)| a == 1 || b == 1) {
                let (a, b) = edges.remove(at);
                edges.insert(0, if a == 1 { (a, b) } else { (b, a) });
            }
            let text: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
            let p = edges.is_empty() || is_p(&format!("tree {}", text.join(" ")), engine)?;
            Ok(if p { "Bob\n" } else { "Alice\n" }.to_string())
        }
        "ceoi2008" => knights(input, engine),
        "cf786a" => berzerk(input, engine),
        "p2252" => pairs(input, |a, b| {
            let p = is_p(&format!("wythoff {a} {b}"), engine)?;
            Ok(if p { "0" } else { "1" }.to_string())
        }),
        other => Err(JudgeError::input(
            "judge.unknown_problem",
            &[
                ("problem", sglab_core::notation::excerpt(other).to_string()),
                (
                    "known",
                    PROBLEMS
                        .iter()
                        .map(|(name, _)| *name)
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            ],
        )),
    }
}

/// CEOI 2008 Knights: `K N`, then `K` squares `x y` of knights on an `N` x `N` board.
/// Each turn every knight moves (each by (-2, +1), (-2, -1), (+1, -2) or (-1, -2), staying
/// on the board); a player who cannot move a knight loses. This is the Every-SG sum of the
/// knights (`every: knight n=N x1 y1 + ...`): core solves it from each knight's step
/// number ([`sglab_core::every::solve`]). Prints `NO` when the first player loses, else
/// `YES` and the square each knight moves to in the first winning turn core lists (a
/// knight that cannot move stays: the problem guarantees each can).
fn knights(input: &str, engine: &mut Engine) -> Result<String, JudgeError> {
    use sglab_core::games::knight::{Knight, MAX_BOARD};
    use sglab_core::games::Atom;
    let mut reader = Reader::new(input)?;
    let (count, n) = (reader.next()?, reader.next()?);
    if !(1..=MAX_BOARD).contains(&n) {
        return Err(JudgeError::input(
            "judge.board_side",
            &[("n", n.to_string()), ("max", MAX_BOARD.to_string())],
        ));
    }
    let mut components = Vec::new();
    for index in 1..=count {
        let (x, y) = (reader.next()?, reader.next()?);
        if !(1..=n).contains(&x) || !(1..=n).contains(&y) {
            return Err(JudgeError::input(
                "judge.knight_off_board",
                &[
                    ("index", index.to_string()),
                    ("x", x.to_string()),
                    ("y", y.to_string()),
                    ("n", n.to_string()),
                ],
            ));
        }
        components.push(vec![Atom::Knight(Knight { n, x, y })]);
    }
    let game = sglab_core::Game::from_components(sglab_core::Rule::Every, components);
    let answer = sglab_core::every::solve(&game, engine, 1)?;
    if !answer.first_player_wins {
        return Ok("NO\n".to_string());
    }
    let turn = answer
        .winning_moves
        .first()
        .ok_or_else(|| JudgeError::input("judge.no_winning_turn", &[]))?;
    let mut out = String::from("YES\n");
    for component in turn {
        match component.as_slice() {
            [Atom::Knight(knight)] => out.push_str(&format!("{} {}\n", knight.x, knight.y)),
            _ => return Err(JudgeError::input("judge.no_knight_left", &[])),
        }
    }
    Ok(out)
}

/// The most objects of Codeforces 786A (its statement's bound, 2 <= n <= 7000).
const BERZERK_MAX_OBJECTS: u64 = 7000;

/// Codeforces 786A Berzerk restated as a game that may never end: a state is (the monster's
/// object, whose turn), 0-based with object 1 (the black hole) as 0, Rick's turn as 0. The
/// player to move picks a step `s` of his set and the monster goes `s` objects on; a state
/// at the black hole has no move (the player who moved there won, so the player to move
/// there has lost). Core's retrograde analysis ([`sglab_core::retrograde::outcomes`])
/// reads its moves through [`Moves`](sglab_core::retrograde::Moves): `n·(k1 + k2)` moves,
/// never built as a list.
struct Berzerk {
    objects: usize,
    // Invariant: steps[turn] are that player's steps, each in 1..objects.
    steps: [Vec<usize>; 2],
}

impl sglab_core::retrograde::Moves for Berzerk {
    fn node_count(&self) -> usize {
        2 * self.objects
    }

    fn out_degree(&self, state: usize) -> usize {
        let (object, turn) = (state % self.objects, state / self.objects);
        if object == 0 {
            0
        } else {
            self.steps[turn].len()
        }
    }

    fn predecessors(&self, state: usize, visit: &mut dyn FnMut(usize)) {
        let (object, turn) = (state % self.objects, state / self.objects);
        let mover = 1 - turn;
        for &step in &self.steps[mover] {
            let from = (object + self.objects - step) % self.objects;
            if from != 0 {
                visit(mover * self.objects + from);
            }
        }
    }
}

/// Codeforces 786A: `n`, then `k1` and Rick's steps, `k2` and Morty's; prints the outcome
/// for the player who starts (`Win` N, `Lose` P, `Loop` a draw) with the monster at objects
/// 2..n, Rick starting on the first line and Morty on the second.
fn berzerk(input: &str, engine: &mut Engine) -> Result<String, JudgeError> {
    use sglab_core::Outcome;
    let mut reader = Reader::new(input)?;
    let n = reader.next()?;
    if !(2..=BERZERK_MAX_OBJECTS).contains(&n) {
        return Err(JudgeError::input(
            "judge.berzerk_objects",
            &[
                ("n", n.to_string()),
                ("max", BERZERK_MAX_OBJECTS.to_string()),
            ],
        ));
    }
    let objects = n as usize;
    let mut steps: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for (turn, name) in ["Rick", "Morty"].into_iter().enumerate() {
        let count = reader.next()?;
        if !(1..n).contains(&count) {
            return Err(JudgeError::input(
                "judge.berzerk_set",
                &[
                    ("name", name.to_string()),
                    ("count", count.to_string()),
                    ("max", (n - 1).to_string()),
                ],
            ));
        }
        for _ in 0..count {
            let step = reader.next()?;
            if !(1..n).contains(&step) {
                return Err(JudgeError::input(
                    "judge.berzerk_step",
                    &[
                        ("name", name.to_string()),
                        ("step", step.to_string()),
                        ("max", (n - 1).to_string()),
                    ],
                ));
            }
            steps[turn].push(step as usize);
        }
    }
    let game = Berzerk { objects, steps };
    let (outcomes, _) = sglab_core::retrograde::outcomes(&game, &mut engine.budget)?;
    let mut out = String::new();
    for turn in 0..2 {
        let words: Vec<&str> = (1..objects)
            .map(|object| match outcomes[turn * objects + object] {
                Outcome::N => "Win",
                Outcome::P => "Lose",
                Outcome::D => "Loop",
            })
            .collect();
        out.push_str(&words.join(" "));
        out.push('\n');
    }
    Ok(out)
}

/// Whether the game in `text` is a P-position, by core's analysis.
fn is_p(text: &str, engine: &mut Engine) -> Result<bool, JudgeError> {
    let game = sglab_core::parse(text).map_err(|error| {
        JudgeError::input(
            "judge.not_notation",
            &[("game", text.to_string()), ("message", error.to_string())],
        )
    })?;
    // The outcome, by theorem where one decides it (Wythoff's queen far from the corner).
    let analysis = sglab_core::analysis::analyze_with(&game, engine, 0)?;
    Ok(analysis.outcome == sglab_core::Outcome::P)
}

/// The input's numbers, read in order.
struct Reader(std::vec::IntoIter<u64>);

impl Reader {
    fn new(input: &str) -> Result<Reader, JudgeError> {
        Ok(Reader(numbers(input)?.into_iter()))
    }

    fn next(&mut self) -> Result<u64, JudgeError> {
        self.0
            .next()
            .ok_or_else(|| JudgeError::input("judge.ends_too_soon", &[]))
    }

    /// A count `n`, then `n` numbers: those numbers written with spaces.
    fn counted_row(&mut self) -> Result<String, JudgeError> {
        let n = self.next()?;
        let row: Vec<String> = (0..n)
            .map(|_| self.next().map(|x| x.to_string()))
            .collect::<Result<_, _>>()?;
        Ok(row.join(" "))
    }
}

/// `cases` cases, each a counted row, answered one after the other.
fn counted_cases(
    reader: &mut Reader,
    cases: u64,
    mut answer: impl FnMut(&str) -> Result<&'static str, JudgeError>,
) -> Result<String, JudgeError> {
    let mut out = String::new();
    for _ in 0..cases {
        out.push_str(answer(&reader.counted_row()?)?);
    }
    Ok(out)
}

/// Every number of the input.
fn numbers(input: &str) -> Result<Vec<u64>, JudgeError> {
    input
        .split_whitespace()
        .map(|word| {
            word.parse().map_err(|_| {
                JudgeError::input(
                    "judge.not_a_number",
                    &[("word", sglab_core::notation::excerpt(word).to_string())],
                )
            })
        })
        .collect()
}

/// Answers every pair of numbers of the input, one line each.
fn pairs(
    input: &str,
    mut answer: impl FnMut(u64, u64) -> Result<String, JudgeError>,
) -> Result<String, JudgeError> {
    let numbers = numbers(input)?;
    let mut out = String::new();
    for pair in numbers.chunks_exact(2) {
        out.push_str(&answer(pair[0], pair[1])?);
        out.push('\n');
    }
    Ok(out)
}
