//! Mistake: one mex array for every call, which the recursive calls overwrite.
//! Verdict: wrong answer
//! Smallest: "3\n0\n1 2\n1 0\n1 1\n0\n"
use std::io::Read;

struct Game {
    moves: Vec<Vec<usize>>,
    memo: Vec<Option<usize>>,
    seen: Vec<bool>,
}

impl Game {
    fn sg(&mut self, v: usize) -> usize {
        if let Some(g) = self.memo[v] {
            return g;
        }
        self.seen.iter_mut().for_each(|s| *s = false);
        for i in 0..self.moves[v].len() {
            let g = self.sg(self.moves[v][i]);
            self.seen[g] = true;
        }
        let g = (0..).find(|&g| !self.seen[g]).unwrap();
        self.memo[v] = Some(g);
        g
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace().map(|w| w.parse::<usize>().unwrap());
    while let Some(n) = words.next() {
        let mut moves = Vec::new();
        for _ in 0..n {
            let x = words.next().unwrap();
            moves.push((0..x).map(|_| words.next().unwrap()).collect::<Vec<_>>());
        }
        let mut game = Game { moves, memo: vec![None; n], seen: vec![false; n + 1] };
        while let Some(m) = words.next() {
            if m == 0 {
                break;
            }
            let mut x = 0;
            for _ in 0..m {
                let p = words.next().unwrap();
                x ^= game.sg(p);
            }
            println!("{}", if x != 0 { "WIN" } else { "LOSE" });
        }
    }
}
