//! Named reference computations for the benchmarks: the same calls natively (the
//! `workloads` example, run by `cargo xtask bench`) and in the browser (the wasm
//! `runWorkload`, run by `web/bench.html`), so that every figure has its twin on the other
//! side and the two can be divided. Each run ends in an [`Outcome`] whose checksum the
//! plain JavaScript versions of `web/js/bench/plain.js` reproduce, so a ratio is only
//! printed between computations that agree.

use crate::engine::Engine;
use crate::tables::{self, TableError};

/// What a workload computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// The values of heaps `0..=to` of a heap game (`sglab sequence COMPONENT --to TO`).
    Sequence {
        /// The game's row without heaps, e.g. `kayles`.
        component: &'static str,
        /// The last heap.
        to: u64,
    },
    /// The values of the `side` × `side` grid of a two-number game (`sglab grid`).
    Grid {
        /// `wythoff`, `euclid` or `cut`.
        component: &'static str,
        /// The grid's side.
        side: u64,
    },
    /// The table of an octal game (`code`, e.g. `0.16`) or of Grundy's game (`grundy`) grown
    /// to `len` heaps without the periodicity test: the same work as a solver that does
    /// not stop at a proved period, for comparisons with one.
    SplitTable {
        /// An octal code, or `grundy`.
        code: &'static str,
        /// Heaps `0..len`.
        len: u64,
    },
    /// The period of a heap game, proved as the table grows (`sglab period`).
    Period {
        /// The game's row without heaps, e.g. `octal 0.354`.
        component: &'static str,
    },
}

/// One named workload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Workload {
    /// The name the bench page, the example and `cargo xtask bench` use.
    pub name: &'static str,
    /// What it computes.
    pub task: Task,
    /// The work budget it runs with (large: these are record computations).
    pub max_work: u64,
    /// Whether a plain JavaScript version exists (`web/js/bench/plain.js`): only where the
    /// plain method finishes in seconds.
    pub plain_js: bool,
    /// How many times each side (native, wasm, plain JavaScript) runs it in one process or
    /// worker. The figure is the fastest run; the first is reported beside it, since in a
    /// browser it includes compiling the code (V8 runs wasm first from its baseline
    /// compiler, then from optimised code compiled in the background): tens of
    /// milliseconds, most of a workload that takes milliseconds.
    pub runs: u32,
}

/// Runs of the workloads that take milliseconds (see [`Workload::runs`]).
const SHORT_RUNS: u32 = 5;

/// Runs of the workloads that take seconds: the fastest of three, since single runs on the
/// benchmark machines swing by a third (docs/PERFORMANCE.md).
const SECONDS_RUNS: u32 = 3;

const RECORD_WORK: u64 = 1 << 44;

const fn sequence(
    name: &'static str,
    component: &'static str,
    to: u64,
    plain_js: bool,
    runs: u32,
) -> Workload {
    Workload {
        name,
        task: Task::Sequence { component, to },
        max_work: RECORD_WORK,
        plain_js,
        runs,
    }
}

/// Every workload, smallest first.
pub const WORKLOADS: &[Workload] = &[
    sequence("kayles-2^15", "kayles", (1 << 15) - 1, true, SHORT_RUNS),
    sequence(
        "octal-0.16-2^15",
        "octal 0.16",
        (1 << 15) - 1,
        true,
        SHORT_RUNS,
    ),
    sequence("grundy-2^14", "grundy", (1 << 14) - 1, true, SHORT_RUNS),
    sequence(
        "subtract-1000-10^6",
        "subtract {1..1000}",
        1_000_000,
        true,
        SHORT_RUNS,
    ),
    Workload {
        name: "wythoff-grid-1024",
        task: Task::Grid {
            component: "wythoff",
            side: 1024,
        },
        max_work: RECORD_WORK,
        plain_js: true,
        runs: SHORT_RUNS,
    },
    sequence("kayles-10^7", "kayles", 10_000_000, false, SHORT_RUNS),
    sequence(
        "octal-0.16-2^20",
        "octal 0.16",
        (1 << 20) - 1,
        false,
        SECONDS_RUNS,
    ),
    sequence("grundy-2^20", "grundy", (1 << 20) - 1, false, SECONDS_RUNS),
    Workload {
        name: "wythoff-grid-8192",
        task: Task::Grid {
            component: "wythoff",
            side: 8192,
        },
        max_work: RECORD_WORK,
        plain_js: false,
        runs: SECONDS_RUNS,
    },
    sequence(
        "subtract-1000-10^8",
        "subtract {1..1000}",
        100_000_000,
        false,
        1,
    ),
    Workload {
        name: "period-0.354",
        task: Task::Period {
            component: "octal 0.354",
        },
        max_work: RECORD_WORK,
        plain_js: false,
        runs: 1,
    },
    sequence("grundy-2^24", "grundy", (1 << 24) - 1, false, 1),
    split("table-0.16-2^24", "0.16", 1 << 24, SECONDS_RUNS),
    split("table-0.56-2^24", "0.56", 1 << 24, SECONDS_RUNS),
    split("table-0.1777-2^24", "0.1777", 1 << 24, SECONDS_RUNS),
];

const fn split(name: &'static str, code: &'static str, len: u64, runs: u32) -> Workload {
    Workload {
        name,
        task: Task::SplitTable { code, len },
        max_work: RECORD_WORK,
        plain_js: false,
        runs,
    }
}

/// The workload called `name`.
pub fn find(name: &str) -> Option<&'static Workload> {
    WORKLOADS.iter().find(|workload| workload.name == name)
}

/// What a workload found: enough to tell that two runs computed the same values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// Values computed (heaps, or cells of a grid).
    pub count: u64,
    /// `c = 31 c + v (mod 2^32)` over the values in order (a grid row by row, a period
    /// report over `preperiod, period, checked_to`): the fold `plain.js` computes.
    pub checksum: u32,
    /// The largest value.
    pub max: u64,
    /// The proved `(preperiod, period)` of a period workload.
    pub period: Option<(u64, u64)>,
}

impl Outcome {
    fn add(&mut self, value: u64) {
        self.count += 1;
        // The fold is defined modulo 2^32: the low 32 bits of the value are what counts.
        self.checksum = self.checksum.wrapping_mul(31).wrapping_add(value as u32);
        self.max = self.max.max(value);
    }
}

/// Runs `workload` with `engine` (whose budget carries progress and cancellation).
pub fn run(workload: &Workload, engine: &mut Engine) -> Result<Outcome, TableError> {
    let mut outcome = Outcome::default();
    match workload.task {
        Task::Sequence { component, to } => {
            for value in tables::heap_values_with(component, to, engine)?.iter() {
                outcome.add(value);
            }
        }
        Task::Grid { component, side } => {
            let grid = tables::grid_with(component, side, engine)?;
            for a in 0..grid.side() {
                for b in 0..grid.side() {
                    outcome.add(grid.get(a, b).unwrap_or(0));
                }
            }
        }
        Task::SplitTable { code, len } => {
            use crate::games::octal::{OctalCode, SplitTable, TableMethod};
            let mut table = match code {
                "grundy" => SplitTable::grundy(TableMethod::Auto),
                code => {
                    let code = OctalCode::parse(code).map_err(|_| TableError::NotAHeapGame {
                        component: code.to_string(),
                    })?;
                    SplitTable::octal(&code, TableMethod::Auto, false)
                }
            };
            table.grow_to(len, &mut engine.budget)?;
            for n in 0..len {
                outcome.add(table.value(n).unwrap_or(0));
            }
        }
        Task::Period { component } => {
            let report = tables::period_within(component, None, engine)?;
            let period = report.period.map(|p| (p.preperiod, p.period));
            let (preperiod, length) = period.unwrap_or((0, 0));
            for value in [preperiod, length, report.checked_to] {
                outcome.add(value);
            }
            outcome.period = period;
        }
    }
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Limits;

    #[test]
    fn names_are_unique() {
        for (i, workload) in WORKLOADS.iter().enumerate() {
            assert_eq!(
                find(workload.name),
                Some(&WORKLOADS[i]),
                "{}",
                workload.name
            );
        }
    }

    #[test]
    fn checksum_is_the_documented_fold() {
        // Bash m=3 (巴什博弈, LeetCode 292): 0 1 2 3 0 1 2 3 0.
        let mut outcome = Outcome::default();
        for value in tables::sequence("bash m=3", 8, &Limits::default()).unwrap() {
            outcome.add(value);
        }
        let mut expected: u32 = 0;
        for v in [0u32, 1, 2, 3, 0, 1, 2, 3, 0] {
            expected = expected.wrapping_mul(31).wrapping_add(v);
        }
        assert_eq!(
            (outcome.count, outcome.checksum, outcome.max),
            (9, expected, 3)
        );
    }

    #[test]
    fn run_folds_the_values_the_brute_force_engine_finds() {
        let small = [
            sequence("kayles-100", "kayles", 100, true, 1),
            sequence("grundy-120", "grundy", 120, true, 1),
            Workload {
                name: "wythoff-grid-12",
                task: Task::Grid {
                    component: "wythoff",
                    side: 12,
                },
                max_work: 1 << 32,
                plain_js: true,
                runs: 1,
            },
        ];
        let limits = Limits {
            max_work: 1 << 32,
            ..Limits::default()
        };
        for workload in small {
            let mut expected = Outcome::default();
            let mut brute = Engine::brute_force(&limits);
            match workload.task {
                Task::Sequence { component, to } => {
                    for heap in 0..=to {
                        let game = crate::parse(&format!("{component} {heap}")).unwrap();
                        expected.add(brute.sg_of_sum(&game.atoms).unwrap());
                    }
                }
                Task::Grid { component, side } => {
                    for a in 0..side {
                        for b in 0..side {
                            let game = crate::parse(&format!("{component} {a} {b}")).unwrap();
                            expected.add(brute.sg_of_sum(&game.atoms).unwrap());
                        }
                    }
                }
                Task::Period { .. } | Task::SplitTable { .. } => unreachable!(),
            }
            let found = run(&workload, &mut Engine::new(&limits)).unwrap();
            assert_eq!(found, expected, "{}", workload.name);
        }
    }

    #[test]
    fn a_split_table_workload_equals_the_sequence() {
        let limits = Limits::default();
        for (code, component) in [("0.16", "octal 0.16"), ("grundy", "grundy")] {
            let workload = split("split", code, 3000, 1);
            let found = run(&workload, &mut Engine::new(&limits)).unwrap();
            let mut expected = Outcome::default();
            for value in tables::sequence(component, 2999, &limits).unwrap() {
                expected.add(value);
            }
            assert_eq!(found, expected, "{code}");
        }
    }

    #[test]
    fn a_period_workload_reports_the_proved_period() {
        let workload = Workload {
            name: "period-kayles",
            task: Task::Period {
                component: "kayles",
            },
            max_work: 1 << 32,
            plain_js: false,
            runs: 1,
        };
        let found = run(&workload, &mut Engine::new(&Limits::default())).unwrap();
        // Kayles: period 12 from heap 71 (Guy and Smith 1956; Winning Ways ch. 4).
        assert_eq!(found.period, Some((71, 12)));
        assert_eq!(found.count, 3);
    }
}
