//! The real binary against a search of the real simultaneous game (a move
//! in every unfinished component each turn) over every component with piles
//! up to 200, every pair up to 30 and every triple up to 8, and over pairs of
//! components up to u64::MAX built with small quotients (few moves each);
//! the golden files, finished components and malformed input.

use common::problems::hdu3595::{
    self, case, every_component_moves, from_quotients, WORDS as ANSWERS,
};
use common::rng::Rng;
use common::search::WinLose;
use common::Solution;

const SOLUTION: Solution = common::solution!("hdu3595");
const SAMPLE: &str = include_str!("../../../tests/hdu3595/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_component_up_to_200_pair_up_to_30_and_triple_up_to_8_against_the_real_game() {
    SOLUTION.check_each(hdu3595::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

#[test]
fn components_up_to_u64_max_with_small_quotients_against_the_real_game() {
    let mut rng = Rng::new(3595);
    let mut game = WinLose::normal(every_component_moves);
    let mut cases = hdu3595::PROBLEM.cases("pairs of long components (seed 3595)");
    let component = |rng: &mut Rng| loop {
        let quotients: Vec<u64> = (0..rng.range(1, 60)).map(|_| rng.range(1, 3)).collect();
        if let Some(component) = from_quotients(&quotients) {
            return component;
        }
    };
    for _ in 0..400 {
        let (a, b) = (component(&mut rng), component(&mut rng));
        let mut position = vec![a, b];
        position.sort_unstable();
        cases.push(case(&[a, b], &mut rng), ANSWERS.of(game.wins(&position)));
    }
    // Consecutive Fibonacci numbers: every quotient 1, the longest chains.
    let (mut x, mut y) = (1u64, 2u64);
    while let Some(next) = x.checked_add(y) {
        cases.push(case(&[(x, y)], &mut rng), ANSWERS.of(game.wins(&vec![(x, y)])));
        (x, y) = (y, next);
    }
    SOLUTION.check(&cases);
}

/// Across the edge of the solution's table (piles up to 1024), against the
/// same search: components with a pile near 1024 beside small ones.
#[test]
fn components_around_the_table_edge_against_the_real_game() {
    let mut rng = Rng::new(1024);
    let mut game = WinLose::normal(every_component_moves);
    let mut cases = hdu3595::PROBLEM.cases("components with a pile of 1020 to 1030");
    for y in 1020..=1030u64 {
        for x in (1..=y).step_by(23).chain([y / 2, y / 2 + 1, y - 1, y]) {
            for other in [(2, 3), (1, 2), (3, 5), (5, 8)] {
                let mut position = vec![(x, y), other];
                position.sort_unstable();
                cases.push(case(&[(x, y), other], &mut rng), ANSWERS.of(game.wins(&position)));
            }
        }
    }
    SOLUTION.check(&cases);
}

#[test]
fn finished_components_and_the_end_of_input() {
    SOLUTION.assert_output("no components", "0\n", "GG\n");
    SOLUTION.assert_output("finished", "2\n0 5\n7 0\n1\n0 0\n", "GG\nGG\n");
    SOLUTION.assert_output("no final newline", "1\n1 1\n1\n3 2", "MM\nGG\n");
    SOLUTION.check_rejections(&[
        ("1\n1 1\n2\n3 2\n", "MM\n", 4, &["expected a pile p, found end of input"]),
        ("1\n1 1\n2\n3", "MM\n", 4, &["expected a pile q, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "MM\nGG\nMM\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("1\n1 1\n", "MM\n", 3, "the component count N");
    SOLUTION.check_malformed_tokens("1\n1 1\n1\n", "MM\n", 4, "a pile p");
    SOLUTION.check_malformed_tokens("1\n1 1\n1\n5 ", "MM\n", 4, "a pile q");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION
        .fuzz(&[SAMPLE, "2\n18446744073709551615 1\n12200160415121876738 7540113804746346429\n"]);
}
