//! HDU 1404, Digital Deletions: strings of 1 to 6 digits (leading zeros allowed) until end of input.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu1404",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || {
        vec![
            every_string_of_up_to_5_digits_against_the_moves(),
            every_string_of_6_digits_against_a_second_search(),
        ]
    },
    edges,
    shrink: super::whole,
};

/// Until the end of the input, one string a line of 1 to as many digits as
/// TOP has, leading zeros allowed.
fn validate(input: &mut Input) -> Valid {
    let longest = digits_of_top();
    while !input.at_end() {
        input.digits("string", 1..=longest)?;
        input.end_line()?;
    }
    Ok(())
}

pub const ANSWERS: Words = Words { lose: "No\n", win: "Yes\n" };

/// Every string one move reaches: a digit lowered, or a 0 erased with
/// everything after it.
#[allow(clippy::ptr_arg)] // the search hands over its own positions
pub fn moves(digits: &Vec<u8>) -> Vec<Vec<u8>> {
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
pub fn strings(len: usize) -> Vec<Vec<u8>> {
    (0..10u32.pow(len as u32))
        .map(|v| (0..len).rev().map(|i| (v / 10u32.pow(i as u32) % 10) as u8).collect())
        .collect()
}

pub fn text(digits: &[u8]) -> String {
    digits.iter().map(|d| char::from(b'0' + d)).collect::<String>() + "\n"
}

pub fn every_string_of_up_to_5_digits_against_the_moves() -> Cases {
    let mut game = WinLose::normal(moves);
    let mut cases = PROBLEM.cases("every string of 1 to 5 digits");
    for len in 1..=5 {
        for digits in strings(len) {
            let wins = game.wins(&digits);
            cases.push(text(&digits), ANSWERS.of(wins));
        }
    }
    assert!(cases.expected().iter().any(|w| w == "No\n"));
    cases
}

pub fn every_string_of_6_digits_against_a_second_search() -> Cases {
    // Backwards: a string nothing has marked once every smaller string is
    // settled is lost, and then every string with a move to it is won:
    // those that raise one of its digits, or append a 0 and anything.
    let longest = digits_of_top();
    let mut lost_shorter: Vec<Vec<bool>> = vec![vec![true]]; // the empty string
    let mut won_longest = Vec::new();
    for len in 1..=longest {
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
        if len == longest {
            won_longest = won;
        } else {
            lost_shorter.push(lost);
        }
    }
    let mut cases = PROBLEM.cases(format!("every string of {} digits", longest));
    for (value, &won) in won_longest.iter().enumerate() {
        cases.push(format!("{:0width$}\n", value, width = longest), ANSWERS.of(won));
    }
    assert!(cases.expected().iter().any(|w| w == "No\n"));
    cases
}

/// Zeros and nines at every length, leading zeros, and the strings one
/// move from a lost one.
fn edges() -> Vec<Cases> {
    let longest = digits_of_top();
    let mut cases = PROBLEM.cases("zeros, nines and leading zeros");
    for len in 1..=longest {
        for text in [
            "0".repeat(len),
            "9".repeat(len),
            format!("1{}", "0".repeat(len - 1)),
            format!("0{}", "9".repeat(len - 1)),
        ] {
            cases.push(format!("{}\n", text), "");
        }
    }
    for text in ["1", "2", "10", "20", "01", "011", "0000001", "09999999999"] {
        cases.push_inside(text.len() <= longest, format!("{}\n", text), "");
    }
    vec![cases]
}

/// The statement's longest string: the digits of its largest, TOP.
fn digits_of_top() -> usize {
    PROBLEM.limit("TOP").to_string().len()
}
