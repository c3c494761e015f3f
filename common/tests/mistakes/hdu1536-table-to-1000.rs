//! Mistake: the Grundy table built to 1000 (the heaps' bound misread; it is
//! 10^4), a larger heap taken at the table's last value: right while every
//! heap is at most 1000.
//! Verdict: wrong answer
//! Smallest: "1 1\n1\n1 9999\n0\n"
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<usize>().unwrap());
    loop {
        let k = match words.next() {
            Some(0) | None => break,
            Some(k) => k,
        };
        let set: Vec<usize> = (0..k).map(|_| words.next().unwrap()).collect();
        let mut sg = vec![0usize; 1001];
        for h in 1..=1000 {
            let mut seen = [false; 102];
            for &s in set.iter().filter(|&&s| s <= h) {
                seen[sg[h - s]] = true;
            }
            sg[h] = seen.iter().position(|&x| !x).unwrap();
        }
        let m = words.next().unwrap();
        let mut line = String::new();
        for _ in 0..m {
            let l = words.next().unwrap();
            let x = (0..l).fold(0, |x, _| x ^ sg[words.next().unwrap().min(1000)]);
            line.push(if x == 0 { 'L' } else { 'W' });
        }
        println!("{}", line);
    }
}
