//! The real binary against a bitmask search of the real circle (every
//! n <= 14, k <= n + 1) and a Grundy search of the segments the first move
//! leaves (every n <= 60, k <= 20); large values, the golden files, the
//! values that are no game, and malformed input.

use common::rng::Rng;
use common::search::mex;
use common::suites::Answers;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("circle");
const SAMPLE: &str = include_str!("../../../tests/circle/sample-1.in");

const ANSWERS: Answers = Answers {
    lose: "second\n",
    win: "first\n",
};

/// Whether the first player wins on a circle of n stones taking 1..=k: the
/// stones left are a bitmask of circle positions, and a move removes a
/// circular run of 1..=k stones that are all still there (so it never
/// bridges a gap; the whole circle counts only while it is whole). Removing
/// stones makes the mask smaller, so one pass upwards settles every mask.
fn circle_search(n: u32, k: u32) -> bool {
    let full = (1u32 << n) - 1;
    let mut runs = Vec::new();
    for start in 0..n {
        let mut run = 0u32;
        for len in 1..=n.min(k) {
            run |= 1 << ((start + len - 1) % n);
            runs.push(run);
        }
    }
    let mut wins = vec![false; 1 << n];
    for mask in 1..=full {
        wins[mask as usize] = runs
            .iter()
            .any(|&run| mask & run == run && !wins[(mask & !run) as usize]);
    }
    wins[full as usize]
}

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_circle_up_to_14_stones_against_a_bitmask_search() {
    let mut cases = Cases::new("every n <= 14, k <= n + 1");
    for n in 1..=14u32 {
        for k in 1..=n + 1 {
            cases.push(format!("{} {}\n", n, k), ANSWERS.of(circle_search(n, k)));
        }
    }
    assert!(cases.expected().iter().any(|w| w == "second\n"));
    SOLUTION.check(&cases);
}

#[test]
fn every_circle_up_to_60_stones_against_the_segments_grundy_values() {
    // After the first move the stones are one segment (or none). A segment
    // of L takes 1..=k contiguous stones and leaves two independent
    // segments, so its Grundy value is the mex of sg(a) xor sg(b) over every
    // such split (Sprague-Grundy: a sum of games xors their values).
    let mut cases = Cases::new("every n <= 60, k <= 20");
    for k in 1..=20u64 {
        let mut sg: Vec<u64> = vec![0];
        for length in 1..=60u64 {
            let mut reached = Vec::new();
            for take in 1..=k.min(length) {
                for left in 0..=length - take {
                    reached.push(sg[left as usize] ^ sg[(length - take - left) as usize]);
                }
            }
            sg.push(mex(&reached));
        }
        for n in 1..=60u64 {
            let first_wins = (1..=k.min(n)).any(|take| sg[(n - take) as usize] == 0);
            cases.push(format!("{} {}\n", n, k), ANSWERS.of(first_wins));
        }
    }
    SOLUTION.check(&cases);
}

#[test]
fn large_values() {
    let mut rng = Rng::new(7);
    let mut cases = Cases::new("large values (seed 7)");
    for _ in 0..10_000 {
        let n = rng.any_size().max(1);
        // k = 1: parity; k >= 2: whether one move takes the whole circle.
        cases.push(format!("{} 1\n", n), ANSWERS.of(n % 2 == 1));
        let k = rng.range(2, u64::MAX);
        cases.push(format!("{} {}\n", n, k), ANSWERS.of(n <= k));
    }
    cases.push(format!("{} {}\n", u64::MAX, u64::MAX), ANSWERS.of(true));
    cases.push(
        format!("{} {}\n", u64::MAX, u64::MAX - 1),
        ANSWERS.of(false),
    );
    SOLUTION.check(&cases);
}

#[test]
fn no_game_and_cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[
        ("3 1\n0 1\n", "first\n", 2, &["expected n >= 1, found 0"]),
        ("3 1\n4 0\n", "first\n", 2, &["expected k >= 1, found 0"]),
        (
            "3 1\n4",
            "first\n",
            2,
            &["expected the largest take k, found end of input"],
        ),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "first\nsecond\nsecond\nfirst\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("3 1\n", "first\n", 2, "the stone count n");
    SOLUTION.check_malformed_tokens("3 1\n4 ", "first\n", 2, "the largest take k");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "1 1\n2 1\n18446744073709551615 2\n"]);
}
