//! The real binary against a search of the real toggles over every board
//! within 4 x 4, 3 x 5 and 5 x 3 (lights in scrambled order), and one
//! light's value from its moves for x, y <= 64; u64 coordinates against a
//! nim product built bit by bit; lights listed twice, coordinates 0, the
//! golden files and malformed input.

use common::problems::hdu3404::{self, lights_case, nim_product_by_bits, WORDS as ANSWERS};
use common::rng::Rng;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu3404");
const SAMPLE: &str = include_str!("../../../tests/hdu3404/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_board_against_a_search_of_the_real_toggles() {
    SOLUTION.check_each(hdu3404::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

/// The oracle itself, on the products a search of one light's moves gives
/// (x, y <= 64), and on the field's laws over seeded u64 values.
#[test]
fn the_bitwise_product_agrees_with_the_moves_and_is_a_field() {
    let values = hdu3404::one_light_values(64);
    for x in 1..=64u64 {
        for y in 1..=64u64 {
            assert_eq!(nim_product_by_bits(x, y), values[x as usize][y as usize], "{} {}", x, y);
        }
    }
    let mut rng = Rng::new(16);
    for _ in 0..300 {
        let (a, b, c) = (rng.any_size(), rng.any_size(), rng.any_size());
        let times = nim_product_by_bits;
        assert_eq!(times(a, times(b, c)), times(times(a, b), c), "{} {} {}", a, b, c);
        assert_eq!(times(a, b ^ c), times(a, b) ^ times(a, c), "{} {} {}", a, b, c);
        assert_eq!(times(a, b), times(b, a));
        assert!(a == 0 || b == 0 || times(a, b) != 0);
    }
}

/// Seeded lights with coordinates from `draw`, against the bitwise product:
/// each case is won, and lost with one more light that brings the xor to 0,
/// found by the oracle through the row-1 identity ((1, v) is worth v).
fn against_the_bitwise_product(title: &str, mut draw: impl FnMut() -> (u64, u64)) -> Cases {
    let mut cases = Cases::new(title).counted();
    for i in 0..400 {
        let mut lights: Vec<(u64, u64)> = (0..1 + i % 5).map(|_| draw()).collect();
        lights.sort_unstable();
        lights.dedup();
        let sum = lights.iter().fold(0, |s, &(x, y)| s ^ nim_product_by_bits(x, y));
        if sum == 0 || lights.contains(&(1, sum)) {
            continue;
        }
        let mut lost = lights.clone();
        lost.push((1, sum));
        cases.push(lights_case(&lights), ANSWERS.win);
        cases.push(lights_case(&lost), ANSWERS.lose);
    }
    cases
}

#[test]
fn the_statements_range_against_the_bitwise_product() {
    let mut rng = Rng::new(10_000);
    let top = hdu3404::PROBLEM.limit("X");
    let mut draw = || {
        let mut coordinate = || match rng.range(0, 3) {
            0 => rng.range(1, 255),
            1 => rng.range(256, 4095),
            _ => rng.range(4096, top),
        };
        (coordinate(), coordinate())
    };
    SOLUTION.check(&against_the_bitwise_product("coordinates up to 10000 (seed 10000)", &mut draw));
}

#[test]
fn u64_coordinates_against_the_bitwise_product() {
    let mut rng = Rng::new(3404);
    let mut cases = against_the_bitwise_product("lights anywhere in u64 (seed 3404)", || {
        (rng.any_size().max(1), rng.any_size().max(1))
    });
    let top = u64::MAX;
    cases.push(lights_case(&[(top, top), (1, nim_product_by_bits(top, top))]), ANSWERS.lose);
    cases.push(lights_case(&[(1 << 63, 1 << 63)]), ANSWERS.win);
    cases.push(lights_case(&[(65536, 65536), (1, 98304)]), ANSWERS.lose);
    SOLUTION.check(&cases);
}

#[test]
fn a_light_listed_twice_is_toggled_twice() {
    SOLUTION.assert_output(
        "repeats",
        "3\n2\n5 7\n5 7\n3\n2 3\n2 3\n2 3\n1\n1 1\n",
        "Don't waste your time.\nHave a try, lxhgww.\nHave a try, lxhgww.\n",
    );
}

#[test]
fn coordinates_0_and_cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[
        ("2\n1\n1 1\n1\n0 5\n", "Have a try, lxhgww.\n", 5, &["x = 0", "from 1"]),
        ("1\n1\n3 0\n", "", 3, &["y = 0", "from 1"]),
        (
            "2\n1\n1 1\n2\n1 2\n",
            "Have a try, lxhgww.\n",
            5,
            &["expected a light's x, found end of input"],
        ),
        ("1\n1\n4", "", 3, &["expected a light's y, found end of input"]),
        (
            "2\n0\n",
            "Don't waste your time.\n",
            2,
            &["expected the light count n, found end of input"],
        ),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Don't waste your time.\nHave a try, lxhgww.\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the case count T");
    SOLUTION.check_malformed_tokens("2\n1\n1 1\n", "Have a try, lxhgww.\n", 4, "the light count n");
    SOLUTION.check_malformed_tokens("1\n1\n", "", 3, "a light's x");
    SOLUTION.check_malformed_tokens("1\n1\n5 ", "", 3, "a light's y");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "1\n3\n18446744073709551615 2\n65536 3\n1 1\n"]);
}
