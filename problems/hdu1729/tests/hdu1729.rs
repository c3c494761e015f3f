//! The real binary against searches of the game itself: every box of size
//! up to 300 by a search of the additions (through pairs of boxes), every
//! position of two and three small boxes by a search of whole positions;
//! boxes up to u64::MAX whose answer the moves alone tell, the golden files,
//! the terminator, the boxes that are no box, and malformed input.

use common::problems::hdu1729::{self, case, Box, WORDS as ANSWERS};
use common::rng::Rng;
use common::Solution;

const SOLUTION: Solution = common::solution!("hdu1729");
const SAMPLE: &str = include_str!("../../../tests/hdu1729/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_box_up_to_300_and_every_small_position_against_the_additions() {
    SOLUTION.check_each(hdu1729::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

/// A box that one move fills (c + c^2 >= s > c): whoever fills it leaves a
/// dead box; equal boxes in pairs are lost by mirroring; so pairs alone are
/// lost and pairs with one such box are won.
#[test]
fn boxes_up_to_u64_max_decided_by_the_moves() {
    let mut rng = Rng::new(1729);
    let mut cases = hdu1729::PROBLEM.cases("mirrored boxes and boxes one move fills (seed 1729)");
    let any_box = |rng: &mut Rng| -> Box {
        let s = rng.any_size();
        (s, rng.range(0, s))
    };
    for i in 0..4000 {
        let mut boxes: Vec<Box> = Vec::new();
        for _ in 0..rng.range(0, 10) {
            let b = any_box(&mut rng);
            boxes.extend([b, b]);
        }
        let won = i % 2 == 1;
        if won {
            let c = rng.range(1, 1 << 31);
            let s = rng.range(c + 1, c + c * c);
            boxes.push((s, c));
        }
        if boxes.is_empty() {
            boxes.push((u64::MAX, 0)); // an empty box: no move
        }
        let at = rng.range(0, boxes.len() as u64 - 1) as usize;
        let last = boxes.len() - 1;
        boxes.swap(at, last);
        cases.push(case(&boxes), ANSWERS.of(won));
    }
    for b in [(u64::MAX, u64::MAX), (u64::MAX, 0), (0, 0), (1, 1), (1, 0)] {
        cases.push(case(&[b]), ANSWERS.lose);
    }
    cases.push(case(&[(u64::MAX, u64::MAX - 1)]), ANSWERS.win);
    cases.push(case(&[(u64::MAX, 1 << 32)]), ANSWERS.win);
    SOLUTION.check(&cases);
}

#[test]
fn cases_are_numbered_and_the_terminator_ends_the_input() {
    let cases = [
        ("0\n1\n2 1\n", ""),
        ("1\n2 1\n", "Case 1:\nYes\n"),
        ("1\n2 1\n1\n2 2\n0\n1\n2 1\n", "Case 1:\nYes\nCase 2:\nNo\n"),
        ("", ""),
    ];
    for (input, expected) in cases {
        SOLUTION.assert_output(&format!("{:?}", input), input, expected);
    }
}

#[test]
fn a_box_holding_more_than_its_size_and_cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[
        (
            "1\n2 1\n1\n3 4\n",
            "Case 1:\nYes\n",
            4,
            &["expected c <= s, found a box of size 3 holding 4"],
        ),
        ("1\n2 1\n2\n3 1\n", "Case 1:\nYes\n", 4, &["expected a box size s, found end of input"]),
        (
            "1\n2 1\n2\n3",
            "Case 1:\nYes\n",
            4,
            &["expected the stones c in a box, found end of input"],
        ),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Case 1:\nYes\nCase 2:\nNo\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the box count N");
    SOLUTION.check_malformed_tokens("1\n2 1\n", "Case 1:\nYes\n", 3, "the box count N");
    SOLUTION.check_malformed_tokens("1\n2 1\n1\n", "Case 1:\nYes\n", 4, "a box size s");
    SOLUTION.check_malformed_tokens("1\n2 1\n1\n5 ", "Case 1:\nYes\n", 4, "the stones c in a box");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2\n18446744073709551615 4294967296\n1000000 999\n0\n"]);
}
