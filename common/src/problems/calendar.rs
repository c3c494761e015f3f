//! HDU 1079 and POJ 1082, the Calendar Game: counted dates from 1900-01-01
//! to 2001-11-04, decided against a search of the moves with a calendar of
//! the test's own (`suites::calendar_game`).

use super::Problem;
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::calendar_game::{
    every_date as dates, exists, line, moves, next_day, ANSWERS, END,
};

const FIRST: (u64, u64, u64) = (1900, 1, 1);

/// Every date from 0001-01-01 to 2001-11-04 (before 1900 beyond the
/// statement); working forwards from the end keeps every step's successors
/// settled.
pub fn every_date(problem: &Problem) -> Cases {
    let mut game = WinLose::normal(moves);
    let dates = dates();
    let mut cases = problem.cases("every date from 0001-01-01 to 2001-11-04");
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
pub fn after_the_end(problem: &Problem) -> Cases {
    let mut cases = problem.cases("dates after 2001-11-04");
    let mut date = END;
    for _ in 0..2000 {
        date = next_day(date);
        cases.push_beyond(line(date), ANSWERS.lose);
    }
    for far in [
        (9999, 12, 31),
        (2004, 2, 29),
        (u64::MAX, 12, 31),
        (4_000_000_000, 2, 29),
    ] {
        assert!(exists(far));
        cases.push_beyond(line(far), ANSWERS.lose);
    }
    cases
}

pub fn small(problem: &Problem) -> Vec<Cases> {
    vec![every_date(problem), after_the_end(problem)]
}

/// The first and last days of every month of the statement, and February
/// in the century years (1900 is not a leap year, 2000 is).
pub fn edges(problem: &Problem) -> Vec<Cases> {
    let mut cases = problem.cases("month ends and century years");
    for &date in dates().iter().filter(|&&d| d >= FIRST) {
        let (year, month, day) = date;
        let last = !exists((year, month, day + 1));
        if day == 1 || last || (month == 2 && year % 100 == 0) {
            cases.push(line(date), "");
        }
    }
    vec![cases]
}
