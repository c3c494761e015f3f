//! The real binary against a search over p (the game itself) for every
//! n <= 20000 and at every boundary of the winning intervals up to
//! u64::MAX, the golden files, the values that are no game, and malformed
//! input.

use common::search::FxHashMap;
use common::suites::Answers;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu1517");
const SAMPLE: &str = include_str!("../../../tests/hdu1517/sample-1.in");

const ANSWERS: Answers = Answers {
    lose: "Ollie wins.\n",
    win: "Stan wins.\n",
};

/// Whether Stan, moving first from p = 1, wins the race to n: a move
/// multiplies p by 2..=9, and the player whose move makes p >= n wins. The
/// products reachable below n are few (2^a 3^b 5^c 7^d), and p at least
/// doubles a move, so a memoised recursion (at most 64 deep) settles any
/// u64 n.
fn search(n: u64) -> bool {
    fn wins(p: u64, n: u64, memo: &mut FxHashMap<u64, bool>) -> bool {
        if let Some(&known) = memo.get(&p) {
            return known;
        }
        let result = (2..=9u64).any(|d| match p.checked_mul(d) {
            Some(q) if q < n => !wins(q, n, memo),
            _ => true, // this move reaches n
        });
        memo.insert(p, result);
        result
    }
    wins(1, n, &mut FxHashMap::default())
}

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_n_up_to_20000_against_a_search_over_p() {
    let mut cases = Cases::new("every n in 2..=20000");
    for n in 2..=20_000u64 {
        cases.push(format!("{}\n", n), ANSWERS.of(search(n)));
    }
    assert!(cases.expected().iter().any(|w| w == "Ollie wins.\n"));
    SOLUTION.check(&cases);
}

#[test]
fn every_boundary_up_to_u64_max_against_the_search() {
    // Around 18^k and 9 * 18^k, where 2 and 9 alternate; the expected
    // answers come from the search, and the test checks that the winner
    // really changes there.
    let mut points = Vec::new();
    let mut power = 1u64;
    loop {
        for edge in [Some(power), power.checked_mul(9)].iter().flatten() {
            points.extend([edge - 1, *edge, edge.saturating_add(1)]);
        }
        match power.checked_mul(18) {
            Some(next) => power = next,
            None => break,
        }
    }
    points.extend([u64::MAX, u64::MAX - 1, 4_294_967_294, 4_294_967_295]);
    points.retain(|&n| n >= 2);
    points.sort_unstable();
    points.dedup();
    let mut cases = Cases::new("interval boundaries up to u64::MAX");
    let mut changes = 0;
    let mut previous = None;
    for n in points {
        let stan = search(n);
        changes += usize::from(previous.map_or(false, |p| p != stan));
        previous = Some(stan);
        cases.push(format!("{}\n", n), ANSWERS.of(stan));
    }
    assert!(
        changes >= 28,
        "the points straddle the boundaries: {} changes",
        changes
    );
    SOLUTION.check(&cases);
}

#[test]
fn no_game_and_end_of_input() {
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.check_rejections(&[
        ("162\n1\n", "Stan wins.\n", 2, &["expected n >= 2, found 1"]),
        ("162\n0\n", "Stan wins.\n", 2, &["expected n >= 2, found 0"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Stan wins.\nOllie wins.\nStan wins.\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("162\n", "Stan wins.\n", 2, "n");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[
        SAMPLE,
        "2\n9\n10\n18\n19\n4294967294\n18446744073709551615\n",
    ]);
}
