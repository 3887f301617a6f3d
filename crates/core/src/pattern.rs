//! 打表找规律: the pattern in a game's table of values, as `sglab pattern` reports it.
//!
//! For a heap game: the smallest (arithmetic) period of its SG values, `g(n + p) = g(n) + s`
//! for every `n >= e` (CGSuite's CheckPeriodicity reports period, preperiod and saltus
//! alike), *proved* where the game's own detector proves it (the Guy–Smith theorem for
//! octal games, the repeated window for subtraction games) and otherwise *checked* on the
//! table computed. For a two-number game: the first rule of a small family (xor zero,
//! equality, Beatty pairs with a quadratic irrational, the golden-ratio band, residue
//! classes) that fits the outcome of every cell of its table, proved where a theorem
//! names it (Wythoff 1907; Cole and Davie 1969 for Euclid's game).
//!
//! Every test is exact: irrationals are compared through integer square roots.

use crate::engine::Engine;
use crate::i18n::{self, Words};
use crate::period::Certificate;
use crate::tables::{self, TableError};

/// The default last heap of a heap game's table.
pub const DEFAULT_HEAP_TO: u64 = 1000;

/// The default largest number of a two-number game's table (a 64 × 64 table).
pub const DEFAULT_GRID_TO: u64 = 63;

/// The table a period search may grow to, whatever the range asked: a proof needs about
/// twice the preperiod plus the period (Kayles: 156 heaps), not the range shown.
pub const PERIOD_SEARCH_HEAPS: u64 = 1 << 13;

/// The largest modulus of the residue-class rules.
pub const MAX_MODULUS: u64 = 12;

/// What the finder found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// `g(n + period) = g(n) + saltus` for every `n >= preperiod` (on the whole table, or,
    /// when `proved`, for every heap).
    Periodic {
        /// The first heap of the periodic part.
        preperiod: u64,
        /// The period.
        period: u64,
        /// The saltus: 0 for a pure period, else the arithmetic-periodic increase.
        saltus: u64,
        /// Whether a theorem proves it for every heap.
        proved: bool,
        /// The largest heap whose value was computed.
        checked_to: u64,
        /// Why it holds for every heap (the detector's certificate), when proved.
        certificate: Option<Certificate>,
    },
    /// The P-positions of a two-number game follow `rule` on every cell.
    Rule {
        /// The rule.
        rule: Rule,
        /// Whether a theorem proves it for every position.
        proved: bool,
        /// The table covers `0..=checked_to` in both numbers.
        checked_to: u64,
    },
    /// Nothing tried fits.
    None {
        /// Whether the table was a heap game's (else a two-number game's).
        heap_game: bool,
        /// The last heap or number of the table.
        checked_to: u64,
    },
}

/// A rule for the P-positions `(a, b)` of a two-number game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    /// `a xor b == 0`.
    XorZero,
    /// `a == b`.
    Equal,
    /// `{a, b} = {⌊kα⌋, ⌊kα⌋ + t·k}` for some `k >= 0`, with `α = (2 − t + √(t² + 4)) / 2`
    /// (for `t = 1`, `α = φ`: Wythoff's pairs).
    Beatty {
        /// The difference step `t` (1 for Wythoff's game).
        t: u64,
    },
    /// `min(a, b) = 0`, or `min(a, b) < max(a, b) < φ · min(a, b)`.
    GoldenBand,
    /// `(a mod m, b mod m)` is one of `residues`.
    Residues {
        /// The modulus.
        m: u64,
        /// The residue pairs of the P-positions, sorted.
        residues: Vec<(u64, u64)>,
    },
}

impl Rule {
    /// Whether `(a, b)` is a P-position by this rule.
    pub fn says_p(&self, a: u64, b: u64) -> bool {
        match self {
            Rule::XorZero => a ^ b == 0,
            Rule::Equal => a == b,
            Rule::Beatty { t } => {
                let (low, high) = (a.min(b), a.max(b));
                let d = high - low;
                d % t == 0 && floor_k_alpha(d / t, *t) == Some(low)
            }
            Rule::GoldenBand => {
                let (low, high) = (a.min(b), a.max(b));
                // high < φ·low  ⟺  2·high − low < √5·low (both sides positive).
                low == 0
                    || low < high && {
                        let lhs = 2 * u128::from(high) - u128::from(low);
                        lhs * lhs < 5 * u128::from(low) * u128::from(low)
                    }
            }
            Rule::Residues { m, residues } => residues.binary_search(&(a % m, b % m)).is_ok(),
        }
    }

    /// The rule as a sentence in `lang`.
    pub fn describe(&self, lang: Words<'_>) -> String {
        match self {
            Rule::XorZero => i18n::format(lang, "pattern.rule.xor", &[]),
            Rule::Equal => i18n::format(lang, "pattern.rule.equal", &[]),
            Rule::Beatty { t: 1 } => i18n::format(lang, "pattern.rule.wythoff", &[]),
            Rule::Beatty { t } => {
                i18n::format(lang, "pattern.rule.beatty", &[("t", &t.to_string())])
            }
            Rule::GoldenBand => i18n::format(lang, "pattern.rule.golden", &[]),
            Rule::Residues { m, residues } => {
                let pairs: Vec<String> = residues
                    .iter()
                    .map(|(a, b)| format!("({a}, {b})"))
                    .collect();
                let pairs = if pairs.is_empty() {
                    "∅".to_string()
                } else {
                    format!("{{{}}}", pairs.join(", "))
                };
                i18n::format(
                    lang,
                    "pattern.rule.residues",
                    &[("m", &m.to_string()), ("pairs", &pairs)],
                )
            }
        }
    }

    /// The theorem that proves this rule for `keyword`'s game, as a message key, if any.
    fn theorem(&self, keyword: &str) -> Option<&'static str> {
        match (keyword, self) {
            ("wythoff", Rule::Beatty { t: 1 }) => Some("pattern.theorem.wythoff"),
            ("euclid", Rule::GoldenBand) => Some("pattern.theorem.euclid"),
            _ => None,
        }
    }
}

/// `⌊k·α_t⌋` with `α_t = (2 − t + √(t² + 4)) / 2`, exactly; `None` past u64.
///
/// `t² + 4` is not a square for `t >= 1`, so for `k > 0` the root is irrational and
/// `⌊(c + √X) / 2⌋ = ⌊(c + ⌊√X⌋) / 2⌋` with `c = k(2 − t)`, `X = k²(t² + 4)`.
///
/// ```
/// // Wythoff's pairs: ⌊kφ⌋ for k = 0..6.
/// let a: Vec<u64> = (0..7).map(|k| sglab_core::pattern::floor_k_alpha(k, 1).unwrap()).collect();
/// assert_eq!(a, [0, 1, 3, 4, 6, 8, 9]);
/// ```
pub fn floor_k_alpha(k: u64, t: u64) -> Option<u64> {
    let k = i128::from(k);
    let t = i128::from(t);
    let x = k
        .checked_mul(k)?
        .checked_mul(t.checked_mul(t)?.checked_add(4)?)?;
    let root = u128::try_from(x).ok()?.isqrt();
    let c = k.checked_mul(2 - t)?;
    let value = (c + i128::try_from(root).ok()?).div_euclid(2);
    u64::try_from(value).ok()
}

/// A pattern's fields as `sglab pattern --json` and the wasm `pattern` report them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// `periodic`, `arithmetic` (a period with a saltus), `rule` or `none`.
    pub kind: &'static str,
    /// `(preperiod, period, saltus)` of a heap game's period.
    pub numbers: Option<(u64, u64, u64)>,
    /// Whether a theorem proves it for every position.
    pub proved: bool,
    /// How far the table was computed.
    pub checked_to: u64,
}

impl Pattern {
    /// Its kind and numbers, the same for every caller.
    pub fn summary(&self) -> Summary {
        match *self {
            Pattern::Periodic {
                preperiod,
                period,
                saltus,
                proved,
                checked_to,
                ..
            } => Summary {
                kind: if saltus == 0 {
                    "periodic"
                } else {
                    "arithmetic"
                },
                numbers: Some((preperiod, period, saltus)),
                proved,
                checked_to,
            },
            Pattern::Rule {
                proved, checked_to, ..
            } => Summary {
                kind: "rule",
                numbers: None,
                proved,
                checked_to,
            },
            Pattern::None { checked_to, .. } => Summary {
                kind: "none",
                numbers: None,
                proved: false,
                checked_to,
            },
        }
    }

    /// The pattern as one sentence in `lang`, with how far it is known to hold.
    pub fn describe(&self, lang: Words<'_>) -> String {
        match self {
            Pattern::Periodic {
                preperiod,
                period,
                saltus,
                proved,
                checked_to,
                ..
            } => {
                let key = if *saltus == 0 {
                    "pattern.periodic"
                } else {
                    "pattern.arithmetic"
                };
                let law = i18n::format(
                    lang,
                    key,
                    &[
                        ("period", &period.to_string()),
                        ("preperiod", &preperiod.to_string()),
                        ("saltus", &saltus.to_string()),
                    ],
                );
                let reach = if *proved {
                    i18n::format(lang, "pattern.proved", &[])
                } else {
                    i18n::format(
                        lang,
                        "pattern.checked_heaps",
                        &[("n", &checked_to.to_string())],
                    )
                };
                format!("{law} {reach}")
            }
            Pattern::Rule {
                rule,
                proved,
                checked_to,
            } => {
                let reach = if *proved {
                    i18n::format(lang, "pattern.proved", &[])
                } else {
                    i18n::format(
                        lang,
                        "pattern.checked_cells",
                        &[("n", &checked_to.to_string())],
                    )
                };
                format!("{} {reach}", rule.describe(lang))
            }
            Pattern::None {
                heap_game: true,
                checked_to,
            } => i18n::format(lang, "pattern.none_heap", &[("n", &checked_to.to_string())]),
            Pattern::None {
                heap_game: false,
                checked_to,
            } => i18n::format(
                lang,
                "pattern.none_grid",
                &[
                    ("n", &checked_to.to_string()),
                    ("m", &MAX_MODULUS.to_string()),
                ],
            ),
        }
    }

    /// The theorem behind a proved pattern, in `lang`, if any.
    pub fn proof(&self, keyword: &str, lang: Words<'_>) -> Option<String> {
        match self {
            Pattern::Rule {
                rule, proved: true, ..
            } => rule
                .theorem(keyword)
                .map(|key| i18n::format(lang, key, &[])),
            Pattern::Periodic {
                certificate: Some(certificate),
                ..
            } => Some(certificate.render(lang)),
            _ => None,
        }
    }
}

/// The pattern of `component`'s table: a heap game's values on heaps `0..=to` (default
/// [`DEFAULT_HEAP_TO`]), or a two-number game's outcomes on `0..=to` squared (default
/// [`DEFAULT_GRID_TO`]).
///
/// ```
/// use sglab_core::{engine::Engine, pattern::{find, Pattern}, Limits};
/// let mut engine = Engine::new(&Limits::default());
/// let kayles = find("kayles", None, &mut engine).unwrap();
/// assert!(matches!(kayles, Pattern::Periodic { preperiod: 71, period: 12, saltus: 0, proved: true, .. }));
/// let nim = find("nim", Some(50), &mut engine).unwrap();
/// assert!(matches!(nim, Pattern::Periodic { preperiod: 0, period: 1, saltus: 1, proved: true, checked_to: 50, .. }));
/// ```
pub fn find(component: &str, to: Option<u64>, engine: &mut Engine) -> Result<Pattern, TableError> {
    if let Some(row) = tables::pair_row(component) {
        let to = to.unwrap_or(DEFAULT_GRID_TO);
        let size = to.saturating_add(1);
        let rows = tables::grid_with(&row, size, engine)?.to_rows();
        return Ok(grid_pattern(&row, &rows, to));
    }
    let to = to.unwrap_or(DEFAULT_HEAP_TO);
    let report = tables::period_within(component, Some(to.max(PERIOD_SEARCH_HEAPS)), engine)?;
    if let Some(found) = report.period {
        return Ok(Pattern::Periodic {
            preperiod: found.preperiod,
            period: found.period,
            saltus: 0,
            proved: true,
            checked_to: report.checked_to,
            certificate: Some(report.certificate),
        });
    }
    // A closed form whose theorem states an arithmetic period (Nim, Lasker's Nim) proves it.
    if let Some(law) = tables::heap_component(component)?.arithmetic_period() {
        return Ok(Pattern::Periodic {
            preperiod: law.preperiod,
            period: law.period,
            saltus: law.saltus,
            proved: true,
            checked_to: to,
            certificate: Some(law.certificate),
        });
    }
    let values = tables::sequence_with(component, to, engine)?;
    Ok(match smallest_period(&values) {
        Some((preperiod, period, saltus)) => Pattern::Periodic {
            preperiod,
            period,
            saltus,
            proved: false,
            checked_to: to,
            certificate: None,
        },
        None => Pattern::None {
            heap_game: true,
            checked_to: to,
        },
    })
}

/// The smallest period `p` (then the smallest preperiod `e`) with a constant saltus `s`,
/// `values[n + p] = values[n] + s` for every `n >= e` in the table, seen at least three
/// times over (`len - e >= 3p`) and over at least half the table (`e <= len / 2`), so that
/// a pattern is not read into the table's last few values. `None` when no period up to a
/// third of the table fits.
///
/// ```
/// use sglab_core::pattern::smallest_period;
/// assert_eq!(smallest_period(&[0, 1, 2, 0, 1, 2, 0, 1, 2, 0]), Some((0, 3, 0)));
/// assert_eq!(smallest_period(&[5, 0, 1, 2, 3, 4, 5, 6, 7]), Some((1, 1, 1)));
/// assert_eq!(smallest_period(&[3, 1, 4, 1, 5, 9, 2, 6]), None);
/// ```
pub fn smallest_period(values: &[u64]) -> Option<(u64, u64, u64)> {
    let len = values.len();
    for p in 1..=len / 3 {
        let last = len - 1;
        let Some(saltus) = values[last].checked_sub(values[last - p]) else {
            continue;
        };
        // The first heap, scanning down from the end, where the law fails.
        let mut e = last - p + 1;
        while e > 0 && values[e - 1] + saltus == values[e - 1 + p] {
            e -= 1;
        }
        if len - e >= 3 * p && 2 * (len - e) >= len {
            return Some((e as u64, p as u64, saltus));
        }
    }
    None
}

/// The first rule of the family that fits every cell of a two-number game's table.
fn grid_pattern(keyword: &str, rows: &[Vec<Option<u64>>], to: u64) -> Pattern {
    let cells: Vec<(u64, u64, bool)> = rows
        .iter()
        .enumerate()
        .flat_map(|(a, row)| {
            row.iter()
                .enumerate()
                .filter_map(move |(b, cell)| cell.map(|sg| (a as u64, b as u64, sg == 0)))
        })
        .collect();
    let fits = |rule: &Rule| cells.iter().all(|&(a, b, p)| rule.says_p(a, b) == p);
    let mut family = vec![Rule::XorZero, Rule::Equal];
    family.extend((1..=3).map(|t| Rule::Beatty { t }));
    family.push(Rule::GoldenBand);
    for rule in family {
        if fits(&rule) {
            let proved = rule.theorem(keyword).is_some();
            return Pattern::Rule {
                rule,
                proved,
                checked_to: to,
            };
        }
    }
    // A residue class must be seen at least three times in each number, or any small
    // table "fits" a large modulus.
    for m in 2..=MAX_MODULUS.min(to.saturating_add(1) / 3) {
        if let Some(rule) = residue_rule(&cells, m) {
            return Pattern::Rule {
                rule,
                proved: false,
                checked_to: to,
            };
        }
    }
    Pattern::None {
        heap_game: false,
        checked_to: to,
    }
}

/// The residue rule mod `m`, when every residue pair of the table has one outcome.
fn residue_rule(cells: &[(u64, u64, bool)], m: u64) -> Option<Rule> {
    let mut outcome: std::collections::BTreeMap<(u64, u64), bool> = Default::default();
    for &(a, b, p) in cells {
        if *outcome.entry((a % m, b % m)).or_insert(p) != p {
            return None;
        }
    }
    let residues = outcome
        .into_iter()
        .filter(|&(_, p)| p)
        .map(|(r, _)| r)
        .collect();
    Some(Rule::Residues { m, residues })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::Limits;

    fn find_text(component: &str, to: Option<u64>) -> Pattern {
        find(component, to, &mut Engine::new(&Limits::default())).unwrap()
    }

    /// A period found from the table alone must describe the table exactly.
    fn holds(values: &[u64], (e, p, s): (u64, u64, u64)) -> bool {
        (e as usize..values.len() - p as usize).all(|n| values[n + p as usize] == values[n] + s)
    }

    #[test]
    fn the_known_periods_of_the_notation_s_heap_games() {
        // (component, preperiod, period, saltus, proved): the theorems of each module.
        let known: &[(&str, u64, u64, u64, bool)] = &[
            ("nim", 0, 1, 1, true),
            ("bash m=3", 0, 4, 0, true),
            ("subtract {1,3,4}", 0, 7, 0, true),
            ("powers b=2", 0, 3, 0, true),
            ("kayles", 71, 12, 0, true),
            ("dawson", 53, 34, 0, true),
            ("octal 0.137", 52, 34, 0, true),
            ("lasker", 1, 4, 4, true),
        ];
        for &(component, preperiod, period, saltus, proved) in known {
            let found = find_text(component, Some(400));
            let Pattern::Periodic {
                preperiod: e,
                period: p,
                saltus: s,
                proved: by_theorem,
                ..
            } = found
            else {
                panic!("{component}: {found:?}");
            };
            assert_eq!(
                (e, p, s, by_theorem),
                (preperiod, period, saltus, proved),
                "{component}"
            );
        }
    }

    #[test]
    fn found_periods_agree_with_the_table_and_are_the_smallest() {
        for component in [
            "nim",
            "lasker",
            "powers b=3",
            "split f=2",
            "circle",
            "bash m=5",
        ] {
            let values = tables::sequence(component, 300, &Limits::default()).unwrap();
            if let Some(found) = smallest_period(&values) {
                assert!(holds(&values, found), "{component}: {found:?}");
                let last = values.len() - 1;
                for p in 1..found.1 {
                    let Some(s) = values[last].checked_sub(values[last - p as usize]) else {
                        continue;
                    };
                    for e in 0..values.len() as u64 {
                        assert!(
                            values.len() as u64 - e < 3 * p || !holds(&values, (e, p, s)),
                            "{component}: period {p} from {e} is smaller"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn grundy_s_game_has_no_period_in_its_first_thousand_values() {
        assert_eq!(
            find_text("grundy", Some(1000)),
            Pattern::None {
                heap_game: true,
                checked_to: 1000
            }
        );
    }

    #[test]
    fn wythoff_and_euclid_rules_are_found_and_proved() {
        assert_eq!(
            find_text("wythoff", Some(40)),
            Pattern::Rule {
                rule: Rule::Beatty { t: 1 },
                proved: true,
                checked_to: 40
            }
        );
        assert_eq!(
            find_text("euclid", Some(40)),
            Pattern::Rule {
                rule: Rule::GoldenBand,
                proved: true,
                checked_to: 40
            }
        );
    }

    #[test]
    fn each_rule_recognises_its_own_p_positions() {
        // A table planted from each rule is recovered (the family's order decides ties).
        for rule in [
            Rule::XorZero,
            Rule::Beatty { t: 2 },
            Rule::Beatty { t: 3 },
            Rule::Residues {
                m: 5,
                residues: vec![(0, 0), (1, 4), (4, 1)],
            },
        ] {
            let rows: Vec<Vec<Option<u64>>> = (0..50)
                .map(|a| {
                    (0..50)
                        .map(|b| Some(u64::from(!rule.says_p(a, b))))
                        .collect()
                })
                .collect();
            match grid_pattern("planted", &rows, 49) {
                Pattern::Rule { rule: found, .. } => assert_eq!(found, rule),
                other => panic!("{rule:?}: {other:?}"),
            }
        }
    }

    #[test]
    fn beatty_pairs_are_exact_against_brute_force_for_t_up_to_3() {
        // The P-positions of the game "take from one heap, or take k and l from both with
        // |k − l| < t" are (⌊kα_t⌋, ⌊kα_t⌋ + tk) (Fraenkel 1982); here the pairs are built
        // by the mex construction a_k = mex of earlier a's and b's, b_k = a_k + t·k.
        for t in 1..=3u64 {
            let mut used = std::collections::BTreeSet::new();
            for k in 0..2000u64 {
                let a = (0..).find(|x| !used.contains(x)).unwrap();
                let b = a + t * k;
                used.insert(a);
                used.insert(b);
                assert_eq!(floor_k_alpha(k, t), Some(a), "t = {t}, k = {k}");
            }
        }
    }

    #[test]
    fn sentences_exist_in_both_languages() {
        for pattern in [
            find_text("kayles", None),
            find_text("nim", Some(30)),
            find_text("grundy", Some(100)),
            find_text("wythoff", Some(20)),
            find_text("cut", Some(12)),
        ] {
            let en = pattern.describe(Lang::En.words());
            let zh = pattern.describe(Lang::Zh.words());
            assert!(
                !en.is_empty() && en != zh && !en.contains('{'),
                "{en} / {zh}"
            );
        }
    }
}
