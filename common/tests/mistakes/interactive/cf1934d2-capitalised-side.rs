//! Mistake: the side capitalised (`First`/`Second`), as abc278g writes it.
//! Verdict: protocol error
//! Smallest: "1\n1\n"
use std::io::{self, BufRead};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map(|line| line.unwrap());
    let _games = lines.next();
    while let Some(line) = lines.next() {
        let n: i64 = line.trim().parse().unwrap();
        println!("{}", if n.count_ones() % 2 == 0 { "First" } else { "Second" });
        if lines.next().map_or(true, |l| l.starts_with('-')) {
            return;
        }
    }
}
