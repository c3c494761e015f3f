//! What the check found: one line per stage, the warnings, and the smallest
//! failing input, shown so that a person can read it (a large input as its
//! shape, whitespace made visible).

use std::time::Duration;

use super::{Stage, Verdict};
use crate::cases::size_of;
use crate::text::{first_differing_line, lines_in};

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
    pub stage: Stage,
    pub cases: usize,
    pub passed: usize,
    pub failed: usize,
    /// Cases left out after a time limit exceeded.
    pub not_run: usize,
    pub elapsed: Duration,
    pub failure: Option<Failure>,
    /// The golden files that failed, by name.
    pub failed_files: Vec<String>,
    /// What the stage saw that is no failure (a time-out that did not
    /// come back).
    pub warnings: Vec<String>,
    /// Its failures warn and do not count (the doubtful stage, unless
    /// `--strict`).
    pub warns_only: bool,
    /// What is doubtful about its cases.
    pub doubt: Option<String>,
}

impl StageReport {
    pub fn new(stage: Stage, cases: usize) -> Self {
        StageReport {
            stage,
            cases,
            passed: 0,
            failed: 0,
            not_run: 0,
            elapsed: Duration::ZERO,
            failure: None,
            failed_files: Vec::new(),
            warnings: Vec::new(),
            warns_only: false,
            doubt: None,
        }
    }
}

/// What the check found.
pub struct Report {
    pub stages: Vec<StageReport>,
    pub time_limit: Duration,
    /// How output was compared and time judged, and what was accepted
    /// with other bytes.
    pub notes: Vec<String>,
}

/// Shown in full up to this many bytes; larger, as its shape.
const SHOWN_BYTES: usize = 600;

impl Report {
    /// Every stage that counts passed.
    pub fn passed(&self) -> bool {
        self.stages.iter().all(|s| s.warns_only || s.failed == 0 && s.not_run == 0)
    }

    /// The failure to show: the smallest of the counting stages' smallest
    /// failing inputs (by the count of numbers, then their sum), the
    /// earlier stage on a tie.
    pub fn shown_failure(&self) -> Option<(Stage, &Failure)> {
        self.stages
            .iter()
            .filter(|s| !s.warns_only)
            .filter_map(|s| s.failure.as_ref().map(|f| (s.stage, f)))
            .min_by_key(|(_, f)| {
                let (count, sum, _) = size_of(&f.input);
                (count, sum)
            })
    }

    /// One line per stage, then what is worth knowing beside the counts.
    pub fn table(&self) -> String {
        let mut out = String::new();
        for stage in &self.stages {
            out.push_str(&format!(
                "{:<16} {:>7} cases {:>7} passed {:>7} failed {:>7.2} s",
                stage.stage,
                stage.cases,
                stage.passed,
                stage.failed,
                stage.elapsed.as_secs_f64()
            ));
            if stage.not_run > 0 {
                out.push_str(&format!("   ({} not run after the time-out)", stage.not_run));
            }
            if stage.warns_only && stage.failed > 0 {
                out.push_str("   (a warning: not counted)");
            }
            out.push('\n');
        }
        for note in &self.notes {
            out.push_str(&format!("{}\n", note));
        }
        for stage in &self.stages {
            for file in &stage.failed_files {
                out.push_str(&format!("failed: {}\n", file));
            }
            if let Some(doubt) = &stage.doubt {
                out.push_str(&format!(
                    "doubtful: {}. {}\n",
                    doubt,
                    if stage.warns_only {
                        "Failures there only warn; --strict counts them."
                    } else {
                        "Counted (--strict)."
                    }
                ));
            }
            for warning in &stage.warnings {
                out.push_str(&format!("warning: {}: {}\n", stage.stage, warning));
            }
        }
        out
    }

    /// The failure of `stage` for a person to read: where, the verdict,
    /// the input (or its shape), the first difference and both outputs.
    pub fn failure_text(&self, stage: Stage, failure: &Failure) -> String {
        let mut out = format!(
            "{} in {}: {}, {}.",
            failure.verdict.shown(self.time_limit),
            stage,
            failure.set,
            failure.place
        );
        if let Some(note) = &failure.note {
            out.push_str(&format!(" ({})", note));
        }
        let timed_out = failure.verdict == Verdict::TimeLimitExceeded;
        out.push_str(if timed_out {
            "\nThe input (at most the cases of one judge file):\n"
        } else {
            " The smallest failing input found:\n"
        });
        out.push_str(&shown("input", failure.input.as_bytes()));
        if !timed_out {
            out.push_str(&shown("expected", failure.expected.as_bytes()));
            out.push_str(&shown("received", &failure.received));
            if let Some(difference) = difference(failure.expected.as_bytes(), &failure.received) {
                out.push_str(&difference);
            }
        }
        if !failure.stderr.is_empty() {
            out.push_str(&shown("stderr", &failure.stderr));
        }
        out
    }
}

/// `--- title`, then the text, or its shape when it is long.
fn shown(title: &str, text: &[u8]) -> String {
    let mut out = format!("--- {}\n", title);
    if text.is_empty() {
        out.push_str("(nothing)\n");
    } else if text.len() > SHOWN_BYTES {
        out.push_str(&format!("({}; in the file written)\n", shape_of(text)));
    } else {
        out.push_str(&String::from_utf8_lossy(text));
        if !text.ends_with(b"\n") {
            out.push_str("\n(no final newline)\n");
        }
    }
    out
}

/// A long text described: bytes, lines, numbers and the largest.
pub fn shape_of(text: &[u8]) -> String {
    let text = String::from_utf8_lossy(text);
    let numbers: Vec<u128> = text.split_ascii_whitespace().filter_map(|w| w.parse().ok()).collect();
    let mut shape = format!("{} bytes, {} lines", text.len(), lines_in(text.as_bytes()));
    if let Some(largest) = numbers.iter().max() {
        shape.push_str(&format!(", {} numbers up to {}", numbers.len(), largest));
    }
    shape
}

/// The first line where `received` differs from `expected`, both with
/// their whitespace made visible; `None` when they are equal.
pub fn difference(expected: &[u8], received: &[u8]) -> Option<String> {
    if expected == received {
        return None;
    }
    let line = first_differing_line(expected, received);
    let show = |text: &[u8]| -> String {
        let lines: Vec<&[u8]> = text.split(|&c| c == b'\n').collect();
        match lines.get(line) {
            Some(bytes) if line + 1 < lines.len() => format!("{}⏎", visible(bytes)),
            Some(bytes) if !bytes.is_empty() => {
                format!("{}   (no final newline)", visible(bytes))
            }
            _ => "(the output ends)".to_string(),
        }
    };
    Some(format!(
        "--- first difference, output line {} (· a space, → a tab, ␍ a CR, ⏎ the line's end)\nexpected: {}\nreceived: {}\n",
        line + 1,
        show(expected),
        show(received)
    ))
}

/// Spaces, tabs and CRs drawn, other control bytes escaped.
fn visible(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .chars()
        .map(|c| match c {
            ' ' => "·".to_string(),
            '\t' => "→".to_string(),
            '\r' => "␍".to_string(),
            c if c.is_control() => c.escape_default().to_string(),
            c => c.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_difference_shows_its_whitespace() {
        let shown = difference(b"first\nsecond\n", b"first\nsecond \r\n").unwrap();
        assert!(shown.contains("output line 2"), "{}", shown);
        assert!(shown.contains("expected: second⏎"), "{}", shown);
        assert!(shown.contains("received: second·␍⏎"), "{}", shown);
        let unended = difference(b"a\n", b"a").unwrap();
        assert!(unended.contains("received: a   (no final newline)"), "{}", unended);
        let short = difference(b"a\nb\n", b"a\n").unwrap();
        assert!(short.contains("received: (the output ends)"), "{}", short);
        assert_eq!(difference(b"a\n", b"a\n"), None);
    }

    #[test]
    fn a_long_input_is_shown_as_its_shape() {
        let long = "7 12\n".repeat(200);
        let text = shown("input", long.as_bytes());
        assert_eq!(
            text,
            "--- input\n(1000 bytes, 200 lines, 400 numbers up to 12; in the file written)\n"
        );
    }
}
