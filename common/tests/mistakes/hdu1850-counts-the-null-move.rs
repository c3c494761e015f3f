//! Mistake: counts a pile as a winning move when a ^ x <= a, which takes
//! nothing from it when the position is already lost (x = 0).
//! Verdict: wrong answer
//! Smallest: "2\n1 1\n0\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<u64>().unwrap());
    while let Some(m) = words.next() {
        if m == 0 {
            break;
        }
        let piles: Vec<u64> = (0..m).map(|_| words.next().unwrap()).collect();
        let x = piles.iter().fold(0, |x, &a| x ^ a);
        let count = piles.iter().filter(|&&a| a ^ x <= a).count();
        println!("{}", count);
    }
}
