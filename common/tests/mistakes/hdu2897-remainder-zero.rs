//! Mistake: n % (p + q) <= p taken as lost, so a multiple of p + q (which
//! the mover wins by taking q) is counted lost.
//! Verdict: wrong answer
//! Smallest: "2 1 1\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<u64> = input.split_whitespace().map(|w| w.parse().unwrap()).collect();
    for case in numbers.chunks(3) {
        let (n, p, q) = (case[0], case[1], case[2]);
        println!("{}", if n % (p + q) <= p { "LOST" } else { "WIN" });
    }
}
