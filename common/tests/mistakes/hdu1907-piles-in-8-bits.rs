//! Mistake: the piles kept in 8 bits, as for a bound of 100 (the
//! statement's is 4747): right while every pile is below 256, wrong when
//! the xor is nonzero only above, or a large pile reads as 0 or 1.
//! Verdict: wrong answer
//! Smallest: "1\n2\n256 256\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<u64>().unwrap());
    let cases = words.next().unwrap();
    for _ in 0..cases {
        let n = words.next().unwrap();
        let piles: Vec<u8> = (0..n).map(|_| words.next().unwrap() as u8).collect();
        let xor = piles.iter().fold(0, |x, &a| x ^ a);
        let all_ones = piles.iter().all(|&a| a <= 1);
        let john_wins = if all_ones { xor == 0 } else { xor != 0 };
        println!("{}", if john_wins { "John" } else { "Brother" });
    }
}
