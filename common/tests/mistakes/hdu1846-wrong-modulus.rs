//! Mistake: Bash's game with the period m instead of m + 1.
//! Verdict: wrong answer
//! Smallest: "1\n1 1\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<u64> = input.split_whitespace().map(|w| w.parse().unwrap()).collect();
    for case in numbers[1..].chunks(2).take(numbers[0] as usize) {
        let (n, m) = (case[0], case[1]);
        println!("{}", if n % m == 0 { "second" } else { "first" });
    }
}
