//! Input robustness checks shared by every problem: the same tokens under any
//! ASCII whitespace give the same answers; malformed input keeps the answers
//! of the complete cases, then fails with exit status 2 and one line on
//! stderr naming the problem, what was expected and the line; and no input
//! at all makes a binary panic, die by a signal or hang.

use crate::rng::Rng;
use crate::solution::{first_difference, Run, Solution};

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

/// One rejected input: the input, the answers of its complete cases, the
/// line the error names, and fragments the message must contain.
pub type Rejection<'a> = (&'a str, &'a str, u64, &'a [&'a str]);

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
        assert_eq!(
            run.code,
            Some(2),
            "{}: exit status, stderr {:?}",
            context,
            run.stderr
        );
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
            for (cut, _) in whole
                .bytes()
                .enumerate()
                .filter(|&(_, c)| c.is_ascii_whitespace())
            {
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

/// Whether every run of digits in `input` is at most `limit` or above u64::MAX.
fn numbers_at_most(input: &[u8], limit: u64) -> bool {
    input
        .split(|c| !c.is_ascii_digit())
        .filter(|run| !run.is_empty())
        .all(
            |run| match std::str::from_utf8(run).unwrap().parse::<u64>() {
                Ok(value) => value <= limit,
                Err(_) => true,
            },
        )
}

fn is_one_line(text: &str) -> bool {
    text.ends_with('\n') && text.lines().count() == 1
}

/// Short strings of bytes drawn mostly from digits and whitespace, so some
/// parse and most end somewhere interesting.
fn random_byte_inputs(rng: &mut Rng, count: usize) -> Vec<Vec<u8>> {
    const COMMON: &[u8] = b"0123456789 \n\t\r-+x.";
    (0..count)
        .map(|_| {
            let len = rng.range(0, 48) as usize;
            (0..len)
                .map(|_| match rng.range(0, 3) {
                    0 => rng.range(0, 255) as u8,
                    _ => COMMON[rng.range(0, COMMON.len() as u64 - 1) as usize],
                })
                .collect()
        })
        .collect()
}

/// Tokens of the valid inputs mixed with hostile ones, joined by random
/// whitespace, sometimes cut in the middle of a token.
fn token_soups(rng: &mut Rng, valid: &[&str], count: usize) -> Vec<Vec<u8>> {
    let mut pool: Vec<String> = valid
        .iter()
        .flat_map(|input| input.split_ascii_whitespace())
        .map(str::to_string)
        .collect();
    for hostile in [
        "0",
        "1",
        "2",
        "3",
        "7",
        "10",
        "255",
        "1000",
        "65536",
        "1000000000",
        "4294967296",
        "18446744073709551615",
        "18446744073709551616",
        "340282366920938463463374607431768211456",
        "-1",
        "-0",
        "+3",
        "1.0",
        "1e5",
        "0x1f",
        "x",
        "é",
        "\u{ff}",
        "１２",
        "\u{0}",
        "000000000000000000000000001",
    ] {
        pool.push(hostile.to_string());
    }
    const SPACES: &[&str] = &[" ", "\n", "\r\n", "\t", "  ", "\x0b", "\x0c", "\n\n"];
    (0..count)
        .map(|_| {
            let tokens = rng.range(0, 24);
            let mut soup = Vec::new();
            for _ in 0..tokens {
                soup.extend_from_slice(
                    pool[rng.range(0, pool.len() as u64 - 1) as usize].as_bytes(),
                );
                soup.extend_from_slice(
                    SPACES[rng.range(0, SPACES.len() as u64 - 1) as usize].as_bytes(),
                );
            }
            if rng.range(0, 3) == 0 {
                let cut = rng.range(0, soup.len() as u64) as usize;
                soup.truncate(cut);
            }
            soup
        })
        .collect()
}
