//! HDU 1079 and POJ 1082 (to 2001-11-04) and Luogu P1512 (to 2006-11-04),
//! the Calendar Game: counted dates from 1900-01-01 to the end, decided
//! against a search of the moves with a calendar of the tests' own (the
//! moves here, written apart from the solutions' block, are what the
//! tests, the check and the explorer search).

use super::Problem;
use crate::cases::{Answers, Cases};
use crate::search::WinLose;

/// A date as (year, month, day).
pub type Date = (u64, u64, u64);

/// The end of the Taejon 2001 original (HDU 1079, POJ 1082).
pub const TAEJON_END: Date = (2001, 11, 4);
/// The end of Luogu P1512's retelling.
pub const EDEN_END: Date = (2006, 11, 4);

/// Month lengths by the Gregorian rule, written out for the test.
fn month_length(year: u64, month: u64) -> u64 {
    const LENGTHS: [u64; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    let leap = (year % 400 == 0) || (year % 4 == 0 && year % 100 != 0);
    LENGTHS[(month - 1) as usize] + u64::from(month == 2 && leap)
}

pub fn exists((year, month, day): Date) -> bool {
    year >= 1 && (1..=12).contains(&month) && day >= 1 && day <= month_length(year, month)
}

pub fn next_day((year, month, day): Date) -> Date {
    if day < month_length(year, month) {
        (year, month, day + 1)
    } else if month < 12 {
        (year, month + 1, 1)
    } else {
        (year + 1, 1, 1)
    }
}

/// The moves a player would make in the game ending on `end`: a move past
/// the end loses, so only moves to the end or before it count (on the end
/// itself none is left, and the player there has lost).
pub fn moves_to(end: Date) -> impl FnMut(&Date) -> Vec<Date> {
    move |&date: &Date| {
        let (year, month, day) = date;
        let next_month = if month == 12 { (year + 1, 1, day) } else { (year, month + 1, day) };
        [next_day(date), next_month]
            .into_iter()
            .filter(|&d| exists(d) && d <= end && date < end)
            .collect()
    }
}

/// Every date from 0001-01-01 to `end`, in order.
pub fn all_dates(end: Date) -> Vec<Date> {
    let mut dates = vec![(1, 1, 1)];
    while *dates.last().unwrap() < end {
        let next = next_day(*dates.last().unwrap());
        dates.push(next);
    }
    dates
}

pub fn line((year, month, day): Date) -> String {
    format!("{} {} {}\n", year, month, day)
}

pub const ANSWERS: Answers = Answers { lose: "NO\n", win: "YES\n" };

const FIRST: (u64, u64, u64) = (1900, 1, 1);

/// Every date from 0001-01-01 to `end` (before 1900 beyond the
/// statement); working forwards from the end keeps every step's successors
/// settled.
pub fn every_date(problem: &Problem, end: Date) -> Cases {
    let mut game = WinLose::normal(moves_to(end));
    let dates = all_dates(end);
    let (y, m, d) = end;
    let mut cases =
        problem.cases(format!("every date from 0001-01-01 to {:04}-{:02}-{:02}", y, m, d));
    for &date in dates.iter().rev() {
        game.wins(&date);
    }
    for &date in &dates {
        cases.push_inside(date >= FIRST, line(date), ANSWERS.of(game.wins(&date)));
    }
    assert!(cases.len() > 730_000);
    cases
}

/// After the end every move goes further past it: those dates lose.
pub fn after_the_end(problem: &Problem, end: Date) -> Cases {
    let mut cases = problem.cases("dates after the end");
    let mut date = end;
    for _ in 0..2000 {
        date = next_day(date);
        cases.push_beyond(line(date), ANSWERS.lose);
    }
    for far in [(9999, 12, 31), (2004, 2, 29), (u64::MAX, 12, 31), (4_000_000_000, 2, 29)] {
        assert!(exists(far));
        cases.push_beyond(line(far), ANSWERS.lose);
    }
    cases
}

pub fn small(problem: &Problem, end: Date) -> Vec<Cases> {
    vec![every_date(problem, end), after_the_end(problem, end)]
}

/// The first and last days of every month of the statement, and February
/// in the century years (1900 is not a leap year, 2000 is).
pub fn edges(problem: &Problem, end: Date) -> Vec<Cases> {
    let mut cases = problem.cases("month ends and century years");
    for &date in all_dates(end).iter().filter(|&&d| d >= FIRST) {
        let (year, month, day) = date;
        let last = !exists((year, month, day + 1));
        if day == 1 || last || (month == 2 && year % 100 == 0) {
            cases.push(line(date), "");
        }
    }
    vec![cases]
}
