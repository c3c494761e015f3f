//! The real binary against searches of the game itself: the values of every
//! heap up to 200 from the moves (through pairs of heaps, lost iff their
//! values agree), every position of up to 24 objects by a search of whole
//! positions (no Grundy theory in it); positions made of mirrored heaps up
//! to u64::MAX, the golden files, the case count and malformed input.

use common::problems::hdu3032::{self, WORDS as ANSWERS};
use common::problems::split_nim::mirrored;
use common::suites::nim;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu3032");
const SAMPLE: &str = include_str!("../../../tests/hdu3032/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_heap_up_to_200_and_every_position_of_up_to_24_objects_against_the_moves() {
    SOLUTION.check_each(hdu3032::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

#[test]
fn mirrored_heaps_up_to_u64_max() {
    let mut cases = Cases::new("mirrored heaps (seed 3032)").counted();
    for (heaps, lost) in mirrored(3032, 5000) {
        cases.push(nim::counted_lines(&heaps), ANSWERS.of(!lost));
    }
    // One heap is won by taking it all: 2^64 - 1 too, whose value is 2^64.
    for h in [u64::MAX, u64::MAX - 1, u64::MAX - 3, (1 << 31) - 1] {
        cases.push(nim::counted_lines(&[h]), ANSWERS.win);
        cases.push(nim::counted_lines(&[h, h]), ANSWERS.lose);
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_count_decides_how_many_cases_are_read() {
    SOLUTION.assert_output("zero cases", "0\n1\n1\n", "");
    SOLUTION.assert_output("no heaps", "1\n0\n", "Bob\n");
    SOLUTION.assert_output("data after the cases", "1\n1\n1\n3 1 1 1 junk", "Alice\n");
    SOLUTION.check_rejections(&[
        ("2\n3\n2 2 3\n2\n3\n", "Alice\n", 5, &["expected a heap size, found end of input"]),
        ("2\n3\n2 2 3\n", "Alice\n", 3, &["expected the heap count N, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Alice\nBob\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the case count T");
    SOLUTION.check_malformed_tokens("2\n1\n3\n", "Alice\n", 4, "the heap count N");
    SOLUTION.check_malformed_tokens("2\n1\n3\n2\n3 ", "Alice\n", 5, "a heap size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "3\n2\n1 1\n1\n4747\n2\n18446744073709551615 0\n"]);
}
