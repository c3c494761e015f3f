//! The real binary against a search of the real game (edge deletions, what
//! no root holds vanishing, whoever cannot move wins) over every forest of
//! up to 8 edges in all and seeded forests of up to 12, each tree
//! scrambled; the smallest inputs where whole trees as components go wrong;
//! stalks, stars and brooms of 10^5 edges beyond the statement; trees that
//! are no trees and malformed input rejected.

use common::problems::hdu3590::{self, case, searched_wins, usual_wins, Tree, WORDS as ANSWERS};
use common::rng::Rng;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu3590");
const SAMPLE: &str = include_str!("../../../tests/hdu3590/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_forest_against_a_search_of_the_real_game() {
    SOLUTION.check_each(hdu3590::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

/// Two stalks of two from one root (a tree worth 0 that still has moves):
/// the search says QQ where the usual rule says PP; the same stalks as two
/// trees, both say QQ; with a single edge beside them, the search says PP
/// where the usual rule says QQ.
#[test]
fn where_whole_trees_as_components_go_wrong() {
    let two_stalks = Tree::broom(2, 2);
    let apart = [Tree::stalk(2), Tree::stalk(2)];
    let with_an_edge = Tree::from_parents(&[1, 2, 1, 4, 1]);
    let mut cases = Cases::new("the smallest inputs where the usual rule goes wrong");
    for (trees, usual) in [
        (vec![two_stalks.clone()], true),
        (apart.to_vec(), false),
        (vec![with_an_edge], false),
        (vec![two_stalks, Tree::star(1)], false),
    ] {
        let wins = searched_wins(&trees);
        assert_eq!(usual_wins(&trees), usual, "{:?}", trees);
        cases.push(case(&trees), ANSWERS.of(wins));
    }
    assert_eq!(cases.whole_output(), "QQ\nQQ\nPP\nPP\n");
    SOLUTION.check(&cases);
}

/// Misère Nim (the last object taken loses: the mover wins iff the xor is
/// not 0 while some heap holds 2 or more, else iff the heaps of 1 are even
/// in number) on heaps of these sizes.
fn misere_nim(heaps: &[usize]) -> bool {
    let xor = heaps.iter().fold(0, |x, &h| x ^ h);
    match heaps.iter().any(|&h| h >= 2) {
        true => xor != 0,
        false => heaps.iter().filter(|&&h| h == 1).count() % 2 == 0,
    }
}

/// A stalk of L edges is a heap of L (deleting its i-th edge leaves i - 1),
/// and stalks from one root or from several are a sum of such heaps: up to
/// 10^5 edges, misère Nim on them, deep enough that a recursive solution
/// would overflow its stack.
#[test]
fn long_stalks_stars_and_brooms_beyond_the_statement() {
    let mut rng = Rng::new(100_000);
    let mut cases = Cases::new("stalks, stars and brooms of up to 10^5 edges (seed 100000)");
    for _ in 0..4 {
        let length = rng.range(2, 100_000) as usize;
        for (trees, heaps) in [
            (vec![Tree::stalk(length), Tree::stalk(length)], vec![length, length]),
            (vec![Tree::stalk(length), Tree::stalk(length + 1)], vec![length, length + 1]),
            (vec![Tree::stalk(length)], vec![length]),
            (vec![Tree::broom(2, length / 2)], vec![length / 2; 2]),
            (
                vec![Tree::broom(3, length / 3), Tree::star(1)],
                vec![length / 3, length / 3, length / 3, 1],
            ),
            (vec![Tree::star(length)], vec![1; length]),
            (vec![Tree::star(length), Tree::stalk(0), Tree::star(1)], vec![1; length + 1]),
        ] {
            let scrambled: Vec<Tree> = trees.iter().map(|t| t.scrambled(&mut rng)).collect();
            cases.push(case(&scrambled), ANSWERS.of(misere_nim(&heaps)));
        }
    }
    SOLUTION.check(&cases);
}

#[test]
fn no_trees_and_lone_roots() {
    SOLUTION.assert_output("no trees, lone roots", "0\n1\n1\n3\n1\n1\n1\n", "PP\nPP\nPP\n");
}

/// Edges with a cycle (a loop, two edges between one pair, a longer cycle
/// on a tree of more than 4096 vertices, kept until all have come), ends
/// off the tree, and m = 0 or above 2^31.
#[test]
fn edges_that_make_no_tree_are_rejected() {
    let mut long_cycle = String::from("1\n5000\n");
    for v in 2..=5000 {
        long_cycle.push_str(&format!("{} {}\n", v, if v == 5000 { 2 } else { v + 1 }));
    }
    let no_tree = "the edges make no tree";
    SOLUTION.check_rejections(&[
        ("1\n2\n1 2\n1\n3\n1 2\n2 1\n", "QQ\n", 7, &["m = 3", no_tree, "cycle"]),
        ("1\n3\n2 3\n3 2\n", "", 4, &["m = 3", no_tree]),
        ("1\n2\n1 1\n", "", 3, &["m = 2", no_tree]),
        ("1\n4\n1 2\n2 3\n3 1\n", "", 5, &["m = 4", no_tree]),
        (&long_cycle, "", 5001, &["m = 5000", no_tree]),
        ("1\n2\n1 3\n", "", 3, &["edge 1 3", "1 to 2"]),
        ("1\n2\n0 1\n", "", 3, &["edge 0 1", "1 to 2"]),
        ("1\n0\n", "", 2, &["m = 0", "1 to 2147483648 vertices"]),
        ("1\n2147483649\n", "", 2, &["m = 2147483649", "1 to 2147483648 vertices"]),
    ]);
}

#[test]
fn cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[
        ("2\n2\n1 2\n", "", 3, &["expected a tree's vertex count m, found end of input"]),
        ("1\n3\n1 2\n", "", 3, &["expected an edge's end a, found end of input"]),
        ("1\n2\n1", "", 3, &["expected an edge's end b, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "PP\nQQ\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("1\n2\n1 2\n", "QQ\n", 4, "the tree count N");
    SOLUTION.check_malformed_tokens("1\n", "", 2, "a tree's vertex count m");
    SOLUTION.check_malformed_tokens("1\n3\n", "", 3, "an edge's end a");
    SOLUTION.check_malformed_tokens("1\n3\n2 ", "", 3, "an edge's end b");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2\n5\n1 2\n2 3\n1 4\n4 5\n1\n1\n3\n3 1\n2 3\n"]);
}
