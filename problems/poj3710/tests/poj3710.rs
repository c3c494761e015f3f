//! The real binary against the Grundy values of a search of the real edge
//! deletions (whatever the root no longer holds vanishes) over every
//! multigraph on 2 to 4 vertices with up to 8, 7 and 5 edges and seeded
//! cacti and graphs, each beside a stalk of its value and of one more; sums
//! of drawings searched whole; long stalks and polygons beyond the
//! statement; ends off the drawing and malformed input.

use common::problems::poj3710::{self, case, Drawing, WORDS as ANSWERS};
use common::rng::Rng;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("poj3710");
const SAMPLE: &str = include_str!("../../../tests/poj3710/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_drawing_against_a_search_of_the_real_deletions() {
    SOLUTION.check_each(poj3710::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

/// A polygon of L edges through the root: any deletion leaves two stalks
/// of i and L - 1 - i edges at the root, Nim heaps of those sizes (as the
/// stalk's own deletions show), so its value is the mex over i of
/// i xor (L - 1 - i): computed from the moves one deletion deep.
fn polygon_value(length: usize) -> usize {
    let options: Vec<u64> = (0..length).map(|i| (i ^ (length - 1 - i)) as u64).collect();
    common::search::mex(&options) as usize
}

/// Two stalks are lost iff they are equal (the second player copies);
/// a polygon beside a stalk of its value is lost, of one more won. Up to
/// 10^5 edges, so a recursive search of the drawing would overflow.
#[test]
fn long_stalks_and_polygons_beyond_the_statement() {
    let mut rng = Rng::new(100_000);
    let mut cases = Cases::new("stalks and polygons of up to 10^5 edges (seed 100000)");
    for _ in 0..6 {
        let length = rng.range(1, 100_000) as usize;
        cases.push(case(&[Drawing::stalk(length), Drawing::stalk(length)]), ANSWERS.lose);
        cases.push(case(&[Drawing::stalk(length), Drawing::stalk(length + 1)]), ANSWERS.win);
    }
    for length in [99_999, 100_000, 3, 4, 1_001, 1_000] {
        let value = polygon_value(length);
        let shuffled = Drawing::polygon(length).scrambled(&mut rng);
        cases.push(case(&[shuffled.clone(), Drawing::stalk(value)]), ANSWERS.lose);
        cases.push(case(&[Drawing::stalk(value + 1), shuffled]), ANSWERS.win);
    }
    SOLUTION.check(&cases);
}

/// Vertex numbers far above the edges' count take the renumbering path:
/// the same drawing, its vertices renamed into the billions.
#[test]
fn sparse_vertex_numbers_are_renumbered() {
    let mut rng = Rng::new(7);
    let mut cases = Cases::new("drawings with vertex numbers up to 2^40 (seed 7)");
    for length in 1..=12 {
        let value = polygon_value(length);
        let mut far = Drawing::polygon(length);
        let names: Vec<usize> = (0..=length)
            .map(|v| if v <= 1 { v } else { rng.range(1 << 20, 1 << 40) as usize })
            .collect();
        far.edges.iter_mut().for_each(|(a, b)| {
            *a = names[*a];
            *b = names[*b];
        });
        far.vertices = 1 << 41;
        cases.push(case(&[far.clone(), Drawing::stalk(value)]), ANSWERS.lose);
        cases.push(case(&[far, Drawing::stalk(value + 1)]), ANSWERS.win);
    }
    SOLUTION.check(&cases);
}

#[test]
fn parts_apart_from_the_root_and_empty_cases() {
    SOLUTION.assert_output(
        "apart from the root",
        "1\n4 2\n2 3\n3 4\n1\n3 3\n2 3\n3 2\n1 1\n0\n",
        "Harry\nSally\nHarry\n",
    );
}

#[test]
fn ends_off_the_drawing_are_rejected() {
    SOLUTION.check_rejections(&[
        ("1\n2 1\n1 2\n1\n2 1\n1 3\n", "Sally\n", 6, &["edge 1 3", "1 to 2"]),
        ("1\n2 1\n0 1\n", "", 3, &["edge 0 1", "1 to 2"]),
        ("1\n5 2147483648\n", "", 2, &["k = 2147483648", "more than 2147483647 edges"]),
    ]);
}

#[test]
fn cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[
        ("2\n2 1\n1 2\n", "", 3, &["expected a drawing's vertex count m, found end of input"]),
        ("1\n2 2\n1 2\n", "", 3, &["expected an edge's end a, found end of input"]),
        ("1\n2", "", 2, &["expected a drawing's edge count k, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Sally\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("1\n2 1\n1 2\n", "Sally\n", 4, "the drawing count N");
    SOLUTION.check_malformed_tokens("1\n", "", 2, "a drawing's vertex count m");
    SOLUTION.check_malformed_tokens("1\n3 ", "", 2, "a drawing's edge count k");
    SOLUTION.check_malformed_tokens("1\n3 1\n", "", 3, "an edge's end a");
    SOLUTION.check_malformed_tokens("1\n3 1\n2 ", "", 3, "an edge's end b");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2\n3 4\n1 2\n2 2\n2 3\n3 2\n1 0\n"]);
}
