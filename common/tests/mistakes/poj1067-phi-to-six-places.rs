//! Mistake: the golden ratio written to six places (1.618034): floor(k *
//! phi) comes out right while k is small, wrong once the error k * 1.1e-8
//! reaches the distance of k * phi to the next integer, first at a
//! Fibonacci k (6765), and for most k from about 10^7 on.
//! Verdict: wrong answer
//! Smallest: "10945 17710\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<u64>().unwrap());
    while let (Some(a), Some(b)) = (words.next(), words.next()) {
        let (a, b) = (a.min(b), a.max(b));
        let k = b - a;
        let lost = (k as f64 * 1.618034).floor() as u64 == a;
        println!("{}", if lost { 0 } else { 1 });
    }
}
