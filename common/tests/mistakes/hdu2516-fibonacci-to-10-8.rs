//! Mistake: the Fibonacci numbers listed up to 10^8 only (the statement's
//! n goes to 2^31): a larger Fibonacci n, lost, is answered as won.
//! Verdict: wrong answer
//! Smallest: "102334155\n0\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut fibonacci = vec![1u64, 2];
    while fibonacci[fibonacci.len() - 1] < 100_000_000 {
        let next = fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2];
        fibonacci.push(next);
    }
    fibonacci.pop();
    for n in input.split_whitespace().map(|w| w.parse::<u64>().unwrap()) {
        if n == 0 {
            break;
        }
        let lost = fibonacci.contains(&n);
        println!("{}", if lost { "Second win" } else { "First win" });
    }
}
