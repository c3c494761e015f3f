//! Mistake: the carry-less product of 0-based coordinates, not the nim product.
//! Verdict: wrong answer
//! Smallest: "1\n1\n1 1\n"
use std::io::Read;

fn carry_less(a: u64, b: u64) -> u64 {
    (0..64).filter(|&i| b >> i & 1 == 1).fold(0, |sum, i| sum ^ a << i)
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<u64>().unwrap());
    let cases = words.next().unwrap();
    for _ in 0..cases {
        let n = words.next().unwrap();
        let mut sum = 0;
        for _ in 0..n {
            let (x, y) = (words.next().unwrap(), words.next().unwrap());
            sum ^= carry_less(x - 1, y - 1);
        }
        println!("{}", if sum != 0 { "Have a try, lxhgww." } else { "Don't waste your time." });
    }
}
