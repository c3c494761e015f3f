//! The `play` binary and its sessions: the registry against the explorer's
//! games, the family's rule against the search on every small position,
//! the perfect player against every reply from every small position (in
//! process, through the lines the binary reads), scripted games through the
//! binary, its commands and bad lines, and the README's transcript.

use std::collections::{BTreeSet, HashSet};

use assert_cmd::Command;
use common::play::{find, Outcome, Pos, Session, GAMES};

/// Runs `play args` with `input` on stdin; its stdout (it must exit 0).
fn play(args: &[&str], input: &str) -> String {
    let output =
        Command::cargo_bin("play").unwrap().args(args).write_stdin(input).output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(
        output.status.success(),
        "play {:?} failed ({}): {}{}",
        args,
        output.status,
        stdout,
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

/// A session of `game` from `position` with the person on `side`.
fn session(game: &str, position: &str, side: &str) -> Session {
    let (mut session, _) = Session::new(find(game).unwrap(), position).unwrap();
    session.respond(side).unwrap();
    session
}

#[test]
fn every_explorer_game_is_playable() {
    let explorer: BTreeSet<&str> = common::explore::GAMES.iter().map(|g| g.name).collect();
    let playable: BTreeSet<&str> = GAMES.iter().map(|g| g.name).collect();
    assert_eq!(playable.len(), GAMES.len(), "a game is registered twice");
    let missing: Vec<&&str> = explorer.difference(&playable).collect();
    assert!(missing.is_empty(), "explorer games not playable: {:?}", missing);
    // Besides the explorer's games, the two interactive problems' games.
    let extra: Vec<&&str> = playable.difference(&explorer).collect();
    assert_eq!(extra, [&"cards", &"xor-break"]);
}

#[test]
fn the_rule_and_the_search_agree_on_every_small_position() {
    let mut total = 0;
    for game in GAMES {
        let mut outcomes = HashSet::new();
        let before = total;
        for start in game.small {
            let mut session = session(game.name, start, "first");
            let positions = session.reachable();
            for position in &positions {
                if !session.rule_speaks(position) {
                    continue;
                }
                let searched = session.outcome(position);
                let (said, why) = session.said(position);
                assert_eq!(
                    said, searched,
                    "{} {}: the position {:?}: the search says {:?}, the rule {:?} ({})",
                    game.name, start, position, searched, said, why
                );
                assert_eq!(session.verdict(position).0, said == Outcome::Win);
                outcomes.insert(searched);
                total += 1;
            }
        }
        assert!(outcomes.len() >= 2, "{}: its small positions are all of one outcome", game.name);
        println!("{}: {} positions ({:?})", game.name, total - before, outcomes);
    }
    assert!(total > 10_000, "only {} positions", total);
}

/// What the exhaustive play visited.
#[derive(Default)]
struct Count {
    starts: usize,
    positions: usize,
    replies: usize,
}

/// At the person's turn in a lost position: every reply, answered by the
/// program, explored, then taken back with `undo`.
fn every_reply(session: &mut Session, seen: &mut HashSet<Pos>, count: &mut Count, what: &str) {
    let here = session.position().clone();
    if !seen.insert(here.clone()) {
        return;
    }
    if session.over() {
        // Checked by the caller: the program said it won.
        return;
    }
    count.positions += 1;
    assert!(!session.wins(&here), "{}: the person is to move and wins at {:?}", what, here);
    for (text, _) in session.options(&here) {
        count.replies += 1;
        let answer = session.respond(&text).unwrap();
        let context = format!("{} at {:?}, the reply `{}`", what, here, text);
        assert!(!answer.contains("refused"), "{}: {}", context, answer);
        assert!(!answer.contains("gives the win away"), "{}: {}", context, answer);
        assert!(!answer.contains("I am losing"), "{}: {}", context, answer);
        assert!(!answer.contains("you win"), "{}: {}", context, answer);
        if session.over() {
            assert!(answer.contains("I win"), "{}: {}", context, answer);
        } else {
            assert!(answer.contains("I play `"), "{}: {}", context, answer);
            assert!(answer.contains("Your move."), "{}: {}", context, answer);
        }
        every_reply(session, seen, count, what);
        let undone = session.respond("undo").unwrap();
        assert!(undone.starts_with("took back"), "{}: undo said {}", context, undone);
        assert_eq!(session.position(), &here, "{}: undo did not restore the position", context);
    }
}

#[test]
fn the_program_wins_from_every_small_winning_position_against_every_reply() {
    let mut report = Vec::new();
    for game in GAMES {
        let mut count = Count::default();
        for start in game.small {
            // No side chosen yet: the position is the start.
            let (mut session, _) = Session::new(game, start).unwrap();
            let mut seen = HashSet::new();
            let what = format!("{} {}", game.name, start);
            // Every position reachable from the start where the mover wins,
            // with the program to move there.
            for position in session.reachable() {
                if !session.wins(&position) {
                    continue;
                }
                count.starts += 1;
                let answer = session.restart_with_program_to_move(position.clone());
                assert!(!answer.contains("I am losing"), "{} at {:?}: {}", what, position, answer);
                if session.over() {
                    // Its move ended the game, or (misère) it has none.
                    assert!(answer.contains("no move: I win"), "{}: {}", what, answer);
                    continue;
                }
                every_reply(&mut session, &mut seen, &mut count, &what);
            }
        }
        assert!(count.replies > 0, "{}: no reply was tried", game.name);
        report.push(format!(
            "{}: {} winning starts, {} positions met with the person to move, {} replies",
            game.name, count.starts, count.positions, count.replies
        ));
    }
    println!("{}", report.join("\n"));
}

/// At the person's turn in a drawn or lost position of a game with cycles:
/// every reply, answered by the program, explored, then taken back. Counts
/// the games that ended in a draw.
fn every_reply_in_a_draw(session: &mut Session, seen: &mut HashSet<Pos>, draws: &mut usize) {
    let here = session.position().clone();
    if session.over() || !seen.insert(here.clone()) {
        return;
    }
    assert_ne!(
        session.outcome(&here),
        Outcome::Win,
        "the person is to move and wins at {:?}",
        here
    );
    for (text, _) in session.options(&here) {
        let answer = session.respond(&text).unwrap();
        let context = format!("at {:?}, the reply `{}`: {}", here, text, answer);
        for never in ["refused", "I am losing", "you win"] {
            assert!(!answer.contains(never), "{}", context);
        }
        if session.over() {
            assert!(answer.contains("I win") || answer.contains("a draw"), "{}", context);
            *draws += usize::from(answer.contains("a draw"));
        } else {
            assert!(answer.contains("I play `") || answer.contains("hold the draw"), "{}", context);
        }
        every_reply_in_a_draw(session, seen, draws);
        let undone = session.respond("undo").unwrap();
        assert!(undone.starts_with("took back"), "{}: undo said {}", context, undone);
        assert_eq!(session.position(), &here, "{}: undo did not restore the position", context);
    }
}

#[test]
fn in_a_game_with_cycles_the_program_holds_every_small_draw() {
    let mut report = Vec::new();
    for game in GAMES {
        let (mut starts, mut draws) = (0, 0);
        for start in game.small {
            let (mut session, _) = Session::new(game, start).unwrap();
            if !session.loops() {
                break;
            }
            let mut seen = HashSet::new();
            for position in session.reachable() {
                if session.outcome(&position) != Outcome::Draw {
                    continue;
                }
                starts += 1;
                let answer = session.restart_with_program_to_move(position.clone());
                assert!(
                    answer.contains("hold the draw"),
                    "{} at {:?}: {}",
                    start,
                    position,
                    answer
                );
                every_reply_in_a_draw(&mut session, &mut seen, &mut draws);
            }
        }
        if starts > 0 {
            assert!(draws > 0, "{}: no game ended in a draw", game.name);
            report.push(format!(
                "{}: {} drawn starts, {} games ended drawn",
                game.name, starts, draws
            ));
        }
    }
    assert!(!report.is_empty(), "no game with cycles has a small draw");
    println!("{}", report.join("\n"));
}

/// The program to move at `here` in the merging game, where it wins: its
/// move must leave the steering shape, where the rule explains it; then
/// every reply of the person's, the same again.
fn steers(session: &mut Session, here: Pos, seen: &mut HashSet<Pos>) {
    if !seen.insert(here.clone()) {
        return;
    }
    let answer = session.restart_with_program_to_move(here.clone());
    let left = session.position().clone();
    assert!(session.rule_speaks(&left), "at {:?} it left {:?}: {}", here, left, answer);
    assert!(!answer.contains("no rule is known"), "at {:?}: {}", here, answer);
    for (_, reply) in session.options(&left) {
        steers(session, reply, seen);
    }
}

#[test]
fn in_the_merging_game_every_winning_move_of_the_program_is_explained_by_the_rule() {
    let game = find("merging").unwrap();
    let mut met = 0;
    for start in game.small {
        let (mut session, _) = Session::new(game, start).unwrap();
        let first = session.position().clone();
        let mut seen = HashSet::new();
        if session.wins(&first) {
            steers(&mut session, first, &mut seen);
        } else {
            for (_, after) in session.options(&first) {
                steers(&mut session, after, &mut seen);
            }
        }
        met += seen.len();
    }
    assert!(met > 40, "only {} positions met", met);
    println!("merging: {} positions with the program to move, each answered in the shape", met);
}

/// The prompts the binary writes before reading a line.
const PROMPTS: [&str; 3] = ["side> ", "your move> ", "over> "];

/// What the binary prints for `lines` (then the end of the input), built
/// in process: the greeting, and per line its prompt, the line echoed and
/// the answer.
fn transcript(game: &str, position: &str, lines: &[String]) -> String {
    let (mut session, mut out) = Session::new(find(game).unwrap(), position).unwrap();
    for line in lines {
        out.push_str(session.prompt());
        out.push_str(line);
        out.push('\n');
        match session.respond(line) {
            Some(answer) => out.push_str(&answer),
            None => return out,
        }
    }
    out.push_str(session.prompt());
    out.push('\n');
    out
}

/// A game the person loses: `auto`, the losing side, then a hint, a move,
/// `undo`, and the first legal move each turn to the end.
fn losing_script(game: &str, position: &str) -> Vec<String> {
    let mut probe = session(game, position, "first");
    let start = probe.position().clone();
    let side = if probe.wins(&start) { "second" } else { "first" };
    let mut session = session(game, position, side);
    let mut lines = vec!["auto".to_string(), side.to_string(), "hint".to_string()];
    let mut undone = false;
    while !session.over() {
        let here = session.position().clone();
        let (text, _) = session.options(&here).into_iter().next().unwrap();
        session.respond(&text).unwrap();
        lines.push(text);
        if !undone {
            session.respond("undo").unwrap();
            lines.push("undo".into());
            undone = true;
        }
    }
    lines
}

#[test]
fn a_scripted_game_per_game_through_the_binary() {
    for game in GAMES {
        let lines = losing_script(game.name, game.default);
        let expected = transcript(game.name, game.default, &lines);
        let mut input = lines.join("\n");
        input.push('\n');
        let shown = play(&[game.name], &input);
        assert_eq!(shown, expected, "{}: the binary and the session differ", game.name);
        for said in ["The first player wins", "The second player wins", "You chose the losing side"]
            .iter()
            .filter(|s| !s.starts_with("The"))
        {
            assert!(shown.contains(said), "{}: no {:?} in\n{}", game.name, said, shown);
        }
        assert!(
            shown.contains("player wins from"),
            "{}: `auto` did not say who wins\n{}",
            game.name,
            shown
        );
        for said in ["hint: ", "took back 2 moves", "no move: I win"] {
            assert!(shown.contains(said), "{}: no {:?} in\n{}", game.name, said, shown);
        }
        assert!(!shown.contains("you win"), "{}:\n{}", game.name, shown);
    }
}

#[test]
fn moves_refused_with_their_reason_and_asked_again() {
    let cases: &[(&str, &str, &str, &str)] = &[
        ("nim", "3,4,5", "4 1", "refused: there is no heap 4: the heaps are 1 to 3"),
        ("nim", "3,4,5", "1 9", "refused: heap 1 has only 3"),
        ("nim", "3,4,5", "1 0", "refused: a move takes at least 1"),
        (
            "nim",
            "3,4,5",
            "take two",
            "refused: \"take\" is not a whole number; a move is written `heap amount`",
        ),
        ("nim", "3,4,5", "1", "refused: a move is written `heap amount`"),
        ("nim", "3,4,5", "1 -2", "refused: \"-2\" is not a whole number"),
        ("wythoff", "4,7", "c 1", "refused: a move is `a 2`, `b 1` or `both 3`"),
        ("wythoff", "4,7", "both 5", "refused: both 5: only 4 can be taken there"),
        ("bash", "20 m=3", "4", "refused: a move takes 1 to 3"),
        ("powers", "20", "3", "refused: a move takes a power of two"),
        ("subtraction", "10 set=1,3,4", "1 2", "refused: a move takes one of 1, 3, 4"),
        ("split", "3,5 parts=2", "2 = 1 3", "refused: 1 + 3 adds up to 4, not heap 2's 5"),
        ("kiki", "5,6", "up", "refused: `up` is not a legal move here"),
        ("euclid", "25,7", "4", "refused: 7 can be taken from 25 1 to 3 times"),
        ("fibonacci-game", "20 k=2", "20", "refused: this move takes 1 to 19"),
        ("multiplication", "200", "10", "refused: the factor is 2 to 9"),
        ("circle", "7 k=2", "7 3", "refused: a move takes 1 to 2 adjacent stones"),
        ("cards", "7,2,3", "6 3", "refused: the cards are 1 to 7"),
        ("xor-break", "13", "7 6", "refused: 7 6 is not a break of 13"),
        ("berzerk", "n=5 at=2 rick=3,2 morty=1,2,3", "1", "refused: Rick's steps are 3, 2"),
        ("cuts", "4x3 2x5", "1 2", "refused: Alice breaks X: bar 1 (2x5) breaks at 1 to 1"),
        ("cuts", "4x3 2x5", "3 1", "refused: there is no bar 3: the bars are 1 to 2"),
        ("merging", "10 m=3", "2 2", "refused: a merge takes two different piles"),
        ("merging", "10 m=3", "1 11", "refused: the piles are 1 to 10"),
        ("jiangnan", "5,6 f=2", "3 2", "refused: there is no pile 3: the piles are 1 to 2"),
        ("jiangnan", "3,7 f=4", "1 2", "refused: pile 1 has 3 stones, below F = 4"),
        ("jiangnan", "1,7 f=1", "1 2", "refused: pile 1 has 1 stone: it cannot split in two"),
        ("jiangnan", "5,6 f=2", "1 6", "refused: m must be 2 to 5: pile 1 has 5 stones"),
        ("jiangnan", "5,6 f=2", "1", "refused: a move is written `pile m`"),
        ("e-and-d", "4,6 2,3", "1 2 3", "refused: 2 + 3 = 5 is neither of pair 1's piles 4 and 6"),
        ("e-and-d", "4,6", "1 0 4", "refused: a split makes two non-empty piles"),
        ("e-and-d", "4,6", "2 1 3", "refused: there is no pair 2: the pairs are 1 to 1"),
        ("beans", "1,0,1,0", "1 2 3", "refused: bottle 1 is empty"),
        ("beans", "1,0,1,0", "2 1 3", "refused: the new beans go to later bottles"),
        ("beans", "1,0,1,0", "0 1 4", "refused: there is no bottle 4: the bottles are 0 to 3"),
    ];
    for &(game, position, bad, reason) in cases {
        let shown = play(&[game, position], &format!("first\n{}\nhint\n", bad));
        assert!(
            shown.contains(reason),
            "{} {}: {:?}: expected {:?} in\n{}",
            game,
            position,
            bad,
            reason,
            shown
        );
        let after = shown.split(reason).nth(1).unwrap();
        assert!(after.contains("Your move again"), "{}: not asked again\n{}", game, shown);
        assert!(after.contains("hint: "), "{}: the game did not go on\n{}", game, shown);
    }
}

#[test]
fn commands_and_the_end_of_the_input() {
    // The end of the input mid-game ends it cleanly, after the prompt.
    let shown = play(&["nim", "3,4,5"], "first\n1 2");
    assert!(shown.ends_with("your move> 1 2\nI am losing here (the xor of the heaps 1 ^ 4 ^ 5 = 0: every move makes it nonzero, and a reply makes it 0 again). I play `1 1` and hope you slip.\nposition: heaps 0 4 5. Your move.\nyour move> \n"), "{}", shown);
    // No input at all.
    let shown = play(&["nim"], "");
    assert!(shown.ends_with("side> \n"), "{}", shown);
    // `quit` says nothing more, whatever follows.
    let shown = play(&["nim", "3,4,5"], "first\nquit\n1 1\n");
    assert!(shown.ends_with("your move> quit\n"), "{}", shown);
    // `help` explains the moves; a side is asked for until given.
    let shown = play(&["wythoff", "4,7"], "help\nmaybe\nfirst\nhelp\n");
    assert!(shown.contains("moves: `a 2` takes 2 from pile a"), "{}", shown);
    assert!(shown.contains("side> maybe\ntype `first`, `second` or `auto`\n"), "{}", shown);
    assert!(shown.contains("You chose the losing side: the second player wins"), "{}", shown);
    // A win given away is named, with a move that kept it.
    let shown = play(&["nim", "3,4,5"], "first\n1 1\n");
    assert!(shown.contains("That gives the win away. `1 2` kept it: it leaves heaps 1 4 5, where the xor of the heaps 1 ^ 4 ^ 5 = 0"), "{}", shown);
    // `hint` where nothing wins; `undo` with nothing to take back.
    let shown = play(&["nim", "1,2,3"], "first\nundo\nhint\n");
    assert!(shown.contains("your move> undo\nnothing to undo\n"), "{}", shown);
    assert!(
        shown.contains("hint: no move wins here (the xor of the heaps 1 ^ 2 ^ 3 = 0"),
        "{}",
        shown
    );
    // Moving second, `undo` keeps the program's opening move.
    let shown = play(&["nim", "3,4,5"], "second\nundo\n");
    assert!(shown.contains("I play `1 2`"), "{}", shown);
    assert!(shown.contains("your move> undo\nnothing to undo\n"), "{}", shown);
    // After the end: `undo` goes back into the game, moves are refused.
    let shown = play(&["nim", "1"], "first\n1 1\n1 1\nundo\n");
    assert!(shown.contains("I have no move: you win"), "{}", shown);
    assert!(shown.contains("over> 1 1\nthe game is over"), "{}", shown);
    assert!(
        shown.contains("over> undo\ntook back 1 move.\nposition: heaps 1. Your move.\n"),
        "{}",
        shown
    );
}

#[test]
fn bad_arguments_exit_2_with_a_message() {
    for (args, message) in [
        (&["chess"][..], "no game \"chess\""),
        (&["nim", "3,x"], "\"x\" is not a whole number"),
        (&["nim", "300,300,300"], "too large for the search"),
        (&["bash", "10", "n=3"], "unknown parameter \"n\""),
        (&["cards", "5,3,2"], "need 1 <= L <= R <= n <= 16"),
        (
            &["berzerk", "n=5 at=1 rick=1 morty=1"],
            "the monster starts on an object from 2 to n = 5",
        ),
        (&["berzerk", "n=5 at=2 rick=5 morty=1"], "Rick's steps must be from 1 to n - 1 = 4"),
        (&["berzerk", "n=5 at=2 rick=1,1 morty=1"], "Rick's steps must be distinct"),
        (&["cuts", "9x9"], "too large for the search"),
        (&["cuts", "3by4"], "\"3by4\" is not a bar"),
        (&["merging", "20 m=3"], "give n, the piles of one stone (1 to 16)"),
        (&["jiangnan", "30,20"], "too large for the search: at most 40 stones in all"),
        (&["jiangnan", "5,0"], "a pile holds at least 1 stone"),
        (&["jiangnan", "5", "f=0"], "F must be at least 1"),
        (&["jiangnan", "5", "m=2"], "unknown parameter \"m\""),
        (&["e-and-d", "2,3,4"], "the piles come in pairs"),
        (&["e-and-d", "40,40", "40,40"], "too large for the search"),
        (&["beans", "5"], "give the bean counts of 2 to 10 bottles"),
        (&["beans", "4,4,4,4,4"], "more than 100000 positions are in reach"),
    ] {
        let output = Command::cargo_bin("play").unwrap().args(args).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{:?}", args);
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(said.contains(message), "{:?}: expected {:?}, got {:?}", args, message, said);
    }
    let output = Command::cargo_bin("play").unwrap().arg("--help").output().unwrap();
    assert!(output.status.success());
    let help = String::from_utf8(output.stdout).unwrap();
    for game in GAMES {
        assert!(help.contains(&format!("  {:<15} ", game.name)), "{} not in --help", game.name);
    }
}

/// The README's `play` transcripts: each block
/// `$ cargo run -q -p common --bin play -- ARGS` is replayed with the lines
/// typed after its prompts and must be what the binary prints.
#[test]
fn the_readme_transcript_is_the_programs_own() {
    let readme =
        std::fs::read_to_string(common::workspace::workspace_root().join("README.md")).unwrap();
    let command = "$ cargo run -q -p common --bin play -- ";
    let mut shown = 0;
    for block in readme.split("```text\n").skip(1) {
        let block = &block[..block.find("```").unwrap()];
        if let Some(rest) = block.strip_prefix(command) {
            let (args, expected) = rest.split_once('\n').unwrap();
            let args: Vec<&str> = args.split_whitespace().collect();
            let typed: Vec<&str> = expected
                .lines()
                .filter_map(|line| PROMPTS.iter().find_map(|p| line.strip_prefix(p)))
                .collect();
            let input = typed.iter().map(|l| format!("{}\n", l)).collect::<String>();
            assert_eq!(play(&args, &input), expected, "README: the transcript of play {:?}", args);
            shown += 1;
        }
    }
    assert!(shown >= 1, "no play transcript in README.md");
}
