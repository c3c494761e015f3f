//! Mistake: the values of Lasker's Nim from a mex table to 1000, and a
//! heap above taken at its own size, as if the swap of 4k + 3 and 4k + 4
//! stopped there: wrong when such a heap above 1000 decides the xor.
//! Verdict: wrong answer
//! Smallest: "1\n8\n2147483647 2147483646 2147483645 2147483644 2147483643 2147483642 2147483641 2147483640\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<u64>().unwrap());
    let mut table = vec![0u64; 1001];
    for h in 1..=1000 {
        let mut seen = vec![false; 2 * h + 2];
        for left in 0..h {
            seen[table[left] as usize] = true;
        }
        for part in 1..h {
            seen[(table[part] ^ table[h - part]) as usize] = true;
        }
        table[h] = seen.iter().position(|&s| !s).unwrap() as u64;
    }
    let value = |h: u64| if h <= 1000 { table[h as usize] } else { h };
    let cases = words.next().unwrap();
    for _ in 0..cases {
        let n = words.next().unwrap();
        let xor = (0..n).fold(0, |x, _| x ^ value(words.next().unwrap()));
        println!("{}", if xor != 0 { "Alice" } else { "Bob" });
    }
}
