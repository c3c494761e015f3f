//! The real binary against a search of the moves over every date from
//! 0001-01-01 to 2001-11-04, later dates, the dates that do not exist, the
//! golden files and malformed input. The suite is shared with HDU 1079, the
//! same statement on another judge.

use common::problems::calendar;
use common::suites::calendar_game as suite;
use common::Solution;

const SOLUTION: Solution = common::solution!("poj1082");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_date_from_year_1_against_the_moves() {
    suite::every_date_against_the_moves(&SOLUTION, calendar::TAEJON_END);
}

#[test]
fn dates_after_the_end_lose() {
    suite::dates_after_the_end(&SOLUTION, calendar::TAEJON_END);
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
