//! Mistake: the xor is kept from one case to the next.
//! Verdict: wrong answer
//! Smallest: "1\n1\n1\n1\n0\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<u64>().unwrap());
    let mut xor = 0;
    while let Some(m) = words.next() {
        if m == 0 {
            break;
        }
        for _ in 0..m {
            xor ^= words.next().unwrap();
        }
        println!("{}", if xor != 0 { "Rabbit Win!" } else { "Grass Win!" });
    }
}
