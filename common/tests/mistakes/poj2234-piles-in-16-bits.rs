//! Mistake: the piles kept in 16 bits, as for a bound of 10^4 (the
//! statement's is 10^7): right while every pile is below 65536, wrong when
//! the xor of the piles is nonzero only in the bits above.
//! Verdict: wrong answer
//! Smallest: "1 65536\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<u64>().unwrap());
    while let Some(m) = words.next() {
        let xor = (0..m).fold(0u16, |x, _| x ^ words.next().unwrap() as u16);
        println!("{}", if xor != 0 { "Yes" } else { "No" });
    }
}
