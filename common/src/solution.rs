//! The solution under test: a problem id and its real binary, run the way a
//! judge runs it (through `assert_cmd`), with the checks every problem uses.
//!
//! ```ignore
//! const SOLUTION: Solution = common::solution!("hdu1846");
//! SOLUTION.check_golden();
//! SOLUTION.assert_output("the sample", "2\n23 2\n4 3\n", "first\nsecond\n");
//! ```

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A binary that runs longer than this on a test input is taken to hang.
const TIMEOUT: Duration = Duration::from_secs(120);

/// One problem's binary.
#[derive(Clone, Copy, Debug)]
pub struct Solution {
    pub problem: &'static str,
    pub bin: &'static str,
}

/// `Solution` for the package's own binary, which Cargo builds for its
/// integration tests: `common::solution!("hdu1846")`.
#[macro_export]
macro_rules! solution {
    ($problem:literal) => {
        $crate::solution::Solution::new($problem, env!(concat!("CARGO_BIN_EXE_", $problem)))
    };
}

/// What one run of a binary produced.
pub struct Run {
    pub stdout: Vec<u8>,
    pub stderr: String,
    /// Exit status, `None` when killed by a signal (or for hanging).
    pub code: Option<i32>,
}

impl Run {
    pub fn stdout_text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }

    /// Exit 0 with nothing on stderr.
    pub fn is_clean(&self) -> bool {
        self.code == Some(0) && self.stderr.is_empty()
    }
}

impl Solution {
    pub const fn new(problem: &'static str, bin: &'static str) -> Self {
        Solution { problem, bin }
    }

    /// Feeds `input` on stdin and collects everything the binary prints.
    /// assert_cmd writes stdin from a thread (a large input cannot deadlock
    /// against a full stdout pipe) and ignores a broken pipe, which a binary
    /// that rejects its input early may cause.
    pub fn run(&self, input: impl AsRef<[u8]>) -> Run {
        let output = assert_cmd::Command::new(self.bin)
            .write_stdin(input.as_ref())
            .timeout(TIMEOUT)
            .output()
            .unwrap_or_else(|e| panic!("cannot run {}: {}", self.bin, e));
        Run {
            stdout: output.stdout,
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
            code: output.status.code(),
        }
    }

    /// Asserts a clean exit with exactly `expected` on stdout; on a mismatch,
    /// names `case` and the first line that differs.
    pub fn assert_output(&self, case: &str, input: impl AsRef<[u8]>, expected: impl AsRef<[u8]>) {
        let run = self.run(input);
        assert!(
            run.is_clean(),
            "{}: {}: exit {:?}, stderr {:?}",
            self.problem,
            case,
            run.code,
            run.stderr
        );
        if let Some(diff) = first_difference(expected.as_ref(), &run.stdout) {
            panic!("{}: {}: {}", self.problem, case, diff);
        }
    }

    /// Every stage of the check (`common::check`) passes, beyond the
    /// statement too, with this binary as the program and the reference.
    pub fn passes_its_own_check(&self) {
        use crate::check::{check, process::Program, Options};
        let problem = crate::problems::get(self.problem).expect("a listed problem");
        let ours = Program::new(vec![self.bin.to_string()]);
        let options = Options {
            time_limit: TIMEOUT,
            beyond: true,
            strict: true,
            progress: false,
        };
        let report = check(problem, &ours, &ours, &options)
            .unwrap_or_else(|e| panic!("{}: the check: {}", self.problem, e));
        let failure = report.shown_failure().map(|(stage, f)| {
            format!(
                "{}: {}, {}, {:?}: input {:?}, expected {:?}, got {:?}",
                stage,
                f.set,
                f.place,
                f.verdict,
                f.input,
                f.expected,
                String::from_utf8_lossy(&f.received)
            )
        });
        assert!(
            report.passed(),
            "{}: {}\n{}",
            self.problem,
            report.table(),
            failure.unwrap_or_default()
        );
        assert!(
            report.stages.iter().all(|s| s.cases > 0),
            "{}: an empty stage\n{}",
            self.problem,
            report.table()
        );
        self.check_sees_both_answers_at_every_scale(problem, &ours);
    }

    /// At every scale (digits of a case's largest number) the check's
    /// inputs hold both answers, inside the statement and with `--beyond`:
    /// a program wrong only above some value cannot pass by answering one
    /// way there. Scales are counts of digits and bit lengths (see
    /// `check::scales`). The only exceptions are scales where the game
    /// itself has one answer (Wythoff's game at 10^9 alone, whose partner is
    /// beyond the statement), listed in the manifest (`one-answer-scales`,
    /// `one-answer-bits`, each also `-beyond`) with the reason
    /// (`one-answer-why`).
    fn check_sees_both_answers_at_every_scale(
        &self,
        problem: &crate::problems::Problem,
        ours: &crate::check::process::Program,
    ) {
        use crate::cases::Scope;
        use crate::check::scales::{one_sided, scales, Measure};
        let declared = crate::manifest::metadata(self.problem, "package.metadata.check");
        // With --beyond the check runs every case; a judge sends all but
        // those beyond the statement.
        let beyond_sets: Vec<crate::cases::Cases> = crate::check::stage_inputs(problem, ours, true)
            .unwrap_or_else(|e| panic!("{}: the check: {}", self.problem, e))
            .into_iter()
            .filter(|(name, _)| *name != "golden files")
            .flat_map(|(_, sets)| sets)
            .collect();
        let inside_sets: Vec<crate::cases::Cases> = beyond_sets
            .iter()
            .flat_map(|c| [c.of_scope(Scope::Inside), c.of_scope(Scope::Doubtful)])
            .collect();
        for (measure, beyond, key, sets) in [
            (Measure::Digits, false, "one-answer-scales", &inside_sets),
            (
                Measure::Digits,
                true,
                "one-answer-scales-beyond",
                &beyond_sets,
            ),
            (Measure::Bits, false, "one-answer-bits", &inside_sets),
            (Measure::Bits, true, "one-answer-bits-beyond", &beyond_sets),
        ] {
            let blind: Vec<String> = one_sided(&scales(problem, sets, measure), measure)
                .into_iter()
                .map(|(digits, _)| digits.to_string())
                .collect();
            let listed = declared.get(key).map(String::as_str).unwrap_or("");
            assert!(
                listed.is_empty() || declared.contains_key("one-answer-why"),
                "{}: `{}` needs the reason the game has one answer there, in `one-answer-why`",
                self.problem,
                key
            );
            assert_eq!(
                blind.join(" "),
                listed,
                "{}: the scales ({:?}) where the check's inputs{} hold one answer or none, against `{}` in its manifest",
                self.problem,
                measure,
                if beyond { " with --beyond" } else { "" },
                key
            );
        }
    }

    /// Replays every `tests/<problem>/*.in` (and `beyond/*.in`, inputs
    /// outside the statement) against the `.out` beside it,
    /// byte for byte. Every file runs; the failures are reported together,
    /// each with its name and first differing line. The folder must hold
    /// the statement's `sample-1`, so a missing or renamed folder cannot
    /// pass vacuously.
    pub fn check_golden(&self) {
        let folder = workspace_root().join("tests").join(self.problem);
        let mut inputs = golden_inputs(&folder);
        let beyond = folder.join("beyond");
        if beyond.is_dir() {
            inputs.extend(golden_inputs(&beyond));
        }
        assert!(
            inputs.iter().any(|p| p.ends_with("sample-1.in")),
            "{} has no sample-1.in",
            folder.display()
        );
        let mut failures = Vec::new();
        for input_path in &inputs {
            let case = input_path
                .strip_prefix(&folder)
                .unwrap_or(input_path)
                .display();
            let output_path = input_path.with_extension("out");
            let input = fs::read(input_path).expect("readable .in");
            let expected = fs::read(&output_path)
                .unwrap_or_else(|e| panic!("{}: {}", output_path.display(), e));
            let run = self.run(input);
            if !run.is_clean() {
                failures.push(format!(
                    "{}: exit {:?}, stderr {:?}",
                    case, run.code, run.stderr
                ));
            } else if let Some(diff) = first_difference(&expected, &run.stdout) {
                failures.push(format!("{}: {}", case, diff));
            }
        }
        assert!(
            failures.is_empty(),
            "{} of {} golden cases of {} failed:\n{}",
            failures.len(),
            inputs.len(),
            self.problem,
            failures.join("\n")
        );
    }
}

/// The workspace root (the parent of `common/`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("common/ sits inside the workspace")
        .to_path_buf()
}

/// The `*.in` files of a golden folder, sorted.
pub fn golden_inputs(folder: &Path) -> Vec<PathBuf> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("cannot list {}: {}", folder.display(), e))
        .map(|entry| entry.expect("readable folder entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .collect();
    inputs.sort();
    inputs
}

/// `None` when equal, else a description of the first differing line.
pub fn first_difference(expected: &[u8], actual: &[u8]) -> Option<String> {
    if expected == actual {
        return None;
    }
    let line = first_differing_line(expected, actual);
    let show = |text: &[u8]| match text.split(|&c| c == b'\n').nth(line) {
        Some(bytes) if !(bytes.is_empty() && lines_in(text) == line) => {
            format!("{:?}", String::from_utf8_lossy(bytes))
        }
        _ => "nothing (output ended)".to_string(),
    };
    Some(format!(
        "output line {}: expected {}, got {} ({} lines expected, {} produced)",
        line + 1,
        show(expected),
        show(actual),
        lines_in(expected),
        lines_in(actual)
    ))
}

/// The index (from 0) of the first line where two different texts differ.
pub fn first_differing_line(expected: &[u8], actual: &[u8]) -> usize {
    let same = expected
        .iter()
        .zip(actual)
        .take_while(|(a, b)| a == b)
        .count();
    lines_in(&expected[..same])
}

/// Complete lines (newlines) in `text`.
pub fn lines_in(text: &[u8]) -> usize {
    text.iter().filter(|&&c| c == b'\n').count()
}
