//! The real binary against a search that counts every winning first move
//! over every small position, constructed large cases, the golden files,
//! the terminator and malformed input.

use common::rng::Rng;

use common::suites::nim;

use common::problems::hdu1850;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu1850");

const SAMPLE: &str = include_str!("../../../tests/hdu1850/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_multiset_of_up_to_4_piles_up_to_10_every_move_counted() {
    SOLUTION.check_each(&[hdu1850::every_multiset_of_up_to_4_piles_up_to_10_every_move_counted()]);
}

#[test]
fn constructed_cases_up_to_u64_max() {
    // Piles of random sizes with the top bit of their xor planted in a known
    // number of them.
    let mut rng = Rng::new(1850);
    let mut cases = Cases::new("constructed cases (seed 1850)").ended_by("0\n");
    for _ in 0..5000 {
        let bit = rng.range(0, 63) as u32;
        let high = u64::MAX << bit << 1;
        let count = rng.range(1, 40);
        let mut piles = Vec::new();
        // `count` piles with the bit set, then piles without it, so that the
        // xor's top bit is `bit` when count is odd.
        for _ in 0..count {
            piles.push((rng.next_u64() & !high) | 1 << bit);
        }
        for _ in 0..rng.range(0, 40) {
            piles.push(rng.next_u64() & !high & !(1 << bit));
        }
        // Bits above `bit` cancel out in pairs.
        let above = rng.next_u64() & high;
        piles.push(above);
        piles.push(above);
        let x = piles.iter().fold(0, |x, &a| x ^ a);
        let expected = if x == 0 {
            0
        } else if count % 2 == 1 {
            count
        } else {
            u64::MAX
        };
        if expected != u64::MAX {
            cases.push(nim::counted_lines(&piles), format!("{}\n", expected));
        }
    }
    assert!(cases.len() > 2000);
    SOLUTION.check(&cases);
}

#[test]
fn many_piles_in_one_case() {
    // 300,001 piles of 1: xor 1, and every pile is a winning move.
    let piles = vec![1u64; 300_001];
    SOLUTION.assert_output("300001 piles of 1", nim::counted_lines(&piles) + "0\n", "300001\n");
}

#[test]
fn the_terminator_ends_the_input_and_only_it() {
    for (input, expected) in [
        ("0\n3\n5 7 9\n", ""),
        ("1\n0\n2\n0 0\n0\n", "0\n0\n"),
        ("1\n18446744073709551615\n", "1\n"),
        ("3\n5 7 9\n0 junk -1", "1\n"),
        ("", ""),
    ] {
        SOLUTION.assert_output(&format!("{:?}", input), input, expected);
    }
    SOLUTION.check_rejections(&[(
        "3\n5 7 9\n2\n3",
        "1\n",
        4,
        &["expected a pile size, found end of input"],
    )]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("3\n5 7 9\n2\n4 4\n3\n1 2 4\n0\n", "1\n0\n1\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("3\n5 7 9\n", "1\n", 3, "the pile count M");
    SOLUTION.check_malformed_tokens("3\n5 7 9\n2\n4 ", "1\n", 4, "a pile size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "4\n1 2 3 4\n2\n18446744073709551615 1\n0\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
