//! The real binary against a search of the moves over every date from
//! 0001-01-01 to 2006-11-04, later dates, the dates that do not exist, the
//! golden files and malformed input. The suite is shared with HDU 1079,
//! the same game with an earlier end; a test shows where the two differ.

use common::problems::calendar;
use common::suites::calendar_game as suite;
use common::Solution;

const SOLUTION: Solution = common::solution!("luogu1512");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_date_from_year_1_against_the_moves() {
    suite::every_date_against_the_moves(&SOLUTION, calendar::EDEN_END);
}

#[test]
fn dates_after_the_end_lose() {
    suite::dates_after_the_end(&SOLUTION, calendar::EDEN_END);
}

#[test]
fn dates_that_do_not_exist_are_rejected() {
    suite::dates_that_do_not_exist(&SOLUTION);
}

#[test]
fn the_count_decides_how_many_cases_are_read() {
    suite::the_count_decides_how_many_cases_are_read(&SOLUTION);
}

#[test]
fn any_ascii_whitespace() {
    suite::any_whitespace(&SOLUTION);
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    suite::malformed_input(&SOLUTION);
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    suite::fuzz(&SOLUTION);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

#[test]
fn the_later_end_decides_the_dates_between_the_two() {
    // Past 2001-11-04 HDU 1079's game is over (NO); here dates of an even
    // month + day win until 2006-11-04.
    SOLUTION.assert_output(
        "dates HDU 1079 calls lost",
        "4\n2001 11 5\n2005 1 1\n2006 11 3\n2006 11 5\n",
        "YES\nYES\nYES\nNO\n",
    );
}
