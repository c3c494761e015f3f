//! A local judge for a user's own solution: it runs the program on the
//! golden files, on every small position (answers from the brute-force
//! searches in [`crate::problems`]), on the statement's edges and traps and
//! on seeded random cases (answers from our proven solution), and reduces a
//! failure to the smallest failing input it can find.

pub mod process;

use std::fs;
use std::time::{Duration, Instant};

use crate::cases::{size_of, Cases};
use crate::problems::Problem;
use crate::solution::{golden_inputs, workspace_root};
use process::{run, Ending, Program};

pub struct Options {
    /// Per run of the program, as a judge limits each test file.
    pub time_limit: Duration,
    /// Also cases beyond the statement's limits that our solutions answer.
    pub beyond: bool,
    /// Progress lines on stderr.
    pub progress: bool,
}

/// A judge's one-second limits are for files smaller than our packed ones.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(2);

/// The stages, in the order they run.
pub const STAGES: [&str; 4] = [
    "golden files",
    "small positions",
    "edges and traps",
    "random",
];

/// What went wrong, as a judge would call it.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    WrongAnswer,
    /// The right words, other spaces or line breaks.
    PresentationError,
    RuntimeError(String),
    TimeLimitExceeded,
}

impl Verdict {
    fn of(ending: &Ending, expected: &[u8], actual: &[u8]) -> Option<Verdict> {
        match ending {
            Ending::Clean if expected == actual => None,
            Ending::Clean if words(expected) == words(actual) => Some(Verdict::PresentationError),
            Ending::Clean => Some(Verdict::WrongAnswer),
            Ending::Exited(code) => Some(Verdict::RuntimeError(format!("exit status {}", code))),
            Ending::Crashed(signal) => Some(Verdict::RuntimeError(format!("killed by {}", signal))),
            Ending::TimedOut => Some(Verdict::TimeLimitExceeded),
        }
    }

    pub fn shown(&self, limit: Duration) -> String {
        match self {
            Verdict::WrongAnswer => "wrong answer".to_string(),
            Verdict::PresentationError => {
                "presentation error (right words, other whitespace)".to_string()
            }
            Verdict::RuntimeError(how) => format!("runtime error ({})", how),
            Verdict::TimeLimitExceeded => {
                format!("time limit exceeded (over {:.1} s)", limit.as_secs_f64())
            }
        }
    }
}

/// The words of each line, trailing empty lines dropped.
fn words(text: &[u8]) -> Vec<Vec<&[u8]>> {
    let mut lines: Vec<Vec<&[u8]>> = text
        .split(|&c| c == b'\n')
        .map(|line| {
            line.split(|c| c.is_ascii_whitespace())
                .filter(|w| !w.is_empty())
                .collect()
        })
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// The smallest failing input found in a stage.
pub struct Failure {
    pub verdict: Verdict,
    /// The set of cases it was found in (its title).
    pub set: String,
    /// Which case of the set.
    pub place: String,
    /// The input, ready to paste: the count line or terminator included.
    pub input: String,
    pub expected: String,
    pub received: Vec<u8>,
    pub stderr: Vec<u8>,
    /// Why a single case was not enough, when it was not.
    pub note: Option<String>,
}

pub struct StageReport {
    pub name: &'static str,
    pub cases: usize,
    pub passed: usize,
    pub failed: usize,
    pub elapsed: Duration,
    pub failure: Option<Failure>,
}

/// What the check found.
pub struct Report {
    pub stages: Vec<StageReport>,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.stages.iter().all(|s| s.failed == 0)
    }

    /// The failure to show: the smallest of the stages' smallest failing
    /// inputs (by the count of numbers, then their sum), the earlier stage
    /// on a tie.
    pub fn shown_failure(&self) -> Option<(&'static str, &Failure)> {
        self.stages
            .iter()
            .filter_map(|s| s.failure.as_ref().map(|f| (s.name, f)))
            .min_by_key(|(_, f)| {
                let (count, sum, _) = size_of(&f.input);
                (count, sum)
            })
    }

    /// One line per stage.
    pub fn table(&self) -> String {
        let mut out = String::new();
        for stage in &self.stages {
            out.push_str(&format!(
                "{:<16} {:>7} cases {:>7} passed {:>7} failed {:>7.2} s\n",
                stage.name,
                stage.cases,
                stage.passed,
                stage.failed,
                stage.elapsed.as_secs_f64()
            ));
        }
        out
    }
}

/// Runs every stage of `problem`'s check on `program`, the answers beyond
/// the small positions from `reference`. An error is the check's own
/// failure (a program that cannot start, a reference that fails).
pub fn check(
    problem: &Problem,
    program: &Program,
    reference: &Program,
    options: &Options,
) -> Result<Report, String> {
    let judge = Judge {
        problem,
        program,
        reference,
        options,
    };
    let mut stages = Vec::new();
    let stage_inputs = |stage: &str| -> Result<Vec<Cases>, String> {
        match stage {
            "golden files" => Ok(golden(problem, options.beyond)),
            "small positions" => Ok(scoped(problem.small_cases().to_vec(), options.beyond)),
            "edges and traps" => answered(
                problem,
                reference,
                scoped((problem.edges)(), options.beyond),
            ),
            _ => answered(
                problem,
                reference,
                scoped(problem.random(options.beyond)?, options.beyond),
            ),
        }
    };
    for name in STAGES {
        let inputs = stage_inputs(name)?;
        let count: usize = inputs.iter().map(Cases::len).sum();
        if options.progress {
            eprintln!(
                "check {}: {} ({} cases, {} runs)",
                problem.id,
                name,
                count,
                inputs.len()
            );
        }
        let start = Instant::now();
        let mut report = StageReport {
            name,
            cases: count,
            passed: 0,
            failed: 0,
            elapsed: Duration::ZERO,
            failure: None,
        };
        for cases in &inputs {
            let outcome = judge.cases(cases, name != STAGES[0])?;
            report.passed += outcome.passed;
            report.failed += cases.len() - outcome.passed;
            if report.failure.is_none() {
                report.failure = outcome.failure.map(|mut f| {
                    f.set = cases.title().to_string();
                    f
                });
            }
        }
        report.elapsed = start.elapsed();
        stages.push(report);
    }
    Ok(Report { stages })
}

/// The golden files, each one case of its own; those named `beyond-*`
/// hold input outside the statement.
fn golden(problem: &Problem, beyond: bool) -> Vec<Cases> {
    let folder = workspace_root().join("tests").join(problem.id);
    golden_inputs(&folder)
        .into_iter()
        .filter(|path| {
            beyond
                || !path
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("beyond-"))
        })
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let mut cases = Cases::new(format!("tests/{}/{}", problem.id, name));
            let read = |p: &std::path::Path| {
                String::from_utf8_lossy(&fs::read(p).unwrap_or_default()).into_owned()
            };
            cases.push(read(&path), read(&path.with_extension("out")));
            cases
        })
        .collect()
}

/// The cases a judge sends (or all, with `beyond`), smallest first; sets
/// left empty are dropped.
fn scoped(sets: Vec<Cases>, beyond: bool) -> Vec<Cases> {
    sets.into_iter()
        .map(|c| if beyond { c } else { c.within_statement() })
        .filter(|c| !c.is_empty())
        .map(|c| c.smallest_first())
        .collect()
}

/// The cases (sorted by `scoped`) with our solution's answers.
fn answered(
    problem: &Problem,
    reference: &Program,
    sets: Vec<Cases>,
) -> Result<Vec<Cases>, String> {
    sets.into_iter()
        .map(|cases| {
            let ran = run(
                reference,
                cases.whole_input().as_bytes(),
                Duration::from_secs(600),
            )
            .map_err(|e| format!("cannot run {}: {}", reference.shown(), e))?;
            if ran.ending != Ending::Clean {
                return Err(format!(
                    "{}: our solution {} ended with {:?} on {}: {}",
                    problem.id,
                    reference.shown(),
                    ran.ending,
                    cases.title(),
                    String::from_utf8_lossy(&ran.stderr)
                ));
            }
            let answers =
                problem.split_answers(&String::from_utf8_lossy(&ran.stdout), cases.inputs());
            if answers.len() != cases.len() {
                return Err(format!(
                    "{}: our solution gave {} answers to the {} cases of {}",
                    problem.id,
                    answers.len(),
                    cases.len(),
                    cases.title()
                ));
            }
            Ok(cases.with_expected(answers))
        })
        .collect()
}

/// How many of the smallest cases a failing case is tried after, alone.
const PAIRED: usize = 63;

struct Judge<'a> {
    problem: &'a Problem,
    program: &'a Program,
    reference: &'a Program,
    options: &'a Options,
}

struct Outcome {
    passed: usize,
    failure: Option<Failure>,
}

impl Judge<'_> {
    fn limit(&self) -> Duration {
        self.options.time_limit
    }

    /// Runs `cases` as one input: the verdict (None: accepted) and the run.
    fn verdict(&self, cases: &Cases) -> Result<(Option<Verdict>, process::Run), String> {
        let ran = run(self.program, cases.whole_input().as_bytes(), self.limit())
            .map_err(|e| format!("cannot run {}: {}", self.program.shown(), e))?;
        let verdict = Verdict::of(&ran.ending, cases.whole_output().as_bytes(), &ran.stdout);
        Ok((verdict, ran))
    }

    fn cases(&self, cases: &Cases, shrink: bool) -> Result<Outcome, String> {
        let (verdict, ran) = self.verdict(cases)?;
        if verdict.is_none() {
            return Ok(Outcome {
                passed: cases.len(),
                failure: None,
            });
        }
        // The first failing case: read off a clean output, else the
        // shortest failing prefix, found by halving.
        let clean = ran.ending == Ending::Clean;
        let first = if clean {
            cases.first_failing_case(&ran.stdout)
        } else {
            None
        };
        let first = match first {
            Some(i) => i,
            // Every case right, then more: any case shows it, the smallest best.
            None if clean => 0,
            None => {
                let (mut lo, mut hi) = (1, cases.len());
                while lo < hi {
                    let mid = lo + (hi - lo) / 2;
                    let prefix: Vec<usize> = (0..mid).collect();
                    if self.verdict(&cases.subset(&prefix))?.0.is_some() {
                        hi = mid;
                    } else {
                        lo = mid + 1;
                    }
                }
                lo - 1
            }
        };
        let passed = match cases.failing_cases(&ran.stdout) {
            Some(failing) if clean && !failing.is_empty() => cases.len() - failing.len(),
            _ => first,
        };
        let failure = self.smallest(cases, first, shrink)?;
        Ok(Outcome {
            passed,
            failure: Some(failure),
        })
    }

    /// The failing case alone if it fails alone, else with the first case or
    /// the one before it, else every case up to it.
    fn smallest(&self, cases: &Cases, first: usize, shrink: bool) -> Result<Failure, String> {
        // A case that fails alone and holds smaller cases: the smallest of
        // those that fails, if one does.
        let parts = (self.problem.shrink)(&cases.inputs()[first]);
        if shrink && parts.len() > 1 {
            let mut smaller =
                self.problem
                    .cases(format!("{}, case {} in parts", cases.title(), first + 1));
            parts.into_iter().for_each(|part| smaller.push(part, ""));
            let smaller =
                answered(self.problem, self.reference, scoped(vec![smaller], true))?.remove(0);
            let alone = cases.subset(&[first]);
            if self.verdict(&alone)?.0.is_some() {
                if let Some(mut failure) = self.cases(&smaller, false)?.failure {
                    failure.place = format!("case {} of {}, a part of it", first + 1, cases.len());
                    return Ok(failure);
                }
            }
        }
        // Alone; else, for a program that keeps state from case to case,
        // after one small case (or itself) from the smallest pair up; else
        // after every case before it.
        let mut pairs: Vec<Vec<usize>> = (0..=first.min(PAIRED))
            .flat_map(|j| [vec![j, j], vec![j, first]])
            .collect();
        pairs.sort_by_cached_key(|pair| {
            let (count, sum, _) = size_of(&cases.subset(pair).whole_input());
            (count, sum)
        });
        pairs.dedup();
        let mut tries: Vec<Vec<usize>> = vec![vec![first]];
        tries.extend(pairs);
        tries.push((0..=first).collect());
        for (attempt, keep) in tries.iter().enumerate() {
            let subset = cases.subset(keep);
            let (verdict, ran) = self.verdict(&subset)?;
            let verdict = match verdict {
                Some(v) => v,
                None if attempt + 1 < tries.len() => continue,
                // Passes even as the prefix it failed in: flaky.
                None => Verdict::WrongAnswer,
            };
            let note = if keep.len() > 1 {
                Some(format!(
                    "case {} of the set passes alone and fails after {}: does the program keep state from one case to the next?",
                    first + 1,
                    if keep.len() == 2 { "another case" } else { "the cases before it" }
                ))
            } else {
                None
            };
            return Ok(Failure {
                verdict,
                set: String::new(),
                place: format!("case {} of {}", first + 1, cases.len()),
                input: subset.whole_input(),
                expected: subset.whole_output(),
                received: ran.stdout,
                stderr: ran.stderr,
                note,
            });
        }
        unreachable!("the last try is returned")
    }
}
