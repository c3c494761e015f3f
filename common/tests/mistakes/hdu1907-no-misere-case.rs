//! Mistake: misère Nim answered as normal Nim (the piles of one forgotten).
//! Verdict: wrong answer
//! Smallest: "1\n1\n1\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<u64>().unwrap());
    let cases = words.next().unwrap();
    for _ in 0..cases {
        let n = words.next().unwrap();
        let xor = (0..n).fold(0, |x, _| x ^ words.next().unwrap());
        println!("{}", if xor != 0 { "John" } else { "Brother" });
    }
}
