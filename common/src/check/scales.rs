//! Whether the check can see a mistake at every scale: a program wrong only
//! above some value must meet, above it, cases of both answers (winning
//! and losing positions; empty and non-empty lists), or it passes by
//! answering one way. A case's scale is the largest number in its input,
//! measured two ways: its count of decimal digits, and its bit length.

use std::collections::{BTreeMap, BTreeSet};

use super::process::Program;
use super::{stage_inputs, Stage};
use crate::cases::Cases;
use crate::problems::{Answers, Problem};

/// How a case's largest number is sized.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    /// Its count of decimal digits (leading zeros dropped), from 1.
    Digits,
    /// Its bit length (0 for 0; 65 for a number too wide for a u64). Bit
    /// lengths below [`FIRST_AUDITED_BIT_LENGTH`] are not audited.
    Bits,
}

/// Inputs whose numbers are all below 8 are few, and the small positions
/// stage holds each of them against a search: a mistake there is caught
/// whatever the answers' balance, so the bit audit starts above.
pub const FIRST_AUDITED_BIT_LENGTH: usize = 4;

/// The kinds of answer met at each scale: scale -> kinds.
pub type Scales = BTreeMap<usize, BTreeSet<String>>;

/// How many answers of each kind each scale holds.
pub type Counts = BTreeMap<usize, BTreeMap<String, usize>>;

/// The cases the audit weighs: every stage's but the golden files' (a few
/// hand-made inputs, not the check's reach), answered by `reference`, with
/// those beyond the statement when `beyond`.
pub fn audited(problem: &Problem, reference: &Program, beyond: bool) -> Result<Vec<Cases>, String> {
    Ok(stage_inputs(problem, reference, beyond)?
        .into_iter()
        .filter(|(stage, _)| *stage != Stage::GoldenFiles)
        .flat_map(|(_, sets)| sets)
        .collect())
}

/// The kinds of answer of every case of `sets`, by scale.
pub fn scales(problem: &Problem, sets: &[Cases], measure: Measure) -> Scales {
    counts(problem, sets, measure)
        .into_iter()
        .map(|(scale, kinds)| (scale, kinds.into_keys().collect()))
        .collect()
}

/// The scale of one word of an input.
fn size(word: &str, measure: Measure) -> usize {
    match measure {
        Measure::Digits => word.trim_start_matches('0').len().max(1),
        Measure::Bits => match word.parse::<u64>() {
            Ok(value) => 64 - value.leading_zeros() as usize,
            Err(_) if word.bytes().all(|c| c.is_ascii_digit()) => 65,
            Err(_) => 0,
        },
    }
}

/// The answers of `sets` by scale and kind.
pub fn counts(problem: &Problem, sets: &[Cases], measure: Measure) -> Counts {
    let words = crate::manifest::metadata(problem.id, "package.metadata.check")
        .remove("answer-words")
        .unwrap_or_default();
    let mut counts = Counts::new();
    for cases in sets {
        for (input, answer) in cases.inputs().iter().zip(cases.expected()) {
            let largest =
                input.split_ascii_whitespace().map(|word| size(word, measure)).max().unwrap_or(0);
            let at_scale = counts.entry(largest).or_default();
            for kind in kinds(problem, &words, answer) {
                *at_scale.entry(kind).or_default() += 1;
            }
        }
    }
    counts
}

/// One line per scale: its size, then each kind of answer with its count.
pub fn table(counts: &Counts, measure: Measure) -> String {
    let unit = match measure {
        Measure::Digits => "digit",
        Measure::Bits => "bit",
    };
    let mut text = String::new();
    for (scale, kinds) in counts {
        let shown: Vec<String> =
            kinds.iter().map(|(kind, count)| format!("{:?} {}", kind, count)).collect();
        let plural = if *scale == 1 { "" } else { "s" };
        text.push_str(&format!("{:>2} {}{}: {}\n", scale, unit, plural, shown.join(", ")));
    }
    text
}

/// The scales from the smallest audited to the largest met that lack a
/// second kind of answer (or any case), with what they hold.
pub fn one_sided(scales: &Scales, measure: Measure) -> Vec<(usize, BTreeSet<String>)> {
    let met = scales.keys().min().copied().unwrap_or(1);
    let bottom = match measure {
        Measure::Digits => met,
        Measure::Bits => met.max(FIRST_AUDITED_BIT_LENGTH),
    };
    let top = scales.keys().max().copied().unwrap_or(0);
    (bottom..=top)
        .map(|scale| (scale, scales.get(&scale).cloned().unwrap_or_default()))
        .filter(|(_, kinds)| kinds.len() < 2)
        .collect()
}

/// The kinds of one answer: each line's word (a word the manifest's
/// `answer-words` lists, such as POJ 3537's `1` and `2`, as itself), a
/// count as zero or positive,
/// a line of numbers as "numbers", a string of W and L (or A and B)
/// letters as its letters; for answers opened by one word (a verdict, then moves), the
/// first line's alone.
fn kinds(problem: &Problem, words: &str, answer: &str) -> Vec<String> {
    let lines: Vec<&str> = match problem.answers {
        Answers::OpenedByOneWord => answer.lines().take(1).collect(),
        _ => answer.lines().collect(),
    };
    let mut kinds = Vec::new();
    for line in lines.iter().map(|l| l.trim()) {
        if words.split_whitespace().any(|word| word == line) {
            kinds.push(line.to_string());
        } else if let Ok(count) = line.parse::<u128>() {
            kinds.push(if count == 0 { "0" } else { "a positive count" }.to_string());
        } else if line.bytes().any(|c| c.is_ascii_digit()) {
            kinds.push("numbers".to_string());
        } else if line.len() > 1
            && (line.bytes().all(|c| c == b'W' || c == b'L')
                || line.bytes().all(|c| c == b'A' || c == b'B'))
        {
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
        let first: BTreeSet<String> = ["first".to_string()].into();
        let by_digits = scales(problem, &[cases.clone()], Measure::Digits);
        assert_eq!(one_sided(&by_digits, Measure::Digits), [(2, first.clone())]);
        // 3 and 4 have 2 and 3 bits (below the audit), 30 has 5: bit
        // length 4 has no case at all.
        let by_bits = scales(problem, &[cases], Measure::Bits);
        assert_eq!(one_sided(&by_bits, Measure::Bits), [(4, BTreeSet::new()), (5, first)]);
    }

    #[test]
    fn kinds_tell_counts_lists_and_letters() {
        let s_nim = problems::get("hdu1536").unwrap();
        assert_eq!(kinds(s_nim, "", "LWW\n"), ["L", "W", "W"]);
        let listing = problems::get("hdu2177").unwrap();
        assert_eq!(kinds(listing, "", "1\n4 7\n"), ["a positive count"]);
        let count = problems::get("hdu1850").unwrap();
        assert_eq!(kinds(count, "", "0\n"), ["0"]);
        let raises = problems::get("hdu2149").unwrap();
        assert_eq!(kinds(raises, "", "none\n"), ["none"]);
        assert_eq!(kinds(raises, "", "3 4\n"), ["numbers"]);
        assert_eq!(kinds(raises, "1 2", "2\n"), ["2"]);
    }
}
