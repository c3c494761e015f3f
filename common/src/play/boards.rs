//! Games on dates, boxes, coins, graphs, sheets and strips: the Calendar
//! Game, HDU 1729's boxes, Mock Turtles, pieces on the halving graph, the
//! cutting game and Treblecross.

use super::*;
use crate::embedded::rules;
use crate::problems::calendar;

fn only_numbers(text: &str) -> Result<Vec<u64>, String> {
    let (parameters, numbers) = split_position(text)?;
    if let Some((name, _)) = parameters.first() {
        return Err(format!("this game takes no parameter, not {:?}", name));
    }
    Ok(numbers)
}

/// The Calendar Game: (year, month, day).
struct Calendar;

impl Playable for Calendar {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let date = (p[0], p[1], p[2]);
        calendar::moves_to(calendar::TAEJON_END)(&date)
            .into_iter()
            .map(|(y, m, d)| {
                let word = if d == date.2 { "month" } else { "day" };
                (word.to_string(), vec![y, m, d])
            })
            .collect()
    }

    fn show(&self, p: &Pos) -> String {
        format!("{:04}-{:02}-{:02}", p[0], p[1], p[2])
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let (y, m, d) = (p[0], p[1], p[2]);
        let wins = rules::calendar_mover_wins(y, m, d);
        let why = if (y, m, d) >= calendar::TAEJON_END {
            "2001-11-04 is reached: the game is over".to_string()
        } else if (m, d) == (9, 30) || (m, d) == (11, 30) {
            format!(
                "{:02}-{:02} has an odd month + day, yet its next day {} has one too, and an odd \
                 sum loses (the calendar block)",
                m,
                d,
                if m == 9 { "10-01" } else { "12-01" }
            )
        } else if (m + d) % 2 == 0 {
            format!(
                "month + day = {} is even: a move reaches an odd sum, which loses (the calendar \
                 block)",
                m + d
            )
        } else {
            format!(
                "month + day = {} is odd: every move reaches an even sum (or 2001-11-04 is out \
                 of reach), and the reply makes it odd again (the calendar block)",
                m + d
            )
        };
        (wins, why)
    }
}

pub const CALENDAR: Game = Game {
    name: "calendar",
    rules: "a date; a move goes to the next day, or to the same day of the next month if it exists; who reaches 2001-11-04 wins",
    position_help: "a date from 1900-01-01 to 2001-11-04, like 2001-10-20",
    default: "2001-10-20",
    move_help: "`day` (the next day) or `month` (the same day next month)",
    small: &["2001-08-01", "2000-12-25"],
    start: |text| {
        let numbers = only_numbers(&text.replace('-', " "))?;
        if numbers.len() != 3 {
            return Err("give a date like 2001-10-20".into());
        }
        let date = (numbers[0], numbers[1], numbers[2]);
        if !calendar::exists(date) || date < (1900, 1, 1) || date > calendar::TAEJON_END {
            return Err("give a date from 1900-01-01 to 2001-11-04".into());
        }
        Ok((Box::new(Calendar) as Box<dyn Playable>, vec![date.0, date.1, date.2]))
    },
};

/// HDU 1729's boxes: (size, stones) per box.
struct Boxes;

/// sg(s, c) by the solution's recursion, and the step it took.
fn box_value(s: u64, c: u64) -> (u64, String) {
    if c == 0 || c >= s {
        return (0, format!("sg({}, {}) = 0: no stone can be added", s, c));
    }
    let q = crate::problems::hdu1729::largest_safe(s);
    if c > q {
        (s - c, format!("sg({}, {}) = {} - {} = {} (c above q = {})", s, c, s, c, s - c, q))
    } else if c == q {
        (0, format!("sg({}, {}) = 0 (c = q = {}: q + q^2 < s, yet adding fills past it)", s, c, q))
    } else {
        let (v, _) = box_value(q, c);
        (v, format!("sg({}, {}) = sg({}, {}) = {} (c below q = {})", s, c, q, c, v, q))
    }
}

impl Playable for Boxes {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let mut options = Vec::new();
        for i in 0..p.len() / 2 {
            let (s, c) = (p[2 * i], p[2 * i + 1]);
            for t in 1..=(c * c).min(s - c) {
                let mut next = p.clone();
                next[2 * i + 1] = c + t;
                options.push((format!("{} {}", i + 1, t), next));
            }
        }
        options
    }

    fn show(&self, p: &Pos) -> String {
        let boxes: Vec<String> = p.chunks(2).map(|b| format!("{} of {}", b[1], b[0])).collect();
        format!("boxes holding {}", boxes.join(", "))
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let each: Vec<(u64, String)> = p.chunks(2).map(|b| box_value(b[0], b[1])).collect();
        let xor = each.iter().fold(0, |x, (v, _)| x ^ v);
        let steps: Vec<String> = each.iter().map(|(_, why)| why.clone()).collect();
        (
            xor != 0,
            format!(
                "with q the largest t with t + t^2 < s: {}; the xor is {}",
                steps.join("; "),
                if xor == 0 {
                    "0, lost for the mover".to_string()
                } else {
                    format!("{}, not 0", xor)
                }
            ),
        )
    }
}

pub const BOX: Game = Game {
    name: "box",
    rules: "boxes of size s holding c stones (HDU 1729); a move adds 1 to c^2 stones to one box, at most up to its size; who cannot move loses",
    position_help: "size,stones pairs, like `20,3 9,2` (sizes at most 40)",
    default: "20,3 9,2",
    move_help: "`box amount`: `1 4` adds 4 stones to box 1",
    small: &["20,3 9,2", "30,1", "12,2 12,3"],
    start: |text| {
        let numbers = only_numbers(text)?;
        if numbers.is_empty() || numbers.len() % 2 == 1 || numbers.len() > 6 {
            return Err("give one to three boxes as size,stones pairs".into());
        }
        if numbers.chunks(2).any(|b| b[0] > 40 || b[1] > b[0]) {
            return Err("each box: stones at most its size, size at most 40".into());
        }
        Ok((Box::new(Boxes) as Box<dyn Playable>, numbers))
    },
};

/// Mock Turtles: (coins, the heads as bits, coin x at bit x - 1).
struct Turtles;

impl Playable for Turtles {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        crate::problems::hdu3537::turns(&p[1])
            .into_iter()
            .map(|after| {
                let mut turned: Vec<u64> =
                    (0..64).filter(|&x| (after ^ p[1]) >> x & 1 == 1).map(|x| x + 1).collect();
                turned.reverse();
                (turned.iter().map(u64::to_string).collect::<Vec<_>>().join(" "), vec![p[0], after])
            })
            .collect()
    }

    fn show(&self, p: &Pos) -> String {
        let coins: String = (0..p[0]).map(|x| if p[1] >> x & 1 == 1 { 'H' } else { 'T' }).collect();
        format!("coins {} (coin 1 first)", coins)
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let mut coins: Vec<u64> = text.split_whitespace().map(number).collect::<Result<_, _>>()?;
        coins.sort_unstable_by(|a, b| b.cmp(a));
        if coins.is_empty() || coins.len() > 3 {
            return Err("a move turns 1 to 3 coins: `5 2` turns coins 5 and 2".into());
        }
        if coins.windows(2).any(|w| w[0] == w[1]) {
            return Err("each coin is turned once".into());
        }
        if coins[coins.len() - 1] == 0 || coins[0] > p[0] {
            return Err(format!("the coins are 1 to {}", p[0]));
        }
        if p[1] >> (coins[0] - 1) & 1 == 0 {
            return Err(format!("the rightmost coin turned, {}, must show heads", coins[0]));
        }
        Ok(vec![p[0], coins.iter().fold(p[1], |m, &x| m ^ 1 << (x - 1))])
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let heads: Vec<u64> = (0..p[0]).filter(|&x| p[1] >> x & 1 == 1).collect();
        let value = |x: u64| 2 * x + u64::from(x.count_ones() % 2 == 0);
        let each: Vec<String> =
            heads.iter().map(|&x| format!("coin {}: {}", x + 1, value(x))).collect();
        let xor = heads.iter().fold(0, |v, &x| v ^ value(x));
        (
            xor != 0,
            format!(
                "a head at coin x + 1 is worth the x-th odious number (odd count of set bits): {}; \
                 the xor is {}",
                if each.is_empty() { "no heads".to_string() } else { each.join(", ") },
                if xor == 0 { "0, lost for the mover".to_string() } else { format!("{}, not 0", xor) }
            ),
        )
    }
}

pub const TURTLES: Game = Game {
    name: "turtles",
    rules: "Mock Turtles: a row of coins; a move turns 1 to 3 coins, the rightmost of them from heads to tails; who cannot move loses",
    position_help: "the heads' places (coin 1 first), like 1,2,3,4,5,6,7 (at most coin 12)",
    default: "1,2,3,4,5,6,7",
    move_help: "the coins turned: `6 3 1` turns coins 6, 3 and 1 (6 must show heads)",
    small: &["1,2,3,4,5,6,7,8,9,10", "2,4,6,8,10,12"],
    start: |text| {
        let heads = only_numbers(text)?;
        if heads.iter().any(|&x| x == 0 || x > 12) {
            return Err("the heads are at coins 1 to 12".into());
        }
        let coins = heads.iter().copied().max().unwrap_or(1);
        let mask = heads.iter().fold(0u64, |m, &x| m | 1 << (x - 1));
        Ok((Box::new(Turtles) as Box<dyn Playable>, vec![coins, mask]))
    },
};

/// Pieces on the graph v -> v - 1, v -> v / 2: their places.
struct Pieces;

fn halving_values(most: u64) -> Vec<u64> {
    let mut values = vec![0u64; most as usize + 1];
    for v in 1..=most as usize {
        values[v] = crate::search::mex(&[values[v - 1], values[v / 2]]);
    }
    values
}

impl Playable for Pieces {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let mut options = Vec::new();
        for (i, &v) in p.iter().enumerate() {
            if v == 0 {
                continue;
            }
            let mut targets = vec![v - 1, v / 2];
            targets.dedup();
            for to in targets {
                let mut next = p.clone();
                next[i] = to;
                options.push((format!("{} {}", i + 1, to), next));
            }
        }
        options
    }

    fn show(&self, p: &Pos) -> String {
        format!("pieces at {}", p.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let values = halving_values(p.iter().copied().max().unwrap_or(0));
        let each: Vec<String> =
            p.iter().map(|&v| format!("g({}) = {}", v, values[v as usize])).collect();
        let xor = p.iter().fold(0, |x, &v| x ^ values[v as usize]);
        (
            xor != 0,
            format!(
                "g(v) = mex{{g(v - 1), g(v / 2)}}: {}; the xor is {}",
                each.join(", "),
                if xor == 0 {
                    "0, lost for the mover".to_string()
                } else {
                    format!("{}, not 0", xor)
                }
            ),
        )
    }
}

pub const PIECES: Game = Game {
    name: "pieces",
    rules: "pieces on the graph where v leads to v - 1 and v / 2 (HDU 1524's kind); a move slides one piece along an edge; who cannot move loses",
    position_help: "the pieces' places, like 5,9 (each at most 60, at most 4 pieces)",
    default: "5,9",
    move_help: "`piece place`: `2 4` slides piece 2 to 4",
    small: &["9,12", "15", "3,5,7"],
    start: |text| {
        let pieces = only_numbers(text)?;
        if pieces.is_empty() || pieces.len() > 4 || pieces.iter().any(|&v| v > 60) {
            return Err("give 1 to 4 pieces at places 0 to 60".into());
        }
        Ok((Box::new(Pieces) as Box<dyn Playable>, pieces))
    },
};

/// The cutting game: the sheets as (w, h) pairs; empty once a 1 x 1 is made.
struct Cutting;

/// The sheets, each narrow side first, in order: one position however cut.
fn sheets_in_order(sheets: &[u64]) -> Pos {
    let mut pairs: Vec<(u64, u64)> =
        sheets.chunks(2).map(|s| (s[0].min(s[1]), s[0].max(s[1]))).collect();
    pairs.sort_unstable();
    pairs.into_iter().flat_map(|(w, h)| [w, h]).collect()
}

impl Playable for Cutting {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let mut options = Vec::new();
        for i in 0..p.len() / 2 {
            let (w, h) = (p[2 * i], p[2 * i + 1]);
            let mut cut = |word: &str, x: u64, a: (u64, u64), b: (u64, u64)| {
                let text = format!("{} {} {}", i + 1, word, x);
                if a == (1, 1) || b == (1, 1) {
                    options.push((text, Vec::new()));
                } else {
                    let mut next: Pos = p[..2 * i].to_vec();
                    next.extend_from_slice(&p[2 * i + 2..]);
                    next.extend([a.0, a.1, b.0, b.1]);
                    options.push((text, sheets_in_order(&next)));
                }
            };
            for x in 1..w {
                cut("w", x, (x, h), (w - x, h));
            }
            for y in 1..h {
                cut("h", y, (w, y), (w, h - y));
            }
        }
        options
    }

    fn show(&self, p: &Pos) -> String {
        if p.is_empty() {
            return "a 1 x 1 piece is made".into();
        }
        let sheets: Vec<String> = p.chunks(2).map(|s| format!("{} x {}", s[0], s[1])).collect();
        format!("sheets {}", sheets.join(", "))
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        if p.is_empty() {
            return (false, "a 1 x 1 piece is made: the game is over".into());
        }
        if let Some(s) = p.chunks(2).find(|s| s[0] == 1 || s[1] == 1) {
            return (
                true,
                format!("the sheet {} x {} is one cell wide: cut a 1 x 1 off it", s[0], s[1]),
            );
        }
        let most = p.iter().copied().max().unwrap();
        let sg = crate::problems::poj2311::reduced_values(most);
        let each: Vec<String> = p
            .chunks(2)
            .map(|s| format!("{} x {}: {}", s[0], s[1], sg[s[0] as usize][s[1] as usize]))
            .collect();
        let xor = p.chunks(2).fold(0, |x, s| x ^ sg[s[0] as usize][s[1] as usize]);
        (
            xor != 0,
            format!(
                "no sheet is one cell wide, and a cut leaving one loses at once, so only cuts \
                 leaving both parts at least 2 wide count; their Sprague-Grundy values: {}; the \
                 xor is {}",
                each.join(", "),
                if xor == 0 {
                    "0, lost for the mover".to_string()
                } else {
                    format!("{}, not 0", xor)
                }
            ),
        )
    }
}

pub const CUTTING: Game = Game {
    name: "cutting",
    rules: "sheets of paper (POJ 2311); a move cuts one sheet in two along a grid line; who makes a 1 x 1 piece wins",
    position_help: "w,h of one sheet, like 4,5 (each 2 to 7)",
    default: "4,5",
    move_help: "`sheet w x` cuts the sheet's width into x and the rest, `sheet h y` its height: `1 w 2` (each sheet narrow side first)",
    small: &["5,5", "4,6", "3,7", "6,6"],
    start: |text| {
        let numbers = only_numbers(text)?;
        if numbers.len() != 2 || numbers.iter().any(|&x| !(2..=7).contains(&x)) {
            return Err("give one sheet w,h, each 2 to 7".into());
        }
        Ok((Box::new(Cutting) as Box<dyn Playable>, sheets_in_order(&numbers)))
    },
};

/// Treblecross: (cells, the crosses as bits, cell x at bit x - 1).
struct Crosses;

fn has_triple(board: u64) -> bool {
    board & (board >> 1) & (board >> 2) != 0
}

impl Playable for Crosses {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        if has_triple(p[1]) {
            return Vec::new();
        }
        (0..p[0])
            .filter(|&i| p[1] >> i & 1 == 0)
            .map(|i| ((i + 1).to_string(), vec![p[0], p[1] | 1 << i]))
            .collect()
    }

    fn show(&self, p: &Pos) -> String {
        let cells: String = (0..p[0]).map(|i| if p[1] >> i & 1 == 1 { 'X' } else { '.' }).collect();
        format!("the strip {}", cells)
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let (cells, board) = (p[0], p[1]);
        if has_triple(board) {
            return (false, "three crosses stand in a row: the game is over".into());
        }
        let empty = |i: u64| board >> i & 1 == 0;
        if let Some(i) = (0..cells).find(|&i| empty(i) && has_triple(board | 1 << i)) {
            return (true, format!("a cross in cell {} makes three in a row", i + 1));
        }
        // A cross within two cells of another gives the opponent a triple:
        // only the safe cells count, a run of r of them a heap of r + 2 of
        // the octal game 0.007.
        let safe = |i: u64| (i.saturating_sub(2)..=(i + 2).min(cells - 1)).all(empty);
        let values = rules::octal_values(&[0, 0, 7], cells as usize + 2);
        let (mut runs, mut run) = (Vec::new(), 0);
        for i in 0..=cells {
            if i < cells && safe(i) {
                run += 1;
            } else {
                if run > 0 {
                    runs.push(run);
                }
                run = 0;
            }
        }
        let each: Vec<String> =
            runs.iter().map(|&r| format!("{} safe: g({}) = {}", r, r + 2, values[r + 2])).collect();
        let xor = runs.iter().fold(0, |x, &r| x ^ values[r + 2]);
        (
            xor != 0,
            format!(
                "no cross makes three; a cross within two cells of another hands over a triple, \
                 so the runs of safe cells count, a run of r as a heap of r + 2 in the octal game \
                 0.007 (the octal block): {}; the xor is {}",
                if each.is_empty() { "no safe cell".to_string() } else { each.join(", ") },
                if xor == 0 {
                    "0, lost for the mover".to_string()
                } else {
                    format!("{}, not 0", xor)
                }
            ),
        )
    }
}

pub const CROSSES: Game = Game {
    name: "crosses",
    rules: "Treblecross (POJ 3537): a 1 x n strip; a move puts a cross in an empty cell; who makes three in a row wins",
    position_help: "n, 3 to 16, like 9",
    default: "9",
    move_help: "the cell: `5`",
    small: &["11", "8", "3"],
    start: |text| {
        let numbers = only_numbers(text)?;
        if numbers.len() != 1 || !(3..=16).contains(&numbers[0]) {
            return Err("give the strip's length, 3 to 16".into());
        }
        Ok((Box::new(Crosses) as Box<dyn Playable>, vec![numbers[0], 0]))
    },
};

/// Tartan's lights: (rows, columns, the lit ones as bits).
struct Lights;

fn light_bit(p: &Pos, x: u64, y: u64) -> u64 {
    1 << ((x - 1) * p[1] + (y - 1))
}

/// The corners of the rectangle from (a, b) to (x, y), each once.
fn corners(x: u64, y: u64, a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut corners = vec![(x, y), (a, y), (x, b), (a, b)];
    corners.sort_unstable();
    corners.dedup();
    corners
}

fn lit(p: &Pos) -> Vec<(u64, u64)> {
    let mut lights = Vec::new();
    for x in 1..=p[0] {
        for y in 1..=p[1] {
            if p[2] & light_bit(p, x, y) != 0 {
                lights.push((x, y));
            }
        }
    }
    lights
}

impl Playable for Lights {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let mut options = Vec::new();
        for (x, y) in lit(p) {
            for a in 1..=x {
                for b in 1..=y {
                    let mask =
                        corners(x, y, a, b).iter().fold(p[2], |m, &(i, j)| m ^ light_bit(p, i, j));
                    options.push((format!("{} {} {} {}", x, y, a, b), vec![p[0], p[1], mask]));
                }
            }
        }
        options
    }

    fn show(&self, p: &Pos) -> String {
        let lights: Vec<String> = lit(p).iter().map(|(x, y)| format!("({}, {})", x, y)).collect();
        if lights.is_empty() {
            "no light on".into()
        } else {
            format!("lights on at {}", lights.join(" "))
        }
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let v = move_numbers(text, 4, "`x y a b`: the lit corner (x, y), the other (a, b)")?;
        let (x, y, a, b) = (v[0], v[1], v[2], v[3]);
        if x == 0 || y == 0 || x > p[0] || y > p[1] || p[2] & light_bit(p, x, y) == 0 {
            return Err(format!("({}, {}) is not a light that is on", x, y));
        }
        if a == 0 || b == 0 || a > x || b > y {
            return Err(format!("the other corner needs 1 <= a <= {} and 1 <= b <= {}", x, y));
        }
        let mask = corners(x, y, a, b).iter().fold(p[2], |m, &(i, j)| m ^ light_bit(p, i, j));
        Ok(vec![p[0], p[1], mask])
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        use crate::problems::hdu3404::nim_product_by_bits;
        let lights = lit(p);
        let each: Vec<String> = lights
            .iter()
            .map(|&(x, y)| format!("{} * {} = {}", x, y, nim_product_by_bits(x, y)))
            .collect();
        let xor = lights.iter().fold(0, |v, &(x, y)| v ^ nim_product_by_bits(x, y));
        (
            xor != 0,
            format!(
                "a light at (x, y) is worth the nim product x * y (Tartan: the product of two \
                 games where a coin at k is worth k): {}; the xor is {}",
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

pub const TARTAN: Game = Game {
    name: "tartan",
    rules: "lights on a grid (HDU 3404); a move picks a light on at (x, y) and a corner (a, b) with a <= x, b <= y, and toggles the rectangle's distinct corners; who cannot move loses",
    position_help: "the lights on as x,y pairs, like `2,3 3,2` (x, y 1 to 4)",
    default: "2,3 3,2",
    move_help: "`x y a b`: the lit corner (x, y) and the other (a, b): `3 2 1 1`",
    small: &["3,3", "2,3 3,2", "4,4 1,2", "2,2 3,3"],
    start: |text| {
        let numbers = only_numbers(text)?;
        if numbers.is_empty() || numbers.len() % 2 == 1 || numbers.iter().any(|&v| !(1..=4).contains(&v)) {
            return Err("give the lights on as x,y pairs, x and y 1 to 4".into());
        }
        let rows = numbers.chunks(2).map(|l| l[0]).max().unwrap();
        let columns = numbers.chunks(2).map(|l| l[1]).max().unwrap();
        let mut p = vec![rows, columns, 0];
        for l in numbers.chunks(2) {
            p[2] |= light_bit(&p, l[0], l[1]);
        }
        Ok((Box::new(Lights) as Box<dyn Playable>, p))
    },
};

/// Every-SG: the unfinished components as (x, y) pairs, x <= y, in order.
struct EverySg;

/// Steps of a component under best play, and whether its mover wins it.
fn steps(x: u64, y: u64) -> (u64, bool) {
    let (small, large) = (x.min(y), x.max(y));
    if small == 0 {
        return (0, false);
    }
    let (below, wins) = steps(large % small, small);
    match large / small {
        1 => (below + 1, !wins),
        _ => (below + 1 + u64::from(wins), true),
    }
}

impl Playable for EverySg {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        if p.is_empty() {
            return Vec::new();
        }
        // One move in every component: every combination of theirs.
        // (the multiples chosen so far, the components they leave)
        type Partial = (Vec<String>, Vec<(u64, u64)>);
        let mut options: Vec<Partial> = vec![(Vec::new(), Vec::new())];
        for c in p.chunks(2) {
            let (x, y) = (c[0], c[1]);
            let mut grown = Vec::new();
            for (words, rest) in &options {
                for k in 1..=y / x {
                    let left = y - k * x;
                    let mut words = words.clone();
                    words.push(k.to_string());
                    let mut rest = rest.clone();
                    if left > 0 {
                        rest.push((left.min(x), left.max(x)));
                    }
                    grown.push((words, rest));
                }
            }
            options = grown;
        }
        options
            .into_iter()
            .map(|(words, mut rest)| {
                rest.sort_unstable();
                (words.join(" "), rest.into_iter().flat_map(|(x, y)| [x, y]).collect())
            })
            .collect()
    }

    fn show(&self, p: &Pos) -> String {
        if p.is_empty() {
            return "every component finished".into();
        }
        let parts: Vec<String> = p.chunks(2).map(|c| format!("({}, {})", c[0], c[1])).collect();
        format!("components {}", parts.join(" "))
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        if p.is_empty() {
            return (false, "every component is finished: the last move was made".into());
        }
        let each: Vec<(u64, String)> = p
            .chunks(2)
            .map(|c| {
                let (s, _) = steps(c[0], c[1]);
                (s, format!("({}, {}): {}", c[0], c[1], s))
            })
            .collect();
        let longest = each.iter().map(|(s, _)| *s).max().unwrap();
        let shown: Vec<String> = each.into_iter().map(|(_, w)| w).collect();
        (
            longest % 2 == 1,
            format!(
                "each component lasts a number of moves under best play (its winner ends it \
                 fast, its loser drags it out): {}; the game ends with the longest, {}, which is \
                 {}",
                shown.join(", "),
                longest,
                if longest % 2 == 1 {
                    "odd: the mover makes its last move"
                } else {
                    "even: the other player makes its last move"
                }
            ),
        )
    }
}

pub const EVERY_SG: Game = Game {
    name: "every-sg",
    rules: "Every-SG (HDU 3595): components of two piles (x, y); a turn takes a positive multiple of the smaller pile from the larger in EVERY unfinished component (one ends at a 0); who makes the last move wins",
    position_help: "the components as x,y pairs, like `2,7 3,5` (each at most 40)",
    default: "2,7 3,5",
    move_help: "one multiple per component, in order: `1 2` takes 1 x the smaller in the first, 2 x in the second",
    small: &["2,7 3,5", "3,10 4,7", "5,13", "7,19 4,9"],
    start: |text| {
        let numbers = only_numbers(text)?;
        if numbers.is_empty() || numbers.len() % 2 == 1 || numbers.len() > 6 {
            return Err("give one to three components as x,y pairs".into());
        }
        if numbers.iter().any(|&v| !(1..=40).contains(&v)) {
            return Err("each pile 1 to 40".into());
        }
        let mut parts: Vec<(u64, u64)> =
            numbers.chunks(2).map(|c| (c[0].min(c[1]), c[0].max(c[1]))).collect();
        parts.sort_unstable();
        Ok((Box::new(EverySg) as Box<dyn Playable>, parts.into_iter().flat_map(|(x, y)| [x, y]).collect()))
    },
};

/// Team misère Nim: (stones, the seat to move, each seat's limit).
struct Teams;

impl Teams {
    /// For counts 1..=s, each seat's largest count so far where it loses
    /// (0: none yet): the solution's pass.
    fn last_lost(limits: &[u64], s: u64) -> Vec<u64> {
        let seats = limits.len();
        let mut lost = vec![0u64; seats];
        for count in 1..s {
            let now: Vec<bool> = (0..seats)
                .map(|i| {
                    let next = lost[(i + 1) % seats];
                    next != 0 && count - next <= limits[i]
                })
                .collect();
            for (i, &wins) in now.iter().enumerate() {
                if !wins {
                    lost[i] = count;
                }
            }
        }
        lost
    }
}

impl Playable for Teams {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let (s, seat, limits) = (p[0], p[1] as usize, &p[2..]);
        (1..=limits[seat].min(s))
            .map(|t| {
                let mut next = p.clone();
                next[0] = s - t;
                next[1] = ((seat + 1) % limits.len()) as u64;
                (t.to_string(), next)
            })
            .collect()
    }

    fn show(&self, p: &Pos) -> String {
        format!(
            "{} stones, seat {} to move (it takes 1 to {})",
            p[0],
            p[1] + 1,
            p[2 + p[1] as usize]
        )
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let t = move_numbers(text, 1, "as the number taken, like `2`")?[0];
        let most = p[2 + p[1] as usize].min(p[0]);
        if t == 0 || t > most {
            return Err(format!("this seat takes 1 to {}", most));
        }
        self.options(p)
            .into_iter()
            .nth(t as usize - 1)
            .map(|(_, next)| next)
            .ok_or_else(|| "no move".into())
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let (s, seat, limits) = (p[0], p[1] as usize, &p[2..]);
        if s == 0 {
            return (true, "the last stone was taken by the other team, who lose".into());
        }
        let lost = Self::last_lost(limits, s);
        let next_seat = (seat + 1) % limits.len();
        let t = lost[next_seat];
        let wins = t != 0 && s - t <= limits[seat];
        let why = if t == 0 {
            format!(
                "seat {} loses at no count below {}: every take leaves it a win",
                next_seat + 1,
                s
            )
        } else {
            format!(
                "the largest count below {} where seat {} loses is {} (the solution's pass over \
                 the counts), and {} - {} = {} is {} this seat's most, {}: {}",
                s,
                next_seat + 1,
                t,
                s,
                t,
                s - t,
                if wins { "within" } else { "beyond" },
                limits[seat],
                if wins { "taking that many leaves it there" } else { "every take leaves a win" }
            )
        };
        (wins, why)
    }

    fn misere(&self) -> bool {
        true
    }
}

pub const TEAMS: Game = Game {
    name: "teams",
    rules: "team misère Nim (POJ 2068): one heap, seats in turn (the teams alternate), seat i takes 1 to its limit; who takes the last stone loses",
    position_help: "the heap and the seats' limits, like `20 limits=3,4` (an even count of seats, heap at most 300)",
    default: "20 limits=3,4",
    move_help: "the number taken: `2`",
    small: &["40 limits=3,4", "30 limits=1,2,3,4", "25 limits=5,1"],
    start: |text| {
        let (parameters, numbers) = split_position(text)?;
        let mut limits = vec![4, 4];
        for (name, value) in &parameters {
            if name != "limits" {
                return Err(format!("unknown parameter {:?}; this game takes limits=", name));
            }
            limits = value.split(',').map(number).collect::<Result<_, _>>()?;
        }
        if limits.len() % 2 == 1 || limits.len() > 20 || limits.contains(&0) {
            return Err("limits: an even count of seats, at most 20, each at least 1".into());
        }
        if numbers.len() != 1 || !(1..=300).contains(&numbers[0]) {
            return Err("give the heap, 1 to 300 stones".into());
        }
        let mut p = vec![numbers[0], 0];
        p.extend(limits);
        Ok((Box::new(Teams) as Box<dyn Playable>, p))
    },
};

/// Misère Green Hackenbush on trees: the forest given at the start (each
/// tree's parents, vertex v + 2 hanging from `parents[v]`, every parent
/// below its child); a position is the edges still there, as bits, edge i
/// the i-th of all the trees' parents in order.
struct Forest {
    trees: Vec<Vec<usize>>,
}

impl Forest {
    /// (tree, child vertex, parent vertex) of each edge, in bit order.
    fn edges(&self) -> Vec<(usize, usize, usize)> {
        let mut edges = Vec::new();
        for (t, parents) in self.trees.iter().enumerate() {
            for (v, &p) in parents.iter().enumerate() {
                edges.push((t, v + 2, p));
            }
        }
        edges
    }

    /// `kept` without the edges the roots no longer hold.
    fn rooted(&self, kept: u64) -> u64 {
        let edges = self.edges();
        let mut held = 0u64;
        for (i, &(t, _, p)) in edges.iter().enumerate() {
            let below = edges.iter().position(|&(u, c, _)| u == t && c == p);
            let supported = match below {
                None => true,
                Some(j) => held >> j & 1 == 1,
            };
            if kept >> i & 1 == 1 && supported {
                held |= 1 << i;
            }
        }
        held
    }

    /// The trees left, renumbered, for the rule.
    fn trees_left(&self, kept: u64) -> Vec<crate::problems::hdu3590::Tree> {
        let edges = self.edges();
        (0..self.trees.len())
            .map(|t| {
                let mut number = vec![0usize; self.trees[t].len() + 2];
                number[1] = 1;
                let mut parents = Vec::new();
                for (i, &(u, c, p)) in edges.iter().enumerate() {
                    if u == t && kept >> i & 1 == 1 {
                        parents.push(number[p]);
                        number[c] = parents.len() + 1;
                    }
                }
                crate::problems::hdu3590::Tree::from_parents(&parents)
            })
            .collect()
    }
}

impl Playable for Forest {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        self.edges()
            .iter()
            .enumerate()
            .filter(|&(i, _)| p[0] >> i & 1 == 1)
            .map(|(i, &(t, c, _))| {
                (format!("{} {}", t + 1, c), vec![self.rooted(p[0] & !(1 << i))])
            })
            .collect()
    }

    fn show(&self, p: &Pos) -> String {
        let edges = self.edges();
        let trees: Vec<String> = (0..self.trees.len())
            .map(|t| {
                let kept: Vec<String> = edges
                    .iter()
                    .enumerate()
                    .filter(|&(i, &(u, _, _))| u == t && p[0] >> i & 1 == 1)
                    .map(|(_, &(_, c, parent))| format!("{}-{}", c, parent))
                    .collect();
                format!(
                    "tree {}: {}",
                    t + 1,
                    if kept.is_empty() { "no edge".to_string() } else { kept.join(" ") }
                )
            })
            .collect();
        format!("{} (edges child-parent, root 1)", trees.join("; "))
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let trees = self.trees_left(p[0]);
        let branches: Vec<u64> = trees.iter().flat_map(|t| t.branch_values()).collect();
        let wins = crate::problems::hdu3590::wins(&trees);
        let shown = branches.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
        let why = if branches.iter().all(|&b| b <= 1) {
            format!(
                "the branches at the roots are worth {} (the colon principle); none above 1, so \
                 misère Nim counts them: {} branch(es) of 1, {}",
                if shown.is_empty() { "nothing".to_string() } else { shown },
                branches.len(),
                if wins {
                    "an even count wins for the mover"
                } else {
                    "an odd count loses for the mover"
                }
            )
        } else {
            let xor = branches.iter().fold(0, |x, &b| x ^ b);
            format!(
                "the branches at the roots are worth {} (the colon principle), each a heap of \
                 misère Nim (the misere_nim block): one is above 1, so the xor {} decides",
                shown, xor
            )
        };
        (wins, why)
    }

    fn misere(&self) -> bool {
        true
    }
}

pub const ANTI_HACKENBUSH: Game = Game {
    name: "anti-hackenbush",
    rules: "misère Green Hackenbush on trees (HDU 3590): a move deletes an edge, and whatever its root no longer holds vanishes; who deletes the last edge loses",
    position_help: "the trees as parent lists, vertex v + 2 hanging from the v-th number: `1,2 1,1 1` is a stalk of 2, a fork and one edge (at most 14 edges)",
    default: "1,2 1,1 1",
    move_help: "`tree vertex` deletes the edge from that vertex down: `1 3` (tree 1, the edge below vertex 3)",
    small: &["1,2 1,1 1", "1,1,2,3 1", "1,2,3 1,2", "1,1,1 1 1", "1,2,2,1,5 1,1 1"],
    start: |text| {
        let (parameters, _) = split_position(text)?;
        if let Some((name, _)) = parameters.first() {
            return Err(format!("this game takes no parameter, not {:?}", name));
        }
        let trees: Vec<Vec<usize>> = text
            .split_whitespace()
            .map(|tree| tree.split(',').map(|x| number(x).map(|x| x as usize)).collect())
            .collect::<Result<_, _>>()?;
        if trees.is_empty() || trees.iter().map(Vec::len).sum::<usize>() > 14 {
            return Err("give 1 to 14 edges in all".into());
        }
        for parents in &trees {
            if parents.iter().enumerate().any(|(v, &p)| p == 0 || p > v + 1) {
                return Err("vertex v + 2 hangs from a vertex 1 to v + 1".into());
            }
        }
        let edges = trees.iter().map(Vec::len).sum::<usize>();
        Ok((Box::new(Forest { trees }) as Box<dyn Playable>, vec![(1u64 << edges) - 1]))
    },
};

/// Green Hackenbush on a polygon of L edges through the root with a stalk
/// hung from its second vertex: (L, the stalk's edges, the edges left as
/// bits, the polygon's first).
struct Polygon;

fn polygon_drawing(length: usize, tail: usize) -> crate::problems::poj3710::Drawing {
    let mut drawing = crate::problems::poj3710::Drawing::polygon(length);
    let mut last = if length == 1 { 1 } else { 2 };
    for t in 0..tail {
        drawing.edges.push((last, length + 1 + t));
        last = length + 1 + t;
    }
    drawing.vertices += tail;
    drawing
}

impl Playable for Polygon {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let drawing = polygon_drawing(p[0] as usize, p[1] as usize);
        (0..drawing.edges.len())
            .filter(|&i| p[2] >> i & 1 == 1)
            .map(|i| ((i + 1).to_string(), vec![p[0], p[1], drawing.rooted(p[2] & !(1 << i))]))
            .collect()
    }

    fn show(&self, p: &Pos) -> String {
        let drawing = polygon_drawing(p[0] as usize, p[1] as usize);
        let edges: Vec<String> = drawing
            .edges
            .iter()
            .enumerate()
            .filter(|&(i, _)| p[2] >> i & 1 == 1)
            .map(|(i, (a, b))| format!("{}: {}-{}", i + 1, a, b))
            .collect();
        if edges.is_empty() {
            "no edge left".into()
        } else {
            format!("edges {} (root 1)", edges.join(", "))
        }
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let (length, kept) = (p[0] as usize, p[2]);
        let drawing = polygon_drawing(length, p[1] as usize);
        let polygon = (1u64 << length) - 1;
        if kept & polygon == polygon {
            let stalk = (kept >> length).count_ones() as u64;
            let value = (length as u64 % 2) ^ stalk;
            return (
                value != 0,
                format!(
                    "the polygon of {} edges is whole: fused to its root it is {} loops, worth {} \
                     mod 2 = {}, and the stalk of {} above it adds {} by xor: {}",
                    length,
                    length,
                    length,
                    length % 2,
                    stalk,
                    stalk,
                    if value == 0 {
                        "0, lost for the mover".to_string()
                    } else {
                        format!("{}, not 0", value)
                    }
                ),
            );
        }
        // The polygon is broken: what is left is a tree, numbered as the
        // root reaches it.
        let mut number = vec![0usize; drawing.vertices + 1];
        number[1] = 1;
        let mut parents = Vec::new();
        let mut grown = true;
        while grown {
            grown = false;
            for (i, &(a, b)) in drawing.edges.iter().enumerate() {
                if kept >> i & 1 == 1 && (number[a] == 0) != (number[b] == 0) {
                    let (from, to) = if number[a] != 0 { (a, b) } else { (b, a) };
                    parents.push(number[from]);
                    number[to] = parents.len() + 1;
                    grown = true;
                }
            }
        }
        let value = crate::problems::hdu3590::Tree::from_parents(&parents).value();
        (
            value != 0,
            format!(
                "the polygon is broken, so a tree is left; by the colon principle (a vertex's \
                 branches xor, each worth its top's value + 1) it is worth {}",
                if value == 0 {
                    "0, lost for the mover".to_string()
                } else {
                    format!("{}, not 0", value)
                }
            ),
        )
    }
}

pub const HACKENBUSH: Game = Game {
    name: "hackenbush",
    rules: "Green Hackenbush (POJ 3710's kind): a polygon of L edges through the root, a stalk hung from its second vertex; a move deletes an edge, and what the root no longer holds vanishes; who cannot move loses",
    position_help: "L and the stalk, like `5 tail=2` (L 1 to 10, tail 0 to 4)",
    default: "5 tail=2",
    move_help: "the edge's number as shown: `3`",
    small: &["5 tail=2", "6 tail=3", "4 tail=0", "1 tail=2", "2 tail=1", "7 tail=1"],
    start: |text| {
        let (parameters, numbers) = split_position(text)?;
        let mut tail = 2;
        for (name, value) in &parameters {
            if name != "tail" {
                return Err(format!("unknown parameter {:?}; this game takes tail=", name));
            }
            tail = number(value)?;
        }
        if numbers.len() != 1 || !(1..=10).contains(&numbers[0]) || tail > 4 {
            return Err("give L, 1 to 10, and tail= 0 to 4".into());
        }
        let edges = numbers[0] + tail;
        Ok((Box::new(Polygon) as Box<dyn Playable>, vec![numbers[0], tail, (1 << edges) - 1]))
    },
};
