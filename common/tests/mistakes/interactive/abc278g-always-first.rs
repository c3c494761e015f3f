//! Mistake: always `First`: it mirrors where a middle block exists, and with
//! L = R and N - L odd (no middle block) takes the first L cards of a run.
//! Verdict: lost a game it could have won
//! Smallest: "2 1 1\n"
use std::io::{self, BufRead};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map(|line| line.unwrap());
    let mut read = move || -> Vec<usize> {
        let line = lines.next().unwrap();
        line.split_whitespace().map(|w| w.parse::<i64>().unwrap().max(0) as usize).collect()
    };
    let v = read();
    let (n, l, r) = (v[0], v[1], v[2]);
    let mut present = vec![true; n + 2];
    present[0] = false;
    present[n + 1] = false;
    let mirror = l < r || (n - l) % 2 == 0;
    println!("First");
    let play = |present: &mut Vec<bool>, x: usize, y: usize| {
        for card in &mut present[x..x + y] {
            *card = false;
        }
        println!("{} {}", x, y);
    };
    let first_fit = |present: &Vec<bool>| (1..=n).find(|&x| x + l <= n + 1 && present[x..x + l].iter().all(|&c| c));
    if mirror {
        let middle = if (n - l) % 2 == 0 { l } else { l + 1 };
        play(&mut present, (n - middle) / 2 + 1, middle);
    } else {
        let x = first_fit(&present).unwrap();
        play(&mut present, x, l);
    }
    loop {
        let v = read();
        if v[0] == 0 {
            return;
        }
        for card in &mut present[v[0]..v[0] + v[1]] {
            *card = false;
        }
        if mirror {
            play(&mut present, n + 2 - v[0] - v[1], v[1]);
        } else {
            match first_fit(&present) {
                Some(x) => play(&mut present, x, l),
                None => println!("0 0"),
            }
        }
    }
}
