//! Whether the check can see a mistake at every scale: a program wrong only
//! above some value must meet, above it, cases of both answers (winning
//! and losing positions; empty and non-empty lists), or it passes by
//! answering one way. A case's scale is the count of decimal digits of the
//! largest number in its input.

use std::collections::{BTreeMap, BTreeSet};

use crate::cases::Cases;
use crate::problems::{Answers, Problem};

/// The kinds of answer met at each scale: digits -> kinds.
pub type Scales = BTreeMap<usize, BTreeSet<String>>;

/// The kinds of answer of every case of `sets`, by scale.
pub fn scales(problem: &Problem, sets: &[Cases]) -> Scales {
    let mut scales = Scales::new();
    for cases in sets {
        for (input, answer) in cases.inputs().iter().zip(cases.expected()) {
            let largest = input
                .split_ascii_whitespace()
                .map(|word| word.trim_start_matches('0').len().max(1))
                .max()
                .unwrap_or(1);
            scales
                .entry(largest)
                .or_default()
                .extend(kinds(problem, answer));
        }
    }
    scales
}

/// The scales from the smallest met to the largest that lack a second kind
/// of answer (or any case), with what they hold.
pub fn one_sided(scales: &Scales) -> Vec<(usize, BTreeSet<String>)> {
    let bottom = scales.keys().min().copied().unwrap_or(1);
    let top = scales.keys().max().copied().unwrap_or(0);
    (bottom..=top)
        .map(|digits| (digits, scales.get(&digits).cloned().unwrap_or_default()))
        .filter(|(_, kinds)| kinds.len() < 2)
        .collect()
}

/// The kinds of one answer: each line's word, a count as zero or positive,
/// a line of numbers as "numbers", a string of W and L letters as its
/// letters; for answers opened by one word (a verdict, then moves), the
/// first line's alone.
fn kinds(problem: &Problem, answer: &str) -> Vec<String> {
    let lines: Vec<&str> = match problem.answers {
        Answers::OpenedByOneWord => answer.lines().take(1).collect(),
        _ => answer.lines().collect(),
    };
    let mut kinds = Vec::new();
    for line in lines.iter().map(|l| l.trim()) {
        if let Ok(count) = line.parse::<u128>() {
            kinds.push(if count == 0 { "0" } else { "a positive count" }.to_string());
        } else if line.bytes().any(|c| c.is_ascii_digit()) {
            kinds.push("numbers".to_string());
        } else if line.len() > 1 && line.bytes().all(|c| c == b'W' || c == b'L') {
            kinds.extend(line.chars().map(String::from));
        } else {
            kinds.push(line.to_string());
        }
    }
    kinds
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems;

    #[test]
    fn a_scale_with_one_answer_is_named() {
        let problem = problems::get("hdu1846").unwrap();
        let mut cases = problem.cases("t");
        cases.push("3 2\n", "second\n");
        cases.push("4 2\n", "first\n");
        cases.push("30 2\n", "first\n");
        let scales = scales(problem, &[cases]);
        let first: BTreeSet<String> = ["first".to_string()].into();
        assert_eq!(one_sided(&scales), [(2, first)]);
    }

    #[test]
    fn kinds_tell_counts_lists_and_letters() {
        let s_nim = problems::get("hdu1536").unwrap();
        assert_eq!(kinds(s_nim, "LWW\n"), ["L", "W", "W"]);
        let listing = problems::get("hdu2177").unwrap();
        assert_eq!(kinds(listing, "1\n4 7\n"), ["a positive count"]);
        let count = problems::get("hdu1850").unwrap();
        assert_eq!(kinds(count, "0\n"), ["0"]);
        let raises = problems::get("hdu2149").unwrap();
        assert_eq!(kinds(raises, "none\n"), ["none"]);
        assert_eq!(kinds(raises, "3 4\n"), ["numbers"]);
    }
}
