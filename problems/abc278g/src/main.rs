//! Problem: AtCoder ABC278G Generalized Subtraction Game, https://atcoder.jp/contests/abc278/tasks/abc278_g
//! Submit:  AtCoder abc278_g (rustc 1.89, edition 2024).
//! Input:   interactive: the judge's line `N L R`, then after each of our moves its move
//!          `a b` (cards a..a+b-1 removed), `0 0` (it cannot move: we won) or `-1 -1`.
//! Output:  `First` or `Second`, then on each of our turns `x y`: remove cards x..x+y-1.
//!          Every line flushed; we exit after `0 0`.
//! Game:    cards 1..N in a row; a move removes L to R consecutive cards still on the
//!          table; a player with no move loses.
//! Rule:    if L < R or N - L is even, move first: take the middle block (a length of
//!          N's parity) and mirror every reply. Else (L = R, N - L odd) the runs are
//!          heaps with Grundy values g(m) = mex g(a) ^ g(m - L - a); move first iff
//!          g(N) != 0 and always leave the xor of the runs' values 0.
//! Why:     after the middle block the two runs are equal, and a move in one is answered
//!          by its mirror in the other, which stays legal; the Sprague-Grundy theorem
//!          for the rest, a run of m cards splitting into runs a and m - L - a.
//! Beyond:  N up to 20000 (the table is O(N^2) only when L = R); larger N, L or R out of
//!          order, an illegal judge move or `-1 -1`: one stderr line, exit status 2.
//! Time:    O(1) per move when mirroring; else the table, N^2 / 4 steps, and O(N) per move
//!          (the runs, then one run's splits). No recursion: constant stack depth. Measured
//!          against the local judge over whole games (pipes and judge included, 2 busy
//!          cores): at most 13 ms waiting for one move, 83 ms for a game of N = 2000.
//! Status:  against common/src/interact/abc278g.rs (values proven by a search of every
//!          position to 12 cards): every N <= 16, L <= R in three reply styles and every
//!          first reply to 9 cards (4527 games); N = 1999, 2000 with L = R = 1, 2, 3, 7,
//!          999 and wide [L, R] (54 games); malformed judge lines.
//! Blocks:  interactive_io

const PROBLEM: &str = "abc278g";

/// The largest N played: the Grundy table costs N^2 / 4 steps.
const MAX_CARDS: i64 = 20_000;

/// Grundy values of runs of 0..=n cards when every move removes exactly `take`.
fn grundy_values(n: usize, take: usize) -> Vec<u32> {
    let mut values = vec![0u32; n + 1];
    // seen[v] == m: value v is reachable from a run of m cards.
    let mut seen = vec![usize::MAX; n + 2];
    for m in take..=n {
        let rest = m - take;
        for left in 0..=rest / 2 {
            let v = (values[left] ^ values[rest - left]) as usize;
            if v < seen.len() {
                seen[v] = m;
            }
        }
        let mut mex = 0;
        while seen[mex] == m {
            mex += 1;
        }
        values[m] = mex as u32;
    }
    values
}

struct Table {
    cards: usize,
    /// present[x] for x in 1..=cards; slots 0 and cards + 1 stay empty.
    present: Vec<bool>,
}

impl Table {
    /// Removes cards x..x+y-1 (a move of the judge's, or our own, which is legal).
    fn remove(&mut self, judge: &mut interactive_io::Judge, x: i64, y: i64, low: i64, high: i64) {
        let n = self.cards as i64;
        if y < low || y > high || x < 1 || x > n || y > n - x + 1 {
            judge.fail(&format!("the judge's move {} {} is out of range", x, y));
        }
        let (x, y) = (x as usize, y as usize);
        if self.present[x..x + y].iter().any(|&card| !card) {
            judge.fail(&format!("the judge's move {} {} takes a removed card", x, y));
        }
        for card in &mut self.present[x..x + y] {
            *card = false;
        }
    }

    /// Plays and says a move of `take` cards that leaves a xor of 0.
    fn answer(&mut self, judge: &mut interactive_io::Judge, values: &[u32], take: i64) {
        match self.grundy_move(values, take as usize) {
            Some((x, y)) => {
                self.remove(judge, x as i64, y as i64, take, take);
                judge.say(format_args!("{} {}", x, y));
            }
            None => judge.fail("no winning move: the judge's moves contradict the table"),
        }
    }

    /// A move of `take` cards leaving a xor of 0, given a nonzero xor.
    fn grundy_move(&self, values: &[u32], take: usize) -> Option<(usize, usize)> {
        let mut runs = Vec::new();
        let mut start = 1;
        while start <= self.cards {
            if self.present[start] {
                let mut end = start;
                while self.present[end + 1] {
                    end += 1;
                }
                runs.push((start, end + 1 - start));
                start = end + 1;
            }
            start += 1;
        }
        let total = runs.iter().fold(0, |x, &(_, len)| x ^ values[len]);
        for &(start, len) in &runs {
            let wanted = total ^ values[len];
            if wanted < values[len] {
                let rest = len - take;
                if let Some(left) = (0..=rest).find(|&a| values[a] ^ values[rest - a] == wanted) {
                    return Some((start + left, take));
                }
            }
        }
        None
    }
}

fn main() {
    let mut judge = interactive_io::Judge::new(PROBLEM);
    let n = judge.next("N");
    let low = judge.next("L");
    let high = judge.next("R");
    if !(1 <= low && low <= high && high <= n && n <= MAX_CARDS) {
        judge.fail(&format!(
            "expected 1 <= L <= R <= N <= {}, found {} {} {}",
            MAX_CARDS, n, low, high
        ));
    }
    let cards = n as usize;
    let mirror = low < high || (n - low) % 2 == 0;
    let values = if mirror { Vec::new() } else { grundy_values(cards, low as usize) };
    let first = mirror || values[cards] != 0;
    judge.say(format_args!("{}", if first { "First" } else { "Second" }));
    let mut table = Table { cards, present: vec![true; cards + 2] };
    table.present[0] = false;
    table.present[cards + 1] = false;
    if first && mirror {
        let middle = if (n - low) % 2 == 0 { low } else { low + 1 };
        let x = (n - middle) / 2 + 1;
        table.remove(&mut judge, x, middle, low, high);
        judge.say(format_args!("{} {}", x, middle));
    } else if first {
        table.answer(&mut judge, &values, low);
    }
    loop {
        let a = judge.next("the judge's x");
        let b = judge.next("the judge's y");
        match (a, b) {
            (0, 0) => return,
            (-1, -1) => judge.fail("the judge answered -1 -1"),
            _ => table.remove(&mut judge, a, b, low, high),
        }
        if mirror {
            let x = n + 2 - a - b;
            table.remove(&mut judge, x, b, low, high);
            judge.say(format_args!("{} {}", x, b));
        } else {
            table.answer(&mut judge, &values, low);
        }
    }
}

// ==== Below: blocks embedded from common/blocks/ by `cargo run -p common --bin sync`. Edit them there. ====
// ---- begin block: interactive_io ----
// Talk with an interactive judge, never a panic. `Judge::new(PROBLEM)`; `judge.next("n")`
// is the next integer (i64, so `-1` reads), taken from the lines as they arrive: it never
// reads past the line that holds it, since the judge waits for our answer. `judge.say(..)`
// writes one line and flushes it. A missing or malformed token, or `judge.fail(why)`:
// one stderr line `<problem>: line <n>: <why>`, exit status 2.
#[allow(dead_code)]
mod interactive_io {
    use std::fmt;
    use std::io::{self, BufRead, Write};

    pub struct Judge {
        problem: &'static str,
        input: io::Stdin,
        output: io::Stdout,
        /// The current line, its next unread byte, and its number (from 1).
        line: Vec<u8>,
        pos: usize,
        number: u64,
    }

    impl Judge {
        pub fn new(problem: &'static str) -> Self {
            Judge {
                problem,
                input: io::stdin(),
                output: io::stdout(),
                line: Vec::new(),
                pos: 0,
                number: 0,
            }
        }

        /// The next whitespace-separated token, reading one more line at a time.
        fn token(&mut self, what: &str) -> &[u8] {
            loop {
                while self.pos < self.line.len() && self.line[self.pos].is_ascii_whitespace() {
                    self.pos += 1;
                }
                if self.pos < self.line.len() {
                    break;
                }
                self.line.clear();
                self.pos = 0;
                let read = self.input.lock().read_until(b'\n', &mut self.line);
                match read {
                    Ok(0) => self.fail(&format!("the input ended before {}", what)),
                    Ok(_) => self.number += 1,
                    Err(e) => self.fail(&format!("cannot read {}: {}", what, e)),
                }
            }
            let start = self.pos;
            while self.pos < self.line.len() && !self.line[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            &self.line[start..self.pos]
        }

        /// The next token as an i64: an optional `-`, then digits.
        pub fn next(&mut self, what: &str) -> i64 {
            let token = self.token(what).to_vec();
            let (negative, digits) = match token.split_first() {
                Some((b'-', rest)) => (true, rest),
                _ => (false, &token[..]),
            };
            let mut value: i64 = 0;
            let mut fits = !digits.is_empty();
            for &c in digits {
                if !c.is_ascii_digit() {
                    fits = false;
                    break;
                }
                let digit = i64::from(c - b'0');
                let next = value.checked_mul(10).and_then(|v| {
                    if negative {
                        v.checked_sub(digit)
                    } else {
                        v.checked_add(digit)
                    }
                });
                match next {
                    Some(v) => value = v,
                    None => {
                        fits = false;
                        break;
                    }
                }
            }
            if !fits {
                let shown = String::from_utf8_lossy(&token).into_owned();
                self.fail(&format!("expected {} (a 64-bit integer), found {:?}", what, shown));
            }
            value
        }

        /// Writes `line` and a newline, and flushes: the judge answers only what it has seen.
        pub fn say(&mut self, line: fmt::Arguments) {
            let mut out = self.output.lock();
            let written = out.write_fmt(line).and_then(|_| out.write_all(b"\n"));
            if let Err(e) = written.and_then(|_| out.flush()) {
                drop(out);
                self.fail(&format!("cannot write to the judge: {}", e));
            }
        }

        pub fn fail(&self, why: &str) -> ! {
            eprintln!("{}: line {}: {}", self.problem, self.number, why);
            std::process::exit(2)
        }
    }
}
// ---- end block: interactive_io ----
