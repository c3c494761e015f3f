//! Mistake: moving second, it breaks n itself after Bob's break, instead of
//! one of Bob's two numbers.
//! Verdict: illegal move
//! Smallest: "1\n7\n"
use std::io::{self, BufRead};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map(|line| line.unwrap()).filter(|l| !l.trim().is_empty());
    let mut read = move || -> Vec<i64> {
        lines.next().unwrap().split_whitespace().map(|w| w.parse().unwrap()).collect()
    };
    let games = read()[0];
    for _ in 0..games {
        let n = read()[0];
        let mut p = n;
        if n.count_ones() % 2 == 0 {
            println!("first");
        } else {
            println!("second");
            let v = read();
            if v[0] == 0 {
                continue;
            }
            if v[0] < 0 {
                return;
            }
        }
        loop {
            let top = 1i64 << (63 - p.leading_zeros());
            println!("{} {}", top, p ^ top);
            let v = read();
            if v[0] <= 0 {
                if v[0] < 0 {
                    return;
                }
                break;
            }
            p = if v[0].count_ones() % 2 == 0 { v[0] } else { v[1] };
        }
    }
}
