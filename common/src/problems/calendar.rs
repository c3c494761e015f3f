//! HDU 1079 and POJ 1082 (to 2001-11-04) and Luogu P1512 (to 2006-11-04),
//! the Calendar Game: counted dates from 1900-01-01 to the end, decided
//! against a search of the moves with a calendar of the tests' own (the
//! moves here, written apart from the solutions' block, are what the
//! tests, the check and the explorer search).

use super::Problem;
use crate::cases::{Answers, Cases};
use crate::search::WinLose;
use crate::validate::{Input, Valid};

/// A date as (year, month, day).
pub type Date = (u64, u64, u64);

/// The end of the Taejon 2001 original (HDU 1079, POJ 1082).
pub const TAEJON_END: Date = (2001, 11, 4);
/// The end of Luogu P1512's retelling.
pub const EDEN_END: Date = (2006, 11, 4);
/// Luogu P1512 draws its start up to the day before its end; the Taejon
/// statement's range includes its end.
pub const EDEN_LAST_START: Date = (2006, 11, 3);

/// The last date the statement of the game ending on `end` starts from.
fn last_start(end: Date) -> Date {
    if end == EDEN_END {
        EDEN_LAST_START
    } else {
        end
    }
}

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
/// statement, and Luogu's end itself); working forwards from the end keeps every step's successors
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
        let inside = date >= FIRST && date <= last_start(end);
        cases.push_inside(inside, line(date), ANSWERS.of(game.wins(&date)));
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
    let far_dates = [(9999, 12, 31), (2004, 2, 29), (u64::MAX, 12, 31), (4_000_000_000, 2, 29)];
    // 2004-02-29 is after the Taejon end only: Luogu's game is still on.
    for far in far_dates.into_iter().filter(|&far| far > end) {
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
    for &date in all_dates(end).iter().filter(|&&d| d >= FIRST && d <= last_start(end)) {
        let (year, month, day) = date;
        let last = !exists((year, month, day + 1));
        if day == 1 || last || (month == 2 && year % 100 == 0) {
            cases.push(line(date), "");
        }
    }
    vec![cases]
}

/// Days in `month` of `year` by the Gregorian rule, as the statement gives
/// it (the validator's own, apart from the search's calendar).
fn days_in(year: u64, month: u64) -> u64 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// T, then T lines `year month day`: a date that exists, from 1 January of
/// FIRST_YEAR to `last` (T unbounded: the statements give no bound).
pub fn validate(input: &mut Input, problem: &Problem, last: Date) -> Valid {
    let count = input.number("T", 1..=u64::MAX)?;
    input.end_line()?;
    let years = problem.limit("FIRST_YEAR")..=problem.limit("LAST_YEAR");
    for _ in 0..count {
        let year = input.number("year", years.clone())?;
        let month = input.number("month", 1..=12)?;
        let day = input.number("day", 1..=31)?;
        if day > days_in(year, month) {
            return input.fail(format!("{} {} {} is not a date", year, month, day));
        }
        if (year, month, day) > last {
            let (y, m, d) = last;
            return input.fail(format!(
                "{} {} {} is after the last start, {} {} {}",
                year, month, day, y, m, d
            ));
        }
        input.end_line()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::problems::{hdu1079, luogu1512, Problem};

    /// Whether `problem`'s validator passes one case on the date `date`.
    fn valid(problem: &Problem, date: &str) -> bool {
        problem.validity(&format!("1\n{}\n", date)).is_valid()
    }

    // Dates that do not exist are no case set's (our solutions reject them).
    #[test]
    fn only_dates_that_exist_inside_the_start_range_are_valid() {
        for date in ["2000 2 29", "1996 2 29", "1900 1 1", "2001 11 4", "2001 10 31"] {
            assert!(valid(&hdu1079::PROBLEM, date), "{}", date);
        }
        for date in ["1900 2 29", "2001 2 29", "2001 4 31", "2001 13 1", "2001 0 1", "2001 1 0"] {
            assert!(!valid(&hdu1079::PROBLEM, date), "{}", date);
        }
        for date in ["1899 12 31", "2001 11 5", "2001 12 1", "2002 1 1", "2001 011 4"] {
            assert!(!valid(&hdu1079::PROBLEM, date), "{}", date);
        }
        for date in ["2004 2 29", "2006 11 3", "2001 11 5"] {
            assert!(valid(&luogu1512::PROBLEM, date), "{}", date);
        }
        for date in ["2006 11 4", "2005 2 29", "2007 1 1"] {
            assert!(!valid(&luogu1512::PROBLEM, date), "{}", date);
        }
    }
}
