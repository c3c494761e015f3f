//! Many cases in one input, so one run of the binary checks them all, and a
//! failure still names the case: its index, its input and both outputs.
//!
//! ```ignore
//! let mut cases = Cases::new("every n, m <= 200").counted();
//! cases.push("23 2\n", "first\n");
//! SOLUTION.check(&cases);
//! ```

use crate::solution::{first_differing_line, lines_in, Solution};

pub struct Cases {
    title: String,
    /// The input opens with the number of cases.
    counted: bool,
    /// Written after the last case (a terminator such as `0 0`).
    trailer: String,
    inputs: Vec<String>,
    expected: Vec<String>,
}

impl Cases {
    pub fn new(title: impl Into<String>) -> Self {
        Cases {
            title: title.into(),
            counted: false,
            trailer: String::new(),
            inputs: Vec::new(),
            expected: Vec::new(),
        }
    }

    /// The input starts with a line holding the number of cases.
    pub fn counted(mut self) -> Self {
        self.counted = true;
        self
    }

    /// `trailer` (a terminator line) follows the last case.
    pub fn ended_by(mut self, trailer: &str) -> Self {
        self.trailer = trailer.to_string();
        self
    }

    /// One case: its input text and the exact output it must produce.
    pub fn push(&mut self, input: impl Into<String>, expected: impl Into<String>) {
        self.inputs.push(input.into());
        self.expected.push(expected.into());
    }

    pub fn len(&self) -> usize {
        self.inputs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.inputs.is_empty()
    }

    /// The expected output of each case, in order.
    pub fn expected(&self) -> &[String] {
        &self.expected
    }

    pub fn whole_input(&self) -> String {
        let mut input = if self.counted {
            format!("{}\n", self.len())
        } else {
            String::new()
        };
        self.inputs.iter().for_each(|case| input.push_str(case));
        input + &self.trailer
    }

    pub fn whole_output(&self) -> String {
        self.expected.concat()
    }

    /// The first case whose output differs, described; `None` if all agree.
    fn describe_first_failure(&self, actual: &[u8]) -> Option<String> {
        let expected = self.whole_output();
        if expected.as_bytes() == actual {
            return None;
        }
        let line = first_differing_line(expected.as_bytes(), actual);
        if line >= lines_in(expected.as_bytes()) {
            return Some(format!(
                "output past the last case, from line {}: {:?}",
                line + 1,
                String::from_utf8_lossy(&actual[expected.len().min(actual.len())..])
            ));
        }
        let actual_lines: Vec<&[u8]> = actual.split(|&c| c == b'\n').collect();
        let mut first_line = 0;
        for (index, want) in self.expected.iter().enumerate() {
            let count = lines_in(want.as_bytes());
            if line < first_line + count {
                // Every earlier case printed exactly its lines, so this
                // case's output starts at first_line.
                let got: Vec<String> = actual_lines
                    .iter()
                    .skip(first_line)
                    .take(count.max(1))
                    .map(|l| String::from_utf8_lossy(l).into_owned())
                    .collect();
                return Some(format!(
                    "case {} of {}, input {:?}: expected {:?}, got {:?} (output line {})",
                    index,
                    self.len(),
                    self.inputs[index],
                    want,
                    got.join("\n") + if got.is_empty() { "" } else { "\n" },
                    line + 1
                ));
            }
            first_line += count;
        }
        unreachable!("line {} lies within the expected output", line)
    }
}

impl Solution {
    /// Runs all `cases` as one input; asserts a clean exit and every case's
    /// output, naming the first case that differs.
    pub fn check(&self, cases: &Cases) {
        assert!(!cases.is_empty(), "{}: no cases", cases.title);
        let run = self.run(cases.whole_input());
        let failure = cases.describe_first_failure(&run.stdout);
        assert!(
            run.is_clean() && failure.is_none(),
            "{}: {}: exit {:?}, stderr {:?}; {}",
            self.problem,
            cases.title,
            run.code,
            run.stderr,
            failure.unwrap_or_else(|| "stdout as expected".to_string())
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Cases {
        let mut cases = Cases::new("t").counted().ended_by("0\n");
        cases.push("1\n", "a\n");
        cases.push("2\n", "b\nc\n");
        cases.push("3\n", "d\n");
        cases
    }

    #[test]
    fn the_input_carries_count_cases_and_trailer() {
        assert_eq!(sample().whole_input(), "3\n1\n2\n3\n0\n");
        assert_eq!(sample().whole_output(), "a\nb\nc\nd\n");
    }

    #[test]
    fn a_failure_names_the_case_that_printed_the_first_wrong_line() {
        let cases = sample();
        assert_eq!(cases.describe_first_failure(b"a\nb\nc\nd\n"), None);
        let wrong = cases.describe_first_failure(b"a\nb\nx\nd\n").unwrap();
        assert!(
            wrong.starts_with("case 1 of 3, input \"2\\n\""),
            "{}",
            wrong
        );
        assert!(wrong.contains("got \"b\\nx\\n\""), "{}", wrong);
        let short = cases.describe_first_failure(b"a\nb\nc\n").unwrap();
        assert!(short.starts_with("case 2 of 3"), "{}", short);
        let long = cases.describe_first_failure(b"a\nb\nc\nd\ne\n").unwrap();
        assert!(long.starts_with("output past the last case"), "{}", long);
    }
}
