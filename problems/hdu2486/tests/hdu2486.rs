//! The real binary against a search of the game's states (stones left,
//! largest take allowed) for every n <= 240 and every k <= 12 (k = 0 too);
//! every losing pile below 2^64 and its neighbours for small k, and seeded
//! random cases at the top of the range and beyond it, against the losing
//! piles built independently (the textbook arrays of piles and of the
//! largest sums, in u128); the golden files, the count and malformed input.

use common::problems::hdu2486::{self, answer};
use common::rng::Rng;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu2486");
const SAMPLE: &str = include_str!("../../../tests/hdu2486/sample-1.in");

/// The losing piles of k below 2^64 as published solutions build them:
/// a[i] a pile, b[i] the largest sum of piles up to a[i], each more than k
/// times the one before; a[i + 1] = b[i] + 1. In u128, so nothing wraps.
fn losing_piles(k: u64) -> Vec<u64> {
    let k = u128::from(k);
    let (mut a, mut b) = (vec![1u128], vec![1u128]);
    let mut j = 0;
    loop {
        let next = b[b.len() - 1] + 1;
        if next > u128::from(u64::MAX) {
            return a.into_iter().map(|x| x as u64).collect();
        }
        a.push(next);
        while k * a[j + 1] < next {
            j += 1;
        }
        let largest = if k * a[j] < next { next + b[j] } else { next };
        b.push(largest);
    }
}

/// The smallest first take that wins n (the smallest pile of n's greedy
/// sum), or `None` when n is itself a losing pile.
fn expected(piles: &[u64], n: u64) -> Option<u64> {
    let mut rest = n;
    let mut smallest = n;
    while rest > 0 {
        smallest = *piles.iter().rev().find(|&&a| a <= rest).unwrap();
        rest -= smallest;
    }
    Some(smallest).filter(|&s| s != n)
}

fn case(cases: &mut Cases, piles: &[u64], n: u64, k: u64) {
    cases.push(format!("{} {}\n", n, k), answer(expected(piles, n)));
}

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_n_and_k_against_a_search_of_the_takes() {
    SOLUTION.check_each(hdu2486::PROBLEM.small_cases());
}

#[test]
fn the_independent_piles_agree_with_the_search() {
    for k in 1..=hdu2486::SMALL_K {
        let piles = losing_piles(k);
        let searched = hdu2486::searched_takes(k, hdu2486::SMALL_N);
        for n in 1..=hdu2486::SMALL_N {
            assert_eq!(expected(&piles, n), searched[n as usize], "n = {}, k = {}", n, k);
        }
    }
}

#[test]
fn every_losing_pile_below_2_to_the_64_and_its_neighbours() {
    let mut cases = Cases::new("losing piles near u64::MAX").counted().numbered("Case ", ": ");
    for k in [1u64, 2, 3, 10, 1000] {
        let piles = losing_piles(k);
        for &a in &piles {
            for n in [a - 1, a, a.saturating_add(1)] {
                if n >= 1 {
                    case(&mut cases, &piles, n, k);
                }
            }
        }
        case(&mut cases, &piles, u64::MAX, k);
    }
    SOLUTION.check(&cases);
}

#[test]
fn seeded_random_cases_at_the_top_of_the_range_and_beyond() {
    let mut rng = Rng::new(2486);
    let mut cases = Cases::new("random (seed 2486)").counted().numbered("Case ", ": ");
    let top = hdu2486::PROBLEM.limit("N");
    // Cases of one k follow each other, as the binary keeps the piles of the last k.
    let mut ks: Vec<u64> = (0..6).map(|_| rng.range(90_000, 100_000)).collect();
    ks.extend([100_000, 1, 2, 7, 1000, 54_321]);
    // The header's count: the most piles any k <= 10^5 needs.
    assert_eq!(losing_piles(100_000).len(), 3_342_576);
    for k in ks {
        let piles = losing_piles(k);
        for _ in 0..20 {
            case(&mut cases, &piles, rng.range(top / 2, top), k);
            case(&mut cases, &piles, rng.range(top + 1, u64::MAX), k);
        }
        // The piles themselves and their neighbours near the bound.
        let at = piles.partition_point(|&a| a <= top);
        for &a in &piles[at - 3..at + 3] {
            case(&mut cases, &piles, a, k);
            case(&mut cases, &piles, a + 1, k);
        }
        case(&mut cases, &piles, u64::MAX, k);
    }
    SOLUTION.check(&cases);
}

#[test]
fn cases_are_numbered_and_the_count_decides_how_many_are_read() {
    for (input, expected) in [
        ("0\n16 1\n", ""),
        ("1\n2 1\n", "Case 1: lose\n"),
        ("2\n11 1\n0 5\n3 4 junk", "Case 1: 1\nCase 2: lose\n"),
        ("2\n5 0\n1 0\n", "Case 1: 1\nCase 2: lose\n"),
        ("1\n18446744073709551615 18446744073709551615\n", "Case 1: lose\n"),
        // 10^8 is a losing pile of k = 9207 (a search of every k <= 30000 found 9207, 16235, 17758).
        ("1\n100000000 9207\n", "Case 1: lose\n"),
    ] {
        SOLUTION.assert_output(&format!("{:?}", input), input, expected);
    }
}

#[test]
fn too_many_losing_piles_and_cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[
        (
            "2\n16 1\n18446744073709551615 200000\n",
            "Case 1: lose\n",
            3,
            &["n = 18446744073709551615 with k = 200000 needs more than 4194304 losing piles"],
        ),
        ("2\n16 1\n5", "Case 1: lose\n", 3, &["expected k, found end of input"]),
        ("3\n16 1\n", "Case 1: lose\n", 2, &["expected n, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION
        .check_whitespace(SAMPLE, "Case 1: lose\nCase 2: 1\nCase 3: 3\nCase 4: lose\nCase 5: 4\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the case count t");
    SOLUTION.check_malformed_tokens("2\n16 1\n", "Case 1: lose\n", 3, "n");
    SOLUTION.check_malformed_tokens("2\n16 1\n3 ", "Case 1: lose\n", 3, "k");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "3\n100000000 100000\n18446744073709551615 1\n57 2\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
