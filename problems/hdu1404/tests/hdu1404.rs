//! The real binary against a search of the moves over every string of up to
//! 5 digits and, for all 10^6 strings of 6 digits, a second search working
//! the other way (marking the strings that can move to a lost one); longer
//! strings, the golden files and malformed input.

use common::search::WinLose;
use common::suites::Answers;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu1404");
const SAMPLE: &str = include_str!("../../../tests/hdu1404/sample-1.in");

const ANSWERS: Answers = Answers {
    lose: "No\n",
    win: "Yes\n",
};

/// Every string one move reaches: a digit lowered, or a 0 erased with
/// everything after it.
#[allow(clippy::ptr_arg)] // the search hands over its own positions
fn moves(digits: &Vec<u8>) -> Vec<Vec<u8>> {
    let mut next = Vec::new();
    for (i, &d) in digits.iter().enumerate() {
        for lower in 0..d {
            let mut after = digits.clone();
            after[i] = lower;
            next.push(after);
        }
        if d == 0 {
            next.push(digits[..i].to_vec());
        }
    }
    next
}

/// Every string of `len` digits, in numeric order.
fn strings(len: usize) -> Vec<Vec<u8>> {
    (0..10u32.pow(len as u32))
        .map(|v| {
            (0..len)
                .rev()
                .map(|i| (v / 10u32.pow(i as u32) % 10) as u8)
                .collect()
        })
        .collect()
}

fn text(digits: &[u8]) -> String {
    digits
        .iter()
        .map(|d| char::from(b'0' + d))
        .collect::<String>()
        + "\n"
}

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_string_of_up_to_5_digits_against_the_moves() {
    let mut game = WinLose::normal(moves);
    let mut cases = Cases::new("every string of 1 to 5 digits");
    for len in 1..=5 {
        for digits in strings(len) {
            let wins = game.wins(&digits);
            cases.push(text(&digits), ANSWERS.of(wins));
        }
    }
    assert!(cases.expected().iter().any(|w| w == "No\n"));
    SOLUTION.check(&cases);
}

#[test]
fn every_string_of_6_digits_against_a_second_search() {
    // Backwards: a string nothing has marked once every smaller string is
    // settled is lost, and then every string with a move to it is won:
    // those that raise one of its digits, or append a 0 and anything.
    let mut lost_shorter: Vec<Vec<bool>> = vec![vec![true]]; // the empty string
    let mut won_six = vec![false; 1_000_000];
    for len in 1..=6usize {
        let size = 10usize.pow(len as u32);
        let mut won = vec![false; size];
        // Appending a 0 (and any digits after it) to a lost shorter string.
        for (short, lost) in lost_shorter.iter().enumerate() {
            let tail = len - short - 1;
            for (prefix, &is_lost) in lost.iter().enumerate() {
                if is_lost {
                    let start = prefix * 10usize.pow(tail as u32 + 1);
                    won[start..start + 10usize.pow(tail as u32)].fill(true);
                }
            }
        }
        let mut lost = vec![false; size];
        for value in 0..size {
            if won[value] {
                continue;
            }
            lost[value] = true;
            // Raising any one digit of a lost string reaches it.
            let mut place = 1;
            while place < size {
                let digit = value / place % 10;
                for higher in digit + 1..10 {
                    won[value + (higher - digit) * place] = true;
                }
                place *= 10;
            }
        }
        if len == 6 {
            won_six = won;
        } else {
            lost_shorter.push(lost);
        }
    }
    let mut cases = Cases::new("every string of 6 digits");
    for (value, &won) in won_six.iter().enumerate() {
        cases.push(format!("{:06}\n", value), ANSWERS.of(won));
    }
    assert!(cases.expected().iter().any(|w| w == "No\n"));
    SOLUTION.check(&cases);
}

#[test]
fn longer_strings() {
    let long_zero = format!("0{}\n", "9".repeat(100));
    SOLUTION.assert_output("a leading 0, 101 digits", &long_zero, "Yes\n");
    SOLUTION.check_rejections(&[
        (
            "1\n1234567\n",
            "No\n",
            2,
            &["expected at most 6 digits (or a leading 0), found 7"],
        ),
        ("1\n12a\n", "No\n", 2, &["expected a string of digits"]),
        ("1\n-5\n", "No\n", 2, &["expected a string of digits"]),
    ]);
}

#[test]
fn end_of_input_ends_the_cases() {
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("no final newline", "0\n20", "Yes\nNo\n");
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Yes\nYes\nNo\nNo\n");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "999999\n000000\n123456\n0999999999\n"]);
}
