//! Stages that wait for each other: each starts, in a thread of its own, as soon as the
//! stages it names in `after` are done, so independent stages (an install and a build,
//! two builds, the tests of two kinds) overlap; a stage after one that failed is skipped.
//! Each stage is timed; [`summary`] prints every stage's seconds and counts.

use std::sync::mpsc;
use std::time::Instant;

use crate::toolchain::set_stage;
use crate::TaskError;

/// Passed and failed counts of one kind of tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub passed: u64,
    pub failed: u64,
}

/// What a stage did: tests it ran (added to the total), or something else, said in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Done {
    Tests(Counts),
    Note(String),
}

/// One stage: its name, the stages it waits for, and what it runs.
pub struct Stage {
    pub name: &'static str,
    pub after: &'static [&'static str],
    pub run: fn() -> Result<Done, TaskError>,
}

/// How a stage ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    Done(Done),
    Failed(String),
    /// Not run: a stage it waits for failed (or was itself skipped).
    Skipped(&'static str),
}

/// A stage's end and its seconds (from its start to its end).
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub name: &'static str,
    pub seconds: f64,
    pub ended: Ended,
}

/// Checks that the names are unique, that every stage waits only for stages of the list,
/// and that no stage waits, through others, for itself.
pub fn check(stages: &[Stage]) -> Result<(), String> {
    for (i, stage) in stages.iter().enumerate() {
        if stages[..i].iter().any(|s| s.name == stage.name) {
            return Err(format!("two stages are named {:?}", stage.name));
        }
        for wanted in stage.after {
            if !stages.iter().any(|s| s.name == *wanted) {
                return Err(format!(
                    "stage {:?} waits for {wanted:?}, which is no stage",
                    stage.name
                ));
            }
        }
    }
    // Kahn's order: whatever is left waits in a circle.
    let mut placed: Vec<&str> = Vec::new();
    while placed.len() < stages.len() {
        let next = stages.iter().find(|s| {
            !placed.contains(&s.name) && s.after.iter().all(|wanted| placed.contains(wanted))
        });
        match next {
            Some(stage) => placed.push(stage.name),
            None => {
                let circle: Vec<&str> = stages
                    .iter()
                    .map(|s| s.name)
                    .filter(|name| !placed.contains(name))
                    .collect();
                return Err(format!("stages wait for each other: {}", circle.join(", ")));
            }
        }
    }
    Ok(())
}

/// Runs the stages (see the module's doc) and returns how each ended, in the list's order.
pub fn run(stages: &[Stage]) -> Result<Vec<Outcome>, TaskError> {
    check(stages).map_err(TaskError)?;
    let mut ended: Vec<Option<Outcome>> = vec![None; stages.len()];
    let mut started = vec![false; stages.len()];
    let index = |name: &str| stages.iter().position(|s| s.name == name).unwrap_or(0);
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        let mut running = 0;
        loop {
            // Skip what waits for a failure, start what is ready; until nothing changes.
            let mut changed = true;
            while changed {
                changed = false;
                for (i, stage) in stages.iter().enumerate() {
                    if started[i] {
                        continue;
                    }
                    let waits = stage.after.iter().map(|name| &ended[index(name)]);
                    let failed = stage.after.iter().copied().find(|name| {
                        ended[index(name)]
                            .as_ref()
                            .is_some_and(|o| !matches!(o.ended, Ended::Done(_)))
                    });
                    if let Some(failed) = failed {
                        started[i] = true;
                        changed = true;
                        println!("\n== {}: skipped ({failed} did not pass) ==", stage.name);
                        ended[i] = Some(Outcome {
                            name: stage.name,
                            seconds: 0.0,
                            ended: Ended::Skipped(failed),
                        });
                    } else if waits.clone().all(|o| o.is_some()) {
                        started[i] = true;
                        changed = true;
                        running += 1;
                        let sender = sender.clone();
                        let (name, work) = (stage.name, stage.run);
                        println!("\n== {name} ==");
                        scope.spawn(move || {
                            set_stage(Some(name));
                            let clock = Instant::now();
                            let result = work();
                            let _ = sender.send((i, clock.elapsed().as_secs_f64(), result));
                        });
                    }
                }
            }
            if running == 0 {
                break;
            }
            let Ok((i, seconds, result)) = receiver.recv() else {
                break;
            };
            running -= 1;
            let name = stages[i].name;
            let ended_as = match result {
                Ok(done) => {
                    println!("\n== {name}: done in {seconds:.0} s ==");
                    Ended::Done(done)
                }
                Err(TaskError(message)) => {
                    println!("\n== {name}: FAILED after {seconds:.0} s: {message} ==");
                    Ended::Failed(message)
                }
            };
            ended[i] = Some(Outcome {
                name,
                seconds,
                ended: ended_as,
            });
        }
    });
    Ok(ended.into_iter().flatten().collect())
}

/// The summary: each stage's seconds and what it did, then the whole run's time and the
/// tests' total as `N passed, N failed` (failed counts a stage that failed or was skipped
/// as one). Returns the total.
pub fn summary(outcomes: &[Outcome], seconds: f64) -> Counts {
    let mut total = Counts::default();
    let width = outcomes.iter().map(|o| o.name.len()).max().unwrap_or(0);
    println!("\n== sglab test summary ({seconds:.0} s) ==");
    for outcome in outcomes {
        let what = match &outcome.ended {
            Ended::Done(Done::Tests(counts)) => {
                total.passed += counts.passed;
                total.failed += counts.failed;
                format!("{} passed, {} failed", counts.passed, counts.failed)
            }
            Ended::Done(Done::Note(note)) => note.clone(),
            Ended::Failed(message) => {
                total.failed += 1;
                format!("FAILED: {message}")
            }
            Ended::Skipped(after) => {
                total.failed += 1;
                format!("skipped: {after} did not pass")
            }
        };
        println!(
            "  {:<width$} {:>6.1} s  {what}",
            outcome.name, outcome.seconds
        );
    }
    println!("{} passed, {} failed", total.passed, total.failed);
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok() -> Result<Done, TaskError> {
        Ok(Done::Tests(Counts {
            passed: 2,
            failed: 0,
        }))
    }

    fn note() -> Result<Done, TaskError> {
        Ok(Done::Note("built".into()))
    }

    fn fails() -> Result<Done, TaskError> {
        Err(TaskError("broken".into()))
    }

    const fn stage(
        name: &'static str,
        after: &'static [&'static str],
        run: fn() -> Result<Done, TaskError>,
    ) -> Stage {
        Stage { name, after, run }
    }

    #[test]
    fn runs_what_is_ready_and_skips_what_waits_for_a_failure() {
        let stages = [
            stage("install", &[], note),
            stage("build", &["install"], fails),
            stage("unit", &["install"], ok),
            stage("browser", &["build", "unit"], ok),
            stage("after browser", &["browser"], ok),
        ];
        let outcomes = run(&stages).expect("a valid list");
        let ended: Vec<(&str, Ended)> =
            outcomes.iter().map(|o| (o.name, o.ended.clone())).collect();
        assert_eq!(
            ended,
            [
                ("install", Ended::Done(Done::Note("built".into()))),
                ("build", Ended::Failed("broken".into())),
                (
                    "unit",
                    Ended::Done(Done::Tests(Counts {
                        passed: 2,
                        failed: 0
                    }))
                ),
                ("browser", Ended::Skipped("build")),
                ("after browser", Ended::Skipped("browser")),
            ]
        );
        assert_eq!(
            summary(&outcomes, 1.0),
            Counts {
                passed: 2,
                failed: 3
            }
        );
    }

    #[test]
    fn a_bad_list_is_refused() {
        let unknown = [stage("a", &["b"], ok)];
        assert!(check(&unknown).unwrap_err().contains("no stage"));
        let twice = [stage("a", &[], ok), stage("a", &[], ok)];
        assert!(check(&twice).unwrap_err().contains("two stages"));
        let circle = [
            stage("a", &["c"], ok),
            stage("b", &[], ok),
            stage("c", &["a"], ok),
        ];
        assert_eq!(
            check(&circle).unwrap_err(),
            "stages wait for each other: a, c"
        );
        assert!(run(&circle).is_err());
    }
}
