//! Many cases in one input, so one run of the binary checks them all, and a
//! failure still names the case: its index, its input and both outputs.
//!
//! ```ignore
//! let mut cases = Cases::new("every n, m <= 200").counted();
//! cases.push("23 2\n", "first\n");
//! SOLUTION.check(&cases);
//! ```

use crate::text::{first_differing_line, lines_in};

/// Whether a judge may send a case.
/// Ordered from the surest: a case of several parts has its least sure
/// part's scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Scope {
    /// Inside the statement's limits.
    Inside,
    /// The statement leaves open whether such a case is legal (the
    /// problem's `doubt` says which).
    Doubtful,
    /// Outside the statement's limits: our solutions answer it, a judge
    /// never sends it.
    Beyond,
}

#[derive(Clone, Debug)]
pub struct Cases {
    title: String,
    /// The input opens with the number of cases.
    counted: bool,
    /// Written after the last case (a terminator such as `0 0`).
    trailer: String,
    inputs: Vec<String>,
    expected: Vec<String>,
    /// Whether a judge may send each case.
    scope: Vec<Scope>,
    /// Each case's number from 1 before its answer, as (text before, text
    /// after up to the answer): `Case 3:` on a line of its own is
    /// ("Case ", ":\n"), `Case 3: ` opening the answer's line ("Case ", ": ").
    numbered: Option<(&'static str, &'static str)>,
    /// Each case is a whole input (a judge file of one test): every case
    /// runs alone.
    single: bool,
}

impl Cases {
    pub fn new(title: impl Into<String>) -> Self {
        Cases {
            title: title.into(),
            counted: false,
            trailer: String::new(),
            inputs: Vec::new(),
            expected: Vec::new(),
            scope: Vec::new(),
            numbered: None,
            single: false,
        }
    }

    /// Each case is a whole input, run alone (see [`Cases::runs`]).
    pub fn single(mut self) -> Self {
        self.single = true;
        self
    }

    pub fn is_single(&self) -> bool {
        self.single
    }

    /// The inputs to run, as (index of the first case, its cases): all
    /// cases at once, or each alone where each is a whole input.
    pub fn runs(&self) -> Vec<(usize, Cases)> {
        match self.single {
            true => (0..self.len()).map(|i| (i, self.range(i, i + 1))).collect(),
            false => vec![(0, self.clone())],
        }
    }

    /// Each answer follows the case's number from 1, `before` number
    /// `after` (the expected outputs hold the answers alone).
    pub fn numbered(mut self, before: &'static str, after: &'static str) -> Self {
        self.numbered = Some((before, after));
        self
    }

    /// The whole expected output of case `index` at that place: its
    /// numbering, if any, and its answer.
    fn case_output(&self, index: usize) -> String {
        match self.numbered {
            Some((before, after)) => {
                format!("{}{}{}{}", before, index + 1, after, self.expected[index])
            }
            None => self.expected[index].clone(),
        }
    }

    pub fn title(&self) -> &str {
        &self.title
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
        self.push_scoped(Scope::Inside, input, expected);
    }

    /// One case outside the statement's limits (see [`Scope::Beyond`]).
    pub fn push_beyond(&mut self, input: impl Into<String>, expected: impl Into<String>) {
        self.push_scoped(Scope::Beyond, input, expected);
    }

    /// `push` or `push_beyond`, as `inside` says.
    pub fn push_inside(
        &mut self,
        inside: bool,
        input: impl Into<String>,
        expected: impl Into<String>,
    ) {
        let scope = if inside { Scope::Inside } else { Scope::Beyond };
        self.push_scoped(scope, input, expected);
    }

    pub fn push_scoped(
        &mut self,
        scope: Scope,
        input: impl Into<String>,
        expected: impl Into<String>,
    ) {
        self.inputs.push(input.into());
        self.expected.push(expected.into());
        self.scope.push(scope);
    }

    /// The case inputs, in order.
    pub fn inputs(&self) -> &[String] {
        &self.inputs
    }

    /// The same layout with only the cases `keep` names, in its order.
    pub fn subset(&self, keep: &[usize]) -> Cases {
        let mut cases = Cases {
            inputs: Vec::new(),
            expected: Vec::new(),
            scope: Vec::new(),
            title: self.title.clone(),
            counted: self.counted,
            trailer: self.trailer.clone(),
            numbered: self.numbered,
            single: self.single,
        };
        for &i in keep {
            cases.push_scoped(self.scope[i], self.inputs[i].clone(), self.expected[i].clone());
        }
        cases
    }

    /// Cases `start..end`, in order.
    pub fn range(&self, start: usize, end: usize) -> Cases {
        self.subset(&(start..end).collect::<Vec<_>>())
    }

    /// Whether a judge may send each case, in order.
    pub fn scopes(&self) -> &[Scope] {
        &self.scope
    }

    /// The same cases, case `i` of scope `scopes[i]`.
    pub fn with_scopes(mut self, scopes: Vec<Scope>) -> Cases {
        assert_eq!(scopes.len(), self.len(), "{}: one scope per case", self.title);
        self.scope = scopes;
        self
    }

    /// Case `index` alone, as a whole input (with the count or the
    /// terminator its layout has).
    pub fn input_of(&self, index: usize) -> String {
        let count = if self.counted { "1\n" } else { "" };
        format!("{}{}{}", count, self.inputs[index], self.trailer)
    }

    /// The cases of one scope, in order.
    pub fn of_scope(&self, scope: Scope) -> Cases {
        let keep: Vec<usize> = (0..self.len()).filter(|&i| self.scope[i] == scope).collect();
        self.subset(&keep)
    }

    /// The same cases, every one marked beyond the statement.
    pub fn all_beyond(self) -> Cases {
        self.all_scoped(Scope::Beyond)
    }

    /// The same cases, every one of `scope`.
    pub fn all_scoped(mut self, scope: Scope) -> Cases {
        self.scope.iter_mut().for_each(|s| *s = scope);
        self
    }

    /// The cases from the smallest, so that the first one a program fails
    /// is the smallest it fails: by the number of values, then their sum,
    /// then the text.
    pub fn smallest_first(&self) -> Cases {
        let mut order: Vec<usize> = (0..self.len()).collect();
        order.sort_by_cached_key(|&i| size_of(&self.inputs[i]));
        self.subset(&order)
    }

    /// The same cases with other expected outputs (one per case, in order).
    pub fn with_expected(&self, expected: Vec<String>) -> Cases {
        assert_eq!(expected.len(), self.len(), "{}: one output per case", self.title);
        let mut cases = self.subset(&(0..self.len()).collect::<Vec<_>>());
        cases.expected = expected;
        cases
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

    /// The cases as one input (of a single-input layout, only one case
    /// makes a valid input: see [`Cases::runs`]).
    pub fn whole_input(&self) -> String {
        let mut input = if self.counted { format!("{}\n", self.len()) } else { String::new() };
        self.inputs.iter().for_each(|case| input.push_str(case));
        input + &self.trailer
    }

    pub fn whole_output(&self) -> String {
        (0..self.len()).map(|i| self.case_output(i)).collect()
    }

    /// The index of the case that printed the first wrong line of `actual`,
    /// or `None` when `actual` is right, or wrong only past the last case.
    pub fn first_failing_case(&self, actual: &[u8]) -> Option<usize> {
        let expected = self.whole_output();
        if expected.as_bytes() == actual {
            return None;
        }
        let line = first_differing_line(expected.as_bytes(), actual);
        self.case_at_line(line).map(|(index, _)| index)
    }

    /// The case whose expected output holds line `line` (from 0), and the
    /// line its output starts at; `None` past the last case.
    fn case_at_line(&self, line: usize) -> Option<(usize, usize)> {
        let mut first_line = 0;
        for index in 0..self.len() {
            let count = lines_in(self.case_output(index).as_bytes());
            if line < first_line + count {
                return Some((index, first_line));
            }
            first_line += count;
        }
        None
    }

    /// The cases whose own lines of `actual` differ. The lines are matched
    /// by a longest common subsequence, so a line too many or too few fails
    /// the case it is in, not every case after it; a line too many fails
    /// the case of the expected line before it. Outputs too long to align compare
    /// line by line from the first difference on.
    pub fn failing_cases(&self, actual: &[u8]) -> Vec<usize> {
        const ALIGNED: usize = 4_000_000;
        let want: Vec<String> = (0..self.len()).map(|i| self.case_output(i)).collect();
        let mut owner = Vec::new();
        let mut expected_lines = Vec::new();
        for (index, output) in want.iter().enumerate() {
            for line in output.split_inclusive('\n') {
                expected_lines.push(line.as_bytes());
                owner.push(index);
            }
        }
        let got: Vec<&[u8]> = actual.split_inclusive(|&c| c == b'\n').collect();
        let (n, m) = (expected_lines.len(), got.len());
        let mut failing = vec![false; self.len()];
        if n.saturating_mul(m) > ALIGNED {
            let whole = self.whole_output();
            if whole.as_bytes() == actual {
                return Vec::new();
            }
            let line = first_differing_line(whole.as_bytes(), actual);
            let from = owner.get(line).copied().unwrap_or(self.len().saturating_sub(1));
            return (from..self.len()).collect();
        }
        // common[i][j]: the longest common subsequence of lines i.. and j..
        let width = m + 1;
        let mut common = vec![0u32; (n + 1) * width];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                common[i * width + j] = if expected_lines[i] == got[j] {
                    common[(i + 1) * width + j + 1] + 1
                } else {
                    common[(i + 1) * width + j].max(common[i * width + j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        let mut last_case = 0;
        while i < n || j < m {
            if i < n && j < m && expected_lines[i] == got[j] {
                last_case = owner[i];
                i += 1;
                j += 1;
            } else if i < n && (j == m || common[(i + 1) * width + j] >= common[i * width + j + 1])
            {
                failing[owner[i]] = true;
                last_case = owner[i];
                i += 1;
            } else {
                if let Some(case) = failing.get_mut(last_case) {
                    *case = true;
                }
                j += 1;
            }
        }
        (0..self.len()).filter(|&i| failing[i]).collect()
    }

    /// The first case whose output differs, described; `None` if all agree.
    pub fn describe_first_failure(&self, actual: &[u8]) -> Option<String> {
        let expected = self.whole_output();
        if expected.as_bytes() == actual {
            return None;
        }
        let line = first_differing_line(expected.as_bytes(), actual);
        let (index, first_line) = match self.case_at_line(line) {
            Some(found) => found,
            None => {
                return Some(format!(
                    "output past the last case, from line {}: {:?}",
                    line + 1,
                    String::from_utf8_lossy(&actual[expected.len().min(actual.len())..])
                ))
            }
        };
        // Every earlier case printed exactly its lines, so this case's
        // output starts at first_line.
        let want = self.case_output(index);
        let got: Vec<String> = actual
            .split(|&c| c == b'\n')
            .skip(first_line)
            .take(lines_in(want.as_bytes()).max(1))
            .map(|l| String::from_utf8_lossy(l).into_owned())
            .collect();
        Some(format!(
            "case {} of {}, input {:?}: expected {:?}, got {:?} (output line {})",
            index,
            self.len(),
            self.inputs[index],
            want,
            got.join("\n") + if got.is_empty() { "" } else { "\n" },
            line + 1
        ))
    }
}

/// How large a case (or an input) is: its count of numbers, their sum, its
/// text.
pub fn size_of(input: &str) -> (usize, u128, String) {
    let numbers: Vec<u128> = input
        .split_ascii_whitespace()
        .map(|word| word.parse::<u128>().unwrap_or(u128::MAX >> 8))
        .collect();
    (numbers.len(), numbers.iter().sum(), input.to_string())
}

/// The two answer lines of a win/lose problem.
#[derive(Clone, Copy)]
pub struct Answers {
    pub lose: &'static str,
    pub win: &'static str,
}

impl Answers {
    pub fn of(&self, wins: bool) -> &'static str {
        if wins {
            self.win
        } else {
            self.lose
        }
    }

    /// The answers to a list of positions, in order.
    pub fn lines(&self, wins: &[bool]) -> String {
        wins.iter().map(|&w| self.of(w)).collect()
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
    fn a_line_too_many_or_too_few_fails_only_its_case() {
        let cases = sample();
        assert_eq!(cases.failing_cases(b"a\nb\nc\nd\n"), Vec::<usize>::new());
        assert_eq!(cases.failing_cases(b"a\nx\nb\nc\nd\n"), [0]);
        assert_eq!(cases.failing_cases(b"a\nc\nd\n"), [1]);
        assert_eq!(cases.failing_cases(b"a\nb\nc\nx\n"), [2]);
        assert_eq!(cases.failing_cases(b""), [0, 1, 2]);
    }

    #[test]
    fn a_failure_names_the_case_that_printed_the_first_wrong_line() {
        let cases = sample();
        assert_eq!(cases.describe_first_failure(b"a\nb\nc\nd\n"), None);
        let wrong = cases.describe_first_failure(b"a\nb\nx\nd\n").unwrap();
        assert!(wrong.starts_with("case 1 of 3, input \"2\\n\""), "{}", wrong);
        assert!(wrong.contains("got \"b\\nx\\n\""), "{}", wrong);
        let short = cases.describe_first_failure(b"a\nb\nc\n").unwrap();
        assert!(short.starts_with("case 2 of 3"), "{}", short);
        let long = cases.describe_first_failure(b"a\nb\nc\nd\ne\n").unwrap();
        assert!(long.starts_with("output past the last case"), "{}", long);
    }
}
