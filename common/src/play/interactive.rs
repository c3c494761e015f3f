//! The two interactive problems' games: the cards in a row of AtCoder
//! ABC 278 G (a move removes L to R consecutive cards) and the xor break of
//! Codeforces 1934 D2, with their adjudicators' rules.

use super::*;
use crate::interact::{abc278g, cf1934d2};

/// The cards: (n, L, R, the cards left as bits, card x at bit x - 1).
struct Cards;

fn board(p: &Pos) -> abc278g::Board {
    let (n, low, high, mask) = (p[0] as usize, p[1] as usize, p[2] as usize, p[3]);
    let mut board = abc278g::Board::new(n, low, high);
    for x in 1..=n {
        board.present[x] = mask >> (x - 1) & 1 == 1;
    }
    board
}

fn without(p: &Pos, x: usize, y: usize) -> Pos {
    let block = ((1u64 << y) - 1) << (x - 1);
    vec![p[0], p[1], p[2], p[3] & !block]
}

impl Playable for Cards {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        board(p)
            .moves()
            .into_iter()
            .map(|(x, y)| (format!("{} {}", x, y), without(p, x, y)))
            .collect()
    }

    fn show(&self, p: &Pos) -> String {
        let n = p[0];
        let cards: Vec<String> = (1..=n)
            .map(|x| if p[3] >> (x - 1) & 1 == 1 { x.to_string() } else { "_".to_string() })
            .collect();
        format!("cards {} (L = {}, R = {})", cards.join(" "), p[1], p[2])
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let v = move_numbers(text, 2, "`x y`: remove y cards from card x on, like `2 3`")?;
        let (x, y) = (v[0], v[1]);
        let board = board(p);
        if y < p[1] || y > p[2] {
            return Err(format!("a move removes {} to {} cards", p[1], p[2]));
        }
        if x == 0 || x + y - 1 > p[0] {
            return Err(format!("the cards are 1 to {}", p[0]));
        }
        if !board.is_legal(x as i64, y as i64) {
            return Err(format!("cards {} to {} are not all on the table", x, x + y - 1));
        }
        Ok(without(p, x as usize, y as usize))
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let board = board(p);
        let values = abc278g::grundy_values(board.cards(), board.low, board.high);
        let runs = board.runs();
        let each: Vec<String> =
            runs.iter().map(|&(_, len)| format!("g({}) = {}", len, values[len])).collect();
        let xor = board.xor(&values);
        (
            xor != 0,
            format!(
                "the runs of cards are heaps, g(m) the mex of g(a) xor g(b) over the runs a, b a \
                 move leaves: {}; their xor is {}",
                if each.is_empty() { "none".to_string() } else { each.join(", ") },
                if xor == 0 {
                    "0, lost for the mover".to_string()
                } else {
                    format!("{}, not 0", xor)
                }
            ),
        )
    }
}

pub const CARDS: Game = Game {
    name: "cards",
    rules: "cards 1 to n in a row (AtCoder ABC 278 G); a move removes L to R consecutive cards still there; who cannot move loses",
    position_help: "n, L and R, like 7,2,3 (n 1 to 16)",
    default: "7,2,3",
    move_help: "`x y` removes y cards from card x on: `3 2` removes cards 3 and 4",
    small: &["8,1,2", "8,2,3", "7,1,1", "6,3,5"],
    start: |text| {
        let (parameters, v) = split_position(text)?;
        if !parameters.is_empty() || v.len() != 3 {
            return Err("give n, L and R, like 7,2,3".into());
        }
        let (n, low, high) = (v[0], v[1], v[2]);
        if !(1..=16).contains(&n) || low == 0 || low > high || high > n {
            return Err("need 1 <= L <= R <= n <= 16".into());
        }
        Ok((Box::new(Cards) as Box<dyn Playable>, vec![n, low, high, (1 << n) - 1]))
    },
};

/// The xor break: the numbers the next break chooses from, sorted.
struct XorBreak;

impl Playable for XorBreak {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let mut options = Vec::new();
        let mut held = p.clone();
        held.dedup();
        for &n in &held {
            for q1 in (1..n).rev() {
                let q2 = n ^ q1;
                if q1 > q2 && cf1934d2::breaks(n as i64, q1 as i64, q2 as i64) {
                    options.push((format!("{} {}", q1, q2), vec![q2, q1]));
                }
            }
        }
        options
    }

    fn show(&self, p: &Pos) -> String {
        if p.len() == 1 {
            format!("the number {}", p[0])
        } else {
            format!("the numbers {} and {}", p[0], p[1])
        }
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let v = move_numbers(text, 2, "`q1 q2`: break a number into q1 and q2, like `8 5`")?;
        let (q1, q2) = (v[0].max(v[1]), v[0].min(v[1]));
        if !p.iter().any(|&n| cf1934d2::breaks(n as i64, q1 as i64, q2 as i64)) {
            return Err(format!(
                "{} {} is not a break of {}: a break needs 0 < q1, q2 < n and q1 xor q2 = n",
                v[0],
                v[1],
                p.iter().map(u64::to_string).collect::<Vec<_>>().join(" or ")
            ));
        }
        Ok(vec![q2, q1])
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let counts: Vec<String> =
            p.iter().map(|&n| format!("{} has {} set bit(s)", n, n.count_ones())).collect();
        let wins = p.iter().any(|&n| cf1934d2::wins(n as i64));
        let why = if wins {
            "an even count can be broken into two odd counts (its top bit and the rest), and an odd count can only be broken into an even and an odd one"
        } else {
            "every count is odd: a break of one makes an even and an odd count, and the even one is broken again into two odd ones, down to numbers that cannot be broken"
        };
        (wins, format!("{}: {}", counts.join(", "), why))
    }
}

pub const XOR_BREAK: Game = Game {
    name: "xor-break",
    rules: "a number n (Codeforces 1934 D2); a move breaks one of the numbers just made (n at first) into q1, q2 with 0 < q1, q2 < it and q1 xor q2 = it; who cannot break loses",
    position_help: "n, 1 to 4095, like 13",
    default: "13",
    move_help: "`q1 q2`: `8 5` breaks 13 into 8 and 5",
    small: &["63", "100", "255", "1"],
    start: |text| {
        let (parameters, v) = split_position(text)?;
        if !parameters.is_empty() || v.len() != 1 || !(1..=4095).contains(&v[0]) {
            return Err("give n, 1 to 4095".into());
        }
        Ok((Box::new(XorBreak) as Box<dyn Playable>, vec![v[0]]))
    },
};
