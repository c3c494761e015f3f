//! Input robustness checks shared by every problem: the same tokens under any
//! ASCII whitespace give the same answers, and malformed input keeps the
//! answers of the complete cases, then fails with exit status 2 and one line
//! on stderr naming the problem, what was expected and the line.

use crate::process::{assert_output, first_difference, run};

/// The tokens of `input` laid out with different whitespace, each named.
pub fn whitespace_variants(input: &str) -> Vec<(&'static str, String)> {
    let lines: Vec<Vec<&str>> = input
        .lines()
        .map(|line| line.split_ascii_whitespace().collect())
        .filter(|tokens: &Vec<&str>| !tokens.is_empty())
        .collect();
    let join = |sep: &str, eol: &str| {
        lines
            .iter()
            .map(|tokens| tokens.join(sep))
            .collect::<Vec<_>>()
            .join(eol)
    };
    let all_tokens: Vec<&str> = lines.iter().flatten().copied().collect();
    vec![
        ("LF", join(" ", "\n") + "\n"),
        ("CR LF", join(" ", "\r\n") + "\r\n"),
        ("no final newline", join(" ", "\n")),
        ("tabs", join("\t", "\t\n") + "\n"),
        (
            "blank lines and indentation",
            format!("\n\n  {}\n\n\n", join("   ", "\n\n \t")),
        ),
        ("one line", all_tokens.join(" ")),
        ("one token per line", all_tokens.join("\n") + "\n"),
        ("vertical tab and form feed", join("\x0b", "\x0c") + "\r"),
        ("trailing spaces", join("  ", " \n") + "   "),
    ]
}

/// Runs every whitespace variant of `input` and expects `expected` from each.
pub fn check_whitespace(bin: &str, input: &str, expected: &str) {
    for (name, variant) in whitespace_variants(input) {
        let case = format!("whitespace variant {:?}", name);
        assert_output(bin, &case, variant.as_bytes(), expected.as_bytes());
    }
}

/// Expects `input` to be rejected: stdout exactly `answers_before` (the
/// answers of the complete cases), exit status 2, and stderr one line
/// `<problem>: line <line>: ...` that contains every one of `details`.
pub fn check_rejected(
    bin: &str,
    problem: &str,
    input: &str,
    answers_before: &str,
    line: u64,
    details: &[&str],
) {
    let result = run(bin, input.as_bytes());
    let context = format!("input {:?}", input);
    assert_eq!(
        result.code,
        Some(2),
        "{}: exit status, stderr {:?}",
        context,
        result.stderr
    );
    if let Some(diff) = first_difference(answers_before.as_bytes(), &result.stdout) {
        panic!("{}: answers before the error: {}", context, diff);
    }
    let prefix = format!("{}: line {}: ", problem, line);
    assert!(
        result.stderr.starts_with(&prefix)
            && result.stderr.ends_with('\n')
            && result.stderr.lines().count() == 1
            && details.iter().all(|d| result.stderr.contains(d)),
        "{}: stderr {:?} should be one line starting {:?} and containing {:?}",
        context,
        result.stderr,
        prefix,
        details
    );
}

/// Malformed tokens, each with a fragment its error message must contain.
pub const MALFORMED_TOKENS: &[(&str, &str)] = &[
    ("x", "found \"x\""),
    ("-5", "found \"-5\""),
    ("+5", "found \"+5\""),
    ("1.5", "found \"1.5\""),
    ("12abc", "found \"12abc\""),
    ("0x10", "found \"0x10\""),
    ("007e3", "found \"007e3\""),
    ("18446744073709551616", "above 18446744073709551615"),
    ("99999999999999999999999999", "above 18446744073709551615"),
];

/// For every kind of malformed token: `prefix` (complete cases ending where a
/// number is expected, on line `line`) then the bad token and more data must
/// print `answers_before` and fail naming `expected` and the token.
pub fn check_malformed_tokens(
    bin: &str,
    problem: &str,
    prefix: &str,
    answers_before: &str,
    line: u64,
    expected: &str,
) {
    for (token, detail) in MALFORMED_TOKENS {
        let input = format!("{}{} 1 2 3\n4 5 6\n", prefix, token);
        let expected = format!("expected {}", expected);
        check_rejected(
            bin,
            problem,
            &input,
            answers_before,
            line,
            &[&expected, detail],
        );
    }
}
