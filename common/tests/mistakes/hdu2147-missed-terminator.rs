//! Mistake: reads to the end of the input and answers the terminator `0 0`.
//! Verdict: wrong answer
//! Smallest: "1 1\n0 0\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<u64> = input.split_whitespace().map(|w| w.parse().unwrap()).collect();
    for case in numbers.chunks(2) {
        let (n, m) = (case[0], case[1]);
        let lost = n % 2 == 1 && m % 2 == 1;
        println!("{}", if lost { "What a pity!" } else { "Wonderful!" });
    }
}
