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
