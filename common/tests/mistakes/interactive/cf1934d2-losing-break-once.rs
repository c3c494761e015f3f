//! Mistake: a number of four set bits is broken into two parts of two bits
//! each (top | lowest, the rest): both even, so Bob wins from either.
//! Verdict: lost a game it could have won
//! Smallest: "1\n15\n"
use std::io::{self, BufRead};

fn break_of(p: i64) -> (i64, i64) {
    let top = 1i64 << (63 - p.leading_zeros());
    if p.count_ones() == 4 {
        let low = p & -p;
        return (top | low, p ^ top ^ low);
    }
    (top, p ^ top)
}

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map(|line| line.unwrap()).filter(|l| !l.trim().is_empty());
    let mut read = move || -> Vec<i64> {
        lines.next().unwrap().split_whitespace().map(|w| w.parse().unwrap()).collect()
    };
    let games = read()[0];
    for _ in 0..games {
        let n = read()[0];
        if n.count_ones() % 2 == 0 {
            println!("first");
            let (a, b) = break_of(n);
            println!("{} {}", a, b);
        } else {
            println!("second");
        }
        loop {
            let v = read();
            if v[0] == 0 {
                break;
            }
            if v[0] < 0 {
                return;
            }
            match v.iter().find(|q| q.count_ones() % 2 == 0) {
                Some(&p) => {
                    let (a, b) = break_of(p);
                    println!("{} {}", a, b);
                }
                None => println!("0 0"),
            }
        }
    }
}
