//! The real binary against searches of the game itself: a Grundy search of
//! one heap (through pairs of heaps, which are lost iff their values agree)
//! and a win/lose search of whole triples (so the sum theorem is tested, not
//! assumed); seeded heaps up to the table bound, the golden files, the
//! terminator and malformed input.

use common::rng::Rng;

use common::search::Grundy;

use common::problems::hdu1848::{self, *};

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu1848");

const SAMPLE: &str = include_str!("../../../tests/hdu1848/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_pair_of_heaps_up_to_1000_against_a_grundy_search() {
    SOLUTION.check_each(&[hdu1848::every_pair_of_heaps_up_to_1000_against_a_grundy_search()]);
}

#[test]
fn every_triple_up_to_30_against_a_search_of_the_triple() {
    SOLUTION.check_each(&[hdu1848::every_triple_up_to_30_against_a_search_of_the_triple()]);
}

#[test]
fn seeded_heaps_up_to_the_table_bound() {
    let mut grundy = Grundy::new(one_heap);
    let mut rng = Rng::new(1848);
    let mut cases = Cases::new("seeded heaps up to 10^6 (seed 1848)").ended_by("0 0 0\n");
    let limit = hdu1848::PROBLEM.limit("N");
    for i in 0..20_000 {
        let top = if i % 2 == 0 { limit } else { 1_000_000 };
        let (a, b) = (rng.range(1, top), rng.range(1, top));
        // A third heap of the same value as a xor b makes half the cases lost.
        let target = grundy.value(&a) ^ grundy.value(&b);
        let c = if i % 3 == 0 {
            rng.range(1, top)
        } else {
            (0..=top).find(|c| grundy.value(c) == target).unwrap_or(1)
        };
        let lost = grundy.value(&a) ^ grundy.value(&b) ^ grundy.value(&c) == 0;
        cases.push(triple(a, b, c), ANSWERS.of(!lost));
    }
    cases.push(triple(1_000_000, 1_000_000, 1_000_000), ANSWERS.of(grundy.value(&1_000_000) != 0));
    assert!(cases.expected().iter().any(|w| w == "Nacci\n"));
    SOLUTION.check(&cases);
}

#[test]
fn the_terminator_ends_the_input_and_only_it() {
    for (input, expected) in [
        ("0 0 0\n1 1 1\n", ""),
        ("0 0 1\n1 0 0\n0 0 0\n5 5 5\n", "Fibo\nFibo\n"),
        ("1 1 1\n0 0 0 junk -1\n", "Fibo\n"),
        ("1 1 1\n1 4 1", "Fibo\nNacci\n"),
        ("", ""),
    ] {
        SOLUTION.assert_output(&format!("{:?}", input), input, expected);
    }
}

#[test]
fn heaps_above_the_bound_and_cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[
        ("1 1 1\n1 1000001 1\n", "Fibo\n", 2, &["expected heaps up to 1000000, found 1000001"]),
        ("1 1 1\n1 4", "Fibo\n", 2, &["expected heap p, found end of input"]),
        ("1 1 1\n1\n", "Fibo\n", 2, &["expected heap n, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("1 1 1\n1 4 1\n1000 999 998\n0 0 0\n", "Fibo\nNacci\nFibo\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("1 1 1\n", "Fibo\n", 2, "heap m");
    SOLUTION.check_malformed_tokens("1 1 1\n1 ", "Fibo\n", 2, "heap n");
    SOLUTION.check_malformed_tokens("1 1 1\n1 4\n", "Fibo\n", 3, "heap p");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "1000 1000 1000\n0 1 2\n999999 3 5\n0 0 0\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
