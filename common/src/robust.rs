//! Input robustness checks shared by every problem: the same tokens under any
//! ASCII whitespace give the same answers; malformed input keeps the answers
//! of the complete cases, then fails with exit status 2 and one line on
//! stderr naming the problem, what was expected and the line; and no input
//! at all makes a binary panic, die by a signal or hang.

use crate::rng::Rng;

/// The tokens of `input` laid out with different whitespace, each named.
pub fn whitespace_variants(input: &str) -> Vec<(&'static str, String)> {
    let lines: Vec<Vec<&str>> = input
        .lines()
        .map(|line| line.split_ascii_whitespace().collect())
        .filter(|tokens: &Vec<&str>| !tokens.is_empty())
        .collect();
    let join = |sep: &str, eol: &str| {
        lines.iter().map(|tokens| tokens.join(sep)).collect::<Vec<_>>().join(eol)
    };
    let all_tokens: Vec<&str> = lines.iter().flatten().copied().collect();
    vec![
        ("LF", join(" ", "\n") + "\n"),
        ("CR LF", join(" ", "\r\n") + "\r\n"),
        ("no final newline", join(" ", "\n")),
        ("tabs", join("\t", "\t\n") + "\n"),
        ("blank lines and indentation", format!("\n\n  {}\n\n\n", join("   ", "\n\n \t"))),
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

/// Whether every run of digits in `input` is at most `limit` or above u64::MAX.
pub(crate) fn numbers_at_most(input: &[u8], limit: u64) -> bool {
    input.split(|c| !c.is_ascii_digit()).filter(|run| !run.is_empty()).all(|run| {
        match std::str::from_utf8(run).unwrap().parse::<u64>() {
            Ok(value) => value <= limit,
            Err(_) => true,
        }
    })
}

pub(crate) fn is_one_line(text: &str) -> bool {
    text.ends_with('\n') && text.lines().count() == 1
}

/// Short strings of bytes drawn mostly from digits and whitespace, so some
/// parse and most end somewhere interesting.
pub(crate) fn random_byte_inputs(rng: &mut Rng, count: usize) -> Vec<Vec<u8>> {
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
pub(crate) fn token_soups(rng: &mut Rng, valid: &[&str], count: usize) -> Vec<Vec<u8>> {
    let mut pool: Vec<String> =
        valid.iter().flat_map(|input| input.split_ascii_whitespace()).map(str::to_string).collect();
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
