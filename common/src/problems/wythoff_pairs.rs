//! POJ 1067, HDU 1527, NYOJ 161 and BJFU 1010: Wythoff pairs `a b`
//! (0 <= a, b <= 10^9) until end of input, one answer line each in the
//! problem's own words.

use super::Problem;

/// The module of one of the four problems: its id and its two answers.
macro_rules! wythoff_pairs_problem {
    ($id:literal, lose: $lose:literal, win: $win:literal) => {
        use super::{wythoff_pairs, Answers, Layout, Problem};
        use crate::cases::Cases;
        use crate::suites::Answers as Words;
        use crate::validate::{Input, Valid};

        pub const PROBLEM: Problem = Problem {
            id: $id,
            validate,
            layout: Layout::EndOfInput,
            answers: Answers::OneLine,
            small,
            edges,
            shrink: super::whole,
        };

        pub const WORDS: Words = Words { lose: $lose, win: $win };

        /// Lines `a b` (0 <= a, b <= PILE, in either order) until end of input.
        fn validate(input: &mut Input) -> Valid {
            let top = PROBLEM.limit("PILE");
            // Luogu P2252's file may hold one pair only: any count is the lenient reading.
            while !input.at_end() {
                input.number("a", 0..=top)?;
                input.number("b", 0..=top)?;
                input.end_line()?;
            }
            Ok(())
        }

        fn small() -> Vec<Cases> {
            wythoff_pairs::small(&PROBLEM, &WORDS)
        }

        fn edges() -> Vec<Cases> {
            wythoff_pairs::edges(&PROBLEM)
        }
    };
}
use crate::cases::Cases;
use crate::search::{count_distinct, WinLose};
use crate::suites::{fibonacci_trap_pairs, wythoff_moves, Answers as Words};

/// Every pair with both piles <= 300, both orders, decided by playing the game.
pub fn small(problem: &Problem, words: &Words) -> Vec<Cases> {
    const MAX: u64 = 300;
    let mut game = WinLose::normal(wythoff_moves);
    let mut cases = problem.cases("every pair up to 300");
    for a in 0..=MAX {
        for b in 0..=MAX {
            cases.push(format!("{} {}\n", a, b), words.of(game.wins(&(a, b))));
        }
    }
    assert_eq!(count_distinct(cases.expected()), 2);
    vec![cases]
}

/// Around the losing pair of every difference near a Fibonacci number
/// (where floating point slips: k = 102,334,155 lies inside 10^9), and the
/// limits.
pub fn edges(problem: &Problem) -> Vec<Cases> {
    let top = problem.limit("PILE");
    let mut cases = problem.cases("Fibonacci traps and limits");
    for (a, b) in fibonacci_trap_pairs() {
        cases.push_inside(a.max(b) <= top, format!("{} {}\n", a, b), "");
    }
    for (a, b) in [(0, 0), (0, top), (top, 0), (top, top), (top - 1, top)] {
        cases.push(format!("{} {}\n", a, b), "");
    }
    vec![cases]
}
