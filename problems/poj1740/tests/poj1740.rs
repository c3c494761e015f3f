//! The real binary against a search of the moves over every small position
//! (the move generator checked against the statement's worked example),
//! constructed large cases, the golden files, the terminator and malformed
//! input.

use common::rng::Rng;

use common::problems::poj1740::{self, moves_from_pile, ANSWERS};
use common::suites::nim;

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("poj1740");

const SAMPLE: &str = include_str!("../../../tests/poj1740/sample-1.in");

#[test]
fn the_move_generator_matches_the_statements_example() {
    // From 3 1 4 2, pile 1 with one stone discarded.
    let mut reached: Vec<Vec<u64>> = moves_from_pile(&[3, 1, 4, 2], 0)
        .into_iter()
        .filter(|after| after.iter().sum::<u64>() == 9)
        .collect();
    reached.sort();
    let mut listed = vec![
        vec![2, 1, 4, 2],
        vec![1, 2, 4, 2],
        vec![1, 1, 5, 2],
        vec![1, 1, 4, 3],
        vec![0, 2, 5, 2],
        vec![0, 2, 4, 3],
        vec![0, 1, 5, 3],
        vec![0, 3, 4, 2],
        vec![0, 1, 6, 2],
        vec![0, 1, 4, 4],
    ];
    listed.sort();
    assert_eq!(reached, listed);
}

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_multiset_of_up_to_4_piles_up_to_6_against_the_moves() {
    SOLUTION.check_each(&[poj1740::every_multiset_of_up_to_4_piles_up_to_6_against_the_moves()]);
}

#[test]
fn constructed_cases_up_to_u64_max() {
    // Equal pairs (lost), or equal pairs with one pile changed (won: its
    // partner has no equal left), shuffled, with empty piles mixed in; half
    // of them of sizes up to 300 (the statement's and either side of 64
    // and 128), half of any size.
    let mut rng = Rng::new(1740);
    let mut cases = Cases::new("constructed cases (seed 1740)").ended_by("0\n");
    for i in 0..5000 {
        let top = if i % 4 < 2 { 300 } else { u64::MAX };
        let mut piles = Vec::new();
        for _ in 0..rng.range(1, 10) {
            let size = rng.range(1, top);
            piles.extend([size, size]);
        }
        let lost = i % 2 == 0;
        if !lost {
            // A different size for one pile: its partner is left alone.
            let last = piles.len() - 1;
            piles[last] = match piles[last].checked_add(rng.range(1, top.min(1 << 40))) {
                Some(bigger) => bigger,
                None => piles[last] - 1,
            };
        }
        let empty = rng.range(0, 2) as usize;
        piles.resize(piles.len() + empty, 0);
        for k in (1..piles.len()).rev() {
            piles.swap(k, rng.range(0, k as u64) as usize);
        }
        cases.push(nim::counted_lines(&piles), ANSWERS.of(!lost));
    }
    // Either side of 128, where the solution switches from a parity mask
    // to a sort.
    for (piles, lost) in [
        (vec![127, 127], true),
        (vec![128, 128], true),
        (vec![127, 128], false),
        (vec![0, 127, 5, 127, 5, 200, 0, 200], true),
        (vec![127, 128, 127, 128, 129], false),
    ] {
        cases.push(nim::counted_lines(&piles), ANSWERS.of(!lost));
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_terminator_ends_the_input_and_only_it() {
    for (input, expected) in [
        ("0\n1\n5\n", ""),
        ("2\n0 0\n0\n", "0\n"),
        ("1\n5\n", "1\n"),
        ("2\n1 1\n0 junk -1", "0\n"),
        ("", ""),
    ] {
        SOLUTION.assert_output(&format!("{:?}", input), input, expected);
    }
    SOLUTION.check_rejections(&[(
        "1\n5\n2\n3",
        "1\n",
        4,
        &["expected a pile size, found end of input"],
    )]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "1\n0\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("1\n5\n", "1\n", 3, "the pile count n");
    SOLUTION.check_malformed_tokens("1\n5\n2\n3 ", "1\n", 4, "a pile size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "4\n7 0 7 18446744073709551615\n1\n100\n0\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
