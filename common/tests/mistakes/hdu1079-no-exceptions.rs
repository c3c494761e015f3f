//! Mistake: the parity of month + day, without the two exceptions
//! (September 30 and November 30 win though odd).
//! Verdict: wrong answer
//! Smallest: "1\n1900 9 30\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<u64> = input.split_whitespace().map(|w| w.parse().unwrap()).collect();
    for date in numbers[1..].chunks(3).take(numbers[0] as usize) {
        let (month, day) = (date[1], date[2]);
        println!("{}", if (month + day) % 2 == 0 { "YES" } else { "NO" });
    }
}
