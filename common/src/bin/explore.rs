//! Draws a game's positions from its move rules, losing ones marked, and
//! checks the rule the solutions use on each:
//!
//!     cargo run -p common --bin explore -- wythoff --size 20
//!     cargo run -p common --bin explore -- snim --set 2,5 --svg snim.svg
//!
//! Exit status: 0 when the rule agrees everywhere, 1 when it does not, 2 on
//! bad arguments (with a message on stderr).

use std::process::exit;

fn fail(message: &str) -> ! {
    eprintln!("explore: {}", message);
    exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() || args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{}", common::explore::help());
        if args.is_empty() {
            exit(2);
        }
        return;
    }
    let game = &args[0];
    let mut given = Vec::new();
    let mut svg = None;
    let mut rest = args[1..].iter();
    while let Some(flag) = rest.next() {
        let name = flag
            .strip_prefix("--")
            .unwrap_or_else(|| fail(&format!("expected --name value, found {:?}", flag)));
        let value = rest.next().unwrap_or_else(|| fail(&format!("--{} needs a value", name)));
        if name == "svg" {
            svg = Some(value.clone());
        } else {
            given.push((name.to_string(), value.clone()));
        }
    }
    let exploration =
        common::explore::explore(game, &given).unwrap_or_else(|message| fail(&message));
    print!("{}", exploration.text());
    if let Some(path) = svg {
        if let Err(e) = std::fs::write(&path, exploration.svg()) {
            fail(&format!("cannot write {}: {}", path, e));
        }
        println!("wrote {}", path);
    }
    if !exploration.disagreements.is_empty() {
        exit(1);
    }
}
