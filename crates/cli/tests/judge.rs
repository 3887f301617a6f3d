//! `sglab judge` against line-for-line ports of common contest solutions, on generated
//! inputs within each problem's constraints, and against exhaustive search where a
//! problem's positions are small.

use std::collections::{BTreeSet, HashMap};
use std::io::Write;
use std::process::{Command, Stdio};

fn judge(problem: &str, input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sglab"))
        .args(["judge", problem])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sg runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("the input is written");
    let output = child.wait_with_output().expect("sglab ends");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// A small deterministic generator (no dependency, same inputs every run).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// Seed 000, NC15826 chess: `if (((int)((b-a)*((sqrt(5)+1)/2)))==a)` with doubles.
fn nc15826_seed(input: &str) -> String {
    let numbers: Vec<i64> = input
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    let mut out = String::new();
    for pair in numbers.chunks_exact(2) {
        let (mut a, mut b) = (pair[0], pair[1]);
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        if (((b - a) as f64) * ((5f64.sqrt() + 1.0) / 2.0)) as i64 == a {
            out.push_str("Lao Wang\n");
        } else {
            out.push_str("Xiao Ren\n");
        }
    }
    out
}

#[test]
fn nc15826_agrees_with_the_seed() {
    let mut rng = Lcg(15826);
    let mut input = String::new();
    for _ in 0..400 {
        let (a, b) = (rng.below(1_000_000), rng.below(1_000_000));
        input.push_str(&format!("{a} {b}\n"));
    }
    // P-positions and their neighbours, where a wrong formula would show.
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    for k in (0..600_000u64).step_by(997) {
        let a = (k as f64 * phi) as u64;
        input.push_str(&format!("{a} {} {} {a}\n", a + k, a + k + 1));
    }
    assert_eq!(judge("nc15826", &input), nc15826_seed(&input));
}

/// Seed 000, POJ 2311: the memoised `dfs(w, h)` with `dp[2][2] = 0`, cuts leaving sides >= 2.
fn poj2311_seed(input: &str) -> String {
    fn dfs(w: usize, h: usize, dp: &mut HashMap<(usize, usize), usize>) -> usize {
        let (w, h) = if w > h { (h, w) } else { (w, h) };
        if let Some(&v) = dp.get(&(w, h)) {
            return v;
        }
        if w == 2 && h == 2 {
            dp.insert((w, h), 0);
            return 0;
        }
        let mut se = BTreeSet::new();
        for i in 2..=w.saturating_sub(2) {
            let t = dfs(i, h, dp) ^ dfs(w - i, h, dp);
            se.insert(t);
        }
        for i in 2..=h.saturating_sub(2) {
            let t = dfs(w, i, dp) ^ dfs(w, h - i, dp);
            se.insert(t);
        }
        let mut cnt = 0;
        for &v in &se {
            if v != cnt {
                break;
            }
            cnt += 1;
        }
        dp.insert((w, h), cnt);
        cnt
    }
    let numbers: Vec<usize> = input
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    let mut dp = HashMap::new();
    let mut out = String::new();
    for pair in numbers.chunks_exact(2) {
        let (w, h) = (pair[0], pair[1]);
        if w < 2 && h < 2 {
            out.push_str("WIN\n");
            continue;
        }
        out.push_str(if dfs(w, h, &mut dp) != 0 {
            "WIN\n"
        } else {
            "LOSE\n"
        });
    }
    out
}

#[test]
fn poj2311_agrees_with_the_seed() {
    // POJ 2311: 2 <= w, h <= 200; every pair to 40, random ones to 200, and 1 x 1.
    let mut input = String::from("1 1\n200 200\n199 200\n");
    for w in 2..=40 {
        for h in 2..=40 {
            input.push_str(&format!("{w} {h}\n"));
        }
    }
    let mut rng = Lcg(2311);
    for _ in 0..200 {
        input.push_str(&format!("{} {}\n", 2 + rng.below(199), 2 + rng.below(199)));
    }
    assert_eq!(judge("poj2311", &input), poj2311_seed(&input));
}

/// Seed 000, CF 305E: the `sglab` table of runs of centres, the xor over runs, and the least
/// cut that makes the xor 0 (1-based).
fn cf305e_seed(input: &str) -> String {
    // The seed's init(), run once as its main() does.
    static SG: std::sync::OnceLock<Vec<usize>> = std::sync::OnceLock::new();
    let sg = SG.get_or_init(|| {
        let mut sg = vec![0usize; 5001];
        for i in 1..=5000usize {
            let mut mex = vec![false; 5005];
            for j in 1..=i {
                let xo = sg[j.saturating_sub(2)] ^ sg[(i as i64 - j as i64 - 1).max(0) as usize];
                mex[xo] = true;
            }
            sg[i] = (0..=5000).find(|&j| !mex[j]).unwrap_or(0);
        }
        sg
    });
    let s: Vec<u8> = input.split_whitespace().next().unwrap().bytes().collect();
    let len = s.len();
    let mut xo = 0;
    let mut i = 1;
    while i + 1 < len {
        if s[i - 1] == s[i + 1] {
            let mut j = i;
            while j + 2 < len && s[j] == s[j + 2] {
                j += 1;
            }
            xo ^= sg[j - i + 1];
            i = j;
        }
        i += 1;
    }
    if xo == 0 {
        return "Second".to_string();
    }
    let mut i = 1;
    while i + 1 < len {
        if s[i - 1] == s[i + 1] {
            let mut j = i;
            while j + 2 < len && s[j] == s[j + 2] {
                j += 1;
            }
            xo ^= sg[j - i + 1];
            for k in i..=j {
                let left = sg[(k as i64 - i as i64 - 1).max(0) as usize];
                let right = sg[(j as i64 - k as i64 - 1).max(0) as usize];
                if xo ^ left ^ right == 0 {
                    return format!("First\n{}", k + 1);
                }
            }
            xo ^= sg[j - i + 1];
            i = j;
        }
        i += 1;
    }
    "First".to_string()
}

#[test]
fn cf305e_agrees_with_the_seed() {
    let mut rng = Lcg(305);
    let mut words = vec!["abacaba".to_string(), "abcde".to_string(), "a".to_string()];
    for _ in 0..120 {
        let len = 1 + rng.below(30) as usize;
        let letters = if rng.below(2) == 0 { "ab" } else { "abc" };
        words.push(
            (0..len)
                .map(|_| letters.as_bytes()[rng.below(letters.len() as u64) as usize] as char)
                .collect(),
        );
    }
    for word in words {
        assert_eq!(judge("cf305e", &word), cf305e_seed(&word), "{word}");
    }
}

#[test]
fn an_unknown_problem_names_the_known_ones() {
    let output = Command::new(env!("CARGO_BIN_EXE_sglab"))
        .args(["judge", "poj9999"])
        .stdin(Stdio::null())
        .output()
        .expect("sg runs");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("nc15826, poj2311, cf305e"), "{stderr}");
}

/// Seed 000, HNOI2014 江南乐: `dfs(v)` over the split counts `i`, jumping by `v/(v/i)+1`
/// and also trying `i + 1`, with a `mex` array marked by `v`.
fn hnoi2014_seed(input: &str) -> String {
    struct Seed {
        f: usize,
        sg: Vec<usize>,
        mex: Vec<usize>,
    }
    impl Seed {
        fn dfs(&mut self, v: usize) -> usize {
            if v < self.f {
                return 0;
            }
            if self.sg[v] != 0 {
                return self.sg[v];
            }
            let mut i = 2;
            while i <= v {
                let mut t = 0;
                if (v % i) % 2 == 1 {
                    t ^= self.dfs(v / i + 1);
                }
                if (i - v % i) % 2 == 1 {
                    t ^= self.dfs(v / i);
                }
                self.mex[t] = v;
                if i < v {
                    let j = i + 1;
                    let mut t = 0;
                    if (v % j) % 2 == 1 {
                        t ^= self.dfs(v / j + 1);
                    }
                    if (j - v % j) % 2 == 1 {
                        t ^= self.dfs(v / j);
                    }
                    self.mex[t] = v;
                }
                i = v / (v / i) + 1;
            }
            for i in 0..=100_000 {
                if self.mex[i] != v {
                    self.sg[v] = i;
                    break;
                }
            }
            self.sg[v]
        }
    }
    let numbers: Vec<usize> = input
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    let (t, f) = (numbers[0], numbers[1]);
    let mut seed = Seed {
        f,
        sg: vec![0; 100_005],
        mex: vec![0; 100_005],
    };
    let mut at = 2;
    let mut out = String::new();
    for _ in 0..t {
        let a = numbers[at];
        at += 1;
        let mut xo = 0;
        for _ in 0..a {
            xo ^= seed.dfs(numbers[at]);
            at += 1;
        }
        out.push_str(if xo == 0 { "0 " } else { "1 " });
    }
    out
}

#[test]
fn hnoi2014_agrees_with_the_seed() {
    // Luogu P3235's sample, then generated cases (F and heaps up to 10^5, as the problem).
    assert_eq!(judge("hnoi2014", "4 3\n1 1\n1 2\n1 3\n1 5\n"), "0 0 1 1 ");
    let mut rng = Lcg(2014);
    for f in [1, 2, 3, 7, 40] {
        let mut input = format!("40 {f}\n");
        for _ in 0..40 {
            let n = 1 + rng.below(5);
            let heaps: Vec<String> = (0..n)
                .map(|_| {
                    let big = rng.below(4) == 0;
                    (1 + rng.below(if big { 100_000 } else { 300 })).to_string()
                })
                .collect();
            input.push_str(&format!("{n} {}\n", heaps.join(" ")));
        }
        assert_eq!(judge("hnoi2014", &input), hnoi2014_seed(&input), "F = {f}");
    }
}

/// Seed 001, POJ 1704 (the Pascal solution): sort, then from the right xor every other
/// gap `a[i] - a[i-1] - 1` (with `a[0] = 0`).
fn poj1704_seed(input: &str) -> String {
    let numbers: Vec<i64> = input
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    let mut at = 1;
    let mut out = String::new();
    for _ in 0..numbers[0] {
        let n = numbers[at] as usize;
        at += 1;
        let mut a = vec![0i64];
        a.extend_from_slice(&numbers[at..at + n]);
        at += n;
        a[1..].sort_unstable();
        let (mut j, mut b) = (0, 0);
        for i in (1..=n).rev() {
            j += 1;
            if j % 2 == 1 {
                b ^= a[i] - a[i - 1] - 1;
            }
        }
        out.push_str(if b == 0 {
            "Bob will win\n"
        } else {
            "Georgia will win\n"
        });
    }
    out
}

#[test]
fn poj1704_agrees_with_the_seed() {
    let mut rng = Lcg(1704);
    let mut input = String::from("300\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n");
    for _ in 0..298 {
        let n = 1 + rng.below(12) as usize;
        let mut cells = std::collections::BTreeSet::new();
        while cells.len() < n {
            cells.insert(1 + rng.below(10_000));
        }
        // In the input's own order, not sorted.
        let mut cells: Vec<u64> = cells.into_iter().collect();
        cells.reverse();
        let text: Vec<String> = cells.iter().map(u64::to_string).collect();
        input.push_str(&format!("{n}\n{}\n", text.join(" ")));
    }
    assert_eq!(judge("poj1704", &input), poj1704_seed(&input));
}

/// Seed 001, HDU 1847: `if(num%3!=0) Kiki else Cici`.
fn hdu1847_seed(input: &str) -> String {
    input
        .split_whitespace()
        .map(|w| w.parse::<u64>().unwrap())
        .map(|num| if num % 3 != 0 { "Kiki\n" } else { "Cici\n" })
        .collect()
}

/// Seed 004, Luogu P2197: the xor of the heaps, `No` when 0.
fn p2197_seed(input: &str) -> String {
    let numbers: Vec<u64> = input
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    let mut at = 1;
    let mut out = String::new();
    for _ in 0..numbers[0] {
        let n = numbers[at] as usize;
        at += 1;
        let mut ans = 0;
        for _ in 0..n {
            ans ^= numbers[at];
            at += 1;
        }
        out.push_str(if ans == 0 { "No\n" } else { "Yes\n" });
    }
    out
}

/// Seed 004, AGC017D: `Wdfs(u, fa)`, the xor of `Wdfs(child) + 1`, from vertex 1.
fn agc017d_seed(input: &str) -> String {
    let numbers: Vec<usize> = input
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    let n = numbers[0];
    let mut adjacent = vec![Vec::new(); n + 1];
    for edge in numbers[1..].chunks_exact(2) {
        adjacent[edge[0]].push(edge[1]);
        adjacent[edge[1]].push(edge[0]);
    }
    fn wdfs(u: usize, fa: usize, adjacent: &[Vec<usize>]) -> usize {
        let mut sum = 0;
        for &v in &adjacent[u] {
            if v != fa {
                sum ^= wdfs(v, u, adjacent) + 1;
            }
        }
        sum
    }
    if wdfs(1, 0, &adjacent) != 0 {
        "Alice\n"
    } else {
        "Bob\n"
    }
    .to_string()
}

#[test]
fn hdu1847_p2197_and_agc017d_agree_with_the_seeds() {
    let mut rng = Lcg(1847);
    let cards: Vec<String> = (0..300)
        .map(|_| (1 + rng.below(1000)).to_string())
        .collect();
    let input = cards.join("\n");
    assert_eq!(judge("hdu1847", &input), hdu1847_seed(&input));
    let mut input = String::from("200\n");
    for _ in 0..200 {
        let n = 1 + rng.below(8);
        let heaps: Vec<String> = (0..n).map(|_| rng.below(1 << 20).to_string()).collect();
        input.push_str(&format!("{n}\n{}\n", heaps.join(" ")));
    }
    assert_eq!(judge("p2197", &input), p2197_seed(&input));
    // AGC017D's samples, then random trees (a parent for each vertex, edges shuffled).
    for sample in [
        "5\n1 2\n2 3\n2 4\n4 5\n",
        "5\n1 2\n2 3\n1 4\n4 5\n",
        "6\n1 2\n2 4\n5 1\n6 3\n3 2\n",
        "7\n1 2\n3 7\n4 6\n2 3\n2 4\n1 5\n",
    ] {
        assert_eq!(judge("agc017d", sample), agc017d_seed(sample), "{sample}");
    }
    for _ in 0..60 {
        let n = 1 + rng.below(40) as usize;
        let mut edges: Vec<(usize, usize)> = (2..=n)
            .map(|v| (1 + rng.below(v as u64 - 1) as usize, v))
            .collect();
        for i in (1..edges.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            edges.swap(i, j);
        }
        let mut input = format!("{n}\n");
        for (a, b) in edges {
            if rng.below(2) == 0 {
                input.push_str(&format!("{a} {b}\n"));
            } else {
                input.push_str(&format!("{b} {a}\n"));
            }
        }
        assert_eq!(judge("agc017d", &input), agc017d_seed(&input), "{input}");
    }
}

/// CEOI 2008 Knights' four moves, from the problem statement: a knight at (x, y) may go
/// to (x − 2, y + 1), (x − 2, y − 1), (x + 1, y − 2) or (x − 1, y − 2), on the board.
const KNIGHT_MOVES: [(i64, i64); 4] = [(-2, 1), (-2, -1), (1, -2), (-1, -2)];

/// The squares a knight at (x, y) of an n x n board can move to, in the statement's order.
fn knight_targets(n: i64, x: i64, y: i64) -> Vec<(i64, i64)> {
    KNIGHT_MOVES
        .iter()
        .map(|(dx, dy)| (x + dx, y + dy))
        .filter(|&(a, b)| (1..=n).contains(&a) && (1..=n).contains(&b))
        .collect()
}

/// A common CEOI 2008 contest solution's `checkstep`, ported line for line (its
/// recursive calls pass 0-based squares, which it decrements again, as written).
fn ceoi2008_checkstep(n: i64, x: i64, y: i64) -> i64 {
    let (mut x, mut y) = (x - 1, y - 1);
    if n % 4 == 0 && (x == n - 1 || y == n - 1) {
        if y > x {
            std::mem::swap(&mut x, &mut y);
        }
        if x == n - 1 && y == n - 1 {
            return ceoi2008_checkstep(n, x - 1, y - 1) + 2;
        } else {
            return ceoi2008_checkstep(n, x, y + 1);
        }
    }
    if n % 4 == 1 && (x == n - 1 || y == n - 1) && n != 1 {
        if y > x {
            std::mem::swap(&mut x, &mut y);
        }
        if x == n - 1 && y == n - 2 {
            return ceoi2008_checkstep(n, y + 1, y + 1);
        } else {
            return ((x / 4) + (y / 4)) * 2;
        }
    }
    if x % 4 < 2 && y % 4 < 2 {
        ((x / 4) + (y / 4)) * 2
    } else {
        ((x + y - 1) / 4) * 2 + 1
    }
}

/// The same solution's `main`, ported: `NO` when the largest step is even, else `YES` and,
/// for each knight, the first move (in the statement's order: the published code's
/// `dx`/`dy` arrays are not in its text) to a square of step one less.
fn ceoi2008_port(input: &str) -> String {
    let numbers: Vec<i64> = input
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    let (k, n) = (numbers[0] as usize, numbers[1]);
    let knights: Vec<(i64, i64, i64)> = (0..k)
        .map(|i| {
            let (x, y) = (numbers[2 + 2 * i], numbers[3 + 2 * i]);
            (x, y, ceoi2008_checkstep(n, x, y))
        })
        .collect();
    let max_step = knights.iter().map(|k| k.2).max().unwrap_or(0);
    if max_step % 2 == 0 {
        return "NO\n".to_string();
    }
    let mut out = String::from("YES\n");
    for &(x, y, step) in &knights {
        for (xx, yy) in knight_targets(n, x, y) {
            if ceoi2008_checkstep(n, xx, yy) == step - 1 {
                out.push_str(&format!("{xx} {yy}\n"));
                break;
            }
        }
    }
    out
}

/// Every-SG step numbers of every square of an n x n board by exhaustive search, from
/// the definition (0 without a move; 1 + the largest even option step if one is even,
/// else 1 + the smallest), squares taken by increasing x + y (every move lowers it).
fn knight_steps_by_search(n: i64) -> HashMap<(i64, i64), i64> {
    let mut squares: Vec<(i64, i64)> = (1..=n).flat_map(|x| (1..=n).map(move |y| (x, y))).collect();
    squares.sort_by_key(|&(x, y)| x + y);
    let mut steps = HashMap::new();
    for (x, y) in squares {
        let options: Vec<i64> = knight_targets(n, x, y)
            .iter()
            .map(|square| steps[square])
            .collect();
        let step = match options.iter().filter(|s| *s % 2 == 0).max() {
            _ if options.is_empty() => 0,
            Some(even) => even + 1,
            None => options.iter().min().unwrap() + 1,
        };
        steps.insert((x, y), step);
    }
    steps
}

/// Checks `sglab judge ceoi2008`'s output for `knights` on an n x n board against `step`:
/// `NO` exactly when the largest step is even, and otherwise one legal move a knight
/// after which the largest step is even (a winning turn; any such turn is accepted).
fn check_knights_output(
    n: i64,
    knights: &[(i64, i64)],
    output: &str,
    step: impl Fn(i64, i64) -> i64,
) {
    let largest = knights.iter().map(|&(x, y)| step(x, y)).max().unwrap();
    let mut lines = output.lines();
    if largest % 2 == 0 {
        assert_eq!(output, "NO\n");
        return;
    }
    assert_eq!(lines.next(), Some("YES"), "{output}");
    let mut after = 0;
    for &(x, y) in knights {
        let line = lines.next().expect("one line a knight");
        let (a, b) = line.split_once(' ').expect("x y");
        let square: (i64, i64) = (a.parse().unwrap(), b.parse().unwrap());
        assert!(
            knight_targets(n, x, y).contains(&square),
            "({x}, {y}) cannot move to {square:?} on {n} x {n}"
        );
        after = after.max(step(square.0, square.1));
    }
    assert_eq!(lines.next(), None);
    assert_eq!(
        after % 2,
        0,
        "the turn leaves an odd largest step: {output}"
    );
}

/// An input of `k` knights on an n x n board, each on a square it can move from (the
/// problem guarantees it).
fn knights_input(rng: &mut Lcg, n: i64, k: usize) -> (String, Vec<(i64, i64)>) {
    let mut knights = Vec::new();
    while knights.len() < k {
        let (x, y) = (
            1 + rng.below(n as u64) as i64,
            1 + rng.below(n as u64) as i64,
        );
        if !knight_targets(n, x, y).is_empty() {
            knights.push((x, y));
        }
    }
    let mut input = format!("{k} {n}\n");
    for (x, y) in &knights {
        input.push_str(&format!("{x} {y}\n"));
    }
    (input, knights)
}

#[test]
fn ceoi2008_agrees_with_exhaustive_search_on_small_boards() {
    let mut rng = Lcg(2008);
    for n in 3..=14 {
        let steps = knight_steps_by_search(n);
        for _ in 0..12 {
            let k = 1 + rng.below(4) as usize;
            let (input, knights) = knights_input(&mut rng, n, k);
            let output = judge("ceoi2008", &input);
            check_knights_output(n, &knights, &output, |x, y| steps[&(x, y)]);
            // The ported solution says YES or NO alike.
            assert_eq!(
                output.lines().next(),
                ceoi2008_port(&input).lines().next(),
                "{input}"
            );
        }
    }
}

#[test]
fn ceoi2008_agrees_with_the_ported_solution_up_to_the_contest_s_size() {
    let mut rng = Lcg(1_000_000);
    for _ in 0..150 {
        let n = 3 + rng.below(1_000_000 - 2) as i64;
        let k = 1 + rng.below(30) as usize;
        let (input, knights) = knights_input(&mut rng, n, k);
        let output = judge("ceoi2008", &input);
        check_knights_output(n, &knights, &output, |x, y| ceoi2008_checkstep(n, x, y));
        assert_eq!(
            output.lines().next(),
            ceoi2008_port(&input).lines().next(),
            "{input}"
        );
    }
    // The contest's largest input: 200,000 knights on a board of side 10^6.
    let (input, knights) = knights_input(&mut rng, 1_000_000, 200_000);
    let output = judge("ceoi2008", &input);
    check_knights_output(1_000_000, &knights, &output, |x, y| {
        ceoi2008_checkstep(1_000_000, x, y)
    });
    assert_eq!(output.lines().next(), ceoi2008_port(&input).lines().next());
}

/// A common solution of Luogu P2252, ported: `z = |x − y| · (√5 + 1) / 2` truncated,
/// `0` when it equals min(x, y), else `1`. In doubles, so only for numbers small enough
/// that the product's error stays below its distance to an integer (below 10^7 here).
fn p2252_port(x: i64, y: i64) -> &'static str {
    let z = ((x - y).abs() as f64 * ((5f64.sqrt() + 1.0) / 2.0)) as i64;
    if z == x.min(y) {
        "0"
    } else {
        "1"
    }
}

#[test]
fn p2252_agrees_with_search_the_ported_solution_and_fibonacci_pairs() {
    // Exhaustive search of Wythoff's game for both piles up to 60.
    let side = 61;
    let mut win = vec![vec![false; side]; side];
    for a in 0..side {
        for b in 0..side {
            let lower = (0..a).any(|c| !win[c][b])
                || (0..b).any(|c| !win[a][c])
                || (1..=a.min(b)).any(|d| !win[a - d][b - d]);
            win[a][b] = lower;
        }
    }
    let mut input = String::new();
    let mut expected = String::new();
    for (a, row) in win.iter().enumerate() {
        for (b, &wins) in row.iter().enumerate() {
            input.push_str(&format!("{a} {b}\n"));
            expected.push_str(if wins { "1\n" } else { "0\n" });
        }
    }
    assert_eq!(judge("p2252", &input), expected);
    // The ported solution on random piles below 10^7.
    let mut rng = Lcg(2252);
    let mut input = String::new();
    let mut expected = String::new();
    for _ in 0..2000 {
        let a = rng.below(10_000_000) as i64;
        // Half of the pairs near a P-position, where a slip of the formula would show.
        let b = if rng.below(2) == 0 {
            rng.below(10_000_000) as i64
        } else {
            let d = (a as f64 / 1.618_033_988_75) as i64;
            (a + d + rng.below(3) as i64 - 1).max(0)
        };
        input.push_str(&format!("{a} {b}\n"));
        expected.push_str(p2252_port(a, b));
        expected.push('\n');
    }
    assert_eq!(judge("p2252", &input), expected);
    // Consecutive Fibonacci numbers (F(2k), F(2k + 1)) are P-positions, where doubles are
    // least accurate: exact integers answer 0 for every one that fits in u64, and 1 next
    // to it.
    let (mut f, mut g) = (1u64, 2u64);
    let mut input = String::new();
    let mut expected = String::new();
    while let Some(next) = f
        .checked_add(g)
        .and_then(|h| g.checked_add(h).map(|i| (h, i)))
    {
        input.push_str(&format!("{f} {g}\n{g} {f}\n{f} {}\n", g + 1));
        expected.push_str("0\n0\n1\n");
        (f, g) = next;
    }
    assert!(expected.len() > 80, "{expected}");
    assert_eq!(judge("p2252", &input), expected);
}

/// Codeforces 786A Berzerk, both samples of the statement
/// (https://codeforces.com/problemset/problem/786/A), typed in with their outputs.
#[test]
fn cf786a_prints_the_statement_s_samples() {
    assert_eq!(
        judge("cf786a", "5\n2 3 2\n3 1 2 3\n"),
        "Lose Win Win Loop\nLoop Win Win Win\n"
    );
    assert_eq!(
        judge("cf786a", "8\n4 6 2 3 4\n2 3 6\n"),
        "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n"
    );
}

/// A port, line for line, of the common accepted solution of Codeforces 786A (a
/// retrograde BFS from the black hole over (player to move, position), in C++):
///
/// ```text
/// cin >> n;
/// for (int i = 0; i < 2; i++) { cin >> k[i]; for (int j = 0; j < k[i]; j++) cin >> s[i][j]; }
/// queue<pair<int,int>> q;
/// for (int i = 0; i < 2; i++) for (int j = 0; j < n; j++) deg[i][j] = k[i];
/// res[0][0] = res[1][0] = -1;
/// q.push({0, 0}); q.push({1, 0});
/// while (!q.empty()) {
///     int who = q.front().first, pos = q.front().second; q.pop();
///     int pre = who ^ 1;
///     for (int j = 0; j < k[pre]; j++) {
///         int p = (pos - s[pre][j] + n) % n;
///         if (res[pre][p] != 0) continue;
///         if (res[who][pos] == -1) { res[pre][p] = 1; q.push({pre, p}); }
///         else if (--deg[pre][p] == 0) { res[pre][p] = -1; q.push({pre, p}); }
///     }
/// }
/// for (int i = 0; i < 2; i++) {
///     for (int j = 1; j < n; j++) cout << (res[i][j] == 1 ? "Win" : res[i][j] == -1 ? "Lose" : "Loop") << ' ';
///     cout << '\n';
/// }
/// ```
// The port keeps the C++ indices, line for line.
#[allow(clippy::needless_range_loop)]
fn cf786a_port(input: &str) -> String {
    let mut numbers = input.split_whitespace().map(|w| w.parse::<i64>().unwrap());
    let n = numbers.next().unwrap() as usize;
    let mut k = [0usize; 2];
    let mut s = [Vec::new(), Vec::new()];
    for i in 0..2 {
        k[i] = numbers.next().unwrap() as usize;
        for _ in 0..k[i] {
            s[i].push(numbers.next().unwrap() as usize);
        }
    }
    let mut deg = [vec![0usize; n], vec![0usize; n]];
    let mut res = [vec![0i32; n], vec![0i32; n]];
    let mut q = std::collections::VecDeque::new();
    for i in 0..2 {
        for j in 0..n {
            deg[i][j] = k[i];
        }
    }
    res[0][0] = -1;
    res[1][0] = -1;
    q.push_back((0usize, 0usize));
    q.push_back((1, 0));
    while let Some((who, pos)) = q.pop_front() {
        let pre = who ^ 1;
        for j in 0..k[pre] {
            let p = (pos + n - s[pre][j]) % n;
            if res[pre][p] != 0 {
                continue;
            }
            if res[who][pos] == -1 {
                res[pre][p] = 1;
                q.push_back((pre, p));
            } else {
                deg[pre][p] -= 1;
                if deg[pre][p] == 0 {
                    res[pre][p] = -1;
                    q.push_back((pre, p));
                }
            }
        }
    }
    let mut out = String::new();
    for i in 0..2 {
        for j in 1..n {
            out.push_str(match res[i][j] {
                1 => "Win",
                -1 => "Lose",
                _ => "Loop",
            });
            out.push(' ');
        }
        out.push('\n');
    }
    out
}

/// A Berzerk input: `n`, then two sets of distinct steps in 1..n-1 of sizes at most
/// `max_k` (the first `k` of a shuffle).
fn cf786a_input(rng: &mut Lcg, n: u64, max_k: u64) -> String {
    let mut input = format!("{n}\n");
    for _ in 0..2 {
        let mut steps: Vec<u64> = (1..n).collect();
        for last in (1..steps.len()).rev() {
            let other = rng.below(last as u64 + 1) as usize;
            steps.swap(last, other);
        }
        let k = 1 + rng.below(max_k.min(n - 1));
        let chosen: Vec<String> = steps[..k as usize].iter().map(u64::to_string).collect();
        input.push_str(&format!("{k} {}\n", chosen.join(" ")));
    }
    input
}

#[test]
fn cf786a_agrees_with_the_ported_solution_up_to_n_7000() {
    // The port prints a space after every word; the judge reads words, so lines compare
    // with the trailing space trimmed.
    let trimmed = |output: String| -> String {
        output
            .lines()
            .map(|line| format!("{}\n", line.trim_end()))
            .collect()
    };
    let mut rng = Lcg(786);
    let mut cases: Vec<String> = Vec::new();
    for _ in 0..300 {
        let n = 2 + rng.below(40);
        let max_k = 1 + rng.below(4);
        cases.push(cf786a_input(&mut rng, n, max_k));
    }
    for _ in 0..20 {
        let n = 2 + rng.below(700);
        cases.push(cf786a_input(&mut rng, n, n));
    }
    cases.push(cf786a_input(&mut rng, 7000, 3));
    cases.push(cf786a_input(&mut rng, 7000, 7000));
    cases.push(cf786a_input(&mut rng, 6999, 40));
    let mut loops = 0;
    for input in &cases {
        let expected = trimmed(cf786a_port(input));
        loops += expected.matches("Loop").count();
        assert_eq!(judge("cf786a", input), expected, "{input}");
    }
    // The generated inputs reach every answer, draws included.
    assert!(loops > 100, "only {loops} Loop answers");
}

#[test]
fn cf786a_refuses_input_outside_the_statement_s_bounds() {
    for (input, says) in [
        ("7001\n1 1\n1 1\n", "n = 7001"),
        ("5\n0\n1 1\n", "Rick's set has 0 steps"),
        ("5\n1 5\n1 1\n", "Rick's step 5"),
        ("5\n1 1\n2 1\n", "the input ends too soon"),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_sglab"))
            .args(["judge", "cf786a"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                child.stdin.take().unwrap().write_all(input.as_bytes())?;
                child.wait_with_output()
            })
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{input}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(says), "{input}: {stderr}");
    }
}
