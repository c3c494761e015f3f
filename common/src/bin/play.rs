//! A game in the terminal against the perfect player:
//!
//!     cargo run -q -p common --bin play -- nim 3,4,5
//!
//! Reads one line at a time (a side, a move, `hint`, `undo`, `help`,
//! `quit`); when stdin is not a terminal it echoes each line after its
//! prompt, so the output reads as a transcript. Exit status: 0 after `quit`
//! or the end of the input, 2 on bad arguments (with a message on stderr).

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::exit;

use common::play::{find, help, Session};

fn fail(message: &str) -> ! {
    eprintln!("play: {}", message);
    exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() || args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{}", help());
        if args.is_empty() {
            exit(2);
        }
        return;
    }
    let game = find(&args[0])
        .unwrap_or_else(|| fail(&format!("no game {:?}; `--help` lists them", args[0])));
    let (mut session, greeting) =
        Session::new(game, &args[1..].join(" ")).unwrap_or_else(|why| fail(&why));
    let stdin = io::stdin();
    let echo = !stdin.is_terminal();
    let mut out = io::stdout().lock();
    let mut say = |text: &str| {
        // A closed stdout (a pager quit) ends the game quietly.
        if out.write_all(text.as_bytes()).and_then(|_| out.flush()).is_err() {
            exit(0);
        }
    };
    say(&greeting);
    let mut lines = stdin.lock().lines();
    loop {
        say(session.prompt());
        let line = match lines.next() {
            Some(Ok(line)) => line,
            // The end of the input (or unreadable input) ends the game.
            _ => {
                say("\n");
                return;
            }
        };
        if echo {
            say(&format!("{}\n", line.trim_end()));
        }
        match session.respond(&line) {
            Some(answer) => say(&answer),
            None => return,
        }
    }
}
