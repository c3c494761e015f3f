//! Mistake: it plays games until its input ends instead of t of them, so
//! after the last game it waits for a number the judge never sends.
//! Verdict: did not exit after the end
//! Smallest: "1\n1\n"
use std::io::{self, BufRead};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map(|line| line.unwrap()).filter(|l| !l.trim().is_empty());
    let mut read = move || -> Option<Vec<i64>> {
        Some(lines.next()?.split_whitespace().map(|w| w.parse().unwrap()).collect())
    };
    let _games = read();
    while let Some(v) = read() {
        let n = v[0];
        let mut p = n;
        if n.count_ones() % 2 == 0 {
            println!("first");
        } else {
            println!("second");
            let v = read().unwrap();
            if v[0] == 0 {
                continue;
            }
            p = if v[0].count_ones() % 2 == 0 { v[0] } else { v[1] };
        }
        loop {
            let top = 1i64 << (63 - p.leading_zeros());
            println!("{} {}", top, p ^ top);
            let v = read().unwrap();
            if v[0] <= 0 {
                break;
            }
            p = if v[0].count_ones() % 2 == 0 { v[0] } else { v[1] };
        }
    }
}
