//! Games of one counter: the Fibonacci game (a pile and the most the next
//! move may take), the multiplication game (a product and its target), and
//! the circle of stones (as the set of stones left).

use super::*;
use crate::embedded::rules;

/// The numbers of a position and its parameter `name` (default `default`).
fn with_parameter(text: &str, name: &str, default: u64) -> Result<(Vec<u64>, u64), String> {
    let (parameters, numbers) = split_position(text)?;
    let mut value = default;
    for (given, v) in &parameters {
        if given != name {
            return Err(format!("unknown parameter {:?}; this game takes {}=", given, name));
        }
        value = number(v)?;
    }
    Ok((numbers, value))
}

/// The Fibonacci game: (stones, the most the next move may take, k).
struct FibonacciGame;

impl Playable for FibonacciGame {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let (n, most, k) = (p[0], p[1], p[2]);
        (1..=most.min(n)).map(|t| (t.to_string(), vec![n - t, (k * t).min(n - t), k])).collect()
    }

    fn show(&self, p: &Pos) -> String {
        format!("{} stones, the next move takes 1 to {}", p[0], p[1].min(p[0]))
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let t = move_numbers(text, 1, "as the number taken, like `2`")?[0];
        let (n, most, k) = (p[0], p[1].min(p[0]), p[2]);
        if t == 0 || t > most {
            return Err(format!("this move takes 1 to {}", most));
        }
        Ok(vec![n - t, (k * t).min(n - t), k])
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let (n, most, k) = (p[0], p[1], p[2]);
        if n == 0 {
            return (false, "no stone is left".into());
        }
        let term = rules::k_fibonacci_smallest_term(k, n);
        let chain = "the chain a_0 = 1, a_(i+1) = a_i + a_m, m the count of j with k a_j < a_i \
                     (the k_fibonacci block)";
        if term <= most {
            (
                true,
                format!(
                    "the smallest term of {}'s greedy sum over {} is {} <= {}: taking it leaves \
                     a sum whose smallest term is more than {} times it",
                    n, chain, term, most, k
                ),
            )
        } else {
            (
                false,
                format!(
                    "the smallest term of {}'s greedy sum over {} is {} > {}, out of reach: \
                     whatever is taken, the reply takes the new smallest term",
                    n, chain, term, most
                ),
            )
        }
    }
}

pub const FIBONACCI_GAME: Game = Game {
    name: "fibonacci-game",
    rules: "one pile; the first move takes 1 to n - 1 stones, each later one 1 to k times the last; who takes the last stone wins",
    position_help: "the pile and k, like `20 k=2` (pile 2 to 150, k 1 to 10)",
    default: "20 k=2",
    move_help: "the number taken: `3`",
    small: &["34 k=2", "30 k=1", "25 k=3"],
    start: |text| {
        let (numbers, k) = with_parameter(text, "k", 2)?;
        if numbers.len() != 1 || !(2..=150).contains(&numbers[0]) {
            return Err("give one pile of 2 to 150 stones".into());
        }
        if !(1..=10).contains(&k) {
            return Err("k must be 1 to 10".into());
        }
        let n = numbers[0];
        Ok((Box::new(FibonacciGame) as Box<dyn Playable>, vec![n, n - 1, k]))
    },
};

/// The multiplication game: (p, n).
struct Multiplication;

impl Playable for Multiplication {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let (product, n) = (p[0], p[1]);
        if product >= n {
            return Vec::new();
        }
        (2..=9).map(|k| (k.to_string(), vec![(product * k).min(n), n])).collect()
    }

    fn show(&self, p: &Pos) -> String {
        format!("p = {}, target n = {}", p[0], p[1])
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let k = move_numbers(text, 1, "as the factor, like `9`")?[0];
        if !(2..=9).contains(&k) {
            return Err("the factor is 2 to 9".into());
        }
        Ok(vec![(p[0] * k).min(p[1]), p[1]])
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let (product, n) = (p[0], p[1]);
        if product >= n {
            return (false, format!("p = {} has reached n = {}: the game is over", product, n));
        }
        // Bands from the top: [ceil(b / 9), b) wins (a factor reaches b),
        // below it [ceil(b / 2), b) loses (every factor lands in the band
        // above), and so on down.
        let (mut bound, mut winning) = (n, true);
        loop {
            let factor = if winning { 9 } else { 2 };
            let low = bound.div_ceil(factor);
            if product >= low {
                let why = if winning {
                    format!(
                        "p = {} is in [{}, {}]: a factor reaches {} or more, {}",
                        product,
                        low,
                        bound - 1,
                        bound,
                        if bound == n { "the target" } else { "where the other player loses" }
                    )
                } else {
                    format!(
                        "p = {} is in [{}, {}]: even 2 reaches {} or more, where the other player wins",
                        product,
                        low,
                        bound - 1,
                        bound
                    )
                };
                return (winning, why);
            }
            bound = low;
            winning = !winning;
        }
    }
}

pub const MULTIPLICATION: Game = Game {
    name: "multiplication",
    rules: "p starts at 1; a move multiplies it by 2 to 9; who makes p >= n wins",
    position_help: "the target n, 2 to 10^6, like 200",
    default: "200",
    move_help: "the factor: `9`",
    small: &["2", "9", "10", "163", "400", "3000"],
    start: |text| {
        let (parameters, numbers) = split_position(text)?;
        if !parameters.is_empty() || numbers.len() != 1 || !(2..=1_000_000).contains(&numbers[0]) {
            return Err("give the target n, 2 to 10^6".into());
        }
        Ok((Box::new(Multiplication) as Box<dyn Playable>, vec![1, numbers[0]]))
    },
};

/// The circle: (n, k, the stones left as bits), stones 1..=n clockwise.
struct Circle;

impl Circle {
    /// The runs of adjacent stones left, as lengths (the circle whole: none).
    fn runs(n: u64, mask: u64) -> Vec<u64> {
        let present = |i: u64| mask >> (i % n) & 1 == 1;
        let Some(gap) = (0..n).find(|&i| !present(i)) else {
            return Vec::new();
        };
        let mut runs = Vec::new();
        let mut run = 0;
        for step in 1..=n {
            if present(gap + step) {
                run += 1;
            } else if run > 0 {
                runs.push(run);
                run = 0;
            }
        }
        runs
    }
}

impl Playable for Circle {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let (n, k, mask) = (p[0], p[1], p[2]);
        let whole = mask == (1 << n) - 1;
        let mut options = Vec::new();
        for start in 0..n {
            for t in 1..=k.min(n) {
                let block: Vec<u64> = (start..start + t).map(|i| i % n).collect();
                if block.iter().any(|&i| mask >> i & 1 == 0) {
                    break;
                }
                // Taking the whole circle is one move, whatever the start.
                if whole && t == n && start > 0 {
                    break;
                }
                let after = block.iter().fold(mask, |m, &i| m & !(1 << i));
                options.push((format!("{} {}", start + 1, t), vec![n, k, after]));
            }
        }
        options
    }

    fn show(&self, p: &Pos) -> String {
        let (n, mask) = (p[0], p[2]);
        let stones: String = (0..n).map(|i| if mask >> i & 1 == 1 { 'o' } else { '.' }).collect();
        format!("stones {} (o: a stone, . : taken; stone 1 first, the last next to it)", stones)
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let v = move_numbers(text, 2, "`stone count`, like `3 2`")?;
        let (n, k, mask) = (p[0], p[1], p[2]);
        let (start, t) = (v[0], v[1]);
        if start == 0 || start > n {
            return Err(format!("the stones are 1 to {}", n));
        }
        if t == 0 || t > k {
            return Err(format!("a move takes 1 to {} adjacent stones", k));
        }
        if t > n {
            return Err(format!("there are only {} places", n));
        }
        let block: Vec<u64> = (start - 1..start - 1 + t).map(|i| i % n).collect();
        if let Some(&gone) = block.iter().find(|&&i| mask >> i & 1 == 0) {
            return Err(format!("stone {} is already taken", gone + 1));
        }
        Ok(vec![n, k, block.iter().fold(mask, |m, &i| m & !(1 << i))])
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let (n, k, mask) = (p[0], p[1], p[2]);
        if mask == (1 << n) - 1 {
            return if n <= k {
                (true, format!("{} <= {} stones: take them all", n, k))
            } else if k == 1 {
                (
                    n % 2 == 1,
                    format!("k = 1: each move takes one stone, so the parity of {} decides", n),
                )
            } else {
                (false, format!("{} > {}: whatever the first move takes, the reply takes the same number opposite, leaving two equal lines, and then mirrors every move", n, k))
            };
        }
        let runs = Self::runs(n, mask);
        // Taking 1 to k from a line may leave nothing, one line or two.
        let digits = vec![7u8; k as usize];
        let values = rules::octal_values(&digits, n as usize);
        let each: Vec<String> =
            runs.iter().map(|&r| format!("g({}) = {}", r, values[r as usize])).collect();
        let xor = runs.iter().fold(0, |x, &r| x ^ values[r as usize]);
        let game: String = digits.iter().map(|d| d.to_string()).collect();
        let why = format!(
            "the lines of stones left are heaps of the octal game 0.{} (the octal block): {}; \
             their xor is {}",
            game,
            if each.is_empty() { "none".to_string() } else { each.join(", ") },
            if xor == 0 { "0, lost for the mover".to_string() } else { format!("{}, not 0", xor) }
        );
        (xor != 0, why)
    }
}

pub const CIRCLE: Game = Game {
    name: "circle",
    rules:
        "n stones in a circle; a move takes 1 to k adjacent stones; who takes the last stone wins",
    position_help: "n and k, like `7 k=2` (n 1 to 16)",
    default: "7 k=2",
    move_help: "`stone count`: `3 2` takes stones 3 and 4 (clockwise from 3)",
    small: &["9 k=2", "8 k=1", "7 k=3", "3 k=3"],
    start: |text| {
        let (numbers, k) = with_parameter(text, "k", 2)?;
        if numbers.len() != 1 || !(1..=16).contains(&numbers[0]) {
            return Err("give the number of stones, 1 to 16".into());
        }
        if k == 0 {
            return Err("k must be at least 1".into());
        }
        let n = numbers[0];
        Ok((Box::new(Circle) as Box<dyn Playable>, vec![n, k, (1 << n) - 1]))
    },
};
