//! Mistake: the won targets searched in a table to 1000 (the statement's
//! n goes below 10^4), a larger target taken as won: right while n <= 1000.
//! Verdict: wrong answer
//! Smallest: "1\n1026 8\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<usize>().unwrap());
    let cases = words.next().unwrap();
    for _ in 0..cases {
        let (n, m) = (words.next().unwrap(), words.next().unwrap());
        // won[i]: the player about to give, i short of the target, wins.
        let mut won = vec![false; 1001];
        for i in 1..=1000 {
            won[i] = (1..=m.min(i)).any(|g| g == i || !won[i - g]);
        }
        let first_wins = n > 1000 || won[n];
        println!("{}", if first_wins { "Grass" } else { "Rabbit" });
    }
}
