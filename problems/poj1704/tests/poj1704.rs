//! The real binary against a search of the moves over every small board,
//! constructed large cases, the golden files, the case count, the positions
//! that are no board, and malformed input.

use common::rng::Rng;

use common::problems::poj1704::{self, shuffled, ANSWERS};
use common::suites::nim;

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("poj1704");

const SAMPLE: &str = include_str!("../../../tests/poj1704/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_set_of_up_to_4_chessmen_on_cells_up_to_12_against_the_moves() {
    SOLUTION.check_each(&[
        poj1704::every_set_of_up_to_4_chessmen_on_cells_up_to_12_against_the_moves(),
    ]);
}

#[test]
fn every_crowded_board_of_25_or_26_chessmen_on_cells_up_to_29_against_the_moves() {
    SOLUTION.check_each(&[
        poj1704::every_crowded_board_of_25_or_26_chessmen_on_cells_up_to_29_against_the_moves(),
    ]);
}

/// Up to 1000 chessmen on cells up to 10000 (the statement's largest), and
/// past 2^14, with pairs of chosen gaps laid out from the left, a lone
/// leftmost chessman (paired with the wall) when the count is odd.
#[test]
fn constructed_cases_inside_the_statement_and_past_the_marked_cells() {
    let mut rng = Rng::new(10_000);
    let mut cases = Cases::new("constructed cases of up to 1000 chessmen (seed 10000)").counted();
    let (most, top_cell) = (poj1704::PROBLEM.limit("N"), poj1704::PROBLEM.limit("P"));
    for i in 0..2000 {
        let count = match i % 4 {
            0 => rng.range(1, 24),
            1 => rng.range(25, 100),
            _ => rng.range(100, most),
        } as usize;
        let top = if i % 10 == 9 { 1 << 16 } else { top_cell };
        // Room per pair: the cells left over, shared out at random.
        let spare = (top - count as u64) / (count as u64 / 2 + 1);
        let mut gaps: Vec<u64> = (0..(count + 1) / 2).map(|_| rng.range(0, spare / 2)).collect();
        let rest = gaps[1..].iter().fold(0, |x, &g| x ^ g);
        let lost = i % 2 == 0;
        gaps[0] = if lost { rest } else { rest ^ rng.range(1, spare / 2).min(rest.max(1) * 2 + 1) };
        let mut positions = Vec::new();
        let mut cell = 0;
        for (j, gap) in gaps.iter().enumerate() {
            if j == 0 && count % 2 == 1 {
                // Alone: the wall at 0 is its left partner.
                cell += gap + 1;
                positions.push(cell);
            } else {
                cell += rng.range(1, spare - spare / 2);
                positions.push(cell);
                cell += gap + 1;
                positions.push(cell);
            }
        }
        assert!(positions.len() == count && cell <= top, "case {}", i);
        let wins = gaps.iter().fold(0, |x, &g| x ^ g) != 0;
        assert_eq!(wins, !lost, "case {}", i);
        cases.push(nim::counted_lines(&shuffled(positions, &mut rng)), ANSWERS.of(wins));
    }
    SOLUTION.check(&cases);
}

#[test]
fn constructed_cases_up_to_u64_max() {
    // Pairs from the right with chosen gaps inside them: lost iff the gaps
    // xor to 0, which the last pair's gap is made to do, or not.
    let mut rng = Rng::new(1704);
    let mut cases = Cases::new("constructed cases (seed 1704)").counted();
    for i in 0..3000 {
        let pairs = rng.range(1, 20);
        let mut gaps: Vec<u64> = (1..pairs).map(|_| rng.range(0, 1 << 20)).collect();
        let rest = gaps.iter().fold(0, |x, &g| x ^ g);
        let lost = i % 2 == 0;
        gaps.push(if lost { rest } else { rest ^ rng.range(1, 1 << 20) });
        // Lay the pairs out from the left, with room between them.
        let mut positions = Vec::new();
        let mut cell = rng.range(1, 1 << 40);
        for gap in gaps {
            positions.push(cell);
            positions.push(cell + gap + 1);
            cell += gap + 2 + rng.range(0, 1 << 30);
        }
        cases.push(nim::counted_lines(&shuffled(positions, &mut rng)), ANSWERS.of(!lost));
    }
    cases.push(nim::counted_lines(&[u64::MAX - 1, u64::MAX]), ANSWERS.of(false));
    cases.push(nim::counted_lines(&[u64::MAX]), ANSWERS.of(true));
    SOLUTION.check(&cases);
}

#[test]
fn the_count_decides_how_many_cases_are_read() {
    SOLUTION.assert_output("zero cases", "0\n1\n1\n", "");
    SOLUTION.assert_output("data after the cases", "1\n1\n2\n3 1 2 3 junk", "Georgia will win\n");
    SOLUTION.check_rejections(&[
        ("2\n1\n5\n2\n3", "Georgia will win\n", 5, &["expected a position, found end of input"]),
        (
            "2\n1\n5\n",
            "Georgia will win\n",
            3,
            &["expected the chessman count N, found end of input"],
        ),
        ("2\n1\n5\n2\n0 3\n", "Georgia will win\n", 5, &["expected a position >= 1, found 0"]),
        (
            "2\n1\n5\n3\n3 9 3\n",
            "Georgia will win\n",
            5,
            &["expected distinct positions, found 3 twice"],
        ),
    ]);
    // Crowded cases, whose cells are marked: the least repeated is named,
    // on either side of a word of marks and of the marked cells' end.
    for (repeated, last) in [(70, 64), (63, 130), (16383, 16383), (16384, 16384)] {
        let mut positions: Vec<u64> = (100..130).collect();
        positions.extend([repeated, last, repeated, last]);
        let input = format!("2\n1\n5\n{}", nim::counted_lines(&positions));
        let least = format!("found {} twice", repeated.min(last));
        SOLUTION.check_rejected(
            &input,
            "Georgia will win\n",
            5,
            &["expected distinct positions", &least],
        );
    }
    // A sorted case's cells are marked as they are read, and must be cleared:
    // left, cell 5 would fill in for the repeat of the crowded case after it.
    let mut positions: Vec<u64> = (100..129).collect();
    positions.push(100);
    let input = format!("2\n1\n5\n{}", nim::counted_lines(&positions));
    let why = ["expected distinct positions, found 100 twice"];
    SOLUTION.check_rejected(&input, "Georgia will win\n", 5, &why);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Bob will win\nGeorgia will win\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the case count T");
    SOLUTION.check_malformed_tokens("2\n1\n5\n", "Georgia will win\n", 4, "the chessman count N");
    SOLUTION.check_malformed_tokens("2\n1\n5\n2\n3 ", "Georgia will win\n", 5, "a position");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2\n3\n10000 1 5000\n1\n18446744073709551615\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
