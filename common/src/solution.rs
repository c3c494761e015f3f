//! The solution under test: a problem id and its real binary, run the way a
//! judge runs it (through `assert_cmd`), with the checks every problem uses.
//!
//! ```ignore
//! const SOLUTION: Solution = common::solution!("hdu1846");
//! SOLUTION.check_golden();
//! SOLUTION.assert_output("the sample", "2\n23 2\n4 3\n", "first\nsecond\n");
//! ```

use std::fs;
use std::time::Duration;

use crate::cases::Cases;
use crate::rng::Rng;
use crate::robust::{
    is_one_line, numbers_at_most, random_byte_inputs, token_soups, whitespace_variants, Rejection,
    MALFORMED_TOKENS,
};
use crate::text::first_difference;
use crate::workspace::{golden_inputs, workspace_root};

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
        let options = Options { time_limit: TIMEOUT, beyond: true, strict: true, progress: false };
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

    /// At every scale of a case's largest number (its count of digits, and
    /// its bit length: see `check::scales`) the check's inputs hold both
    /// answers, inside the statement and with `--beyond`: a program wrong
    /// only above some value cannot pass by answering one way there. The only exceptions are scales where the game
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
        use crate::check::scales::{audited, one_sided, scales, Measure};
        let declared = crate::manifest::metadata(self.problem, "package.metadata.check");
        // With --beyond the check runs every case; a judge sends all but
        // those beyond the statement.
        let beyond_sets = audited(problem, ours, true)
            .unwrap_or_else(|e| panic!("{}: the check: {}", self.problem, e));
        let inside_sets: Vec<crate::cases::Cases> = beyond_sets
            .iter()
            .flat_map(|c| [c.of_scope(Scope::Inside), c.of_scope(Scope::Doubtful)])
            .collect();
        for (measure, beyond, key, sets) in [
            (Measure::Digits, false, "one-answer-scales", &inside_sets),
            (Measure::Digits, true, "one-answer-scales-beyond", &beyond_sets),
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
    /// outside the statement, and `doubtful/*.in`, inputs it may not allow
    /// or whose judged answers are in doubt) against the `.out` beside it,
    /// byte for byte. Every file runs; the failures are reported together,
    /// each with its name and first differing line. The folder must hold
    /// the statement's `sample-1`, so a missing or renamed folder cannot
    /// pass vacuously.
    pub fn check_golden(&self) {
        let folder = workspace_root().join("tests").join(self.problem);
        let mut inputs = golden_inputs(&folder);
        for other in ["beyond", "doubtful"] {
            if folder.join(other).is_dir() {
                inputs.extend(golden_inputs(&folder.join(other)));
            }
        }
        assert!(
            inputs.iter().any(|p| p.ends_with("sample-1.in")),
            "{} has no sample-1.in",
            folder.display()
        );
        let mut failures = Vec::new();
        for input_path in &inputs {
            let case = input_path.strip_prefix(&folder).unwrap_or(input_path).display();
            let output_path = input_path.with_extension("out");
            let input = fs::read(input_path).expect("readable .in");
            let expected = fs::read(&output_path)
                .unwrap_or_else(|e| panic!("{}: {}", output_path.display(), e));
            let run = self.run(input);
            if !run.is_clean() {
                failures.push(format!("{}: exit {:?}, stderr {:?}", case, run.code, run.stderr));
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

impl Solution {
    /// Runs all `cases` as one input (each alone, where each is a whole
    /// input); asserts a clean exit and every case's output, naming the
    /// first case that differs.
    pub fn check(&self, cases: &Cases) {
        assert!(!cases.is_empty(), "{}: no cases", cases.title());
        for (first, cases_run) in cases.runs() {
            let run = self.run(cases_run.whole_input());
            let failure = cases_run.describe_first_failure(&run.stdout);
            assert!(
                run.is_clean() && failure.is_none(),
                "{}: {}{}: exit {:?}, stderr {:?}; {}",
                self.problem,
                cases.title(),
                match cases.is_single() {
                    true => format!(", case {} of {}", first, cases.len()),
                    false => String::new(),
                },
                run.code,
                run.stderr,
                failure.unwrap_or_else(|| "stdout as expected".to_string())
            );
        }
    }

    /// [`Solution::check`] on each set; every set has both answers of a
    /// win/lose game, or some other variety, so none can pass by luck.
    pub fn check_each(&self, sets: &[Cases]) {
        assert!(!sets.is_empty(), "{}: no sets of cases", self.problem);
        for cases in sets {
            let answers: std::collections::HashSet<&String> = cases.expected().iter().collect();
            assert!(answers.len() > 1, "{}: {}: a single answer", self.problem, cases.title());
            self.check(cases);
        }
    }
}

impl Solution {
    /// Runs every whitespace variant of `input` and expects `expected` from each.
    pub fn check_whitespace(&self, input: &str, expected: &str) {
        for (name, variant) in whitespace_variants(input) {
            self.assert_output(&format!("whitespace variant {:?}", name), variant, expected);
        }
    }

    /// Expects `input` to be rejected: stdout exactly `answers_before`, exit
    /// status 2, and stderr one line `<problem>: line <line>: ...` that
    /// contains every one of `details`.
    pub fn check_rejected(&self, input: &str, answers_before: &str, line: u64, details: &[&str]) {
        let run = self.run(input);
        let context = format!("{}: input {:?}", self.problem, input);
        assert_eq!(run.code, Some(2), "{}: exit status, stderr {:?}", context, run.stderr);
        if let Some(diff) = first_difference(answers_before.as_bytes(), &run.stdout) {
            panic!("{}: answers before the error: {}", context, diff);
        }
        let prefix = format!("{}: line {}: ", self.problem, line);
        assert!(
            is_one_line(&run.stderr)
                && run.stderr.starts_with(&prefix)
                && details.iter().all(|d| run.stderr.contains(d)),
            "{}: stderr {:?} should be one line starting {:?} and containing {:?}",
            context,
            run.stderr,
            prefix,
            details
        );
    }

    /// [`Solution::check_rejected`] for every row of a table.
    pub fn check_rejections(&self, table: &[Rejection]) {
        for &(input, answers_before, line, details) in table {
            self.check_rejected(input, answers_before, line, details);
        }
    }

    /// For every kind of malformed token: `prefix` (complete cases ending
    /// where a number is expected, on line `line`), then the bad token and
    /// more data, must print `answers_before` and fail naming `what` and the
    /// token.
    pub fn check_malformed_tokens(
        &self,
        prefix: &str,
        answers_before: &str,
        line: u64,
        what: &str,
    ) {
        let expected = format!("expected {}", what);
        for (token, detail) in MALFORMED_TOKENS {
            let input = format!("{}{} 1 2 3\n4 5 6\n", prefix, token);
            self.check_rejected(&input, answers_before, line, &[&expected, detail]);
        }
    }

    /// A few thousand seeded inputs through the binary: random bytes, token
    /// soups (valid numbers mixed with signs, huge numbers, non-ASCII and
    /// cut tokens), and each of `valid` cut after every whitespace byte.
    /// Every run must exit 0 with nothing on stderr, or 2 with one stderr
    /// line naming the problem; never a panic, a signal or a hang. A valid
    /// input cut after whitespace keeps whole tokens only, so its stdout must
    /// be a prefix of the whole input's answer. The failing input is named.
    pub fn fuzz(&self, valid: &[&str]) {
        self.fuzz_below(valid, u64::MAX);
    }

    /// [`Solution::fuzz`] for a game whose answer grows with its numbers
    /// (HDU 2149 lists up to N raises): generated inputs holding a number
    /// above `limit` that still fits in u64 are left out, so that every run
    /// ends soon. Numbers above u64::MAX stay, since they are rejected.
    pub fn fuzz_below(&self, valid: &[&str], limit: u64) {
        let mut rng = Rng::new(0x5eed);
        for (index, input) in random_byte_inputs(&mut rng, 600).iter().enumerate() {
            if numbers_at_most(input, limit) {
                self.expect_clean_or_rejected(
                    &format!("random bytes #{} (seed 0x5eed)", index),
                    input,
                );
            }
        }
        for (index, input) in token_soups(&mut rng, valid, 1400).iter().enumerate() {
            if numbers_at_most(input, limit) {
                self.expect_clean_or_rejected(
                    &format!("token soup #{} (seed 0x5eed)", index),
                    input,
                );
            }
        }
        for whole in valid {
            let answer = self.run(whole);
            assert!(
                answer.is_clean(),
                "{}: the valid input {:?} is rejected: {:?}",
                self.problem,
                whole,
                answer.stderr
            );
            for (cut, _) in whole.bytes().enumerate().filter(|&(_, c)| c.is_ascii_whitespace()) {
                let input = &whole.as_bytes()[..=cut];
                let case = format!("{:?} cut after byte {}", whole, cut);
                let run = self.expect_clean_or_rejected(&case, input);
                assert!(
                    answer.stdout.starts_with(&run.stdout),
                    "{}: {}: stdout {:?} is not a prefix of the whole answer {:?}",
                    self.problem,
                    case,
                    run.stdout_text(),
                    answer.stdout_text()
                );
            }
        }
    }

    fn expect_clean_or_rejected(&self, case: &str, input: &[u8]) -> Run {
        let run = self.run(input);
        let error_line = format!("{}: line ", self.problem);
        let fine = match run.code {
            Some(0) => run.stderr.is_empty(),
            Some(2) => is_one_line(&run.stderr) && run.stderr.starts_with(&error_line),
            _ => false,
        };
        assert!(
            fine,
            "{}: {}, input {:?}: exit {:?}, stderr {:?}",
            self.problem,
            case,
            String::from_utf8_lossy(input),
            run.code,
            run.stderr
        );
        run
    }
}
