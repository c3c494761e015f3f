//! Each judge compares output its own way, and the check compares as the
//! problem's judge does: the rules, with their sources, are in
//! docs/judges.md and `check --help`.

use crate::header::all_headers;

/// How a judge compares a program's output with the expected one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// HDU and POJ: spaces and tabs at the end of a line and blank lines at
    /// the end of the output are ignored; any other whitespace difference
    /// between the right words is a presentation error.
    PresentationError,
    /// Luogu, LibreOJ and NYOJ: the text compared line by line, whitespace
    /// at each line's end and blank lines at the end ignored; any other
    /// difference is a wrong answer.
    Lines,
    /// Library Checker (testlib's `wcmp`) and SPOJ: the words compared in
    /// order, whitespace of any kind ignored.
    Words,
    /// A judge whose rule was not found (CSES, AtCoder, BJFU,
    /// Codeforces, or none):
    /// the lenient reading, the words, with a warning where the bytes
    /// differ.
    Unknown,
}

/// A problem's judge and its rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JudgeRule {
    /// As the problem's header names it ("HDU"), or "no judge".
    pub judge: &'static str,
    pub rule: Rule,
}

/// The judges by the prefix of their problems' names in the headers.
pub const JUDGES: [JudgeRule; 11] = [
    JudgeRule { judge: "HDU", rule: Rule::PresentationError },
    JudgeRule { judge: "POJ", rule: Rule::PresentationError },
    JudgeRule { judge: "Luogu", rule: Rule::Lines },
    JudgeRule { judge: "LibreOJ", rule: Rule::Lines },
    JudgeRule { judge: "NYOJ", rule: Rule::Lines },
    JudgeRule { judge: "Library Checker", rule: Rule::Words },
    JudgeRule { judge: "SPOJ", rule: Rule::Words },
    JudgeRule { judge: "CSES", rule: Rule::Unknown },
    JudgeRule { judge: "AtCoder", rule: Rule::Unknown },
    JudgeRule { judge: "BJFU", rule: Rule::Unknown },
    JudgeRule { judge: "Codeforces", rule: Rule::Unknown },
];

/// The judge of problem `id`, from its header's `Problem:` name.
pub fn judge_of(id: &str) -> JudgeRule {
    let name = all_headers()
        .into_iter()
        .find(|(each, _)| each == id)
        .map(|(_, header)| header.problem().0)
        .unwrap_or_default();
    JUDGES
        .iter()
        .find(|j| name.strip_prefix(j.judge).is_some_and(|rest| rest.starts_with(' ')))
        .copied()
        .unwrap_or(JudgeRule { judge: "no judge", rule: Rule::Unknown })
}

/// What a comparison found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// The same bytes.
    Same,
    /// Other bytes that the judge's rule accepts.
    Accepted,
    PresentationError,
    WrongAnswer,
}

/// The lines with their trailing whitespace, and blank lines at the end,
/// dropped.
pub fn trimmed_lines(text: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = text
        .split(|&c| c == b'\n')
        .map(|line| {
            let end = line.iter().rposition(|c| !c.is_ascii_whitespace()).map_or(0, |i| i + 1);
            &line[..end]
        })
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// The words, in order.
pub fn words(text: &[u8]) -> Vec<&[u8]> {
    text.split(|c| c.is_ascii_whitespace()).filter(|w| !w.is_empty()).collect()
}

/// `actual` against `expected` by `rule`.
pub fn compare(rule: Rule, expected: &[u8], actual: &[u8]) -> Comparison {
    if expected == actual {
        return Comparison::Same;
    }
    let lines_agree = || trimmed_lines(expected) == trimmed_lines(actual);
    let words_agree = || words(expected) == words(actual);
    match rule {
        Rule::PresentationError if lines_agree() => Comparison::Accepted,
        Rule::PresentationError if words_agree() => Comparison::PresentationError,
        Rule::Lines if lines_agree() => Comparison::Accepted,
        Rule::Words | Rule::Unknown if words_agree() => Comparison::Accepted,
        _ => Comparison::WrongAnswer,
    }
}

impl Rule {
    /// What the rule ignores, for a note on an accepted difference.
    pub fn ignores(self) -> &'static str {
        match self {
            Rule::PresentationError | Rule::Lines => {
                "whitespace at a line's end and blank lines at the output's end"
            }
            Rule::Words | Rule::Unknown => "every difference of whitespace between the words",
        }
    }
}

/// The note on an output that differs from the expected bytes and that
/// `judge` accepts: what a stricter judge would say of it.
pub fn accepted_note(judge: JudgeRule, expected: &[u8], actual: &[u8]) -> String {
    let strictest = match trimmed_lines(expected) == trimmed_lines(actual) {
        true => "HDU and POJ accept it too",
        false => "HDU and POJ, which compare line by line, would call it a presentation error",
    };
    match judge.rule {
        Rule::Unknown => format!(
            "accepted, though the output's whitespace differs from the expected bytes: {}'s rule is not known, so the check reads it leniently (the words); {}",
            judge.judge, strictest
        ),
        rule => format!(
            "accepted: the output's whitespace differs from the expected bytes, and {} ignores {}; {}",
            judge.judge,
            rule.ignores(),
            strictest
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_accepts_what_its_judge_ignores() {
        let expected = b"first\nsecond\n";
        let cases: [(&[u8], [Comparison; 4]); 6] = [
            (b"first\nsecond\n", [Comparison::Same; 4]),
            (b"first\nsecond", [Comparison::Accepted; 4]),
            (b"first \nsecond\n\n\n", [Comparison::Accepted; 4]),
            (
                b"first second\n",
                [
                    Comparison::PresentationError,
                    Comparison::WrongAnswer,
                    Comparison::Accepted,
                    Comparison::Accepted,
                ],
            ),
            (
                b"first\n\nsecond\n",
                [
                    Comparison::PresentationError,
                    Comparison::WrongAnswer,
                    Comparison::Accepted,
                    Comparison::Accepted,
                ],
            ),
            (b"first\nfirst\n", [Comparison::WrongAnswer; 4]),
        ];
        let rules = [Rule::PresentationError, Rule::Lines, Rule::Words, Rule::Unknown];
        for (actual, want) in cases {
            for (rule, want) in rules.iter().zip(want) {
                assert_eq!(
                    compare(*rule, expected, actual),
                    want,
                    "{:?} on {:?}",
                    rule,
                    String::from_utf8_lossy(actual)
                );
            }
        }
    }

    #[test]
    fn every_problem_has_its_judge_and_only_circle_has_none() {
        for (id, _) in all_headers() {
            let judge = judge_of(&id);
            assert_eq!(judge.judge == "no judge", id == "circle", "{}: {:?}", id, judge);
        }
        assert_eq!(judge_of("hdu1846").rule, Rule::PresentationError);
        assert_eq!(judge_of("nimproduct64").judge, "Library Checker");
        assert_eq!(judge_of("luogu2197").rule, Rule::Lines);
    }
}
