//! The real binary against a search of the game's states (stones left,
//! largest take allowed) for every n <= 400, the Fibonacci numbers up to
//! u64::MAX and their neighbours, the golden files, the terminator and
//! malformed input.

use common::problems::hdu2516::{self, ANSWERS};

use common::wythoff::fibonacci_u64;

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu2516");

const SAMPLE: &str = include_str!("../../../tests/hdu2516/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_n_up_to_400_against_a_search_of_the_states() {
    SOLUTION.check_each(&[hdu2516::every_n_up_to_400_against_a_search_of_the_states()]);
}

#[test]
fn fibonacci_numbers_up_to_u64_max_and_their_neighbours() {
    // The sequence comes from common::wythoff, not from the solution.
    let fibonacci = fibonacci_u64();
    let mut cases = Cases::new("Fibonacci numbers and neighbours").ended_by("0\n");
    for &f in &fibonacci {
        cases.push(format!("{}\n", f), ANSWERS.of(false));
        for near in [f.wrapping_sub(1), f.wrapping_add(1)] {
            if near > 0 && near < u64::MAX && !fibonacci.contains(&near) {
                cases.push(format!("{}\n", near), ANSWERS.of(true));
            }
        }
    }
    cases.push(format!("{}\n", u64::MAX), ANSWERS.of(true));
    SOLUTION.check(&cases);
}

#[test]
fn the_terminator_ends_the_input_and_only_it() {
    for (input, expected) in [
        ("0\n2\n", ""),
        ("1\n4\n", "Second win\nFirst win\n"),
        ("2\n0 junk -1", "Second win\n"),
        ("", ""),
    ] {
        SOLUTION.assert_output(&format!("{:?}", input), input, expected);
    }
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Second win\nSecond win\nFirst win\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("2\n13\n", "Second win\nSecond win\n", 3, "n");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2147483647\n18446744073709551615\n4\n0\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
