//! A local judge for a user's own solution: it runs the program on the
//! golden files, on every small position (answers from the brute-force
//! searches in [`crate::problems`]), on the statement's edges and traps and
//! on seeded random cases (answers from our proven solution), and reduces a
//! failure to the smallest failing input it can find.
//!
//! Time is judged as a judge does, on inputs of a judge file's size: the
//! stages pack many cases into one run, and a run of several judge files'
//! worth of cases gets the limits of that many files added up. A run over
//! its limit is split into judge-sized parts, each run with the plain
//! limit; only a part over the limit twice is a time limit exceeded.

pub mod compare;
pub mod process;
mod report;
pub mod scales;

pub use report::{shape_of, Failure, Report, StageReport};

use std::cell::RefCell;
use std::fs;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::cases::{size_of, Cases, Scope};
use crate::problems::{Problem, JUDGE_CASES};
use crate::workspace::{golden_inputs, workspace_root};
use compare::{accepted_note, compare, judge_of, Comparison, JudgeRule, Rule};
use process::{run, Ending, Program};

pub struct Options {
    /// Per judge-sized input, as a judge limits each test file.
    pub time_limit: Duration,
    /// Also cases beyond the statement's limits that our solutions answer.
    pub beyond: bool,
    /// Count the failures of the doubtful stage (else they only warn).
    pub strict: bool,
    /// Progress lines on stderr.
    pub progress: bool,
}

/// A judge's one-second limits, with room for a loaded machine.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(2);

/// How many judge-sized parts one run holds at first (with their limits
/// added up): fewer processes to start, and a slow program found within a
/// few limits.
const PARTS_PER_RUN: usize = 5;

/// The most parts a run grows to while the program answers each run within
/// a tenth of its limit: a fast program pays its start-up a few times, not
/// once per five files (a million cases are 2,000 runs of five files).
const MOST_PARTS_PER_RUN: usize = 1024;

/// How long our own solution may take to answer a stage's cases.
const REFERENCE_LIMIT: Duration = Duration::from_secs(600);

/// The stages, in the order they run; the doubtful one only for a problem
/// with a `doubt`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    GoldenFiles,
    SmallPositions,
    EdgesAndTraps,
    Random,
    Doubtful,
}

impl Stage {
    pub fn name(self) -> &'static str {
        match self {
            Stage::GoldenFiles => "golden files",
            Stage::SmallPositions => "small positions",
            Stage::EdgesAndTraps => "edges and traps",
            Stage::Random => "random",
            Stage::Doubtful => "doubtful",
        }
    }
}

impl std::fmt::Display for Stage {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.pad(self.name())
    }
}

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
    /// The verdict of a run by the judge's `rule` (None: accepted), and
    /// whether its output was accepted though its bytes differ.
    fn of(ending: &Ending, expected: &[u8], actual: &[u8], rule: Rule) -> (Option<Verdict>, bool) {
        let verdict = match ending {
            Ending::Clean => match compare(rule, expected, actual) {
                Comparison::Same => None,
                Comparison::Accepted => return (None, true),
                Comparison::PresentationError => Some(Verdict::PresentationError),
                Comparison::WrongAnswer => Some(Verdict::WrongAnswer),
            },
            Ending::Exited(code) => Some(Verdict::RuntimeError(format!("exit status {}", code))),
            Ending::Crashed(signal) => Some(Verdict::RuntimeError(format!("killed by {}", signal))),
            Ending::TimedOut => Some(Verdict::TimeLimitExceeded),
        };
        (verdict, false)
    }

    pub fn shown(&self, limit: Duration) -> String {
        match self {
            Verdict::WrongAnswer => "wrong answer".to_string(),
            Verdict::PresentationError => {
                "presentation error (right words, other whitespace)".to_string()
            }
            Verdict::RuntimeError(how) => format!("runtime error ({})", how),
            Verdict::TimeLimitExceeded => {
                format!("time limit exceeded (over {:.1} s, twice)", limit.as_secs_f64())
            }
        }
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
        program,
        problem,
        reference,
        options,
        judge_cases: problem.judge_cases(),
        rule: judge_of(problem.id),
        accepted_note: RefCell::new(None),
    };
    let doubt = problem.doubt();
    let mut stages = Vec::new();
    // After a time limit exceeded, as on a judge, nothing more runs.
    let mut stopped = false;
    for (stage, inputs) in stage_inputs(problem, reference, options.beyond)? {
        let count: usize = inputs.iter().map(Cases::len).sum();
        let mut report = StageReport::new(stage, count);
        report.warns_only = stage == Stage::Doubtful && !options.strict;
        report.doubt = if stage == Stage::Doubtful { doubt.clone() } else { None };
        if stopped {
            report.not_run = count;
            stages.push(report);
            continue;
        }
        if options.progress {
            eprintln!("check {}: {} ({} cases in {} sets)", problem.id, stage, count, inputs.len());
        }
        let start = Instant::now();
        // Golden files run whole, and are shown as they are.
        let whole = stage == Stage::GoldenFiles;
        'sets: for cases in &inputs {
            let mut parts_per_run = PARTS_PER_RUN;
            let mut offset = 0;
            while offset < cases.len() {
                // Where the statement bounds the cases of a file, a run
                // holds no more: a judge's file never does.
                let step = match (whole, cases.is_single()) {
                    (true, _) => cases.len(),
                    (false, true) => 1,
                    (false, false) if problem.cases_bounded() => judge.judge_cases,
                    (false, false) => judge.judge_cases * parts_per_run,
                };
                let mut end = cases.len().min(offset + step);
                // Cases a judge may send, packed, may still make a file no
                // judge sends (a bound on the sum of the sizes): halved
                // until the file is valid too.
                if cases.scopes().iter().all(|&s| s == Scope::Inside) {
                    while end - offset > 1
                        && !problem.validity(&cases.range(offset, end).whole_input()).is_valid()
                    {
                        end = offset + (end - offset) / 2;
                    }
                }
                let run = Pack { cases: cases.range(offset, end), offset, total: cases.len() };
                offset = end;
                let began = Instant::now();
                // Only the stage's first failure is narrowed down.
                let outcome = judge.pack(&run, !whole, report.failure.is_none())?;
                let quick = outcome.passed == run.cases.len()
                    && began.elapsed() * 10 < judge.limit_for(run.cases.len());
                parts_per_run = match quick {
                    true => (parts_per_run * 2).min(MOST_PARTS_PER_RUN),
                    false => PARTS_PER_RUN,
                };
                report.passed += outcome.passed;
                report.failed += run.cases.len() - outcome.passed;
                report.warnings.extend(outcome.warnings);
                if outcome.passed < run.cases.len() && whole {
                    report.failed_files.push(cases.title().to_string());
                }
                if let (Some(mut failure), None) = (outcome.failure, &report.failure) {
                    failure.set = cases.title().to_string();
                    report.failure = Some(failure);
                }
                if outcome.timed_out {
                    stopped = true;
                    report.not_run = count - report.passed - report.failed;
                    break 'sets;
                }
            }
        }
        report.elapsed = start.elapsed();
        stages.push(report);
    }
    let mut notes = vec![
        match judge.rule.judge {
            "no judge" => format!(
                "compared leniently, as no judge hosts the problem: {}",
                judge_rule_shown(Rule::Words)
            ),
            name => format!("compared as {} does: {}", name, judge_rule_shown(judge.rule.rule)),
        },
        time_basis(problem, options.time_limit),
    ];
    notes.extend(judge.accepted_note.into_inner());
    Ok(Report { stages, time_limit: options.time_limit, notes })
}

/// A judge's rule in a few words.
fn judge_rule_shown(rule: Rule) -> &'static str {
    match rule {
        Rule::PresentationError => {
            "whitespace at a line's end and blank lines at the end ignored, other whitespace differences a presentation error"
        }
        Rule::Lines => {
            "line by line, whitespace at a line's end and blank lines at the end ignored, any other difference a wrong answer"
        }
        Rule::Words => "the words in order, whitespace of any kind ignored",
        Rule::Unknown => "its rule is not known: the words in order (the lenient reading), a note where the bytes differ",
    }
}

/// Which inputs the time verdict rests on.
fn time_basis(problem: &Problem, limit: Duration) -> String {
    let seconds = limit.as_secs_f64();
    if matches!(problem.layout, crate::problems::Layout::Single) {
        format!("time: {:.1} s for each input, one test as a judge's file holds", seconds)
    } else if problem.cases_bounded() {
        format!(
            "time: {:.1} s for an input of at most {} cases, the statement's count of cases in a file",
            seconds,
            problem.judge_cases()
        )
    } else {
        format!(
            "time: the statement bounds no count of cases in a file, so a time limit exceeded rests on one case run alone ({:.1} s, over it twice); inputs of many cases get {:.1} s per {} cases, and one over that only warns",
            seconds, seconds, JUDGE_CASES
        )
    }
}

/// Each stage's inputs with their answers (the small positions' from the
/// searches, the edges' and random cases' from `reference`): what the check
/// runs. The doubtful stage only for a problem with a `doubt`.
pub fn stage_inputs(
    problem: &Problem,
    reference: &Program,
    beyond: bool,
) -> Result<Vec<(Stage, Vec<Cases>)>, String> {
    let small = problem.vetted(problem.small_cases().to_vec());
    let edges = problem.vetted(answered(problem, reference, (problem.edges)())?);
    let random = problem.vetted(answered(problem, reference, problem.random(beyond)?)?);
    let golden = problem.vetted(golden(problem));
    let doubtful = problem
        .doubt()
        .map(|_| of_scope([&golden[..], &small[..], &edges, &random].concat(), Scope::Doubtful));
    let mut stages = vec![
        (Stage::GoldenFiles, scoped(golden, beyond)),
        (Stage::SmallPositions, scoped(small, beyond)),
        (Stage::EdgesAndTraps, scoped(edges, beyond)),
        (Stage::Random, scoped(random, beyond)),
    ];
    stages.extend(doubtful.map(|inputs| (Stage::Doubtful, inputs)));
    Ok(stages)
}

/// The golden files, each one case of its own: `tests/<id>/` holds the
/// statement's, `tests/<id>/beyond/` inputs outside it (marked beyond),
/// `tests/<id>/doubtful/` inputs the problem's `doubt` names (marked doubtful).
pub fn golden(problem: &Problem) -> Vec<Cases> {
    if problem.interactive().is_some() {
        // Its sample is a transcript of both sides, played by its judge instead.
        return Vec::new();
    }
    let folder = workspace_root().join("tests").join(problem.id);
    let mut paths: Vec<(PathBuf, Scope)> =
        golden_inputs(&folder).into_iter().map(|p| (p, Scope::Inside)).collect();
    for (other, scope) in [("beyond", Scope::Beyond), ("doubtful", Scope::Doubtful)] {
        if folder.join(other).is_dir() {
            paths.extend(golden_inputs(&folder.join(other)).into_iter().map(|p| (p, scope)));
        }
    }
    let root = workspace_root();
    paths
        .into_iter()
        .map(|(path, scope)| {
            let name = path.strip_prefix(&root).unwrap_or(&path).display();
            let mut cases = Cases::new(name.to_string());
            let read = |p: &std::path::Path| {
                String::from_utf8_lossy(&fs::read(p).unwrap_or_default()).into_owned()
            };
            cases.push_scoped(scope, read(&path), read(&path.with_extension("out")));
            cases
        })
        .collect()
}

/// The cases a judge sends (or beyond them too, with `beyond`), smallest
/// first; the doubtful ones are left to their own stage, empty sets dropped.
fn scoped(sets: Vec<Cases>, beyond: bool) -> Vec<Cases> {
    let mut kept = of_scope(sets.clone(), Scope::Inside);
    if beyond {
        kept.extend(of_scope(sets, Scope::Beyond));
    }
    kept
}

fn of_scope(sets: Vec<Cases>, scope: Scope) -> Vec<Cases> {
    sets.into_iter()
        .map(|c| c.of_scope(scope))
        .filter(|c| !c.is_empty())
        .map(|c| c.smallest_first())
        .collect()
}

/// The cases with our solution's answers.
fn answered(
    problem: &Problem,
    reference: &Program,
    sets: Vec<Cases>,
) -> Result<Vec<Cases>, String> {
    let mut answered = Vec::new();
    for set in sets {
        let mut answers = Vec::new();
        for (_, cases) in set.runs() {
            let ran = run(reference, cases.whole_input().as_bytes(), REFERENCE_LIMIT)
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
            let answers_run =
                problem.split_answers(&String::from_utf8_lossy(&ran.stdout), cases.inputs());
            if answers_run.len() != cases.len() {
                return Err(format!(
                    "{}: our solution gave {} answers to the {} cases of {}",
                    problem.id,
                    answers_run.len(),
                    cases.len(),
                    cases.title()
                ));
            }
            answers.extend(answers_run);
        }
        answered.push(set.with_expected(answers));
    }
    Ok(answered)
}

/// How many of the smallest cases a failing case is tried after, alone.
const PAIRED: usize = 63;

struct Judge<'a> {
    problem: &'a Problem,
    program: &'a Program,
    reference: &'a Program,
    options: &'a Options,
    judge_cases: usize,
    /// How the problem's judge compares output.
    rule: JudgeRule,
    /// The note on the first output accepted with other bytes.
    accepted_note: RefCell<Option<String>>,
}

/// Cases run as one input: cases `offset..` of a set of `total`.
struct Pack {
    cases: Cases,
    offset: usize,
    total: usize,
}

impl Pack {
    fn place(&self, index: usize) -> String {
        format!("case {} of {}", self.offset + index + 1, self.total)
    }

    /// Cases `start..end` of this pack.
    fn part(&self, start: usize, end: usize) -> Pack {
        Pack { cases: self.cases.range(start, end), offset: self.offset + start, total: self.total }
    }
}

#[derive(Default)]
struct Outcome {
    passed: usize,
    /// The smallest failing input, when asked to narrow.
    failure: Option<Failure>,
    /// A time limit exceeded: nothing more runs.
    timed_out: bool,
    warnings: Vec<String>,
}

impl Judge<'_> {
    /// The time a run of `cases` cases may take: a judge's limit per
    /// judge-sized file it holds.
    fn limit_for(&self, cases: usize) -> Duration {
        let files = cases.div_ceil(self.judge_cases).max(1);
        self.options.time_limit * files as u32
    }

    /// Runs `cases` as one input within `limit`: the verdict (None:
    /// accepted) and the run.
    fn verdict(
        &self,
        cases: &Cases,
        limit: Duration,
    ) -> Result<(Option<Verdict>, process::Run), String> {
        let ran = run(self.program, cases.whole_input().as_bytes(), limit)
            .map_err(|e| format!("cannot run {}: {}", self.program.shown(), e))?;
        let expected = cases.whole_output();
        let (verdict, differs) =
            Verdict::of(&ran.ending, expected.as_bytes(), &ran.stdout, self.rule.rule);
        if differs && self.accepted_note.borrow().is_none() {
            let note = accepted_note(self.rule, expected.as_bytes(), &ran.stdout);
            *self.accepted_note.borrow_mut() = Some(note);
        }
        Ok((verdict, ran))
    }

    /// `stdout` laid out as the judge reads it, for finding the cases it
    /// fails line by line: with its lines' trailing whitespace and its
    /// trailing blank lines dropped, or, where the judge compares words,
    /// its words laid on the expected output's lines.
    fn laid_out(&self, cases: &Cases, stdout: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(stdout.len() + 1);
        match self.rule.rule {
            Rule::PresentationError | Rule::Lines => {
                for line in compare::trimmed_lines(stdout) {
                    out.extend_from_slice(line);
                    out.push(b'\n');
                }
            }
            Rule::Words | Rule::Unknown => {
                let mut words = compare::words(stdout).into_iter();
                for line in cases.whole_output().lines() {
                    let taken: Vec<&[u8]> =
                        words.by_ref().take(line.split_ascii_whitespace().count()).collect();
                    out.extend_from_slice(&taken.join(&b' '));
                    out.push(b'\n');
                }
                for word in words {
                    out.extend_from_slice(word);
                    out.push(b'\n');
                }
                while out.ends_with(b"\n\n") {
                    out.pop();
                }
            }
        }
        out
    }

    /// One run of a pack; over its limit, its judge-sized parts one by one.
    /// `narrow`: find the smallest failing input (else only count the
    /// failing cases, and a time limit exceeded). A failure shows as fewer
    /// cases passed than run.
    fn pack(&self, pack: &Pack, shrink: bool, narrow: bool) -> Result<Outcome, String> {
        let limit = self.limit_for(pack.cases.len());
        let (verdict, ran) = self.verdict(&pack.cases, limit)?;
        if ran.ending == Ending::TimedOut {
            return self.timed_out(pack, shrink, narrow, ran.elapsed);
        }
        self.judged(pack, verdict, ran, shrink, narrow)
    }

    /// A pack that ran over its limit: each judge-sized part runs with the
    /// plain limit, the largest first, and again when over it. A part over
    /// the limit twice is the time limit exceeded; else the parts' answers
    /// are judged. The parts' limits add up to the pack's, so a pack truly
    /// too slow has a part too slow.
    fn timed_out(
        &self,
        pack: &Pack,
        shrink: bool,
        narrow: bool,
        packed: Duration,
    ) -> Result<Outcome, String> {
        let limit = self.options.time_limit;
        let mut parts: Vec<Pack> = (0..pack.cases.len())
            .step_by(self.judge_cases)
            .map(|start| pack.part(start, pack.cases.len().min(start + self.judge_cases)))
            .collect();
        parts.sort_by_key(|part| std::cmp::Reverse(part.cases.whole_input().len()));
        let mut outcome = Outcome::default();
        let mut failing: Vec<(Pack, Option<Verdict>, process::Run)> = Vec::new();
        // A pack of one part has had its first run: the pack's.
        let one_part = parts.len() == 1;
        for part in parts {
            let mut tried = match one_part {
                true => None,
                false => Some(self.verdict(&part.cases, limit)?),
            };
            let over = match &tried {
                None => Some(packed),
                Some((_, ran)) if ran.ending == Ending::TimedOut => Some(ran.elapsed),
                Some(_) => None,
            };
            if let Some(first) = over {
                let (verdict, ran) = self.verdict(&part.cases, limit)?;
                if ran.ending == Ending::TimedOut && self.unbounded() && part.cases.len() > 1 {
                    let alone = self.each_alone(&part, (first, ran.elapsed), shrink, narrow)?;
                    outcome.passed += alone.passed;
                    outcome.warnings.extend(alone.warnings);
                    if outcome.failure.is_none() {
                        outcome.failure = alone.failure;
                    }
                    if alone.timed_out {
                        outcome.timed_out = true;
                        return Ok(outcome);
                    }
                    continue;
                }
                if ran.ending == Ending::TimedOut {
                    let place = format!(
                        "cases {} to {} of {}, a judge-sized input",
                        part.offset + 1,
                        part.offset + part.cases.len(),
                        part.total
                    );
                    outcome.failure = Some(time_limit_exceeded(&part, place, first, ran));
                    outcome.timed_out = true;
                    return Ok(outcome);
                }
                outcome.warnings.push(format!(
                    "{}: an input of {} cases ran over {:.1} s once and in {:.2} s when run again (a loaded machine?)",
                    part.place(0),
                    part.cases.len(),
                    limit.as_secs_f64(),
                    ran.elapsed.as_secs_f64()
                ));
                tried = Some((verdict, ran));
            }
            let (verdict, ran) = tried.expect("run, or run again");
            match verdict {
                None => outcome.passed += part.cases.len(),
                Some(_) => failing.push((part, verdict, ran)),
            }
        }
        // The earliest failing part holds the smallest failing case.
        failing.sort_by_key(|(part, _, _)| part.offset);
        let mut failing = failing.into_iter();
        if let Some((part, verdict, ran)) = failing.next() {
            let judged = self.judged(&part, verdict, ran, shrink, narrow)?;
            outcome.passed += judged.passed;
            outcome.failure = judged.failure;
            outcome.warnings.extend(judged.warnings);
            for (part, verdict, ran) in failing {
                outcome.passed += self.judged(&part, verdict, ran, false, false)?.passed;
            }
        } else {
            outcome.warnings.push(format!(
                "cases {} to {} of {} ran over {:.1} s in one run (the limits of {} judge-sized inputs added up), and each judge-sized input of them within {:.1} s",
                pack.offset + 1,
                pack.offset + pack.cases.len(),
                pack.total,
                self.limit_for(pack.cases.len()).as_secs_f64(),
                pack.cases.len().div_ceil(self.judge_cases),
                limit.as_secs_f64()
            ));
        }
        Ok(outcome)
    }

    /// Whether the statement leaves the count of cases in a file open, so
    /// that no judge is known to send a file of many maximal cases.
    fn unbounded(&self) -> bool {
        !self.problem.cases_bounded()
    }

    /// A judge-sized part of a problem whose statement bounds no count of
    /// cases, over the limit twice (`times`): each case runs alone, the
    /// largest first, and only one over the limit twice is a time limit
    /// exceeded; else the part's time is a warning and each case is judged
    /// on its own run.
    fn each_alone(
        &self,
        part: &Pack,
        times: (Duration, Duration),
        shrink: bool,
        narrow: bool,
    ) -> Result<Outcome, String> {
        let limit = self.options.time_limit;
        let mut order: Vec<usize> = (0..part.cases.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(part.cases.input_of(i).len()));
        let mut outcome = Outcome::default();
        let mut failing = Vec::new();
        let mut slowest = Duration::ZERO;
        let mut total = Duration::ZERO;
        for i in order {
            let alone = part.part(i, i + 1);
            let (mut verdict, mut ran) = self.verdict(&alone.cases, limit)?;
            if ran.ending == Ending::TimedOut {
                let first = ran.elapsed;
                (verdict, ran) = self.verdict(&alone.cases, limit)?;
                if ran.ending == Ending::TimedOut {
                    let place =
                        format!("{}, alone (one case: a file a judge could send)", alone.place(0));
                    outcome.failure = Some(time_limit_exceeded(&alone, place, first, ran));
                    outcome.timed_out = true;
                    return Ok(outcome);
                }
            }
            slowest = slowest.max(ran.elapsed);
            total += ran.elapsed;
            match verdict {
                None => outcome.passed += 1,
                Some(_) => failing.push((alone, verdict, ran)),
            }
        }
        outcome.warnings.push(format!(
            "cases {} to {} of {}: {} cases in one input ran over {:.1} s twice ({:.2} s, {:.2} s); the statement bounds no count of cases in a file, so no time verdict rests on that: alone, each ran within {:.1} s ({:.3} s a case on average, the slowest {:.2} s)",
            part.offset + 1,
            part.offset + part.cases.len(),
            part.total,
            part.cases.len(),
            limit.as_secs_f64(),
            times.0.as_secs_f64(),
            times.1.as_secs_f64(),
            limit.as_secs_f64(),
            total.as_secs_f64() / part.cases.len() as f64,
            slowest.as_secs_f64()
        ));
        failing.sort_by_key(|(alone, _, _)| alone.offset);
        let mut first = true;
        for (alone, verdict, ran) in failing {
            let judged = self.judged(&alone, verdict, ran, shrink, narrow && first)?;
            outcome.passed += judged.passed;
            if first {
                outcome.failure = judged.failure;
                first = false;
            }
        }
        Ok(outcome)
    }

    /// A pack that ran within its limit, with its verdict; with `narrow`,
    /// its smallest failing input found.
    fn judged(
        &self,
        pack: &Pack,
        verdict: Option<Verdict>,
        ran: process::Run,
        shrink: bool,
        narrow: bool,
    ) -> Result<Outcome, String> {
        let cases = &pack.cases;
        let verdict = match verdict {
            None => return Ok(Outcome { passed: cases.len(), ..Outcome::default() }),
            Some(_) if !narrow => {
                let failed = cases.failing_cases(&self.laid_out(cases, &ran.stdout)).len().max(1);
                return Ok(Outcome { passed: cases.len() - failed, ..Outcome::default() });
            }
            Some(verdict) => verdict,
        };
        // The first failing case: read off a clean output, else the
        // shortest prefix that fails the same way, found by halving.
        let clean = ran.ending == Ending::Clean;
        let laid_out = self.laid_out(cases, &ran.stdout);
        let first = match cases.first_failing_case(&laid_out) {
            Some(i) if clean => i,
            // Every case right, then more: any case shows it, the smallest best.
            _ if clean => 0,
            _ => {
                let (mut lo, mut hi) = (1, cases.len());
                while lo < hi {
                    let mid = lo + (hi - lo) / 2;
                    let prefix = cases.range(0, mid);
                    let crashed = matches!(
                        self.verdict(&prefix, self.limit_for(mid))?.0,
                        Some(Verdict::RuntimeError(_))
                    );
                    if crashed {
                        hi = mid;
                    } else {
                        lo = mid + 1;
                    }
                }
                lo - 1
            }
        };
        let passed =
            if clean { cases.len() - cases.failing_cases(&laid_out).len().max(1) } else { first };
        let failure = self.smallest(pack, first, shrink, verdict, ran)?;
        Ok(Outcome { passed, failure: Some(failure), ..Outcome::default() })
    }

    /// The failing case alone if it fails alone, else after one small case
    /// or itself, else after every case before it; if none of these fails,
    /// the pack as it failed.
    fn smallest(
        &self,
        pack: &Pack,
        first: usize,
        shrink: bool,
        verdict: Verdict,
        ran: process::Run,
    ) -> Result<Failure, String> {
        let cases = &pack.cases;
        let limit = self.options.time_limit;
        // A case that fails alone and holds smaller cases: the smallest of
        // those that fails, if one does.
        let parts = (self.problem.shrink)(&cases.inputs()[first]);
        if shrink && parts.len() > 1 {
            let mut smaller =
                self.problem.cases(format!("{}, {} in parts", cases.title(), pack.place(first)));
            parts.into_iter().for_each(|part| smaller.push(part, ""));
            let smaller =
                answered(self.problem, self.reference, vec![smaller.smallest_first()])?.remove(0);
            let alone = cases.range(first, first + 1);
            if reproduced(self.verdict(&alone, limit)?.0.as_ref(), None) {
                let within = Pack { total: smaller.len(), cases: smaller, offset: 0 };
                if let Some(mut failure) = self.pack(&within, false, true)?.failure {
                    failure.place = format!("{}, a part of it", pack.place(first));
                    return Ok(failure);
                }
            }
        }
        let mut pairs: Vec<Vec<usize>> =
            (0..=first.min(PAIRED)).flat_map(|j| [vec![j, j], vec![j, first]]).collect();
        pairs.sort_by_cached_key(|pair| {
            let (count, sum, _) = size_of(&cases.subset(pair).whole_input());
            (count, sum)
        });
        pairs.dedup();
        let mut tries: Vec<Vec<usize>> = vec![vec![first]];
        // A whole input holds one case: no other case can run before it.
        if !cases.is_single() {
            tries.extend(pairs);
            if first > 0 {
                tries.push((0..=first).collect());
            }
        }
        for keep in &tries {
            let subset = cases.subset(keep);
            let (found, ran) = self.verdict(&subset, self.limit_for(keep.len()))?;
            // A case whose own answer is wrong only after another: the
            // program keeps state.
            let after_another = keep.len() > 1
                && match found {
                    Some(Verdict::RuntimeError(_)) => true,
                    Some(_) => subset
                        .first_failing_case(&self.laid_out(&subset, &ran.stdout))
                        .is_some_and(|i| i > 0),
                    None => false,
                };
            if !(reproduced(found.as_ref(), Some(&verdict)) && (keep.len() == 1 || after_another)) {
                continue;
            }
            let note = if keep.len() > 1 {
                Some(format!(
                    "{} passes alone and fails after {}: does the program keep state from one case to the next?",
                    pack.place(first),
                    if keep.len() == 2 { "another case" } else { "the cases before it" }
                ))
            } else {
                None
            };
            return Ok(Failure {
                verdict: found.expect("reproduced"),
                set: String::new(),
                place: pack.place(first),
                input: subset.whole_input(),
                expected: subset.whole_output(),
                received: ran.stdout,
                stderr: ran.stderr,
                note,
            });
        }
        Ok(Failure {
            verdict,
            set: String::new(),
            place: format!(
                "{} to {}, in one run",
                pack.place(0),
                pack.offset + cases.len()
            ),
            input: cases.whole_input(),
            expected: cases.whole_output(),
            received: ran.stdout,
            stderr: ran.stderr,
            note: Some(format!(
                "{} failed in this run, and not again alone, after another case or after the cases before it: the program's output varies from run to run",
                pack.place(first)
            )),
        })
    }
}

/// The failure of `pack`, at `place`, killed after `first` and again in
/// `ran`: a time limit exceeded.
fn time_limit_exceeded(pack: &Pack, place: String, first: Duration, ran: process::Run) -> Failure {
    Failure {
        verdict: Verdict::TimeLimitExceeded,
        set: String::new(),
        place,
        input: pack.cases.whole_input(),
        expected: pack.cases.whole_output(),
        note: Some(format!(
            "killed after {:.2} s and again after {:.2} s",
            first.as_secs_f64(),
            ran.elapsed.as_secs_f64()
        )),
        received: ran.stdout,
        stderr: ran.stderr,
    }
}

/// Whether a run's verdict shows the failure again: any wrong answer,
/// presentation error or crash (or, given `like`, one of the same kind);
/// a time-out is never evidence of a wrong answer.
fn reproduced(found: Option<&Verdict>, like: Option<&Verdict>) -> bool {
    match (found, like) {
        (None, _) | (Some(Verdict::TimeLimitExceeded), _) => false,
        (Some(Verdict::RuntimeError(_)), Some(Verdict::RuntimeError(_))) => true,
        (Some(found), Some(like)) => found == like,
        (Some(_), None) => true,
    }
}
