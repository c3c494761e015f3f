//! The real binary against the mex definition for every a, b < 64, against
//! a product built bit by bit from the Fermat 2-powers for every pair of
//! powers of two and seeded full-width pairs, the field laws on seeded
//! triples, the golden files and malformed input.

use common::problems::hdu3404::nim_product_by_bits;
use common::problems::nimproduct64::{self, pair, seeded_by_bits};
use common::rng::Rng;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("nimproduct64");
const SAMPLE: &str = include_str!("../../../tests/nimproduct64/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_a_b_below_64_against_the_mex_definition() {
    SOLUTION.check_each(nimproduct64::PROBLEM.small_cases());
}

#[test]
fn every_pair_of_powers_of_two_against_the_product_bit_by_bit() {
    let mut cases = Cases::new("every pair of powers of two").counted();
    for i in 0..64 {
        for j in 0..64 {
            cases.push(pair(1 << i, 1 << j), format!("{}\n", nim_product_by_bits(1 << i, 1 << j)));
        }
    }
    SOLUTION.check(&cases);
}

#[test]
fn seeded_full_width_pairs_against_the_product_bit_by_bit() {
    SOLUTION.check(&seeded_by_bits(6464, 3000));
}

/// The binary's products of `pairs`, in order.
fn products(pairs: &[(u64, u64)]) -> Vec<u64> {
    let input: String =
        format!("{}\n", pairs.len()) + &pairs.iter().map(|&(a, b)| pair(a, b)).collect::<String>();
    let run = SOLUTION.run(input);
    assert!(run.is_clean(), "{:?}", run.stderr);
    run.stdout_text().lines().map(|l| l.parse().expect("a number")).collect()
}

#[test]
fn the_field_laws_on_seeded_triples() {
    let mut rng = Rng::new(6464);
    let triples: Vec<(u64, u64, u64)> =
        (0..2000).map(|_| (rng.next_u64(), rng.next_u64(), rng.next_u64())).collect();
    let first: Vec<(u64, u64)> = triples
        .iter()
        .flat_map(|&(a, b, c)| [(a, b), (b, a), (b, c), (a, b ^ c), (a, c)])
        .collect();
    let p = products(&first);
    let second: Vec<(u64, u64)> = triples
        .iter()
        .enumerate()
        .flat_map(|(i, &(a, _, c))| [(p[5 * i], c), (a, p[5 * i + 2])])
        .collect();
    let q = products(&second);
    for (i, &(a, b, c)) in triples.iter().enumerate() {
        let at = format!("triple {} ({}, {}, {})", i, a, b, c);
        assert_eq!(p[5 * i], p[5 * i + 1], "{}: a * b = b * a", at);
        assert_eq!(q[2 * i], q[2 * i + 1], "{}: (a * b) * c = a * (b * c)", at);
        assert_eq!(p[5 * i + 3], p[5 * i] ^ p[5 * i + 4], "{}: a * (b + c) = a * b + a * c", at);
    }
}

#[test]
fn the_count_decides_how_many_pairs_are_read() {
    SOLUTION.assert_output("no pairs", "0\n5 5\n", "");
    SOLUTION.assert_output("data after the pairs", "1\n2 2\n7 junk", "3\n");
    SOLUTION.check_rejections(&[
        ("2\n5 3\n5", "15\n", 3, &["expected B, found end of input"]),
        ("1\n18446744073709551616 1\n", "", 2, &["expected A, found a number above"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("3\n5 3\n3141 5926\n8 5\n", "15\n14994\n3\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the pair count T");
    SOLUTION.check_malformed_tokens("2\n5 3\n", "15\n", 3, "A");
    SOLUTION.check_malformed_tokens("2\n5 3\n5 ", "15\n", 3, "B");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
