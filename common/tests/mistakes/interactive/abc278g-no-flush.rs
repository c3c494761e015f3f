//! Mistake: the output goes through a BufWriter that is never flushed:
//! the judge never sees the side, and waits.
//! Verdict: idleness limit exceeded
//! Smallest: "1 1 1\n"
use std::io::{self, BufRead, BufWriter, Write};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map(|line| line.unwrap());
    let mut out = BufWriter::new(io::stdout());
    let v: Vec<i64> = lines.next().unwrap().split_whitespace().map(|w| w.parse().unwrap()).collect();
    let (n, l, r) = (v[0], v[1], v[2]);
    // Mirroring only: enough to show the missing flush.
    let middle = if (n - l) % 2 == 0 { l } else { l + 1 };
    let _ = r;
    writeln!(out, "First").unwrap();
    writeln!(out, "{} {}", (n - middle) / 2 + 1, middle).unwrap();
    for line in lines {
        let v: Vec<i64> = line.split_whitespace().map(|w| w.parse().unwrap()).collect();
        if v[0] <= 0 {
            return;
        }
        writeln!(out, "{} {}", n + 2 - v[0] - v[1], v[1]).unwrap();
    }
}
