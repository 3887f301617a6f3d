//! `sg judge` against line-for-line ports of the seeds' accepted code (seed 000), on
//! generated inputs within each problem's constraints.

use std::collections::{BTreeSet, HashMap};
use std::io::Write;
use std::process::{Command, Stdio};

fn judge(problem: &str, input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sg"))
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
    let output = child.wait_with_output().expect("sg ends");
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

/// Seed 000, CF 305E: the `sg` table of runs of centres, the xor over runs, and the least
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
    let output = Command::new(env!("CARGO_BIN_EXE_sg"))
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
