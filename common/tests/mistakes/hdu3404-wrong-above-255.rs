//! Mistake: the nim product by halves forgets the carry of the top half's
//! square (H * H = H + H/2 taken as H) in the field of 2^16: right whenever
//! a coordinate is below 256, wrong when both are 256 or more.
//! Verdict: wrong answer
//! Smallest: "1\n2\n214 319\n355 436\n"
use std::io::Read;

fn nim_product(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let half = bits / 2;
    let mask = (1 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let high = nim_product(a1, b1, half);
    let low = nim_product(a0, b0, half);
    let cross = nim_product(a1 ^ a0, b1 ^ b0, half) ^ high ^ low;
    let carry = if half >= 8 {
        0
    } else {
        nim_product(high, 1 << (half - 1), half)
    };
    ((cross ^ high) << half) ^ low ^ carry
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<u64>().unwrap());
    let cases = words.next().unwrap();
    for _ in 0..cases {
        let n = words.next().unwrap();
        let mut sum = 0;
        for _ in 0..n {
            let (x, y) = (words.next().unwrap(), words.next().unwrap());
            sum ^= nim_product(x, y, 16);
        }
        println!("{}", if sum != 0 { "Have a try, lxhgww." } else { "Don't waste your time." });
    }
}
