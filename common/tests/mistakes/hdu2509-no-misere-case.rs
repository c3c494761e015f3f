//! Mistake: misère answered as normal Nim: rows of one apple each lose
//! for the mover when there are an odd number of them.
//! Verdict: wrong answer
//! Smallest: "1\n1\n\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<u64>().unwrap());
    while let Some(n) = words.next() {
        let xor = (0..n).fold(0, |x, _| x ^ words.next().unwrap());
        println!("{}", if xor != 0 { "Yes" } else { "No" });
    }
}
