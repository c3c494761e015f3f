//! Mistake: n read into a 32-bit signed int, which the statement's
//! n < 4294967295 overflows from 2^31 on.
//! Verdict: runtime error
//! Smallest: "2147483648\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for word in input.split_whitespace() {
        let n: i32 = word.parse().unwrap();
        let mut n = n as i64;
        // Divide by 18 while it leaves more than 18: Stan wins iff n <= 9 then.
        while n > 18 {
            n = (n + 17) / 18;
        }
        println!("{}", if n <= 9 { "Stan wins." } else { "Ollie wins." });
    }
}
