//! Mistake: the Grundy table stops at the first element of S above the
//! heap, as if S were given sorted.
//! Verdict: wrong answer
//! Smallest: "2 3 1\n1\n1 1\n0\n"
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
        let mut sg = vec![0usize; 10001];
        for h in 1..=10000 {
            let mut seen = [false; 102];
            for &s in &set {
                if s > h {
                    break;
                }
                seen[sg[h - s]] = true;
            }
            sg[h] = seen.iter().position(|&x| !x).unwrap();
        }
        let m = words.next().unwrap();
        let mut line = String::new();
        for _ in 0..m {
            let l = words.next().unwrap();
            let x = (0..l).fold(0, |x, _| x ^ sg[words.next().unwrap()]);
            line.push(if x == 0 { 'L' } else { 'W' });
        }
        println!("{}", line);
    }
}
