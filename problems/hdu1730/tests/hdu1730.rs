//! The real binary against a retrograde analysis of the moves themselves,
//! retreats and the cycles they make included, over every board of up to 3
//! rows and width up to 6; constructed large boards, the golden files, the
//! boards that are no board, and malformed input.

use common::rng::Rng;
use common::search::{retrograde, Outcome};
use common::suites::Answers;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu1730");
const SAMPLE: &str = include_str!("../../../tests/hdu1730/sample-1.in");

const ANSWERS: Answers = Answers {
    lose: "BAD LUCK!\n",
    win: "I WIN!\n",
};

/// A board and whose turn it is: each row is (Tom's column, Jerry's column).
type State = (Vec<(u64, u64)>, bool);

/// Every state one move reaches: the player to move slides one of their
/// pieces along its row to any empty cell short of the other piece.
fn moves(width: u64) -> impl Fn(&State) -> Vec<State> {
    move |(rows, tom_to_move): &State| {
        let mut next = Vec::new();
        for (i, &(tom, jerry)) in rows.iter().enumerate() {
            let (mine, theirs) = if *tom_to_move {
                (tom, jerry)
            } else {
                (jerry, tom)
            };
            let reachable = if mine < theirs {
                1..theirs
            } else {
                theirs + 1..width + 1
            };
            for to in reachable.filter(|&to| to != mine) {
                let mut after = rows.clone();
                after[i] = if *tom_to_move { (to, jerry) } else { (tom, to) };
                next.push((after, !*tom_to_move));
            }
        }
        next
    }
}

/// Every board of `count` rows of width `width`.
fn boards(count: usize, width: u64) -> Vec<Vec<(u64, u64)>> {
    let row_choices: Vec<(u64, u64)> = (1..=width)
        .flat_map(|t| (1..=width).filter(move |&j| j != t).map(move |j| (t, j)))
        .collect();
    let mut all = vec![vec![]];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|board: Vec<(u64, u64)>| {
                row_choices.iter().map(move |&row| {
                    let mut more = board.clone();
                    more.push(row);
                    more
                })
            })
            .collect();
    }
    all
}

fn case(width: u64, rows: &[(u64, u64)]) -> String {
    let mut text = format!("{} {}\n", rows.len(), width);
    for (tom, jerry) in rows {
        text.push_str(&format!("{} {}\n", tom, jerry));
    }
    text + "\n"
}

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_board_of_up_to_3_rows_and_width_up_to_6_by_retrograde_analysis() {
    let mut cases = Cases::new("every board of 1 to 3 rows, width 2..=6");
    let mut draws = 0;
    for width in 2..=6u64 {
        for count in 1..=3 {
            let all = boards(count, width);
            let states: Vec<State> = all
                .iter()
                .flat_map(|b| [(b.clone(), true), (b.clone(), false)])
                .collect();
            let outcome = retrograde(&states, moves(width));
            for board in all {
                match outcome[&(board.clone(), true)] {
                    Outcome::Win => cases.push(case(width, &board), ANSWERS.of(true)),
                    Outcome::Lose => cases.push(case(width, &board), ANSWERS.of(false)),
                    Outcome::Draw => draws += 1,
                }
            }
        }
    }
    assert_eq!(draws, 0, "with perfect play every board has a winner");
    assert!(cases.expected().iter().any(|w| w == "BAD LUCK!\n"));
    assert!(cases.len() > 27_000);
    SOLUTION.check(&cases);
}

#[test]
fn constructed_boards_up_to_u64_max() {
    // Gaps chosen so that they xor to 0 (lost) or not, laid out anywhere on
    // a board of any width, either piece on the left.
    let mut rng = Rng::new(1730);
    let mut cases = Cases::new("constructed boards (seed 1730)");
    for i in 0..3000 {
        let width = rng.range(1 << 40, u64::MAX);
        let mut gaps: Vec<u64> = (1..rng.range(1, 12))
            .map(|_| rng.range(0, 1 << 38))
            .collect();
        let rest = gaps.iter().fold(0, |x, &g| x ^ g);
        let lost = i % 2 == 0;
        gaps.push(if lost {
            rest
        } else {
            rest ^ rng.range(1, 1 << 38)
        });
        let rows: Vec<(u64, u64)> = gaps
            .iter()
            .map(|&gap| {
                let left = rng.range(1, width - gap - 1);
                let right = left + gap + 1;
                if rng.range(0, 1) == 0 {
                    (left, right)
                } else {
                    (right, left)
                }
            })
            .collect();
        cases.push(case(width, &rows), ANSWERS.of(!lost));
    }
    cases.push(case(u64::MAX, &[(1, u64::MAX)]), ANSWERS.of(true));
    cases.push(
        case(u64::MAX, &[(u64::MAX, u64::MAX - 1)]),
        ANSWERS.of(false),
    );
    SOLUTION.check(&cases);
}

#[test]
fn no_board_and_cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[
        (
            "1 6\n4 5\n1 6\n3 3\n",
            "BAD LUCK!\n",
            4,
            &["expected two different cells, found 3 3"],
        ),
        (
            "1 6\n4 5\n1 6\n7 1\n",
            "BAD LUCK!\n",
            4,
            &["expected columns in 1..=6, found 7 1"],
        ),
        (
            "1 6\n4 5\n1 6\n0 1\n",
            "BAD LUCK!\n",
            4,
            &["expected columns in 1..=6, found 0 1"],
        ),
        (
            "1 6\n4 5\n2 6\n1 3\n",
            "BAD LUCK!\n",
            4,
            &["expected Tom's column, found end of input"],
        ),
        (
            "1 6\n4 5\n1 6\n1",
            "BAD LUCK!\n",
            4,
            &["expected Jerry's column, found end of input"],
        ),
        (
            "1 6\n4 5\n1",
            "BAD LUCK!\n",
            3,
            &["expected the column count m, found end of input"],
        ),
    ]);
}

#[test]
fn end_of_input_ends_the_cases() {
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("no rows", "0 5\n", "BAD LUCK!\n");
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "BAD LUCK!\nI WIN!\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("1 6\n4 5\n\n", "BAD LUCK!\n", 4, "the row count n");
    SOLUTION.check_malformed_tokens("1 6\n4 5\n1 ", "BAD LUCK!\n", 3, "the column count m");
    SOLUTION.check_malformed_tokens("1 6\n4 5\n1 6\n", "BAD LUCK!\n", 4, "Tom's column");
    SOLUTION.check_malformed_tokens("1 6\n4 5\n1 6\n1 ", "BAD LUCK!\n", 4, "Jerry's column");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[
        SAMPLE,
        "2 100\n1 100\n100 99\n1 18446744073709551615\n18446744073709551615 1\n",
    ]);
}
