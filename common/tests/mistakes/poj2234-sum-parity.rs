//! Mistake: the parity of the total instead of the xor of the piles.
//! Verdict: wrong answer
//! Smallest: "1 2\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<u64>().unwrap());
    while let Some(m) = words.next() {
        let total: u64 = (0..m).map(|_| words.next().unwrap()).sum();
        println!("{}", if total % 2 == 1 { "Yes" } else { "No" });
    }
}
