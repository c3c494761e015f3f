//! The real binary against a search of the moves for every short list of
//! small heaps (the winner and the first winning move), constructed large
//! tests, the golden files, the limits and malformed input.

use common::problems::luogu1247;
use common::suites::nim;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("luogu1247");
const SAMPLE: &str = include_str!("../../../tests/luogu1247/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_position_against_a_search_of_the_moves() {
    SOLUTION.check_each(luogu1247::PROBLEM.small_cases());
}

#[test]
fn constructed_tests_up_to_u64_max() {
    // Heaps whose last is the xor of the others are lost. Raising one heap
    // by a bit above every heap makes it the one heap holding that bit: a
    // move must lower it, and only back to its old size leaves xor 0.
    let mut cases = Cases::new("constructed tests (seed 1247)").single();
    for (i, (mut heaps, _)) in nim::constructed(1247, 80, 30).into_iter().enumerate() {
        let last = heaps.len() - 1;
        heaps[last] = heaps[..last].iter().fold(0, |x, &h| x ^ h);
        let bit = heaps.iter().map(|h| 64 - h.leading_zeros()).max().unwrap_or(0);
        if i % 2 == 0 {
            cases.push(nim::counted_lines(&heaps), "lose\n");
        } else if bit < 64 {
            let mut raised = heaps.clone();
            let at = i % raised.len();
            raised[at] |= 1 << bit;
            let answer = format!("{} {}\n{}\n", 1u64 << bit, at + 1, nim::words(&heaps));
            cases.push(nim::counted_lines(&raised), answer);
        }
    }
    assert!(cases.len() > 50);
    SOLUTION.check(&cases);
}

#[test]
fn the_count_and_the_limits() {
    SOLUTION.assert_output("no heaps", "0\n", "lose\n");
    SOLUTION.assert_output("empty heaps", "3\n0 0 0\n", "lose\n");
    SOLUTION.assert_output("one heap", "1\n18446744073709551615\n", "18446744073709551615 1\n0\n");
    SOLUTION.assert_output("data after the test", "2\n1 1\n7 junk", "lose\n");
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.check_rejections(&[
        ("3\n1 2\n", "", 2, &["expected a heap size, found end of input"]),
        ("2\n1 18446744073709551616\n", "", 2, &["found a number above"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("3\n3 6 9\n", "4 3\n3 6 5\n");
}

#[test]
fn malformed_input_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the heap count k");
    SOLUTION.check_malformed_tokens("3\n3 6 ", "", 2, "a heap size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz_below(&[SAMPLE, "4\n15 22 19 10\n"], 10_000_000);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
