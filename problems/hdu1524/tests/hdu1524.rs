//! The real binary against a search of whole positions (the pieces as a
//! multiset, a move slides one of them) over every graph of up to 4
//! positions with every query of up to 3 pieces, and over seeded DAGs,
//! chains, stars and complete DAGs of up to 9 positions; deep chains beyond
//! the statement, where every move is forced; cycles, moves and pieces off
//! the graph, and malformed input.

use common::problems::hdu1524::{
    self, case, chain, relabelled, reversed_chain, Graph, WORDS as ANSWERS,
};
use common::rng::Rng;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu1524");
const SAMPLE: &str = include_str!("../../../tests/hdu1524/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_graph_and_seeded_shapes_against_a_search_of_whole_positions() {
    SOLUTION.check_each(hdu1524::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

/// Each position's distance to the end of a chain, by walking it from the
/// position no move reaches.
fn distances_to_the_end(chain: &Graph) -> Vec<usize> {
    let n = chain.len();
    let mut reached = vec![false; n];
    chain.iter().flatten().for_each(|&t| reached[t] = true);
    let mut v = (0..n).find(|&v| !reached[v]).unwrap();
    let mut distance = vec![0; n];
    for steps in (0..n).rev() {
        distance[v] = steps;
        v = chain[v].first().copied().unwrap_or(v);
    }
    distance
}

/// On a chain every move is forced and takes one piece one step nearer the
/// end, so the game lasts the pieces' total distance to the end: the first
/// player wins iff it is odd. Chains of 10^5 and 10^6 positions, in order,
/// reversed and relabelled (a recursive search would overflow its stack).
#[test]
fn deep_chains_beyond_the_statement_where_every_move_is_forced() {
    let mut rng = Rng::new(1000);
    let mut cases = Cases::new("chains of 10^5 and 10^6 positions (seed 1000)");
    for n in [100_000, 1_000_000] {
        let shuffled = relabelled(&chain(n), &mut rng);
        for graph in [chain(n), reversed_chain(n), shuffled] {
            let distance = distances_to_the_end(&graph);
            let queries: Vec<Vec<usize>> = (0..40)
                .map(|_| {
                    (0..rng.range(1, 12)).map(|_| rng.range(0, n as u64 - 1) as usize).collect()
                })
                .collect();
            let expected: String = queries
                .iter()
                .map(|q| ANSWERS.of(q.iter().map(|&p| distance[p]).sum::<usize>() % 2 == 1))
                .collect();
            cases.push(case(&graph, &queries), expected);
        }
    }
    SOLUTION.check(&cases);
}

#[test]
fn pieces_on_one_position_are_not_merged() {
    // Position 1 of the sample's second graph is worth 1: two pieces there
    // cancel, three do not.
    let graph = "3\n1 1\n1 2\n0\n";
    SOLUTION.assert_output(
        "repeated pieces",
        format!("{}2 1 1\n3 1 1 1\n2 0 0\n1 2\n0\n", graph),
        "LOSE\nWIN\nLOSE\nLOSE\n",
    );
}

#[test]
fn empty_graphs_repeated_moves_and_a_missing_final_terminator() {
    SOLUTION.assert_output("no positions", "0\n0\n1\n0\n1 0\n", "LOSE\n");
    SOLUTION.assert_output("a move listed twice", "2\n2 1 1\n0\n1 0\n1 1", "WIN\nLOSE\n");
}

#[test]
fn cycles_and_moves_or_pieces_off_the_graph_are_rejected() {
    SOLUTION.check_rejections(&[
        ("1\n1 0\n1 0\n0\n", "", 2, &["cycle through position 0"]),
        ("1\n0\n1 0\n0\n3\n1 1\n1 2\n1 0\n1 0\n0\n", "LOSE\n", 8, &["cycle through position"]),
        ("2\n1 1\n1 2\n1 0\n0\n", "", 3, &["position 1 has a move to 2", "0 to 1"]),
        ("2\n1 1\n0\n2 0 1\n1 2\n0\n", "WIN\n", 5, &["a piece on position 2", "has 2 positions"]),
    ]);
}

#[test]
fn cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[
        ("1\n0\n1 0\n0\n3\n1 1\n", "LOSE\n", 6, &["expected a move count X, found end of input"]),
        ("2\n2 1", "", 2, &["expected a move's target position, found end of input"]),
        ("2\n1 1\n0\n3 0 1", "", 4, &["expected a piece's position, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "WIN\nWIN\nWIN\nLOSE\nWIN\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    let first = "1\n0\n1 0\n0\n";
    SOLUTION.check_malformed_tokens(first, "LOSE\n", 5, "the position count N");
    SOLUTION.check_malformed_tokens("2\n", "", 2, "a move count X");
    SOLUTION.check_malformed_tokens("2\n1 ", "", 2, "a move's target position");
    SOLUTION.check_malformed_tokens("1\n0\n1 0\n", "LOSE\n", 4, "the piece count M");
    SOLUTION.check_malformed_tokens("1\n0\n2 0 ", "", 3, "a piece's position");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "3\n2 1 2\n1 2\n0\n3 0 0 1\n1 2\n0\n"]);
}
