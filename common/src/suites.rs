//! Test suites shared by problems that are the same game with the same input
//! and output (POJ 1067 and HDU 1527 are one statement on two judges): each
//! problem's test file calls them, one test a line.

pub use crate::cases::Answers;
use crate::cases::Cases;
use crate::rng::Rng;
use crate::search::count_distinct;
use crate::solution::Solution;
use crate::wythoff::{fibonacci_u64, is_losing, lower, upper};

/// Every position one Wythoff move reaches from (a, b): take t >= 1 from one
/// pile, or the same t from both.
pub fn wythoff_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut next = Vec::with_capacity((a + b + a.min(b)) as usize);
    next.extend((0..a).map(|x| (x, b)));
    next.extend((0..b).map(|y| (a, y)));
    next.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    next
}

/// Pairs around the losing position of every difference k near a Fibonacci
/// number (where k * phi is closest to an integer and floating point slips),
/// in both orders and one stone off in each direction.
pub fn fibonacci_trap_pairs() -> Vec<(u64, u64)> {
    let mut pairs = Vec::new();
    for f in fibonacci_u64() {
        for k in f.saturating_sub(3)..=f.saturating_add(3) {
            let (a, b) = match (lower(k), upper(k)) {
                (Some(a), Some(b)) => (a, b),
                _ => continue,
            };
            for (da, db) in [(0, 0), (1, 0), (0, 1), (1, 1), (-1, 0), (0, -1), (-1, -1)] {
                let (x, y) = (a.checked_add_signed(da), b.checked_add_signed(db));
                if let (Some(x), Some(y)) = (x, y) {
                    pairs.push((x, y));
                    pairs.push((y, x));
                }
            }
        }
    }
    pairs
}

/// What the published double-precision test says: (a, b) loses when
/// (int)(k * (1 + sqrt 5) / 2) == a. Only used to show the tests catch it.
pub fn float_formula_says_losing(a: u64, b: u64) -> bool {
    let (small, large) = (a.min(b), a.max(b));
    ((large - small) as f64 * (1.0 + 5f64.sqrt()) / 2.0) as u64 == small
}

/// Seeded pairs: half of them losing positions or one stone off one, the
/// rest arbitrary, all with piles at most `max`.
pub fn random_pairs(seed: u64, count: usize, max: u64) -> Vec<(u64, u64)> {
    let mut rng = Rng::new(seed);
    // The largest difference whose losing position fits under max.
    let (mut lo, mut hi) = (0, max);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if upper(mid).is_some_and(|b| b <= max) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let top_k = lo;
    (0..count)
        .map(|i| {
            if i % 2 == 0 {
                let k = rng.range(0, top_k);
                let (a, b) = (lower(k).unwrap(), upper(k).unwrap());
                match rng.range(0, 3) {
                    0 => (a, b),
                    1 => (b, a),
                    2 => (a, b.saturating_sub(1)),
                    _ => (a.saturating_add(1).min(max), b),
                }
            } else {
                (rng.range(0, max), rng.range(0, max))
            }
        })
        .collect()
}

/// The cases for pairs, expected from the Zeckendorf oracle.
fn zeckendorf_cases(title: String, pairs: &[(u64, u64)], answers: &Answers) -> Cases {
    let mut cases = Cases::new(title);
    for &(a, b) in pairs {
        cases.push(format!("{} {}\n", a, b), answers.of(!is_losing(a, b)));
    }
    cases
}

pub mod bash {
    //! Bash's game (one pile, a move takes 1..=m), as HDU 1846 and HDU 2188 play it.
    use crate::rng::Rng;

    /// Seeded triples (n, m, whether m + 1 divides n), built as
    /// n = q (m + 1) + r so that the answer is known by construction: half
    /// with r = 0, half with m up to 1000 and half up to u64::MAX - 1; n >= 1.
    pub fn constructed(seed: u64, count: usize) -> Vec<(u64, u64, bool)> {
        let mut rng = Rng::new(seed);
        let mut cases = Vec::with_capacity(count);
        for i in 0.. {
            if cases.len() == count {
                break;
            }
            let max = if i % 2 == 0 { 1000 } else { u64::MAX };
            let m = rng.range(1, max.min(u64::MAX - 1));
            let period = m + 1;
            let r = if i % 4 < 2 { 0 } else { rng.range(1, m) };
            let q = rng.range(0, (max - r) / period);
            if q > 0 || r > 0 {
                cases.push((q * period + r, m, r == 0));
            }
        }
        cases
    }
}

pub mod nim {
    //! Positions of several piles, as Nim and its relatives play them: a
    //! position is the sorted list of its pile sizes.

    /// Every position one Nim move reaches: take 1..=a from one pile a.
    // `&Vec`, not a slice: the searches call it with their own positions.
    #[allow(clippy::ptr_arg)]
    pub fn moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for (i, &a) in piles.iter().enumerate() {
            if i > 0 && piles[i - 1] == a {
                continue; // the same position as from the pile before
            }
            for left in 0..a {
                let mut after = piles.clone();
                after[i] = left;
                after.sort_unstable();
                next.push(after);
            }
        }
        next
    }

    /// Every multiset of 0 to `count` piles of sizes `low..=high`, each
    /// sorted, the empty one first.
    pub fn multisets(count: usize, low: u64, high: u64) -> Vec<Vec<u64>> {
        let mut all = vec![vec![]];
        let mut last: Vec<Vec<u64>> = vec![vec![]];
        for _ in 0..count {
            let mut longer = Vec::new();
            for piles in &last {
                let from = piles.last().copied().unwrap_or(low);
                for a in from..=high {
                    let mut more = piles.clone();
                    more.push(a);
                    longer.push(more);
                }
            }
            all.extend(longer.iter().cloned());
            last = longer;
        }
        all
    }

    /// Seeded positions of 2 to `max_piles` piles of any u64 size, each
    /// with whether it is lost, known by construction: the last pile is the
    /// xor of the others (lost) or that xor changed (won), alternately.
    pub fn constructed(seed: u64, count: usize, max_piles: u64) -> Vec<(Vec<u64>, bool)> {
        let mut rng = crate::rng::Rng::new(seed);
        (0..count)
            .map(|i| {
                let mut piles: Vec<u64> =
                    (1..rng.range(2, max_piles)).map(|_| rng.any_size()).collect();
                let rest = piles.iter().fold(0, |x, &a| x ^ a);
                let lost = i % 2 == 0;
                piles.push(if lost { rest } else { rest ^ rng.range(1, u64::MAX) });
                (piles, lost)
            })
            .collect()
    }

    /// A case as most of these statements lay it out: the count on one
    /// line, then the sizes on the next.
    pub fn counted_lines(piles: &[u64]) -> String {
        format!("{}\n{}\n", piles.len(), words(piles))
    }

    /// `a1 a2 ...` (no count).
    pub fn words(piles: &[u64]) -> String {
        piles.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
    }
}

pub mod wythoff_queries {
    //! POJ 1067, HDU 1527, NYOJ 161, BJFU 1010 and Luogu P2252: pairs `a b`
    //! until end of input, one answer line each, in the problem's own words.
    use super::*;

    /// The whole test file of a Wythoff query problem `id` (its module in
    /// `common::problems` names its `PROBLEM` and `WORDS`): the golden files,
    /// every pair up to 300 against the search, its own check, Fibonacci
    /// traps and seeded pairs against Zeckendorf arithmetic, whitespace,
    /// malformed input and fuzz.
    #[macro_export]
    macro_rules! wythoff_query_tests {
        ($id:ident) => {
            use $crate::problems::$id::{PROBLEM, WORDS as ANSWERS};
            use $crate::suites::wythoff_queries as suite;

            const SOLUTION: $crate::Solution = $crate::solution::Solution::new(
                stringify!($id),
                env!(concat!("CARGO_BIN_EXE_", stringify!($id))),
            );

            #[test]
            fn golden_files() {
                SOLUTION.check_golden();
            }

            #[test]
            fn every_pair_up_to_300_against_brute_force() {
                SOLUTION.check_each(PROBLEM.small_cases());
            }

            #[test]
            fn its_own_check_passes() {
                SOLUTION.passes_its_own_check();
            }

            #[test]
            fn fibonacci_traps_up_to_u64_max() {
                suite::fibonacci_traps(&SOLUTION, &ANSWERS);
            }

            #[test]
            fn seeded_random_pairs_up_to_1e9_and_u64_max() {
                suite::random_up_to_1e9_and_u64(&SOLUTION, &ANSWERS);
            }

            #[test]
            fn any_ascii_whitespace() {
                suite::any_whitespace(&SOLUTION, &ANSWERS);
            }

            #[test]
            fn malformed_input_keeps_earlier_answers_and_exits_2() {
                suite::malformed_input(&SOLUTION, &ANSWERS);
            }

            #[test]
            fn fuzzed_input_never_panics_or_hangs() {
                suite::fuzz(&SOLUTION);
            }
        };
    }

    /// Around every Fibonacci number up to u64::MAX; the published double
    /// formula must get some of these wrong, or the test could not catch it.
    pub fn fibonacci_traps(solution: &Solution, answers: &Answers) {
        let pairs = fibonacci_trap_pairs();
        let float_misses = |limit: u64| {
            pairs
                .iter()
                .filter(|&&(a, b)| a.max(b) <= limit)
                .filter(|&&(a, b)| float_formula_says_losing(a, b) != is_losing(a, b))
                .count()
        };
        assert!(float_misses(u64::MAX) > 0, "no case here separates exact from floating point");
        assert!(
            float_misses(1_000_000_000) > 0,
            "no case within 1e9 separates exact from floating point"
        );
        solution.check(&zeckendorf_cases("Fibonacci traps".to_string(), &pairs, answers));
    }

    pub fn random_up_to_1e9_and_u64(solution: &Solution, answers: &Answers) {
        for (seed, max) in [(1, 1_000_000_000), (2, u64::MAX), (3, 1 << 40)] {
            let title = format!("random pairs, seed {}, max {}", seed, max);
            let cases = zeckendorf_cases(title, &random_pairs(seed, 50_000, max), answers);
            assert_eq!(count_distinct(cases.expected()), 2);
            solution.check(&cases);
        }
    }

    pub fn any_whitespace(solution: &Solution, answers: &Answers) {
        let expected = answers.lines(&[false, true, false, false]);
        solution.check_whitespace("2 1\n8 4\n4 7\n0 0\n", &expected);
    }

    pub fn malformed_input(solution: &Solution, answers: &Answers) {
        let (lose, lose_win) = (answers.lines(&[false]), answers.lines(&[false, true]));
        solution.check_malformed_tokens("2 1\n8 4\n", &lose_win, 3, "pile a");
        solution.check_malformed_tokens("2 1\n\n8 ", &lose, 3, "pile b");
        let cut: &[&str] = &["expected pile b, found end of input"];
        solution.check_rejections(&[
            ("2 1\n8", &lose, 2, cut),
            ("2 1\r\n8 \r\n", &lose, 2, cut),
            ("7", "", 1, cut),
        ]);
    }

    pub fn fuzz(solution: &Solution) {
        solution.fuzz(&["2 1\n8 4\n4 7\n0 0\n", "3 5 1000000000 999999999\n"]);
    }
}

pub mod calendar_game {
    //! HDU 1079 and POJ 1082, one statement on two judges, and Luogu P1512
    //! with a later end: the Calendar Game, checked against a search of
    //! the moves over every date from 0001-01-01 to the end, with a
    //! calendar of its own (`problems::calendar`).
    use super::*;
    use crate::problems::calendar::{self, Date};

    /// Every date from 0001-01-01 to `end`, decided by the search.
    pub fn every_date_against_the_moves(solution: &Solution, end: Date) {
        let problem = crate::problems::get(solution.problem).expect("a listed problem");
        solution.check_each(&[calendar::every_date(problem, end)]);
    }

    /// After the end every move goes further past it: those dates lose.
    pub fn dates_after_the_end(solution: &Solution, end: Date) {
        let problem = crate::problems::get(solution.problem).expect("a listed problem");
        solution.check(&calendar::after_the_end(problem, end));
    }

    pub fn dates_that_do_not_exist(solution: &Solution) {
        let why =
            |y, m, d| format!("expected a date, found {} {} {}, which does not exist", y, m, d);
        let cases = [
            (1900, 2, 29),
            (2001, 2, 29),
            (2001, 2, 30),
            (2001, 4, 31),
            (2001, 13, 1),
            (2001, 0, 5),
            (2001, 5, 0),
            (0, 1, 1),
            (2100, 2, 29),
        ];
        for (y, m, d) in cases {
            let input = format!("2\n2001 11 3\n{} {} {}\n2001 11 3\n", y, m, d);
            solution.check_rejected(&input, "YES\n", 3, &[&why(y, m, d)]);
        }
        solution.check_rejections(&[
            ("2\n2001 11 3\n2001 11", "YES\n", 3, &["expected the day, found end of input"]),
            ("2\n2001 11 3\n", "YES\n", 2, &["expected the year, found end of input"]),
        ]);
    }

    pub fn the_count_decides_how_many_cases_are_read(solution: &Solution) {
        solution.assert_output("zero cases", "0\n2001 11 3\n", "");
        solution.assert_output("data after the cases", "1\n2001 11 4\n2001 13 99 junk", "NO\n");
    }

    pub fn any_whitespace(solution: &Solution) {
        solution.check_whitespace("3\n2001 11 3\n2001 11 2\n2001 10 3\n", "YES\nNO\nNO\n");
    }

    pub fn malformed_input(solution: &Solution) {
        solution.check_malformed_tokens("", "", 1, "the case count T");
        solution.check_malformed_tokens("2\n2001 11 3\n", "YES\n", 3, "the year");
        solution.check_malformed_tokens("2\n2001 11 3\n2001 ", "YES\n", 3, "the month");
        solution.check_malformed_tokens("2\n2001 11 3\n2001 9 ", "YES\n", 3, "the day");
    }

    pub fn fuzz(solution: &Solution) {
        solution.fuzz(&["3\n2001 11 3\n2001 11 2\n2001 10 3\n", "2\n1 1 1\n2000 2 29\n"]);
    }
}

#[cfg(test)]
mod tests {
    use super::nim;

    #[test]
    fn multisets_are_every_sorted_choice_once() {
        let all = nim::multisets(2, 0, 2);
        let expected: Vec<Vec<u64>> = vec![
            vec![],
            vec![0],
            vec![1],
            vec![2],
            vec![0, 0],
            vec![0, 1],
            vec![0, 2],
            vec![1, 1],
            vec![1, 2],
            vec![2, 2],
        ];
        assert_eq!(all, expected);
        assert_eq!(nim::multisets(4, 0, 10).len(), 1 + 11 + 66 + 286 + 1001);
    }

    #[test]
    fn nim_moves_take_from_one_pile() {
        let mut next = nim::moves(&vec![1, 2, 2]);
        next.sort();
        assert_eq!(next, vec![vec![0, 1, 2], vec![0, 2, 2], vec![1, 1, 2]]);
    }
}
