//! The real binary against a brute-force search of the moves, constructed
//! large cases, the golden files, the case count and malformed input.

use common::golden::check_folder;
use common::process::assert_output;
use common::rng::Rng;
use common::robust::{check_malformed_tokens, check_rejected, check_whitespace};
use common::search::WinLose;

const PROBLEM: &str = "hdu1846";
const BIN: &str = env!("CARGO_BIN_EXE_hdu1846");

fn word(first_wins: bool) -> &'static str {
    if first_wins {
        "first\n"
    } else {
        "second\n"
    }
}

fn cases_input(cases: &[(u64, u64)]) -> String {
    let mut input = format!("{}\n", cases.len());
    for (n, m) in cases {
        input.push_str(&format!("{} {}\n", n, m));
    }
    input
}

#[test]
fn golden_files() {
    check_folder(PROBLEM, BIN);
}

#[test]
fn every_n_and_m_up_to_200_against_brute_force() {
    const MAX: u64 = 200;
    let mut cases = Vec::new();
    let mut expected = String::new();
    for m in 0..=MAX {
        // A position is the stones left; a move takes 1..=m of them.
        let mut game = WinLose::normal(move |&n: &u64| (1..=m.min(n)).map(|t| n - t).collect());
        for n in 0..=MAX {
            cases.push((n, m));
            expected.push_str(word(game.wins(&n)));
        }
    }
    assert!(expected.contains("first") && expected.contains("second"));
    assert_output(
        BIN,
        "every n, m <= 200",
        cases_input(&cases).as_bytes(),
        expected.as_bytes(),
    );
}

#[test]
fn constructed_cases_up_to_1000_and_u64_max() {
    // n = q (m + 1) + r: the mover loses exactly when r = 0, whatever the size.
    let mut rng = Rng::new(46);
    let mut cases = Vec::new();
    let mut expected = String::new();
    for i in 0..40_000 {
        let max = if i % 2 == 0 { 1000 } else { u64::MAX };
        let m = rng.range(1, max.min(u64::MAX - 1));
        let period = m + 1;
        let r = if i % 4 < 2 { 0 } else { rng.range(1, m) };
        let q = rng.range(0, (max - r) / period);
        if q == 0 && r == 0 {
            continue; // n = 0 is tested on its own below
        }
        cases.push((q * period + r, m));
        expected.push_str(word(r != 0));
    }
    for (n, m, first) in [
        (0, 0, false),
        (5, 0, false),
        (0, 7, false),
        (u64::MAX, u64::MAX, true),
        (1, u64::MAX, true),
    ] {
        cases.push((n, m));
        expected.push_str(word(first));
    }
    assert_output(
        BIN,
        "constructed cases (seed 46)",
        cases_input(&cases).as_bytes(),
        expected.as_bytes(),
    );
}

#[test]
fn the_count_decides_how_many_cases_are_read() {
    assert_output(BIN, "zero cases", b"0\n5 5\n", b"");
    assert_output(
        BIN,
        "data after the cases",
        b"1\n4 3\n23 2 junk -1\n",
        b"second\n",
    );
    // A count above the statement's 100 is processed, never rejected.
    let many: Vec<(u64, u64)> = (0..5000).map(|i| (i % 1000 + 1, i % 7 + 1)).collect();
    let expected: String = many.iter().map(|&(n, m)| word(n % (m + 1) != 0)).collect();
    assert_output(
        BIN,
        "5000 cases",
        cases_input(&many).as_bytes(),
        expected.as_bytes(),
    );
}

#[test]
fn fewer_cases_than_the_count_is_malformed() {
    check_rejected(
        BIN,
        PROBLEM,
        "3\n23 2\n4 3\n",
        "first\nsecond\n",
        3,
        &["expected n, found end of input"],
    );
    check_rejected(
        BIN,
        PROBLEM,
        "3\n23 2\n4",
        "first\n",
        3,
        &["expected m, found end of input"],
    );
    let huge = format!("{}\n1 1\n", u64::MAX);
    check_rejected(
        BIN,
        PROBLEM,
        &huge,
        "first\n",
        2,
        &["expected n, found end of input"],
    );
    check_rejected(
        BIN,
        PROBLEM,
        "",
        "",
        1,
        &["expected the case count C, found end of input"],
    );
    check_rejected(BIN, PROBLEM, "\n\n", "", 2, &["expected the case count C"]);
}

#[test]
fn any_ascii_whitespace() {
    check_whitespace(BIN, "3\n23 2\n4 3\n0 1\n", "first\nsecond\nsecond\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    check_malformed_tokens(BIN, PROBLEM, "", "", 1, "the case count C");
    check_malformed_tokens(BIN, PROBLEM, "3\n23 2\n", "first\n", 3, "n");
    check_malformed_tokens(BIN, PROBLEM, "3\n23 2\n4\t", "first\n", 3, "m");
}
