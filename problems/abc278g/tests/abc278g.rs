//! The real binary against the judge of common/src/interact/abc278g.rs
//! (its Grundy values and winning moves proven against a search of every
//! position to 12 cards): every (N, L, R) to 16 cards in three styles of
//! reply, every legal first reply to 9 cards, the largest games, and a
//! judge's malformed lines.

use std::io::Write;
use std::process::{Command, Stdio};

use common::interact::{abc278g, assert_wins_all, Game, Summary};

/// The games of at most (`large` false) or more than 16 cards.
fn games(large: bool) -> Vec<Game> {
    let cards = |g: &Game| g.input.split(' ').next().unwrap().parse::<usize>().unwrap();
    abc278g::games(false).into_iter().filter(|g| (cards(g) > 16) == large).collect()
}

fn binary() -> Vec<String> {
    vec![assert_cmd::cargo::cargo_bin("abc278g").display().to_string()]
}

fn report(what: &str, summary: &Summary) {
    println!(
        "{}: {} games won, {} moves; longest wait for one move {:.2} ms, for one game {:.1} ms",
        what,
        summary.games,
        summary.moves,
        summary.longest_wait.as_secs_f64() * 1e3,
        summary.longest_test.as_secs_f64() * 1e3
    );
}

#[test]
fn every_game_to_16_cards_and_every_first_reply_to_9_is_won() {
    let summary = assert_wins_all(&abc278g::JUDGE, &binary(), &games(false));
    // 816 (N, L, R) in three styles, and every first reply to 9 cards.
    assert!(summary.games > 816 * 3, "{:?}", summary);
    report("to 16 cards", &summary);
}

#[test]
fn the_largest_games_are_won_fast() {
    let summary = assert_wins_all(&abc278g::JUDGE, &binary(), &games(true));
    assert_eq!(summary.games, 54);
    report("N = 1999 and 2000", &summary);
    assert!(summary.longest_test.as_secs_f64() < 1.0, "{:?}", summary);
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
fn a_won_game_ends_at_the_judges_0_0() {
    // N = 3, L = R = 1: first; the middle card, then the mirror.
    assert_eq!(run("3 1 1\n1 1\n0 0\n"), ("First\n2 1\n3 1\n".into(), String::new(), Some(0)));
    // N = 2, L = R = 1 is lost for the player to move: second.
    assert_eq!(run("2 1 1\n2 1\n0 0\n"), ("Second\n1 1\n".into(), String::new(), Some(0)));
}

#[test]
fn malformed_judge_lines_are_one_stderr_line_and_status_2() {
    for (input, says) in [
        ("", "line 0: the input ended before N"),
        ("6 1", "line 1: the input ended before R"),
        ("6 1 x\n", "line 1: expected R (a 64-bit integer), found \"x\""),
        ("6 2 1\n", "expected 1 <= L <= R <= N <= 20000, found 6 2 1"),
        ("20001 1 1\n", "expected 1 <= L <= R <= N <= 20000"),
        ("6 1 2\n3 2\n", "line 2: the judge's move 3 2 takes a removed card"),
        ("6 1 2\n6 2\n", "line 2: the judge's move 6 2 is out of range"),
        ("6 1 2\n-1 -1\n", "line 2: the judge answered -1 -1"),
        ("6 1 2\n1 99999999999999999999\n", "does not fit"),
    ] {
        let (_, stderr, status) = run(input);
        assert_eq!(status, Some(2), "{:?}", input);
        assert_eq!(stderr.lines().count(), 1, "{:?}: {:?}", input, stderr);
        assert!(stderr.starts_with("abc278g: "), "{:?}: {:?}", input, stderr);
        assert!(
            stderr.contains(says) || says == "does not fit" && stderr.contains("64-bit"),
            "{:?}: {:?}",
            input,
            stderr
        );
    }
}
