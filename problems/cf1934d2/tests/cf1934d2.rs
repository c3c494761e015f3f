//! The real binary against the judge of common/src/interact/cf1934d2.rs
//! (its rule and winning break proven against a search of every number
//! below 2048): every n <= 1000 in four styles of Bob, every break of
//! n <= 100 as Bob's first losing reply, powers of two and their
//! neighbours, 10^18, batches of 1000 random numbers up to 10^18, and a
//! judge's malformed lines.

use std::io::Write;
use std::process::{Command, Stdio};

use common::interact::{assert_wins_all, cf1934d2, Summary};

fn binary() -> Vec<String> {
    vec![assert_cmd::cargo::cargo_bin("cf1934d2").display().to_string()]
}

fn report(what: &str, summary: &Summary) {
    println!(
        "{}: {} games in {} runs won, {} breaks; longest wait for one break {:.2} ms, for one run {:.1} ms",
        what,
        summary.games,
        summary.tests,
        summary.moves,
        summary.longest_wait.as_secs_f64() * 1e3,
        summary.longest_test.as_secs_f64() * 1e3
    );
}

#[test]
fn every_test_of_the_judge_is_won_in_time() {
    let summary = assert_wins_all(&cf1934d2::JUDGE, &binary(), &cf1934d2::games(false));
    report("all tests", &summary);
    assert!(summary.games > 4 * 1000 + 64 * 100 + 5 * 1000, "{:?}", summary);
    assert!(summary.longest_test.as_secs_f64() < 1.5, "{:?}", summary);
}

/// The binary's stdout, stderr and exit status on a judge's whole input.
fn run(input: &str) -> (String, String, Option<i32>) {
    let mut child = Command::new(&binary()[0])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (text(&output.stdout), text(&output.stderr), output.status.code())
}

#[test]
fn the_sample_games_with_bob_giving_up() {
    // The statement's judge lines, Bob's replies made to fit our breaks;
    // blank lines between tokens, as in the statement's sample.
    let (stdout, stderr, status) =
        run("4\n\n1\n\n0 0\n3\n\n0 0\n13\n1 12\n\n0 0\n777777770001\n\n0 0\n");
    assert_eq!(stderr, "");
    assert_eq!(status, Some(0));
    assert_eq!(stdout, "second\nfirst\n2 1\nsecond\n8 4\nfirst\n549755813888 228021956113\n");
}

#[test]
fn malformed_judge_lines_are_one_stderr_line_and_status_2() {
    for (input, says) in [
        ("", "line 0: the input ended before t"),
        ("0\n", "expected t >= 1, found 0"),
        ("1\n", "line 1: the input ended before n"),
        ("1\n0\n", "expected n >= 1, found 0"),
        ("1\n3\n-1 -1\n", "line 3: the judge answered -1 -1"),
        ("1\n3\n1 2\n", "1 2 breaks neither 2 nor 1"),
        ("1\n13\n5 9\n", "5 9 breaks neither 13 nor 13"),
        ("1\n13\n1 x\n", "expected Bob's second number (a 64-bit integer), found \"x\""),
        ("1\n13\n1 12\n0\n", "line 4: the input ended before Bob's second number"),
        ("1\n9223372036854775808\n", "found \"9223372036854775808\""),
    ] {
        let (_, stderr, status) = run(input);
        assert_eq!(status, Some(2), "{:?}", input);
        assert_eq!(stderr.lines().count(), 1, "{:?}: {:?}", input, stderr);
        assert!(stderr.starts_with("cf1934d2: "), "{:?}: {:?}", input, stderr);
        assert!(stderr.contains(says), "{:?}: {:?}", input, stderr);
    }
}
