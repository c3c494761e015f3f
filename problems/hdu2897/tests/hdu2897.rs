//! The real binary against a misere search of the moves, constructed large
//! cases (p + q beyond u64 included), the golden files, the values that are
//! no game, and malformed input.

use common::rng::Rng;

use common::problems::hdu2897::{self, line, ANSWERS};

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu2897");

const SAMPLE: &str = include_str!("../../../tests/hdu2897/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_n_up_to_200_and_p_q_up_to_40_against_the_moves() {
    SOLUTION.check_each(&[hdu2897::every_n_up_to_200_and_p_q_up_to_40_against_the_moves()]);
}

#[test]
fn constructed_cases_up_to_u64_max() {
    // n = k (p + q) + r: the mover loses exactly when 1 <= r <= p.
    let mut rng = Rng::new(2897);
    let mut cases = Cases::new("constructed cases (seed 2897)");
    for i in 0..30_000 {
        let top = if i % 2 == 0 { 65_535 } else { u64::MAX };
        let q = rng.range(1, top / 2);
        let p = rng.range(1, q);
        let period = p + q;
        let r = rng.range(0, period - 1);
        let k = rng.range(u64::from(r == 0), (top - r) / period);
        cases.push(line(k * period + r, p, q), ANSWERS.of(r == 0 || r > p));
    }
    // p + q above u64::MAX: n < p + q, so the mover loses iff n <= p.
    let half = u64::MAX / 2 + 1;
    for (n, p, q, first) in [
        (half, half, half, false),
        (half + 1, half, half, true),
        (u64::MAX, u64::MAX, u64::MAX, false),
        (u64::MAX, u64::MAX - 1, u64::MAX, true),
        (1, u64::MAX, u64::MAX, false),
    ] {
        cases.push(line(n, p, q), ANSWERS.of(first));
    }
    SOLUTION.check(&cases);
}

#[test]
fn no_game_and_cases_cut_short_are_rejected() {
    SOLUTION.check_rejections(&[
        ("7 2 4\n0 2 4\n", "LOST\n", 2, &["expected n >= 1, found 0"]),
        ("7 2 4\n6 0 4\n", "LOST\n", 2, &["expected p >= 1, found 0"]),
        ("7 2 4\n6 5 4\n", "LOST\n", 2, &["expected q >= p = 5, found 4"]),
        ("7 2 4\n6 2", "LOST\n", 2, &["expected q, found end of input"]),
        ("7 2 4\n6\n", "LOST\n", 2, &["expected p, found end of input"]),
    ]);
}

#[test]
fn end_of_input_ends_the_cases() {
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("no final newline", "7 2 4\n6 2 4", "LOST\nWIN\n");
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("7 2 4\n6 2 4\n1 1 1\n2 1 1\n", "LOST\nWIN\nLOST\nWIN\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("7 2 4\n", "LOST\n", 2, "n");
    SOLUTION.check_malformed_tokens("7 2 4\n6 ", "LOST\n", 2, "p");
    SOLUTION.check_malformed_tokens("7 2 4\n6 2\n", "LOST\n", 3, "q");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "65535 1 65535\n3 1 2\n18446744073709551615 2 3\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
