//! The real binary against a search of the moves over every small position
//! (the move generator checked against the statement's worked example),
//! constructed large cases, the golden files, the terminator and malformed
//! input.

use common::rng::Rng;
use common::search::WinLose;
use common::suites::{nim, Answers};
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("poj1740");
const SAMPLE: &str = include_str!("../../../tests/poj1740/sample-1.in");

const ANSWERS: Answers = Answers {
    lose: "0\n",
    win: "1\n",
};

/// Every way to add `stones` to the piles at `targets` of `piles`.
fn spread(piles: &[u64], targets: &[usize], stones: u64, out: &mut Vec<Vec<u64>>) {
    match targets.split_first() {
        None if stones == 0 => out.push(piles.to_vec()),
        None => {}
        Some((&first, rest)) => {
            for give in 0..=stones {
                let mut more = piles.to_vec();
                more[first] += give;
                spread(&more, rest, stones - give, out);
            }
        }
    }
}

/// Every position one move reaches from pile `i`, in the piles' order:
/// discard 1..=a, keep some of the rest, spread the others over the
/// piles that still hold stones.
fn moves_from_pile(piles: &[u64], i: usize) -> Vec<Vec<u64>> {
    let others: Vec<usize> = (0..piles.len())
        .filter(|&j| j != i && piles[j] > 0)
        .collect();
    let mut out = Vec::new();
    for discard in 1..=piles[i] {
        let rest = piles[i] - discard;
        for keep in 0..=rest {
            let mut after = piles.to_vec();
            after[i] = keep;
            spread(&after, &others, rest - keep, &mut out);
        }
    }
    out
}

#[allow(clippy::ptr_arg)] // the search hands over its own positions
fn moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    (0..piles.len())
        .flat_map(|i| moves_from_pile(piles, i))
        .map(|mut after| {
            after.retain(|&a| a > 0);
            after.sort_unstable();
            after
        })
        .collect()
}

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
    let mut game = WinLose::normal(moves);
    let mut cases = Cases::new("every multiset of 1 to 4 piles <= 6").ended_by("0\n");
    for piles in nim::multisets(4, 0, 6)
        .into_iter()
        .filter(|p| !p.is_empty())
    {
        let position: Vec<u64> = piles.iter().copied().filter(|&a| a > 0).collect();
        cases.push(nim::counted_lines(&piles), ANSWERS.of(game.wins(&position)));
    }
    assert!(cases.expected().iter().any(|w| w == "0\n"));
    SOLUTION.check(&cases);
}

#[test]
fn constructed_cases_up_to_u64_max() {
    // Equal pairs (lost), or equal pairs with one pile changed (won: its
    // partner has no equal left), shuffled, with empty piles mixed in.
    let mut rng = Rng::new(1740);
    let mut cases = Cases::new("constructed cases (seed 1740)").ended_by("0\n");
    for i in 0..5000 {
        let mut piles = Vec::new();
        for _ in 0..rng.range(1, 10) {
            let size = rng.range(1, u64::MAX);
            piles.extend([size, size]);
        }
        let lost = i % 2 == 0;
        if !lost {
            // A different size for one pile: its partner is left alone.
            let last = piles.len() - 1;
            piles[last] = match piles[last].checked_add(rng.range(1, 1 << 40)) {
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
