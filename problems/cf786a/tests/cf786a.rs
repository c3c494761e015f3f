//! The real binary against a fixed-point sweep over the real moves for
//! every n <= 6 with every pair of step sets and seeded sets to n = 40 (with
//! repeated steps and steps past n beyond the statement); against
//! `common::search::retrograde` (a second, independent search) at the top of
//! the statement's range and beyond it; the limits and malformed input.

use common::problems::cf786a::{self, test, Outcome};
use common::rng::Rng;
use common::search::{retrograde, Outcome as Searched};
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("cf786a");
const SAMPLE: &str = include_str!("../../../tests/cf786a/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_position_against_a_search_of_the_moves() {
    SOLUTION.check_each(cf786a::PROBLEM.small_cases());
}

/// Both lines by `retrograde` over the positions (player to move, object),
/// the hole's without moves: O(n k), so it reaches the largest n.
fn answer_by_retrograde(n: u64, steps: [&[u64]; 2]) -> String {
    let states: Vec<(usize, u64)> = (0..2).flat_map(|p| (0..n).map(move |o| (p, o))).collect();
    let outcome = retrograde(&states, |&(player, object): &(usize, u64)| {
        if object == 0 {
            return Vec::new();
        }
        steps[player].iter().map(|&s| (1 - player, (object + s) % n)).collect()
    });
    (0..2)
        .map(|player| {
            let words: Vec<&str> = (1..n)
                .map(|object| match outcome[&(player, object)] {
                    Searched::Win => Outcome::Win.word(),
                    Searched::Lose => Outcome::Lose.word(),
                    Searched::Draw => Outcome::Loop.word(),
                })
                .collect();
            words.join(" ") + "\n"
        })
        .collect()
}

#[test]
fn the_two_searches_agree_on_small_circles() {
    let mut rng = Rng::new(31);
    for _ in 0..200 {
        let n = rng.range(2, 30);
        let sets: Vec<Vec<u64>> =
            (0..2).map(|_| (0..rng.range(1, 5)).map(|_| rng.range(1, 2 * n)).collect()).collect();
        let steps = [sets[0].as_slice(), sets[1].as_slice()];
        assert_eq!(answer_by_retrograde(n, steps), cf786a::answer(n, steps), "n = {}", n);
    }
}

/// Distinct steps below n, `count` of them (all when count >= n - 1).
fn distinct_steps(n: u64, count: u64, rng: &mut Rng) -> Vec<u64> {
    let mut all: Vec<u64> = (1..n).collect();
    rng.shuffle(&mut all);
    all.truncate(count.min(n - 1) as usize);
    all
}

#[test]
fn the_top_of_the_range_and_beyond_against_retrograde() {
    let mut rng = Rng::new(7000);
    let mut cases = Cases::new("n near 7000 and beyond (seed 7000)").single();
    for i in 0..16 {
        let n = if i < 12 { rng.range(6000, 7000) } else { rng.range(7001, 100_000) };
        let counts = [rng.range(1, 40), rng.range(1, 40)];
        let sets: Vec<Vec<u64>> = counts.iter().map(|&k| distinct_steps(n, k, &mut rng)).collect();
        let steps = [sets[0].as_slice(), sets[1].as_slice()];
        cases.push(test(n, steps), answer_by_retrograde(n, steps));
    }
    // Every step for both, and all but a few, on a smaller circle.
    for (n, missing) in [(1500, 0), (1500, 7)] {
        let sets: Vec<Vec<u64>> =
            (0..2).map(|_| distinct_steps(n, n - 1 - missing, &mut rng)).collect();
        let steps = [sets[0].as_slice(), sets[1].as_slice()];
        cases.push(test(n, steps), answer_by_retrograde(n, steps));
    }
    SOLUTION.check(&cases);
}

#[test]
fn steps_past_n_repeated_steps_and_the_limits() {
    // A step of n turns the circle once: the same object, the other player.
    SOLUTION.assert_output("a whole turn", "3\n1 3\n1 2\n", "Lose Lose\nWin Win\n");
    SOLUTION.assert_output("whole turns only", "3\n1 3\n1 6\n", "Loop Loop\nLoop Loop\n");
    SOLUTION.assert_output(
        "steps past n",
        "5\n2 8 7\n3 6 7 8\n",
        "Lose Win Win Loop\nLoop Win Win Win\n",
    );
    SOLUTION.assert_output(
        "repeated steps",
        "5\n3 3 2 3\n4 1 2 3 3\n",
        "Lose Win Win Loop\nLoop Win Win Win\n",
    );
    SOLUTION.assert_output("data after the test", "2\n1 1\n1 1\njunk", "Win\nWin\n");
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.check_rejections(&[
        ("1\n1 1\n1 1\n", "", 1, &["n = 1", "no planet"]),
        ("10000001\n1 1\n1 1\n", "", 1, &["n = 10000001", "at most 10000000"]),
        ("5\n0\n1 1\n", "", 2, &["Rick has no step (k = 0)"]),
        ("5\n1 2\n2 1 0\n", "", 3, &["a step of Morty is 0"]),
        ("5\n2 1", "", 2, &["expected a step of Rick, found end of input"]),
        ("5\n2 1 2\n", "", 2, &["expected Morty's step count k, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Lose Win Win Loop\nLoop Win Win Win\n");
}

#[test]
fn malformed_input_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the object count n");
    SOLUTION.check_malformed_tokens("5\n", "", 2, "Rick's step count k");
    SOLUTION.check_malformed_tokens("5\n2 3 ", "", 2, "a step of Rick");
    SOLUTION.check_malformed_tokens("5\n2 3 2\n", "", 3, "Morty's step count k");
    SOLUTION.check_malformed_tokens("5\n2 3 2\n3 1 ", "", 3, "a step of Morty");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz_below(&[SAMPLE, "8\n4 6 2 3 4\n2 3 6\n"], 100_000);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
