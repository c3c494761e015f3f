//! Mistake: pairs the chessmen in the order the input gives them, which
//! the statement does not promise is sorted.
//! Verdict: wrong answer
//! Smallest: "1\n2\n2 1\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<i64>().unwrap());
    let cases = words.next().unwrap();
    for _ in 0..cases {
        let n = words.next().unwrap() as usize;
        let mut cells: Vec<i64> = vec![0];
        cells.extend((0..n).map(|_| words.next().unwrap()));
        // From the right, each chessman with the one to its left.
        let xor = (1..=n)
            .rev()
            .step_by(2)
            .fold(0, |x, i| x ^ (cells[i] - cells[i - 1] - 1));
        println!("{}", if xor != 0 { "Georgia will win" } else { "Bob will win" });
    }
}
