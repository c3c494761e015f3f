//! The real binary against searches of the game itself: a Grundy search of
//! one heap for every S within {1..8} (through pairs of heaps, lost iff
//! their values agree), a win/lose search of whole positions (so the sum
//! theorem is tested, not assumed), full-size blocks, heaps beyond the
//! table against direct tables and to u64::MAX, the golden files and
//! malformed input.

use common::rng::Rng;

use common::search::Grundy;

use common::problems::hdu1536::{self, block, one_heap};
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu1536");

const SAMPLE: &str = include_str!("../../../tests/hdu1536/sample-1.in");

/// sg(0..=max) by the plain definition, for comparisons far beyond the
/// searches' reach.
fn direct_table(set: &[u64], max: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(max + 1);
    for h in 0..=max {
        let mut seen = vec![false; set.len() + 1];
        for &s in set.iter().filter(|&&s| s as usize <= h) {
            let v = values[h - s as usize] as usize;
            if v < seen.len() {
                seen[v] = true;
            }
        }
        values.push(seen.iter().position(|&x| !x).unwrap() as u32);
    }
    values
}

fn answers(values: &[u32], positions: &[Vec<u64>]) -> String {
    let row: String = positions
        .iter()
        .map(|heaps| {
            let x = heaps.iter().fold(0, |x, &h| x ^ values[h as usize]);
            if x == 0 {
                'L'
            } else {
                'W'
            }
        })
        .collect();
    row + "\n"
}

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_set_within_1_to_8_and_heaps_up_to_80_against_a_grundy_search() {
    SOLUTION.check_each(&[
        hdu1536::every_set_within_1_to_8_and_heaps_up_to_80_against_a_grundy_search(),
    ]);
}

#[test]
fn small_positions_against_a_search_of_the_whole_position() {
    SOLUTION.check_each(&[hdu1536::small_positions_against_a_search_of_the_whole_position()]);
}

#[test]
fn full_size_blocks() {
    // The most elements, positions and heaps the statement allows, the
    // largest values.
    let limit = |name| hdu1536::PROBLEM.limit(name);
    let (k, s, m, l, h) = (limit("K"), limit("S"), limit("M"), limit("L"), limit("H"));
    let mut rng = Rng::new(100);
    let mut cases = Cases::new("full-size blocks (seed 100)").ended_by("0\n");
    for _ in 0..4 {
        let set: Vec<u64> = (0..k).map(|_| rng.range(1, s)).collect();
        let mut grundy = Grundy::new(one_heap(&set));
        let values: Vec<u32> = (0..=h).map(|h| grundy.value(&h) as u32).collect();
        let positions: Vec<Vec<u64>> =
            (0..m).map(|_| (0..l).map(|_| rng.range(0, h)).collect()).collect();
        cases.push(block(&set, &positions), answers(&values, &positions));
    }
    SOLUTION.check(&cases);
}

#[test]
fn heaps_beyond_the_bound_against_direct_tables() {
    // Heaps past 2^20 are answered through the period; the direct table
    // knows nothing of periods.
    const MAX: usize = 3 << 20;
    let mut rng = Rng::new(20);
    let mut cases = Cases::new("heaps up to 3 * 2^20 (seed 20)").ended_by("0\n");
    for _ in 0..12 {
        let set: Vec<u64> = (0..rng.range(1, 5)).map(|_| rng.range(1, 40)).collect();
        let values = direct_table(&set, MAX);
        let positions: Vec<Vec<u64>> = (0..200)
            .map(|_| (0..rng.range(1, 3)).map(|_| rng.range(0, MAX as u64)).collect())
            .collect();
        cases.push(block(&set, &positions), answers(&values, &positions));
    }
    SOLUTION.check(&cases);
}

#[test]
fn heaps_up_to_u64_max() {
    // S = {1}: sg alternates 0, 1. S = {2, 3}: sg(h) = 1 iff h mod 5 is 2 or 3
    // ... checked by the direct table; S = {1, 2, 3}: h mod 4.
    let mut cases = Cases::new("heaps near u64::MAX").ended_by("0\n");
    let max = u64::MAX;
    cases.push(block(&[1], &[vec![max], vec![max - 1], vec![max, max]]), "WLL\n");
    cases.push(block(&[3, 1, 2, 2], &[vec![max], vec![max - 3], vec![max, 3]]), "WLL\n");
    let values = direct_table(&[2, 3], 20);
    let pattern: Vec<u32> = (0..20).map(|h| values[h]).collect();
    assert_eq!(&pattern[..5], &pattern[5..10], "S = {{2, 3}} has period 5");
    // u64::MAX = 5 * 3689348814741910323, so it is 0 mod 5.
    let expected = if values[0] == 0 { "L" } else { "W" };
    cases.push(block(&[2, 3], &[vec![max]]), format!("{}\n", expected));
    SOLUTION.check(&cases);
}

#[test]
fn empty_positions_and_blocks() {
    let cases = [
        ("1 1\n0\n0\n", "\n"),
        ("1 1\n2\n0\n1 1\n0\n", "LW\n"),
        ("2 2 5\n1\n3 0 0 0\n0\n", "L\n"),
        ("0\n1 1\n1\n1 1\n", ""),
        ("1 1\n1\n1 1\n", "W\n"),
    ];
    for (input, expected) in cases {
        SOLUTION.assert_output(&format!("{:?}", input), input, expected);
    }
}

#[test]
fn rejections() {
    SOLUTION.check_rejections(&[
        ("1 1\n1\n1 1\n2 0 1\n", "W\n", 4, &["expected an element of S >= 1, found 0"]),
        (
            "1 1\n1\n1 1\n2 1 2000000\n1\n1 5000000\n",
            "W\n",
            6,
            &["expected a heap up to 1048576", "found 5000000"],
        ),
        ("2 2 5\n1\n2 3", "", 3, &["expected a heap size, found end of input"]),
        ("2 2 5\n", "", 1, &["expected the position count m, found end of input"]),
        ("3 2 5", "", 1, &["expected an element of S, found end of input"]),
    ]);
}

/// A block's line is its case's answer: a block that breaks anywhere
/// prints none of it, even past the output buffer, and the lines of the
/// blocks before it stay.
#[test]
fn a_broken_block_prints_no_part_of_its_line() {
    let before = "LWW\nWWL\n";
    let first_blocks = SAMPLE.strip_suffix("0\n").unwrap();
    let heaps = ["0", "1", "10000", "2", "3"];
    for broken in 0..heaps.len() {
        let mut block = format!("1 1\n{}\n", heaps.len());
        for (i, heap) in heaps.iter().enumerate() {
            let heap = if i == broken { "abc" } else { heap };
            block += &format!("1 {}\n", heap);
        }
        let input = format!("{}{}0\n", first_blocks, block);
        let line = 11 + 1 + broken as u64 + 1;
        SOLUTION.check_rejected(&input, before, line, &["expected a heap size", "\"abc\""]);
        // Cut short at the bad token instead.
        let cut = &input[..input.find("abc").unwrap()];
        SOLUTION.check_rejected(cut, before, line, &["expected a heap size, found end of input"]);
    }
    // 100,000 positions, more than the output buffer holds, the last one
    // beyond the period bound of a set that shows no period within it.
    let mut long = format!("{}2 1 2000000\n100000\n", first_blocks);
    long += &"1 1\n".repeat(99_999);
    long += "1 5000000\n";
    SOLUTION.check_rejected(&long, before, 100_012, &["expected a heap up to 1048576"]);
    let whole = long.replace("1 5000000\n", "1 1\n");
    SOLUTION.assert_output(
        "100000 positions",
        whole,
        format!("{}{}\n", before, "W".repeat(100_000)),
    );
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "LWW\nWWL\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    let first = "2 2 5\n1\n1 3\n";
    SOLUTION.check_malformed_tokens(first, "W\n", 4, "the set size k");
    SOLUTION.check_malformed_tokens(&format!("{}2 1 ", first), "W\n", 4, "an element of S");
    SOLUTION.check_malformed_tokens(&format!("{}1 1\n", first), "W\n", 5, "the position count m");
    SOLUTION.check_malformed_tokens(&format!("{}1 1\n1\n", first), "W\n", 6, "the heap count l");
    SOLUTION.check_malformed_tokens(&format!("{}1 1\n1\n1 ", first), "W\n", 6, "a heap size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "1 1\n1\n2 0 18446744073709551615\n3 1 2 3\n2\n1 10000\n0\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
